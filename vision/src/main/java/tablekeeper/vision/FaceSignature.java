package tablekeeper.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * A straightened face reduced to a coarse grid of CIE Lab colours (what identification compares), plus which
 * cells look like glare (washed-out white that the face may not have). Comparison normalises brightness,
 * contrast and colour cast over the cells both sides can see, so light and camera do not decide.
 */
final class FaceSignature {
    /** Grid width; the height follows the card's aspect. */
    static final int GRID_W = 40;
    private static final double W_L = 1.0, W_AB = 0.7;

    final int w, h;
    final float[] lab; // w*h*3, row-major, L in 0..100
    final boolean[] glare;

    private final byte[] raw; // the grid's BGR before balancing, to balance again over part of it; null for derived faces

    private FaceSignature(int w, int h, float[] lab, boolean[] glare, byte[] raw) {
        this.w = w;
        this.h = h;
        this.lab = lab;
        this.glare = glare;
        this.raw = raw;
    }

    static int gridHeight(double aspect) {
        return (int) Math.round(GRID_W / aspect);
    }

    /** From a straightened face image (any size, upright). */
    static FaceSignature of(Mat face, int w, int h) {
        try (Mats m = new Mats()) {
            Mat small = m.mat();
            Imgproc.resize(face, small, new Size(w, h), 0, 0, Imgproc.INTER_AREA);
            byte[] raw = new byte[w * h * 3];
            small.get(0, 0, raw);
            return of(small, raw, w, h, null);
        }
    }

    /**
     * The same view with its light's colour taken from the cells in {@code shows} only: the cards lying on a card are
     * not its whites (a nana-velvet 4 under a purple 12, balanced with the 12's cream numeral and purple face, was read
     * as the red 1 at 0.86). Only for a view made by {@link #of(Mat, int, int)}.
     */
    FaceSignature balancedOver(boolean[] shows) {
        if (raw == null) throw new IllegalStateException("a face derived from another (turned, blurred, plain) cannot be balanced again");
        try (Mats m = new Mats()) {
            Mat small = m.add(new Mat(h, w, CvType.CV_8UC3));
            small.put(0, 0, raw);
            return of(small, raw, w, h, shows);
        }
    }

    /** From the grid's BGR, as a matrix ({@code small}, the caller's to release) and as bytes ({@code raw}). */
    private static FaceSignature of(Mat small, byte[] raw, int w, int h, boolean[] shows) {
        try (Mats m = new Mats()) {
            int n = w * h;
            Mat f = m.mat();
            small.convertTo(f, CvType.CV_32FC3, 1 / 255.0);
            // the light's colour: each channel scaled so the face's whites are grey (a cast is a gain per channel,
            // which Lab's mean removal below does not undo where the face is coloured)
            double[] gain = whiteBalance(raw, n, shows);
            Core.multiply(f, new Scalar(gain[0], gain[1], gain[2]), f);
            // a little softer than the grid: an outline a few pixels off must not look like another face
            Imgproc.GaussianBlur(f, f, new Size(3, 3), 0.8);
            Mat labM = m.mat();
            Imgproc.cvtColor(f, labM, Imgproc.COLOR_BGR2Lab);
            float[] lab = new float[n * 3];
            labM.get(0, 0, lab);
            // glare: washed out well above the card's own white (a face printed on white paper is not glare)
            int[] minCh = new int[n];
            for (int i = 0; i < n; i++) {
                int b = raw[3 * i] & 0xff, g = raw[3 * i + 1] & 0xff, r = raw[3 * i + 2] & 0xff;
                minCh[i] = Math.min(b, Math.min(g, r));
            }
            int[] hist = new int[256]; // the 70th percentile by counting (a sort per view cost more than the rest)
            for (int v : minCh) hist[v]++;
            int white = 0;
            for (int rank = (int) (n * 0.7), acc = 0; white < 255; white++) if ((acc += hist[white]) > rank) break;
            boolean[] glare = new boolean[n];
            for (int i = 0; i < n; i++) glare[i] = minCh[i] >= Math.max(240, white + 14);
            return new FaceSignature(w, h, lab, glare, raw);
        }
    }

