package tablekeeper.vision;

import org.opencv.core.Mat;
import org.opencv.imgproc.Imgproc;

/** A frame's grey levels in a Java array, for sampling intensity profiles across card sides. */
final class Gray {
    final int w, h;
    private final byte[] px;

    Gray(Mat bgr) {
        this(bgr, FrameArrays.fresh());
    }

    /** The grey levels kept in an array of {@code arrays}: valid until they are given back. */
    Gray(Mat bgr, FrameArrays arrays) {
        Mat g = new Mat();
        try {
            Imgproc.cvtColor(bgr, g, Imgproc.COLOR_BGR2GRAY);
            w = g.cols();
            h = g.rows();
            px = arrays.bytes(w * h);
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
        return sideEdges(q, i, inside, outside, max, share, false)[0];
    }

    /**
     * {@link #sideEdges}, and apart from them, as they would be listed if they were the only ones, the edges whose
     * step is mostly taken within two pixels (the median step over two pixels at least {@link #SHARP} of that over
     * eight): {all, sharp}. A drop shadow's outer edge is soft, a card's is not.
     */
    double[][] sideEdgesAndSharp(double[][] q, int i, double inside, double outside, int max, double share) {
        return sideEdges(q, i, inside, outside, max, share, true);
    }

    /** {all, sharp} as {@link #sideEdgesAndSharp}; the sharp ones are measured only when asked (none otherwise). */
    private double[][] sideEdges(double[][] q, int i, double inside, double outside, int max, double share, boolean measureSharp) {
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
        double[][] none = {new double[0], new double[0]};
        if (good < 5) return none;
        double[] grad = new double[steps], wide = new double[steps];
        double[] col = new double[good];
        for (int k = 1; k < steps - 1; k++) {
            for (int s = 0; s < good; s++) col[s] = prof[s][k + 1] - prof[s][k - 1];
            java.util.Arrays.sort(col);
            grad[k] = Math.abs(col[good / 2]); // the median: a line or a glare spot across the side does not decide
            if (!measureSharp) continue;
            for (int s = 0; s < good; s++) col[s] = prof[s][Math.min(steps - 1, k + 4)] - prof[s][Math.max(0, k - 4)];
            java.util.Arrays.sort(col);
            wide[k] = Math.abs(col[good / 2]);
        }
        double best = 0;
        for (double g : grad) best = Math.max(best, g);
        if (best < 3) return none;
        java.util.List<double[]> peaks = new java.util.ArrayList<>(); // {offset, step, sharp}
        for (int k = 1; k < steps - 1; k++) {
            if (grad[k] >= share * best && grad[k] >= grad[k - 1] && grad[k] >= grad[k + 1]) {
                peaks.add(new double[] {k - n0, grad[k], measureSharp && grad[k] >= SHARP * wide[k] ? 1 : 0});
            }
        }
        peaks.sort((p, r) -> Double.compare(r[1], p[1]));
        return new double[][] {strongest(peaks, max, false), measureSharp ? strongest(peaks, max, true) : none[1]};
    }

    /** The offsets of the first {@code max} peaks (strongest first), of the sharp ones only when asked. */
    private static double[] strongest(java.util.List<double[]> peaks, int max, boolean sharpOnly) {
        double[] out = new double[Math.min(max, peaks.size())];
        int n = 0;
        for (double[] p : peaks) {
            if (n == out.length) break;
            if (!sharpOnly || p[2] == 1) out[n++] = p[0];
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** The share of an edge's step over eight pixels that {@link #sideEdges}'s sharp edges take within two. */
    static final double SHARP = 0.5;

    /**
     * The straight edge that side {@code i} of the outline most likely follows, fitted to the two strongest
     * edge points of each of many profiles across it (from {@code -inside} to {@code +outside} pixels along the
     * outward normal) by a consensus of points in line: a side that the found outline tilted is put straight,
     * and a table pattern's edges, not in line with the side, are outvoted. Returns {point, direction}, or null.
     */
    double[][] sideLine(double[][] q, int i, double inside, double outside) {
        Across across = Across.side(q, i, inside, outside);
        double len = across.len(), dx = across.dx(), dy = across.dy();
        int steps = across.steps();
        java.util.List<double[]> pts = new java.util.ArrayList<>();
        double[] prof = new double[steps];
        for (int s = 0; s < PROFILES; s++) {
            double t = Across.share(s);
            if (!profile(across, t, prof)) continue;
            int k1 = -1, k2 = -1;
            double g1 = 0, g2 = 0;
            for (int k = 1; k < steps - 1; k++) {
                double g = Math.abs(prof[k + 1] - prof[k - 1]);
                if (g < 6) continue;
                if (g > g1) { k2 = k1; g2 = g1; k1 = k; g1 = g; }
                else if (g > g2 && Math.abs(k - k1) > 2) { k2 = k; g2 = g; }
            }
            if (k1 >= 0) pts.add(across.point(t, k1));
            if (k2 >= 0) pts.add(across.point(t, k2));
        }
        if (pts.size() < 8) return null;
        // consensus: the pair of points whose line most others lie on (every pair: at most ~48 points)
        int bestCount = 0;
        double[] bp = null, bd = null;
        for (int u = 0; u < pts.size(); u++) for (int v = u + 1; v < pts.size(); v++) {
            double[] p = pts.get(u), r = pts.get(v);
            double l = Geometry.dist(p, r);
            if (l < 0.3 * len) continue;
            double ex = (r[0] - p[0]) / l, ey = (r[1] - p[1]) / l;
            if (Math.abs(ex * dx + ey * dy) < 0.985) continue; // within ~10 degrees of the side
            int count = 0;
            for (double[] w : pts) if (Math.abs(-(w[0] - p[0]) * ey + (w[1] - p[1]) * ex) < 1.2) count++;
            if (count > bestCount) { bestCount = count; bp = p; bd = new double[] {ex, ey}; }
        }
        if (bp == null || bestCount < 10) return null;
        // least squares over the points in line
        double sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
        int m = 0;
        for (double[] w : pts) {
            if (Math.abs(-(w[0] - bp[0]) * bd[1] + (w[1] - bp[1]) * bd[0]) >= 1.2) continue;
            sx += w[0]; sy += w[1]; sxx += w[0] * w[0]; syy += w[1] * w[1]; sxy += w[0] * w[1]; m++;
        }
        double mx = sx / m, my = sy / m, cxx = sxx / m - mx * mx, cyy = syy / m - my * my, cxy = sxy / m - mx * my;
        double th = 0.5 * Math.atan2(2 * cxy, cxx - cyy);
        double ex = Math.cos(th), ey = Math.sin(th);
        if (ex * dx + ey * dy < 0) { ex = -ex; ey = -ey; }
        return new double[][] {{mx, my}, {ex, ey}};
    }

    /**
     * The outermost straight edge that side {@code i} of the outline may lie on, from {@code inside} to
     * {@code outside} pixels across it: of the lines within 10 degrees of the side that many steps across it agree on
     * (each at least {@link #OUTER_SUPPORT} of the best line's), the one lying farthest out, and none lying inside the
     * side. A card's white border has two edges, its rim and where the art starts, and the art's is often the
     * stronger: an outline fitted to the face follows either, and may run from one to the other. Returns {point,
     * direction}, or null.
     */
    double[][] outerLine(double[][] q, int i, double inside, double outside) {
        Across across = Across.side(q, i, inside, outside);
        double[] a = across.a(), b = q[(i + 1) % 4];
        double len = across.len(), dx = across.dx(), dy = across.dy(), nx = across.nx(), ny = across.ny();
        int n0 = across.n0(), steps = across.steps();
        // the steps across the side: where along it (pixels from a) and how far out (pixels)
        double[] along = new double[PROFILES * steps], out = new double[along.length];
        int n = 0;
        double[] prof = new double[steps];
        for (int s = 0; s < PROFILES; s++) {
            double share = Across.share(s), t = len * share;
            if (!profile(across, share, prof)) continue;
            for (int k = 1; k < steps - 1; k++) {
                double g = Math.abs(prof[k + 1] - prof[k - 1]);
                if (g < OUTER_STEP) continue;
                // a peak of the step across the side: its flanks are not steeper
                if (k > 1 && Math.abs(prof[k] - prof[k - 2]) > g || k < steps - 2 && Math.abs(prof[k + 2] - prof[k]) > g) continue;
                along[n] = t;
                out[n++] = k - n0;
            }
        }
        if (n < 10) return null;
        // every line near the side's direction (slope across / along), by the steps lying within a pixel and a half of it
        int slopes = (int) Math.round(2 * MAX_TILT / TILT_STEP) + 1, bins = steps + 2;
        int[][] count = new int[slopes][bins];
        for (int j = 0; j < slopes; j++) {
            double k = -MAX_TILT + j * TILT_STEP;
            int[] hist = new int[bins];
            for (int m = 0; m < n; m++) {
                int bin = (int) Math.round(out[m] - k * (along[m] - len / 2)) + n0 + 1;
                if (bin >= 0 && bin < bins) hist[bin]++;
            }
            for (int c = 1; c < bins - 1; c++) count[j][c] = hist[c - 1] + hist[c] + hist[c + 1];
        }
        int best = 0;
        for (int[] row : count) for (int c : row) best = Math.max(best, c);
        if (best < 10) return null;
        // the outermost line well supported (its offset at the side's middle), the best supported at that offset
        int pickSlope = -1, pickBin = -1;
        for (int c = bins - 2; c >= 1 && pickSlope < 0; c--) {
            if (c - n0 - 1 < -1) break; // inside the side: the side stays
            for (int j = 0; j < slopes; j++) {
                if (count[j][c] >= Math.max(10, OUTER_SUPPORT * best) && (pickSlope < 0 || count[j][c] > count[pickSlope][pickBin])) {
                    pickSlope = j;
                    pickBin = c;
                }
            }
        }
        if (pickSlope < 0) return null;
        // least squares over its points
        double k = -MAX_TILT + pickSlope * TILT_STEP, d0 = pickBin - n0 - 1;
        double st = 0, so = 0, stt = 0, sto = 0;
        int m = 0;
        for (int j = 0; j < n; j++) {
            double tc = along[j] - len / 2;
            if (Math.abs(out[j] - (d0 + k * tc)) > 1.5) continue;
            st += tc; so += out[j]; stt += tc * tc; sto += tc * out[j]; m++;
        }
        double det = m * stt - st * st;
        if (m < 10 || det <= 0) return null;
        double slope = (m * sto - st * so) / det, off = (so - slope * st) / m;
        double[] mid = {(a[0] + b[0]) / 2 + nx * off, (a[1] + b[1]) / 2 + ny * off};
        double ex = dx + nx * slope, ey = dy + ny * slope, el = Math.hypot(ex, ey);
        return new double[][] {mid, {ex / el, ey / el}};
    }

    /** {@link #outerLine}: the least grey-level step (over two pixels) that is an edge, and the line search's tilt. */
    private static final double OUTER_STEP = 25, MAX_TILT = 0.18, TILT_STEP = 0.01;
    /** {@link #outerLine}: a line is an edge when this share of the best line's steps lie on it. */
    static final double OUTER_SUPPORT = 0.7;

    /** How many profiles across a side the line searches take, from a tenth of the side to nine tenths. */
    private static final int PROFILES = 24;

    /**
     * Side {@code i} of an outline, for profiles across it: its start {@code a}, length, direction and outward normal,
     * and the pixels of a profile, {@code n0} of them inside.
     */
    private record Across(double[] a, double len, double dx, double dy, double nx, double ny, int n0, int steps) {
        static Across side(double[][] q, int i, double inside, double outside) {
            double[] a = q[i], b = q[(i + 1) % 4];
            double len = Geometry.dist(a, b);
            double dx = (b[0] - a[0]) / len, dy = (b[1] - a[1]) / len;
            int n0 = (int) Math.ceil(inside);
            return new Across(a, len, dx, dy, dy, -dx, n0, n0 + (int) Math.ceil(outside) + 1);
        }

        /** The share of the side along it at which profile {@code s} is taken. */
        static double share(int s) {
            return 0.1 + 0.8 * s / (PROFILES - 1);
        }

        /** Pixel {@code k} of the profile at share {@code t} along the side. */
        double[] point(double t, int k) {
            double x0 = a[0] + dx * len * t, y0 = a[1] + dy * len * t;
            return new double[] {x0 + nx * (k - n0), y0 + ny * (k - n0)};
        }
    }

    /** The grey levels of the profile at share {@code t} along the side, into {@code prof}; false where it leaves the frame. */
    private boolean profile(Across s, double t, double[] prof) {
        double x0 = s.a()[0] + s.dx() * s.len() * t, y0 = s.a()[1] + s.dy() * s.len() * t;
        for (int k = 0; k < s.steps(); k++) {
            prof[k] = at(x0 + s.nx() * (k - s.n0()), y0 + s.ny() * (k - s.n0()));
            if (Double.isNaN(prof[k])) return false;
        }
        return true;
    }
}
