package tablekeeper.vision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Finds and identifies every card of a taught deck in a camera frame. Whole cards first (outlines found in the
 * frame), then partly hidden ones (fanned piles, cards cut by the frame edge): from a visible right-angled corner
 * and the card's known shape, the hidden corners are placed and only the visible part is compared. A card that
 * cannot be identified with at least {@code minConfidence} is reported as {@code unknown}; things that look like
 * no card of the deck (phones, coins, notes) are not reported at all. Keeps no native memory between frames.
 */
public final class CardScanner implements AutoCloseable {
    /** Set so that wrong identifications are practically never made (see the vision benchmark). */
    public static final double DEFAULT_MIN_CONFIDENCE = 0.7;

    private final TaughtDeck deck;
    private final double minConfidence;
    private final CardFinder finder;
    private final int gw, gh;

    public CardScanner(TaughtDeck deck, double minConfidence) {
        OpenCv.load();
        if (!(minConfidence >= 0 && minConfidence <= 1)) {
            throw new IllegalArgumentException("min confidence " + minConfidence + " is not between 0 and 1");
        }
        this.deck = deck;
        this.minConfidence = minConfidence;
        this.finder = new CardFinder(deck.aspect());
        this.gw = FaceSignature.GRID_W;
        this.gh = FaceSignature.gridHeight(deck.aspect());
    }

    public CardScanner(TaughtDeck deck) {
        this(deck, DEFAULT_MIN_CONFIDENCE);
    }

    /** {@code edged}: a placed card whose visible sides all lie on edges of the frame (its place is no guess). */
    private record Candidate(double[][] outline, Identifier.Verdict verdict, boolean placed, boolean edged) {
        Candidate(double[][] outline, Identifier.Verdict verdict) {
            this(outline, verdict, false, false);
        }

        Candidate(double[][] outline, Identifier.Verdict verdict, boolean placed) {
            this(outline, verdict, placed, false);
        }
    }

    /**
     * A card placed from one visible corner has a guessed outline (it may be offset along a pile, where a part of
     * a double card looks like a single one): its confidence is the identifier's strict one discounted by this.
     */
    static final double PLACED_TRUST = 0.85;

    /** Likeness from which a found outline is worth fitting (a shadow or a skewed side lowers it). */
    private static final double FIT_LIKENESS = 0.3;
    /** Likeness from which a placed hidden-card outline is worth fitting (part of it may be under cards not placed yet). */
    private static final double HIDDEN_LIKENESS = 0.45;
    /** A corner is tried for a hidden card when one of its sides is at least this share of the card's short side. */
    static final double MIN_CORNER_LONG_SIDE = 0.5;
    /** At most this many visible corners (longest sides first) are tried for hidden cards: bounds a busy frame's time. */
    private static final int MAX_CORNERS = 60;
    /** The shorter visible side of a corner tried for a hidden card, as a share of the typical card width. */
    private static final double MIN_CORNER_SHORT_SIDE = 0.3;
    /**
     * A fanned pile's edge: a corner's visible sides may run on over the next cards' sides in one line, up to this
     * many card widths (short side) and card lengths (long side); the card is placed with its measured size.
     */
    private static final double PILE_EDGE_SHORT = 1.6, PILE_EDGE_LONG = 2.5;
    /** Next to a found card: corners this far from its centre (card lengths), sides this share of its width, turned at most this much. */
    private static final double PILE_REACH = 1.3, PILE_MIN_SIDE = 0.15, PILE_TURN = Math.toRadians(15);
    private static final int PILE_CORNERS = 12;
    /** Shifts of the next card of a fan from a found one, as shares of its width and length. */
    private static final double[][] PILE_STEPS = {{0.5, 0}, {0.62, 0}, {0, 0.5}, {0, 0.62}, {0.42, 0.42}};
    /** Edge check of a placed outline: points per side, pixels either side, grey step, share of points on an edge. */
    private static final int EDGE_SAMPLES = 16;
    private static final double EDGE_REACH = 3, EDGE_STEP = 14, EDGE_SHARE = 0.75;
    /** A placed hidden card not identified is reported as unknown only when it looks this much like a card of the deck. */
    private static final double REPORT_HIDDEN_LIKENESS = 0.72;

