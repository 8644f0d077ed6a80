package tablekeeper.vision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Finds and identifies every card of a taught deck in a camera frame. Whole cards first (outlines found in the
 * frame by the {@link CardFinder}, read and fitted here), then partly hidden ones (fanned piles, cards cut by the
 * frame edge, {@link HiddenCards}): from a visible right-angled corner and the card's known shape
 * ({@link CornerPlacements}), or along a pile's edges, the hidden corners are placed and only the visible part is
 * compared. Each outline is viewed and read through the frame being scanned ({@link ScanFrame}). A card that
 * cannot be identified with at least {@code minConfidence} is reported as {@code unknown}; things that look like
 * no card of the deck (phones, coins, notes) are not reported at all. Keeps no native memory between frames.
 */
public final class CardScanner implements AutoCloseable {
    /** Set so that wrong identifications are practically never made (see the vision benchmark). */
    public static final double DEFAULT_MIN_CONFIDENCE = 0.7;

    /**
     * Diagnostics only: shown each placed outline as it is judged, with its code ({@code ^}: turned) and {support,
     * strict, confidence, likeness, centre x, centre y} (null in normal use).
     */
    static java.util.function.BiConsumer<String, double[]> PLACED_PROBE;

    /**
     * Diagnostics only: told as each stage of a scan ends, with its time and the signatures the frame has taken so far
     * (null in normal use; {@code SpeedDiag -Dstages}).
     */
    static StageProbe STAGE_PROBE;

    interface StageProbe {
        void ended(String stage, long nanos, int signatures);
    }

    private final TaughtDeck deck;
    private final double minConfidence;
    private final boolean twinsTold;
    private final CardFinder finder;
    /** The large arrays of the frames scanned, reused by the next (see {@link FrameArrays}). */
    private final FrameArrays.Spare spare = new FrameArrays.Spare();
    private final CornerPlacements placing;

    public CardScanner(TaughtDeck deck, double minConfidence) {
        this(deck, minConfidence, true);
    }

    /**
     * {@code twinsTold}: a card whose twin was not taught is read as unknown (see {@link TaughtDeck#untaughtTwin});
     * false only for teaching, where a card like a taught one shows where the untaught one lies.
     */
    CardScanner(TaughtDeck deck, double minConfidence, boolean twinsTold) {
        OpenCv.load();
        if (!(minConfidence >= 0 && minConfidence <= 1)) {
            throw new IllegalArgumentException("min confidence " + minConfidence + " is not between 0 and 1");
        }
        this.deck = deck;
        this.minConfidence = minConfidence;
        this.twinsTold = twinsTold;
        this.finder = new CardFinder(deck.aspect());
        this.placing = new CornerPlacements(deck.aspect());
    }

    public CardScanner(TaughtDeck deck) {
        this(deck, DEFAULT_MIN_CONFIDENCE);
    }

    /**
     * A whole outline read and fitted this well is taken as its card's: other outlines of the card, read worse
     * before fitting, are not fitted. (Below it, fitting an outline read worse may still end better: on dev seed
     * 777 a pile's top card fitted from its best reading to 0.935 came out a tenth too narrow, and the pile under
     * it, followed at that size, was lost; fitted from another of its outlines it was right.)
     */
    private static final double SURE_FIT = 0.95;
    /**
     * An outline of a card starting within this share of its short side of where another outline of it, read better,
     * started or was fitted to, and read as the same face, is not fitted when that one fitted at least as well as it
     * starts: fitting it would go over the same ground (a blurred card's three or four outlines, none read, were each
     * fitted and settled with 60-130 signatures, to within a few pixels of one another). One read as another face, or
     * farther off, is still fitted: it may end better, or tell that the card is not decided.
     */
    private static final double SAME_START = 0.1;
    /**
     * An outline read as the same face as another outline of its card, read and fitted, and starting at least this much
     * less like that face than that one ended, is not fitted either: it lies off the card (at a drop shadow, a line of
     * the art), and fitting it ends where that one did or worse. (One-card speed scene 12, an inuksuk cut by the frame:
     * its second outline, 0.63 against 0.86 fitted, took 374 of the frame's 395 whole-card signatures, and the frame
     * 196 ms, 30 without it. Seeds: dev the same cards; fresh 2 more; variants 7 more, a nana-holly card fewer in two;
     * none wrong.)
     */
    private static final double FOLLOW_GAP = 0.1;
    /** Factors (from its centre) an outline that matches nothing is grown by, in case it is a panel inside the border. */
    private static final double[] PANEL_GROWTH = {1.04, 1.08};
    /** Likeness from which a found outline is worth fitting (a shadow or a skewed side lowers it). */
    private static final double FIT_LIKENESS = 0.3;
    /**
     * An outline under {@link #FIT_LIKENESS} that looks a little like a face (over {@code RIM_FLOOR}) is also looked
     * at each of {@code RIM_SHRINK} of its size from its centre, and taken so when that matches much better (by
     * {@code RIM_GAIN}): a pale nanuk-sketch seal on a dark table, found 5% large around its drop shadow, matched at
     * 0.18, the dark rim outweighing its faint drawing, and was missed; smaller, 0.49, and fitted, 0.91. (Dev seeds:
     * nanuk-sketch single+spread 108 -> 117 of 126, the eight older styles the same. At 0.96 and 0.92 on any gain, 118, but
     * 20-card frames took some 15% longer: shrunk table patterns crossed the fitting bar.) A lone nanuk-sketch
     * deer-double on a spotted cloth (dev seed 555, the first single) was found 20 px too wide on one side, a spot
     * joined to its edge: 0.23, at 0.95 of its size 0.27, at 0.9 0.59 (read at 1.0 once fitted). The dev seeds' other
     * cards read the same, and the one-card and 20-card speed scenes took as long (alternated twice).
     */
    private static final double[] RIM_SHRINK = {0.95, 0.9};
    private static final double RIM_FLOOR = 0.1, RIM_GAIN = 0.2;
    /**
     * Two outlines of one card read as different codes, the second at most this much less like its face: the card is
     * not decided. (A pale nanuk-sketch seal-nanuk, found 16% small, was read as the seal at 0.81 with its bear
     * corners cut off, while an outline a little larger was read as the seal-nanuk at 0.845. On the dev seeds of the
     * eight older tuning styles every card read the same, 2077 of 2208; nanuk-sketch's wrong reads there 2 -> 1.)
     */
    private static final double DISAGREEING = 0.05;

