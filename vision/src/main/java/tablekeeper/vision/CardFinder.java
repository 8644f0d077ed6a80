package tablekeeper.vision;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfInt;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Finds card-like outlines in a frame. Several cues each give closed contours (a card never relies on one):
 * colour edges (the holes inside an edge loop survive busy backgrounds), locally-brighter and locally-darker
 * regions (adaptive thresholds) and a strong-edge map for low contrast. A contour that fits a quadrilateral of
 * the card's aspect is a whole card; the convex right-angled corners of the others are where partly hidden
 * cards (fanned piles, cards cut by the frame) may lie.
 */
final class CardFinder {
    /** The longest side of the working image: detection runs downscaled, identification on the full frame. */
    static final int WORK_SIZE = 960;

    /** A visible card corner: the corner point and unit directions along its two visible sides, with their lengths. */
    record Corner(double[] at, double[] dirA, double lenA, double[] dirB, double lenB) {
        /** The corner at {@code at} of a polygon whose neighbouring vertices are {@code prev} and {@code next}. */
        static Corner of(double[] prev, double[] at, double[] next) {
            double la = Geometry.dist(at, prev), lb = Geometry.dist(at, next);
            return new Corner(at, new double[] {(prev[0] - at[0]) / la, (prev[1] - at[1]) / la}, la,
                    new double[] {(next[0] - at[0]) / lb, (next[1] - at[1]) / lb}, lb);
        }
    }

    /**
     * Whole-card outlines (full-frame pixels, clockwise), corners for partly hidden cards, and the distance of
     * every working pixel to the nearest edge of the sensitive colour-edge cue ({@code scale}: working pixels per
     * frame pixel), for following fanned piles ({@link PileEdges}). {@code loose}: outlines whose contour fills
     * only {@link #LOOSE_FILL} to {@link #FILL} of them, not already among the outlines: a card whose art touches
     * its border inside an edge map on a patterned cloth, or as often the visible part of a card in a pile.
     * {@code acrossGrain}: the corners found only by the edges across the table's grain (see {@link #acrossGrain}),
     * and {@code acrossGrainDistance} the distance map of those edges (null when the table has no grain).
     * {@code clothCorners}: those found only with a checked cloth's lines beside something plain put back
     * ({@link ClothLines}): where a card lies along the cloth's lines, its corners; elsewhere, mostly the cloth's.
     * {@code joined}: card outlines made of two parts side by side ({@link #mergeParts}; teaching photos only).
     * {@code edgeDirections}: which way the edges run at each working pixel (valid as long as the distance maps).
     */
    record Finding(List<double[][]> outlines, List<double[][]> loose, List<Corner> corners, float[] edgeDistance,
                   int width, int height, double scale, List<Corner> acrossGrain, List<Corner> clothCorners, float[] acrossGrainDistance,
                   List<double[][]> joined, EdgeDirections edgeDirections) {
        /** The shortest short side (frame pixels) a card is looked for at. */
        double minShortSide() {
            return minShort(scale) / scale;
        }

        /** The frame's width and height, in its own pixels (the finding's are working pixels). */
        double frameWidth() {
            return width / scale;
        }

        double frameHeight() {
            return height / scale;
        }
    }

    /** The shortest short side of a card, in working pixels at {@code f} working pixels per frame pixel. */
    private static double minShort(double f) {
        return Math.max(24, 60 * f);
    }

    /**
     * How much of its convex hull, and of its quadrilateral, a contour must fill to be a card's outline; from
     * {@link #LOOSE_FILL}, a loose one.
     */
    static final double FILL = 0.85, LOOSE_FILL = 0.7;

    /** Diagnostics only: shown each cue's binary map (1 to 5, working size; null in normal use), from the workers. */
    static java.util.function.BiConsumer<Integer, Mat> PROBE;

    private final double aspect, minAspect, maxAspect; // short side over long side
    /**
     * Whether two parts side by side are looked for as a card ({@link #mergeParts}): only in a teaching photo, which
     * shows one card. On the table the visible parts of two cards in a pile, or of a card and the table, may make a
     * card's shape (as loose outlines they made a held-out card read where there was none, at 0.74).
     */
    private final boolean joinsParts;

    /** Cards of a known shape (a taught deck). */
    CardFinder(double aspect) {
        this(aspect, aspect * 0.8, Math.min(1.0, aspect * 1.22), false);
    }

    /** Cards whose shape is only known to lie in a range (teaching photos, one card each). */
    CardFinder(double aspect, double minAspect, double maxAspect) {
        this(aspect, minAspect, maxAspect, true);
    }

    private CardFinder(double aspect, double minAspect, double maxAspect, boolean joinsParts) {
        this.aspect = aspect;
        this.minAspect = minAspect;
        this.maxAspect = maxAspect;
        this.joinsParts = joinsParts;
    }

    Finding find(Mat bgr) {
        return find(bgr, FrameArrays.fresh());
    }