    /**
     * Moves each side of the outline onto the nearby edge that makes the face match its template best: the
     * found contour may follow a drop shadow or a low-contrast border instead of the card's edge.
     */
    private Candidate fit(Frame fr, Candidate c, List<double[][]> onTop) {
        int template = c.verdict().template();
        double[][] q = OutlineFit.fit(fr.gray, c.outline(), o -> likeness(fr, o, template, onTop));
        return q == c.outline() ? c : new Candidate(q, identify(fr, q, onTop), c.placed());
    }

    /**
     * One frame being scanned: its grey levels and the face signatures of the outlines straightened so far (an
     * outline is signed when identified, again when fitting starts from it, and its fitted form again when
     * identified; a signature depends on the frame and the outline only).
     */
    private static final class Frame {
        final Mat bgr;
        final Gray gray;
        final Map<OutlineKey, FaceSignature> signatures = new ConcurrentHashMap<>();

        Frame(Mat bgr) {
            this.bgr = bgr;
            this.gray = new Gray(bgr);
        }
    }

    private record OutlineKey(double x0, double y0, double x1, double y1, double x2, double y2, double x3, double y3) {
        OutlineKey(double[][] q) {
            this(q[0][0], q[0][1], q[1][0], q[1][1], q[2][0], q[2][1], q[3][0], q[3][1]);
        }
    }

    /** The cards in a BGR frame, whole ones first. */
    public List<SeenCard> scan(Mat bgr) {
        if (bgr == null || bgr.empty() || bgr.channels() != 3) {
            throw new IllegalArgumentException("expected a non-empty 3-channel BGR image");
        }
        CardFinder.Finding found = finder.find(bgr);
        Frame fr = new Frame(bgr);
        // each outline is identified and fitted on its own: on all cores, kept in the finder's order
        List<Candidate> whole = new ArrayList<>();
        for (Candidate c : Workers.map(found.outlines(), q -> {
            Identifier.Verdict v = identify(fr, q, List.of());
            return v.likeness() < FIT_LIKENESS ? null : fit(fr, new Candidate(q, v), List.of());
        })) {
            if (c != null && c.verdict().code() != null) whole.add(c);
        }
        // overlapping outlines (two touching cards read as one, an inner frame of the art): the better match wins
        whole.sort(Comparator.comparingDouble((Candidate c) -> -c.verdict().likeness()));
        List<Candidate> accepted = new ArrayList<>();
        for (Candidate c : whole) {
            boolean clash = false;
            for (Candidate a : accepted) {
                if (Geometry.covered(c.outline(), a.outline()) > 0.3 || Geometry.covered(a.outline(), c.outline()) > 0.3) clash = true;
            }
            if (!clash) accepted.add(c);
        }
        findHidden(fr, found.corners(), accepted);
        List<SeenCard> seen = new ArrayList<>();
        for (Candidate c : accepted) {
            Identifier.Verdict v = c.verdict();
            double[][] corners = v.turned() ? Geometry.rotate(c.outline(), 2) : c.outline();
            double conf = Math.round(confidence(c) * 1000) / 1000.0;
            seen.add(new SeenCard(conf >= minConfidence ? v.code() : SeenCard.UNKNOWN, conf, round(corners)));
        }
        return seen;
    }