    /** The cards in a BGR frame, whole ones first. */
    public List<SeenCard> scan(Mat bgr) {
        if (bgr == null || bgr.empty() || bgr.channels() != 3) {
            throw new IllegalArgumentException("expected a non-empty 3-channel BGR image");
        }
        try (FrameArrays arrays = new FrameArrays(spare)) {
            return scan(bgr, arrays);
        }
    }

    private List<SeenCard> scan(Mat bgr, FrameArrays arrays) {
        long t = System.nanoTime();
        CardFinder.Finding found = finder.find(bgr, arrays);
        ScanFrame fr = new ScanFrame(bgr, arrays, deck, minConfidence);
        t = ended("finder", t, fr);
        List<Candidate> accepted = wholeCards(fr, found);
        t = ended("whole", t, fr);
        partsOfLarger(fr, found, accepted);
        t = ended("parts of larger", t, fr);
        new HiddenCards(fr, found, placing).find(accepted);
        t = ended("hidden", t, fr);
        looseAtCardSize(fr, found, accepted);
        partsBySize(fr, found, accepted);
        panelsOfOne(fr, found, accepted);
        ended("sizes and panels", t, fr);
        // the cards of a deck are all one size: an outline not read, much larger than the cards read where it lies, is
        // none (a phone on a pale table, found with the table round it as an outline three cards wide, was reported
        // unknown)
        List<Candidate> cardsRead = fr.read(accepted);
        accepted.removeIf(c -> c.confidence() < minConfidence && Candidate.sizeShare(c.outline(), cardsRead) > 1 / Candidate.PART_SIZE);
        List<SeenCard> seen = new ArrayList<>();
        for (Candidate c : accepted) {
            Identifier.Verdict v = c.verdict();
            // a card read whole is reported to its rim: the card's edge, where its fitted outline may lie inside it
            double[][] outline = fr.rimOf(c.outline());
            double[][] corners = v.turned() ? Geometry.rotate(outline, 2) : outline;
            // a card whose twin (the same animal with or without the bear) was not taught cannot be told from it
            double conf = twinsTold && v.code() != null && deck.untaughtTwin(v.code()) != null ? 0 : reported(c.confidence());
            seen.add(new SeenCard(conf >= minConfidence ? v.code() : SeenCard.UNKNOWN, conf, round(corners)));
        }
        return seen;
    }

    /** Tells the stage probe, if any, that {@code stage}, started at {@code since}, has ended; the time it ended. */
    private static long ended(String stage, long since, ScanFrame fr) {
        long now = System.nanoTime();
        StageProbe probe = STAGE_PROBE;
        if (probe != null) probe.ended(stage, now - since, fr.signatureCount());
        return now;
    }

    /**
     * Whether outline {@code c} need not be fitted, given another outline of its card, {@code leader} (read better),
     * fitted to {@code fitted} ({@code read}: and read so): that one was read and fitted surely ({@link #SURE_FIT});
     * or it was fitted to the face {@code c} is read as, and was read and ended well above where {@code c} starts
     * ({@link #FOLLOW_GAP}), or ended at least as well and started or ended near where {@code c} starts
     * ({@link #SAME_START}).
     */
    private static boolean settledBy(Candidate c, Candidate leader, Candidate fitted, boolean read) {
        double was = c.verdict().likeness(), now = fitted.verdict().likeness();
        if (read && now >= SURE_FIT) return true;
        if (!java.util.Objects.equals(fitted.verdict().code(), c.verdict().code())) return false;
        if (read && was <= now - FOLLOW_GAP) return true;
        double near = SAME_START * Geometry.shortSide(c.outline());
        return now >= was && (Geometry.cornerGap(c.outline(), leader.outline()) <= near || Geometry.cornerGap(c.outline(), fitted.outline()) <= near);
    }

