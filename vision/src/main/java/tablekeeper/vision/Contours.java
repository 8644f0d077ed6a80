package tablekeeper.vision;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.imgproc.Imgproc;

/**
 * The contours of a binary map, each as its points ({@code x0, y0, x1, y1, ...}), read without a Java {@code Mat}
 * for each. OpenCV's Java {@code findContours} wraps every contour in two Mats, each freed by a finalizer, and a
 * frame's edge maps on wood grain hold thousands of contours (most of them small holes, no card's outline): the
 * collector then kept every one of those Mats alive through a young collection for its finalizer (62,800 in one),
 * which paused the scan for 15-25 ms. Here the same native call fills the same contours, which are copied out and
 * freed at once; where this OpenCV build has no such native, OpenCV's public call is used.
 */
final class Contours {
    private Contours() {}

    // Imgproc.findContours_1 and the Mat natives OpenCV's own Java wrappers call (org.openpnp:opencv 4.9.0-0)
    private static final MethodHandle FIND, ROWS, GET_INTS, DELETE;

    static {
        MethodHandle find = null, rows = null, get = null, delete = null;
        try {
            MethodHandles.Lookup imgproc = MethodHandles.privateLookupIn(Imgproc.class, MethodHandles.lookup());
            MethodHandles.Lookup mat = MethodHandles.privateLookupIn(Mat.class, MethodHandles.lookup());
            find = imgproc.findStatic(Imgproc.class, "findContours_1",
                    MethodType.methodType(void.class, long.class, long.class, long.class, int.class, int.class));
            rows = mat.findStatic(Mat.class, "n_rows", MethodType.methodType(int.class, long.class));
            get = mat.findStatic(Mat.class, "nGetI", MethodType.methodType(int.class, long.class, int.class, int.class, int.class, int[].class));
            delete = mat.findStatic(Mat.class, "n_delete", MethodType.methodType(void.class, long.class));
        } catch (ReflectiveOperationException | IllegalArgumentException | SecurityException e) {
            find = null;
        }
        FIND = find;
        ROWS = rows;
        GET_INTS = get;
        DELETE = delete;
    }

    /** The contours of {@code bin} as {@code Imgproc.findContours(bin, ..., mode, CHAIN_APPROX_SIMPLE)} finds them, in its order. */
    static List<int[]> of(Mat bin, int mode) {
        if (FIND == null) return viaMats(bin, mode);
        Mat table = new Mat(), hierarchy = new Mat();
        try {
            FIND.invokeExact(bin.nativeObj, table.nativeObj, hierarchy.nativeObj, mode, Imgproc.CHAIN_APPROX_SIMPLE);
            // a column of native Mat addresses, each as two ints (high, low), as OpenCV's Converters read it
            int n = table.rows();
            int[] addresses = new int[2 * n];
            if (n > 0) table.get(0, 0, addresses);
            List<int[]> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                long contour = ((long) addresses[2 * i] << 32) | (addresses[2 * i + 1] & 0xFFFFFFFFL);
                try {
                    int k = (int) ROWS.invokeExact(contour);
                    int[] points = new int[2 * k];
                    // (invokeExact needs the call's own return type: the count copied, all of the k points)
                    if (k > 0) {
                        int copied = (int) GET_INTS.invokeExact(contour, 0, 0, points.length, points);
                    }
                    out.add(points);
                } finally {
                    DELETE.invokeExact(contour);
                }
            }
            return out;
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("reading contours: " + t, t);
        } finally {
            table.release();
            hierarchy.release();
        }
    }

    /** The same through OpenCV's public call, a Java Mat a contour. */
    static List<int[]> viaMats(Mat bin, int mode) {
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        try {
            Imgproc.findContours(bin, contours, hierarchy, mode, Imgproc.CHAIN_APPROX_SIMPLE);
            List<int[]> out = new ArrayList<>(contours.size());
            for (MatOfPoint c : contours) {
                int[] points = new int[2 * c.rows()];
                if (points.length > 0) c.get(0, 0, points);
                out.add(points);
            }
            return out;
        } finally {
            for (MatOfPoint c : contours) c.release();
            hierarchy.release();
        }
    }

    /** The area a contour encloses, as {@code Imgproc.contourArea} gives it (the same sums, in the same order). */
    static double area(int[] points) {
        int n = points.length / 2;
        if (n == 0) return 0;
        double sum = 0;
        double px = (float) points[2 * n - 2], py = (float) points[2 * n - 1];
        for (int i = 0; i < n; i++) {
            double x = (float) points[2 * i], y = (float) points[2 * i + 1];
            sum += px * y - py * x;
            px = x;
            py = y;
        }
        return Math.abs(sum * 0.5);
    }

    /** The contour as a Mat of points, released by {@code m}. */
    static MatOfPoint mat(Mats m, int[] points) {
        MatOfPoint c = m.add(new MatOfPoint());
        c.create(points.length / 2, 1, CvType.CV_32SC2);
        c.put(0, 0, points);
        return c;
    }
}