    /** Partly hidden cards, placed from their visible corners; accepted best first so covers are known. */
    private void findHidden(Frame fr, List<CardFinder.Corner> corners, List<Candidate> accepted) {
        double size = typicalShortSide(accepted);
        boolean measured = size > 0;
        if (size <= 0 && !corners.isEmpty()) {
            // no whole card to measure: the longer visible sides of the corners are mostly whole long sides
            double[] longest = corners.stream().mapToDouble(c -> Math.max(c.lenA(), c.lenB())).sorted().toArray();
            size = longest[(int) (longest.length * 0.75)] * deck.aspect();
        }
        List<double[][]> hyps = new ArrayList<>();
        List<CardFinder.Corner> byLength = new ArrayList<>(corners);
        byLength.sort(Comparator.comparingDouble((CardFinder.Corner c) -> -(c.lenA() + c.lenB())));
        if (byLength.size() > MAX_CORNERS) byLength = byLength.subList(0, MAX_CORNERS);
        java.util.Set<CardFinder.Corner> used = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (CardFinder.Corner c : byLength) {
            if (insideAny(c.at(), accepted)) continue;
            // a partly hidden card shows a good part of one side at its corner (a table pattern's corners are small)
            if (size > 0 && Math.max(c.lenA(), c.lenB()) < MIN_CORNER_LONG_SIDE * size) continue;
            // a hidden card shows at least 45% of itself including a corner, so both sides of that corner show a
            // good part of the card's width: shorter ones are the table's pattern or a sliver, not worth a warp
            if (size > 0 && Math.min(c.lenA(), c.lenB()) < MIN_CORNER_SHORT_SIDE * size) continue;
            used.add(c);
            place(c, size, measured, accepted.isEmpty(), hyps);
        }
        if (measured) for (Candidate a : accepted) nextInPile(a.outline(), corners, used, accepted, size, hyps);
        List<double[][]> outlinesOnTop = new ArrayList<>();
        for (Candidate a : accepted) outlinesOnTop.add(a.outline());
        // a verdict stays valid until a card is placed over its outline
        java.util.IdentityHashMap<double[][], Identifier.Verdict> verdicts = new java.util.IdentityHashMap<>();
        for (int round = 0; round < 30 && !hyps.isEmpty(); round++) {
            // the verdicts this round needs, identified on all cores (the same ones the loop below would identify)
            List<double[][]> missing = new ArrayList<>();
            for (double[][] q : hyps) if (!verdicts.containsKey(q)) missing.add(q);
            List<double[][]> onTop = List.copyOf(outlinesOnTop);
            List<Identifier.Verdict> found = Workers.map(missing, q -> identify(fr, q, onTop));
            for (int i = 0; i < missing.size(); i++) verdicts.put(missing.get(i), found.get(i));
            Candidate best = null;
            for (var it = hyps.iterator(); it.hasNext(); ) {
                double[][] q = it.next();
                Identifier.Verdict v = verdicts.get(q);
                if (v == null) verdicts.put(q, v = identify(fr, q, outlinesOnTop));
                if (v.likeness() < HIDDEN_LIKENESS) continue; // perhaps under a card not found yet: kept until one is
                if (best == null || v.likeness() > best.verdict().likeness()) best = new Candidate(q, v, true);
            }
            if (best == null) break;
            double[][] tried = best.outline();
            best = fit(fr, best, outlinesOnTop);
            if (edgesShow(fr.gray, best.outline(), outlinesOnTop)) best = new Candidate(best.outline(), best.verdict(), true, true);
            if (best.verdict().code() == null || confidence(best) < minConfidence && best.verdict().likeness() < REPORT_HIDDEN_LIKENESS) {
                hyps.removeIf(q -> q == tried); // not a card after all (or mostly under cards not found yet)
                continue;
            }
            accepted.add(best);
            outlinesOnTop.add(best.outline());
            double[][] b = best.outline();
            if (measured) nextInPile(b, corners, used, accepted, size, hyps);
            hyps.removeIf(q -> Geometry.overlap(q, b) > 0.5 || Geometry.covered(q, b) > 0.6);
            for (double[][] q : hyps) if (Geometry.covered(q, b) > 0) verdicts.remove(q);
        }
    }