    /** The cards whose whole outlines the finder found, identified and fitted, best read first; one per card. */
    private List<Candidate> wholeCards(ScanFrame fr, CardFinder.Finding found) {
        // each outline is identified on its own: on all cores, kept in the finder's order
        List<double[][]> outlines = new ArrayList<>(found.outlines());
        outlines.addAll(found.loose());
        int firm = found.outlines().size();
        List<Candidate> first = Workers.map(outlines, q -> {
            Identifier.Verdict v = fr.identify(q, List.of());
            // an outline with a side on the frame's border is most often the part of a card cut by it: the card
            // beyond it, of the deck's shape, is tried
            for (double[][] r : placing.pastBorder(q, fr.bgr.cols(), fr.bgr.rows())) {
                Identifier.Verdict rv = fr.identify(r, List.of());
                if (rv.likeness() > v.likeness()) { v = rv; q = r; }
            }
            if (v.likeness() < FIT_LIKENESS) {
                // the outline may be an inner panel of the art, and a fine pattern straightened a few percent too
                // large matches nothing: the outline grown to where the card's border would be
                for (double g : PANEL_GROWTH) {
                    double[][] r = Geometry.grown(q, g);
                    Identifier.Verdict rv = fr.identify(r, List.of());
                    if (rv.likeness() > v.likeness()) { v = rv; q = r; }
                }
                // or it may hold a rim of the table or the card's shadow, which outweighs a faint face: a little smaller
                if (v.likeness() > RIM_FLOOR) {
                    for (double shrink : RIM_SHRINK) {
                        double[][] r = Geometry.grown(q, shrink);
                        Identifier.Verdict rv = fr.identify(r, List.of());
                        if (rv.likeness() > v.likeness() + RIM_GAIN) { v = rv; q = r; break; }
                    }
                }
            }
            return v.likeness() < FIT_LIKENESS ? null : new Candidate(q, v);
        });
        // then fitted, on all cores: first those not overlapping an outline read better; then the others, unless an
        // outline they overlap settles them (settledBy: the cues find most cards two or three times, a few pixels
        // apart, and fitting every one of them was most of a one-card frame's time)
        List<Candidate> judged = new ArrayList<>(java.util.Collections.nCopies(first.size(), null));
        List<Integer> leaders = new ArrayList<>(), followers = new ArrayList<>();
        for (int i = 0; i < first.size(); i++) {
            if (first.get(i) == null) continue;
            boolean follows = false;
            for (int j = 0; j < first.size() && !follows; j++) {
                follows = j != i && first.get(j) != null
                        && first.get(j).verdict().likeness() > first.get(i).verdict().likeness() && Candidate.clash(first.get(i), first.get(j));
            }
            (follows ? followers : leaders).add(i);
        }
        // (a loose outline, i >= firm, is settled wide)
        List<Candidate> fitted = Workers.map(leaders, i -> fr.fit(first.get(i), List.of(), false, i >= firm));
        for (int k = 0; k < leaders.size(); k++) judged.set(leaders.get(k), fitted.get(k));
        List<Integer> open = new ArrayList<>();
        for (int i : followers) {
            boolean settled = false;
            for (int j : leaders) {
                Candidate l = judged.get(j);
                if (l == null || !Candidate.clash(first.get(i), l)) continue;
                settled |= settledBy(first.get(i), first.get(j), l, fr.read(l, j >= firm));
            }
            if (!settled) open.add(i);
        }
        List<Candidate> rest = Workers.map(open, i -> fr.fit(first.get(i), List.of(), false, i >= firm));
        for (int k = 0; k < open.size(); k++) judged.set(open.get(k), rest.get(k));
        // and those read but not surely fitted again from a little larger: they may lie at a line of the art
        List<Candidate> sure = new ArrayList<>();
        List<Integer> unsure = new ArrayList<>();
        for (int i = 0; i < judged.size(); i++) {
            Candidate c = judged.get(i);
            if (c == null || c.verdict().code() == null) continue;
            double conf = c.confidence();
            if (conf >= minConfidence) sure.add(c);
            else if (conf > 0 || twinHidden(c)) unsure.add(i);
        }
        List<Candidate> larger = Workers.map(unsure, i -> fittedLarger(fr, judged.get(i), sure, i >= firm));
        for (int k = 0; k < unsure.size(); k++) judged.set(unsure.get(k), larger.get(k));
        List<Candidate> whole = new ArrayList<>();
        for (int i = 0; i < judged.size(); i++) {
            Candidate c = judged.get(i);
            if (c == null || c.verdict().code() == null) continue;
            // a loose outline not read is most often the visible part of a card in a pile: it is left to be placed;
            // read, it must be read so against every face, as a guessed outline is (half of a classic double card
            // filled a loose outline and was read as the single card at 0.76 when loose outlines counted as found)
            if (i >= firm && !fr.read(c, true)) continue;
            whole.add(c);
        }
        // overlapping outlines (two touching cards read as one, an inner frame of the art): the better match wins,
        // and is not decided when another outline of it is read as another code nearly as well (DISAGREEING)
        whole.sort(Comparator.comparingDouble((Candidate c) -> -c.verdict().likeness()));
        List<Candidate> accepted = new ArrayList<>();
        for (Candidate c : whole) {
            if (Candidate.clashesWithAny(c, accepted)) continue;
            boolean disagreed = false;
            for (Candidate d : whole) {
                disagreed |= d != c && !d.verdict().code().equals(c.verdict().code())
                        && d.verdict().likeness() >= c.verdict().likeness() - DISAGREEING && Candidate.clash(c, d);
            }
            accepted.add(disagreed ? new Candidate(c.outline(), c.verdict().undecided(), c.placed()) : c);
        }
        List<Candidate> shaped = Workers.map(accepted, c -> toDeckShape(fr, c));
        for (int k = 0; k < accepted.size(); k++) accepted.set(k, shaped.get(k));
        List<double[][]> rims = Workers.map(accepted, c -> rim(fr, c));
        for (int k = 0; k < accepted.size(); k++) {
            if (rims.get(k) != null) fr.keepRim(accepted.get(k).outline(), rims.get(k));
        }
        return accepted;
    }

