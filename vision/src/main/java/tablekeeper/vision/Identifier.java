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
    record Template(String code, boolean turned, FaceSignature face, float[][] softer) {
        Template(String code, boolean turned, FaceSignature face) {
            this(code, turned, face, new float[][] {norm(face), norm(face.blurred(1.0)), norm(face.blurred(1.8))});
        }

        /** Normalised once over the whole face: a view is compared with it over the cells it shows. */
        private static float[] norm(FaceSignature f) {
            return f.normalised(interior(f.w, f.h));
        }
    }

    /** code == null: not a card of this deck at all. */
    record Verdict(String code, boolean turned, double confidence, double likeness, int template) {
        Verdict(String code, boolean turned, double confidence, double likeness) {
            this(code, turned, confidence, likeness, -1);
        }
    }

    /** Likeness below which a candidate is not a card of this deck (phones, notes, table patterns). */
    static final double CARD_LIKENESS = 0.6;
    /** Likeness from which the overall match is fully trusted. */
    static final double GOOD_LIKENESS = 0.8;
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
        double oo = dot(o, o);
        int best = bestAt(0, o, oo, mask, v, like);
        // a blurred or shaken camera: compare with templates softened as much as the view is
        int level = 0;
        double levelLike = like[best];
        for (int l = 1; l < 3; l++) {
            float[] t = masked(templates.get(best).softer()[l], mask);
            double lk = 2 * dot(o, t) / (oo + dot(t, t) + 1e-9);
            if (lk > levelLike + 0.01) { level = l; levelLike = lk; }
        }
        if (level > 0) best = bestAt(level, o, oo, mask, v, like);
        Template a = templates.get(best);
        if (like[best] < CARD_LIKENESS) return new Verdict(null, false, 0, like[best], best);
        double conf = Math.min(1, (like[best] - CARD_LIKENESS) / (GOOD_LIKENESS - CARD_LIKENESS));
        float[] va = v[best];
        for (int c = 0; c < n; c++) {
            if (templates.get(c).code().equals(a.code())) continue;
            float[] vc = v[c];
            // weighted by how much the two faces differ in each cell: the deciding region speaks loudest
            double ee = 0, wd = 0, wsep = 0;
            for (int i = 0; i < cells; i++) {
                int k = 3 * i;
                double d0 = vc[k] - va[k], d1 = vc[k + 1] - va[k + 1], d2 = vc[k + 2] - va[k + 2];
                double dd = d0 * d0 + d1 * d1 + d2 * d2;
                if (dd == 0) continue;
                ee += dd;
                double oa0 = o[k] - va[k], oa1 = o[k + 1] - va[k + 1], oa2 = o[k + 2] - va[k + 2];
                double oc0 = o[k] - vc[k], oc1 = o[k + 1] - vc[k + 1], oc2 = o[k + 2] - vc[k + 2];
                wsep += dd * ((oc0 * oc0 + oc1 * oc1 + oc2 * oc2) - (oa0 * oa0 + oa1 * oa1 + oa2 * oa2));
                wd += dd * dd;
            }
            double full = fullEnergy[best][c];
            double energy = ee / cells;
            if (energy < MIN_VISIBLE_ENERGY || energy < MIN_VISIBLE_SHARE * full) {
                conf = 0; // the region that tells these two apart is hidden
                break;
            }
            double t = (1 - wsep / wd) / 2; // 0 at the best face, 1 at the other
            conf = Math.min(conf, Math.max(0, 1 - 2 * t));
        }
        return new Verdict(a.code(), a.turned(), conf, like[best], best);
    }

    private int bestAt(int level, float[] o, double oo, boolean[] mask, float[][] v, double[] like) {
        int best = -1;
        for (int t = 0; t < templates.size(); t++) {
            v[t] = masked(templates.get(t).softer()[level], mask);
            double tt = dot(v[t], v[t]), ot = dot(o, v[t]);
            like[t] = 2 * ot / (oo + tt + 1e-9);
            if (best < 0 || like[t] > like[best]) best = t;
        }
        return best;
    }

    /** Likeness to one template over the visible cells (for fitting an outline to a face already recognised). */
    double likeness(FaceSignature obs, boolean[] visible, int template) {
        boolean[] mask = new boolean[cells];
        for (int i = 0; i < cells; i++) mask[i] = visible[i] && !obs.glare[i];
        float[] o = obs.normalised(mask), v = masked(templates.get(template).softer()[0], mask);
        return 2 * dot(o, v) / (dot(o, o) + dot(v, v) + 1e-9);
    }

    /** The template's cells that are visible (others zero). */
    private static float[] masked(float[] t, boolean[] mask) {
        float[] r = new float[t.length];
        for (int i = 0; i < mask.length; i++) {
            if (!mask[i]) continue;
            r[3 * i] = t[3 * i];
            r[3 * i + 1] = t[3 * i + 1];
            r[3 * i + 2] = t[3 * i + 2];
        }
        return r;
    }

    private static double dot(float[] a, float[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) s += a[i] * b[i];
        return s;
    }
}
