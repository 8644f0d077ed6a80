package tablekeeper.vision;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.opencv.core.Mat;

/**
 * One frame being scanned with a taught deck: its grey levels, and the views of outlines in it, identified, glanced
 * at, fitted and nudged. It keeps the face signatures of the outlines straightened so far (an outline is signed when
 * identified, again when fitting starts from it, and its fitted form again when identified; a signature depends on
 * the frame and the outline only) and the rims of the cards read whole.
 */
final class ScanFrame {
    final Mat bgr;
    final FrameArrays arrays;
    final Gray gray;
    final TaughtDeck deck;
    final double minConfidence;
    private final int gw, gh;
    private final Map<OutlineKey, FaceSignature> signatures = new ConcurrentHashMap<>();
    /** The rims of the cards read whole ({@link CardScanner}'s {@code rim}), by their fitted outlines. */
    private final Map<OutlineKey, double[][]> rims = new ConcurrentHashMap<>();

    ScanFrame(Mat bgr, FrameArrays arrays, TaughtDeck deck, double minConfidence) {
        this.bgr = bgr;
        this.arrays = arrays;
        this.gray = new Gray(bgr, arrays);
        this.deck = deck;
        this.minConfidence = minConfidence;
        this.gw = FaceSignature.GRID_W;
        this.gh = FaceSignature.gridHeight(deck.aspect());
    }

    /** The card's rim when it has one, else its outline: what it covers, and where it is reported. */
    double[][] rimOf(double[][] outline) {
        return rims.isEmpty() ? outline : rims.getOrDefault(new OutlineKey(outline), outline);
    }

    /** How many outlines have been straightened and signed in this frame (diagnostics). */
    int signatureCount() {
        return signatures.size();
    }

    /** Keeps {@code rim} as the rim of the card read whole at {@code outline}. */
    void keepRim(double[][] outline, double[][] rim) {
        rims.put(new OutlineKey(outline), rim);
    }

    /** A face this like its template, yet not decided, gets its outline settled. */
    private static final double SETTLE_LIKENESS = 0.6;
    /**
     * How much less like the rival's face a view settled toward it may look than the settled view looks like its own
     * for the rival's view, not read, to leave the card decided ({@link #fit}). (On the dev seeds of the eight tuning
     * styles: 2022 -> 2034 of 2208 cards, all nanuk-fjord; at a minimum confidence of 0.5, the same 4 wrong reads as
     * before.)
     */
    private static final double RIVAL_LIKENESS_LOSS = 0.01;

    /** How much larger (a factor from its centre) a card on top is taken to be when it hides cells of one below. */
    private static final double ON_TOP_GROWTH = 1.08;

    /** A placed hidden card not identified is reported as unknown only when it looks this much like a card of the deck. */
    private static final double REPORT_HIDDEN_LIKENESS = 0.72;

    /** A card not placed surely ({@code c}, not read) that looks too little like a card to be reported as unknown. */
    boolean tooFaintToReport(Candidate c) {
        return c.confidence() < minConfidence && c.verdict().likeness() < REPORT_HIDDEN_LIKENESS;
    }

    /**
     * Moves each side of the outline onto the nearby edge that makes the face match its template best: the
     * found contour may follow a drop shadow or a low-contrast border instead of the card's edge.
     */
    Candidate fit(Candidate c, List<double[][]> onTop) {
        return fit(c, onTop, c.placed(), c.placed());
    }