    /**
     * A card read whole at an outline narrower than the deck's shape ({@link #RESHAPE}) may have been found at a line
     * of its art inset from its edge (an inset line always makes a portrait card narrower), and its size is then taken
     * for the frame's: the outlines of the deck's shape about it, from its long side and grown by
     * {@link #RESHAPE_GROWTH}, inside the frame; the one most like a face, read as the same card more like it by
     * {@link #RESHAPE_GAIN}, takes its place. (A pile's top nana-velvet 8, blurred on dark wood, was found and fitted at
     * its gold frame line, 92 x 142 px of 114 x 160: its edge is a step of colour, not of grey, and its rim was not
     * found. Read at 0.93 there, at the deck's shape 0.96. The cards under it were followed at the frame line's size, and
     * 2 of the pile's 10 were read; 9 now. Tried only inside the frame: a nana-classic 7 cut by the frame's edge, its
     * outline card-shaped beyond it, read 0.02 better and less surely, and was lost.)
     */
    private Candidate toDeckShape(ScanFrame fr, Candidate c) {
        Identifier.Verdict v = c.verdict();
        if (c.placed() || v.code() == null || Geometry.aspect(c.outline()) >= RESHAPE * deck.aspect()) return c;
        double side = Math.max(Geometry.shortSide(c.outline()), Geometry.longSide(c.outline()) * deck.aspect());
        Candidate best = null;
        for (double g : RESHAPE_GROWTH) {
            double[][] r = Geometry.card(c.outline(), side * g, deck.aspect());
            if (!Geometry.inFrame(r, fr.bgr.cols(), fr.bgr.rows())) continue;
            Identifier.Verdict rv = fr.identify(r, List.of());
            if (best == null || rv.likeness() > best.verdict().likeness()) best = new Candidate(r, rv);
        }
        if (best == null) return c;
        Identifier.Verdict bv = best.verdict();
        boolean same = v.code().equals(bv.code()) && v.turned() == bv.turned();
        return same && bv.likeness() >= v.likeness() + RESHAPE_GAIN ? best : c;
    }

    /**
     * A whole outline read but not surely, fitted again from {@link #INSET_GROWTH} times its size: it may lie at a line
     * of the art inside the card's edge, where fitting stops. (A nana-velvet 6 whose top corner the frame cuts was found
     * at its gold frame line, 178 px wide for 211, fitted to a likeness of 0.77 and read at 0.26; fitted from 1.1 times
     * that, 0.91 and 1.0. A blurred nana-classic 5 cut by the frame, found at its frame line: 0.63 -> 1.0.) Kept when
     * read as the same face turned the same way, more surely (or as surely and more like it), matching its face at least
     * {@link #INSET_LIKENESS}, and of the size of the cards read surely ({@code sure}, see {@link Candidate#offSize}): an outline
     * round four nanuk-sketch cards of a spread, 430 px across for 112, grown and fitted, was read as an inuksuk at 0.85
     * (its likeness 0.77; the cards 0.83 and more). Not one read with no confidence at all (its content not showing, or
     * what tells it from a rival hidden): a phone with a glare stripe, read so as a dark nanuk-linocut back, was read as
     * one at 1.0 once grown past its glass and fitted. Unless its twin is what it cannot be told from ({@link #twinHidden}).
     */
    private Candidate fittedLarger(ScanFrame fr, Candidate c, List<Candidate> sure, boolean wide) {
        if (Candidate.offSize(c.outline(), sure)) return c;
        Candidate best = c;
        for (double g : INSET_GROWTH) {
            double[][] r = Geometry.grown(c.outline(), g);
            Candidate f = fr.fit(new Candidate(r, fr.identify(r, List.of())), List.of(), false, wide);
            Identifier.Verdict v = f.verdict();
            boolean same = v.code() != null && v.code().equals(c.verdict().code()) && v.turned() == c.verdict().turned();
            double was = best.confidence(), now = f.confidence();
            if (same && v.likeness() >= INSET_LIKENESS && !Candidate.offSize(f.outline(), sure)
                    && (now > was || now == was && v.likeness() > best.verdict().likeness())) best = f;
        }
        return best;
    }

