package tablekeeper.vision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.opencv.core.Mat;
import tablekeeper.rules.CardCodes;

/**
 * The search of one frame for the cards its whole outlines did not give: cards under others in a fanned pile, cards
 * cut by the frame's edge. Outlines are placed from visible corners ({@link CornerPlacements}), under each card seen
 * along its pile's edges ({@link PileEdges}) and past pale cards along their pile, glanced at, and the one most like a
 * card is identified, slid and fitted; accepted best first, so that what lies on each is known.
 */
final class HiddenCards {
    private final ScanFrame fr;
    private final CardFinder.Finding found;
    private final CornerPlacements placing;

    HiddenCards(ScanFrame fr, CardFinder.Finding found, CornerPlacements placing) {
        this.fr = fr;
        this.found = found;
        this.placing = placing;
    }

    /** Likeness from which a placed hidden-card outline is worth fitting (part of it may be under cards not placed yet). */
    private static final double HIDDEN_LIKENESS = 0.45;

    /**
     * At most this many placements are judged in a frame: bounds a busy frame's time. (30 until 2026-12-04: a frame of
     * two pale piles on planks, dev seed 777, spent them on placements off its cards before its piles were followed.)
     */
    private static final int MAX_ROUNDS = 45;

    /**
     * Placed outlines whose visible sides lie at most this far from the frame's edges ({@link PileEdges#support})
     * are as good as found; farther than {@link #OFF_EDGES}, they are no card. (0.2 before. Over 72 fanned scenes
     * of the tuning styles, seeds 555, 777 and 999, the placed outlines with another card's code that scored at
     * most 0.24 had confidences of at most 0.58; the only one above 0.7, a nana-frost 10 read as 4 at 0.74,
     * scored 0.278. Two wrong ones half a card along their piles scored 0.40 and 0.49. At 0.24, 19 more of 480
     * tuning-style fanned cards were read on seeds 555 and 777, none wrong; {@code PlacedDiag} lists them.)
     */
    private static final double ON_EDGES = 0.24, OFF_EDGES = 0.35;
    /**
     * A placed outline whose face is clearly a card's (likeness at least {@link #CLEAR_FACE}) is kept as far as
     * {@link #CLEAR_OFF_EDGES} from the edges: two cards of one colour overlapping show no edge between them (a
     * nanuk-dusk seal-double under a bird, on dev seed 777, lay 0.54 off the edges, and the five cards under it were
     * lost with it; pale nanuk-sketch cards in piles, 0.36 to 0.4 off, were lost so whole piles at a time). What it is
     * read as is still decided by its strict confidence ({@link Candidate#PLACED_TRUST}): when that is low it is kept as unknown,
     * and the cards under it are still looked for. (A strict confidence of 0.9 was asked for too until 2026-12-03. Of
     * the placed outlines judged 0.35 to 0.6 off the edges in the dev seeds' fanned piles, 555, 777 and 999, ten fanned
     * scenes each, ten tuning styles, {@code PlacedDiag}, the only one of another card's code with a likeness of 0.9 or
     * more had a strict confidence of 0. Dev seeds of the eight older tuning styles, none wrong: 2097 of 2208 with
     * 0.75, 2099 with none, and 2077 with 0.9 before {@link CornerPlacements#framedShortSide} took sides closed at one end, which is
     * worth 8 of them; the fifth styles 484 and 486 of 552, 454 then.) A lone card cut by the frame's edge
     * ({@link #cutAlone}) with a clear face is kept as far as any outline is glanced at ({@link #NOWHERE_NEAR}): on a pale
     * table its pale part shows no edge at all, and no pile lies about it to place a card half along (fresh seed 5303's
     * sixth single, a nanuk-dusk inuksuk whose white foot lay on a pale lilac table, a sixth of it past the frame's top:
     * placed 5 px off, likeness 0.94, strict 0.88, 0.68 off the edges, 0.41 once put onto them; missed, now read at
     * 0.75. Fresh seeds 3225 -> 3226 of 3360, dev seeds the same cards, no new wrong reading at threshold 0.)
     */
    private static final double CLEAR_OFF_EDGES = 0.6, CLEAR_FACE = 0.9;
    /**
     * A placed outline read as no face whose visible sides lie farther than this from the frame's edges is not
     * slid and fitted. (On dev seeds 555 and 777, 4 tuning styles, the fanned cards read from such an outline lay
     * at most 0.48 from the edges before sliding; the outlines skipped are most of a lone card's frame's time.)
     */
    static final double HOPELESS = 0.6;
    /** A placed outline whose visible sides lie farther than this from the frame's edges is not even glanced at. */
    private static final double NOWHERE_NEAR = 0.75;
    /**
     * A placed outline read as no face and far off the edges ({@link #HOPELESS}) is slid and fitted all the same when
     * it glanced at least this like a card: an outline a few pixels too large or too small lies off the edges all
     * round, yet shows most of the face. (Dev seed 555, the 27th nanuk-classic single: a lone
     * seal-nanuk on a gingham, placed from a corner 9 px too wide, glanced at 0.58 with support 0.64 and was missed;
     * fitted, it was read at 0.77. Seed 555 classic styles, 40 singles and 4 spreads each: 172 -> 173 of 176; the dev
     * seeds 1511 -> 1512 of 1656, none wrong, one wrong reading at threshold 0 fewer. From 0.5: the same cards read,
     * and the one-card speed scenes' signatures +12% against +4% at 0.55.)
     */
    private static final double PROMISING = 0.55;
    /** A placed outline on the edges is judged as found only if its strict confidence is at least this. */
    private static final double PROMOTE_STRICT = 0.3;

    /**
     * Whether a placed outline whose visible sides lie {@code support} from the frame's edges is as good as found: well
     * on them ({@link #ON_EDGES}; NaN, too little showing, is not) and told from every face at {@link #PROMOTE_STRICT}.
     */
    static boolean asFound(double support, Identifier.Verdict v) {
        return support <= ON_EDGES && v.strict() >= PROMOTE_STRICT;
    }

