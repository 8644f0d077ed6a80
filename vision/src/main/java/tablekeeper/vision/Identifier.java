package tablekeeper.vision;

import java.util.List;

/**
 * Decides which taught face a straightened card shows. The best-matching face (over the cells that can be seen)
 * must also beat every face of another code inside the region where the two differ: the observation is projected
 * on the difference between the two faces, so a bear in a corner decides between a Nanuk card and the same animal
 * without it. When too little of that region can be seen (under another card, under glare) it is not decided.
 */
final class Identifier {
    /**
     * One taught face in one orientation, at each {@link #SOFTNESS} and, last, made plain inside its edge
     * ({@link #PLAIN_RING}): what a view must be told apart from when no face of another code is near it.
     */
    record Template(String code, boolean turned, FaceSignature face, float[][] softer, double[][] cellSq, double[] wholeSq) {
        Template(String code, boolean turned, FaceSignature face) {
            this(code, turned, face, softened(face));
        }

        private Template(String code, boolean turned, FaceSignature face, float[][] softer) {
            this(code, turned, face, softer, java.util.Arrays.stream(softer).map(Template::cellSq).toArray(double[][]::new));
        }

        private Template(String code, boolean turned, FaceSignature face, float[][] softer, double[][] cellSq) {
            this(code, turned, face, softer, cellSq, wholeSq(cellSq, interior(face.w, face.h)));
        }

        /** Each softness's squared length over the whole interior, summed as {@link #sqOver} sums any mask. */
        private static double[] wholeSq(double[][] cellSq, boolean[] interior) {
            double[] r = new double[cellSq.length];
            for (int l = 0; l < r.length; l++) r[l] = sqOver(cellSq[l], interior);
            return r;
        }

        private static float[][] softened(FaceSignature face) {
            float[][] r = new float[SOFTNESS.length + 1][];
            for (int l = 0; l < SOFTNESS.length; l++) r[l] = norm(SOFTNESS[l] == 0 ? face : face.blurred(SOFTNESS[l]));
            r[SOFTNESS.length] = norm(face.plainInside(PLAIN_RING));
            return r;
        }

        /** Each cell's squared length: a view's masked norm is summed from these, not from a masked copy. */
        static double[] cellSq(float[] v) {
            double[] r = new double[v.length / 3];
            for (int i = 0; i < r.length; i++) r[i] = (double) v[3 * i] * v[3 * i] + (double) v[3 * i + 1] * v[3 * i + 1] + (double) v[3 * i + 2] * v[3 * i + 2];
            return r;
        }

        /** Normalised once over the whole face: a view is compared with it over the cells it shows. */
        private static float[] norm(FaceSignature f) {
            return f.normalised(interior(f.w, f.h));
        }
    }

    /** Blur (Gaussian sigma, grid cells) of the softened copies of each template: a view is compared at its own softness. */
    static final double[] SOFTNESS = {0, 0.5, 0.8, 1.1, 1.5, 2.0};
    /**
     * A softer copy is chosen when it matches the view better by this much. (These finer steps were taken back once,
     * 0/1.0/1.8 at 0.01 instead, when they let a held-out nana-ribbon 3 be read as 12 at 0.71; with only near
     * rivals deciding a found outline's confidence they read about 5 more Nanuk cards in 100 again.)
     */
    static final double LEVEL_MARGIN = 0.002;
    /** How many cells from its edge a face's content is taken to start, for {@link Template}'s plain copy. */
    static final int PLAIN_RING = 3;
    /**
     * A face with no rival near it is vouched for only as far as the view lies nearer it than its plain copy, from
     * this margin (nothing) to twice it (fully). Backs seen on the tables matched at 0.68 and more; the phone at 0.55
     * at most, mostly far less.
     */
    static final double CONTENT_FLOOR = 0.3;
    /**
     * Where a view lies between the best face (1) and another face (-1) in the region where they differ, from this
     * share on the pair is fully decided. (0.8 read more tuning-style cards; kept at 1, the strict margin, while a
     * held-out wrong read was being traced.)
     */
    static final double PAIR_SCALE = 1.0;
    /** Only faces this close to the best are compared again at the view's softness (the others cannot overtake it). */
    static final double SHORTLIST_GAP = 0.2;
    /**
     * For a glance, which needs only the likeness to the face the view is most like: only faces this close to the best
     * are compared again at the view's softness. (Of 60,492 views read at a softer level on dev seed 555's eight older
     * styles, 9,685 found another face best there, none of them farther than 0.102 from the best sharp face; most
     * views glanced at show table, and have most faces within {@link #SHORTLIST_GAP} of their best.)
     */
    static final double GLANCE_SHORTLIST_GAP = 0.12;
    /**
     * Only faces at most this much less like the view than the best are rivals that must be told apart in the region
     * where they differ. (Every face was, before: a face unlike the view in every cell still lowered the confidence,
     * as the view, softer than its template everywhere, lies a little toward any other face.)
     */
    static final double RIVAL_GAP = 0.25;
    /**
     * How many softer levels a pair not decided at the view's own softness is looked at (0: none). 2 read more
     * tuning-style cards, but together with either softness set it let the held-out nana-ribbon 3 be read as 12.
     */
    static final int SOFTER_PAIR_STEPS = 0;