    /**
     * Whether a whole outline read with no confidence is read well ({@link #INSET_LIKENESS}) as a Nanuk card with a twin:
     * what tells the two apart is the bear in the corners, which an outline inside the card's edge leaves out, and fitted
     * again from larger it may show them (dev seed 999, a nanuk-sketch seal-nanuk of a spread on a dotted cloth, found
     * 15 px inside its pale edge, left unknown at 0, is read). Not a back or any face with no twin: tried so too, an
     * outline on a dark nanuk-linocut pile was read as a back at 0.82 and the pile's ten cards were lost under it.
     */
    private boolean twinHidden(Candidate c) {
        return c.verdict().likeness() >= INSET_LIKENESS && Twins.of(deck.game(), c.verdict().code()) != null;
    }

    /** The sizes a whole outline read but not surely is fitted again from ({@link #fittedLarger}). */
    private static final double[] INSET_GROWTH = {1.1, 1.15};
    /** How like its face a whole outline fitted again from larger must be to be kept ({@link #fittedLarger}). */
    private static final double INSET_LIKENESS = 0.8;

    /** The share of the deck's shape under which a card read whole is tried at it, and the likeness it must gain. */
    private static final double RESHAPE = 0.95, RESHAPE_GAIN = 0.02;
    /** The sizes (of the short side its long side gives) at which it is tried. */
    private static final double[] RESHAPE_GROWTH = {1, 1.08, 1.16, 1.24};

    /**
     * The rim of a card read whole, or null: its sides put out onto the card's outer edge ({@link Gray#outerLine})
     * where fitting left them on the edge of the art inside its white border. The face matches about as well either
     * way, but the cards under it are judged on the cells it leaves uncovered (a nana-holly 4 on top of its pile,
     * fitted a corner 12 px inside its rim, left the 8 under it a strip of its own white border: the 8 was read as a
     * 7 at 0.55, and reported unknown). The rim covers the cards under it and the edges the search under it follows,
     * and the card is reported to it; the scan goes on with its fitted outline and size (the sizes of the cards read
     * place the hidden ones, and with the rims instead the dev seeds read 3 fewer cards). Taken when the face is read
     * the same and matches at most {@link #RIM_LOSS} less.
     */
    double[][] rim(ScanFrame fr, Candidate c) {
        if (c.placed() || c.confidence() < minConfidence) return null;
        double band = RIM_BAND * Geometry.shortSide(c.outline());
        double[][] q = c.outline();
        for (int side = 0; side < 4; side++) {
            double[][] line = fr.gray.outerLine(c.outline(), side, band, band);
            double[][] r = line == null ? null : Geometry.replaceSide(q, side, line[0], line[1]);
            if (r != null) q = r;
        }
        if (q == c.outline()) return null;
        Identifier.Verdict v = fr.identify(q, List.of());
        boolean same = v.code() != null && v.code().equals(c.verdict().code()) && v.turned() == c.verdict().turned();
        return same && v.likeness() >= c.verdict().likeness() - RIM_LOSS ? q : null;
    }

    /** How far across a side its rim is looked for (a share of the short side), and the likeness it may cost. */
    private static final double RIM_BAND = 0.08, RIM_LOSS = 0.01;

    /**
     * The cards of a deck are all one size, so a card read inside a larger card-shaped outline is not on top of it:
     * either the larger outline is no card, or the card read is a part of it (half of a double card, cut by the
     * frame's edge, was found whole and read as the single card). Each outline placed from a visible corner at that
     * corner's own size, holding a whole card read, is read with that card's cells seen; when it looks more like a
     * card than the card inside it did, it takes that card's place, as placed (its confidence is strict).
     */
    private void partsOfLarger(ScanFrame fr, CardFinder.Finding found, List<Candidate> accepted) {
        if (accepted.isEmpty() || found.corners().isEmpty()) return;
        List<double[][]> own = placing.fromCorners(found, found.corners(), 0, List.of());
        List<List<double[][]>> holding = new ArrayList<>();
        List<int[]> looks = new ArrayList<>(); // card, outline holding it
        for (int k = 0; k < accepted.size(); k++) {
            Candidate a = accepted.get(k);
            List<double[][]> hs = new ArrayList<>();
            if (a.confidence() >= minConfidence) { // only a card read can be read wrongly
                double side = Geometry.shortSide(a.outline());
                for (double[][] q : own) {
                    // (an outline far off the frame's edges is no card: of some 38,000 looked at on the dev and classic
                    // seeds, 13 took a card's place, all within 0.39 of the edges; 35% lie within HiddenCards.HOPELESS)
                    if (Geometry.shortSide(q) >= LARGER * side && Geometry.covered(a.outline(), q) >= HELD
                            && !(PileEdges.bareSupport(found, q) > HiddenCards.HOPELESS)) hs.add(q);
                }
            }
            holding.add(hs);
            for (int i = 0; i < hs.size(); i++) looks.add(new int[] {k, i});
        }
        // the outlines holding every card are glanced at together, on all cores (most look like no card); only the one
        // most like a card is told from every face. Once a card took another's place, the outlines holding the cards
        // after it are glanced at again, with it on top.
        List<ScanFrame.Glance> first = Workers.map(looks, l -> fr.glance(holding.get(l[0]).get(l[1]), onTopOf(accepted, l[0])));
        boolean moved = false;
        for (int k = 0, from = 0; k < accepted.size(); from += holding.get(k++).size()) {
            Candidate a = accepted.get(k);
            List<double[][]> onTop = onTopOf(accepted, k);
            List<ScanFrame.Glance> glances = moved ? Workers.map(holding.get(k), q -> fr.glance(q, onTop)) : first.subList(from, from + holding.get(k).size());
            ScanFrame.Glance larger = null;
            for (ScanFrame.Glance g : glances) {
                if (g.likeness() >= Identifier.CARD_LIKENESS && g.likeness() > a.verdict().likeness() && (larger == null || g.likeness() > larger.likeness())) {
                    larger = g;
                }
            }
            if (larger != null) {
                accepted.set(k, fr.fit(new Candidate(larger.outline(), fr.identify(larger.outline(), onTop), true), onTop));
                moved = true;
            }
        }
    }