    /**
     * {@link #asFound(double, Identifier.Verdict)}, and for an outline placed only from the edges across a table's
     * grain ({@code acrossOnly}) lying on those edges too ({@code pile}'s): a checked cloth's lines are among all the
     * edges, and a placement turned with them lies on them wherever it is (a nana-frost 4 placed half a card along its
     * pile was read so), while across the grain they are gone. (Such placements were never taken as found before: a
     * nana-lantern 12 in a pile on a red gingham, 0.19 off all edges and read at strict 0.80, was reported unknown at
     * 0.68. Dev seeds 2144 -> 2145 of 2208 older-style cards, fifth styles 515 -> 517 of 552; fresh seeds 2 more, none
     * fewer; none wrong, and no new wrong reading at threshold 0.)
     */
    private static boolean asFound(PileEdges pile, double[][] outline, double support, Identifier.Verdict v, boolean acrossOnly) {
        return asFound(support, v) && (!acrossOnly || pile.supportAcrossGrain(outline) <= ON_EDGES);
    }

    /**
     * Whether a placed outline whose visible sides lie {@code support} from the frame's edges is no card there: farther
     * than {@link #OFF_EDGES}, or when its face is clear than {@link #CLEAR_OFF_EDGES}, or than {@link #NOWHERE_NEAR}
     * for a lone card cut by the frame ({@code lone}). NaN, too little showing, is not.
     */
    private static boolean offEdges(double support, Identifier.Verdict v, boolean lone) {
        return support > OFF_EDGES && !(support <= (lone ? NOWHERE_NEAR : CLEAR_OFF_EDGES) && v.likeness() >= CLEAR_FACE);
    }

    /**
     * A placed outline off the edges ({@link #OFF_EDGES} to {@link #CLEAR_OFF_EDGES}) whose face is nearly clear
     * (likeness {@link #FAINT_FACE} to {@link #CLEAR_FACE}) and told from every other face at a strict confidence of
     * {@link #FAINT_STRICT} is a card all the same, reported unknown, and the cards under it are looked for: pale cards
     * overlapping show no edge between them. (Dev seed 1001, the third nanuk-sketch pile: its top card read, the card
     * under it matched at 0.895 and lay 0.45 off the edges, and the three under it were lost with it; 3 -> 7 of 10
     * read. Of the 18 placed outlines so judged in the dev seeds' fanned piles, 555, 777 and 999, ten each, ten tuning
     * styles, {@code PlacedDiag}, none lay more than 6 px off its card; one had another card's code, its twin, at a
     * strict 0.85: reported unknown, it is not read wrong.) {@link #placeHidden} takes one only once nothing else is
     * left to try: taken at once, one held the place of a card read later (4 fewer read on the dev seeds). Dev seeds:
     * the fifth tuning styles 517 -> 521 of 552 read, the older ones the same; fresh seeds 3189 -> 3192 of 3360; none
     * wrong, none fewer.
     */
    private static final double FAINT_FACE = 0.85, FAINT_STRICT = 0.5;

    /** Whether a placed outline whose visible sides lie {@code support} from the frame's edges is a faint card ({@link #FAINT_FACE}). */
    private static boolean faintlyClear(double support, Identifier.Verdict v) {
        return support > OFF_EDGES && support <= CLEAR_OFF_EDGES && v.likeness() >= FAINT_FACE && v.likeness() < CLEAR_FACE
                && v.strict() >= FAINT_STRICT;
    }

    /** Whether outline {@code q} is taken by the card {@code b} placed over it: the same card, or one hidden by it. */
    private static boolean heldBy(double[][] q, double[][] b) {
        return Geometry.overlap(q, b) > 0.5 || Geometry.covered(q, b) > 0.6;
    }

    /** The faint card to try next ({@link #FAINT_FACE}): the one most like a card that no card accepted holds ({@link #heldBy}), or null. */
    private static double[][] nextFaint(Map<double[][], Double> faint, java.util.Set<double[][]> tried, List<Candidate> accepted) {
        double[][] next = null;
        for (var e : faint.entrySet()) {
            double[][] q = e.getKey();
            if (tried.contains(q) || accepted.stream().anyMatch(a -> heldBy(q, a.outline()))) continue;
            if (next == null || e.getValue() > faint.get(next)) next = q;
        }
        return next;
    }
    /** How many placements under each card seen are tried for the next card of its pile. */
    private static final int BENEATH = 4;
    /** At most this many placements under the whole cards are tried at first (the cards placed then add their own). */
    private static final int MAX_BENEATH = 12;
    /** The same for the placements scored on the edges across a table's grain: per card placed, and at first in all. */
    private static final int BENEATH_ACROSS_GRAIN = 2, MAX_BENEATH_ACROSS_GRAIN = 6;

    /**
     * A guess at the card size when no card read gives it: the short side that framed corners show ({@code framed}),
     * else the long side of a card taken to be at {@code rank} among the corners' longer sides (shortest first); times
     * {@code growth}.
     */
    private record SizeGuess(boolean framed, double rank, double growth) {}

    /**
     * The guesses, each tried only when no card was read at the one before. At the second, a longer side: piles on a pale
     * table, their corners' sides cut where the next card lies, guessed short sides of 76 px for 120. At the third,
     * the first a fifth larger: on a dotted cloth every side of two piles of nanuk-sketch cards showed 10-20% short of
     * the card's (cut by rounded corners and by the cards on them), 88 px was guessed for 106, beyond what fitting may
     * grow a card by, and the second rank gave a pile's long side, 344 px (fresh seed 5202: 0 -> 6 of 10 read).
     */
    private static final List<SizeGuess> SIZE_GUESSES = List.of(new SizeGuess(true, 0.75, 1), new SizeGuess(false, 0.85, 1), new SizeGuess(true, 0.75, 1.2));

