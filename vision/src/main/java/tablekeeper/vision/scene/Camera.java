package tablekeeper.vision.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.MatOfInt;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

/**
 * What light, lens and sensor do to a frame: uneven light and a colour cast, glare spots, soft focus or motion blur,
 * sensor noise and JPEG compression; on request, a wide lens's barrel distortion and the shading of curled cards.
 * Strengths are those of an ordinary webcam over a lamp-lit table; a teaching photo gets the mild end of each range.
 */
final class Camera {
    private Camera() {}

    /** Pastes {@code src} (with its alpha mask) so that its corners land on {@code quad} (TL, TR, BR, BL) in {@code img}. */
    static void paste(Mat img, Mat src, Mat alpha, double[][] quad) {
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (double[] p : quad) {
            minX = Math.min(minX, p[0]);
            minY = Math.min(minY, p[1]);
            maxX = Math.max(maxX, p[0]);
            maxY = Math.max(maxY, p[1]);
        }
        int x0 = Math.max(0, (int) Math.floor(minX) - 1), y0 = Math.max(0, (int) Math.floor(minY) - 1);
        int x1 = Math.min(img.cols(), (int) Math.ceil(maxX) + 2), y1 = Math.min(img.rows(), (int) Math.ceil(maxY) + 2);
        if (x1 <= x0 || y1 <= y0) return;
        double w = src.cols(), h = src.rows();
        // pixel centres are integer coordinates: the image's outer edges lie half a pixel outside them
        MatOfPoint2f from = new MatOfPoint2f(new Point(-0.5, -0.5), new Point(w - 0.5, -0.5), new Point(w - 0.5, h - 0.5), new Point(-0.5, h - 0.5));
        MatOfPoint2f to = new MatOfPoint2f(new Point(quad[0][0] - x0, quad[0][1] - y0), new Point(quad[1][0] - x0, quad[1][1] - y0),
                new Point(quad[2][0] - x0, quad[2][1] - y0), new Point(quad[3][0] - x0, quad[3][1] - y0));
        Mat hom = Imgproc.getPerspectiveTransform(from, to);
        Size size = new Size(x1 - x0, y1 - y0);
        Mat warped = new Mat(), warpedAlpha = new Mat();
        Imgproc.warpPerspective(src, warped, hom, size, Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT, Scalar.all(0));
        Imgproc.warpPerspective(alpha, warpedAlpha, hom, size, Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT, Scalar.all(0));
        Mat roi = img.submat(new Rect(x0, y0, x1 - x0, y1 - y0));
        blend(roi, warped, warpedAlpha);
        roi.release();
        for (Mat m : new Mat[] {from, to, hom, warped, warpedAlpha}) m.release();
    }

    /** roi = roi × (255 - alpha) / 255 + top × alpha / 255, in place, in 8-bit arithmetic (fast; rounding is noise). */
    static void blend(Mat roi, Mat top, Mat alpha) {
        Mat a3 = new Mat(), inv3 = new Mat(), under = new Mat(), over = new Mat();
        Core.merge(List.of(alpha, alpha, alpha), a3);
        Core.bitwise_not(a3, inv3);
        Core.multiply(roi, inv3, under, 1 / 255.0);
        Core.multiply(top, a3, over, 1 / 255.0);
        Core.add(under, over, roi);
        for (Mat m : new Mat[] {a3, inv3, under, over}) m.release();
    }

    /** Darkens the frame under soft shadows of the given outlines, offset as by a lamp above and to one side. */
    static void shadows(Mat img, List<double[][]> outlines, double dx, double dy, double blur, double strength) {
        Mat mask = Mat.zeros(img.size(), CvType.CV_8UC1);
        for (double[][] q : outlines) {
            List<Point> pts = new ArrayList<>();
            for (double[] p : q) pts.add(new Point(Math.round((p[0] + dx) * 16), Math.round((p[1] + dy) * 16)));
            org.opencv.core.MatOfPoint poly = new org.opencv.core.MatOfPoint();
            poly.fromList(pts);
            Imgproc.fillConvexPoly(mask, poly, new Scalar(255), Imgproc.LINE_AA, 4);
            poly.release();
        }
        Imgproc.GaussianBlur(mask, mask, new Size(0, 0), blur);
        Mat dark = new Mat(img.size(), CvType.CV_8UC3, Scalar.all(0));
        Mat weak = new Mat();
        mask.convertTo(weak, CvType.CV_8U, strength);
        blend(img, dark, weak);
        for (Mat m : new Mat[] {mask, dark, weak}) m.release();
    }

    /** Applies light and lens faults in place, drawn from {@code r}; {@code mild} for a teaching photo. */
    static Mat expose(Mat img, Random r, boolean mild) {
        return expose(img, r, mild, r);
    }