    /**
     * The share of a face's cells darker than what {@link #whiteBalance} takes for its white (0.75 and 0.97 read
     * about as many cards on the dev seeds; 0.75 let one wrong read through).
     */
    static final double WB_SHARE = 0.9;
    /** The most a channel is scaled by (a cast stronger than a lamp's is taken for the face's own colour). */
    static final double WB_MAX = 1.4;

    /**
     * Per-channel gains (B, G, R) that bring each channel's {@link #WB_SHARE} percentile of {@code n} BGR pixels (of
     * those in {@code shows}, when given) to their mean.
     */
    private static double[] whiteBalance(byte[] raw, int n, boolean[] shows) {
        int[][] hist = new int[3][256];
        int counted = 0;
        for (int i = 0; i < n; i++) {
            if (shows != null && !shows[i]) continue;
            for (int c = 0; c < 3; c++) hist[c][raw[3 * i + c] & 0xff]++;
            counted++;
        }
        double[] p = new double[3];
        int rank = (int) (counted * WB_SHARE);
        for (int c = 0; c < 3; c++) {
            int v = 0;
            for (int acc = 0; v < 255; v++) if ((acc += hist[c][v]) > rank) break;
            p[c] = Math.max(v, 8);
        }
        double ref = (p[0] + p[1] + p[2]) / 3;
        double[] g = new double[3];
        for (int c = 0; c < 3; c++) g[c] = Math.clamp(ref / p[c], 1 / WB_MAX, WB_MAX);
        return g;
    }