    /** Adds to {@code accepted} the partly hidden cards of the frame. */
    void find(List<Candidate> accepted) {
        // (with no card read, the card size is guessed from the corners' sides: guessed again while none is read)
        for (int k = 0; k < SIZE_GUESSES.size() && (k == 0 || fr.read(accepted).isEmpty()); k++) {
            findHidden(accepted, SIZE_GUESSES.get(k));
        }
    }

    /**
     * Partly hidden cards, placed from their visible corners; accepted best first so covers are known. With no card
     * read yet, the card size is guessed from the corners' sides as {@code guess} says.
     */
    private void findHidden(List<Candidate> accepted, SizeGuess guess) {
        // a whole outline not read and not of a card's shape is often what shows of a card under another: taken for a
        // card on top, it hid that card from the search (a back half under an inuksuk, found as its visible part, 136
        // by 112 px for a card of 138 by 193, was reported unknown and the back missed; set aside, the back was placed
        // under the inuksuk and read at 1.0). It stays only if no card read holds it.
        List<Candidate> aside = new ArrayList<>();
        for (Candidate a : accepted) if (!a.placed() && a.confidence() < fr.minConfidence && fr.offShape(a.outline())) aside.add(a);
        accepted.removeAll(aside);
        placeHidden(accepted, guess);
        for (Candidate a : aside) {
            if (accepted.stream().noneMatch(b -> b.confidence() >= fr.minConfidence && unreadPartOf(a, b.outline()))) {
                accepted.add(a);
            }
        }
    }

    /** {@link #findHidden}'s search, under the cards {@code accepted}. */
    private void placeHidden(List<Candidate> accepted, SizeGuess guess) {
        Search search = new Search(accepted, guess);
        for (int round = 0; round < MAX_ROUNDS; round++) {
            if (!search.refill()) break;
            List<double[][]> onTop = Candidate.outlines(accepted);
            ScanFrame.Glance most = search.mostLikeACard(onTop);
            // none left worth a look: the corners of unexplained whole outlines are still to be tried (a pile of three
            // found as one outline was missed when the last placements elsewhere looked like no card and the search
            // stopped there; dev seed 777, the second pile after 6 singles and 3 spreads: nana-lantern 7 -> 10 of 10,
            // nanuk-sketch 7 -> 8; the eight older styles read the same cards)
            if (most == null) continue;
            Candidate best = search.judged(most, onTop);
            if (best != null) search.accept(best);
        }
    }

    /** The card size hidden cards are placed at: the cards read give it, else {@code guess} from the corners. */
    private double cardSize(List<Candidate> read, SizeGuess guess) {
        List<CardFinder.Corner> corners = found.corners();
        double size = Candidate.typicalShortSide(read);
        if (size <= 0 && !corners.isEmpty() && guess.framed()) {
            // no whole card to measure: a corner whose both sides other corners close, in the deck's shape, shows one
            size = placing.framedShortSide(corners, fr.bgr.cols(), fr.bgr.rows());
        }
        if (size <= 0 && !corners.isEmpty()) {
            // else the longer visible sides of the corners are mostly whole long sides (but on a table of planks, whose
            // joints run across the frame, a lone card's corners were ruled out as too small for the card they gave)
            double[] longest = corners.stream().mapToDouble(c -> Math.max(c.lenA(), c.lenB())).sorted().toArray();
            size = longest[(int) (longest.length * guess.rank())] * fr.deck.aspect();
        }
        if (read.isEmpty()) size *= guess.growth();
        return size;
    }

    /**
     * One search for hidden cards: the outlines placed and waiting to be tried ({@code hyps}), their glances, those
     * tried and set aside until a card is placed over them ({@code waiting}), and the pile's edges, covered card by
     * card as they are accepted.
     */
    private final class Search {
        private final List<Candidate> accepted;
        private final double size;
        /** Whether a card read gave the card size (else the corners guessed it, and are tried again once one is placed). */
        private boolean sized;
        private final List<double[][]> hyps = new ArrayList<>();
        /**
         * The outlines placed from the corners found only across the table's grain (and the pile placements scored on
         * those edges): taken as found only if they lie on those edges too, as some are no card's corners (see asFound).
         */
        private final java.util.Set<double[][]> acrossGrain = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        private final PileEdges pile;
        /** A glance stays valid until a card is placed over its outline. */
        private final java.util.IdentityHashMap<double[][], ScanFrame.Glance> glances = new java.util.IdentityHashMap<>();
        private final List<double[][]> waiting = new ArrayList<>();
        private final Map<double[][], Double> faint = new java.util.IdentityHashMap<>(); // faint cards, by likeness (see FAINT_FACE)
        private final java.util.Set<double[][]> faintTried = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        private final java.util.Set<double[][]> alongTried = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        private boolean unexplainedTried, nearMissesTried, clothTried;

        Search(List<Candidate> accepted, SizeGuess guess) {
            this.accepted = accepted;
            // only cards read give the frame's card size: an outline read as no card may be a part of one (half of a
            // double card is card-shaped and looks like the single card)
            List<Candidate> read = fr.read(accepted);
            size = cardSize(read, guess);
            placeFromCorners(size, read);
            sized = !read.isEmpty();
            // and the cards of a fanned pile, followed down from each card seen (their corners are often not found)
            pile = new PileEdges(found, fr.arrays);
            // (each to its rim: the edges between its fitted outline and its rim are its own, and drew a card under it askew)
            for (Candidate a : accepted) pile.cover(fr.rimOf(a.outline()));
            // best supported first, and only so many: a spread of many cards on a patterned table offers some under each
            // (each card searched under on all cores: some six thousand placements scored for each, on all the edges and on
            // those across the table's grain at once)
            List<PileEdges.Beneath> beneath = Workers.map(accepted, a -> pile.beneath(a.outline(), BENEATH, BENEATH));
            List<PileEdges.Placement> under = new ArrayList<>();
            for (PileEdges.Beneath ps : beneath) under.addAll(ps.onEdges());
            under.sort(Comparator.comparingDouble(PileEdges.Placement::score));
            addNudged(under.subList(0, Math.min(MAX_BENEATH, under.size())), Candidate.outlines(accepted), null);
            // and, on a table with a grain, those best supported by the edges across it (on wood the search on all edges
            // missed the cards under the top ones of a nana-frost pile: 3 of 10 read, 7 with these); as the corners across
            // the grain, never taken as found
            List<PileEdges.Placement> across = new ArrayList<>();
            for (PileEdges.Beneath ps : beneath) across.addAll(ps.acrossGrain());
            across.sort(Comparator.comparingDouble(PileEdges.Placement::score));
            addNudged(across.subList(0, Math.min(MAX_BENEATH_ACROSS_GRAIN, across.size())), Candidate.outlines(accepted), acrossGrain);
        }