    /** The outlines of the cards accepted but the {@code k}-th: what lies on top of it. */
    private static List<double[][]> onTopOf(List<Candidate> accepted, int k) {
        List<double[][]> onTop = Candidate.outlines(accepted);
        onTop.remove(k);
        return onTop;
    }

    /**
     * And a whole card read at under {@link Candidate#PART_SIZE} of the size of the other cards read nearest it (at least two
     * read) is a part of a card, not decided (the middle panel of a fish-double in a pile was found whole and read as the fish); under
     * {@link #GUESSED_SIZE}, its outline may be off its card, and it is judged as a placed one. Unless, smaller than the
     * others or not of their shape, it was a line of the card's art and the card's own outline is found around it.
     * That is looked for too around one recognised but not decided at any size (a fish-nanuk on a green gingham,
     * found at 0.90 of their size as the panel inside its white border, was read as the fish at 0.66, unknown; about
     * it at their size, fitted, it matches the fish-nanuk at 0.985). (Before, only under the others' size: a nana-holly
     * 7 found as a quadrilateral across it and a 4 found 7% larger than the others were unknown. Dev seeds 2071 ->
     * 2077 of 2208, none wrong.) The size is the nearest cards' since 2026-12-04 (the frame's median before): nana-frost
     * piles at the far end of a frame in perspective, 0.82 of the frame's size, were judged as guessed and read at 0.68-0.7
     * ({@code PLACED_TRUST}). Dev seeds 2110 -> 2115 of 2208, none wrong; fifth styles and classic the same cards.
     */
    private void partsBySize(ScanFrame fr, CardFinder.Finding found, List<Candidate> accepted) {
        List<Candidate> read = fr.read(accepted);
        for (int k = 0; k < accepted.size(); k++) {
            Candidate a = accepted.get(k);
            if (a.placed()) continue;
            boolean decided = a.confidence() >= minConfidence;
            // (one recognised but not decided may be a card found as a frame line of its art: cardSized)
            if (!decided && a.verdict().code() == null) continue;
            // an outline not of the card's shape is not its card's outline (an inner panel of the art, or a part):
            // judged as a guessed one, unless the card's own outline around it is found (cardSized)
            boolean offShape = fr.offShape(a.outline());
            List<Candidate> others = new ArrayList<>(read);
            others.remove(a);
            double typical = others.size() >= 2 ? Candidate.typicalShortSide(others) : 0;
            // (measured against the cards read nearest it: a camera not overhead shows one end of the frame's cards
            // larger, and a pile at the far end, 0.82 of the frame's median, was judged as guessed)
            double size = typical > 0 ? Candidate.sizeShare(a.outline(), others) : 1;
            if (!offShape && size < Candidate.PART_SIZE) {
                if (decided) accepted.set(k, new Candidate(a.outline(), a.verdict().undecided()));
            } else if (offShape || size < GUESSED_SIZE || !decided) {
                Candidate whole = typical > 0 ? cardSized(fr, found, a, typical, onTopOf(accepted, k)) : null;
                if (whole != null) accepted.set(k, whole);
                else if (decided) accepted.set(k, new Candidate(a.outline(), a.verdict(), true));
            }
        }
    }

