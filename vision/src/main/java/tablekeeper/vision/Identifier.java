package tablekeeper.vision;

import java.util.List;

/**
 * Decides which taught face a straightened card shows. The best-matching face (over the cells that can be seen)
 * must also beat every face of another code inside the region where the two differ: the observation is projected
 * on the difference between the two faces, so a bear in a corner decides between a Nanuk card and the same animal
 * without it. When too little of that region can be seen (under another card, under glare) it is not decided.
 */
final class Identifier {
    /** One taught face in one orientation. */
    record Template(String code, boolean turned, FaceSignature face) {}

    /** code == null: not a card of this deck at all. */
    record Verdict(String code, boolean turned, double confidence, double likeness) {}

    /** Likeness below which a candidate is not a card of this deck (phones, notes, table patterns). */
    static final double CARD_LIKENESS = 0.45;
    /** Likeness from which the overall match is fully trusted. */
    static final double GOOD_LIKENESS = 0.75;
    /** How much of a pair's difference must be visible, as a share of it and in absolute units per face cell. */
    static final double MIN_VISIBLE_SHARE = 0.18, MIN_VISIBLE_ENERGY = 0.004;

    private final List<Template> templates;
    private final double[][] fullEnergy; // [a][c]: squared difference of the whole faces, per cell
    private final int cells;

    Identifier(List<Template> templates) {
        this.templates = List.copyOf(templates);
        int n = templates.size();
        FaceSignature f0 = templates.get(0).face();
        cells = f0.w * f0.h;
        boolean[] all = interior(f0.w, f0.h);
        float[][] v = new float[n][];
        for (int i = 0; i < n; i++) v[i] = templates.get(i).face().normalised(all);
        fullEnergy = new double[n][n];
        for (int a = 0; a < n; a++) for (int c = a + 1; c < n; c++) {
            double e = 0;
            for (int k = 0; k < v[a].length; k++) { double d = v[a][k] - v[c][k]; e += d * d; }
            fullEnergy[a][c] = fullEnergy[c][a] = e / cells;
        }
    }

    List<Template> templates() {
        return templates;
    }

    double fullEnergy(int a, int c) {
        return fullEnergy[a][c];
    }

    /** Cells away from the outline (a pixel or two of table may be inside the found outline). */
    static boolean[] interior(int w, int h) {
        boolean[] m = new boolean[w * h];
        for (int y = 1; y < h - 1; y++) for (int x = 1; x < w - 1; x++) m[y * w + x] = true;
        return m;
    }

    Verdict identify(FaceSignature obs, boolean[] visible) {
        boolean[] mask = new boolean[cells];
        int seen = 0;
        for (int i = 0; i < cells; i++) {
            mask[i] = visible[i] && !obs.glare[i];
            if (mask[i]) seen++;
        }
        if (seen < cells * 0.25) return new Verdict(null, false, 0, 0);
        float[] o = obs.normalised(mask);
        int n = templates.size();
        float[][] v = new float[n][];
        double[] like = new double[n];
        int best = -1;
        double oo = dot(o, o);
        for (int t = 0; t < n; t++) {
            v[t] = templates.get(t).face().normalised(mask);
            double tt = dot(v[t], v[t]), ot = dot(o, v[t]);
            like[t] = 2 * ot / (oo + tt + 1e-9);
            if (best < 0 || like[t] > like[best]) best = t;
        }
        Template a = templates.get(best);
        if (like[best] < CARD_LIKENESS) return new Verdict(null, false, 0, like[best]);
        double conf = Math.min(1, (like[best] - CARD_LIKENESS) / (GOOD_LIKENESS - CARD_LIKENESS));
        float[] va = v[best];
        for (int c = 0; c < n; c++) {
            if (templates.get(c).code().equals(a.code())) continue;
            float[] vc = v[c];
            double ee = 0, proj = 0;
            for (int k = 0; k < va.length; k++) {
                double d = vc[k] - va[k];
                ee += d * d;
                proj += (o[k] - va[k]) * d;
            }
            double full = fullEnergy[best][c];
            double energy = ee / cells;
            if (energy < MIN_VISIBLE_ENERGY || energy < MIN_VISIBLE_SHARE * full) {
                conf = 0; // the region that tells these two apart is hidden
                break;
            }
            double t = proj / ee; // 0 at the best face, 1 at the other
            conf = Math.min(conf, Math.max(0, 1 - 2 * t));
        }
        return new Verdict(a.code(), a.turned(), conf, like[best]);
    }

    private static double dot(float[] a, float[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) s += a[i] * b[i];
        return s;
    }
}
