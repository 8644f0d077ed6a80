package tablekeeper.vision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Outlines of partly hidden cards placed from the corners that show of them: from a visible right-angled corner and
 * the deck's shape, the card's hidden corners are placed at the card size the frame gives (or guesses from the
 * corners' own sides), and an outline cut by the frame's border is followed past it.
 */
final class CornerPlacements {
    /** The deck's short side over its long side. */
    private final double aspect;

    CornerPlacements(double aspect) {
        this.aspect = aspect;
    }

    /**
     * A corner is tried for a hidden card when one of its sides is at least this share of the card's short side. (0.5
     * until 2026-12-03: the top card of a pale nanuk-sketch pile on a pale table, its sides fading where they cross the
     * card under it, showed a corner of 54 and 60 px of its 126, and the pile of five was missed. Dev seeds: the fifth
     * styles 493 -> 498 of 552, the eight older ones 2108 either way, none wrong; 0.3 read the same cards.)
     */
    static final double MIN_CORNER_LONG_SIDE = 0.4;
    /** At most this many visible corners (longest sides first) are tried for hidden cards: bounds a busy frame's time. */
    private static final int MAX_CORNERS = 60;

    /**
     * With cards read, a corner is also tried at its own sides' size when that lies within this share of the size of
     * the card read nearest it: a camera not quite overhead shows cards a tenth smaller at one end of the frame than at
     * the other (a pile on a checked cloth, found only from its corners, was placed a ninth too large from the one card
     * read at the far end, and lost whole; its top card's corner gave 97.9 px against 115.5).
     */
    private static final double OWN_SIZE_SPREAD = 0.2;
    /** The share by which the nearest read card's size must differ from the frame's for a corner to be tried at it too. */
    static final double NEAREST_SIZE_DIFFERS = 0.03;
    /** The shorter visible side of a corner tried for a hidden card, as a share of the typical card width. */
    private static final double MIN_CORNER_SHORT_SIDE = 0.3;

    /**
     * The corners of the whole outlines found that no card accepted lies on: such an outline is often a pile's, not
     * a card's (three cards fanned along their short sides make a card-shaped outline), and its corners are those
     * of the pile's end cards. (The finder gives no corners of an outline it takes for a whole card.)
     */
    static List<CardFinder.Corner> unexplained(CardFinder.Finding found, List<Candidate> accepted) {
        List<CardFinder.Corner> corners = new ArrayList<>();
        outer:
        for (double[][] q : found.outlines()) {
            for (Candidate a : accepted) if (Geometry.overlap(q, a.outline()) > 0) continue outer;
            for (int i = 0; i < 4; i++) corners.add(CardFinder.Corner.of(q[(i + 3) % 4], q[i], q[(i + 1) % 4]));
        }
        return corners;
    }

    /** Outlines placed from the visible corners not inside the cards accepted, for cards of short side {@code size}. */
    List<double[][]> fromCorners(CardFinder.Finding found, List<CardFinder.Corner> corners, double size, List<Candidate> accepted) {
        List<double[][]> hyps = new ArrayList<>();
        List<CardFinder.Corner> byLength = new ArrayList<>(corners);
        byLength.sort(Comparator.comparingDouble((CardFinder.Corner c) -> -(c.lenA() + c.lenB())));
        if (byLength.size() > MAX_CORNERS) byLength = byLength.subList(0, MAX_CORNERS);
        // each corner as found, and squared on its longer side when its sides are skewed (a cloth's pattern, or a card
        // lying over its side, bends the shorter one)
        List<CardFinder.Corner> tried = new ArrayList<>();
        for (CardFinder.Corner c : byLength) {
            tried.add(c);
            CardFinder.Corner sq = squaredOnLonger(c);
            if (sq != null) tried.add(sq);
        }
        for (CardFinder.Corner c : tried) {
            if (Candidate.insideAny(c.at(), accepted)) continue;
            // a partly hidden card shows a good part of one side at its corner (a table pattern's corners are small)
            if (size > 0 && Math.max(c.lenA(), c.lenB()) < MIN_CORNER_LONG_SIDE * size) continue;
            // a hidden card shows at least 45% of itself including a corner, so both sides of that corner show a
            // good part of the card's width: shorter ones are the table's pattern or a sliver, not worth a warp
            if (size > 0 && Math.min(c.lenA(), c.lenB()) < MIN_CORNER_SHORT_SIDE * size) continue;
            List<Double> shorts = new ArrayList<>();
            if (size > 0) shorts.add(size);
            // and at the size of the card read nearest it, when that differs: in perspective the frame's median is
            // another place's size
            double near = Candidate.nearestShortSide(c.at(), accepted);
            if (size > 0 && near > 0 && Math.abs(near / size - 1) > NEAREST_SIZE_DIFFERS) shorts.add(near);
            // the sides' lengths up to the corners that close them, once for both ways the card may lie
            List<Double> closedA = accepted.isEmpty() ? wholeSides(c, c.dirA(), corners) : List.of();
            List<Double> closedB = accepted.isEmpty() ? wholeSides(c, c.dirB(), corners) : List.of();
            for (boolean aShort : new boolean[] {true, false}) {
                double[] ds = aShort ? c.dirA() : c.dirB(), dl = aShort ? c.dirB() : c.dirA();
                double ls = aShort ? c.lenA() : c.lenB(), ll = aShort ? c.lenB() : c.lenA();
                List<Double> sizes = new ArrayList<>(shorts);
                int ownSizes = sizes.size();
                // a side that another corner closes where it ends is a whole side of the card (the size it gives, -1
                // when it is not closed so)
                double wholeShort = -1, wholeLong = -1;
                if (accepted.isEmpty()) {
                    if (closesAt(aShort ? closedA : closedB, ls)) wholeShort = ls;
                    if (closesAt(aShort ? closedB : closedA, ll)) wholeLong = ll * aspect;
                    sizes.add(ls);
                    sizes.add(ll * aspect);
                    // a side that runs into the frame's border is longer than it shows
                    if (endsOnBorder(c, ds, ls, found)) sizes.add(ls * CUT_SIDE_GROWTH);
                    if (endsOnBorder(c, dl, ll, found)) sizes.add(ll * CUT_SIDE_GROWTH * aspect);
                    ownSizes = sizes.size();
                    // a side whose far corner was found too is whole, though its edge is lost on the way (a pale panel
                    // on a pale table), and it gives the card's size where no other side shows whole: a card cut by
                    // the frame's edge, and only there (in a pile the corners of the cards along its edge close each
                    // other's sides at the pile's step, and one placed so first lost a nana-frost pile of three)
                    sizes.addAll(aShort ? closedA : closedB);
                    for (double l : aShort ? closedB : closedA) sizes.add(l * aspect);
                } else if (size > 0) {
                    // and its own sides' size near that of the card read nearest it: in perspective or through a wide
                    // lens, the size where it lies. (Near the frame's until 2026-12-07: through a lens of 0.25 a
                    // fish-nanuk cut by the frame's edge, 103 px wide where the frame's cards were 127, was placed with
                    // its whole long side, 147 px, taken for its short side, and read as a fish-double at 0.77; the card
                    // nearest it was 105 px wide. Dev and fresh seeds read the same cards, at threshold 0 too; fresh
                    // seeds through a lens of 0.1 3157 -> 3158 of 3360, dev seed 555's older styles through one of
                    // 0.25 513 -> 514 of 576, its one wrong read gone.)
                    double here = near > 0 ? near : size;
                    if (Math.abs(ls / here - 1) <= OWN_SIZE_SPREAD) sizes.add(ls);
                    if (Math.abs(ll * aspect / here - 1) <= OWN_SIZE_SPREAD) sizes.add(ll * aspect);
                    ownSizes = sizes.size();
                }
                for (int k = 0; k < sizes.size(); k++) {
                    double s = sizes.get(k);
                    // no smaller than the finder looks for whole cards (a checked cloth's squares, with corners
                    // all over, guessed the frame's card size at 50 px, and pale faces were placed on them)
                    if (s < found.minShortSide()) continue;
                    // a visible side longer than the card: at the frame's card size, another card's side in line with
                    // it (a pile's long edge); at a size guessed from this corner alone, no card of that size, unless
                    // the side beside it is whole: then it runs on along the next cards of a pile fanned along it.
                    // (With no card read whole, the top card of a pile on felt showed a long side closed by the next
                    // corner and a short side running on in line with the cards under it, and was never placed at
                    // that long side's size: fresh seed 2024's first nana-lantern pile scene through a lens of 0.04,
                    // 0 -> 10 of 10 read. Fresh seeds 3223 -> 3222 of 3360, dev seeds 2671 -> 2672 of 2760, none
                    // wrong; through a lens of 0.04 the fresh seeds 3177 -> 3191.)
                    if (s != size && (ls > s * 1.15 && s != wholeLong || ll > s / aspect * 1.15 && s != wholeShort)) continue;
                    double h = s / aspect;
                    // at the frame's size, a corner whose sides are both shorter than the card's may be an inner
                    // panel's, inset by the card's margin: the card is placed about it too
                    boolean panel = !accepted.isEmpty() && k == 0 && ls <= PANEL_SIDES * s && ll <= PANEL_SIDES * h;
                    for (double inset : panel ? new double[] {0, PANEL_INSET * s} : new double[] {0}) {
                        double[] p = {c.at()[0] - (ds[0] + dl[0]) * inset, c.at()[1] - (ds[1] + dl[1]) * inset};
                        double[][] q = {p, {p[0] + ds[0] * s, p[1] + ds[1] * s},
                                {p[0] + ds[0] * s + dl[0] * h, p[1] + ds[1] * s + dl[1] * h}, {p[0] + dl[0] * h, p[1] + dl[1] * h}};
                        if (k >= ownSizes && Geometry.inFrame(q, found.frameWidth(), found.frameHeight())) continue;
                        hyps.add(Geometry.portraitClockwise(q));
                    }
                }
            }
        }
        return hyps;
    }

    /**
     * A corner whose sides lie further than {@link #SKEWED} from a right angle, with its shorter side turned square to
     * its longer one (toward the side it was on), or null. (A nanuk-dusk card cut by the frame on a dotted cloth: its
     * corner's long side, 145 px, ran down its edge into the frame's border, its short side 12 degrees off the card's
     * along the dots: placed from it as found, it looked like no face; squared, but at the 145 px that show of a side
     * 159 px long, it was fitted 10 px inside the card and dropped. See {@link #CUT_SIDE_GROWTH}.)
     */
    static CardFinder.Corner squaredOnLonger(CardFinder.Corner c) {
        double cos = c.dirA()[0] * c.dirB()[0] + c.dirA()[1] * c.dirB()[1];
        if (Math.abs(cos) < Math.sin(Math.toRadians(SKEWED))) return null;
        boolean aLonger = c.lenA() >= c.lenB();
        double[] keep = aLonger ? c.dirA() : c.dirB(), turn = aLonger ? c.dirB() : c.dirA();
        double[] perp = {-keep[1], keep[0]};
        if (perp[0] * turn[0] + perp[1] * turn[1] < 0) perp = new double[] {keep[1], -keep[0]};
        return aLonger ? new CardFinder.Corner(c.at(), keep, c.lenA(), perp, c.lenB()) : new CardFinder.Corner(c.at(), perp, c.lenA(), keep, c.lenB());
    }

    /** Whether corner {@code c}'s side along {@code dir}, {@code len} long, ends on the border of the frame {@code found} was made of. */
    private static boolean endsOnBorder(CardFinder.Corner c, double[] dir, double len, CardFinder.Finding found) {
        double[] end = {c.at()[0] + dir[0] * len, c.at()[1] + dir[1] * len};
        return onBorder(end, (int) Math.round(found.frameWidth()), (int) Math.round(found.frameHeight()));
    }

    /** Whether one of the lengths {@code closed} at which other corners close a side lies within {@link #CLOSED_AT} of its length {@code len}. */
    private static boolean closesAt(List<Double> closed, double len) {
        for (double c : closed) if (Math.abs(c / len - 1) <= CLOSED_AT) return true;
        return false;
    }

    /** How near (a share) a side's length the corner closing it must lie for the side to be whole. */
    private static final double CLOSED_AT = 0.1;

    /** How much longer than it shows a side cut by the frame's border is tried. */
    private static final double CUT_SIDE_GROWTH = 1.1;

    /** How far (degrees) from a right angle a corner's sides may lie before it is also tried squared ({@link #squaredOnLonger}). */
    private static final double SKEWED = 8;

    /**
     * The lengths of corner {@code c}'s side along {@code dir} up to each other corner of {@code corners} that closes
     * it: one lying on that line, ahead, with a side pointing back along it and its other side on the same side of it
     * as {@code c}'s. (Every one counts: where a card's art meets its edge the contour has a corner too.)
     */
    private static List<Double> wholeSides(CardFinder.Corner c, double[] dir, List<CardFinder.Corner> corners) {
        double[] other = dir == c.dirA() ? c.dirB() : c.dirA();
        double len = dir == c.dirA() ? c.lenA() : c.lenB();
        List<Double> out = new ArrayList<>();
        for (CardFinder.Corner d : corners) {
            double dx = d.at()[0] - c.at()[0], dy = d.at()[1] - c.at()[1];
            double along = dx * dir[0] + dy * dir[1], off = Math.abs(dx * dir[1] - dy * dir[0]);
            if (along < 0.9 * len || off > CLOSING_OFF * along) continue;
            for (boolean back : new boolean[] {true, false}) {
                double[] b = back ? d.dirA() : d.dirB(), o = back ? d.dirB() : d.dirA();
                if (-(b[0] * dir[0] + b[1] * dir[1]) >= CLOSING_COS && o[0] * other[0] + o[1] * other[1] >= CLOSING_COS) {
                    out.add(along);
                    break;
                }
            }
        }
        return out;
    }

    /**
     * The median short side of the corners (of the {@link #MAX_CORNERS} longest-sided) whose both sides other corners
     * close ({@link #wholeSides}) at lengths in the deck's shape, within {@link #FRAMED_SHAPE}; when there are none, of
     * the sides closed at one end whose corner's other side is as long as the card's long side would be (dev seed 555,
     * the first nanuk-fjord pile on a gingham: no corner closed on both sides, and the corners' longer sides, the
     * cloth's squares, sized its cards 61 px wide against 117; closed on one side, 95 px and read whole, though at 117
     * itself it reads 4 of 10: there the pile is found from its top card's window, which 90 to 95 px places well); 0
     * when there are none either. Corners on the border of a frame {@code w} by {@code h} are not a card's: on a table of planks
     * each joint meets the frame's top and bottom in a corner, and these closed one another in a "card" 1080 px wide
     * (dev seed 777, the first nanuk-sketch pile, on wood).
     */
    double framedShortSide(List<CardFinder.Corner> corners, int w, int h) {
        List<CardFinder.Corner> inside = corners.stream().filter(c -> !onBorder(c.at(), w, h)).toList();
        List<CardFinder.Corner> byLength = new ArrayList<>(inside);
        byLength.sort(Comparator.comparingDouble((CardFinder.Corner c) -> -(c.lenA() + c.lenB())));
        List<Double> shorts = new ArrayList<>(), halfShorts = new ArrayList<>();
        for (CardFinder.Corner c : byLength.subList(0, Math.min(MAX_CORNERS, byLength.size()))) {
            List<Double> as = wholeSides(c, c.dirA(), inside), bs = wholeSides(c, c.dirB(), inside);
            for (double a : as) for (double b : bs) {
                if (Math.abs(Math.min(a, b) / Math.max(a, b) / aspect - 1) <= FRAMED_SHAPE) shorts.add(Math.min(a, b));
            }
            // (a side closed beside one as long as a card is a short side: a long side has a short one beside it)
            for (double a : as) if (c.lenB() >= HALF_FRAMED_LONG * a / aspect) halfShorts.add(a);
            for (double b : bs) if (c.lenA() >= HALF_FRAMED_LONG * b / aspect) halfShorts.add(b);
        }
        if (shorts.isEmpty()) shorts = halfShorts;
        return shorts.isEmpty() ? 0 : shorts.stream().mapToDouble(Double::doubleValue).sorted().toArray()[shorts.size() / 2];
    }

    /** The share of the card's long side a corner's other side must show for its one closed side to be taken for a short side. */
    private static final double HALF_FRAMED_LONG = 0.9;

    /** How near (frame pixels) the frame's border a point lies on it. */
    private static final double BORDER = 3;

    private static boolean onBorder(double[] p, int w, int h) {
        return p[0] < BORDER || p[1] < BORDER || p[0] > w - 1 - BORDER || p[1] > h - 1 - BORDER;
    }

    /** How far from the deck's shape (a share) the sides of a corner closed on both sides may be, for {@link #framedShortSide}. */
    private static final double FRAMED_SHAPE = 0.08;

    /**
     * The outlines of the deck's shape that outline {@code q}, one of whose sides lies on the border of a frame
     * {@code w} by {@code h}, is the visible part of: its sides running to the border are followed past it to a card's
     * length from the opposite side, taken as the card's short side or its long side. Empty when no side lies on the
     * border, or when the card would end short of the border. (A nana-classic 7 a tenth past the frame's edge was found
     * as what shows of it, nearly a card's shape, fitted to a square and read at 0.47; past the border, 0.91. Fresh
     * seeds 3192 -> 3196 of 3360 cards, the dev seeds and the printed variants the same, none wrong.)
     */
    List<double[][]> pastBorder(double[][] q, int w, int h) {
        List<double[][]> out = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            double[] a = q[i], b = q[(i + 1) % 4], c = q[(i + 2) % 4], d = q[(i + 3) % 4];
            if (!alongBorder(a, b, w, h)) continue;
            // c-d is the side opposite the cut; d-a and c-b run from it to the border
            double s = Geometry.dist(c, d);
            double[] da = Geometry.unit(d, a), cb = Geometry.unit(c, b);
            double shown = Math.max(Geometry.dist(d, a), Geometry.dist(c, b));
            for (double len : new double[] {s * aspect, s / aspect}) {
                if (len <= shown + BORDER) continue;
                double[][] r = q.clone();
                r[i] = new double[] {d[0] + da[0] * len, d[1] + da[1] * len};
                r[(i + 1) % 4] = new double[] {c[0] + cb[0] * len, c[1] + cb[1] * len};
                out.add(r);
            }
        }
        return out;
    }

    /** Whether the side from {@code a} to {@code b} lies on one border of a frame {@code w} by {@code h}. */
    private static boolean alongBorder(double[] a, double[] b, int w, int h) {
        double t = CUT_BORDER;
        return a[0] < t && b[0] < t || a[1] < t && b[1] < t || a[0] > w - 1 - t && b[0] > w - 1 - t || a[1] > h - 1 - t && b[1] > h - 1 - t;
    }

    /** How near (frame pixels) the frame's border both ends of an outline's side lie for it to be cut there. */
    private static final double CUT_BORDER = 6;

    /**
     * A corner whose sides are both at most this share of the card's is also taken for an inner panel's, and the card
     * placed about it by {@link #PANEL_INSET} of its short side (about a printed margin, 4 mm of 63) along both sides:
     * nanuk-fjord's landscape window placed a pile's top card 27 px off it, seen at 0.41, and the pile of 5 was lost
     * (dev seed 1001, the 6th pile; read whole with it). Dev seeds of the eight tuning styles: 2048 -> 2063 of 2208,
     * none wrong (a nanuk-classic pile lost 4 cards, eleven scenes gained).
     */
    private static final double PANEL_SIDES = 0.95, PANEL_INSET = 0.06;

    /** How far (a share of the side) and how far turned (a cosine) a corner may lie off a side's line and still close it. */
    private static final double CLOSING_OFF = 0.05, CLOSING_COS = Math.cos(Math.toRadians(10));
}