    /**
     * {@code keepSize}: the outline's size is known (a placed card's, from the cards seen), fitting may not change it.
     * {@code wide}: the outline may lie farther off its card than a firmly found one, and is settled wide.
     */
    Candidate fit(Candidate c, List<double[][]> onTop, boolean keepSize, boolean wide) {
        int template = c.verdict().template();
        double[][] q = OutlineFit.fit(gray, c.outline(), o -> likeness(o, template, onTop));
        // a placed card's size is known where it was placed: fitting that shrank it has cut part of its face off,
        // perhaps the very symbol that tells it from its twin (the template it was fitted to), so it is not taken
        if (keepSize && resized(q, c.outline())) q = c.outline();
        Candidate fitted = q == c.outline() ? c : new Candidate(q, identify(q, onTop), c.placed());
        // a face recognised but not told from its twin: the outline may be a few pixels off the deciding symbol
        Identifier.Verdict v = fitted.verdict();
        if (v.code() == null || v.likeness() < SETTLE_LIKENESS || fitted.confidence() >= minConfidence) return fitted;
        int t = v.template();
        // a placed outline (a guess from a corner or the pile) or a loose one (a contour that fills it only in part:
        // a white card on a gingham merges with its white squares) may lie farther off its card than a firm one,
        // which lies on its edges: only they are settled wide. (All settled wide, the dev seeds read 1524 of 1656
        // cards, placed ones only 1521, none settled wide 1512; but a 20-card frame took 20-30% longer, 204 and 231
        // ms against 176 and 161, settling its firm cards that stay undecided. Loose ones too: the dev seeds the
        // same, the benchmark's classic cards 72 of 72 against 71, its 20-card frames 2% more signatures.)
        double[][] settled = OutlineFit.settle(fitted.outline(), o -> likeness(o, t, onTop), wide);
        if (keepSize && resized(settled, c.outline())) return fitted;
        Candidate best = settled == fitted.outline() ? fitted : new Candidate(settled, identify(settled, onTop), c.placed());
        if (best.verdict().code() == null || best.confidence() < minConfidence) return best;
        // settling toward one face could shift the other's deciding symbol out of its cells: settled toward the
        // nearest face of another code, the view must still be read the same, or else be neither read as that code
        // nor as like its face as the view settled toward this one is like this one; else it is not decided (an
        // undecided view that looks less like the rival is no sign of it: nanuk-fjord's seal-double-nanuk, settled
        // toward the seal-double, was undecided at likeness 0.954 against 0.990, and the card was unknown)
        Shown shown = shown(fitted.outline(), onTop);
        int r = shown == null ? -1 : deck.identifier().rival(shown.face(), shown.cells(), t);
        if (r < 0) return best;
        double[][] other = OutlineFit.settle(fitted.outline(), o -> likeness(o, r, onTop), wide);
        Identifier.Verdict ov = identify(other, onTop);
        if (ov.code() == null || ov.code().equals(best.verdict().code())) return best;
        boolean rivalRead = new Candidate(other, ov, c.placed()).confidence() >= minConfidence;
        if (!rivalRead && ov.likeness() < best.verdict().likeness() - RIVAL_LIKENESS_LOSS) return best;
        return new Candidate(best.outline(), best.verdict().undecided(), c.placed());
    }

    private record OutlineKey(double x0, double y0, double x1, double y1, double x2, double y2, double x3, double y3) {
        OutlineKey(double[][] q) {
            this(q[0][0], q[0][1], q[1][0], q[1][1], q[2][0], q[2][1], q[3][0], q[3][1]);
        }
    }

    /** The cards read (at least the minimum confidence) among {@code cs}. */
    List<Candidate> read(List<Candidate> cs) {
        List<Candidate> read = new ArrayList<>();
        for (Candidate c : cs) if (c.confidence() >= minConfidence) read.add(c);
        return read;
    }

    /**
     * A whole outline read well enough to be kept. A loose one must be read so as a guessed outline is, against every
     * face and vouched for by its face ({@link Candidate#vouchedStrict}): a contour that fills its quadrilateral loosely
     * may lie askew on its card, with a corner symbol outside it.
     */
    boolean read(Candidate c, boolean loose) {
        return c.verdict().code() != null && c.confidence() >= minConfidence && (!loose || c.vouchedStrict() >= minConfidence);
    }

    /** The steps (shares of a card's width) a placement under a card is nudged by to where its face matches best. */
    private static final double[] NUDGES = {0.05, 0.025};
    /**
     * A placement this like a card of the deck is not nudged (fitting and sliding refine it), nor one less like a
     * card than {@link #NUDGE_FROM} (bare table, mostly: the placements a few pixels off their card were at 0.34 and more).
     */
    static final double WELL_PLACED = 0.8, NUDGE_FROM = 0.3;

