package tablekeeper.vision;

import java.util.List;

/**
 * Whether a table's pattern runs on through an outline, unbroken at its sides: then the outline lies on bare table,
 * whatever its face looks like. A card hides the table under it, so what lies just inside its edge (its border, its
 * art) has nothing to do with what lies just outside. On a green gingham a band of dark checks across pale ones looked
 * like nana-frost's 5 (a green panel across a white card) once the light's cast and the view's contrast were taken
 * out, and outlines placed on the bare cloth were read as 5s, and reported as unknown cards, a chain of them each
 * placed under the one before (seed 31, every scene on a checked cloth).
 */
final class ClothThrough {
    private ClothThrough() {}

    /** Samples along the middle of each side (its ends are left out: a corner's index may lie there). */
    private static final int SAMPLES = 48;
    /** The share of each side sampled, about its middle. */
    private static final double ALONG = 0.7;
    /** How far inside the edge the face is sampled, as a share of the short side (at least 6 pixels). */
    private static final double INSET = 0.08;
    /**
     * How far outside the edge the table is sampled, as a share of the short side (at least 5 pixels): clear of the
     * card when its outline lies a few pixels inside it. (At 0.04 a nanuk-dusk pile's top card, placed 5 px inside its
     * edge, showed its own water line on both sides of it, dev seed 777; at 0.1 the chain of outlines on a gingham of
     * fresh seed 3033 was kept in part, one read as a 5: the farther apart the two, the more a slant of the cloth's
     * lines shifts one from the other.)
     */
    private static final double OUTSET = 0.07;
    /** The least spread (grey levels) of the table just outside a side for that side to tell anything. */
    private static final double MIN_SPREAD = 10;
    /**
     * How alike the two sides of an edge must be, on at least {@link #SIDES} sides, for the table to run through the
     * outline. (Seed 31 with every scene on one kind of table, 560 cards a kind, at their true outlines under the
     * cards above them: on a checked cloth none alike by more than 0.62 on two sides or more, on any table none by
     * more than 0.74, a nanuk-linocut card in a pile on a white table whose sides lie along the cards under it, of the
     * same design. Of the 52 outlines seen on bare checked cloth without this check, 49 were alike by 0.8 or more.)
     */
    private static final double ALIKE = 0.8;
    private static final int SIDES = 2;

    /** Whether the table runs through clockwise outline {@code q} of frame {@code g}, its sides' cells under {@code onTop} not looked at. */
    static boolean runsThrough(Gray g, double[][] q, List<double[][]> onTop) {
        double[] s = alike(g, q, onTop);
        return s[1] >= SIDES && s[0] >= ALIKE;
    }

    /**
     * How alike the grey levels just inside and just outside the outline's sides are (1: the same, 0: unrelated),
     * weighted over the sides that can tell, and how many sides can. Each side's two profiles have their straight
     * trend taken out (light falling off along it) and are compared as the view and a face are ({@code 2 io / (ii +
     * oo)}: alike in spread too), at the best shift along the side up to the distance between them (lines crossing
     * the side at a slant).
     */
    static double[] alike(Gray g, double[][] q, List<double[][]> onTop) {
        double shortSide = Geometry.shortSide(q);
        double tIn = Math.max(6, INSET * shortSide), tOut = Math.max(5, OUTSET * shortSide);
        double sum = 0, weight = 0;
        int sides = 0;
        double[] in = new double[SAMPLES], out = new double[SAMPLES];
        boolean[] ok = new boolean[SAMPLES];
        for (int i = 0; i < 4; i++) {
            double[] a = q[i], b = q[(i + 1) % 4];
            double len = Geometry.dist(a, b);
            if (len < 1) continue;
            double ux = (b[0] - a[0]) / len, uy = (b[1] - a[1]) / len;
            double[] normal = Geometry.outward(q, i);
            double nx = normal[0], ny = normal[1];
            double step = ALONG * len / (SAMPLES - 1);
            for (int k = 0; k < SAMPLES; k++) {
                double s = (1 - ALONG) / 2 * len + k * step, px = a[0] + s * ux, py = a[1] + s * uy;
                double ix = px - tIn * nx, iy = py - tIn * ny, ox = px + tOut * nx, oy = py + tOut * ny;
                in[k] = g.at(ix, iy);
                out[k] = g.at(ox, oy);
                ok[k] = !Double.isNaN(in[k]) && !Double.isNaN(out[k]) && !under(onTop, ix, iy) && !under(onTop, ox, oy);
            }
            detrend(in, ok);
            detrend(out, ok);
            int reach = (int) Math.ceil((tIn + tOut) / step);
            double best = Double.NaN;
            int bestN = 0;
            for (int d = -reach; d <= reach; d++) {
                double si = 0, so = 0, sii = 0, soo = 0, sio = 0;
                int n = 0;
                for (int k = Math.max(0, -d); k < Math.min(SAMPLES, SAMPLES - d); k++) {
                    if (!ok[k] || !ok[k + d]) continue;
                    double x = in[k], y = out[k + d];
                    si += x; so += y; sii += x * x; soo += y * y; sio += x * y; n++;
                }
                if (n < SAMPLES / 2) continue;
                double vi = sii / n - si / n * (si / n), vo = soo / n - so / n * (so / n);
                if (vo < MIN_SPREAD * MIN_SPREAD) continue;
                double r = 2 * (sio / n - si / n * (so / n)) / (vi + vo);
                if (Double.isNaN(best) || r > best) { best = r; bestN = n; }
            }
            if (Double.isNaN(best)) continue;
            sides++;
            sum += best * bestN;
            weight += bestN;
        }
        return new double[] {weight == 0 ? 0 : sum / weight, sides};
    }

    /** Takes the straight line that best fits the valid samples out of them. */
    private static void detrend(double[] v, boolean[] ok) {
        double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
        for (int k = 0; k < v.length; k++) {
            if (!ok[k]) continue;
            n++; sx += k; sy += v[k]; sxx += k * k; sxy += k * v[k];
        }
        if (n < 2) return;
        double b = (n * sxy - sx * sy) / (n * sxx - sx * sx), a0 = (sy - b * sx) / n;
        for (int k = 0; k < v.length; k++) if (ok[k]) v[k] -= a0 + b * k;
    }

    private static boolean under(List<double[][]> onTop, double x, double y) {
        for (double[][] o : onTop) if (Geometry.inside(o, x, y)) return true;
        return false;
    }
}