    /** Hypotheses for a card with its corner at {@code c}: either visible side may be the short one. */
    private void place(CardFinder.Corner c, double size, boolean measured, boolean guessSize, List<double[][]> hyps) {
        List<Double> shorts = new ArrayList<>();
        if (size > 0) shorts.add(size);
        for (boolean aShort : new boolean[] {true, false}) {
            double[] ds = aShort ? c.dirA() : c.dirB(), dl = aShort ? c.dirB() : c.dirA();
            double ls = aShort ? c.lenA() : c.lenB(), ll = aShort ? c.lenB() : c.lenA();
            List<Double> sizes = new ArrayList<>(shorts);
            if (guessSize) {
                sizes.add(ls);
                sizes.add(ll * deck.aspect());
            }
            for (double s : sizes) {
                double h = s / deck.aspect();
                // a visible side longer than the card: not this card, unless the card's size is measured on the
                // whole cards and the side is a fanned pile's edge (the cards' sides in one line, a few cards long)
                boolean pileEdge = measured && s == size && ls <= s * PILE_EDGE_SHORT && ll <= h * PILE_EDGE_LONG;
                if ((ls > s * 1.15 || ll > h * 1.15) && !pileEdge) continue;
                double[] p = c.at();
                double[][] q = {p, {p[0] + ds[0] * s, p[1] + ds[1] * s},
                        {p[0] + ds[0] * s + dl[0] * h, p[1] + ds[1] * s + dl[1] * h}, {p[0] + dl[0] * h, p[1] + dl[1] * h}};
                hyps.add(Geometry.portraitClockwise(q));
            }
        }
    }

    /**
     * The card under {@code card} in a fanned pile: cards of a pile share their size and lie turned alike, so a
     * visible corner next to a found card whose sides run along the found card's sides is worth trying even when
     * its visible sides are short (the card on top breaks them). At most {@link #PILE_CORNERS} per found card.
     */
    private void nextInPile(double[][] card, List<CardFinder.Corner> corners, java.util.Set<CardFinder.Corner> used,
                            List<Candidate> accepted, double size, List<double[][]> hyps) {
        double[] centre = Geometry.centre(card);
        double reach = PILE_REACH * size / deck.aspect();
        double side = Math.atan2(card[1][1] - card[0][1], card[1][0] - card[0][0]);
        List<CardFinder.Corner> near = new ArrayList<>();
        for (CardFinder.Corner c : corners) {
            if (used.contains(c) || Geometry.dist(c.at(), centre) > reach) continue;
            if (Math.min(c.lenA(), c.lenB()) < PILE_MIN_SIDE * size) continue;
            if (turnOff(Math.atan2(c.dirA()[1], c.dirA()[0]), side) > PILE_TURN || turnOff(Math.atan2(c.dirB()[1], c.dirB()[0]), side) > PILE_TURN) continue;
            if (insideAny(c.at(), accepted)) continue;
            near.add(c);
        }
        // the next card of a fan lies shifted along a side of this one, or along both: tried without a corner
        double[][] q = Geometry.portraitClockwise(card);
        double[] u = {q[1][0] - q[0][0], q[1][1] - q[0][1]}, w = {q[2][0] - q[1][0], q[2][1] - q[1][1]};
        for (double[] f : PILE_STEPS) for (int su = -1; su <= 1; su += 2) for (int sw = -1; sw <= 1; sw += 2) {
            if (f[0] == 0 && su > 0 || f[1] == 0 && sw > 0) continue; // a zero step needs one sign only
            double dx = su * f[0] * u[0] + sw * f[1] * w[0], dy = su * f[0] * u[1] + sw * f[1] * w[1];
            double[][] h = new double[4][];
            for (int i = 0; i < 4; i++) h[i] = new double[] {q[i][0] + dx, q[i][1] + dy};
            hyps.add(h);
        }
        near.sort(Comparator.comparingDouble((CardFinder.Corner c) -> -(c.lenA() + c.lenB())));
        for (CardFinder.Corner c : near.subList(0, Math.min(PILE_CORNERS, near.size()))) {
            used.add(c);
            place(c, size, true, false, hyps);
        }
    }

