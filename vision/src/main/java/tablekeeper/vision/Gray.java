package tablekeeper.vision;

import org.opencv.core.Mat;
import org.opencv.imgproc.Imgproc;

/** A frame's grey levels in a Java array, for sampling intensity profiles across card sides. */
final class Gray {
    final int w, h;
    private final byte[] px;

    Gray(Mat bgr) {
        Mat g = new Mat();
        try {
            Imgproc.cvtColor(bgr, g, Imgproc.COLOR_BGR2GRAY);
            w = g.cols();
            h = g.rows();
            px = new byte[w * h];
            g.get(0, 0, px);
        } finally {
            g.release();
        }
    }

    /** Bilinear grey level at (x, y), or NaN outside the frame. */
    double at(double x, double y) {
        if (x < 0 || y < 0 || x > w - 1.001 || y > h - 1.001) return Double.NaN;
        int x0 = (int) x, y0 = (int) y;
        double fx = x - x0, fy = y - y0;
        int i = y0 * w + x0;
        double a = px[i] & 0xff, b = px[i + 1] & 0xff, c = px[i + w] & 0xff, d = px[i + w + 1] & 0xff;
        return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
    }

    /**
     * Offsets (pixels along the outward normal) of the strongest edges parallel to side {@code i} of the outline,
     * searched from {@code -inside} to {@code +outside}; strongest first, at most {@code max}, each at least
     * {@code share} of the strongest.
     */
    double[] sideEdges(double[][] q, int i, double inside, double outside, int max, double share) {
        double[] a = q[i], b = q[(i + 1) % 4];
        double len = Geometry.dist(a, b);
        double dx = (b[0] - a[0]) / len, dy = (b[1] - a[1]) / len;
        double nx = dy, ny = -dx; // outward for clockwise outlines (y down)
        int n0 = (int) Math.ceil(inside), n1 = (int) Math.ceil(outside);
        int steps = n0 + n1 + 1;
        int samples = 21;
        double[][] prof = new double[samples][steps];
        int good = 0;
        for (int s = 0; s < samples; s++) {
            double t = 0.12 + 0.76 * s / (samples - 1);
            double px0 = a[0] + dx * len * t, py0 = a[1] + dy * len * t;
            boolean ok = true;
            for (int k = 0; k < steps && ok; k++) {
                double d = k - n0;
                double v = at(px0 + nx * d, py0 + ny * d);
                if (Double.isNaN(v)) ok = false;
                prof[good][k] = v;
            }
            if (ok) good++;
        }
        if (good < 5) return new double[0];
        double[] grad = new double[steps];
        double[] col = new double[good];
        for (int k = 1; k < steps - 1; k++) {
            for (int s = 0; s < good; s++) col[s] = prof[s][k + 1] - prof[s][k - 1];
            java.util.Arrays.sort(col);
            grad[k] = Math.abs(col[good / 2]); // the median: a line or a glare spot across the side does not decide
        }
        double best = 0;
        for (double g : grad) best = Math.max(best, g);
        if (best < 3) return new double[0];
        java.util.List<double[]> peaks = new java.util.ArrayList<>();
        for (int k = 1; k < steps - 1; k++) {
            if (grad[k] >= share * best && grad[k] >= grad[k - 1] && grad[k] >= grad[k + 1]) peaks.add(new double[] {k - n0, grad[k]});
        }
        peaks.sort((p, r) -> Double.compare(r[1], p[1]));
        double[] out = new double[Math.min(max, peaks.size())];
        for (int k = 0; k < out.length; k++) out[k] = peaks.get(k)[0];
        return out;
    }
}
