package tablekeeper.vision.scene;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import tablekeeper.vision.art.CardArt;

/**
 * A deck's faces as BGR Mats at a few sizes (so a card drawn 120 px wide is made from a face shrunk with area
 * averaging, not aliased from 630 px), each with an alpha mask that rounds the card's corners (3 mm radius).
 */
final class FaceStock implements AutoCloseable {
    record Face(Mat bgr, Mat alpha) {}

    private static final double[] WIDTHS = {630, 420, 280, 187, 125};
    private final CardArt art;
    private final Map<String, Mat> full = new HashMap<>();
    private final Map<String, Face> levels = new HashMap<>();

    FaceStock(CardArt art) {
        this.art = art;
    }

    /** The face of {@code code} ({@code back} too) at the smallest stored size at least {@code width} pixels wide. */
    synchronized Face face(String code, double width) {
        int level = 0;
        for (int i = WIDTHS.length - 1; i >= 0; i--) {
            if (WIDTHS[i] >= width) {
                level = i;
                break;
            }
        }
        String key = code + "@" + level;
        Face face = levels.get(key);
        if (face == null) {
            Mat source = full.computeIfAbsent(code, c -> toMat(art.image(c)));
            Mat bgr = new Mat();
            if (level == 0) source.copyTo(bgr);
            else Imgproc.resize(source, bgr, new Size(WIDTHS[level], Math.round(WIDTHS[level] * CardArt.HEIGHT / (double) CardArt.WIDTH)), 0, 0, Imgproc.INTER_AREA);
            face = new Face(bgr, roundedMask(bgr.cols(), bgr.rows(), 3.0 * bgr.cols() / 63.0));
            levels.put(key, face);
        }
        return face;
    }

    static Mat toMat(BufferedImage img) {
        int w = img.getWidth(), h = img.getHeight();
        int[] argb = img.getRGB(0, 0, w, h, null, 0, w);
        byte[] bgr = new byte[w * h * 3];
        for (int i = 0; i < argb.length; i++) {
            bgr[3 * i] = (byte) argb[i];
            bgr[3 * i + 1] = (byte) (argb[i] >> 8);
            bgr[3 * i + 2] = (byte) (argb[i] >> 16);
        }
        Mat m = new Mat(h, w, CvType.CV_8UC3);
        m.put(0, 0, bgr);
        return m;
    }

    /** A w×h mask, 255 inside a rectangle with corners rounded by {@code radius}, antialiased. */
    static Mat roundedMask(int w, int h, double radius) {
        Mat mask = Mat.zeros(h, w, CvType.CV_8UC1);
        List<Point> pts = new ArrayList<>();
        double[][] centres = {{w - radius, radius}, {w - radius, h - radius}, {radius, h - radius}, {radius, radius}};
        double[] startDeg = {-90, 0, 90, 180};
        for (int c = 0; c < 4; c++) {
            for (int k = 0; k <= 8; k++) {
                double t = Math.toRadians(startDeg[c] + 90.0 * k / 8);
                // pixel edges lie at -0.5 and w - 0.5; points are in 1/16 px (shift 4)
                double x = centres[c][0] - 0.5 + radius * Math.cos(t), y = centres[c][1] - 0.5 + radius * Math.sin(t);
                pts.add(new Point(Math.round(x * 16), Math.round(y * 16)));
            }
        }
        MatOfPoint poly = new MatOfPoint();
        poly.fromList(pts);
        Imgproc.fillConvexPoly(mask, poly, new Scalar(255), Imgproc.LINE_AA, 4);
        poly.release();
        return mask;
    }

    @Override
    public synchronized void close() {
        full.values().forEach(Mat::release);
        levels.values().forEach(f -> {
            f.bgr().release();
            f.alpha().release();
        });
        full.clear();
        levels.clear();
    }
}
