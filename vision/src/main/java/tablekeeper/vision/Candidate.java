package tablekeeper.vision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * An outline in a frame taken for a card, with the verdict on it. {@code placed}: its outline is guessed (from a
 * visible corner, or under a card of its pile), not found whole, and it is trusted less. With the measures the scan
 * takes of the cards it has accepted.
 */
record Candidate(double[][] outline, Identifier.Verdict verdict, boolean placed) {
    Candidate(double[][] outline, Identifier.Verdict verdict) {
        this(outline, verdict, false);
    }

    /**
     * A card placed from one visible corner, or under a card of its pile, has a guessed outline (it may be offset
     * along a pile, where a part of a double card looks like a single one): its confidence is the identifier's
     * strict one discounted by this. (0.85 before placed cards kept their size through fitting; 0.9 then, as over
     * 40 fanned scenes of the tuning styles the wrong codes of placed cards had strict confidences of at most 0.68;
     * 0.85 again when a half-hidden nana-frost 10, placed a few pixels off, was read as 4 at a strict 0.775, 0.697
     * as reported: 5 fewer of 528 tuning-style cards read on two dev seeds, that one at 0.659.)
     */
    static final double PLACED_TRUST = 0.85;
    /**
     * The likeness from which a placed card's face vouches for it fully (a found outline's is
     * {@link Identifier#GOOD_LIKENESS}): a guessed outline may lie askew on its card, and askew a symbol that tells a
     * card from its twin falls outside the cells where it is looked for. (A pale nanuk-sketch seal-double-nanuk in a
     * pile, dev seed 1001, placed 8 degrees askew, matched the seal-double at 0.842 and was read as it at 0.743, its bears
     * unseen; at its true outline it matched its own face at 0.966. Of the placed cards read right on seeds 555, 777 and
     * 999, ten fanned scenes each and ten tuning styles, 11 of some 2150 matched under 0.85. Dev seeds: every tuning style
     * 2591 -> 2588 of 2760 read, and that card, their only wrong read, is unknown at 0.686.)
     */
    static final double PLACED_GOOD_LIKENESS = 0.9;

    /** How surely the card is read: a placed one's strict confidence, vouched for and discounted ({@link #PLACED_TRUST}). */
    double confidence() {
        return placed ? vouchedStrict() * PLACED_TRUST : verdict.confidence();
    }

    /**
     * How surely an outline that may lie askew on its card (a guessed one, a loose one) is read before any discount: its
     * strict confidence, as far as its face vouches for it ({@link #PLACED_GOOD_LIKENESS}).
     */
    double vouchedStrict() {
        return Math.min(verdict.strict(), Identifier.vouchedBy(verdict.likeness(), PLACED_GOOD_LIKENESS));
    }

    /**
     * The share of the frame's card size under which a whole card read is taken for a part of one (perspective allowed
     * for); and, once cards are read, a placement fitted under it (or over its inverse) of the size where it lies, and
     * clear of every card seen, is no card ({@link #offSize}), and so is any outline not read over its inverse.
     */
    static final double PART_SIZE = 0.75;

    /** Two outlines of one card (or of touching cards read as one, or of a card and an inner frame of its art). */
    static boolean clash(Candidate a, Candidate b) {
        return Geometry.covered(a.outline(), b.outline()) > 0.3 || Geometry.covered(b.outline(), a.outline()) > 0.3;
    }

    static boolean clashesWithAny(Candidate c, List<Candidate> cs) {
        for (Candidate a : cs) if (clash(c, a)) return true;
        return false;
    }

    /** The outlines of the cards accepted so far: what lies on top of any card placed now. */
    static List<double[][]> outlines(List<Candidate> accepted) {
        List<double[][]> out = new ArrayList<>();
        for (Candidate a : accepted) out.add(a.outline());
        return out;
    }

    /**
     * The median short side of the {@link #NEIGHBOURS} cards of {@code cs} whose centres lie nearest {@code p}: the card
     * size there, in perspective (a part of a card, found inside it, has that card among its nearest).
     */
    private static double localShortSide(double[] p, List<Candidate> cs) {
        List<Candidate> near = new ArrayList<>(cs);
        near.sort(Comparator.comparingDouble(c -> Geometry.dist(p, Geometry.centre(c.outline()))));
        return typicalShortSide(near.subList(0, Math.min(NEIGHBOURS, near.size())));
    }

    /** How many of the nearest cards read give the card size about a place. */
    private static final int NEIGHBOURS = 3;

    /** The short side of the card of {@code cs} whose centre lies nearest {@code p} (0 when there is none). */
    static double nearestShortSide(double[] p, List<Candidate> cs) {
        double best = Double.MAX_VALUE, side = 0;
        for (Candidate c : cs) {
            double d = Geometry.dist(p, Geometry.centre(c.outline()));
            if (d < best) { best = d; side = Geometry.shortSide(c.outline()); }
        }
        return side;
    }

    /** Whether an outline lies under {@link #PART_SIZE} of the size of the cards read {@code cs} where it lies, or over its inverse. */
    static boolean offSize(double[][] q, List<Candidate> cs) {
        double share = sizeShare(q, cs);
        return share < PART_SIZE || share > 1 / PART_SIZE;
    }

    /** An outline's short side over that of the cards read {@code cs} where it lies (1 when none is read). */
    static double sizeShare(double[][] q, List<Candidate> cs) {
        return cs.isEmpty() ? 1 : Geometry.shortSide(q) / localShortSide(Geometry.centre(q), cs);
    }

    static boolean insideAny(double[] p, List<Candidate> cs) {
        for (Candidate c : cs) {
            double[][] g = Geometry.grown(c.outline(), 1.08);
            if (Geometry.inside(g, p[0], p[1])) return true;
        }
        return false;
    }

    static double typicalShortSide(List<Candidate> cs) {
        if (cs.isEmpty()) return 0;
        double[] s = cs.stream().mapToDouble(c -> Geometry.shortSide(c.outline())).sorted().toArray();
        return s[s.length / 2];
    }
}