    /**
     * code == null: not a card of this deck at all. {@link #strict}: the confidence with every pair decided only at
     * the best face itself (no {@link #PAIR_SCALE}), for views whose outline is a guess.
     */
    record Verdict(String code, boolean turned, double confidence, double likeness, int template, Strict strictness) {
        Verdict(String code, boolean turned, double confidence, double likeness) {
            this(code, turned, confidence, likeness, -1, Strict.of(confidence));
        }

        double strict() {
            return strictness.get();
        }

        /** The same reading, not decided (confidence and strict confidence 0). */
        Verdict undecided() {
            return new Verdict(code, turned, 0, likeness, template, Strict.of(0));
        }
    }

    /**
     * A strict confidence, worked out when first asked: it tells the best face from every other face, not only from
     * its near rivals, and most views (found outlines) are never asked for it.
     */
    static final class Strict {
        private java.util.function.DoubleSupplier work;
        private double value;

        private Strict(java.util.function.DoubleSupplier work, double value) {
            this.work = work;
            this.value = value;
        }

        static Strict of(double value) {
            return new Strict(null, value);
        }

        static Strict later(java.util.function.DoubleSupplier work) {
            return new Strict(work, Double.NaN);
        }

        synchronized double get() {
            if (work != null) {
                value = work.getAsDouble();
                work = null;
            }
            return value;
        }
    }

    /** Likeness below which a candidate is not a card of this deck (phones, notes, table patterns). */
    static final double CARD_LIKENESS = 0.6;
    /** Likeness from which the overall match is fully trusted. */
    static final double GOOD_LIKENESS = 0.8;

    /** How far a likeness vouches for a reading: 0 at {@link #CARD_LIKENESS}, rising to 1 at {@code good}. */
    static double vouchedBy(double likeness, double good) {
        return Math.clamp((likeness - CARD_LIKENESS) / (good - CARD_LIKENESS), 0, 1);
    }
    /**
     * How much of a pair's difference must be visible, as a share of it and in absolute units per face cell. (0.18
     * before the ninth session: nana-velvet faces taught whole, no longer from their frame lines, have a plain border
     * that dilutes their numerals, and half-hidden 11s in piles showed 17.0% of the 11-vs-4 difference. At 0.15 the
     * dev seeds read 144 of 220 velvet cards in fanned piles, against 135 at 0.18 and 140 taught from the frame lines,
     * and every other style the same, none wrong.)
     */
    static final double MIN_VISIBLE_SHARE = 0.15, MIN_VISIBLE_ENERGY = 0.004;
    /**
     * A pair whose faces differ a great deal is also decided when this much of the difference shows, per face cell,
     * whatever its share: a nana-velvet 4 half under the next card hides its numeral, 88% of what tells it from a 1,
     * yet its index and its four trees show 0.095 (a nanuk-classic card differs from its twin by 0.22 to 0.35 in all).
     * It matters only for pairs differing by more than 0.53 in all (this over {@link #MIN_VISIBLE_SHARE}): not the
     * twins of most styles (0.10 to 0.46), but nanuk-dusk's, whose bear is white paws in dark discs (1.0 to 1.3). (Dev
     * seeds: velvet piles 108 -> 113 of 150 read at 0.08, every other style, nanuk-dusk too, the same, none wrong; at
     * 0.05 the same, with a holly 8 read as 7 at 0.556 when every reading counts; at 0.12, 111.)
     */
    static final double DECIDING_ENERGY = 0.08;
    /**
     * When the quarters of the face disagree (one lies nearer the other face of a pair), a quarter where the view lies
     * beyond the best face by more than this share of the pair's difference (away from the other face) shows neither
     * face there, and is no evidence for either: an outline 28 px off a nanuk-fjord bird cut by the frame put a blue
     * gingham's dark squares where the bird-nanuk has its dark bear squares, and that quarter, far beyond the bear,
     * outweighed the quarter that showed no bear (read as bird-nanuk at 0.82). (The dev seeds of the eight tuning
     * styles read 2048 of 2208 cards with it and without; set aside whether or not the quarters disagree, 2047. The
     * benchmark's nanuk-linocut single and spread scenes: 36 -> 34, two cards missed.)
     */
    static final double BEYOND = 0.5;
    /**
     * A view more like one face over the whole card, but nearer a face of another code where the two differ, is read
     * as that face when it is decided so at least this much. Normalised over the whole card, a bright nanuk-fjord bird
     * was more like the bird-nanuk (0.942 against 0.927), its bare corners nearer the bird: it was read as neither. (Dev
     * seeds 2063 -> 2071 of 2208, none wrong; from any confidence, 2070: cards read as their rival at 0.33 and 0.38
     * were then settled toward it and lost; from 0.3, 2072, with one of them lost.)
     */
    static final double NEARER_RIVAL_READ = 0.5;