    /** The cards in a frame; the finding's distance maps are arrays of {@code arrays}, valid until they are given back. */
    Finding find(Mat bgr, FrameArrays arrays) {
        double f = Math.min(1.0, (double) WORK_SIZE / Math.max(bgr.cols(), bgr.rows()));
        List<double[][]> outlines = new ArrayList<>(), alternates = new ArrayList<>(), loose = new ArrayList<>(), joined = new ArrayList<>();
        List<Corner> corners = new ArrayList<>(), grainCorners = new ArrayList<>(), clothCorners = new ArrayList<>();
        float[] edgeDistance, acrossDistance = null;
        EdgeDirections edgeDirections;
        int width, height;
        try (Mats m = new Mats()) {
            Mat work = bgr;
            if (f < 1) {
                work = m.mat();
                // down to half size, linear is as good as area averaging (at exactly half it is the same) and several
                // times faster; further down it would skip pixels
                int how = f >= 0.5 ? Imgproc.INTER_LINEAR : Imgproc.INTER_AREA;
                Imgproc.resize(bgr, work, new Size(Math.round(bgr.cols() * f), Math.round(bgr.rows() * f)), 0, 0, how);
            }
            double minShort = minShort(f);
            double maxShort = 0.95 * Math.min(work.cols(), work.rows());
            Mat blur = m.mat();
            Imgproc.GaussianBlur(work, blur, new Size(5, 5), 0);
            Mat gray = m.mat();
            Imgproc.cvtColor(blur, gray, Imgproc.COLOR_BGR2GRAY);

            Mat kernel = m.add(Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3, 3)));
            int block = Math.max(31, Math.min((int) Math.round(maxShort / 3) | 1, 151));
            // the four cues are independent, and so are the sensitive edges' four uses (the distances for the pile
            // search, with and without the table's grain, and the outlines and corners of each): every piece runs on
            // the cores as soon as what it needs is made (the first cue done in turn was most of the finder's time)
            CompletableFuture<ColourGradient> gradient = Workers.start(() -> ColourGradient.of(m, arrays, blur));
            // cue 1 and 2: colour edges at two sensitivities, slightly thickened so gaps close
            CompletableFuture<Mat> sensitive = Workers.then(gradient, g -> {
                Mat edges = m.mat();
                g.edges(edges, 12, 36);
                return edges;
            });
            CompletableFuture<Found> second = Workers.then(gradient, g -> edgeCue(m, g, 40, 110, kernel, minShort, maxShort));
            // cue 3 and 4: regions brighter / darker than their surroundings
            CompletableFuture<Found> third = Workers.start(() -> regionCue(m, gray, Imgproc.THRESH_BINARY, -6, 3, block, kernel, minShort, maxShort));
            CompletableFuture<Found> fourth = Workers.start(() -> regionCue(m, gray, Imgproc.THRESH_BINARY_INV, 6, 4, block, kernel, minShort, maxShort));
            // the sensitive edges' uses wait for them only, not for the grain (on wood it takes 2 ms to look for)
            CompletableFuture<Grain> grained = Workers.then(sensitive, edges -> acrossGrain(m, arrays, edges, gray));
            CompletableFuture<float[]> distance = Workers.then(sensitive, edges -> distance(m, arrays, edges));
            CompletableFuture<Found> first = Workers.then(sensitive, edges -> thickened(m, edges, kernel, 1, minShort, maxShort, joinsParts));
            CompletableFuture<float[]> distanceAcross = Workers.then(grained, gr -> gr.across() == null ? null : distance(m, arrays, gr.across()));
            CompletableFuture<List<Corner>> clothFound = Workers.then(grained, gr ->
                    gr.clearSided() == null ? List.of() : thickened(m, gr.clearSided(), kernel, 6, minShort, maxShort, false).corners());
            CompletableFuture<List<Corner>> grainFound = Workers.then(grained, gr -> {
                Mat across = gr.across();
                if (across == null) return List.of();
                // and the corners of the edges across the table's grain, kept apart: where a card along the grain lost
                // its edges too, some are no card's (one placed half a card along its pile was read). Their whole and
                // loose outlines read 1 more card of some 1100 on the dev seeds, and are left out.
                return thickened(m, across, kernel, 5, minShort, maxShort, false).corners();
            });
            // every piece done (or failed) before the frame's matrices are released
            Workers.settle(gradient, sensitive, grained, second, third, fourth, distance, distanceAcross, first, grainFound, clothFound);
            for (CompletableFuture<Found> cue : List.of(first, second, third, fourth)) {
                Found got = Workers.join(cue); // joined in the cues' order
                outlines.addAll(got.outlines());
                alternates.addAll(got.alternates());
                loose.addAll(got.loose());
                joined.addAll(got.joined());
                corners.addAll(got.corners());
            }
            grainCorners.addAll(Workers.join(grainFound));
            clothCorners.addAll(Workers.join(clothFound));
            edgeDistance = Workers.join(distance);
            acrossDistance = Workers.join(distanceAcross);
            edgeDirections = new EdgeDirections(Workers.join(gradient));
            width = work.cols();
            height = work.rows();
        }
        List<double[][]> full = new ArrayList<>();
        List<double[][]> kept = dedupe(outlines);
        // an alternate is dropped when a kept outline already is (nearly) it (it differs from its own by one corner
        // only), or when another cue found the same card square already: each alternate costs an identification
        List<double[][]> alts = new ArrayList<>();
        outer:
        for (double[][] a : dedupe(alternates)) {
            for (double[][] k : kept) {
                double o = Geometry.overlap(a, k);
                if (o > 0.97 || o > 0.8 && parallelogram(k)) continue outer;
            }
            alts.add(a);
        }
        kept.addAll(alts);
        for (double[][] q : kept) full.add(Geometry.scale(q, 1 / f));
        List<double[][]> looseFull = new ArrayList<>();
        outer:
        for (double[][] q : dedupe(loose)) {
            for (double[][] k : kept) if (Geometry.overlap(q, k) > 0.85) continue outer;
            looseFull.add(Geometry.scale(q, 1 / f));
        }
        // of the corners across the grain only the longest-sided: each costs a look or two at the frame
        List<Corner> grain = longestFirst(grainCorners, f, MAX_GRAIN_CORNERS);
        List<Corner> cloth = new ArrayList<>();
        for (Corner c : longestFirst(clothCorners, f, Integer.MAX_VALUE)) {
            if (cloth.size() >= MAX_CLOTH_CORNERS) break;
            if (grain.stream().noneMatch(k -> sameCorner(c, k))) cloth.add(c);
        }
        List<double[][]> joinedFull = new ArrayList<>();
        for (double[][] q : dedupe(joined)) joinedFull.add(Geometry.scale(q, 1 / f));
        return new Finding(full, looseFull, dedupeCorners(full(corners, f)), edgeDistance, width, height, f, grain, cloth, acrossDistance, joinedFull, edgeDirections);
    }

    /** At most this many corners found only across the grain are kept (longest sides first). */
    private static final int MAX_GRAIN_CORNERS = 20;
    /** At most this many corners of a checked cloth's lines beside something plain are kept (longest sides first). */
    private static final int MAX_CLOTH_CORNERS = 10;

    /** The corners (working pixels at {@code f} a frame pixel) in frame pixels, one of each, at most {@code most}, longest sides first. */
    private static List<Corner> longestFirst(List<Corner> corners, double f, int most) {
        List<Corner> cs = dedupeCorners(full(corners, f));
        cs.sort(java.util.Comparator.comparingDouble((Corner c) -> -(c.lenA() + c.lenB())));
        return new ArrayList<>(cs.subList(0, Math.min(most, cs.size())));
    }

    /** How far (degrees) an edge's direction may lie from the table's grain to be taken for it. */
    private static final int GRAIN_SPREAD = 8;
    /** The share of a frame's edges along one direction (give or take a right angle) from which the table has a grain. */
    private static final double GRAIN_SHARE = 0.45;

    /** Cue 2: the outlines and corners of the colour edges at Canny thresholds {@code low} and {@code high}. */
    private Found edgeCue(Mats m, ColourGradient gradient, double low, double high, Mat kernel, double minShort, double maxShort) {
        Mat bin = m.mat();
        gradient.edges(bin, low, high);
        return thickened(m, bin, kernel, 2, minShort, maxShort, joinsParts);
    }

    /**
     * What an edge map ({@code edges}, binary) shows, slightly thickened so its gaps close (shown to {@link #PROBE} as
     * {@code probe}); {@code mergeParts}: parts side by side are looked for as a card ({@link #mergeParts}).
     */
    private Found thickened(Mats m, Mat edges, Mat kernel, int probe, double minShort, double maxShort, boolean mergeParts) {
        Mat bin = m.mat();
        Imgproc.dilate(edges, bin, kernel);
        if (PROBE != null) PROBE.accept(probe, bin);
        Found out = new Found();
        collect(m, bin, Imgproc.RETR_LIST, minShort, maxShort, 1.5, mergeParts, out);
        return out;
    }

    /** Cue 3 and 4 (shown to {@link #PROBE} as {@code probe}): the regions brighter, or darker, than around them ({@code type}). */
    private Found regionCue(Mats m, Mat gray, int type, double offset, int probe, int block, Mat kernel, double minShort, double maxShort) {
        Mat bin = m.mat();
        Imgproc.adaptiveThreshold(gray, bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, type, block, offset);
        Imgproc.morphologyEx(bin, bin, Imgproc.MORPH_OPEN, kernel);
        if (PROBE != null) PROBE.accept(probe, bin);
        Found out = new Found();
        collect(m, bin, Imgproc.RETR_EXTERNAL, minShort, maxShort, 0, false, out);
        return out;
    }

    /**
     * What the table's grain leaves of the colour edges: {@code across}, those not running along it; {@code clearSided},
     * those and the ones along it that have something plain on one side ({@link ClothLines}), when the grain is a
     * checked cloth's (else null). Both null when the frame's edges have no one direction.
     */
    private record Grain(Mat across, Mat clearSided) {}

    /**
     * The colour edges ({@code edges}, binary) without those running along the table's grain, as new maps (see
     * {@link Grain}). A checked cloth's lines run two ways a right angle apart, wood grain one: a white card on a
     * gingham merges with its white squares, and its edges with the cloth's lines, in every cue; a card lying across
     * the grain keeps all four of its edges here.
     */
    private static Grain acrossGrain(Mats m, FrameArrays arrays, Mat edges, Mat gray) {
        int w = edges.cols(), h = edges.rows(), n = w * h;
        byte[] e = arrays.bytes(n), g = arrays.bytes(n);
        edges.get(0, 0, e);
        gray.get(0, 0, g);
        // first from every fourth row: most frames have no grain, and are told so cheaply; counted in each part of the
        // frame too, as a table's grain runs one way all over it
        int[] hist = new int[90];
        int[][] parts = new int[GRAIN_PARTS * GRAIN_PARTS][90];
        int counted = 0;
        for (int y = 1; y < h - 1; y += 4) {
            int row = Math.min(GRAIN_PARTS - 1, y * GRAIN_PARTS / h) * GRAIN_PARTS;
            for (int x = 1; x < w - 1; x++) {
                int i = y * w + x;
                if (e[i] == 0) continue;
                int d = direction(g, i, w) % 90; // a grid's two directions are one
                hist[d]++;
                parts[row + Math.min(GRAIN_PARTS - 1, x * GRAIN_PARTS / w)][d]++;
                counted++;
            }
        }
        int peak = grain(hist, counted);
        if (peak < 0 || !allOver(parts, peak, (w / GRAIN_PARTS) * (h / GRAIN_PARTS) / 4)) return new Grain(null, null);
        // the edges along the grain taken out, each marked by the way its normal runs: at the peak (1), or a right angle on (2)
        byte[] ways = arrays.bytes(n);
        java.util.Arrays.fill(ways, (byte) 0);
        for (int i = 0; i < n; i++) {
            if (e[i] == 0) continue;
            if (i < w + 1 || i >= n - w - 1) { e[i] = 0; continue; }
            int d = direction(g, i, w);
            int off = Math.abs(d % 90 - peak);
            if (Math.min(off, 90 - off) > GRAIN_SPREAD) continue;
            int fromPeak = Math.floorMod(d - peak, 180);
            ways[i] = (byte) (fromPeak <= 45 || fromPeak >= 135 ? 1 : 2);
            e[i] = 0;
        }
        // and on a checked cloth, those beside something plain put back in a map of their own
        byte[] clear = arrays.bytes(n);
        System.arraycopy(e, 0, clear, 0, n);
        Mat clearSided = null;
        if (ClothLines.markClearSided(ways, w, h, peak, clear)) {
            clearSided = m.mat();
            clearSided.create(h, w, CvType.CV_8U);
            clearSided.put(0, 0, clear);
        }
        Mat out = m.mat();
        out.create(h, w, CvType.CV_8U);
        out.put(0, 0, e);
        return new Grain(out, clearSided);
    }

    /** The direction (whole degrees, modulo a half turn: 0 to 179) of the grey gradient at pixel i. */
    private static int direction(byte[] g, int i, int w) {
        int gx = (g[i - w + 1] & 0xFF) + 2 * (g[i + 1] & 0xFF) + (g[i + w + 1] & 0xFF) - (g[i - w - 1] & 0xFF) - 2 * (g[i - 1] & 0xFF) - (g[i + w - 1] & 0xFF);
        int gy = (g[i + w - 1] & 0xFF) + 2 * (g[i + w] & 0xFF) + (g[i + w + 1] & 0xFF) - (g[i - w - 1] & 0xFF) - 2 * (g[i - w] & 0xFF) - (g[i - w + 1] & 0xFF);
        // folded into the first quadrant: a half turn changes nothing, and a right angle is added back
        if (gx < 0) { gx = -gx; gy = -gy; }
        int turned = 0;
        if (gy < 0) { int t = gx; gx = -gy; gy = t; turned = 90; }
        int sum = gx + gy;
        return sum == 0 ? 0 : DEGREES[(int) ((long) gy * (DEGREES.length - 1) / sum)] + turned;
    }

    /** The angle, in whole degrees (0 to 89), of a vector (1 - t, t) for t in 1024 steps from 0 to 1. */
    private static final int[] DEGREES = new int[1025];

    static {
        for (int k = 0; k < DEGREES.length; k++) {
            double t = k / (double) (DEGREES.length - 1);
            DEGREES[k] = (int) Math.floorMod(Math.round(Math.toDegrees(Math.atan2(t, 1 - t))), 90);
        }
    }

    /** The frame is cut into this many parts each way to tell a table's grain from a card's sides. */
    private static final int GRAIN_PARTS = 4;
    /** A part holding edges at this share of its (sampled) pixels is busy. */
    private static final double BUSY_PART = 0.02;

    /**
     * Whether the grain at {@code peak} runs all over the frame: at least half its {@code parts} are busy with edges,
     * and in at least half of those, {@link #GRAIN_SHARE} of the edges run the grain's way. A lone card's sides all
     * run one way (modulo a right angle): on a bare table they were taken for a grain, and every one-card frame of
     * the benchmark was searched across a grain it did not have (in the 20 one-card speed scenes, the grain's parts
     * were busy in 1 to 4 of 16 on bare tables, 16 of 16 on wood, 10 to 16 of them agreeing).
     */
    private static boolean allOver(int[][] parts, int peak, int sampled) {
        int busy = 0, agree = 0;
        for (int[] part : parts) {
            int all = 0;
            for (int d = 0; d < 90; d++) all += part[d];
            if (all < BUSY_PART * sampled) continue;
            busy++;
            if (aroundWay(part, peak) >= GRAIN_SHARE * all) agree++;
        }
        return 2 * busy >= parts.length && 2 * agree >= busy;
    }

    /** The grain's direction: the one holding at least {@link #GRAIN_SHARE} of the edges, or -1. */
    private static int grain(int[] hist, int edges) {
        int peak = -1, most = 0;
        for (int d = 0; d < 90; d++) {
            int c = aroundWay(hist, d);
            if (c > most) { most = c; peak = d; }
        }
        return edges > 0 && most >= GRAIN_SHARE * edges ? peak : -1;
    }

    /** How many of the edges counted in {@code hist} (by direction, whole degrees modulo a right angle) run within {@link #GRAIN_SPREAD} of {@code way}. */
    private static int aroundWay(int[] hist, int way) {
        int c = 0;
        for (int k = -GRAIN_SPREAD; k <= GRAIN_SPREAD; k++) c += hist[Math.floorMod(way + k, 90)];
        return c;
    }

    /** What one cue found: whole outlines (and their squared alternates), loose ones, corners, joined parts. */
    private record Found(List<double[][]> outlines, List<double[][]> alternates, List<double[][]> loose, List<Corner> corners,
                         List<double[][]> joined) {
        Found() {
            this(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        }
    }

    /** Each pixel's distance to the nearest edge pixel of {@code edges} (a binary edge map). */
    private static float[] distance(Mats m, FrameArrays arrays, Mat edges) {
        Mat inv = m.mat(), d = m.mat();
        org.opencv.core.Core.bitwise_not(edges, inv);
        Imgproc.distanceTransform(inv, d, Imgproc.DIST_L2, 3);
        float[] out = arrays.floats(d.cols() * d.rows());
        d.get(0, 0, out);
        return out;
    }

    private void collect(Mats m, Mat bin, int mode, double minShort, double maxShort, double grow, boolean mergeParts, Found out) {
        double minArea = minShort * minShort / aspect * 0.3;
        double maxArea = maxShort * maxShort / aspect * 1.2;
        List<Part> parts = new ArrayList<>();
        // (most contours are too small to be a card or a part of one, and are never made Mats)
        for (int[] points : Contours.of(bin, mode)) {
            if (points.length < 8) continue;
            double area = Contours.area(points);
            if (area > maxArea || area < minArea && !(mergeParts && area >= PART_AREA * minArea)) continue;
            MatOfPoint c = Contours.mat(m, points);
            try {
                if (area < minArea) {
                    parts.add(Part.of(c, area));
                    continue;
                }
                MatOfPoint2f c2 = m.add(new MatOfPoint2f());
                c.convertTo(c2, CvType.CV_32F);
                Quad quad = quad(m, c, c2, area);
                if (quad != null && quad.fill() >= FILL) {
                    add(quad, minShort, maxShort, grow, out);
                    continue;
                }
                if (quad != null && sized(quad, minShort, maxShort)) out.loose().add(grow(quad.q(), grow));
                if (mergeParts) parts.add(Part.of(c, area));
                corners(m, c2, minShort, out.corners());
            } finally {
                c.release();
            }
        }
        if (mergeParts) mergeParts(m, bin, parts, minShort, maxShort, grow, out);
    }

    /** Whether the quadrilateral's short side is of a card's size. */
    private static boolean sized(Quad quad, double minShort, double maxShort) {
        double s = Geometry.shortSide(quad.q());
        return s >= minShort && s <= maxShort;
    }

    /** A whole card's quadrilateral, and its squared completion, added to the outlines when of a card's size. */
    private void add(Quad quad, double minShort, double maxShort, double grow, Found out) {
        if (!sized(quad, minShort, maxShort)) return;
        out.outlines().add(grow(quad.q(), grow));
        double[][] alt = squared(quad.q());
        if (alt != null) out.alternates().add(grow(alt, grow));
    }

    /**
     * A region of an edge map that is no card by itself: a card whose art is split in two by a strong line from edge
     * to edge (a white panel beside a dark one, a band across it) has no region of its own, but two side by side.
     */
    private record Part(MatOfPoint points, MatOfPoint2f outline, Point[] some, double area, double[] bounds) {
        static Part of(MatOfPoint c, double area) {
            MatOfPoint copy = new MatOfPoint();
            c.copyTo(copy);
            MatOfPoint2f outline = new MatOfPoint2f();
            c.convertTo(outline, CvType.CV_32F);
            Point[] pts = c.toArray(), some = new Point[Math.min(8, pts.length)];
            for (int i = 0; i < some.length; i++) some[i] = pts[i * pts.length / some.length];
            org.opencv.core.Rect r = Imgproc.boundingRect(c);
            return new Part(copy, outline, some, area, new double[] {r.x, r.y, r.x + r.width, r.y + r.height});
        }

        /** Whether any of the other part's points lie well inside this one (nested or overlapping, not side by side). */
        boolean holdsAnyOf(Part o) {
            for (Point p : o.some()) if (Imgproc.pointPolygonTest(outline, p, true) > 2) return true;
            return false;
        }

        void release() {
            points.release();
            outline.release();
        }
    }

    /** The smallest part of a card looked at, as a share of the smallest card's area. */
    private static final double PART_AREA = 0.15;
    /**
     * The least share of two parts' area the smaller one must have: a panel of the art is a good part of the card (a
     * quarter or so), while a strip of the table between a card and a plank's seam (a card's part joined to it was
     * taught 13 px off) is a thin one.
     */
    private static final double PART_SHARE = 0.2;
    /** How far apart (working pixels) two parts may lie: the thickened line between them. */
    private static final int PART_GAP = 6;

    /**
     * Two parts side by side whose union is a whole card's quadrilateral, filled as a card's is (less the line
     * between them) and lying on the edges all round: a joined outline ({@link Finding#joined}). Only parts of the
     * edge cues: a region brighter than its surroundings has no line inside it.
     */
    private void mergeParts(Mats m, Mat bin, List<Part> parts, double minShort, double maxShort, double grow, Found out) {
        byte[] edges = null;
        double minCard = minShort * minShort / aspect, maxCard = maxShort * maxShort / aspect;
        try {
            for (int i = 0; i < parts.size(); i++) for (int j = i + 1; j < parts.size(); j++) {
                Part a = parts.get(i), b = parts.get(j);
                double sum = a.area() + b.area();
                if (sum < 0.5 * minCard || sum > 1.2 * maxCard || Math.min(a.area(), b.area()) < PART_SHARE * sum
                        || !near(a.bounds(), b.bounds()) || a.holdsAnyOf(b) || b.holdsAnyOf(a)) continue;
                MatOfPoint both = m.add(new MatOfPoint());
                List<Mat> list = List.of(a.points(), b.points());
                org.opencv.core.Core.vconcat(list, both);
                MatOfPoint2f both2 = m.add(new MatOfPoint2f());
                both.convertTo(both2, CvType.CV_32F);
                Quad quad = quad(m, both, both2, sum);
                if (quad == null || quad.fill() < MERGED_FILL) continue;
                if (edges == null) {
                    edges = new byte[bin.cols() * bin.rows()];
                    bin.get(0, 0, edges);
                }
                if (sized(quad, minShort, maxShort) && onEdges(quad.q(), edges, bin.cols(), bin.rows())) out.joined().add(grow(quad.q(), grow));
            }
        } finally {
            for (Part p : parts) p.release();
        }
    }

    /** How much of its quadrilateral two parts must fill: a card's own {@link #FILL}, less the line between them. */
    static final double MERGED_FILL = 0.8;

    /**
     * How much of each side of two parts' quadrilateral must run along the edge map: a card's do all along, while a
     * card's part joined to a patch of the table beside it (a white square of a gingham by a white border) has
     * sides that cut across the table.
     */
    static final double MERGED_ON_EDGES = 0.85;

    /** Whether every side of q (working pixels, just inside the edges) lies on the edge map along most of its length. */
    private static boolean onEdges(double[][] q, byte[] edges, int w, int h) {
        double[] c = Geometry.centre(q);
        for (int i = 0; i < 4; i++) {
            double[] a = q[i], b = q[(i + 1) % 4];
            int hits = 0, n = 20;
            for (int k = 0; k < n; k++) {
                double t = 0.1 + 0.8 * k / (n - 1);
                double x = a[0] + (b[0] - a[0]) * t, y = a[1] + (b[1] - a[1]) * t;
                // the hole's outline lies just inside the thickened edge: looked for a little outward
                double dx = x - c[0], dy = y - c[1], d = Math.hypot(dx, dy);
                boolean hit = false;
                for (int s = 0; s <= 4 && !hit; s++) {
                    int px = (int) Math.round(x + dx / d * s), py = (int) Math.round(y + dy / d * s);
                    hit = px >= 0 && py >= 0 && px < w && py < h && edges[py * w + px] != 0;
                }
                if (hit) hits++;
            }
            if (hits < MERGED_ON_EDGES * n) return false;
        }
        return true;
    }

    private static boolean near(double[] a, double[] b) {
        return a[0] <= b[2] + PART_GAP && b[0] <= a[2] + PART_GAP && a[1] <= b[3] + PART_GAP && b[1] <= a[3] + PART_GAP;
    }

    /** A card-shaped quadrilateral, and how much of it (and of the contour's hull) the contour fills. */
    private record Quad(double[][] q, double fill) {}

    /** The contour as a card-shaped quadrilateral with straight sides fitted to it, filled at least {@link #LOOSE_FILL}; or null. */
    private Quad quad(Mats m, MatOfPoint c, MatOfPoint2f c2, double area) {
        MatOfInt hullIdx = m.add(new MatOfInt());
        Imgproc.convexHull(c, hullIdx);
        Point[] pts = c.toArray();
        int[] idx = hullIdx.toArray();
        Point[] hp = new Point[idx.length];
        for (int i = 0; i < idx.length; i++) hp[i] = pts[idx[i]];
        MatOfPoint2f hull = m.add(new MatOfPoint2f(hp));
        double hullArea = Imgproc.contourArea(hull);
        if (area < LOOSE_FILL * hullArea) return null;
        double peri = Imgproc.arcLength(hull, true);
        double[][] q = null;
        for (double eps : new double[] {0.02, 0.035, 0.05}) {
            MatOfPoint2f approx = m.add(new MatOfPoint2f());
            Imgproc.approxPolyDP(hull, approx, eps * peri, true);
            if (approx.rows() == 4) {
                Point[] a = approx.toArray();
                q = new double[4][];
                for (int i = 0; i < 4; i++) q[i] = new double[] {a[i].x, a[i].y};
                break;
            }
            if (approx.rows() < 4) break;
        }
        if (q == null || !Geometry.convex(q)) return null;
        q = refine(q, pts);
        if (q == null || !Geometry.convex(q)) return null;
        q = Geometry.portraitClockwise(q);
        double asp = Geometry.aspect(q);
        if (asp < minAspect || asp > maxAspect) return null;
        double[] ang = Geometry.angleRange(q);
        if (ang[0] < 62 || ang[1] > 118) return null;
        double fill = Math.min(area / hullArea, area / Geometry.area(q));
        return fill < LOOSE_FILL ? null : new Quad(q, fill);
    }

    /** Straight lines fitted to each side's middle part, intersected: sharp corners even for rounded cards. */
    private static double[][] refine(double[][] q, Point[] pts) {
        double[][] lp = new double[4][], ld = new double[4][];
        for (int i = 0; i < 4; i++) {
            double[] a = q[i], b = q[(i + 1) % 4];
            double len = Geometry.dist(a, b);
            double dx = (b[0] - a[0]) / len, dy = (b[1] - a[1]) / len;
            double sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
            int n = 0;
            for (Point p : pts) {
                double t = ((p.x - a[0]) * dx + (p.y - a[1]) * dy) / len;
                double d = Math.abs(-(p.x - a[0]) * dy + (p.y - a[1]) * dx);
                if (t < 0.12 || t > 0.88 || d > Math.max(2, 0.04 * len)) continue;
                sx += p.x; sy += p.y; sxx += p.x * p.x; syy += p.y * p.y; sxy += p.x * p.y; n++;
            }
            if (n >= 2 && pts.length > 8) {
                double mx = sx / n, my = sy / n, cxx = sxx / n - mx * mx, cyy = syy / n - my * my, cxy = sxy / n - mx * my;
                double theta = 0.5 * Math.atan2(2 * cxy, cxx - cyy);
                double ex = Math.cos(theta), ey = Math.sin(theta);
                if (Math.abs(ex * dx + ey * dy) > 0.97) {
                    lp[i] = new double[] {mx, my};
                    ld[i] = new double[] {ex, ey};
                    continue;
                }
            }
            lp[i] = a;
            ld[i] = new double[] {dx, dy};
        }
        double[][] r = new double[4][];
        for (int i = 0; i < 4; i++) {
            int prev = (i + 3) % 4;
            r[i] = Geometry.intersect(lp[prev], ld[prev], lp[i], ld[i]);
            if (r[i] == null || Geometry.dist(r[i], q[i]) > 0.25 * Geometry.dist(q[i], q[(i + 1) % 4])) return q;
        }
        return r;
    }

    /**
     * A found quadrilateral far from a parallelogram usually has one corner wrong (the contour ran into a
     * same-coloured patch of the table, or the frame edge cut the card): the parallelogram completed from the
     * other three corners. Only completing the wrong corner gives a rectangle of the card's shape (completing a
     * right one keeps the wrong one and shears the result), so the squarest completion of the card's aspect wins.
     * Null when the quadrilateral is a parallelogram already (mild perspective) or no completion is card-shaped.
     */
    private double[][] squared(double[][] q) {
        if (parallelogram(q)) return null;
        double[][] best = null;
        double bestOff = Double.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            double[] prev = q[(i + 3) % 4], next = q[(i + 1) % 4], opp = q[(i + 2) % 4];
            double[][] r = q.clone();
            r[i] = new double[] {prev[0] + next[0] - opp[0], prev[1] + next[1] - opp[1]};
            if (!Geometry.convex(r)) continue;
            double asp = Geometry.aspect(r);
            if (asp < minAspect || asp > maxAspect) continue;
            double[] ang = Geometry.angleRange(r);
            if (ang[0] < 70 || ang[1] > 110) continue;
            double off = Math.max(90 - ang[0], ang[1] - 90) + 50 * Math.abs(asp / aspect - 1);
            if (off < bestOff) {
                bestOff = off;
                best = r;
            }
        }
        return best;
    }

    /** Whether opposite sides of q are equal within a mild perspective's difference. */
    private static boolean parallelogram(double[][] q) {
        double dx = q[0][0] - q[1][0] + q[2][0] - q[3][0], dy = q[0][1] - q[1][1] + q[2][1] - q[3][1];
        return Math.hypot(dx, dy) < 0.08 * Geometry.shortSide(q);
    }

    /** Pushes each corner away from the centre by {@code px}: edge maps are thickened, their holes sit inside. */
    private static double[][] grow(double[][] q, double px) {
        if (px == 0) return q;
        double[] c = Geometry.centre(q);
        double[][] r = new double[4][];
        for (int i = 0; i < 4; i++) {
            double dx = q[i][0] - c[0], dy = q[i][1] - c[1], d = Math.hypot(dx, dy);
            r[i] = new double[] {q[i][0] + dx / d * px * 1.41, q[i][1] + dy / d * px * 1.41};
        }
        return r;
    }

    /** Right-angled convex corners with two long enough straight sides. */
    private void corners(Mats m, MatOfPoint2f c2, double minShort, List<Corner> out) {
        MatOfPoint2f approx = m.add(new MatOfPoint2f());
        double peri = Imgproc.arcLength(c2, true);
        Imgproc.approxPolyDP(c2, approx, Math.max(2, 0.012 * peri), true);
        Point[] p = approx.toArray();
        int n = p.length;
        if (n < 3 || n > 40) return;
        double[][] poly = new double[n][];
        for (int i = 0; i < n; i++) poly[i] = new double[] {p[i].x, p[i].y};
        double orient = Math.signum(Geometry.signedArea(poly));
        double minLen = 0.3 * minShort;
        for (int i = 0; i < n; i++) {
            double[] prev = poly[(i + n - 1) % n], at = poly[i], next = poly[(i + 1) % n];
            Corner c = Corner.of(prev, at, next);
            if (c.lenA() < minLen || c.lenB() < minLen) continue;
            double cross = (at[0] - prev[0]) * (next[1] - at[1]) - (at[1] - prev[1]) * (next[0] - at[0]);
            if (Math.signum(cross) != orient) continue; // a reflex vertex: not a card corner
            double deg = Math.toDegrees(Math.acos(Math.max(-1, Math.min(1, dot(c.dirA(), c.dirB())))));
            if (deg < 70 || deg > 110) continue;
            out.add(c);
        }
    }

    private static List<double[][]> dedupe(List<double[][]> qs) {
        List<double[][]> kept = new ArrayList<>();
        qs.sort((a, b) -> Double.compare(Geometry.area(b), Geometry.area(a)));
        outer:
        for (double[][] q : qs) {
            for (double[][] k : kept) {
                if (Geometry.overlap(q, k) > 0.85) continue outer;
            }
            kept.add(q);
        }
        return kept;
    }

    /** Corners at {@code f} working pixels per frame pixel, in frame pixels. */
    private static List<Corner> full(List<Corner> corners, double f) {
        List<Corner> cs = new ArrayList<>();
        for (Corner c : corners) {
            cs.add(new Corner(new double[] {c.at()[0] / f, c.at()[1] / f}, c.dirA(), c.lenA() / f, c.dirB(), c.lenB() / f));
        }
        return cs;
    }

    private static List<Corner> dedupeCorners(List<Corner> cs) {
        List<Corner> kept = new ArrayList<>();
        outer:
        for (Corner c : cs) {
            for (int i = 0; i < kept.size(); i++) {
                Corner k = kept.get(i);
                double dx = c.at()[0] - k.at()[0], dy = c.at()[1] - k.at()[1];
                if (Math.abs(dx) >= SAME_CORNER || Math.abs(dy) >= SAME_CORNER) continue; // a patterned table gives ~1000 corners: skip the far ones cheaply
                if (sameCorner(c, k)) {
                    if (c.lenA() + c.lenB() > k.lenA() + k.lenB()) kept.set(i, c);
                    continue outer;
                }
            }
            kept.add(c);
        }
        return kept;
    }

    /** Whether two corners are one: within {@link #SAME_CORNER} pixels, their sides the same ways. */
    private static boolean sameCorner(Corner a, Corner b) {
        return Geometry.dist(a.at(), b.at()) < SAME_CORNER && sameDirections(a, b);
    }

    /** How near (pixels) two corners with their sides the same ways lie to be one. */
    private static final double SAME_CORNER = 6;

    private static boolean sameDirections(Corner a, Corner b) {
        double s1 = dot(a.dirA(), b.dirA()) + dot(a.dirB(), b.dirB());
        double s2 = dot(a.dirA(), b.dirB()) + dot(a.dirB(), b.dirA());
        return Math.max(s1, s2) > 1.9;
    }

    private static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1];
    }

}