        /** With no outline left to try, the next kinds of placement, in turn; false when none is left. */
        boolean refill() {
            if (hyps.isEmpty()) {
                // then the cards of pale piles past the cards seen, not followed on the edges (tried earlier, a
                // placement along a pile, a few pixels off its card, took the place of the one the edges gave); from
                // cards of the frame's size only (from a coin read as no card, more of its size were placed)
                double typical = Candidate.typicalShortSide(fr.read(accepted));
                List<double[][]> onTop = Candidate.outlines(accepted);
                for (Candidate a : accepted) {
                    if (Geometry.shortSide(a.outline()) < Candidate.PART_SIZE * typical) continue;
                    if (alongTried.add(a.outline())) addAlongPile(a.outline(), onTop);
                }
            }
            if (hyps.isEmpty() && !unexplainedTried) {
                // then the corners of whole outlines that no card found explains (tried earlier, their guesses
                // take the place of the cards the pile search would find: a placement off a card looks like one)
                unexplainedTried = true;
                hyps.addAll(fromCornersAtSizeRead(CornerPlacements.unexplained(found, accepted)));
            }
            if (hyps.isEmpty() && !nearMissesTried) {
                nearMissesTried = true;
                addNearMisses();
            }
            if (hyps.isEmpty() && !clothTried) {
                // then the corners of a checked cloth's lines beside something plain: a pile lying along the lines
                // shows no other (tried among the first, a placement from one of the cloth's own corners, 10 px off a
                // card, took its place: dev seed 555, a nanuk-linocut deer on top of its pile, read before, unknown)
                clothTried = true;
                List<double[][]> cloth = fromCornersAtSizeRead(found.clothCorners());
                // (marked as placed across the grain, as the corners across it are: taken as found only if they lie on
                // those edges too, and never read as a back)
                acrossGrain.addAll(cloth);
                hyps.addAll(cloth);
            }
            if (hyps.isEmpty()) {
                // last, the faint cards, one at a time (the cards under one may be read)
                double[][] f = nextFaint(faint, faintTried, accepted);
                if (f == null) return false;
                faintTried.add(f);
                hyps.add(f);
            }
            return true;
        }

        /** Glances at the outlines not glanced at yet: the one most like a card, or null when none is worth a look. */
        ScanFrame.Glance mostLikeACard(List<double[][]> onTop) {
            // the glances this round needs, on all cores (the same ones the loop below would take)
            List<double[][]> missing = new ArrayList<>();
            for (var it = hyps.iterator(); it.hasNext(); ) {
                double[][] q = it.next();
                if (glances.containsKey(q)) continue;
                // (an outline whose visible sides lie nowhere near the edges is no card, and not worth a warp: of some
                // 82,000 glanced at on the dev and classic seeds, 15% lay this far off; no card read was among them)
                if (pile.support(q) > NOWHERE_NEAR) { it.remove(); continue; }
                missing.add(q);
            }
            for (ScanFrame.Glance g : Workers.map(missing, q -> fr.glance(q, onTop))) glances.put(g.outline(), g);
            nudgeOnEdges(missing);
            ScanFrame.Glance most = null;
            for (var it = hyps.iterator(); it.hasNext(); ) {
                ScanFrame.Glance g = glances.get(it.next()); // taken above, this round or before
                if (g.likeness() < HIDDEN_LIKENESS) { it.remove(); continue; }
                if (most == null || g.likeness() > most.likeness()) most = g;
            }
            return most;
        }

