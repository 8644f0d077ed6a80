package tablekeeper.vision.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import tablekeeper.rules.CardCodes;
import tablekeeper.vision.OpenCv;
import tablekeeper.vision.art.CardArt;

/**
 * Renders one art style's cards onto synthetic tables, with the truth about every card: teaching photos (one card,
 * mild conditions) and table scenes (one card, a spread without overlap, fanned piles) under the faults a real table
 * has — any rotation, a camera not quite overhead, uneven and tinted light, glare, blur, noise, JPEG, busy or white
 * tables, cards cut by the frame, face-down cards, and phones, coins and notes that are not cards.
 *
 * <p>Everything is seeded: the same art and seed give the same sequence of scenes, and the same teaching photo of
 * a code whatever else was generated before. Not thread-safe; use one generator per thread.
 */
public final class SceneGenerator implements AutoCloseable {
    /** Card proportions: 63 × 88 mm. */
    static final double ASPECT = 88.0 / 63.0;
    /** A card's corner region (where index and Nanuk bear sit), as a fraction of its width. */
    static final double CORNER = 0.22;

    private final CardArt art;
    private final long seed;
    private final Random sequence;
    private final FaceStock stock;
    private final List<String> faces;
    private Tables.Kind onlyTable; // null: any kind, drawn per scene
    private double barrel; // the lens's barrel distortion (Camera.barrel), 0 for none
    private double curl; // how much darker a curled card's far side is (Camera.curled), 0 for flat cards

    public SceneGenerator(CardArt art, long seed) {
        OpenCv.load();
        this.art = art;
        this.seed = seed;
        this.sequence = new Random(seed);
        this.stock = new FaceStock(art);
        this.faces = CardCodes.faces(art.game());
    }

    public CardArt art() {
        return art;
    }

