package tablekeeper.vision;

import org.opencv.core.Mat;

/**
 * A photo's colours (BGR) in a Java array, for telling the table beside a card's side from the card's own print: a
 * frame line inset in a card printed to the edge is a strong edge with print beyond it, while beyond the card's own
 * edge lies the table (or a drop shadow, which darkens the table but keeps its chromaticity).
 */
final class Colours {
    private final int w, h;
    private final byte[] px;

    Colours(Mat bgr) {
        w = bgr.cols();
        h = bgr.rows();
        px = new byte[w * h * 3];
        bgr.get(0, 0, px);
    }

    /**
     * The mean colour of the strip along side {@code i} of a clockwise outline from {@code from} to {@code to} pixels
     * beyond it (negative: inside), away from its corners; null when it lies outside the photo.
     */
    double[] beside(double[][] q, int i, double from, double to) {
        double[] a = q[i], b = q[(i + 1) % 4];
        double len = Geometry.dist(a, b);
        double dx = (b[0] - a[0]) / len, dy = (b[1] - a[1]) / len;
        double nx = dy, ny = -dx; // outward for clockwise outlines (y down)
        double[] sum = new double[3];
        int n = 0;
        for (int s = 0; s < 21; s++) {
            double t = 0.12 + 0.76 * s / 20;
            double x0 = a[0] + dx * len * t, y0 = a[1] + dy * len * t;
            for (double d = from; d <= to; d++) {
                int x = (int) Math.round(x0 + nx * d), y = (int) Math.round(y0 + ny * d);
                if (x < 0 || y < 0 || x >= w || y >= h) continue;
                int k = (y * w + x) * 3;
                for (int c = 0; c < 3; c++) sum[c] += px[k + c] & 0xff;
                n++;
            }
        }
        if (n < 21) return null;
        for (int c = 0; c < 3; c++) sum[c] /= n;
        return sum;
    }

    /** How far apart two mean colours ({@link #beside}) are, lightness and hue alike (Euclidean, in BGR units). */
    static double bgrDistance(double[] a, double[] b) {
        return Math.hypot(Math.hypot(a[0] - b[0], a[1] - b[1]), a[2] - b[2]);
    }

    /**
     * How far apart two colours' chromaticities are (each channel's share of their sum, times 300): a shadow scales all
     * channels alike and leaves it. (Lab's a and b are not so: a shadow on a saturated blue cloth moved them by 15, as
     * far as a card's brown print lay from a brown table.) A little is added to each channel, so that the
     * chromaticity of a near-black, mostly noise, counts for little.
     */
    static double chromaDistance(double[] a, double[] b) {
        double k = 10, sa = a[0] + a[1] + a[2] + 3 * k, sb = b[0] + b[1] + b[2] + 3 * k;
        double d = 0;
        for (int c = 0; c < 3; c++) d += Math.pow((a[c] + k) / sa - (b[c] + k) / sb, 2);
        return 300 * Math.sqrt(d);
    }
}