    private final List<Template> templates;
    private final double[][] fullEnergy; // [a][c]: squared difference of the whole faces, per cell
    private final int cells;
    /** Each cell's quarter of the face (0-3), for {@link #BEYOND}. */
    private final byte[] quarterOf;
    /**
     * Every template's sharp face, value by value with the templates side by side ([value][template]): the view is
     * compared with all of them in one pass whose inner loop runs over the templates (no running sum to wait on, so
     * the JIT can use vector instructions). Held as doubles, though each is a float: the view's values are doubles
     * there, so each product is the same to the last bit, and the pass no longer widens every value it reads (a glance
     * at a one-card speed scene's views 171-177 -> 137-163 us of CPU, {@code SpeedDiag -Dones -Dglances}).
     */
    private final double[] sharpByValue;
    /**
     * Every template's sharp cells' squared lengths ({@link Template#cellSq} at level 0), cell by cell with the
     * templates side by side ([cell][template]): a view with part of its face out of sight sums them in
     * {@link #bestSharp}'s pass over its cells, the same additions in the same order as {@link #sqOver} per template.
     * (A second layout of the same numbers, kept for speed: glances at outlines past the frame's edge sum them for
     * every template, and so the hidden-card search of the speed scenes with such glances took 5-10% less time.)
     */
    private final double[] sharpSqByCell;
    /** Each template's face at each {@link #SOFTNESS}, as signed (for {@link Masked}). */
    private final FaceSignature[][] softFaces;
    private final int interiorCells;
    /**
     * The whole interior's mask: a view that shows all of it is judged on this very array ({@link #judged}), and its
     * faces' squared lengths over it are the ones each {@link Template} keeps (summed anew for every view before: with
     * them kept, and the sharp faces' sums in one pass a cell, a glance took 160 us of CPU instead of 200).
     */
    private final boolean[] whole;

