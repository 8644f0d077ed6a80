package tablekeeper.vision;

import org.opencv.core.CvType;
import org.opencv.core.Mat;
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

    private FaceSignature(int w, int h, float[] lab, boolean[] glare) {
        this.w = w;
        this.h = h;
        this.lab = lab;
        this.glare = glare;
    }

    static int gridHeight(double aspect) {
        return (int) Math.round(GRID_W / aspect);
    }

    /** From a straightened face image (any size, upright). */
    static FaceSignature of(Mat face, int w, int h) {
        try (Mats m = new Mats()) {
            Mat small = m.mat();
            Imgproc.resize(face, small, new Size(w, h), 0, 0, Imgproc.INTER_AREA);
            Mat f = m.mat();
            small.convertTo(f, CvType.CV_32FC3, 1 / 255.0);
            Mat labM = m.mat();
            Imgproc.cvtColor(f, labM, Imgproc.COLOR_BGR2Lab);
            float[] lab = new float[w * h * 3];
            labM.get(0, 0, lab);
            byte[] raw = new byte[w * h * 3];
            small.get(0, 0, raw);
            // glare: washed out well above the card's own white (a face printed on white paper is not glare)
            int n = w * h;
            int[] minCh = new int[n];
            for (int i = 0; i < n; i++) {
                int b = raw[3 * i] & 0xff, g = raw[3 * i + 1] & 0xff, r = raw[3 * i + 2] & 0xff;
                minCh[i] = Math.min(b, Math.min(g, r));
            }
            int[] sorted = minCh.clone();
            java.util.Arrays.sort(sorted);
            int white = sorted[(int) (n * 0.7)];
            boolean[] glare = new boolean[n];
            for (int i = 0; i < n; i++) glare[i] = minCh[i] >= Math.max(240, white + 14);
            return new FaceSignature(w, h, lab, glare);
        }
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
        return new FaceSignature(w, h, l, g);
    }

    /**
     * The face as a vector normalised over the cells in {@code mask}: L to zero mean and unit spread, a and b to
     * zero mean (colour cast) sharing one spread. Cells outside the mask are zero.
     */
    float[] normalised(boolean[] mask) {
        int n = w * h;
        double sl = 0, sa = 0, sb = 0;
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (!mask[i]) continue;
            sl += lab[3 * i]; sa += lab[3 * i + 1]; sb += lab[3 * i + 2]; k++;
        }
        float[] v = new float[3 * n];
        if (k == 0) return v;
        double ml = sl / k, ma = sa / k, mb = sb / k, vl = 0, vab = 0;
        for (int i = 0; i < n; i++) {
            if (!mask[i]) continue;
            double dl = lab[3 * i] - ml, da = lab[3 * i + 1] - ma, db = lab[3 * i + 2] - mb;
            vl += dl * dl; vab += da * da + db * db;
        }
        double stdL = Math.sqrt(vl / k) + 2.0, stdAB = Math.sqrt(vab / k / 2) + 4.0; // floors: plain faces stay plain
        for (int i = 0; i < n; i++) {
            if (!mask[i]) continue;
            v[3 * i] = (float) (W_L * (lab[3 * i] - ml) / stdL);
            v[3 * i + 1] = (float) (W_AB * (lab[3 * i + 1] - ma) / stdAB);
            v[3 * i + 2] = (float) (W_AB * (lab[3 * i + 2] - mb) / stdAB);
        }
        return v;
    }
}
