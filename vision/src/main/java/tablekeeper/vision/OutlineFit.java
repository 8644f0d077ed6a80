package tablekeeper.vision;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.ToDoubleFunction;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Moves each side of a found outline onto the nearby straight edge that makes the straightened face score best:
 * a contour may follow a drop shadow, a low-contrast border or a stripe of the table instead of the card's edge.
 */
final class OutlineFit {
    private OutlineFit() {}

    /** A fit this good is not refined further (most cards in a spread: their outlines are found well). */
    static final double GOOD_FIT = 0.92;
    /** How far outside a side (a share of the short side) its edge is looked for: an inner frame of the art may be found for the card. */
    static final double OUTSIDE = 0.1;

    static double[][] fit(Gray gray, double[][] outline, ToDoubleFunction<double[][]> score) {
        double s = Geometry.shortSide(outline);
        Step at = new Step(outline, score.applyAsDouble(outline), false);
        for (int pass = 0; pass < 2; pass++) {
            boolean changed = false;
            for (int side = 0; side < 4; side++) {
                // each edge's offset is applied to the side where it is now, after a better edge moved it (offsets
                // from where the side was, as found, read 12 fewer of 240 classic fanned cards on two dev seeds)
                double[][] cur = at.outline();
                at = shifts(cur, side, gray.sideEdges(cur, side, 0.12 * s, OUTSIDE * s, 3, 0.3), 1.5, score).take(at, 0.002, NO_END);
                changed |= at.moved();
            }
            if (!changed || at.score() >= GOOD_FIT) break;
        }
        // a side the found outline tilted: put onto the straight edge most points across it agree on
        if (at.score() < GOOD_FIT) at = new Ahead(at.outline(), 4, (q, side) -> onItsLine(gray, q, side, s), score).take(at, 0.002, GOOD_FIT);
        // a turned outline (placed from a corner, or fitted to a rotated contour): every side put on its line at once,
        // since no single side moved alone makes the face match better
        if (at.score() < GOOD_FIT) {
            double[][] q = ontoLines(gray, at.outline(), 0.15 * s, 0.12 * s, 3);
            double l = q != null ? score.applyAsDouble(q) : -1;
            if (l > at.score() + 0.02) {
                // polished: each side onto the nearby edge that the face likes best
                at = new Step(q, l, true);
                for (int side = 0; side < 4; side++) {
                    double[][] cur = at.outline();
                    at = shifts(cur, side, gray.sideEdges(cur, side, 0.06 * s, 0.06 * s, 3, 0.3), 1, score).take(at, 0.002, NO_END);
                }
            }
        }
        return at.outline();
    }

    /** Where a greedy pass is: its outline and score, and whether its last step moved it. */
    private record Step(double[][] outline, double score, boolean moved) {}

    /** A pass that goes on however well the face matches. */
    private static final double NO_END = Double.POSITIVE_INFINITY;

    /** The outline with one side put onto its straight edge ({@link Gray#sideLine}), or null. */
    private static double[][] onItsLine(Gray gray, double[][] q, int side, double s) {
        double[][] line = gray.sideLine(q, side, 0.12 * s, 0.08 * s);
        return line == null ? null : Geometry.replaceSide(q, side, line[0], line[1]);
    }

    /** The side moved by each offset of at least {@code min} pixels (made from the outline where the pass is). */
    private static Ahead shifts(double[][] from, int side, double[] offsets, double min, ToDoubleFunction<double[][]> score) {
        double[] ds = java.util.Arrays.stream(offsets).filter(d -> Math.abs(d) >= min).toArray();
        return new Ahead(from, ds.length, (q, i) -> Geometry.shiftSide(q, side, ds[i]), score);
    }

    /**
     * The outlines a greedy pass tries in turn, each made from the outline where the pass is, with their scores
     * worked out on the spare cores ahead of it: while the pass has not moved off the outline it started from, they
     * are the ones it would score (once it has, it makes and scores its own). Only the time changes. With no core
     * spare (this fit is one of several running on the pool), scored as the pass goes.
     */
    private static final class Ahead {
        private final double[][] from;
        private final int n;
        private final BiFunction<double[][], Integer, double[][]> make; // the i-th outline made from an outline, or null
        private final ToDoubleFunction<double[][]> score;
        private final List<double[][]> made = new ArrayList<>(); // made from {@code from}
        private final double[] scores; // theirs, or null: none worked out ahead

        Ahead(double[][] from, int n, BiFunction<double[][], Integer, double[][]> make, ToDoubleFunction<double[][]> score) {
            this.from = from;
            this.n = n;
            this.make = make;
            this.score = score;
            List<double[][]> some = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                made.add(make.apply(from, i));
                if (made.get(i) != null) some.add(made.get(i));
            }
            if (some.size() < 2 || !Workers.spreads()) {
                scores = null;
                return;
            }
            List<Double> got = Workers.map(some, score::applyAsDouble);
            scores = new double[n];
            for (int i = 0, k = 0; i < n; i++) scores[i] = made.get(i) == null ? Double.NaN : got.get(k++);
        }