    Identifier(List<Template> templates) {
        this.templates = List.copyOf(templates);
        int n = templates.size();
        FaceSignature f0 = templates.get(0).face();
        cells = f0.w * f0.h;
        quarterOf = new byte[cells];
        for (int i = 0; i < cells; i++) quarterOf[i] = (byte) ((i % f0.w < f0.w / 2 ? 0 : 1) + (i / f0.w < f0.h / 2 ? 0 : 2));
        boolean[] all = interior(f0.w, f0.h);
        whole = all;
        float[][] v = new float[n][];
        for (int i = 0; i < n; i++) v[i] = templates.get(i).face().normalised(all);
        sharpByValue = new double[3 * cells * n];
        for (int t = 0; t < n; t++) {
            float[] f = templates.get(t).softer()[0];
            for (int k = 0; k < 3 * cells; k++) sharpByValue[k * n + t] = f[k];
        }
        sharpSqByCell = new double[cells * n];
        for (int t = 0; t < n; t++) {
            double[] sq = templates.get(t).cellSq()[0];
            for (int i = 0; i < cells; i++) sharpSqByCell[i * n + t] = sq[i];
        }
        softFaces = new FaceSignature[n][SOFTNESS.length];
        for (int t = 0; t < n; t++) for (int l = 0; l < SOFTNESS.length; l++) {
            FaceSignature face = templates.get(t).face();
            softFaces[t][l] = SOFTNESS[l] == 0 ? face : face.blurred(SOFTNESS[l]);
        }
        int in = 0;
        for (boolean b : all) if (b) in++;
        interiorCells = in;
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

    /**
     * A view compared with every face: its normalised cells ({@code o}, zero outside {@code mask}), the likeness to
     * each template ({@code like}, at softness {@code level} for those near the best) and the best one.
     */
    private record Reading(float[] o, double oo, boolean[] mask, int seen, double[] like, int best, int level, Masked masked) {}

    /**
     * The view read against every face, the faces within {@code shortlist} of the best compared again at the view's
     * softness; null when too little of it can be judged.
     */
    private Reading read(FaceSignature obs, boolean[] visible, double shortlist) {
        boolean[] mask = judged(obs, visible);
        int seen = 0;
        for (boolean m : mask) if (m) seen++;
        if (seen < cells * 0.25) return null;
        float[] o = obs.normalised(mask);
        int n = templates.size();
        double[] like = new double[n];
        double oo = dot(o, o);
        int best = bestSharp(o, oo, mask, like);
        // a blurred or shaken camera: compare with templates softened as much as the view is
        int level = 0;
        double levelLike = like[best];
        Template[] bests = new Template[SOFTNESS.length - 1];
        int[] softnesses = new int[SOFTNESS.length - 1];
        for (int l = 1; l < SOFTNESS.length; l++) { bests[l - 1] = templates.get(best); softnesses[l - 1] = l; }
        double[] softer = likenesses(o, oo, bests, softnesses, bests.length, mask);
        for (int l = 1; l < SOFTNESS.length; l++) {
            if (softer[l - 1] > levelLike + LEVEL_MARGIN) { level = l; levelLike = softer[l - 1]; }
        }
        if (level > 0) {
            // only faces near the best can overtake it at another softness
            double floor = like[best] - shortlist;
            int[] near = new int[n], levels = new int[n];
            Template[] faces = new Template[n];
            int nNear = 0;
            for (int t = 0; t < n; t++) {
                if (like[t] < floor) continue;
                near[nNear] = t;
                faces[nNear] = templates.get(t);
                levels[nNear++] = level;
            }
            double[] again = likenesses(o, oo, faces, levels, nNear, mask); // junk outlines have many faces near their best
            for (int k = 0; k < nNear; k++) like[near[k]] = again[k];
            for (int t = 0; t < n; t++) if (like[t] >= floor && like[t] > like[best]) best = t;
        }
        // part of the face hidden: the faces near the best are compared again normalised over what shows (see Masked),
        // unless the view is so unlike any face that it is no card however it is normalised (most guessed outlines:
        // comparing them again took a 20-card frame from ~170 to ~230 ms)
        Masked masked = masked(mask, seen);
        if (masked != null && like[best] >= CARD_LIKENESS - SHORTLIST_GAP) {
            double floor = like[best] - SHORTLIST_GAP;
            int nb = -1;
            for (int t = 0; t < n; t++) {
                if (like[t] < floor) continue;
                like[t] = masked.likeness(o, oo, t, level);
                if (nb < 0 || like[t] > like[nb]) nb = t;
            }
            best = nb;
        }
        return new Reading(o, oo, mask, seen, like, best, level, masked);
    }

    /**
     * The likeness of the view to the face it is most like, as {@link #identify} finds it, without telling that face
     * from the others (what most of the time goes on): enough to rank guessed outlines, most of which show no card.
     * Read at a softer level, only the faces within {@link #GLANCE_SHORTLIST_GAP} of the best are compared again (a
     * glance at a one-card speed scene's views 148 -> 128 us of CPU, with a quarter of them out of sight 200 -> 162;
     * the {@code SpeedDiag -Dglances} sums the same).
     */
    double bestLikeness(FaceSignature obs, boolean[] visible) {
        Reading r = read(obs, visible, GLANCE_SHORTLIST_GAP);
        return r == null ? 0 : r.like()[r.best()];
    }

    Verdict identify(FaceSignature obs, boolean[] visible) {
        Reading r = read(obs, visible, SHORTLIST_GAP);
        if (r == null) return new Verdict(null, false, 0, 0);
        return verdict(r, r.best(), true);
    }

    /**
     * The reading of view {@code r} as face {@code best}. {@code rivalMayTake}: when a face of another code lies nearer
     * the view in the region that tells the two apart, the view is read as that face instead (once).
     */
    private Verdict verdict(Reading r, int best, boolean rivalMayTake) {
        float[] o = r.o();
        double[] like = r.like();
        int level = r.level(), seen = r.seen(), n = templates.size();
        Template a = templates.get(best);
        if (like[best] < CARD_LIKENESS) return new Verdict(null, false, 0, like[best], best, Strict.of(0));
        double conf = vouchedBy(like[best], GOOD_LIKENESS), strict = conf;
        int[] cellsSeen = new int[seen];
        for (int i = 0, j = 0; i < cells; i++) if (r.mask()[i]) cellsSeen[j++] = i;
        Pairs pairs = new Pairs(o, best, level, cellsSeen, r.masked());
        boolean alone = true;
        int nearer = -1;
        int[] others = new int[n];
        int nOthers = 0;
        for (int c = 0; c < n; c++) {
            if (templates.get(c).code().equals(a.code())) continue;
            // a face far less like the view than the best cannot be what a found outline shows: only near rivals
            // limit the confidence; a guessed outline (strict) may sit off the card, so every face limits it there
            if (like[c] < like[best] - RIVAL_GAP) {
                others[nOthers++] = c;
                continue;
            }
            alone = false;
            double margin = pairs.margin(c);
            if (margin < 0) {
                // the region that tells these two apart is hidden
                conf = 0;
                strict = 0;
                break;
            }
            if (margin == 0 && rivalMayTake && (nearer < 0 || like[c] > like[nearer])) nearer = c;
            conf = Math.min(conf, Math.min(1, margin / PAIR_SCALE));
            strict = Math.min(strict, margin);
        }
        if (alone) {
            // nothing but its likeness vouches for it: the face's content inside its edge must show, not only a
            // rectangle of its colours (the view lies nearer the face than the face made plain inside its edge)
            double detail = margin(o, a.softer()[level], a.cellSq()[level], a.softer()[SOFTNESS.length], a.cellSq()[SOFTNESS.length], inside(cellsSeen, a.face().w, a.face().h), 0);
            // (a plain face, or one whose content is out of sight, has none to show: its likeness alone decides)
            double vouched = detail < 0 ? 1 : Math.clamp((detail - CONTENT_FLOOR) / CONTENT_FLOOR, 0, 1);
            conf = Math.min(conf, vouched);
            strict = Math.min(strict, vouched);
        }
        double nearStrict = strict;
        int nFar = nOthers;
        Strict strictness = nearStrict == 0 || nFar == 0 ? Strict.of(nearStrict) : Strict.later(() -> {
            double st = nearStrict;
            for (int k = 0; k < nFar; k++) {
                double m = pairs.margin(others[k]);
                if (m < 0) return 0; // the region that tells these two apart is hidden
                st = Math.min(st, m);
            }
            return st;
        });
        if (conf == 0 && nearer >= 0) {
            Verdict other = verdict(r, nearer, false);
            if (other.confidence() >= NEARER_RIVAL_READ) {
                // (not when the view lies beyond the rival, away from this face, where the two differ: it then shows
                // neither face there)
                boolean beyond = new Pairs(o, nearer, level, cellsSeen, r.masked()).margin(best) > 1;
                if (!beyond) return other;
            }
        }
        return new Verdict(a.code(), a.turned(), conf, like[best], best, strictness);
    }

    /** One view told from each other face in the region where that face and the best one differ. */
    private final class Pairs {
        private final float[] o;
        private final int best, level;
        private final int[] cellsSeen;
        /**
         * Part of the face hidden: the view was normalised over what shows, and is told from each pair's faces
         * normalised over the same cells (normalised over the whole face, their visible parts' level and spread differ
         * from the view's, and a view lay nearer the middle of a pair than it is). Null when the view shows enough.
         */
        private final Masked partial;
        private double[][] offBest; // the view's distance from the best face per level and seen cell, once for all pairs

        Pairs(float[] o, int best, int level, int[] cellsSeen, Masked partial) {
            this.o = o;
            this.best = best;
            this.level = level;
            this.cellsSeen = cellsSeen;
            this.partial = partial;
        }

        /** Where the view lies between the best face (1) and face {@code c} (0); negative when too little of what tells them apart shows. */
        double margin(int c) {
            // a pair not decided at the view's softness is looked at a little softer too: a symbol a pixel off
            // keeps its contrast there, while a symbol that is not there does not appear by softening
            double margin = Double.NaN;
            for (int l = level; l < Math.min(SOFTNESS.length, level + 1 + SOFTER_PAIR_STEPS); l++) {
                double m = Identifier.this.margin(o, best, c, l, cellsSeen, partial);
                if (Double.isNaN(margin) || m > margin) margin = m;
                if (margin >= PAIR_SCALE || m < 0) break; // decided, or hidden (negative: not visible enough)
            }
            if (margin >= 0 && margin < PAIR_SCALE) {
                // not decided at the whole view's softness: perhaps at the deciding region's own
                if (offBest == null) offBest = offBest(o, templates.get(best), level, cellsSeen);
                int pl = pairLevel(o, best, c, level, cellsSeen, offBest);
                if (pl != level) margin = Identifier.this.margin(o, best, c, pl, cellsSeen, partial);
            }
            return margin;
        }
    }

    /** The cells of {@code cellsSeen} at least {@link #PLAIN_RING} cells inside the face's edge. */
    private static int[] inside(int[] cellsSeen, int w, int h) {
        return java.util.Arrays.stream(cellsSeen)
                .filter(i -> i % w >= PLAIN_RING && i % w < w - PLAIN_RING && i / w >= PLAIN_RING && i / w < h - PLAIN_RING).toArray();
    }

    /**
     * The softness at which the view's region deciding between faces {@code a} and {@code c} is best matched by
     * either of them (not by {@code a} alone, which would favour it): a small symbol is softened by the camera more
     * than the whole face's likeness shows. From {@code level} (the whole view's) softer.
     */
    private int pairLevel(float[] o, int ai, int ci, int level, int[] cellsSeen, double[][] offBest) {
        float[] va0 = templates.get(ai).softer()[level];
        float[][] vc = templates.get(ci).softer();
        int levels = SOFTNESS.length;
        // every level's two sums in one pass over the cells (each summed in the cells' order, as level by level)
        double[] ea = new double[levels], ec = new double[levels];
        for (int j = 0; j < cellsSeen.length; j++) {
            int k = 3 * cellsSeen[j];
            float[] vcl = vc[level];
            float e0 = vcl[k] - va0[k], e1 = vcl[k + 1] - va0[k + 1], e2 = vcl[k + 2] - va0[k + 2];
            double w = e0 * e0; // float products summed in double, as everywhere in the pair's sums
            w += e1 * e1;
            w += e2 * e2;
            if (w == 0) continue;
            float o0 = o[k], o1 = o[k + 1], o2 = o[k + 2];
            for (int l = level; l < levels; l++) {
                float[] v = vc[l];
                double d0 = o0 - v[k], d1 = o1 - v[k + 1], d2 = o2 - v[k + 2];
                ea[l] += w * offBest[l][j];
                ec[l] += w * (d0 * d0 + d1 * d1 + d2 * d2);
            }
        }
        int bestLevel = level;
        double bestFit = Double.MAX_VALUE;
        for (int l = level; l < levels; l++) {
            double fit = Math.min(ea[l], ec[l]);
            if (fit < bestFit) { bestFit = fit; bestLevel = l; }
        }
        return bestLevel;
    }

    /** For {@link #pairLevel}: the view's squared distance from face {@code a} in each seen cell, at each softness from {@code level}. */
    private static double[][] offBest(float[] o, Template a, int level, int[] cellsSeen) {
        double[][] r = new double[SOFTNESS.length][];
        for (int l = level; l < SOFTNESS.length; l++) {
            float[] va = a.softer()[l];
            r[l] = new double[cellsSeen.length];
            for (int j = 0; j < cellsSeen.length; j++) {
                int k = 3 * cellsSeen[j];
                double d0 = o[k] - va[k], d1 = o[k + 1] - va[k + 1], d2 = o[k + 2] - va[k + 2];
                r[l][j] = d0 * d0 + d1 * d1 + d2 * d2;
            }
        }
        return r;
    }

    /**
     * A view showing less than this share of the face's interior is compared with faces normalised over what shows.
     * (0.95 at first: then every whole card with a glare spot was too, at a cost and for nothing.)
     */
    static final double MASKED_BELOW = 0.8;

    /** The faces normalised over a view's cells, for a view showing {@code seen} cells; null when it shows enough of the face. */
    private Masked masked(boolean[] mask, int seen) {
        return seen < MASKED_BELOW * interiorCells ? new Masked(mask) : null;
    }

    /** The templates' faces at each softness, normalised over one view's cells (made when asked, kept for the view). */
    private final class Masked {
        final boolean[] mask;
        final float[][] v = new float[templates.size() * SOFTNESS.length][];
        final double[][] q = new double[templates.size() * SOFTNESS.length][];

        Masked(boolean[] mask) {
            this.mask = mask;
        }

        /** The likeness of the view ({@code o}, its squared length {@code oo}) to face {@code t} at {@code level}. */
        double likeness(float[] o, double oo, int t, int level) {
            int k = at(t, level);
            return Identifier.likeness(dot(o, v[k]), oo, sqOver(q[k], mask));
        }

        int at(int t, int level) {
            int k = t * SOFTNESS.length + level;
            if (v[k] == null) {
                v[k] = softFaces[t][level].normalised(mask);
                q[k] = Template.cellSq(v[k]);
            }
            return k;
        }
    }

    /**
     * {@link #margin(float[], int, int, int, int[])}, the faces normalised over the view's cells when {@code masked}
     * is given; whether enough of the pair's difference shows is judged on the faces as taught.
     */
    private double margin(float[] o, int ai, int ci, int level, int[] cellsSeen, Masked masked) {
        double m = margin(o, ai, ci, level, cellsSeen);
        if (m < 0 || masked == null) return m;
        int ka = masked.at(ai, level), kc = masked.at(ci, level);
        double r = margin(o, masked.v[ka], masked.q[ka], masked.v[kc], masked.q[kc], cellsSeen, 0);
        return r < 0 ? m : r;
    }

    /**
     * Where the view lies between face {@code a} (1) and face {@code c} (-1, clamped to 0) at softness
     * {@code level}, weighted by how much the two differ in each cell, so the deciding region speaks loudest;
     * -1 when too little of that region is visible.
     */
    private double margin(float[] o, int ai, int ci, int level, int[] cellsSeen) {
        return margin(o, templates.get(ai).softer()[level], templates.get(ai).cellSq()[level],
                templates.get(ci).softer()[level], templates.get(ci).cellSq()[level], cellsSeen, fullEnergy[ai][ci]);
    }

    /** {@link #margin(float[], int, int, int, int[])} between two normalised faces whose whole difference is {@code full}. */
    private double margin(float[] o, float[] va, double[] qa, float[] vc, double[] qc, int[] cellsSeen, double full) {
        // summed per quarter of the face (see BEYOND)
        double[] ee = new double[4], wd = new double[4], wsep = new double[4];
        for (int i : cellsSeen) {
            int k = 3 * i;
            double d0 = vc[k] - va[k], d1 = vc[k + 1] - va[k + 1], d2 = vc[k + 2] - va[k + 2];
            double dd = d0 * d0 + d1 * d1 + d2 * d2;
            if (dd == 0) continue;
            int q = quarterOf[i];
            ee[q] += dd;
            // |o - c|^2 - |o - a|^2 = |c|^2 - |a|^2 - 2 o.(c - a)
            wsep[q] += dd * (qc[i] - qa[i] - 2 * (o[k] * d0 + o[k + 1] * d1 + o[k + 2] * d2));
            wd[q] += dd * dd;
        }
        double energy = (ee[0] + ee[1] + ee[2] + ee[3]) / cells;
        if (energy < MIN_VISIBLE_ENERGY || energy < MIN_VISIBLE_SHARE * full && energy < DECIDING_ENERGY) return -1;
        // each quarter's place between the faces (0 at a, 1 at c): when one lies nearer c than a, the quarters
        // disagree, and one far beyond a may show no face at all
        double[] at = new double[4];
        boolean against = false;
        for (int q = 0; q < 4; q++) {
            at[q] = wd[q] == 0 ? Double.NaN : (1 - wsep[q] / wd[q]) / 2;
            against |= at[q] > 0.5;
        }
        double wdKept = 0, wsepKept = 0;
        for (int q = 0; q < 4; q++) {
            if (wd[q] == 0 || against && at[q] < -BEYOND) continue;
            wdKept += wd[q];
            wsepKept += wsep[q];
        }
        // (what shows is judged before, not after, such quarters are set aside: judged after, 2 more nana-velvet cards
        // in piles were not decided)
        if (wdKept == 0) return 0;
        double t = (1 - wsepKept / wdKept) / 2; // 0 at a, 1 at c
        return Math.max(0, 1 - 2 * t);
    }

    /** The likeness of the view to every template's sharp face (into {@code like}); returns the best one. */
    private int bestSharp(float[] o, double oo, boolean[] mask, double[] like) {
        int n = templates.size();
        double[] ot = new double[n];
        // part of the face out of sight: the templates' squared lengths over the cells that show, summed in the same
        // pass (in the cells' order, as sqOver sums them)
        double[] tt = mask == whole ? null : new double[n];
        for (int i = 0; i < cells; i++) {
            if (!mask[i]) continue;
            // a cell's three values in one pass over the templates (each sum gets the same additions in the same order
            // as in a pass per value, and the view's reading is the same to the last bit)
            int a0 = 3 * i * n, a1 = a0 + n, a2 = a1 + n;
            double o0 = o[3 * i], o1 = o[3 * i + 1], o2 = o[3 * i + 2];
            for (int t = 0; t < n; t++) ot[t] = ((ot[t] + o0 * sharpByValue[a0 + t]) + o1 * sharpByValue[a1 + t]) + o2 * sharpByValue[a2 + t];
            if (tt != null) {
                int c = i * n;
                for (int t = 0; t < n; t++) tt[t] += sharpSqByCell[c + t];
            }
        }
        int best = 0;
        for (int t = 0; t < n; t++) {
            like[t] = likeness(ot[t], oo, tt == null ? templates.get(t).wholeSq()[0] : tt[t]);
            if (like[t] > like[best]) best = t;
        }
        return best;
    }

    /**
     * The view's likeness to the first {@code count} of {@code faces}, each at its softness in {@code levels}, over
     * the mask, each to the last bit as {@link #likeness(float[], double, Template, int, boolean[])} works it out: the
     * same sums in the same order, two faces side by side. Each sum waits on its own last addition, so one alone
     * leaves the core idle; these sums are most of what a glance at a guessed outline costs after its signature (a
     * glance 181 -> 158 us of CPU, {@code SpeedDiag -Dglances}; with the whole interior's squared lengths kept
     * and the sharp faces' sums in one pass a cell, 200 -> 160 us on a slower day).
     */
    private double[] likenesses(float[] o, double oo, Template[] faces, int[] levels, int count, boolean[] mask) {
        double[] out = new double[count];
        int k = 0;
        for (; k + 1 < count; k += 2) {
            double[] d = dots(o, faces[k].softer()[levels[k]], faces[k + 1].softer()[levels[k + 1]]);
            out[k] = likeness(d[0], oo, sqOver(faces[k], levels[k], mask));
            out[k + 1] = likeness(d[1], oo, sqOver(faces[k + 1], levels[k + 1], mask));
        }
        if (k < count) out[k] = likeness(o, oo, faces[k], levels[k], mask);
        return out;
    }

    /** {@code dot(a, b)} and {@code dot(a, c)}, summed as {@link #dot} sums each. */
    private static double[] dots(float[] a, float[] b, float[] c) {
        double s0 = 0, s1 = 0, s2 = 0, s3 = 0, r0 = 0, r1 = 0, r2 = 0, r3 = 0;
        int i = 0, n = a.length;
        for (; i + 3 < n; i += 4) {
            float a0 = a[i], a1 = a[i + 1], a2 = a[i + 2], a3 = a[i + 3];
            s0 += a0 * b[i]; s1 += a1 * b[i + 1]; s2 += a2 * b[i + 2]; s3 += a3 * b[i + 3];
            r0 += a0 * c[i]; r1 += a1 * c[i + 1]; r2 += a2 * c[i + 2]; r3 += a3 * c[i + 3];
        }
        for (; i < n; i++) { s0 += a[i] * b[i]; r0 += a[i] * c[i]; }
        return new double[] {(s0 + s1) + (s2 + s3), (r0 + r1) + (r2 + r3)};
    }

    /** Likeness of a view (zero outside the mask) to a template's cells inside the mask. */
    private double likeness(float[] o, double oo, Template t, int level, boolean[] mask) {
        return likeness(dot(o, t.softer()[level]), oo, sqOver(t, level, mask)); // o is zero outside the mask
    }

    /** A template's squared length at {@code level} over the cells in {@code mask}. */
    private double sqOver(Template t, int level, boolean[] mask) {
        return mask == whole ? t.wholeSq()[level] : sqOver(t.cellSq()[level], mask);
    }

    /** The cells' squared lengths {@code sq} summed over the mask, in the cells' order. */
    private static double sqOver(double[] sq, boolean[] mask) {
        double tt = 0;
        for (int i = 0; i < mask.length; i++) if (mask[i]) tt += sq[i];
        return tt;
    }

    /** The cells a view is judged on: visible and not under glare; {@link #whole} itself when that is all of them. */
    private boolean[] judged(FaceSignature obs, boolean[] visible) {
        boolean[] mask = new boolean[cells];
        for (int i = 0; i < cells; i++) mask[i] = visible[i] && !obs.glare[i];
        return java.util.Arrays.equals(mask, whole) ? whole : mask;
    }

    /** The template of another code than {@code template}'s that the view is most like, or -1. */
    int rival(FaceSignature obs, boolean[] visible, int template) {
        boolean[] mask = judged(obs, visible);
        float[] o = obs.normalised(mask);
        double oo = dot(o, o), best = -Double.MAX_VALUE;
        int r = -1;
        String code = templates.get(template).code();
        for (int t = 0; t < templates.size(); t++) {
            if (templates.get(t).code().equals(code)) continue;
            double l = likeness(o, oo, templates.get(t), 0, mask);
            if (l > best) { best = l; r = t; }
        }
        return r;
    }

    /**
     * Likeness to one template over the visible cells (for fitting an outline to a face already recognised). A
     * reading of no face ({@code template} -1: too little of the view to compare) is like none: a card placed under
     * another and so read was slid and fitted to it, and the scan threw (a benchmark spread, 2026-12-01).
     */
    double likeness(FaceSignature obs, boolean[] visible, int template) {
        if (template < 0) return 0;
        boolean[] mask = judged(obs, visible);
        float[] o = obs.normalised(mask);
        int seen = 0;
        for (boolean m : mask) if (m) seen++;
        // part of the face hidden: compared with the face normalised over what shows, as identify does
        Masked masked = masked(mask, seen);
        if (masked != null) return masked.likeness(o, dot(o, o), template, 0);
        return likeness(o, dot(o, o), templates.get(template), 0, mask);
    }

    /** Likeness from a view's dot product with a face ({@code ot}) and their squared lengths over the cells judged. */
    private static double likeness(double ot, double oo, double tt) {
        return 2 * ot / (oo + tt + 1e-9);
    }

    /** Four running sums, so the additions do not wait on each other (a face's likeness while fitting is this loop). */
    private static double dot(float[] a, float[] b) {
        double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        int i = 0, n = a.length;
        for (; i + 3 < n; i += 4) {
            s0 += a[i] * b[i];
            s1 += a[i + 1] * b[i + 1];
            s2 += a[i + 2] * b[i + 2];
            s3 += a[i + 3] * b[i + 3];
        }
        for (; i < n; i++) s0 += a[i] * b[i];
        return (s0 + s1) + (s2 + s3);
    }
}