    /**
     * The scenes made from now on lie on one kind of table ({@code wood}, {@code checked}, {@code patterned},
     * {@code felt}, {@code stone} or {@code white}), for tests of the hardest ones; the draws otherwise stay as they were.
     */
    public SceneGenerator onTable(String kind) {
        try {
            onlyTable = Tables.Kind.valueOf(kind.toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("no table kind '" + kind + "': expected one of " + java.util.Arrays.toString(Tables.Kind.values()).toLowerCase(java.util.Locale.ROOT));
        }
        return this;
    }

    /**
     * The scenes made from now on are seen through a lens with barrel distortion {@code k} (see {@code Camera.barrel}:
     * 0 none, 0.02 about a standard camera module's, 0.1 a wide-angle one's), their cards' sides bowed; the truth gives
     * where each corner is seen. The draws stay as they were, so a seed's scenes are the same ones, distorted.
     */
    public SceneGenerator throughLens(double k) {
        if (!(k >= 0 && k <= 0.5)) throw new IllegalArgumentException("a lens's barrel distortion is 0 (none) to 0.5, not " + k);
        barrel = k;
        return this;
    }

    /**
     * The cards of the scenes made from now on are curled, each shaded across its width down to {@code 1 - depth} of
     * the light at one side (see {@code Camera.curled}; 0.2 a card fresh from a tight box under a lamp), the darker
     * side alternating card by card. Teaching photos stay flat, and the draws stay as they were.
     */
    public SceneGenerator curled(double depth) {
        if (!(depth >= 0 && depth <= 0.5)) throw new IllegalArgumentException("a curled card's shading is 0 (flat) to 0.5, not " + depth);
        curl = depth;
        return this;
    }

    /** One card (a face code or {@code back}) lying on a table, ~1280×720, 150-300 px wide; the caller releases it. */
    public Mat teachingPhoto(String code) {
        return teachingScene(code).image();
    }

    /**
     * A teaching photo of every face and the back of this generator's deck, written as {@code CODE.png} into
     * {@code dir} (created): what {@code enroll} takes. Returns {@code dir}.
     */
    public java.nio.file.Path writeTeachingPhotos(java.nio.file.Path dir) throws java.io.IOException {
        java.nio.file.Files.createDirectories(dir);
        List<String> codes = new ArrayList<>(CardCodes.faces(art.game()));
        codes.add(CardCodes.BACK);
        for (String code : codes) {
            Mat m = teachingPhoto(code);
            try {
                String file = dir.resolve(code + ".png").toString();
                if (!org.opencv.imgcodecs.Imgcodecs.imwrite(file, m)) throw new java.io.IOException("could not write " + file);
            } finally {
                m.release();
            }
        }
        return dir;
    }

    /** {@link #teachingPhoto} with its truth (kind {@code teaching}). */
    public Scene teachingScene(String code) {
        checked(List.of(code));
        Random r = new Random(seed * 31 + code.hashCode() * 0x9E3779B97F4A7C15L);
        int w = 1280, h = 720;
        Stage stage = new Stage(w, h, r, 0.03, List.of(code));
        double width = 150 + r.nextDouble() * 150;
        for (int attempt = 0; ; attempt++) {
            Placed p = stage.place(code, stage.randomCentre(0.5 * width * ASPECT + 4), width, r.nextDouble() * 2 * Math.PI);
            if (Geometry.insideFrame(p.image(), w, h) > 0.9999 || attempt > 1000) {
                stage.cards.add(p);
                break;
            }
        }
        return stage.render("teaching", true, 0);
    }

    /** One card on a table, sometimes cut by the frame's edge, sometimes among non-card objects. */
    public Scene single(int w, int h) {
        Random r = next();
        return single(w, h, r, code(r, 0.06));
    }

    /** {@link #single(int, int)} with the card chosen by the caller (a face code or {@code back}). */
    public Scene single(int w, int h, String code) {
        return single(w, h, next(), checked(List.of(code)).get(0));
    }

    private Scene single(int w, int h, Random r, String code) {
        Stage stage = new Stage(w, h, r, 0.06, List.of(code));
        double width = 105 + r.nextDouble() * Math.min(185, h / ASPECT * 0.75 - 105);
        boolean cut = r.nextDouble() < 0.2;
        for (int attempt = 0; ; attempt++) {
            Placed p = stage.place(stage.nextCode(), stage.randomCentre(cut ? -0.2 * width : 0.5 * width * ASPECT + 2), width,
                    r.nextDouble() * 2 * Math.PI);
            double inside = Geometry.insideFrame(p.image(), w, h);
            if ((cut ? inside >= 0.8 && inside < 0.995 : inside > 0.9999) || attempt > 2000) {
                stage.cards.add(p);
                break;
            }
        }
        return stage.render("single", false, distractors(r));
    }

    /** {@code cards} cards spread on the table without overlap (1 to 24). */
    public Scene spread(int w, int h, int cards) {
        checkCount(cards);
        Random r = next();
        return spread(w, h, r, deal(r, cards, 0.1));
    }

    /** {@link #spread(int, int, int)} with the cards chosen by the caller (face codes or {@code back}). */
    public Scene spread(int w, int h, List<String> codes) {
        checkCount(codes.size());
        return spread(w, h, next(), checked(codes));
    }

    private Scene spread(int w, int h, Random r, List<String> codes) {
        int cards = codes.size();
        Stage stage = new Stage(w, h, r, 0.06, codes);
        // widths on the table; the camera's tilt shrinks some by a few per cent, so stay a little above 100 px
        double width = Math.max(108, Math.min(290, Math.sqrt(0.2 * w * h / (ASPECT * cards))));
        width = 108 + r.nextDouble() * (width - 108);
        while (!scatter(stage, r, cards, width)) {
            stage.cards.clear();
            if (width * 0.93 < 108) {
                grid(stage, r, cards);
                break;
            }
            width *= 0.93;
        }
        return stage.render("spread", false, distractors(r));
    }

    /**
     * {@code cards} cards in fanned piles (1 to 24; piles of 2 to 6): each card shows at least 45% of itself,
     * including one whole corner region.
     */
    public Scene fanned(int w, int h, int cards) {
        checkCount(cards);
        Random r = next();
        List<List<String>> piles = new ArrayList<>();
        for (int left = cards; left > 0; ) {
            int size = Math.min(left, left <= 6 ? left : 2 + r.nextInt(5));
            piles.add(deal(r, size, 0.05));
            left -= size;
        }
        return fanned(w, h, r, piles);
    }

    /** {@link #fanned(int, int, int)} with the piles chosen by the caller: each a list of codes, bottom card first. */
    public Scene fanned(int w, int h, List<List<String>> piles) {
        List<String> all = new ArrayList<>();
        for (List<String> pile : piles) {
            if (pile.isEmpty() || pile.size() > 8) throw new IllegalArgumentException("a fanned pile holds 1 to 8 cards, not " + pile.size());
            all.addAll(pile);
        }
        checkCount(all.size());
        checked(all);
        return fanned(w, h, next(), piles);
    }

    private Scene fanned(int w, int h, Random r, List<List<String>> piles) {
        List<String> codes = new ArrayList<>();
        piles.forEach(codes::addAll);
        Stage stage = new Stage(w, h, r, 0.05, codes);
        int cards = codes.size();
        double width = Math.max(108, Math.min(260, Math.sqrt(0.16 * w * h / (ASPECT * cards))));
        width = 108 + r.nextDouble() * (width - 108);
        for (int round = 0; ; round++) {
            stage.cards.clear();
            boolean ok = true;
            for (List<String> pile : piles) {
                if (!pile(stage, r, pile.size(), width)) {
                    ok = false;
                    break;
                }
            }
            if (ok || round > 60) break;
            width = Math.max(100, width * 0.96);
        }
        if (stage.cards.size() != cards) throw new IllegalStateException("could not fan " + cards + " cards in " + w + "×" + h + "; use fewer cards or a larger frame");
        return stage.render("fanned", false, distractors(r));
    }

    /** A card put on the table by the caller: its code (or {@code back}), centre in image pixels, turn in degrees. */
    public record CardAt(String code, double x, double y, double degrees) {}

    private long frames;

    /**
     * The camera's next frame of a table the caller lays out, as the demo and the table loop need: the table,
     * camera, light and lens are the same in every frame of this generator (fixed by its seed), only the sensor's
     * noise changes, and no non-card objects are added. Cards are {@code cardWidth} pixels wide (about; the
     * camera's tilt changes it a little), laid bottom first; overlaps are allowed and reported in
     * {@link TruthCard#visible()}. Kind {@code arranged}.
     */
    public Scene arranged(int w, int h, double cardWidth, List<CardAt> cards) {
        List<String> codes = new ArrayList<>();
        for (CardAt c : cards) codes.add(c.code());
        checked(codes);
        if (cards.size() > 60) throw new IllegalArgumentException("at most 60 cards in a frame, not " + cards.size());
        if (cardWidth < 20 || cardWidth > Math.min(w, h)) throw new IllegalArgumentException("a card " + cardWidth + " px wide does not fit a " + w + "×" + h + " frame");
        Random fixed = new Random(seed * 0x5DEECE66DL + 11);
        Stage stage = new Stage(w, h, fixed, 0.04, codes);
        for (CardAt c : cards) stage.cards.add(stage.place(c.code(), stage.fromImage(c.x(), c.y()), cardWidth, Math.toRadians(c.degrees())));
        return stage.render("arranged", false, 0, new Random(seed + 7919 * ++frames));
    }

    @Override
    public void close() {
        stock.close();
    }

    private Random next() {
        return new Random(sequence.nextLong());
    }

    private static void checkCount(int cards) {
        if (cards < 1 || cards > 24) throw new IllegalArgumentException("a scene holds 1 to 24 cards, not " + cards);
    }

    private String code(Random r, double backChance) {
        return r.nextDouble() < backChance ? CardCodes.BACK : faces.get(r.nextInt(faces.size()));
    }

    private List<String> deal(Random r, int n, double backChance) {
        List<String> codes = new ArrayList<>();
        for (int i = 0; i < n; i++) codes.add(code(r, backChance));
        return codes;
    }

    private List<String> checked(List<String> codes) {
        for (String code : codes) {
            if (!CardCodes.BACK.equals(code) && !faces.contains(code)) {
                throw new IllegalArgumentException("'" + code + "' is not a card of " + art.name() + ": expected one of " + faces + " or back");
            }
        }
        return List.copyOf(codes);
    }

    private static int distractors(Random r) {
        double d = r.nextDouble();
        return d < 0.4 ? 0 : d < 0.75 ? 1 : d < 0.92 ? 2 : 3;
    }

    /** Random placement without overlap; at most two cards may be cut by the frame's edge. */
    private boolean scatter(Stage stage, Random r, int cards, double width) {
        int cut = 0;
        for (int i = 0; i < cards; i++) {
            boolean mayCut = cut < 2 && r.nextDouble() < 0.12;
            Placed placed = null;
            for (int attempt = 0; attempt < 300 && placed == null; attempt++) {
                Placed p = stage.place(stage.nextCode(), stage.randomCentre(mayCut ? -0.2 * width : 0.5 * width * ASPECT + 2),
                        width * (0.97 + 0.06 * r.nextDouble()), r.nextDouble() * 2 * Math.PI);
                double inside = Geometry.insideFrame(p.image(), stage.w, stage.h);
                boolean fits = mayCut ? inside >= 0.8 : inside > 0.9999;
                if (fits && stage.free(p.image(), 1.1)) placed = p;
            }
            if (placed == null) return false;
            if (Geometry.insideFrame(placed.image(), stage.w, stage.h) < 0.9999) cut++;
            stage.cards.add(placed);
        }
        return true;
    }

    /** Rows and columns, upright or upside down with a little skew: for many cards in a small frame. */
    private void grid(Stage stage, Random r, int cards) {
        int cols = (int) Math.ceil(Math.sqrt(cards * stage.w / (stage.h * ASPECT)));
        int rows = (int) Math.ceil(cards / (double) cols);
        while ((cols - 1) * rows >= cards) cols--;
        double cw = stage.w / (double) cols, ch = stage.h / (double) rows;
        double width = Math.min(cw, ch / ASPECT) * 0.92;
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < cols * rows; i++) cells.add(i);
        java.util.Collections.shuffle(cells, r);
        for (int i = 0; i < cards; i++) {
            int cell = cells.get(i);
            double cx = (cell % cols + 0.5) * cw + (r.nextDouble() - 0.5) * (cw - width) * 0.8;
            double cy = (cell / cols + 0.5) * ch + (r.nextDouble() - 0.5) * (ch - width * ASPECT) * 0.8;
            double angle = (r.nextBoolean() ? 0 : Math.PI) + Math.toRadians((r.nextDouble() - 0.5) * 6);
            stage.cards.add(stage.place(stage.nextCode(), stage.fromImage(cx, cy), width, angle));
        }
    }