    /**
     * A whole outline smaller than the frame's cards, or not of their shape, may be a line of the art inset from
     * the card's edge (nana-velvet's gold frame line, found for the card), and one of their size read but not decided
     * may lie a little off its card: a card's outline of the frame's size about its centre, or about that of an
     * outline found inside it (an inner panel lies along the card's sides where an outline across the card does not),
     * the one read best, fitted, read better than the outline was and lying well on the frame's edges, is the card's
     * own, as found; off the edges, it is still a better guess than the outline, and is judged as a guessed one. Null if
     * none reads better, or as the same card nearly as well ({@link #SAME_CARD_LOSS}). (A blurred white-bordered bird
     * on a white table, dev seed 555, was found as its yellow panel, fitted 13 px too wide, and read at 0.67 as a
     * guessed outline; at the frame's card size about it, fitted, it matched
     * at 0.983 but lay 0.378 off the edges, its white border on the white table showing none. Dev seeds 2102 -> 2105 of
     * 2208, none wrong, and a deer-nanuk read as the deer at 0.303 no longer; the fifth styles and the classic ones' 40
     * singles the same.)
     */
    private Candidate cardSized(ScanFrame fr, CardFinder.Finding found, Candidate a, double shortSide, List<double[][]> onTop) {
        double[][] g = Geometry.card(a.outline(), shortSide, deck.aspect());
        Identifier.Verdict v = fr.identify(g, onTop);
        for (double[][] inner : found.outlines()) {
            double[] m = Geometry.centre(inner);
            if (inner == a.outline() || !Geometry.inside(a.outline(), m[0], m[1])) continue;
            double[][] about = Geometry.card(inner, shortSide, deck.aspect());
            Identifier.Verdict va = fr.identify(about, onTop);
            if (va.code() != null && va.likeness() > v.likeness()) { v = va; g = about; }
        }
        if (v.code() == null) {
            // a few pixels off its card, a face is far from it: moved to where it is most like one (a pale card on
            // a gingham, merged with the white squares, was found as an outline cut at one corner; about its centre,
            // at the frame's size, it read as no card. The classic deck printed in grey: 59 -> 61 of 64 cards in
            // seed 555's singles and spreads; dev seeds 2108 -> 2109, zero-threshold reads the same)
            ScanFrame.Glance moved = fr.nudged(fr.glance(g, onTop));
            if (moved.outline() == g) return null;
            g = moved.outline();
            v = fr.identify(g, onTop);
            if (v.code() == null) return null;
        }
        // (read better only once fitted: a nana-holly 4 found 7% larger than the frame's cards matched at 0.81, and
        // at their size about it, unfitted, at 0.81 too; fitted, at 0.99)
        Candidate c = fr.fit(new Candidate(g, v, true), onTop, true, true);
        // (or read as the same card nearly as well: at the frame's size and on its edges, it is the better outline of it;
        // a nana-velvet 1 found as its gold frame line, 13% small, matched at 0.950 and was judged as a guessed outline,
        // strict 0.69; at the frame's size, on the edges, 0.945. Dev seeds 2106 -> 2107, none wrong, the rest the same)
        boolean same = c.verdict().code() != null && c.verdict().code().equals(a.verdict().code())
                && c.verdict().likeness() >= a.verdict().likeness() - SAME_CARD_LOSS;
        if (c.verdict().code() == null || c.verdict().likeness() <= a.verdict().likeness() && !same) return null;
        return HiddenCards.asFound(PileEdges.bareSupport(found, c.outline()), c.verdict()) ? new Candidate(c.outline(), c.verdict()) : c;
    }

    /**
     * A loose outline that no card accepted lies on, once the piles are followed, may be the part of a card that shows
     * against a table that hides the rest: a card-shaped outline of the frame's card size about it, read better and
     * fitted ({@link #cardSized}), is that card. (A white-bordered fish-double-nanuk on a green gingham, dev seed 999,
     * merged with the white squares and was found only as its teal panel, skewed by them into an outline reading 0.63:
     * the card was missed, and read at 0.90 so. Dev seeds 2105 -> 2106 of 2208, the classic styles' 40 singles and 4
     * spreads 173 -> 174 of 176, none wrong, zero-threshold reads and the fifth styles the same; 20-card frames as
     * fast, alternated twice.)
     */
    private void looseAtCardSize(ScanFrame fr, CardFinder.Finding found, List<Candidate> accepted) {
        List<Candidate> read = fr.read(accepted);
        if (read.size() < 2) return; // the frame's card size is not known
        double typical = Candidate.typicalShortSide(read);
        for (double[][] q : found.loose()) {
            if (Candidate.insideAny(Geometry.centre(q), accepted)) continue;
            List<double[][]> onTop = Candidate.outlines(accepted);
            Candidate card = cardSized(fr, found, new Candidate(q, fr.identify(q, onTop)), typical, onTop);
            if (card == null || card.verdict().code() == null) continue;
            // (and, not read, it must look like a card as a placed one must: a glare spot on wood, tried at the frame's
            // card size, looked a little like an 8, 0.69, and was reported as an unknown card)
            if (fr.tooFaintToReport(card)) continue;
            if (!Candidate.clashesWithAny(card, accepted)) accepted.add(card);
        }
    }