    /** {@link #expose(Mat, Random, boolean)} with the sensor's noise drawn from {@code grain} (it differs frame to frame). */
    static Mat expose(Mat img, Random r, boolean mild, Random grain) {
        light(img, r, mild);
        if (!mild && r.nextDouble() < 0.35) {
            int spots = 1 + r.nextInt(2);
            for (int i = 0; i < spots; i++) glare(img, r.nextDouble() * img.cols(), r.nextDouble() * img.rows(), 12 + r.nextDouble() * 40, 0.3 + r.nextDouble() * 0.45);
        }
        double focus = r.nextDouble();
        if (focus < (mild ? 0.3 : 0.4)) {
            Imgproc.GaussianBlur(img, img, new Size(0, 0), mild ? 0.3 + r.nextDouble() * 0.5 : 0.4 + r.nextDouble() * 0.9);
        } else if (!mild && focus < 0.6) {
            motionBlur(img, 3 + r.nextInt(5), r.nextDouble() * Math.PI);
        }
        noise(img, mild ? 0.5 + r.nextDouble() * 1.5 : 1 + r.nextDouble() * 4, grain);
        return jpeg(img, mild ? 85 + r.nextInt(11) : 55 + r.nextInt(38));
    }

    private static void light(Mat img, Random r, boolean mild) {
        double spread = mild ? 0.12 : 0.3;
        double base = mild ? 0.95 + r.nextDouble() * 0.08 : 0.82 + r.nextDouble() * 0.2;
        double gx = (r.nextDouble() * 2 - 1) * spread, gy = (r.nextDouble() * 2 - 1) * spread;
        double vignette = r.nextDouble() * spread * 0.7;
        // a colour cast: warm (tungsten) or cool (daylight, screens) light, plus a little independent tint
        double warmth = (r.nextDouble() * 2 - 1) * (mild ? 0.04 : 0.12), tint = mild ? 0.02 : 0.05;
        double[] gain = {1 - warmth, 1, 1 + warmth}; // B, G, R
        for (int c = 0; c < 3; c++) gain[c] += (r.nextDouble() * 2 - 1) * tint;
        Tables.Noise blotches = new Tables.Noise(r, 16, 9, 4);
        // the light on each channel, ×128, on a coarse grid: multiplying by it (scale 1/128) lights the frame
        byte[] values = new byte[9 * 16 * 3];
        for (int y = 0; y < 9; y++) {
            for (int x = 0; x < 16; x++) {
                double u = x / 15.0 - 0.5, v = y / 8.0 - 0.5;
                double l = base + gx * u + gy * v - vignette * (u * u + v * v) * 2 + 0.04 * blotches.at(x, y);
                for (int c = 0; c < 3; c++) values[(y * 16 + x) * 3 + c] = (byte) Math.max(0, Math.min(255, Math.round(128 * l * gain[c])));
            }
        }
        Mat field = new Mat(9, 16, CvType.CV_8UC3), full = new Mat();
        field.put(0, 0, values);
        Imgproc.resize(field, full, img.size(), 0, 0, Imgproc.INTER_CUBIC);
        Core.multiply(img, full, img, 1 / 128.0);
        field.release();
        full.release();
    }