    /** One fanned pile of {@code size} cards, inside the frame and clear of the other piles. */
    private boolean pile(Stage stage, Random r, int size, double width) {
        int before = stage.cards.size();
        for (int attempt = 0; attempt < 150; attempt++) {
            while (stage.cards.size() > before) stage.cards.remove(stage.cards.size() - 1);
            double[] centre = stage.randomCentre(0.5 * width * ASPECT + 2);
            double angle = r.nextDouble() * 2 * Math.PI;
            int mode = r.nextInt(3);
            double step = 0.5 + r.nextDouble() * 0.14, turn = Math.toRadians((r.nextDouble() - 0.5) * 16);
            double ox = switch (mode) {
                case 0 -> step * width;
                case 1 -> (r.nextDouble() - 0.5) * 0.1 * width;
                default -> 0.42 * width;
            };
            double oy = switch (mode) {
                case 0 -> (r.nextDouble() - 0.5) * 0.1 * width * ASPECT;
                case 1 -> step * width * ASPECT;
                default -> 0.42 * width * ASPECT;
            };
            if (r.nextBoolean()) ox = -ox;
            if (r.nextBoolean()) oy = -oy;
            double x = centre[0], y = centre[1];
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                Placed p = stage.place(stage.nextCode(), new double[] {x, y}, width, angle);
                ok = Geometry.insideFrame(p.image(), stage.w, stage.h) > 0.9999 && stage.freeOf(p.image(), 1.08, before);
                stage.cards.add(p);
                double c = Math.cos(angle), s = Math.sin(angle);
                x += ox * c - oy * s;
                y += ox * s + oy * c;
                angle += turn;
            }
            if (!ok) continue;
            double[] visible = stage.visibility();
            for (int i = before; i < stage.cards.size() && ok; i++) {
                ok = visible[i] >= 0.47 && stage.cornerShows(i);
            }
            if (ok) return true;
        }
        while (stage.cards.size() > before) stage.cards.remove(stage.cards.size() - 1);
        return false;
    }

    /** A card as placed: in the table's plane (centre, width, angle) and its corners in the image. */
    record Placed(String code, double cx, double cy, double width, double angle, double[][] image) {
        /** A point given in the card's own face pixels (0..630, 0..880) on the table plane. */
        double[] onTable(double fx, double fy) {
            double scale = width / CardArt.WIDTH;
            double lx = (fx - CardArt.WIDTH / 2.0) * scale, ly = (fy - CardArt.HEIGHT / 2.0) * scale;
            double c = Math.cos(angle), s = Math.sin(angle);
            return new double[] {cx + lx * c - ly * s, cy + lx * s + ly * c};
        }
    }

    /** One scene being built: the table, the camera's view of it, and what lies on it. */
    private final class Stage {
        final int w, h;
        final Random r;
        final double[] tableToImage, imageToTable;
        final List<Placed> cards = new ArrayList<>();
        final List<String> codes;

        Stage(int w, int h, Random r, double tilt, List<String> codes) {
            this.codes = codes;
            if (w < 320 || h < 240 || w > 2048 || h > 2048) throw new IllegalArgumentException("a scene is 320×240 to 2048×2048 pixels, not " + w + "×" + h);
            this.w = w;
            this.h = h;
            this.r = r;
            // a camera not quite overhead: the frame sees a slightly skewed quadrilateral of the table
            double j = tilt * Math.min(w, h);
            double[][] table = {{jit(j), jit(j)}, {w + jit(j), jit(j)}, {w + jit(j), h + jit(j)}, {jit(j), h + jit(j)}};
            double[][] frame = {{0, 0}, {w, 0}, {w, h}, {0, h}};
            tableToImage = homography(table, frame);
            imageToTable = homography(frame, table);
        }

        /** The code of the next card to place: cards take the scene's codes in order. */
        String nextCode() {
            return codes.get(cards.size());
        }

        private double jit(double j) {
            return (r.nextDouble() * 2 - 1) * j;
        }

        /** A random table point whose image lies at least {@code margin} pixels inside the frame (negative: outside). */
        double[] randomCentre(double margin) {
            double x = margin + r.nextDouble() * (w - 2 * margin), y = margin + r.nextDouble() * (h - 2 * margin);
            return fromImage(x, y);
        }

        double[] fromImage(double x, double y) {
            return Geometry.apply(imageToTable, x, y);
        }

        Placed place(String code, double[] centre, double width, double angle) {
            double[][] table = Geometry.rectangle(centre[0], centre[1], width, width * ASPECT, angle);
            return new Placed(code, centre[0], centre[1], width, angle, Geometry.apply(tableToImage, table));
        }

        boolean free(double[][] quad, double margin) {
            return freeOf(quad, margin, cards.size());
        }

        /** Whether {@code quad}, grown by {@code margin}, is clear of the first {@code upTo} cards. */
        boolean freeOf(double[][] quad, double margin, int upTo) {
            double[][] grown = Geometry.scaled(quad, margin);
            for (int i = 0; i < upTo; i++) {
                if (Geometry.intersectionArea(grown, Geometry.scaled(cards.get(i).image(), margin)) > 0) return false;
            }
            return true;
        }

        /** For each card, the fraction of it not under a later card and inside the frame. */
        double[] visibility() {
            double[] visible = new double[cards.size()];
            for (int i = 0; i < cards.size(); i++) {
                double[][] q = cards.get(i).image();
                org.opencv.core.Rect box = Distractors.bounds(q);
                int x0 = Math.max(0, box.x - 1), y0 = Math.max(0, box.y - 1);
                int x1 = Math.min(w, box.x + box.width + 2), y1 = Math.min(h, box.y + box.height + 2);
                if (x1 <= x0 || y1 <= y0) continue;
                Mat mask = Mat.zeros(y1 - y0, x1 - x0, CvType.CV_8UC1);
                fill(mask, q, x0, y0, 255);
                for (int k = i + 1; k < cards.size(); k++) fill(mask, cards.get(k).image(), x0, y0, 0);
                visible[i] = Math.min(1, Core.countNonZero(mask) / Geometry.area(q));
                mask.release();
            }
            return visible;
        }

        private void fill(Mat mask, double[][] quad, int x0, int y0, int value) {
            List<Point> pts = new ArrayList<>();
            for (double[] p : quad) pts.add(new Point(Math.round((p[0] - x0) * 16), Math.round((p[1] - y0) * 16)));
            MatOfPoint poly = new MatOfPoint();
            poly.fromList(pts);
            Imgproc.fillConvexPoly(mask, poly, new Scalar(value), Imgproc.LINE_8, 4);
            poly.release();
        }

        /** Whether one of card {@code i}'s corner regions is wholly in the frame and under no later card. */
        boolean cornerShows(int i) {
            Placed p = cards.get(i);
            double size = CORNER * CardArt.WIDTH;
            double[][] origins = {{0, 0}, {CardArt.WIDTH - size, 0}, {CardArt.WIDTH - size, CardArt.HEIGHT - size}, {0, CardArt.HEIGHT - size}};
            for (double[] o : origins) {
                boolean clear = true;
                for (int a = 0; a <= 4 && clear; a++) {
                    for (int b = 0; b <= 4 && clear; b++) {
                        double[] t = p.onTable(o[0] + size * a / 4, o[1] + size * b / 4);
                        double[] img = Geometry.apply(tableToImage, t[0], t[1]);
                        if (img[0] < 0 || img[1] < 0 || img[0] > w - 1 || img[1] > h - 1) clear = false;
                        for (int k = i + 1; k < cards.size() && clear; k++) {
                            if (Geometry.contains(cards.get(k).image(), img[0], img[1])) clear = false;
                        }
                    }
                }
                if (clear) return true;
            }
            return false;
        }

        /** The corners {@code q} as a lens of barrel distortion {@code lens} shows them (see {@link #throughLens}). */
        private double[][] seen(double[][] q, double lens) {
            if (lens == 0) return copy(q);
            double[][] out = new double[q.length][];
            for (int i = 0; i < q.length; i++) out[i] = Camera.barrelPoint(q[i][0], q[i][1], w, h, lens);
            return out;
        }

        Scene render(String kind, boolean mild, int things) {
            return render(kind, mild, things, r);
        }

        Scene render(String kind, boolean mild, int things, Random grain) {
            Tables.Kind[] kinds = Tables.Kind.values();
            Tables.Kind tableKind = kinds[r.nextInt(kinds.length)];
            if (onlyTable != null) tableKind = onlyTable;
            Mat table = Tables.render(tableKind, w, h, r);
            Mat img = new Mat();
            Mat hom = new Mat(3, 3, CvType.CV_64F);
            hom.put(0, 0, tableToImage);
            Imgproc.warpPerspective(table, img, hom, new Size(w, h), Imgproc.INTER_LINEAR, Core.BORDER_REFLECT);
            table.release();
            hom.release();

            double pxPerMm = cards.isEmpty() ? 2.5 : cards.get(0).width() / 63.0;
            List<Distractors.Thing> placedThings = new ArrayList<>();
            for (int t = 0; t < things; t++) {
                for (int attempt = 0; attempt < 100; attempt++) {
                    double[] c = {r.nextDouble() * w, r.nextDouble() * h};
                    Distractors.Thing thing = Distractors.any(r, c[0], c[1], pxPerMm);
                    boolean clear = Geometry.insideFrame(thing.outline(), w, h) > 0.6 && free(thing.outline(), 1.15);
                    for (Distractors.Thing other : placedThings) {
                        if (Geometry.intersectionArea(thing.outline(), other.outline()) > 0) clear = false;
                    }
                    if (clear) {
                        placedThings.add(thing);
                        break;
                    }
                }
            }
            List<double[][]> outlines = new ArrayList<>();
            for (Placed p : cards) outlines.add(p.image());
            for (Distractors.Thing t : placedThings) outlines.add(t.outline());
            double angle = r.nextDouble() * 2 * Math.PI, offset = pxPerMm * (0.8 + r.nextDouble() * 1.5);
            Camera.shadows(img, outlines, offset * Math.cos(angle), offset * Math.sin(angle), pxPerMm * (1 + r.nextDouble() * 2),
                    0.2 + r.nextDouble() * 0.25);
            for (Distractors.Thing t : placedThings) t.draw().accept(img);
            double shade = mild ? 0 : curl; // (a teaching photo is of a flat card)
            for (int i = 0; i < cards.size(); i++) {
                Placed p = cards.get(i);
                double width = Math.max(Math.hypot(p.image()[1][0] - p.image()[0][0], p.image()[1][1] - p.image()[0][1]),
                        Math.hypot(p.image()[2][0] - p.image()[3][0], p.image()[2][1] - p.image()[3][1]));
                FaceStock.Face face = stock.face(p.code(), width * 1.15);
                Mat bgr = shade > 0 ? Camera.curled(face.bgr(), shade, i % 2 == 0) : face.bgr();
                Camera.paste(img, bgr, face.alpha(), p.image());
                if (bgr != face.bgr()) bgr.release();
            }
            double[] visible = visibility();
            List<TruthCard> truth = new ArrayList<>();
            // (a teaching photo is taken through no lens: the deck's faces stay the same ones)
            double lens = mild ? 0 : barrel;
            for (int i = 0; i < cards.size(); i++) truth.add(new TruthCard(cards.get(i).code(), seen(cards.get(i).image(), lens), visible[i]));
            if (lens > 0) img = Camera.barrel(img, lens);
            Mat exposed = Camera.expose(img, r, mild, grain);
            return new Scene(exposed, truth, kind);
        }
    }

    private static double[][] copy(double[][] q) {
        double[][] out = new double[q.length][];
        for (int i = 0; i < q.length; i++) out[i] = q[i].clone();
        return out;
    }

    private static double[] homography(double[][] from, double[][] to) {
        MatOfPoint2f a = new MatOfPoint2f(new Point(from[0][0], from[0][1]), new Point(from[1][0], from[1][1]), new Point(from[2][0], from[2][1]),
                new Point(from[3][0], from[3][1]));
        MatOfPoint2f b = new MatOfPoint2f(new Point(to[0][0], to[0][1]), new Point(to[1][0], to[1][1]), new Point(to[2][0], to[2][1]),
                new Point(to[3][0], to[3][1]));
        Mat m = Imgproc.getPerspectiveTransform(a, b);
        double[] h = new double[9];
        m.get(0, 0, h);
        a.release();
        b.release();
        m.release();
        return h;
    }
}