    /** How like a card of the deck a guessed outline looks, with {@code onTop} lying on it (see {@link Identifier#bestLikeness}). */
    record Glance(double[][] outline, double likeness, List<double[][]> onTop) {}

    Glance glance(double[][] outline, List<double[][]> onTop) {
        Shown shown = shown(outline, onTop);
        if (shown == null) return new Glance(outline, 0, onTop);
        return new Glance(outline, shown.likeness(cells -> deck.identifier().bestLikeness(shown.face(), cells)), onTop);
    }

    /**
     * An outline glanced at (a placement under a card, or from a corner) moved in small steps along its axes to where
     * it is most like a card of the deck, with the same cards on top: placed on the frame's edges, it may sit a few
     * pixels off its card, and a few pixels off a face is far from it.
     */
    Glance nudged(Glance start) {
        CardAxes ax = CardAxes.of(start.outline());
        Glance best = start;
        for (double step : NUDGES) {
            double like = best.likeness();
            if (like >= WELL_PLACED || like < NUDGE_FROM) break;
            Glance from = best;
            for (int i = -1; i <= 1; i++) for (int j = -1; j <= 1; j++) {
                if (i == 0 && j == 0) continue;
                Glance g = glance(ax.moved(from.outline(), i * step, j * step), start.onTop());
                if (g.likeness() > best.likeness()) best = g;
            }
            if (best == from) break; // no better nearby: finer steps would not find one either
        }
        return best;
    }

    /**
     * An outline glanced at that looks like no card ({@link #NUDGE_FROM}), with its sides put onto the straight edges
     * they follow, if it looks more like a card there; asked only of outlines partly under a card seen that lie well on
     * the frame's edges. A corner or a pile's edges place a card at the deck's shape, and a few degrees and pixels off a
     * face with little on it, it matches nothing: a nanuk-sketch back under the top card of its pile (a fine hatch and a
     * small medallion), placed on the edges 2 degrees turned and 4% long (the camera's perspective), glanced at 0.17
     * (0.86 at its true outline) and was never tried; the four cards under it went with it. Nudging does not turn or
     * resize an outline. (Asked of every outline on the edges, the speed scenes' 20 one-card frames took 76 more
     * glances and their four 20-card frames 48; so asked, 27 and 25.)
     */
    Glance ontoEdges(Glance start) {
        if (start.likeness() >= NUDGE_FROM) return start;
        double[][] on = onItsEdges(start.outline());
        if (on == null) return start;
        Glance g = glance(on, start.onTop());
        return g.likeness() > start.likeness() ? g : start;
    }

    /**
     * How far (a share of its short side) a lone card cut by the frame has each side looked at for the straight edge it follows,
     * and how much likeness its outline may lose when its sides are put onto those edges. (0.02 until 2026-12-04: a
     * large nanuk-dusk bird-double cut by the frame, a glare spot on it, was fitted a few pixels off its edges to where
     * its face matched at 0.868; on its edges, 0.827, and it was missed. Dev seeds: 2109 -> 2110 of 2208, the fifth styles
     * and classic the same cards, no new wrong reading at threshold 0; at 0.1, the same, and a velvet 12 unknown, not missed.)
     */
    static final double ONTO_EDGES = 0.06, ONTO_EDGES_LOSS = 0.05;

    /**
     * Outline {@code q} with its sides put onto the straight edges they follow within {@link #ONTO_EDGES} of its short
     * side; null when there are none, or when that resizes it ({@link #resized}).
     */
    double[][] onItsEdges(double[][] q) {
        double reach = ONTO_EDGES * Geometry.shortSide(q);
        double[][] on = OutlineFit.ontoLines(gray, q, reach, reach, 2);
        return on == null || resized(on, q) ? null : on;
    }

    /** An outline whose short or long side is more than {@link #SIZE_TOLERANCE} off the one it was fitted from. */
    private static boolean resized(double[][] q, double[][] before) {
        return Math.abs(Geometry.shortSide(q) / Geometry.shortSide(before) - 1) > SIZE_TOLERANCE
                || Math.abs(Geometry.longSide(q) / Geometry.longSide(before) - 1) > SIZE_TOLERANCE;
    }