    /** How far apart two directions are, in radians, ignoring quarter turns. */
    private static double turnOff(double a, double b) {
        double d = Math.abs(a - b) % (Math.PI / 2);
        return Math.min(d, Math.PI / 2 - d);
    }

    private static double confidence(Candidate c) {
        return c.placed() ? c.verdict().strict() * (c.edged() ? 1 : PLACED_TRUST) : c.verdict().confidence();
    }

    /**
     * Whether every side of a placed outline shows an edge of the frame wherever it is not under a card on top
     * (sides with too few such points are not judged; at least two sides must be): then the outline is where the
     * card is, not offset along a pile onto a part of a card that looks like another one.
     */
    static boolean edgesShow(Gray g, double[][] q, List<double[][]> onTop) {
        double[] c = Geometry.centre(q);
        int judged = 0;
        for (int i = 0; i < 4; i++) {
            double[] a = q[i], b = q[(i + 1) % 4];
            double len = Geometry.dist(a, b);
            double tx = (b[0] - a[0]) / len, ty = (b[1] - a[1]) / len;
            double nx = -ty, ny = tx;
            double[] m = {(a[0] + b[0]) / 2, (a[1] + b[1]) / 2};
            if ((m[0] - c[0]) * nx + (m[1] - c[1]) * ny < 0) { nx = -nx; ny = -ny; } // outward
            int seen = 0, up = 0, down = 0;
            for (int k = 0; k < EDGE_SAMPLES; k++) {
                double t = (k + 0.5) / EDGE_SAMPLES * 0.8 + 0.1;
                double x = a[0] + (b[0] - a[0]) * t, y = a[1] + (b[1] - a[1]) * t;
                double xo = x + nx * EDGE_REACH, yo = y + ny * EDGE_REACH, xi = x - nx * EDGE_REACH, yi = y - ny * EDGE_REACH;
                boolean hidden = false;
                for (double[][] o : onTop) {
                    if (o != q && (Geometry.inside(o, xo, yo) || Geometry.inside(o, xi, yi) || Geometry.inside(o, x, y))) { hidden = true; break; }
                }
                double go = g.at(xo, yo), gi = g.at(xi, yi);
                if (hidden || Double.isNaN(go) || Double.isNaN(gi)) continue;
                seen++;
                // the strongest step across the side near it (a placed side may be a pixel or two off)
                double step = 0;
                for (int d = -2; d <= 2; d++) {
                    double o2 = g.at(xo + nx * d, yo + ny * d), i2 = g.at(xi + nx * d, yi + ny * d);
                    if (!Double.isNaN(o2) && !Double.isNaN(i2) && Math.abs(o2 - i2) > Math.abs(step)) step = o2 - i2;
                }
                if (step >= EDGE_STEP) up++;
                if (step <= -EDGE_STEP) down++;
            }
            if (seen < EDGE_SAMPLES / 4) continue;
            // a card's side is one step all along (card on table, or on the card below); a line across a checked
            // cloth or through a face's art changes its sign
            if (Math.max(up, down) < EDGE_SHARE * seen) return false;
            judged++;
        }
        return judged >= 2;
    }

    private static boolean insideAny(double[] p, List<Candidate> cs) {
        for (Candidate c : cs) {
            double[][] g = grow(c.outline(), 1.08);
            if (Geometry.inside(g, p[0], p[1])) return true;
        }
        return false;
    }

    private static double[][] grow(double[][] q, double f) {
        double[] c = Geometry.centre(q);
        double[][] r = new double[4][];
        for (int i = 0; i < 4; i++) r[i] = new double[] {c[0] + (q[i][0] - c[0]) * f, c[1] + (q[i][1] - c[1]) * f};
        return r;
    }