        /**
         * The outline glanced at {@code most}, identified, slid, fitted and judged: the card, or null when it is none
         * there (dropped, or set aside until a card is placed over it).
         */
        Candidate judged(ScanFrame.Glance most, List<double[][]> onTop) {
            // only the outline most like a card is identified (told from every other face), as it was glanced at
            Candidate best = new Candidate(most.outline(), fr.identify(most.outline(), most.onTop()), true);
            double[][] tried = best.outline();
            if (best.verdict().code() == null && pile.support(tried) > HOPELESS && most.likeness() < PROMISING) {
                // like no face, not even nearly, and far off the frame's edges: sliding and fitting it (some fifty
                // views) would not make a card of it, though a card found over it later may
                hyps.removeIf(q -> q == tried);
                waiting.add(tried);
                return null;
            }
            best = slid(best, onTop);
            // before any card gave the frame's card size, a corner's own sides guessed it: fitting may correct it
            best = fr.fit(best, onTop, sized, best.placed());
            // once cards are read, a placement still far from their size there once fitted, and clear of every card
            // seen, is no card: guessed from a corner's own sides before any card was read, one half a card wide on a
            // gingham looked like a pale face and was reported unknown, and two more were placed beside it. (One in a
            // pile may be what shows of a card on it: a back's panel, half a card wide, kept the cards under it
            // judged with that back on them.)
            double[][] fitted = best.outline();
            if (Candidate.offSize(fitted, fr.read(accepted)) && !touchesAny(fitted, onTop)) {
                hyps.removeIf(q -> q == tried);
                return null;
            }
            // what shows of a placed outline must lie on the frame's edges: well on them, the card is as good as
            // found (its twin is told apart as for a found outline); far off them (half a card along its pile,
            // where half of a double card looks like a single one), it is no card there
            double support = pile.support(best.outline());
            if (support > ON_EDGES && support <= HOPELESS && best.verdict().code() != null && cutAlone(best.outline(), accepted)) {
                // a lone card cut by the frame's edge, placed from its corners: fitting stopped once its face matched
                // well, a few pixels off the edges; its sides that show are put onto their edges, and it is there if
                // they then lie on them well (any card placed so, not only one cut by the frame, lost a nana-frost pile
                // of three: one of them put onto its edges led the search under it astray)
                double[][] on = fr.onItsEdges(best.outline());
                double onSupport = on == null ? Double.NaN : pile.support(on);
                if (onSupport <= ON_EDGES) {
                    Candidate c = new Candidate(on, fr.identify(on, onTop), true);
                    // (and only when that reads it at least as surely: found there, or placed as well; a nana-frost 8 cut
                    // by the frame on a checked cloth, placed from the corners across its lines, not taken as found,
                    // lost 0.03 of its likeness on its edges and its reading with it)
                    boolean surer = asFound(pile, on, onSupport, c.verdict(), acrossGrain.contains(tried)) || c.confidence() >= best.confidence();
                    if (surer && best.verdict().code().equals(c.verdict().code()) && c.verdict().likeness() >= best.verdict().likeness() - ScanFrame.ONTO_EDGES_LOSS) {
                        // on its edges it is as good as found; of the two outlines, a few pixels apart, the one read
                        // more surely is kept (a nana-lantern 4 read 0.81 fitted and 0.64 on its edges, a corner beyond
                        // the frame put 5 px off by a side that shows for a quarter of its length)
                        if (c.verdict().confidence() >= best.verdict().confidence()) best = c;
                        support = onSupport;
                    }
                }
            }
            // (but not when the strict reading finds a face whose deciding region this view cannot see or rule out:
            // a half-hidden nana-classic 4, placed 10 px off on the edges, was read as 11 at 0.93 with strict 0)
            if (CardScanner.PLACED_PROBE != null) {
                Identifier.Verdict v = best.verdict();
                double[] c = Geometry.centre(best.outline());
                CardScanner.PLACED_PROBE.accept(v.code() + (v.turned() ? "^" : ""), new double[] {support, v.strict(), v.confidence(), v.likeness(), c[0], c[1]});
            }
            boolean takenFaint = false;
            if (asFound(pile, best.outline(), support, best.verdict(), acrossGrain.contains(tried))) {
                best = new Candidate(best.outline(), best.verdict());
            } else if (faintlyClear(support, best.verdict())) {
                if (faintTried.contains(tried)) {
                    takenFaint = true;
                    waiting.removeIf(q -> q == tried);
                    best = new Candidate(best.outline(), best.verdict().undecided(), true);
                } else {
                    faint.putIfAbsent(tried, best.verdict().likeness()); // and waits as any outline off the edges
                }
            }
            // (and a card placed only from the edges across a table's grain is no back: a back has no face to be told
            // from, and a stretch of wood beside a lone nana-frost card was read as one at 0.75)
            if (offEdges(support, best.verdict(), cutAlone(best.outline(), accepted)) && !takenFaint || best.verdict().code() == null
                    || acrossGrain.contains(tried) && CardCodes.BACK.equals(best.verdict().code())
                    || fr.tooFaintToReport(best)) {
                // not a card after all, or partly under cards not found yet: tried again once one of those is
                hyps.removeIf(q -> q == tried);
                waiting.add(tried);
                return null;
            }
            return best;
        }

        /** Takes the card judged, and places the cards under it. */
        void accept(Candidate best) {
            double[][] b = best.outline();
            if (best.confidence() >= fr.minConfidence) {
                // a whole outline read as no card that this card's outline holds was a part of it
                accepted.removeIf(a -> unreadPartOf(a, b));
            }
            accepted.add(best);
            hyps.removeIf(q -> heldBy(q, b));
            for (double[][] q : hyps) if (Geometry.covered(q, b) > 0) glances.remove(q);
            for (var it = waiting.iterator(); it.hasNext(); ) {
                double[][] q = it.next();
                if (Geometry.covered(q, b) > 0 && !heldBy(q, b)) {
                    it.remove();
                    glances.remove(q);
                    hyps.add(q);
                }
            }
            pile.cover(b);
            PileEdges.Beneath below = pile.beneath(b, BENEATH, BENEATH_ACROSS_GRAIN);
            List<PileEdges.Placement> next = new ArrayList<>(below.onEdges());
            double[][] along = alongPile(accepted, b);
            if (along != null) next.add(new PileEdges.Placement(along, 0, 0, 0, 0));
            addNudged(next, Candidate.outlines(accepted), null);
            addNudged(below.acrossGrain(), Candidate.outlines(accepted), acrossGrain);
            if (!sized) {
                sized = true;
                placeFromCorners(Geometry.shortSide(b), accepted);
            }
        }

        /**
         * The placements, each nudged, added to the hypotheses with their glances ({@code onTop} is what lies on them
         * until the next card is accepted).
         */
        private void addNudged(List<PileEdges.Placement> placements, List<double[][]> onTop, java.util.Set<double[][]> alsoInto) {
            for (ScanFrame.Glance g : Workers.map(placements, p -> {
                ScanFrame.Glance at = fr.glance(p.outline(), onTop);
                return fr.nudged(p.score() <= ON_EDGES ? fr.ontoEdges(at) : at);
            })) {
                hyps.add(g.outline());
                glances.put(g.outline(), g);
                if (alsoInto != null) alsoInto.add(g.outline());
            }
        }