    /**
     * How far fitting may change a placed card's sides (a share), give or take the camera's perspective: under a
     * tilted camera the cards of one frame differ by as much as a quarter in size (dev seed 999's first nanuk-linocut
     * spread, 127 to 160 px wide), and a card placed at its neighbours' size must grow to its own. (9% before: the dev
     * seeds of the eight tuning styles read 2034 of 2208 cards; 15%: 2048, none wrong.)
     */
    private static final double SIZE_TOLERANCE = 0.15;

    double likeness(double[][] outline, int template, List<double[][]> onTop) {
        Shown shown = shown(outline, onTop);
        if (shown == null) return 0;
        return shown.likeness(cells -> deck.identifier().likeness(shown.face(), cells, template));
    }

    private FaceSignature signature(double[][] outline) {
        return signatures.computeIfAbsent(new OutlineKey(outline), k -> OutlineFit.signature(bgr, outline, gw, gh));
    }

    /** A view of an outline and the grid cells of it that show (inside the frame and under no card on it). */
    private record Shown(FaceSignature face, boolean[] cells, boolean[] clearOfEdge) {
        Shown(FaceSignature face, boolean[] cells) {
            this(face, cells, null);
        }

        /** The likeness {@code over} its cells, or over those clear of the frame's edge when more ({@link #read}). */
        double likeness(java.util.function.ToDoubleFunction<boolean[]> over) {
            return read(over::applyAsDouble, Double::doubleValue);
        }

        /**
         * The reading {@code over} its cells, or over those clear of the frame's edge when that one's {@code likeness}
         * is more by {@link #CLEAR_OF_EDGE_GAIN}.
         */
        <T> T read(java.util.function.Function<boolean[], T> over, java.util.function.ToDoubleFunction<T> likeness) {
            T all = over.apply(cells);
            if (clearOfEdge == null) return all;
            T clear = over.apply(clearOfEdge);
            return likeness.applyAsDouble(clear) > likeness.applyAsDouble(all) + CLEAR_OF_EDGE_GAIN ? clear : all;
        }
    }

    /**
     * The view of an outline and its cells inside the frame and not under {@code onTop}, its light taken from the
     * cells under no card on it (see {@link FaceSignature#balancedOver}); null when too few show.
     */
    private Shown shown(double[][] outline, List<double[][]> onTop) {
        boolean[] visible = Identifier.interior(gw, gh);
        // only the cards on top whose bounds meet the cell's point can hide it (a convex outline lies inside its bounds)
        List<double[][]> over = new ArrayList<>();
        List<double[]> overBounds = new ArrayList<>();
        // every cell's point lies inside a convex outline: a card whose bounds miss the outline's hides none of them
        double[] own = Geometry.convex(outline) ? Geometry.bounds(outline) : null;
        for (double[][] t : onTop) {
            if (t == outline) continue;
            // a little larger: the edge of a card on top, a pixel or two off, must not be read as this card's face
            double[][] g = Geometry.grown(rimOf(t), ON_TOP_GROWTH);
            double[] b = Geometry.convex(g) ? Geometry.bounds(g) : null;
            if (own != null && b != null && (b[2] < own[0] || b[0] > own[2] || b[3] < own[1] || b[1] > own[3])) continue;
            over.add(g);
            overBounds.add(b);
        }
        int cols = bgr.cols(), rows = bgr.rows();
        // nothing on it and wholly in the frame (most outlines looked at): every cell shows, as the loop below would find
        if (over.isEmpty() && own != null && Geometry.inFrame(outline, cols, rows)) return new Shown(signature(outline), visible);
        double[][] h = Geometry.homography(new double[][] {{0, 0}, {gw, 0}, {gw, gh}, {0, gh}}, outline);
        double margin = FRAME_MARGIN * Geometry.shortSide(outline) / gw;
        boolean[] clear = new boolean[visible.length];
        int seen = 0, seenClear = 0;
        // (the black beyond the frame's edge is left in the light's cells, as it is in a view with no card on it: a
        // phone cut by the frame, balanced on its dark glass alone, looked like a card's back)
        boolean[] light = over.isEmpty() ? null : new boolean[visible.length];
        boolean hidden = false;
        for (int y = 0; y < gh; y++) for (int x = 0; x < gw; x++) {
            int i = y * gw + x;
            if (light == null && !visible[i]) continue; // (the cells of the edge count only for the light)
            double[] p = Geometry.apply(h, x + 0.5, y + 0.5);
            boolean under = false;
            for (int k = 0; !under && k < over.size(); k++) {
                double[] b = overBounds.get(k);
                if (b != null && (p[0] < b[0] || p[0] > b[2] || p[1] < b[1] || p[1] > b[3])) continue;
                under = Geometry.inside(over.get(k), p[0], p[1]);
            }
            if (light != null) light[i] = !under;
            hidden |= under;
            boolean in = visible[i] && !under && p[0] >= 0 && p[1] >= 0 && p[0] < cols && p[1] < rows;
            visible[i] = in;
            if (in) seen++;
            clear[i] = in && p[0] >= margin && p[1] >= margin && p[0] < cols - margin && p[1] < rows - margin;
            if (clear[i]) seenClear++;
        }
        if (seen < 0.3 * gw * gh) return null;
        FaceSignature whole = signature(outline);
        boolean cut = seenClear < seen && seenClear >= 0.3 * gw * gh;
        return new Shown(hidden ? whole.balancedOver(light) : whole, visible, cut ? clear : null);
    }