    private static double typicalShortSide(List<Candidate> cs) {
        if (cs.isEmpty()) return 0;
        double[] s = cs.stream().mapToDouble(c -> Geometry.shortSide(c.outline())).sorted().toArray();
        return s[s.length / 2];
    }

    private double likeness(Frame fr, double[][] outline, int template, List<double[][]> onTop) {
        boolean[] visible = visible(fr.bgr, outline, onTop);
        if (visible == null) return 0;
        return deck.identifier().likeness(signature(fr, outline), visible, template);
    }

    private FaceSignature signature(Frame fr, double[][] outline) {
        return fr.signatures.computeIfAbsent(new OutlineKey(outline), k -> OutlineFit.signature(fr.bgr, outline, gw, gh));
    }

    /** The grid cells of the outline inside the frame and not under {@code onTop}; null when too few. */
    private boolean[] visible(Mat bgr, double[][] outline, List<double[][]> onTop) {
        boolean[] visible = Identifier.interior(gw, gh);
        double[][] h = Geometry.homography(new double[][] {{0, 0}, {gw, 0}, {gw, gh}, {0, gh}}, outline);
        // only the cards on top whose bounds meet the cell's point can hide it (a convex outline lies inside its bounds)
        List<double[][]> over = new ArrayList<>();
        List<double[]> overBounds = new ArrayList<>();
        for (double[][] t : onTop) {
            if (t == outline) continue;
            over.add(t);
            overBounds.add(Geometry.convex(t) ? Geometry.bounds(t) : null);
        }
        int cols = bgr.cols(), rows = bgr.rows();
        int seen = 0;
        for (int y = 0; y < gh; y++) for (int x = 0; x < gw; x++) {
            int i = y * gw + x;
            if (!visible[i]) continue;
            double[] p = Geometry.apply(h, x + 0.5, y + 0.5);
            boolean in = p[0] >= 0 && p[1] >= 0 && p[0] < cols && p[1] < rows;
            for (int k = 0; in && k < over.size(); k++) {
                double[] b = overBounds.get(k);
                if (b != null && (p[0] < b[0] || p[0] > b[2] || p[1] < b[1] || p[1] > b[3])) continue;
                if (Geometry.inside(over.get(k), p[0], p[1])) in = false;
            }
            visible[i] = in;
            if (in) seen++;
        }
        return seen < 0.3 * gw * gh ? null : visible;
    }

    /** Straightens the outline and identifies it over the cells not under {@code onTop} and inside the frame. */
    private Identifier.Verdict identify(Frame fr, double[][] outline, List<double[][]> onTop) {
        boolean[] visible = visible(fr.bgr, outline, onTop);
        if (visible == null) return new Identifier.Verdict(null, false, 0, 0);
        return deck.identifier().identify(signature(fr, outline), visible);
    }

    /** Straightens a card outline of a frame to the deck's face size (caller releases the result). */
    static Mat straighten(Mat bgr, double[][] outline, Size size) {
        try (Mats m = new Mats()) {
            MatOfPoint2f src = m.add(Geometry.points(outline));
            MatOfPoint2f dst = m.add(Geometry.points(new double[][] {{0, 0}, {size.width, 0}, {size.width, size.height}, {0, size.height}}));
            Mat hm = m.add(Imgproc.getPerspectiveTransform(src, dst));
            Mat face = new Mat();
            Imgproc.warpPerspective(bgr, face, hm, size, Imgproc.INTER_AREA);
            return face;
        }
    }

    private static double[][] round(double[][] q) {
        double[][] r = new double[4][2];
        for (int i = 0; i < 4; i++) for (int k = 0; k < 2; k++) r[i][k] = Math.round(q[i][k] * 10) / 10.0;
        return r;
    }

    @Override
    public void close() {
        // nothing native is kept between frames; present so callers can hold a scanner in try-with-resources
    }
}