    /** A soft bright spot of a lamp's reflection: pixels pulled toward white by up to {@code strength}. */
    static void glare(Mat img, double cx, double cy, double sigma, double strength) {
        int x0 = Math.max(0, (int) (cx - 3 * sigma)), y0 = Math.max(0, (int) (cy - 3 * sigma));
        int x1 = Math.min(img.cols(), (int) (cx + 3 * sigma)), y1 = Math.min(img.rows(), (int) (cy + 3 * sigma));
        if (x1 <= x0 || y1 <= y0) return;
        Mat alpha = new Mat(y1 - y0, x1 - x0, CvType.CV_8UC1);
        byte[] a = new byte[(x1 - x0) * (y1 - y0)];
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                double d2 = ((x - cx) * (x - cx) + (y - cy) * (y - cy)) / (2 * sigma * sigma);
                a[(y - y0) * (x1 - x0) + (x - x0)] = (byte) Math.round(255 * strength * Math.exp(-d2));
            }
        }
        alpha.put(0, 0, a);
        Mat white = new Mat(alpha.size(), CvType.CV_8UC3, new Scalar(255, 255, 250));
        Mat roi = img.submat(new Rect(x0, y0, x1 - x0, y1 - y0));
        blend(roi, white, alpha);
        for (Mat m : new Mat[] {alpha, white, roi}) m.release();
    }

    private static void motionBlur(Mat img, int length, double angle) {
        int k = length | 1;
        Mat kernel = Mat.zeros(k, k, CvType.CV_32F);
        double c = (k - 1) / 2.0;
        Imgproc.line(kernel, new Point(c - Math.cos(angle) * c, c - Math.sin(angle) * c), new Point(c + Math.cos(angle) * c, c + Math.sin(angle) * c),
                new Scalar(1), 1, Imgproc.LINE_AA);
        Core.divide(kernel, Scalar.all(Core.sumElems(kernel).val[0]), kernel);
        Imgproc.filter2D(img, img, -1, kernel);
        kernel.release();
    }

    private static void noise(Mat img, double sigma, Random r) {
        SensorNoise.add(img, sigma, r);
    }

    /**
     * A card face ({@code bgr}) as a curled card shows it under a lamp: its face turns away from the light across its
     * width, from full light at one side to {@code 1 - depth} of it at the other ({@code darkLeft}: the left side dark).
     * A new image; the caller releases it.
     */
    static Mat curled(Mat bgr, double depth, boolean darkLeft) {
        int w = bgr.cols();
        float[] row = new float[w];
        for (int x = 0; x < w; x++) {
            double t = w == 1 ? 1 : x / (double) (w - 1);
            row[x] = (float) (1 - depth * (darkLeft ? 1 - t : t));
        }
        Mat ramp = new Mat(1, w, CvType.CV_32FC1), gain = new Mat(), gain3 = new Mat(), face = new Mat();
        ramp.put(0, 0, row);
        Core.repeat(ramp, bgr.rows(), 1, gain);
        Core.merge(List.of(gain, gain, gain), gain3);
        bgr.convertTo(face, CvType.CV_32FC3);
        Core.multiply(face, gain3, face);
        Mat out = new Mat();
        face.convertTo(out, bgr.type());
        for (Mat m : new Mat[] {ramp, gain, gain3, face}) m.release();
        return out;
    }

    /**
     * The frame as a lens with barrel distortion {@code k} shows it: a point at {@code r} from the centre, in half
     * diagonals, is seen at the radius {@code r'} with {@code r = r' (1 + k r'^2) / (1 + k)}, so that the frame's
     * corners stay where they are and straight lines bow outward, most near the edges. Returns a new frame and
     * releases the input.
     */
    static Mat barrel(Mat img, double k) {
        int w = img.cols(), h = img.rows();
        double cx = (w - 1) / 2.0, cy = (h - 1) / 2.0, half = Math.hypot(cx, cy);
        float[] xs = new float[w * h], ys = new float[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double u = (x - cx) / half, v = (y - cy) / half, f = (1 + k * (u * u + v * v)) / (1 + k);
                xs[y * w + x] = (float) (cx + (x - cx) * f);
                ys[y * w + x] = (float) (cy + (y - cy) * f);
            }
        }
        Mat mapX = new Mat(h, w, CvType.CV_32F), mapY = new Mat(h, w, CvType.CV_32F), out = new Mat();
        mapX.put(0, 0, xs);
        mapY.put(0, 0, ys);
        Imgproc.remap(img, out, mapX, mapY, Imgproc.INTER_LINEAR, Core.BORDER_REFLECT);
        for (Mat m : new Mat[] {mapX, mapY, img}) m.release();
        return out;
    }

    /** Where {@link #barrel} shows the point {@code (x, y)} of a {@code w} x {@code h} frame. */
    static double[] barrelPoint(double x, double y, int w, int h, double k) {
        double cx = (w - 1) / 2.0, cy = (h - 1) / 2.0, half = Math.hypot(cx, cy);
        double r = Math.hypot(x - cx, y - cy) / half, seen = r;
        // r = seen (1 + k seen^2) / (1 + k), solved for seen by Newton's method (monotonic for k >= 0)
        for (int i = 0; i < 20; i++) seen -= (seen * (1 + k * seen * seen) / (1 + k) - r) / ((1 + 3 * k * seen * seen) / (1 + k));
        double f = r == 0 ? 1 : seen / r;
        return new double[] {cx + (x - cx) * f, cy + (y - cy) * f};
    }

    /** Encodes as JPEG at {@code quality} and decodes again; returns the decoded frame and releases the input. */
    static Mat jpeg(Mat img, int quality) {
        MatOfByte buf = new MatOfByte();
        Imgcodecs.imencode(".jpg", img, buf, new MatOfInt(Imgcodecs.IMWRITE_JPEG_QUALITY, quality));
        Mat out = Imgcodecs.imdecode(buf, Imgcodecs.IMREAD_COLOR);
        buf.release();
        img.release();
        return out;
    }
}