        /**
         * The outlines just glanced at that look a little like a card and whose visible sides lie on the frame's edges,
         * nudged as the placements under a card are (each replaced in {@code hyps}, its glance and its mark of the edges
         * across the grain moving with it). A corner found on the edges, a few pixels off its card, places an outline a
         * few pixels off the face, which looks like no card: on a checked cloth (dev seed 555, the 4th nanuk-classic
         * spread after 40 singles) a fish-double-nanuk's corner placed it 13 px off, glanced at 0.36, and the card was
         * missed; nudged, it glanced at 0.69 and was read. Over the dev seeds (555, 777, 999: 6 3 3; 1001: 0 0 6; six
         * tuning styles) 1508 -> 1511 of 1656 read, none wrong, and no new wrong reading at threshold 0. It costs where
         * many such placements lie off any card: by a phone, 14 placements on its corners went from 0.3-0.45 to 0.55-0.68
         * and that one-card frame took 150-170 ms against 110 (most frames nudge none).
         */
        private void nudgeOnEdges(List<double[][]> glanced) {
            List<ScanFrame.Glance> off = new ArrayList<>();
            for (double[][] q : glanced) {
                ScanFrame.Glance g = glances.get(q);
                // (and one well on them however unlike a card, partly under a card seen: put onto them first, see ontoEdges)
                double support = pile.support(q);
                boolean under = support <= ON_EDGES && touchesAny(q, g.onTop());
                if ((g.likeness() >= ScanFrame.NUDGE_FROM || under) && g.likeness() < HIDDEN_LIKENESS && support <= OFF_EDGES) off.add(g);
            }
            List<ScanFrame.Glance> moved = Workers.map(off, g -> fr.nudged(fr.ontoEdges(g)));
            for (int k = 0; k < off.size(); k++) {
                double[][] q = off.get(k).outline();
                ScanFrame.Glance g = moved.get(k);
                if (g.outline() == q) continue;
                hyps.set(hyps.indexOf(q), g.outline());
                glances.remove(q);
                glances.put(g.outline(), g);
                if (acrossGrain.remove(q)) acrossGrain.add(g.outline());
            }
        }

        /**
         * Last, the outlines glanced at that came nearest to a card without being tried ({@link #NEAR_MISS} to
         * {@link #HIDDEN_LIKENESS}), at the frame's card size, clear of every card seen and not far off the edges: each
         * honed onto its face, and tried if it then looks enough like a card. A pile of white-bordered cards on a red
         * gingham merges with the white squares, and no card of it was found whole: the corner across the cloth's lines
         * placed its top card 4 px off and a little turned, which glanced at 0.39 and lay 0.51 off the edges; honed, 0.47,
         * and read at 0.91 once slid and fitted, and the pile under it was followed (dev seed 999, the first nanuk-sketch
         * pile: 0 -> 6 of 6). (Near misses touching a card seen are left to the search under it: honing one beside a card
         * of a 20-card spread found nothing and cost some 30 ms.)
         */
        private void addNearMisses() {
            double typical = Candidate.typicalShortSide(fr.read(accepted));
            List<double[][]> onTop = Candidate.outlines(accepted);
            List<ScanFrame.Glance> near = new ArrayList<>();
            for (ScanFrame.Glance g : glances.values()) {
                double[][] q = g.outline();
                if (g.likeness() < NEAR_MISS || g.likeness() >= HIDDEN_LIKENESS || !(pile.support(q) <= HOPELESS)) continue;
                if (typical > 0 && Math.abs(Geometry.shortSide(q) / typical - 1) > NEAR_MISS_SIZE) continue;
                if (touchesAny(q, onTop)) continue;
                near.add(g);
            }
            // most like a card first (the same order however the glances were kept), one for each place
            near.sort(Comparator.comparingDouble((ScanFrame.Glance g) -> -g.likeness())
                    .thenComparingDouble(g -> Geometry.centre(g.outline())[0]).thenComparingDouble(g -> Geometry.centre(g.outline())[1]));
            List<double[][]> picked = new ArrayList<>();
            for (ScanFrame.Glance g : near) {
                if (picked.size() == NEAR_MISSES) break;
                if (picked.stream().noneMatch(q -> Geometry.overlap(q, g.outline()) > 0.5)) picked.add(g.outline());
            }
            for (ScanFrame.Glance g : Workers.map(picked, q -> honed(fr.glance(q, onTop)))) {
                if (g.likeness() < HIDDEN_LIKENESS || !(pile.support(g.outline()) <= HOPELESS)) continue;
                hyps.add(g.outline());
                glances.put(g.outline(), g);
            }
        }

        /**
         * The card under {@code top} in a pile of pale cards fanned past one of its sides: where another card may lie past
         * a side ({@link #continuesPast}), the placements along that way whose sides along the pile lie on its edges
         * ({@link PileEdges#along}) are glanced at, and the one most like a card is tried. White-bordered cards
         * overlapping show only a faint shadow between them, which the edges miss, and the search on edges under a card
         * on wood ranked the grain's placements first: two piles of nana-frost and nanuk-sketch on planks were lost but
         * their top cards (dev seed 777, the first pile after 6 singles and 3 spreads).
         */
        private void addAlongPile(double[][] top, List<double[][]> onTop) {
            for (int side = 0; side < 4; side++) {
                if (!continuesPast(fr.bgr, top, side)) continue;
                List<PileEdges.Placement> ps = pile.along(top, side);
                // every other step glanced at, then the steps beside the best
                List<Integer> first = new ArrayList<>();
                for (int i = 0; i < ps.size(); i += 2) first.add(i);
                List<ScanFrame.Glance> gs = Workers.map(first, i -> fr.glance(ps.get(i).outline(), onTop));
                int at = -1;
                ScanFrame.Glance best = null;
                for (int k = 0; k < gs.size(); k++) {
                    if (best == null || gs.get(k).likeness() > best.likeness()) { best = gs.get(k); at = first.get(k); }
                }
                if (best == null) continue;
                List<Integer> beside = new ArrayList<>();
                for (int i : new int[] {at - 1, at + 1}) if (i >= 0 && i < ps.size()) beside.add(i);
                for (ScanFrame.Glance g : Workers.map(beside, i -> fr.glance(ps.get(i).outline(), onTop))) {
                    if (g.likeness() > best.likeness()) best = g;
                }
                if (best.likeness() < HIDDEN_LIKENESS) continue;
                best = honed(fr.nudged(best));
                hyps.add(best.outline());
                glances.put(best.outline(), best);
            }
        }

