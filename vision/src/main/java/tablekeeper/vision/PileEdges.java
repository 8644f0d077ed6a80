package tablekeeper.vision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * Where the cards of a fanned pile lie under the ones seen whole: a card partly under another is the same size,
 * turned a little, and what shows of its outline lies on the frame's edges. Every such placement around a card
 * is scored by how close its visible sides come to an edge (a chamfer score on the distance map of the finder's
 * colour edges, at the finder's working size), so a pile is followed from its top card down even where no corner
 * of the cards below was found.
 */
final class PileEdges {
    /** A side sample this far (working pixels) from an edge counts as off the outline altogether. */
    private static final float FAR = 4;
    /** Samples per side, between the rounded corners. */
    private static final int SAMPLES = 10;
    /** Where along a side (a share of it) each sample lies: worked out once, as a search samples millions of sides. */
    private static final double[] ALONG = new double[SAMPLES];

    static {
        for (int k = 0; k < SAMPLES; k++) ALONG[k] = 0.1 + 0.8 * k / (SAMPLES - 1);
    }

    /** A placement is scored only when at least this share of its samples can be seen. */
    private static final double MIN_SEEN = 0.35;
    /** A placement scoring worse than this (mean distance over {@link #FAR}) is no card's outline. */
    private static final double MAX_SCORE = 0.35;
    /** A placement is taken only when it scores at most this share of the typical (median) placement around the card. */
    private static final double STAND_OUT = 0.5;
    /**
     * On a table with a grain, the coarse search counts a side sample as on an edge only where that edge runs within
     * this many halved degrees (24 degrees) of the side (8 and 16 read as many cards on the dev seeds).
     */
    private static final int ALONG_SIDE = 12;

    /** The refinements of a placement: its steps as shares of the first's (the second only for one not yet standing out). */
    private static final double[] REFINE_STEPS = {1, 0.5};

    /** Share of the ring around a card that must lie on edges for a pile to be looked for under it. */
    private static final double MIN_RING_EDGES = 0.05;

    private final double f; // working pixels per frame pixel
    private final int w, h;
    // each working pixel's distance to the nearest edge (a copy of the finder's, taken as at most FAR where it is
    // looked up), or COVERED inside (or within two pixels of) a card seen so far: one look-up a side sample. Without
    // the edges along the table's grain too; null when it has none.
    private final float[] near, nearAcross;
    // which way the frame's edges run: on a table with a grain the coarse search tells a card's sides from the grain
    // by it, and on any table a side leaving the ring round a card runs its own way
    private final EdgeDirections edgeWays;
    // whether edges lie all over the table (a patterned cloth, wood): then they lie round every card too
    private final boolean busy;
    private static final float COVERED = -1;

    /** A search on the finding's edges, its copies of their distances taken from {@code arrays}. */
    PileEdges(CardFinder.Finding found, FrameArrays arrays) {
        f = found.scale();
        w = found.width();
        h = found.height();
        near = copy(found.edgeDistance(), arrays);
        nearAcross = found.acrossGrainDistance() == null ? null : copy(found.acrossGrainDistance(), arrays);
        edgeWays = found.edgeDirections();
        busy = busy(near, w, h);
    }

    private static float[] copy(float[] a, FrameArrays arrays) {
        float[] c = arrays.floats(a.length);
        System.arraycopy(a, 0, c, 0, a.length);
        return c;
    }

    /** The share of the frame's working pixels within a pixel of an edge from which its table is {@link #busy}. */
    private static final double BUSY = 0.15;

    /**
     * Whether a frame's table is busy with edges: at least {@link #BUSY} of its pixels (every fourth row) lie within a
     * pixel of one (in the speed scenes a flowered cloth 0.27, wood 0.27-0.57; bare tables under piles of cards 0.06-0.08).
     */
    private static boolean busy(float[] near, int w, int h) {
        int on = 0, all = 0;
        for (int y = 0; y < h; y += 4) {
            for (int i = y * w, end = i + w; i < end; i++) if (near[i] <= 1) on++;
            all += w;
        }
        return on >= BUSY * all;
    }

    /** A card seen (whole or placed): nothing under it shows, and no outline below is judged there. */
    void cover(double[][] outline) {
        // drawn into a mask of the card's bounds only (3 pixels more each way, for the 5-pixel border line)
        double x0 = Double.MAX_VALUE, y0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, y1 = -Double.MAX_VALUE;
        for (double[] c : outline) {
            x0 = Math.min(x0, c[0] * f); y0 = Math.min(y0, c[1] * f); x1 = Math.max(x1, c[0] * f); y1 = Math.max(y1, c[1] * f);
        }
        int bx = Math.max(0, (int) Math.floor(x0) - 3), by = Math.max(0, (int) Math.floor(y0) - 3);
        int bw = Math.min(w, (int) Math.ceil(x1) + 4) - bx, bh = Math.min(h, (int) Math.ceil(y1) + 4) - by;
        if (bw <= 0 || bh <= 0) return;
        try (Mats m = new Mats()) {
            Mat mask = m.add(Mat.zeros(bh, bw, CvType.CV_8U));
            Point[] p = new Point[4];
            for (int i = 0; i < 4; i++) p[i] = new Point(outline[i][0] * f - bx, outline[i][1] * f - by);
            MatOfPoint poly = m.add(new MatOfPoint(p));
            Imgproc.fillConvexPoly(mask, poly, new Scalar(1));
            Imgproc.polylines(mask, List.of(poly), true, new Scalar(1), 5);
            byte[] row = new byte[bw];
            for (int y = 0; y < bh; y++) {
                mask.get(y, 0, row);
                for (int x = 0; x < bw; x++) {
                    if (row[x] == 0) continue;
                    int i = (by + y) * w + bx + x;
                    near[i] = COVERED;
                    if (nearAcross != null) nearAcross[i] = COVERED;
                }
            }
        }
    }

    /**
     * Whether a card may lie under this one: the ring just around it (a tenth to a third of its width out) is
     * partly on edges not under a card seen ({@code map}: the edges searched), or each of its three rounds crosses
     * at least two edges (the two sides of a card sticking out from under it); and on a {@link #busy} table, a
     * straight side leaves its inner round, running out across the other two (see {@link #leaves}). On a bare table
     * around a lone card the first does not hold; on a patterned cloth, whose pattern lies all round every card, the
     * second does not. Either way no search is made. On a bare table the edges round a card are a pile's, and no
     * side is looked for: a pile's top card found 13 degrees askew on a pale table left the sides under it 19 degrees
     * off its ring, and 5 of the pile's 6 cards were lost when every table asked for one. The rings are walked a
     * working pixel or two a step, so that no side crossing them is stepped over (at 48 steps a ring, 17 px apart, a
     * pale nanuk-sketch card under the top card of its pile showed on 6 of 144 and its pile was not searched).
     */
    private boolean pileAround(double[] c, double[] u, double[] v, double cw, double ch, float[] map) {
        int on = 0, all = 0;
        boolean crossed = true, leaves = !busy;
        double[][] outwards = {{-v[0], -v[1]}, u, v, {-u[0], -u[1]}}; // each side of a ring's, in the order walked
        for (double out : new double[] {0.1, 0.2, 0.33}) {
            double hw = cw / 2 + out * cw, hh = ch / 2 + out * cw;
            int n = Math.max(48, (int) Math.ceil(4 * (hw + hh) * f / RING_STEP));
            int runs = 0;
            boolean first = false, last = false;
            for (int k = 0; k < n; k++) {
                // by arc length: the long sides take their share of the steps
                double t = k * 4 * (hw + hh) / n;
                double a, b;
                int side;
                if (t < 2 * hw) { a = -hw + t; b = -hh; side = 0; }
                else if ((t -= 2 * hw) < 2 * hh) { a = hw; b = -hh + t; side = 1; }
                else if ((t -= 2 * hh) < 2 * hw) { a = hw - t; b = hh; side = 2; }
                else { t -= 2 * hw; a = -hw; b = hh - t; side = 3; }
                int x = (int) Math.round((c[0] + a * u[0] + b * v[0]) * f), y = (int) Math.round((c[1] + a * u[1] + b * v[1]) * f);
                boolean edge = false;
                if (x >= 0 && y >= 0 && x < w && y < h && map[y * w + x] != COVERED) {
                    all++;
                    edge = map[y * w + x] <= 1.5;
                    if (edge) on++;
                    if (edge && !leaves && out == 0.1) leaves = leaves(x, y, outwards[side], (0.33 - 0.1) * cw * f, map);
                }
                if (edge && !last) runs++;
                if (k == 0) first = edge;
                last = edge;
            }
            if (first && last && runs > 1) runs--; // a run across the ring's start is one
            crossed &= runs >= 2;
        }
        return all > 0 && (on >= MIN_RING_EDGES * all || crossed) && leaves;
    }

    /** How far (degrees) off a ring's outward direction a side leaving it is looked for: as far as the search turns a card. */
    private static final double LEAVING_TURN = 16, LEAVING_STEP = 4;
    /** How far (halved degrees) the edges along a side leaving a ring may run from its way. */
    private static final int LEAVING_WAY = 6;

    /**
     * Whether a straight side leaves working pixel (x, y) of a ring round a card, about {@code outward}, and runs on
     * edges for {@code length} working pixels: at least four in five of its steps lie on edges that run its way. A
     * card sticking out from under another shows two such sides; a patterned cloth shows edges all round the card,
     * but they do not run straight (on a flowered cloth, 20 cards spread, every ring round a card lay on edges and
     * the search ran under all 20; going by the steps on edges alone nearly every ring had a side leaving it, going
     * by the way the edges run none, and the frame's scan took 200-210 ms -> 150). On wood the grain leaves the ring
     * too, unless the card lies well across it.
     */
    private boolean leaves(int x, int y, double[] outward, double length, float[] map) {
        for (double turn = -LEAVING_TURN; turn <= LEAVING_TURN + 1e-9; turn += LEAVING_STEP) {
            double t = Math.toRadians(turn), cs = Math.cos(t), sn = Math.sin(t);
            double dx = outward[0] * cs - outward[1] * sn, dy = outward[1] * cs + outward[0] * sn;
            int way = EdgeDirections.ofLine(Math.toDegrees(Math.atan2(dy, dx)));
            int steps = (int) Math.ceil(length / cs / RING_STEP), seen = 0, off = 0;
            for (int k = 1; k <= steps && off <= steps / 5; k++) {
                int px = (int) Math.round(x + dx * k * RING_STEP), py = (int) Math.round(y + dy * k * RING_STEP);
                if (px < 0 || py < 0 || px >= w || py >= h) continue; // (a pile may run out of the frame)
                seen++;
                int i = py * w + px;
                if (map[i] == COVERED || map[i] > 2 || EdgeDirections.apart(edgeWays.at(i), way) > LEAVING_WAY) off++;
            }
            if (seen >= steps / 2 && off <= steps / 5) return true;
        }
        return false;
    }

    /** Working pixels between the steps along a ring around a card. */
    private static final double RING_STEP = 1.5;

    /** A placement and its score (lower is better). */
    record Placement(double[][] outline, double score, double a, double b, double turn) {}

    /** The placements under a card: on all the frame's edges, and on those across the table's grain. */
    record Beneath(List<Placement> onEdges, List<Placement> acrossGrain) {}

    /**
     * At most {@code max} outlines of a card lying partly under {@code top} (a card's outline, clockwise from a
     * corner of a short side), best supported first, none of them much like another; and at most {@code maxAcross}
     * scored on the edges across the table's grain (none when it has no grain): on wood grain a card's placement
     * ranks far down among the grain's, while across it the grain is gone (and so are the sides of a card lying
     * along it, which the search on all edges finds).
     */
    Beneath beneath(double[][] top, int max, int maxAcross) {
        double[][] q = Geometry.portraitClockwise(top);
        double[] c = Geometry.centre(q);
        double cw = Geometry.shortSide(q), ch = Geometry.longSide(q);
        double[] u = Geometry.unit(q[0], q[1]), v = Geometry.unit(q[0], q[3]);
        // the maps searched: all edges, and those across the grain (null where no pile shows around the card)
        float[][] maps = {pileAround(c, u, v, cw, ch, near) ? near : null,
                nearAcross != null && pileAround(c, u, v, cw, ch, nearAcross) ? nearAcross : null};
        if (maps[0] == null && maps[1] == null) return new Beneath(List.of(), List.of());
        // coarse first: offsets along the card's two axes (a share of its width and height) and a small turn; some
        // six thousand placements, on all cores, scored without keeping their outlines (only the best few are refined),
        // each placement's samples found once and looked up on each map
        List<Double> across = new ArrayList<>();
        for (double a = -1.05; a <= 1.051; a += 0.07) across.add(a);
        List<Scores[]> parts = Workers.map(across, a -> {
            Card card = new Card(c, u, v, cw, ch);
            Scores[] part = {new Scores(), new Scores()};
            for (double b = -1.05; b <= 1.051; b += 0.05) {
                if (Math.abs(a) < 0.3 && Math.abs(b) < 0.3) continue; // mostly under the card: not 45% of it showing
                for (double turn = -12; turn <= 12.01; turn += 6) {
                    card.place(a, b, turn);
                    // (on all edges, a table's grain is ranked by the edges running the sides' way only: on wood the
                    // grain's placements outranked a pile's own, whose nearest placement here lay a few pixels off)
                    for (int k = 0; k < 2; k++) {
                        if (maps[k] != null) part[k].add(a, b, turn, card.support(maps[k], k == 0 && nearAcross != null));
                    }
                }
            }
            return part;
        });
        // then the best of each map refined, all on the cores at once; one that does not yet stand out from the
        // placements around the card is refined again at half the steps (pale cards overlapping show only a faint
        // line between them, and a placement a few pixels off it scores as no card's: a nanuk-sketch seal under the
        // top card of its pile scored 0.38 after one refinement, over the 0.35 a card's may score, and 0.34 after two)
        Scores[] coarse = new Scores[2];
        double[] limits = new double[2];
        List<int[]> jobs = new ArrayList<>(); // map, placement
        for (int k = 0; k < 2; k++) {
            int map = k;
            coarse[k] = Scores.joined(parts.stream().map(p -> p[map]).toList());
            if (coarse[k].n == 0) continue;
            // on a patterned table every placement lies near some edge: a card's outline must stand out from them
            limits[k] = Math.min(MAX_SCORE, STAND_OUT * coarse[k].sortedScore(coarse[k].n / 2));
            for (int i : coarse[k].best(24)) jobs.add(new int[] {k, i});
        }
        List<Placement> fine = Workers.map(jobs, job -> {
            Scores sc = coarse[job[0]];
            int i = job[1];
            Card card = new Card(c, u, v, cw, ch);
            double ba = sc.a[i], bb = sc.b[i], bt = sc.turn[i], bs = sc.score[i];
            for (double step : REFINE_STEPS) {
                if (step < 1 && bs <= limits[job[0]]) break;
                double ca = ba, cb = bb, ct = bt;
                for (double da = -0.035 * step; da <= 0.0351 * step; da += 0.0175 * step) for (double db = -0.025 * step; db <= 0.0251 * step; db += 0.0125 * step) {
                    for (double dt = -3 * step; dt <= 3.01 * step; dt += 1.5 * step) {
                        double a = ca + da, b = cb + db, turn = ct + dt;
                        card.place(a, b, turn);
                        double r = card.support(maps[job[0]], false);
                        if (r < bs) { ba = a; bb = b; bt = turn; bs = r; } // (NaN, too little showing, is never less)
                    }
                }
            }
            return new Placement(card.outline(ba, bb, bt), bs, ba, bb, bt);
        });
        List<List<Placement>> out = new ArrayList<>();
        for (int k = 0; k < 2; k++) {
            Scores sc = coarse[k];
            List<Placement> mine = new ArrayList<>();
            for (int j = 0; j < jobs.size(); j++) if (jobs.get(j)[0] == k) mine.add(fine.get(j));
            out.add(sc.n == 0 ? List.of() : distinct(mine, limits[k], k == 0 ? max : maxAcross));
        }
        return new Beneath(out.get(0), out.get(1));
    }

    /** The steps along a pile (shares of the card's side that way) at which {@link #along} places a card. */
    private static final double ALONG_FROM = 0.3, ALONG_TO = 1.0, ALONG_STEP = 0.025;
    /** How far {@link #along} turns a placement (degrees) and moves it across the pile (shares of the card's width), and its coarse steps. */
    private static final double ALONG_TURN = 12, ALONG_TURN_STEP = 3, ALONG_ACROSS = 0.1, ALONG_ACROSS_STEP = 0.0125;

    /**
     * Where a card may lie partly under {@code top} in a pile fanned past its side {@code side} (0: toward -v, as
     * {@code top}'s portrait corners run; 1: +u; 2: +v; 3: -u): at each step that way, the placement (offset across and
     * turned a little) whose two sides running along the pile lie best on the edges. Pale cards overlapping show no
     * edge between them, only the pile's own sides, which every step along it meets alike: the face, not the edges,
     * tells where along them a card lies. Scores over {@link #MAX_SCORE} are left out.
     */
    List<Placement> along(double[][] top, int side) {
        double[][] q = Geometry.portraitClockwise(top);
        double[] c = Geometry.centre(q);
        double cw = Geometry.shortSide(q), ch = Geometry.longSide(q);
        double[] u = Geometry.unit(q[0], q[1]), v = Geometry.unit(q[0], q[3]);
        boolean alongU = side % 2 == 1;
        double sign = side == 1 || side == 2 ? 1 : -1;
        // the sides running along the pile: 0 and 2 run along u, 1 and 3 along v
        int s0 = alongU ? 0 : 1, s1 = alongU ? 2 : 3;
        List<Double> steps = new ArrayList<>();
        for (double t = ALONG_FROM; t <= ALONG_TO + 1e-9; t += ALONG_STEP) steps.add(t);
        List<Placement> found = Workers.map(steps, t -> {
            Card card = new Card(c, u, v, cw, ch);
            double best = Double.NaN, bo = 0, bt = 0;
            // coarse, then about the best at half the steps (turn by turn: a card placed caches a few turns' sines)
            for (double turn = -ALONG_TURN; turn <= ALONG_TURN + 0.01; turn += ALONG_TURN_STEP) {
                for (double off = -ALONG_ACROSS; off <= ALONG_ACROSS + 1e-4; off += ALONG_ACROSS_STEP) {
                    double r = card.alongPile(alongU, sign * t, off, turn, s0, s1);
                    if (!(r >= best)) { best = r; bo = off; bt = turn; } // (NaN, a side hardly showing, never replaces a score)
                }
            }
            double co = bo, ct = bt;
            for (int i = -1; i <= 1; i++) for (int j = -1; j <= 1; j++) {
                if (i == 0 && j == 0) continue;
                double turn = ct + i * ALONG_TURN_STEP / 2, off = co + j * ALONG_ACROSS_STEP / 2;
                double r = card.alongPile(alongU, sign * t, off, turn, s0, s1);
                if (r < best) { best = r; bo = off; bt = turn; }
            }
            if (!(best <= MAX_SCORE)) return null;
            double a = alongU ? sign * t : bo, b = alongU ? bo * cw / ch : sign * t;
            return new Placement(card.outline(a, b, bt), best, a, b, bt);
        });
        List<Placement> out = new ArrayList<>();
        for (Placement p : found) if (p != null) out.add(p);
        return out;
    }

    /** How far side {@code side}'s visible samples lie from the edges (as {@link #support}); NaN when under 3 show. */
    private static double sideSupport(int[] at, float[] map, int side) {
        double sum = 0;
        int seen = 0;
        for (int j = side * SAMPLES; j < (side + 1) * SAMPLES; j++) {
            int i = at[j];
            if (i < 0 || map[i] == COVERED) continue;
            seen++;
            sum += Math.min(FAR, map[i]);
        }
        return seen < 3 ? Double.NaN : sum / seen / FAR;
    }

    /** At most {@code max} of the placements scoring at most {@code limit}, best first, none much like a better one (sorts {@code fine}). */
    private static List<Placement> distinct(List<Placement> fine, double limit, int max) {
        fine.sort(Comparator.comparingDouble(Placement::score));
        List<Placement> out = new ArrayList<>();
        for (Placement p : fine) {
            if (p.score() > limit || out.size() >= max) break;
            boolean near = false;
            for (Placement k : out) near |= Math.abs(k.a() - p.a()) < 0.15 && Math.abs(k.b() - p.b()) < 0.12 && Math.abs(k.turn() - p.turn()) < 8;
            if (near) continue;
            out.add(p);
        }
        return out;
    }

    /** A card seen, around which placements are scored: the one placed last, its side samples' pixels. */
    private final class Card {
        private final double[] c, u, v;
        private final double cw, ch;
        private final double[][] corners = new double[4][2]; // scratch: one card is searched around on one thread
        private final int[] samples = new int[4 * SAMPLES];
        // each turn's cosine and sine, and its sides' directions (a search tries five turns, over and over)
        private final double[] turns = new double[8], cos = new double[8], sin = new double[8];
        private final int[][] sideDirections = new int[8][4];
        private int nTurns, lastTurn;

        Card(double[] c, double[] u, double[] v, double cw, double ch) {
            this.c = c;
            this.u = u;
            this.v = v;
            this.cw = cw;
            this.ch = ch;
        }

        /** Places the card at offset (a, b) of the card's width and height from its centre, turned by {@code turn} degrees. */
        void place(double a, double b, double turn) {
            place(a, b, turn, corners);
            sample(corners, samples);
        }

        /**
         * Placed {@code along} a pile running along u (or v) and {@code off} card widths across it, turned by
         * {@code turn} degrees: how far the worse of sides {@code s0} and {@code s1} (the pile's, only they sampled)
         * lies from the edges; NaN when either hardly shows.
         */
        double alongPile(boolean alongU, double along, double off, double turn, int s0, int s1) {
            if (alongU) place(along, off * cw / ch, turn, corners); else place(off, along, turn, corners);
            sampleSide(corners, s0, samples, f, w, h);
            sampleSide(corners, s1, samples, f, w, h);
            return Math.max(sideSupport(samples, near, s0), sideSupport(samples, near, s1));
        }

        /**
         * The support of the card where it was placed last, on {@code map}; {@code alongSides}: each sample counted on
         * an edge only where that edge runs its side's way.
         */
        double support(float[] map, boolean alongSides) {
            return PileEdges.support(samples, map, alongSides ? edgeWays : null, sideDirections[lastTurn]);
        }

        double[][] outline(double a, double b, double turn) {
            double[][] r = new double[4][2];
            place(a, b, turn, r);
            return r;
        }

        private void place(double a, double b, double turn, double[][] r) {
            int k = 0;
            while (k < nTurns && turns[k] != turn) k++;
            boolean fresh = k == nTurns;
            if (fresh) {
                k = nTurns < turns.length ? nTurns++ : 0;
                double t = Math.toRadians(turn);
                turns[k] = turn;
                cos[k] = Math.cos(t);
                sin[k] = Math.sin(t);
            }
            lastTurn = k;
            double cs = cos[k], sn = sin[k];
            double ru0 = u[0] * cs - u[1] * sn, ru1 = u[1] * cs + u[0] * sn, rv0 = v[0] * cs - v[1] * sn, rv1 = v[1] * cs + v[0] * sn;
            if (fresh) {
                // sides 0 and 2 run along u, 1 and 3 along v (turned)
                int along = EdgeDirections.ofLine(Math.toDegrees(Math.atan2(ru1, ru0))), across = EdgeDirections.ofLine(Math.toDegrees(Math.atan2(rv1, rv0)));
                sideDirections[k][0] = sideDirections[k][2] = along;
                sideDirections[k][1] = sideDirections[k][3] = across;
            }
            double mx = c[0] + a * cw * u[0] + b * ch * v[0], my = c[1] + a * cw * u[1] + b * ch * v[1];
            for (int i = 0; i < 4; i++) {
                double su = SIGNS[i][0], sv = SIGNS[i][1];
                r[i][0] = mx + su * cw / 2 * ru0 + sv * ch / 2 * rv0;
                r[i][1] = my + su * cw / 2 * ru1 + sv * ch / 2 * rv1;
            }
        }
    }

    private static final double[][] SIGNS = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};

    /** Scored placements (NaN scores, too little showing, are not kept), by offset and turn. */
    private static final class Scores {
        double[] a = new double[256], b = new double[256], turn = new double[256], score = new double[256];
        int n;

        /** The parts' placements, in the parts' order. */
        static Scores joined(List<Scores> parts) {
            Scores all = new Scores();
            for (Scores p : parts) for (int i = 0; i < p.n; i++) all.add(p.a[i], p.b[i], p.turn[i], p.score[i]);
            return all;
        }

        void add(double a, double b, double turn, double score) {
            if (Double.isNaN(score)) return;
            if (n == this.a.length) {
                int cap = 2 * n;
                this.a = java.util.Arrays.copyOf(this.a, cap);
                this.b = java.util.Arrays.copyOf(this.b, cap);
                this.turn = java.util.Arrays.copyOf(this.turn, cap);
                this.score = java.util.Arrays.copyOf(this.score, cap);
            }
            this.a[n] = a;
            this.b[n] = b;
            this.turn[n] = turn;
            this.score[n++] = score;
        }

        private double[] sorted; // the scores in order, once all are added

        /** The {@code rank}-th score, lowest first. */
        double sortedScore(int rank) {
            if (sorted == null) {
                sorted = java.util.Arrays.copyOf(score, n);
                java.util.Arrays.sort(sorted);
            }
            return sorted[rank];
        }

        /** The {@code k} best placements, best first, ties in the order they were scored (as a stable sort of all would give). */
        List<Integer> best(int k) {
            k = Math.min(k, n);
            double bound = sortedScore(k - 1);
            List<Integer> picked = new ArrayList<>();
            for (int i = 0; i < n; i++) if (score[i] < bound) picked.add(i);
            for (int i = 0; i < n && picked.size() < k; i++) if (score[i] == bound) picked.add(i);
            picked.sort(Comparator.comparingDouble(i -> score[i]));
            return picked;
        }
    }

    /**
     * How far the visible part of an outline lies from the frame's edges: the mean distance of its side samples
     * (not under the cards seen so far), over {@link #FAR}; 0 on the edges, 1 nowhere near; NaN when too little shows.
     */
    double support(double[][] r) {
        return support(r, near);
    }

    /**
     * {@link #support(double[][])} on the edges across the table's grain only (NaN on a table with none): sides lying
     * on these lie on no line of the table.
     */
    double supportAcrossGrain(double[][] r) {
        return nearAcross == null ? Double.NaN : support(r, nearAcross);
    }

    private double support(double[][] r, float[] map) {
        int[] at = new int[4 * SAMPLES];
        sample(r, at);
        return support(at, map);
    }

    /**
     * {@link #support(double[][])} on all the finder's edges, no card covering any: without the copy of the distances
     * a search needs (most frames ask only a few outlines this).
     */
    static double bareSupport(CardFinder.Finding found, double[][] r) {
        int[] at = new int[4 * SAMPLES];
        sample(r, at, found.scale(), found.width(), found.height());
        return support(at, found.edgeDistance());
    }

    /** The working pixel of each side sample of outline {@code r} (frame pixels), or -1 outside the frame. */
    private void sample(double[][] r, int[] at) {
        sample(r, at, f, w, h);
    }

    private static void sample(double[][] r, int[] at, double f, int w, int h) {
        for (int side = 0; side < 4; side++) sampleSide(r, side, at, f, w, h);
    }

    /** The samples of side {@code side} only, into their places in {@code at}. */
    private static void sampleSide(double[][] r, int side, int[] at, double f, int w, int h) {
        double[] p0 = r[side], p1 = r[(side + 1) % 4];
        for (int k = 0, n = side * SAMPLES; k < SAMPLES; k++) {
            double s = ALONG[k];
            int x = round((p0[0] + (p1[0] - p0[0]) * s) * f), y = round((p0[1] + (p1[1] - p0[1]) * s) * f);
            at[n++] = x < 0 || y < 0 || x >= w || y >= h ? -1 : y * w + x;
        }
    }

    /**
     * {@code Math.round(v)}, the same for every {@code v} a frame's pixels give, at a third of its cost here: a pile
     * search rounds some million sample positions a card, and with {@code Math.round} it took 40% longer. (Adding a
     * half and flooring is wrong only just below a half, where the sum rounds up to the next whole number, and then
     * that number less a half, exact, lies above {@code v}.)
     */
    static int round(double v) {
        double r = Math.floor(v + 0.5);
        return (int) (r - 0.5 > v ? r - 1 : r);
    }

    private static double support(int[] at, float[] map) {
        return support(at, map, null, null);
    }

    /**
     * {@link #support(int[], float[])}; with {@code directions}, a sample is counted on an edge only where that edge
     * runs within {@link #ALONG_SIDE} of its side's direction ({@code sides}, one a side of {@link #SAMPLES} samples).
     */
    private static double support(int[] at, float[] map, EdgeDirections directions, int[] sides) {
        double sum = 0;
        int seen = 0;
        for (int j = 0; j < at.length; j++) {
            int i = at[j];
            if (i < 0) continue;
            float d = map[i];
            if (d == COVERED) continue;
            seen++;
            if (directions != null && d < FAR && EdgeDirections.apart(directions.at(i), sides[j / SAMPLES]) > ALONG_SIDE) d = FAR;
            sum += Math.min(FAR, d);
        }
        return seen < MIN_SEEN * at.length ? Double.NaN : sum / seen / FAR;
    }
}