        /**
         * The pass from {@code at} (where these outlines were made from): each outline in turn, made from where the
         * pass is, taken when it scores more than {@code gain} over the best so far; none tried once that is
         * {@code enough}.
         */
        Step take(Step at, double gain, double enough) {
            double[][] cur = at.outline();
            double best = at.score();
            boolean moved = false;
            for (int i = 0; i < n && best < enough; i++) {
                double[][] q = cur == from ? made.get(i) : make.apply(cur, i);
                if (q == null) continue;
                double l = cur == from && scores != null ? scores[i] : score.applyAsDouble(q);
                if (l > best + gain) {
                    best = l;
                    cur = q;
                    moved = true;
                }
            }
            return new Step(cur, best, moved);
        }
    }

    /**
     * The outline with every side that follows a straight edge ({@link Gray#sideLine}, from {@code inside} to
     * {@code outside} pixels across it) put onto it at once; null when fewer than {@code minLines} sides do, or the
     * result is not convex.
     */
    static double[][] ontoLines(Gray gray, double[][] q, double inside, double outside, int minLines) {
        double[][] r = q;
        int lines = 0;
        for (int side = 0; side < 4 && r != null; side++) {
            double[][] line = gray.sideLine(q, side, inside, outside);
            if (line == null) continue;
            r = Geometry.replaceSide(r, side, line[0], line[1]);
            lines++;
        }
        return lines >= minLines ? r : null;
    }

    /**
     * Moves each corner a little at a time (steps of 3%, 1.5% and 0.75% of the card's short side, at most 8% in all;
     * not {@code wide}, from 1.5% and at most 4%) while the face scores better: for a face already recognised whose
     * deciding symbol a found outline a few pixels off blurs away. Small moves only: they line up what is there, they
     * cannot draw a symbol that is not.
     */
    static double[][] settle(double[][] outline, ToDoubleFunction<double[][]> score, boolean wide) {
        double s = Geometry.shortSide(outline);
        double range = (wide ? SETTLE_RANGE : NARROW_RANGE) * s;
        Step at = new Step(outline, score.applyAsDouble(outline), false);
        for (double step : STEPS) {
            if (!wide && step > NARROW_STEP) continue;
            double d = step * s;
            for (int pass = 0; pass < PASSES; pass++) {
                // each corner along each axis, back then forth, as far as it may go from where it was
                at = new Ahead(at.outline(), 16, (from, i) -> {
                    double[][] q = Geometry.copy(from);
                    int corner = i / 4;
                    q[corner][i / 2 % 2] += (i % 2 == 0 ? -1 : 1) * d;
                    return Geometry.dist(q[corner], outline[corner]) > range ? null : q;
                }, score).take(at, 0.001, NO_END);
                if (!at.moved()) break;
            }
        }
        return at.outline();
    }

    /** {@link #settle}'s steps (shares of the short side) and how many passes over the corners each makes at most. */
    private static final double[] STEPS = {0.03, 0.015, 0.0075};
    private static final int PASSES = 2;
    /**
     * How far a wide {@link #settle} may move a corner, as a share of the card's short side. (Placed outlines settled
     * so: the dev seeds read 1521 of 1656 cards against 1512, none wrong, the same wrong readings at threshold 0.)
     */
    static final double SETTLE_RANGE = 0.08;
    /** A narrow settling's range, and its largest step ({@code wide}: see {@link #settle}). */
    private static final double NARROW_RANGE = 0.04, NARROW_STEP = 0.015;

    /** The outline straightened and reduced to a face signature of {@code gw}×{@code gh} cells. */
    static FaceSignature signature(Mat bgr, double[][] outline, int gw, int gh) {
        try (Mats m = new Mats()) {
            int sw = gw * 3, sh = gh * 3;
            MatOfPoint2f src = m.add(Geometry.points(outline));
            MatOfPoint2f dst = m.add(Geometry.points(new double[][] {{0, 0}, {sw, 0}, {sw, sh}, {0, sh}}));
            Mat hm = m.add(Imgproc.getPerspectiveTransform(src, dst));
            Mat face = m.mat();
            Imgproc.warpPerspective(bgr, face, hm, new Size(sw, sh), Imgproc.INTER_LINEAR);
            return FaceSignature.of(face, gw, gh);
        }
    }

    /** Likeness of two normalised faces (1 identical, 0 unrelated). */
    static double likeness(float[] a, float[] b) {
        double ab = 0, aa = 0, bb = 0;
        for (int i = 0; i < a.length; i++) { ab += a[i] * b[i]; aa += a[i] * a[i]; bb += b[i] * b[i]; }
        return 2 * ab / (aa + bb + 1e-9);
    }
}