        /** {@link CornerPlacements#fromCorners} (not inside the {@code cards}) from the frame's corners and from those across its grain, the latter also into {@code acrossGrain}. */
        private void placeFromCorners(double size, List<Candidate> cards) {
            hyps.addAll(placing.fromCorners(found, found.corners(), size, cards));
            List<double[][]> grain = placing.fromCorners(found, found.acrossGrain(), size, cards);
            acrossGrain.addAll(grain);
            hyps.addAll(grain);
        }

        /** {@link CornerPlacements#fromCorners} at the size of the cards read among {@code accepted} ({@code size}, the first guess, while none is). */
        private List<double[][]> fromCornersAtSizeRead(List<CardFinder.Corner> corners) {
            List<Candidate> cards = fr.read(accepted);
            return placing.fromCorners(found, corners, cards.isEmpty() ? size : Candidate.typicalShortSide(cards), cards);
        }
    }

    /** How like a card an outline glanced at must be to be honed as a near miss. */
    private static final double NEAR_MISS = 0.35;
    /** How many near misses a frame hones, at most (each some fifty glances: one-card frames by a phone hone one or two). */
    private static final int NEAR_MISSES = 4;
    /** How far (a share) a near miss's size may lie from the frame's card size. */
    private static final double NEAR_MISS_SIZE = 0.1;

    /** The steps (card widths, and degrees) by which a placement along a pile is honed onto its face. */
    private static final double HONE_MOVE = 0.0125, HONE_TURN = 0.75;

    /**
     * A placement along a pile moved and turned a step at a time while it looks more like a card: its steps along
     * the pile are 3 or 4 pixels apart, and a face of fine lines a few pixels off is far from itself.
     */
    private ScanFrame.Glance honed(ScanFrame.Glance start) {
        CardAxes ax = CardAxes.of(start.outline());
        ScanFrame.Glance best = start;
        for (int pass = 0; pass < HONE_PASSES; pass++) {
            double[][] q = best.outline();
            List<double[][]> around = List.of(ax.moved(q, HONE_MOVE, 0), ax.moved(q, -HONE_MOVE, 0), ax.moved(q, 0, HONE_MOVE),
                    ax.moved(q, 0, -HONE_MOVE), Geometry.turned(q, HONE_TURN), Geometry.turned(q, -HONE_TURN));
            ScanFrame.Glance from = best;
            for (ScanFrame.Glance g : Workers.map(around, r -> fr.glance(r, start.onTop()))) {
                if (g.likeness() > best.likeness()) best = g;
            }
            if (best == from) break;
        }
        return best;
    }

    /** At most this many steps of {@link #honed}. */
    private static final int HONE_PASSES = 8;

    /** Where along a side (shares of it) its colours are compared. */
    private static final double[] PAST_ALONG = {0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8};
    /** How far inside a side, and how far past it (shares of the card's short side), its colours are compared. */
    private static final double PAST_IN = 0.03;
    private static final double[] PAST_OUT = {0.04, 0.08};
    /** How far ({@link Colours#bgrDistance}) a colour past a side may lie from the one inside it and be the same border. */
    private static final double PAST_SAME = 35;
    /** How far the frame past a side must lie from the frame past the other sides to be no table. */
    private static final double PAST_OTHER = 45;
    /** At how many of the points along a side the colours must be the same (a next card's art may show past it). */
    private static final int PAST_SAME_AT = 3;

    /**
     * Whether another card may lie past side {@code side} of {@code top} (see {@link PileEdges#along}): the frame
     * just past it, and a little farther, is mostly of the colour just inside it (a next card's border), or unlike the
     * frame past its other sides, mostly the table (a next card's art may fill what shows of it, as a nana-frost 9's
     * panel did under a 7; past the opposite side alone, a card in the middle of a pile found the card on it). Half the
     * sides of a 20-card spread passed at the farther distance alone: a card beside another lies a few pixels off it.
     */
    private static boolean continuesPast(Mat bgr, double[][] top, int side) {
        double[][] q = Geometry.portraitClockwise(top);
        double w = Geometry.shortSide(q);
        List<double[]> in = new ArrayList<>();
        alongSide(bgr, q, side, -PAST_IN * w, in);
        // at each distance past the side (a card beside it in a spread, not under it, lies a little way off)
        for (double out : PAST_OUT) {
            List<double[]> past = new ArrayList<>(), table = new ArrayList<>();
            alongSide(bgr, q, side, out * w, past);
            for (int o = 1; o < 4; o++) alongSide(bgr, q, (side + o) % 4, out * w, table);
            int same = 0;
            for (int k = 0; k < in.size(); k++) {
                if (in.get(k) != null && past.get(k) != null && Colours.bgrDistance(in.get(k), past.get(k)) <= PAST_SAME) same++;
            }
            if (same >= PAST_SAME_AT) continue;
            double[] here = median(past), there = median(table);
            if (here == null || there == null || Colours.bgrDistance(here, there) <= PAST_OTHER) return false;
        }
        return true;
    }

    /** The frame's colours at {@link #PAST_ALONG} along side {@code side} of {@code q}, {@code out} pixels outward (null outside the frame). */
    private static void alongSide(Mat bgr, double[][] q, int side, double out, List<double[]> into) {
        double[] c = Geometry.centre(q), p0 = q[side], p1 = q[(side + 1) % 4];
        double[] along = Geometry.unit(p0, p1), n = {along[1], -along[0]};
        double[] mid = {(p0[0] + p1[0]) / 2 - c[0], (p0[1] + p1[1]) / 2 - c[1]};
        if (n[0] * mid[0] + n[1] * mid[1] < 0) n = new double[] {-n[0], -n[1]};
        for (double t : PAST_ALONG) {
            into.add(pixel(bgr, p0[0] + (p1[0] - p0[0]) * t + n[0] * out, p0[1] + (p1[1] - p0[1]) * t + n[1] * out));
        }
    }