    /** The face seen through a softer lens: a Gaussian blur of {@code sigma} grid cells. */
    FaceSignature blurred(double sigma) {
        int r = (int) Math.ceil(2.5 * sigma);
        double[] k = new double[2 * r + 1];
        double sum = 0;
        for (int i = -r; i <= r; i++) sum += k[i + r] = Math.exp(-i * i / (2 * sigma * sigma));
        for (int i = 0; i < k.length; i++) k[i] /= sum;
        float[] tmp = new float[lab.length], out = new float[lab.length];
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) for (int c = 0; c < 3; c++) {
            double v = 0;
            for (int i = -r; i <= r; i++) v += k[i + r] * lab[3 * (y * w + Math.clamp(x + i, 0, w - 1)) + c];
            tmp[3 * (y * w + x) + c] = (float) v;
        }
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) for (int c = 0; c < 3; c++) {
            double v = 0;
            for (int i = -r; i <= r; i++) v += k[i + r] * tmp[3 * (Math.clamp(y + i, 0, h - 1) * w + x) + c];
            out[3 * (y * w + x) + c] = (float) v;
        }
        return new FaceSignature(w, h, out, glare, null);
    }

    /** The face with every cell at least {@code ring} cells inside its edge set to their mean colour: its content removed. */
    FaceSignature plainInside(int ring) {
        float[] out = lab.clone();
        double[] sum = new double[3];
        int n = 0;
        for (int y = ring; y < h - ring; y++) for (int x = ring; x < w - ring; x++) {
            for (int c = 0; c < 3; c++) sum[c] += lab[3 * (y * w + x) + c];
            n++;
        }
        for (int y = ring; y < h - ring; y++) for (int x = ring; x < w - ring; x++) {
            for (int c = 0; c < 3; c++) out[3 * (y * w + x) + c] = (float) (sum[c] / n);
        }
        return new FaceSignature(w, h, out, glare, null);
    }

    /** The same face turned upside down. */
    FaceSignature turned() {
        int n = w * h;
        float[] l = new float[lab.length];
        boolean[] g = new boolean[n];
        for (int i = 0; i < n; i++) {
            int j = n - 1 - i;
            l[3 * j] = lab[3 * i];
            l[3 * j + 1] = lab[3 * i + 1];
            l[3 * j + 2] = lab[3 * i + 2];
            g[j] = glare[i];
        }
        return new FaceSignature(w, h, l, g, null);
    }

    /**
     * The face as a vector normalised over the cells in {@code mask}: L to zero mean and unit spread, a and b to
     * zero mean (colour cast) sharing one spread. Cells outside the mask are zero.
     */
    float[] normalised(boolean[] mask) {
        int n = w * h;
        float[] v = new float[3 * n];
        // per channel: remove the best-fitting plane over the visible cells (light falling off across the card,
        // a colour cast), then scale; L to unit spread, a and b sharing one spread
        double[] xs = new double[w], ys = new double[h];
        for (int x = 0; x < w; x++) xs[x] = x / (double) w - 0.5;
        for (int y = 0; y < h; y++) ys[y] = y / (double) h - 0.5;
        // the sums of the three channels' planes in one pass over the cells (the mask's moments are shared); the
        // channels written out, as this runs for every outline looked at
        double s1 = 0, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
        double sv0 = 0, sv1 = 0, sv2 = 0, sxv0 = 0, sxv1 = 0, sxv2 = 0, syv0 = 0, syv1 = 0, syv2 = 0;
        for (int y = 0, i = 0; y < h; y++) for (int x = 0; x < w; x++, i++) {
            if (!mask[i]) continue;
            double px = xs[x], py = ys[y];
            s1++; sx += px; sy += py; sxx += px * px; syy += py * py; sxy += px * py;
            double l = lab[3 * i], a = lab[3 * i + 1], b = lab[3 * i + 2];
            sv0 += l; sxv0 += px * l; syv0 += py * l;
            sv1 += a; sxv1 += px * a; syv1 += py * a;
            sv2 += b; sxv2 += px * b; syv2 += py * b;
        }
        if (s1 == 0) return v;
        double[][] moments = {{s1, sx, sy}, {sx, sxx, sxy}, {sy, sxy, syy}};
        double[] c0 = solve3(moments, new double[] {sv0, sxv0, syv0});
        double[] c1 = solve3(moments, new double[] {sv1, sxv1, syv1});
        double[] c2 = solve3(moments, new double[] {sv2, sxv2, syv2});
        double std0 = 0, std1 = 0, std2 = 0;
        for (int y = 0, i = 0; y < h; y++) for (int x = 0; x < w; x++, i++) {
            if (!mask[i]) continue;
            double px = xs[x], py = ys[y];
            double r0 = lab[3 * i] - (c0[0] + c0[1] * px + c0[2] * py);
            double r1 = lab[3 * i + 1] - (c1[0] + c1[1] * px + c1[2] * py);
            double r2 = lab[3 * i + 2] - (c2[0] + c2[1] * px + c2[2] * py);
            v[3 * i] = (float) r0;
            v[3 * i + 1] = (float) r1;
            v[3 * i + 2] = (float) r2;
            std0 += r0 * r0;
            std1 += r1 * r1;
            std2 += r2 * r2;
        }
        double stdL = Math.sqrt(std0 / s1) + 2.0, stdAB = Math.sqrt((std1 / s1 + std2 / s1) / 2) + 4.0; // floors: plain faces stay plain
        for (int i = 0; i < n; i++) {
            if (!mask[i]) continue;
            v[3 * i] = (float) (W_L * v[3 * i] / stdL);
            v[3 * i + 1] = (float) (W_AB * v[3 * i + 1] / stdAB);
            v[3 * i + 2] = (float) (W_AB * v[3 * i + 2] / stdAB);
        }
        return v;
    }

    /** Solves a 3x3 linear system (Cramer's rule; a degenerate system gives the mean only). */
    private static double[] solve3(double[][] a, double[] b) {
        double det = det3(a);
        if (Math.abs(det) < 1e-12) return new double[] {b[0] / a[0][0], 0, 0};
        double[] r = new double[3];
        for (int c = 0; c < 3; c++) {
            double[][] m = {a[0].clone(), a[1].clone(), a[2].clone()};
            for (int k = 0; k < 3; k++) m[k][c] = b[k];
            r[c] = det3(m) / det;
        }
        return r;
    }

    private static double det3(double[][] m) {
        return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    }
}