    /**
     * How near the frame's edge (in cells of the grid) a cell's point lies for the view to be judged without it too, and
     * how much more like a face it must look so. A cell is straightened and softened from the frame's pixels about its
     * point, and past the edge they are black: a pale nanuk-sketch back cut by the frame matched its face at 0.21 at its
     * true outline, its cells along the edge greyed by the black; without the cells within a cell of the edge, 0.71.
     * Without them always, a phone cut by the frame, which looks like a dark back (0.85 either way), passed the check
     * that a face with no near rival shows its content, and was read as a back at 0.76. Fresh seeds' singles and spreads
     * 2110 -> 2117 of 2160 (nanuk-sketch 8 more; a nanuk-dusk card cut by the frame, placed differently, lost); the dev
     * seeds the same count (a sketch single read, a sketch spread card unknown), the printed variants 3 more, none
     * wrong.
     */
    private static final double FRAME_MARGIN = 1.0, CLEAR_OF_EDGE_GAIN = 0.05;

    /** Straightens the outline and identifies it over the cells not under {@code onTop} and inside the frame. */
    Identifier.Verdict identify(double[][] outline, List<double[][]> onTop) {
        Shown shown = shown(outline, onTop);
        if (shown == null) return new Identifier.Verdict(null, false, 0, 0);
        Identifier.Verdict v = shown.read(cells -> deck.identifier().identify(shown.face(), cells), Identifier.Verdict::likeness);
        // the table's pattern runs on through the outline: it lies on bare table, whatever its face looks like
        if (v.code() != null && ClothThrough.runsThrough(gray, outline, onTop)) return new Identifier.Verdict(null, false, 0, 0);
        return v;
    }

    /**
     * A whole card read whose outline's short over long side is under this share of the deck's (or over its inverse)
     * is judged as a guessed outline. (A pile's top fish-nanuk was found as the panel inside its border, at 0.871 of
     * the deck's shape, and read as the fish at 0.80, strict 0.73; of 3458 whole cards read on the dev seeds, 1% lay
     * under 0.892 and 0.5% over 1.143.)
     */
    private static final double OFF_SHAPE = 0.88;

    /** Whether outline {@code q} is not of the deck's shape ({@link #OFF_SHAPE}). */
    boolean offShape(double[][] q) {
        double shape = Geometry.aspect(q) / deck.aspect();
        return shape < OFF_SHAPE || shape > 1 / OFF_SHAPE;
    }
}