    /** Each channel's median of the colours (nulls left out), or null when fewer than half are there. */
    private static double[] median(List<double[]> cs) {
        List<double[]> there = new ArrayList<>();
        for (double[] c : cs) if (c != null) there.add(c);
        if (there.size() * 2 < cs.size()) return null;
        double[] m = new double[3];
        for (int k = 0; k < 3; k++) {
            int ch = k;
            double[] v = there.stream().mapToDouble(c -> c[ch]).sorted().toArray();
            m[k] = v[v.length / 2];
        }
        return m;
    }

    /** The frame's colour at a point, or null outside it. */
    private static double[] pixel(Mat bgr, double x, double y) {
        int ix = (int) Math.round(x), iy = (int) Math.round(y);
        return ix < 0 || iy < 0 || ix >= bgr.cols() || iy >= bgr.rows() ? null : bgr.get(iy, ix);
    }

    /**
     * Where the card under a placed card {@code b} lies if its pile goes on as it came from the card on {@code b}
     * (the accepted card it shares most with): a pile is fanned in even steps. On wood grain the search on edges
     * ranks a card's own placement far down among the grain's (150th of 5852), while the step of the pile finds it.
     */
    private static double[][] alongPile(List<Candidate> accepted, double[][] b) {
        double[][] on = null;
        double most = 0.05;
        for (Candidate a : accepted) {
            if (a.outline() == b) continue;
            double c = Geometry.covered(b, a.outline());
            if (c > most) { most = c; on = a.outline(); }
        }
        if (on == null) return null;
        // the same corners of both (their short sides' order may differ by a half turn)
        double[][] qa = Geometry.portraitClockwise(on), qb = Geometry.portraitClockwise(b);
        double[] ua = {qa[1][0] - qa[0][0], qa[1][1] - qa[0][1]}, ub = {qb[1][0] - qb[0][0], qb[1][1] - qb[0][1]};
        if (ua[0] * ub[0] + ua[1] * ub[1] < 0) qb = Geometry.rotate(qb, 2);
        double turn = Math.atan2(qb[1][1] - qb[0][1], qb[1][0] - qb[0][0]) - Math.atan2(qa[1][1] - qa[0][1], qa[1][0] - qa[0][0]);
        if (Math.abs(Math.IEEEremainder(turn, 2 * Math.PI)) > Math.toRadians(20)) return null; // not one pile
        double[] ca = Geometry.centre(qa), cb = Geometry.centre(qb);
        double step = Geometry.dist(ca, cb), w = Geometry.shortSide(qb);
        if (step < 0.25 * w || step > 1.2 * Geometry.longSide(qb)) return null;
        // the move from the card on b to b, made once more from b
        double cs = Math.cos(turn), sn = Math.sin(turn);
        double[][] r = new double[4][];
        for (int i = 0; i < 4; i++) {
            double x = qb[i][0] - ca[0], y = qb[i][1] - ca[1];
            r[i] = new double[] {cb[0] + cs * x - sn * y, cb[1] + sn * x + cs * y};
        }
        return r;
    }

    /** How much of a whole outline read as no card must lie inside a card read for it to be taken as a part of that card. */
    private static final double UNREAD_PART = 0.7;

    /** Whether {@code a} is a whole outline read as no card that lies within the outline {@code b} of a card read ({@link #UNREAD_PART}). */
    private boolean unreadPartOf(Candidate a, double[][] b) {
        return !a.placed() && a.confidence() < fr.minConfidence && Geometry.covered(a.outline(), b) > UNREAD_PART;
    }

    /** Whether outline {@code q} overlaps any of {@code outlines} at all. */
    private static boolean touchesAny(double[][] q, List<double[][]> outlines) {
        for (double[][] b : outlines) if (Geometry.covered(q, b) > 0) return true;
        return false;
    }

    /** How far a placed card is slid along each of its sides, as shares of its width. */
    private static final double[] SLIDES = {0.05, 0.1, 0.15};

    /**
     * A placed card slid along its own sides (up to {@link #SLIDES} of its width each way) to where its face
     * matches its template best: in a pile a card's edges and its neighbour's, a strip apart, look alike to the
     * search on edges, while its face does not.
     */
    private Candidate slid(Candidate c, List<double[][]> onTop) {
        int t = c.verdict().template();
        CardAxes ax = CardAxes.of(c.outline());
        double[][] best = c.outline();
        double bestLike = fr.likeness(best, t, onTop);
        List<double[][]> slides = new ArrayList<>();
        for (boolean alongU : new boolean[] {true, false}) for (double share : SLIDES) for (int sign = -1; sign <= 1; sign += 2) {
            double d = share * sign;
            slides.add(alongU ? ax.moved(c.outline(), d, 0) : ax.moved(c.outline(), 0, d));
        }
        List<Double> likes = Workers.map(slides, r -> fr.likeness(r, t, onTop)); // on all cores, taken in turn
        for (int i = 0; i < slides.size(); i++) {
            if (likes.get(i) > bestLike + 0.01) { bestLike = likes.get(i); best = slides.get(i); }
        }
        return best == c.outline() ? c : new Candidate(best, fr.identify(best, onTop), true);
    }

    /** An outline reaching past the frame's edge that no card accepted overlaps: a lone card cut by the frame, not one in a pile. */
    private boolean cutAlone(double[][] q, List<Candidate> accepted) {
        if (Geometry.inFrame(q, fr.bgr.cols(), fr.bgr.rows())) return false;
        for (Candidate a : accepted) if (Geometry.covered(q, a.outline()) > 0 || Geometry.covered(a.outline(), q) > 0) return false;
        return true;
    }
}