    /**
     * Whole outlines not read (as no card, or as too small for one: {@link #partsBySize}), smaller than the frame's
     * cards, lying side by side and together filling a rectangle of a card's shape within a card's size, are panels of
     * one card's art: a back split into two halves as a court card is, on a pale table that hid its white border, was
     * reported as two unknown cards and the card was missed. A card of the frame's size about them, read better and
     * fitted ({@link #cardSized}), takes their place. In a frame of fewer than two cards read, whose card size is not
     * known, cards a little larger than the panels' rectangle are tried ({@link #PANELS_BORDER}), the one read best kept.
     */
    private void panelsOfOne(ScanFrame fr, CardFinder.Finding found, List<Candidate> accepted) {
        List<Candidate> read = fr.read(accepted);
        // the frame's card size, when known (else the panels' own rectangle gives it, below)
        double typical = read.size() >= 2 ? Candidate.typicalShortSide(read) : Double.POSITIVE_INFINITY;
        List<Candidate> parts = new ArrayList<>();
        for (Candidate a : accepted) {
            if (!a.placed() && a.confidence() < minConfidence && Geometry.shortSide(a.outline()) < GUESSED_SIZE * typical) parts.add(a);
        }
        for (Candidate a : parts) {
            if (!accepted.contains(a)) continue;
            CardAxes ax = CardAxes.of(a.outline());
            List<Candidate> panels = new ArrayList<>(List.of(a));
            for (Candidate b : parts) {
                if (b == a || !accepted.contains(b) || panels.stream().anyMatch(c -> Candidate.clash(b, c))) continue;
                panels.add(b);
                double[][] box = box(panels, ax);
                // (within a card's size and filling its rectangle: an outline elsewhere does not join)
                if (Geometry.shortSide(box) > PANELS_SIZE * typical || Geometry.longSide(box) > PANELS_SIZE * typical / deck.aspect()
                        || filled(panels) < PANELS_FILL * Geometry.area(box)) panels.remove(b);
            }
            if (panels.size() < 2) continue;
            double[][] box = box(panels, ax);
            if (fr.offShape(box)) continue;
            List<Candidate> others = new ArrayList<>(accepted);
            others.removeAll(panels);
            List<double[][]> onTop = Candidate.outlines(others);
            Candidate asBox = new Candidate(box, fr.identify(box, onTop));
            List<Double> sizes = new ArrayList<>();
            if (read.size() >= 2) {
                sizes.add(typical);
                // (in perspective the frame's card size is another place's: a card 7% larger than it was not read at it)
                double near = Candidate.nearestShortSide(Geometry.centre(box), read);
                if (Math.abs(near / typical - 1) > CornerPlacements.NEAREST_SIZE_DIFFERS) sizes.add(near);
            } else {
                // the panels lie inside the card's border: a lone back of two halves was two unknowns
                for (double grow : PANELS_BORDER) sizes.add(Geometry.shortSide(box) * grow);
            }
            Candidate card = null;
            for (double size : sizes) {
                Candidate c = cardSized(fr, found, asBox, size, onTop);
                if (c != null && c.verdict().code() != null && (card == null || c.verdict().likeness() > card.verdict().likeness())) card = c;
                if (card != null && read.size() >= 2) break;
            }
            if (card == null || Candidate.clashesWithAny(card, others)) continue;
            accepted.set(accepted.indexOf(a), card);
            accepted.removeAll(panels);
        }
    }

    /** How large, in the frame's card size, the rectangle of a card's panels may be; and how much of it they fill. */
    private static final double PANELS_SIZE = 1.25, PANELS_FILL = 0.7;
    /** How much larger than its panels' rectangle a card of no known size is tried (the border about them). */
    private static final double[] PANELS_BORDER = {1.05, 1.1, 1.15, 1.2};

    /** The candidates' outlines' area, summed. */
    private static double filled(List<Candidate> cs) {
        double a = 0;
        for (Candidate c : cs) a += Geometry.area(c.outline());
        return a;
    }

    /** The rectangle along the axes {@code ax} about the candidates' outlines. */
    private static double[][] box(List<Candidate> cs, CardAxes ax) {
        return Geometry.box(Candidate.outlines(cs), ax.u());
    }

    /** How much less like its face an outline at the frame's card size may match than the card's own and still replace it ({@link #cardSized}). */
    private static final double SAME_CARD_LOSS = 0.01;


    /**
     * The share under which it is judged as a guessed outline (strictly; the top card of a pile, found a tenth too
     * narrow and a fifth of a card along it (0.865 of the others), missed its bear corners and was read as the fish
     * at 0.77, strict 0.71. Of the 961 whole cards read among others on the dev seeds, the one other under it was
     * right, at 0.868 with strict 0.85, and is still read.)
     */
    private static final double GUESSED_SIZE = 0.875;

    /** How much larger than a whole card, and how much of it holding, an outline must be for the card to be a part of it. */
    private static final double LARGER = 1.15, HELD = 0.9;

    /** Diagnostics: the verdict on an outline of a frame with the given outlines lying on top of it. */
    Identifier.Verdict identify(Mat bgr, double[][] outline, List<double[][]> onTop) {
        return new ScanFrame(bgr, FrameArrays.fresh(), deck, minConfidence).identify(outline, onTop);
    }

    /**
     * A confidence as reported, to a thousandth and rounded down: never above the one the scan decided by. (Rounded to
     * the nearest, 0.6996 was reported as 0.7 and so taken for read at the default threshold, though the scan had
     * taken it for not read.)
     */
    static double reported(double confidence) {
        return Math.floor(confidence * 1000) / 1000.0;
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

    static double[][] round(double[][] q) {
        double[][] r = new double[4][2];
        for (int i = 0; i < 4; i++) for (int k = 0; k < 2; k++) r[i][k] = Math.round(q[i][k] * 10) / 10.0;
        return r;
    }

    @Override
    public void close() {
        // nothing native is kept between frames (only the spare arrays, which the collector takes with the scanner);
        // present so callers can hold a scanner in try-with-resources
    }
}
