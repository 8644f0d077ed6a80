package tablekeeper.vision;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import tablekeeper.rules.CardCodes;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Refusal;

/**
 * Teaches a deck from photos named by card code: {@code CODE.jpg|png}, or several photos in a folder {@code CODE/},
 * plus {@code back}. Each photo must show exactly one card (any position and rotation, mild perspective) or be a
 * tight crop of the face. Refused photos are named with the reason; the others are still taught.
 */
public final class Enrollment {
    /** A photo that was not taught, and why. */
    public record Refused(Path photo, String reason) {}

    /** What was taught: the deck (null when nothing could be taught), refusals, and faces too alike to tell apart. */
    public record Result(TaughtDeck deck, List<Path> taught, List<Refused> refused, List<String[]> tooAlike) {}

    /** Card shapes a teaching photo may show (short side over long side): from tarot-like to nearly square. */
    static final double MIN_ASPECT = 0.5, MAX_ASPECT = 0.9, USUAL_ASPECT = 63.0 / 88.0;

    private Enrollment() {}

    /** Diagnostics only: told each teaching photo's final outline (null in normal use). */
    static java.util.function.BiConsumer<String, double[][]> PROBE;

    /**
     * Diagnostics only: each code's true outline in its teaching photo, taught as given (null in normal use): what
     * a perfect enrollment would teach (VisionDiag -Dtruthteach).
     */
    static java.util.function.Function<String, double[][]> TRUTH;

    private record Photo(String code, Path path) {}

    /**
     * A taught photo: the outline chosen so far and the other outlines the same card may have. {@code onFace}: the
     * outline was fitted to its twin's face by a scan ({@link #lookAgain}), not found on the photo's edges.
     */
    private record Straight(String code, Path path, double[][] outline, double aspect, Mat image, List<double[][]> options, boolean onFace) {
        Straight(String code, Path path, double[][] outline, double aspect, Mat image, List<double[][]> options) {
            this(code, path, outline, aspect, image, options, false);
        }

        Straight(String code, Path path, double[][] outline, double aspect, Mat image) {
            this(code, path, outline, aspect, image, outline == null ? List.<double[][]>of() : List.<double[][]>of(outline));
        }

        Straight with(double[][] q) {
            return new Straight(code, path, q, Geometry.aspect(q), image, options, onFace);
        }
    }

    public static Result teach(Path facesDir, Path deckDir, GameKind game) throws IOException {
        OpenCv.load();
        if (!Files.isDirectory(facesDir)) throw new IOException("faces directory " + facesDir + " does not exist (expected photos named CODE.jpg or CODE.png)");
        List<Refused> refused = new ArrayList<>();
        List<Photo> photos = photos(facesDir, refused);
        // the game: given, or the one most codes belong to
        if (game == null) {
            Map<GameKind, Integer> votes = new HashMap<>();
            for (Photo p : photos) {
                GameKind g = gameOf(p.code());
                if (g != null) votes.merge(g, 1, Integer::sum);
            }
            game = votes.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
        }
        List<Straight> found = new ArrayList<>();
        List<Photo> unseen = new ArrayList<>();
        try {
            for (Photo p : photos) {
                GameKind g = gameOf(p.code());
                if (g != null && game != null && g != game) {
                    refused.add(new Refused(p.path(), "'" + p.code() + "' is a " + g.code() + " card, but this deck is " + game.code()));
                    continue;
                }
                Straight s = find(p, refused, unseen);
                if (s != null) found.add(s);
            }
            if (found.isEmpty()) return new Result(null, List.of(), refused, List.of());
            if (TRUTH == null) {
                Set<Path> first = new HashSet<>();
                for (Straight s : found) first.add(s.path());
                java.util.function.Predicate<Straight> lookedAgain = s -> !first.contains(s.path());
                // the deck the found photos make, judged and then used to look again, built once unless a photo is refused
                TaughtDeck interim = game == GameKind.NANUK ? interim(found, game, facesDir) : null;
                if (interim != null && unlikeTwins(interim, found, refused, unseen, s -> true)) interim = null;
                if (!unseen.isEmpty() && found.size() >= MIN_TO_LOOK_AGAIN) {
                    lookAgain(interim != null ? interim : interim(found, game, facesDir), unseen, found, refused);
                    // a card found by its twin's face but not like it was found elsewhere
                    if (found.stream().anyMatch(lookedAgain)) unlikeTwins(interim(found, game, facesDir), found, refused, new ArrayList<>(), lookedAgain);
                }
            }
            List<Mat> faces = new ArrayList<>();
            try {
                TaughtDeck deck = deck(found, game, facesDir, faces);
                deck.save(deckDir, faces);
                return new Result(deck, found.stream().map(Straight::path).toList(), refused, deck.tooAlike());
            } finally {
                for (Mat f : faces) f.release();
            }
        } finally {
            for (Straight s : found) s.image().release();
        }
    }

    /** The deck the found photos make, their outlines left as found (a copy of the list is fitted). */
    private static TaughtDeck interim(List<Straight> found, GameKind game, Path facesDir) {
        List<Mat> faces = new ArrayList<>();
        TaughtDeck deck = deck(new ArrayList<>(found), game, facesDir, faces);
        for (Mat f : faces) f.release();
        return deck;
    }

    /**
     * The photos of faces that {@code judged} (the deck the found photos make) holds taught from something else than
     * their card ({@link Twins#mistaught}) refused, with their photos to look at again ({@code unseen}); only photos
     * that {@code mayRefuse}. Whether any was.
     */
    private static boolean unlikeTwins(TaughtDeck judged, List<Straight> found, List<Refused> refused, List<Photo> unseen,
                                       java.util.function.Predicate<Straight> mayRefuse) {
        Set<String> mistaught = Twins.mistaught(judged);
        boolean any = false;
        for (java.util.Iterator<Straight> it = found.iterator(); it.hasNext(); ) {
            Straight s = it.next();
            if (!mistaught.contains(s.code()) || !mayRefuse.test(s)) continue;
            it.remove();
            any = true;
            refused.add(new Refused(s.path(), "the card found does not look like its twin " + Twins.of(judged.game(), s.code()) + " away from the corners,"
                    + " and less like the rest of the deck (expected one whole card in each photo: check both photos, or take this one again)"));
            unseen.add(new Photo(s.code(), s.path()));
            s.image().release();
        }
        return any;
    }

    /** From this many photos taught, the deck they make looks again at the photos in which no one card was found. */
    private static final int MIN_TO_LOOK_AGAIN = 4;

    /**
     * The photos in which no card, or several, were found, scanned with the deck the others make ({@code interim}):
     * the one card there read as the twin of the photo's code (the same animal with or without the bear) is taught
     * from the outline the scan gives it. (A card printed to the edge, dark on a dark table, has no outline of its own, but
     * its twin's face finds it; read at any confidence, as its twin holds the bear it lacks.)
     */
    private static void lookAgain(TaughtDeck interim, List<Photo> unseen, List<Straight> found, List<Refused> refused) {
        try (CardScanner scanner = new CardScanner(interim, 0, false)) {
            for (Photo p : unseen) {
                Mat img = Imgcodecs.imread(p.path().toString(), Imgcodecs.IMREAD_COLOR);
                // only its twin tells where the card is: any other code read there (a patch of the table read as a
                // deer-double at 0.15, where a bird was) is not it
                List<SeenCard> twins = scanner.scan(img).stream().filter(c -> p.code().equals(interim.untaughtTwin(c.code()))).toList();
                if (twins.size() != 1) {
                    img.release();
                    continue;
                }
                double[][] q = upright(twins.get(0).corners());
                found.add(new Straight(p.code(), p.path(), q, Geometry.aspect(q), img, List.<double[][]>of(q), true));
                refused.removeIf(r -> r.photo().equals(p.path()));
            }
        }
    }

    /** The deck the found photos make; their straightened faces are added to {@code faces} (the caller releases them). */
    private static TaughtDeck deck(List<Straight> found, GameKind game, Path facesDir, List<Mat> faces) {
        double[] asps = found.stream().mapToDouble(Straight::aspect).sorted().toArray();
        // as deck.json stores it: a deck read back is the deck as taught, to the last decision
        double aspect = TaughtDeck.stored(asps[asps.length / 2]);
        Size size = TaughtDeck.faceSize(aspect);
        List<TaughtDeck.Face> taught = new ArrayList<>();
        Map<String, Integer> perCode = new HashMap<>();
        int gw = FaceSignature.GRID_W, gh = FaceSignature.gridHeight(aspect);
        boolean[] turn = TRUTH != null ? new boolean[found.size()] : fitToDeck(found, aspect, gw, gh);
        if (PROBE != null) for (int i = 0; i < found.size(); i++) PROBE.accept(found.get(i).code(), found.get(i).outline());
        for (Straight s : found) {
            Mat face = s.outline() == null ? resized(s.image(), size) : CardScanner.straighten(s.image(), s.outline(), size);
            faces.add(face);
        }
        for (int i = 0; i < found.size(); i++) {
            if (turn[i]) Core.rotate(faces.get(i), faces.get(i), Core.ROTATE_180);
            Straight s = found.get(i);
            int k = perCode.merge(s.code(), 1, Integer::sum);
            String image = "faces/" + s.code() + (k == 1 ? "" : "-" + k) + ".png";
            taught.add(new TaughtDeck.Face(s.code(), image, facesDir.relativize(s.path()).toString(),
                    FaceSignature.of(faces.get(i), gw, gh)));
        }
        return new TaughtDeck(game, aspect, taught);
    }

    private static GameKind gameOf(String code) {
        return CardCodes.gameOf(code);
    }

    private static List<Photo> photos(Path dir, List<Refused> refused) throws IOException {
        List<Photo> out = new ArrayList<>();
        List<Path> entries;
        try (Stream<Path> s = Files.list(dir)) {
            entries = s.sorted(Comparator.comparing(Path::toString)).toList();
        }
        for (Path e : entries) {
            String name = e.getFileName().toString();
            if (name.startsWith(".")) continue;
            if (Files.isDirectory(e)) {
                String code = checked(name, e, refused);
                if (code == null) continue;
                try (Stream<Path> s = Files.list(e)) {
                    for (Path f : s.sorted(Comparator.comparing(Path::toString)).toList()) {
                        if (f.getFileName().toString().startsWith(".")) continue;
                        if (isImageName(f)) out.add(new Photo(code, f));
                        else refused.add(new Refused(f, "not a .jpg or .png photo"));
                    }
                }
            } else if (isImageName(e)) {
                String code = checked(name.substring(0, name.lastIndexOf('.')), e, refused);
                if (code != null) out.add(new Photo(code, e));
            } else {
                refused.add(new Refused(e, "not a .jpg or .png photo named by card code"));
            }
        }
        return out;
    }

    private static String checked(String code, Path p, List<Refused> refused) {
        try {
            return CardCodes.check(code);
        } catch (Refusal r) {
            refused.add(new Refused(p, r.getMessage()));
            return null;
        }
    }

    private static boolean isImageName(Path p) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return n.endsWith(".jpg") || n.endsWith(".jpeg") || n.endsWith(".png");
    }

    /** Exactly one card in the photo (or the photo is a tight crop of one), else a refusal naming the file. */
    private static Straight find(Photo p, List<Refused> refused, List<Photo> unseen) {
        Mat img = Imgcodecs.imread(p.path().toString(), Imgcodecs.IMREAD_COLOR);
        if (img.empty()) {
            img.release();
            refused.add(new Refused(p.path(), "cannot be read as an image"));
            return null;
        }
        if (TRUTH != null) {
            double[][] t = TRUTH.apply(p.code());
            return new Straight(p.code(), p.path(), t, Geometry.aspect(t), img);
        }
        List<List<double[][]>> groups = new ArrayList<>();
        List<double[][]> cards = cards(img, groups);
        if (cards.size() > 1) {
            img.release();
            refused.add(new Refused(p.path(), cards.size() + " cards found, expected exactly one"));
            unseen.add(p);
            return null;
        }
        if (cards.size() == 1) {
            double[][] q = upright(cards.get(0));
            List<double[][]> options = new ArrayList<>();
            for (double[][] o : groups.get(0)) options.add(upright(o));
            return new Straight(p.code(), p.path(), q, Geometry.aspect(q), img, options);
        }
        double asp = (double) Math.min(img.cols(), img.rows()) / Math.max(img.cols(), img.rows());
        if (Math.abs(asp / USUAL_ASPECT - 1) < 0.04) {
            if (img.cols() > img.rows()) Core.rotate(img, img, Core.ROTATE_90_CLOCKWISE);
            return new Straight(p.code(), p.path(), null, asp, img);
        }
        img.release();
        refused.add(new Refused(p.path(), "no card found (expected one card lying on the table, or a tight crop of its face)"));
        unseen.add(p);
        return null;
    }

    /**
     * The card outlines in a teaching photo. Outlines nested in one another (a shadow or a table stripe around the
     * card, a frame inside its art) count as one card, shown by the one closest to a card's usual proportions; an
     * outline holding two side by side (touching cards read as one) does not count.
     */
    static List<double[][]> cards(Mat img) {
        return cards(img, new ArrayList<>());
    }

    /** As {@link #cards(Mat)}, also giving each card's group of nested outlines (same order). */
    static List<double[][]> cards(Mat img, List<List<double[][]>> chosenGroups) {
        CardFinder finder = new CardFinder(USUAL_ASPECT, MIN_ASPECT, MAX_ASPECT);
        CardFinder.Finding finding = finder.find(img);
        List<double[][]> all = new ArrayList<>(finding.outlines());
        List<List<double[][]>> groups = new ArrayList<>();
        for (double[][] q : all) {
            List<double[][]> home = null;
            for (List<double[][]> g : groups) {
                for (double[][] o : g) if (Geometry.covered(q, o) > 0.8 || Geometry.covered(o, q) > 0.8) home = g;
            }
            if (home == null) groups.add(home = new ArrayList<>());
            home.add(q);
        }
        // touching cards read as one are never a card (worked out once: each looks at every pair of outlines)
        Set<double[][]> twoCards = Collections.newSetFromMap(new IdentityHashMap<>());
        for (double[][] q : all) if (holdsTwo(q, all)) twoCards.add(q);
        // cards in one photo are of one size: a much smaller outline is a part of the card or of the table
        double largest = 0;
        for (double[][] q : all) {
            if (!twoCards.contains(q) && Math.abs(Geometry.aspect(q) / USUAL_ASPECT - 1) < 0.12) largest = Math.max(largest, Geometry.area(q));
        }
        final double big = largest;
        groups.removeIf(g -> g.stream().allMatch(q -> Geometry.area(q) < 0.4 * big));
        List<double[][]> kept = new ArrayList<>();
        try (Mats m = new Mats()) {
            Mat lab = lab(m, img);
            for (List<double[][]> g : groups) {
                List<double[][]> frames = frames(lab, g);
                List<double[][]> cardLike = new ArrayList<>();
                for (double[][] q : g) if (!twoCards.contains(q) && !panel(q, g, all, twoCards)) cardLike.add(q);
                double[][] best = null;
                for (double[][] q : cardLike) {
                    if (frames.contains(q)) continue;
                    if (best == null || Math.abs(Geometry.aspect(q) - USUAL_ASPECT) < Math.abs(Geometry.aspect(best) - USUAL_ASPECT)) best = q;
                }
                if (best != null) {
                    kept.add(best);
                    chosenGroups.add(cardLike);
                }
            }
        }
        // the panels of one card's art found without the card's own outline (a back of four panels, its border lost in
        // a gingham's pale squares, was refused: "4 cards found"): the card about them
        if (kept.size() > 1) {
            double[][] card = aroundPanels(kept);
            if (card != null) {
                kept.clear();
                kept.add(card);
                chosenGroups.clear();
                chosenGroups.add(List.<double[][]>of(card));
            }
        }
        if (kept.isEmpty()) {
            // a card split in two by its art (a pale panel beside a dark sky) on a table whose lines join its edges has
            // no outline of its own, but its two parts make one; the largest is taken. A last resort: the parts of a
            // card and of the table beside it may make a card's shape as well (taken before any other outline, such
            // joined outlines taught faces that made a held-out card read where there was none)
            double[][] q = finding.joined().stream().max(Comparator.comparingDouble(Geometry::area)).orElse(null);
            // on a checked cloth a white card merges with the white squares in every outline: its corners are found
            // only among the edges across the cloth's lines
            if (q == null) q = fromGrainCorners(finding.acrossGrain());
            if (q == null) q = fromCorners(finding.corners(), finding.frameWidth(), finding.frameHeight());
            if (q != null) {
                kept.add(q);
                chosenGroups.add(List.<double[][]>of(q));
            }
        }
        return kept;
    }

    /**
     * Those of a card's nested outlines whose outside ({@code lab}: the photo in Lab, {@link #lab}) does not look like
     * the table the outermost one lies on: their outside is the card's own print, they are frames of its art (a card
     * printed to the edge has a frame line inset like a border's, of the card's proportions). A shadow or a stripe of
     * the table around a card leaves the card's own outline on table colour.
     */
    private static List<double[][]> frames(Mat lab, List<double[][]> nested) {
        List<double[][]> frames = new ArrayList<>();
        if (nested.size() < 2) return frames;
        try (Mats m = new Mats()) {
            double[][] outer = nested.get(0);
            for (double[][] q : nested) if (Geometry.area(q) > Geometry.area(outer)) outer = q;
            double[] table = outside(m, lab, outer);
            for (double[][] q : nested) if (q != outer && labDistance(outside(m, lab, q), table) > FRAME_DIFF) frames.add(q);
        }
        return frames;
    }

    /**
     * How far (Lab a/b units) from the table's hue and saturation the outside of a nested outline may lie. Just
     * outside a card's own edge lie a shadow or the table; just outside a frame of coloured art, the art. On seed 7's
     * teaching photos of the six tuning styles: at most 12 for a card's own outline inside a shadow or a stripe
     * (near copies of it on cards printed to the edge, 13 to 26), 22 to 90 for frames, most over 25.
     */
    private static final double FRAME_DIFF = 30;

    /** The photo in Lab, for {@link #frames} (released with {@code m}). */
    private static Mat lab(Mats m, Mat bgr) {
        Mat lab = m.mat();
        Imgproc.cvtColor(bgr, lab, Imgproc.COLOR_BGR2Lab);
        return lab;
    }

    /** The mean Lab colour of a band just outside an outline, from 2% to 5% of its short side beyond it. */
    private static double[] outside(Mats m, Mat lab, double[][] q) {
        double s = Geometry.shortSide(q);
        double[][] near = q, far = q;
        for (int side = 0; side < 4; side++) {
            near = Geometry.shiftSide(near, side, 0.02 * s);
            far = Geometry.shiftSide(far, side, 0.05 * s);
        }
        Mat mask = m.add(Mat.zeros(lab.size(), CvType.CV_8UC1));
        Imgproc.fillConvexPoly(mask, m.add(new MatOfPoint(m.add(Geometry.points(far)).toArray())), new Scalar(255));
        Imgproc.fillConvexPoly(mask, m.add(new MatOfPoint(m.add(Geometry.points(near)).toArray())), new Scalar(0));
        return Core.mean(lab, mask).val;
    }

    /** How far apart two Lab colours are in hue and saturation (a drop shadow changes lightness mostly). */
    private static double labDistance(double[] a, double[] b) {
        return Math.hypot(a[1] - b[1], a[2] - b[2]);
    }

    /** How far (a share of the card's short side) a corner may lie from where a card's corner is. */
    private static final double CORNER_NEAR = 0.08;

    /**
     * The card three or four of these corners are the corners of: a card-shaped rectangle whose corner between two
     * others has its two sides pointing at them; the largest one where the fourth corner is found too, else the
     * largest. Null when there is none.
     */
    static double[][] fromGrainCorners(List<CardFinder.Corner> corners) {
        return fromCorners(corners, false, 0, 0);
    }

    /**
     * As {@link #fromGrainCorners}, from the finder's ordinary corners (longest sides first), all four found: a card
     * printed to the edge, dark on a dark table, whose outline the edges leave open where it meets the table. Or three,
     * inside the photo ({@code w} by {@code h}), the one between running its sides most of the way to the other two
     * and each of those running one side back to it and the other along the card's: a black-bordered nana-holly 12 on
     * a cloth of dark dots, a dot touching its border at the fourth corner, left no outline of the card's shape and its
     * photo was refused. (Of the ten tuning styles' teaching photos, seeds 5, 7, 8, 11 and 13 printed as designed, and
     * seed 7 in grey, black-bordered and with a back of four panels, only two outlines changed: that one, and a
     * nanuk-dusk deer-nanuk of seed 13, taught 3.7 px off before and 0.6 px now.)
     */
    static double[][] fromCorners(List<CardFinder.Corner> corners, double w, double h) {
        List<CardFinder.Corner> longest = new ArrayList<>(corners);
        longest.sort(Comparator.comparingDouble((CardFinder.Corner c) -> -(c.lenA() + c.lenB())));
        return fromCorners(longest, true, w, h);
    }

    private static double[][] fromCorners(List<CardFinder.Corner> corners, boolean allFour, double w, double h) {
        double[][] best = null;
        double bestScore = 0;
        int n = Math.min(corners.size(), 12);
        for (int j = 0; j < n; j++) {
            CardFinder.Corner b = corners.get(j);
            for (int i = 0; i < n; i++) for (int k = 0; k < n; k++) {
                if (i == j || k == j || i == k) continue;
                double[] pa = corners.get(i).at(), pb = b.at(), pc = corners.get(k).at();
                double la = Geometry.dist(pb, pa), lc = Geometry.dist(pb, pc);
                double shortSide = Math.min(la, lc);
                if (shortSide < 40) continue; // pixels: no teaching photo shows a card this small
                double asp = shortSide / Math.max(la, lc);
                if (asp < MIN_ASPECT || asp > MAX_ASPECT) continue;
                double[] ua = {(pa[0] - pb[0]) / la, (pa[1] - pb[1]) / la}, uc = {(pc[0] - pb[0]) / lc, (pc[1] - pb[1]) / lc};
                if (Math.abs(ua[0] * uc[0] + ua[1] * uc[1]) > 0.17) continue; // within ten degrees of a right angle
                if (!armsAlong(b, ua, uc)) continue;
                double[] pd = {pa[0] + pc[0] - pb[0], pa[1] + pc[1] - pb[1]};
                boolean fourth = false;
                for (int d = 0; d < n && !fourth; d++) fourth = d != i && d != j && d != k && Geometry.dist(corners.get(d).at(), pd) < CORNER_NEAR * shortSide;
                if (allFour && !fourth && !threeOfACard(b, corners.get(i), la, ua, corners.get(k), lc, uc, w, h)) continue;
                double score = la * lc * (fourth ? 2 : 1);
                if (score <= bestScore) continue;
                best = Geometry.portraitClockwise(new double[][] {pa, pb, pc, pd});
                bestScore = score;
            }
        }
        return best;
    }

    /**
     * Whether corners {@code a}, {@code b} and {@code c}, inside a photo {@code w} by {@code h}, are three of a card's:
     * b's sides run along {@code ua} and {@code uc} (towards a and c, {@code la} and {@code lc} away) most of the way
     * and not past them, and a and c each run one side back to b and the other along the card (the frame's own
     * corners, and a table's large contours, have sides as straight).
     */
    private static boolean threeOfACard(CardFinder.Corner b, CardFinder.Corner a, double la, double[] ua,
                                        CardFinder.Corner c, double lc, double[] uc, double w, double h) {
        for (CardFinder.Corner k : List.of(a, b, c)) {
            double[] p = k.at();
            if (p[0] < FRAME_MARGIN || p[1] < FRAME_MARGIN || p[0] > w - 1 - FRAME_MARGIN || p[1] > h - 1 - FRAME_MARGIN) return false;
        }
        boolean aAlong = b.dirA()[0] * ua[0] + b.dirA()[1] * ua[1] > 0.985;
        double sa = aAlong ? b.lenA() : b.lenB(), sc = aAlong ? b.lenB() : b.lenA();
        if (sa < SPANNED * la || sa > OVERRUN * la || sc < SPANNED * lc || sc > OVERRUN * lc) return false;
        return armsAlong(a, new double[] {-ua[0], -ua[1]}, uc) && armsAlong(c, new double[] {-uc[0], -uc[1]}, ua);
    }

    /** Pixels from the photo's border within which a corner is the frame's. */
    private static final double FRAME_MARGIN = 3;
    /** How much of the way to the two corners beside it, at least and at most, the sides of the corner between must run. */
    private static final double SPANNED = 0.6, OVERRUN = 1.15;

    /** Whether the corner's two sides point along {@code u} and {@code v} (either way round), within ten degrees. */
    private static boolean armsAlong(CardFinder.Corner c, double[] u, double[] v) {
        double aU = c.dirA()[0] * u[0] + c.dirA()[1] * u[1], bV = c.dirB()[0] * v[0] + c.dirB()[1] * v[1];
        double aV = c.dirA()[0] * v[0] + c.dirA()[1] * v[1], bU = c.dirB()[0] * u[0] + c.dirB()[1] * u[1];
        return aU > 0.985 && bV > 0.985 || aV > 0.985 && bU > 0.985;
    }

    /**
     * The card whose art {@code parts} are the panels of: side by side, apart, none more than {@link #PANEL_SHARE} of
     * their rectangle and together filling {@link #PANELS_FILL} of it, in a card's usual shape; the card is that
     * rectangle with a border of {@link #PANELS_BORDER} of its short side about it (the outline is then put onto its
     * edges). Null when they are not.
     */
    static double[][] aroundPanels(List<double[][]> parts) {
        double[][] first = Geometry.portraitClockwise(parts.get(0));
        double[][] box = Geometry.box(parts, Geometry.unit(first[0], first[1]));
        if (Math.abs(Geometry.aspect(box) / USUAL_ASPECT - 1) > 0.12) return null;
        double filled = 0, area = Geometry.area(box);
        for (int i = 0; i < parts.size(); i++) {
            double[][] a = parts.get(i);
            double own = Geometry.area(a);
            if (own > PANEL_SHARE * area) return null;
            filled += own;
            for (int j = i + 1; j < parts.size(); j++) if (Geometry.overlap(a, parts.get(j)) > 0.1) return null;
        }
        if (filled < PANELS_FILL * area) return null;
        double s = Geometry.shortSide(box), l = Geometry.longSide(box), b = 2 * PANELS_BORDER * s;
        return Geometry.card(box, s + b, (s + b) / (l + b));
    }

    /** How much of their rectangle one panel may be, how much all must fill, and the border guessed about them. */
    private static final double PANEL_SHARE = 0.6, PANELS_FILL = 0.7, PANELS_BORDER = 0.035;

    /**
     * Two touching cards read as one: q holds two outlines side by side, each about half of it, and each brings two of
     * its corners. (A card's art may be split into panels of the card's own proportions, as a court card's two
     * mirrored halves are; they lie inside its border, their corners away from its corners.)
     */
    private static boolean holdsTwo(double[][] q, List<double[][]> all) {
        for (double[][] a : all) for (double[][] b : all) {
            if (sideBySide(q, a, b, 0.3) && cornersShared(a, q) >= 2 && cornersShared(b, q) >= 2) return true;
        }
        return false;
    }

    /**
     * A panel of a card's art: {@code q} lies beside another outline inside a larger one of its group that is not two
     * cards (the halves of a card back split in two, 0.4 of the card each, were taught as the card: the card's own
     * outline was taken for two touching cards, or the halves lay nearer a card's usual proportions).
     */
    private static boolean panel(double[][] q, List<double[][]> group, List<double[][]> all, Set<double[][]> twoCards) {
        for (double[][] h : group) {
            if (h == q || twoCards.contains(h)) continue;
            for (double[][] b : all) if (sideBySide(h, q, b, 0.1)) return true;
        }
        return false;
    }

    /** Whether {@code a} and {@code b}, each at least {@code share} of {@code q}, lie side by side inside it. */
    private static boolean sideBySide(double[][] q, double[][] a, double[][] b, double share) {
        if (a == q || b == q || a == b) return false;
        double area = Geometry.area(q);
        if (Geometry.area(a) < share * area || Geometry.area(b) < share * area) return false;
        return Geometry.covered(a, q) > 0.8 && Geometry.covered(b, q) > 0.8 && Geometry.covered(a, b) < 0.1 && Geometry.covered(b, a) < 0.1;
    }

    /** How many of {@code part}'s corners lie on corners of {@code q} (within 4% of the part's short side). */
    private static int cornersShared(double[][] part, double[][] q) {
        double near = 0.04 * Geometry.shortSide(part);
        int n = 0;
        for (double[] c : part) for (double[] d : q) if (Geometry.dist(c, d) <= near) { n++; break; }
        return n;
    }

    /** The outline turned so its top side is the one higher up in the photo (how people photograph a card). */
    private static double[][] upright(double[][] q) {
        double[][] p = Geometry.portraitClockwise(q);
        double top = p[0][1] + p[1][1], bottom = p[2][1] + p[3][1];
        return top <= bottom ? p : Geometry.rotate(p, 2);
    }

    private static Mat resized(Mat img, Size size) {
        Mat r = new Mat();
        Imgproc.resize(img, r, size, 0, 0, Imgproc.INTER_AREA);
        return r;
    }

    /**
     * Every outline is moved onto the card's sharp edges (a soft shadow or a table stripe taken for the edge is
     * corrected), faces photographed upside down are turned so the deck's faces share one layout (a face is turned
     * when it matches the others clearly better that way; symmetric layouts keep the photo's orientation), and of
     * a card's nested outlines the one that fits the layout the others share is kept. (Fitting each outline to the
     * mean of the others, as before, drifted: the mean of inconsistent crops is itself a crop.) Returns which faces
     * to turn; outlines are updated in place.
     */
    private static boolean[] fitToDeck(List<Straight> found, double aspect, int gw, int gh) {
        int n = found.size();
        boolean[] turn = new boolean[n];
        boolean[] all = Identifier.interior(gw, gh);
        float[][] up = new float[n][], down = new float[n][];
        // every outline found for a card (nested: shadow, border, frames of the art) moved onto sharp edges first
        for (int i = 0; i < n; i++) {
            Straight s = found.get(i);
            // (an outline a scan fitted to the twin's face is left there: on a faint edge beside a strong one, a
            // plank's seam below a dark card on dark wood, moving it onto edges took it 10.8 px off the card)
            if (s.outline() == null || s.onFace()) continue;
            Gray g = new Gray(s.image());
            try (Mats m = new Mats()) {
                Mat lab = lab(m, s.image());
                Colours colours = new Colours(s.image());
                double[][] chosen = onItsEdges(g, colours, lab, s.outline());
                List<double[][]> opts = new ArrayList<>();
                for (double[][] o : s.options()) opts.add(o == s.outline() ? chosen : onItsEdges(g, colours, lab, o));
                // moved onto their edges, some frames lie on the card's edge now; the others are no card's outline
                List<double[][]> frames = frames(lab, opts);
                opts.removeIf(o -> o != chosen && frames.contains(o));
                found.set(i, new Straight(s.code(), s.path(), chosen, Geometry.aspect(chosen), s.image(), opts));
            }
        }
        for (int round = 0; round < 1; round++) {
            for (int i = 0; i < n; i++) {
                FaceSignature s = signatureOf(found.get(i), gw, gh);
                up[i] = s.normalised(all);
                down[i] = s.turned().normalised(all);
            }
            if (round == 0) {
                for (int iter = 0; iter < 3; iter++) {
                    for (int i = 0; i < n; i++) {
                        if (isBack(found.get(i))) continue;
                        double su = 0, sd = 0;
                        for (int j = 0; j < n; j++) {
                            if (j == i || isBack(found.get(j))) continue;
                            float[] o = turn[j] ? down[j] : up[j];
                            su += dot(up[i], o);
                            sd += dot(down[i], o);
                        }
                        double margin = 0.1 * (Math.abs(su) + Math.abs(sd)) / 2;
                        if (!turn[i] && sd > su + margin) turn[i] = true;
                        else if (turn[i] && su > sd + margin) turn[i] = false;
                    }
                }
            }
            // the shared layout: the mean face of the others
            int len = up[0].length;
            if (round == 0) {
                // of the nested outlines found for a card, the one whose face fits the deck's shared layout best
                for (int i = 0; i < n; i++) {
                    Straight s = found.get(i);
                    if (s.options().size() < 2 || isBack(s)) continue;
                    float[] mean = meanOfOthers(i, found, up, down, turn, len);
                    if (mean == null) continue;
                    double bestScore = -2;
                    for (double[][] o : s.options()) {
                        FaceSignature sig = OutlineFit.signature(s.image(), o, gw, gh);
                        double lu = OutlineFit.likeness(sig.normalised(all), mean), ld = OutlineFit.likeness(sig.turned().normalised(all), mean);
                        if (Math.max(lu, ld) > bestScore) {
                            bestScore = Math.max(lu, ld);
                            found.set(i, s.with(o));
                            turn[i] = ld > lu;
                        }
                    }
                }
            }
        }
        return turn;
    }

    /**
     * The outline moved onto its edges ({@link #snapToEdges}), unless that took it onto a frame of the art: a strong
     * frame line just inside a card printed to the edge outweighs the card's own edge on a table of like brightness.
     */
    private static double[][] onItsEdges(Gray g, Colours colours, Mat lab, double[][] q) {
        double[][] snapped = snapToEdges(g, colours, q);
        return frames(lab, List.of(q, snapped)).contains(snapped) ? q : snapped;
    }

    /**
     * Each side put onto the straight edge most points across it agree on, then moved onto the card's own edge:
     * the outermost sharp edge near it (a drop shadow's edge is soft, frames in the art lie inside the card's edge).
     * A side is not moved in onto an edge with the card's print beyond it ({@link TableBeside#printBeyond}): that is a
     * frame of the art, however much stronger than the card's edge.
     */
    static double[][] snapToEdges(Gray g, Colours colours, double[][] q) {
        double[][] cur = q;
        double s = Geometry.shortSide(q);
        double in = 0.08, out = 0.06, share = 0.2; // a white card on a white table has a weak edge: a fifth of the strongest
        // a side the finder tilted (a corner cut by the table's pattern) is put straight first: along a tilted side
        // no edge lies at one offset, and the outermost one found was often the table's
        for (int side = 0; side < 4; side++) {
            double[][] line = g.sideLine(cur, side, in * s, out * s);
            if (line == null) continue;
            double[][] r = Geometry.replaceSide(cur, side, line[0], line[1]);
            if (r != null && !(inside(r, cur, side) && TableBeside.of(colours, cur, side, s).printBeyond(r, 0))) cur = r;
        }
        for (int pass = 0; pass < 2; pass++) {
            for (int side = 0; side < 4; side++) {
                double[][] edges = g.sideEdgesAndSharp(cur, side, in * s, out * s, 8, share);
                TableBeside table = TableBeside.of(colours, cur, side, s);
                Set<Double> frames = new HashSet<>();
                for (double x : edges[0]) if (x < 0 && table.printBeyond(cur, x)) frames.add(x);
                double d = -Double.MAX_VALUE, sharpest = -Double.MAX_VALUE;
                for (double x : edges[0]) if (x > d && !frames.contains(x)) d = x;
                if (d == -Double.MAX_VALUE) continue;
                // a soft edge just outside a sharp one is a drop shadow's: the card's edge is the sharp one (farther
                // in, a sharp edge is a frame of the art, and a soft outermost edge is the card's, blurred)
                for (double x : edges[1]) if (x > sharpest && !frames.contains(x)) sharpest = x;
                if (d - sharpest <= SHADOW_WIDTH * s) d = sharpest;
                if (Math.abs(d) >= 0.5) cur = Geometry.shiftSide(cur, side, d);
            }
        }
        return outerBorder(g, colours, cur, in * s, out * s);
    }

    /**
     * The outline moved out across a border printed round the card, dark on a dark table (or light on a light one),
     * whose outer edge, the card's own, is too weak to be taken for it (a twentieth of the inner one, black on a navy
     * cloth): on every side a sharp edge beyond, the band up to it of one colour all round and unlike the table beyond
     * it. (A shadow falls on two sides, a cloth's pattern differs from side to side.) Else the outline as it is.
     */
    private static double[][] outerBorder(Gray g, Colours colours, double[][] q, double in, double out) {
        double s = Geometry.shortSide(q);
        double[] width = new double[4];
        double[][] band = new double[4][];
        for (int side = 0; side < 4; side++) {
            for (double x : g.sideEdgesAndSharp(q, side, in, out, 8, BORDER_SHARE)[1]) {
                if (x < 2 || x <= width[side]) continue;
                double[] b = colours.beside(q, side, 1, x - 1), beyond = colours.beside(q, side, x + 1, x + 1 + 0.03 * s);
                if (b == null || beyond == null || Colours.bgrDistance(b, beyond) < BORDER_DIFF) continue;
                width[side] = x;
                band[side] = b;
            }
            if (band[side] == null) return q;
        }
        double[] w = width.clone();
        java.util.Arrays.sort(w);
        for (int side = 0; side < 4; side++) {
            if (Math.abs(width[side] - w[1]) > Math.max(2, 0.4 * w[1])) return q;
            for (int o = 0; o < side; o++) if (Colours.bgrDistance(band[side], band[o]) > BORDER_SAME) return q;
        }
        double[][] r = q;
        for (int side = 0; side < 4; side++) r = Geometry.shiftSide(r, side, width[side]);
        return r;
    }

    /**
     * A printed border's outer edge: at least this share of the strongest edge across the side; the band at least
     * {@link #BORDER_DIFF} (mean BGR) from the table beyond it, and its four sides' bands within {@link #BORDER_SAME}.
     */
    private static final double BORDER_SHARE = 0.05, BORDER_DIFF = 40, BORDER_SAME = 40;

    /** Whether side {@code i} of {@code r} lies inside that of {@code q} at both its ends. */
    private static boolean inside(double[][] r, double[][] q, int i) {
        double[] a = q[i], n = Geometry.outward(q, i);
        for (double[] p : new double[][] {r[i], r[(i + 1) % 4]}) if ((p[0] - a[0]) * n[0] + (p[1] - a[1]) * n[1] >= 0) return false;
        return true;
    }

    /**
     * The table beside side {@code i} of an outline, for a card of short side {@code s}: what lies just beyond the side
     * (the table, or a drop shadow) and a little farther (the table, when the side lies on the print between a frame
     * and the card's edge); each null where it lies off the photo.
     */
    private record TableBeside(Colours colours, int i, double s, double[] near, double[] far) {
        static TableBeside of(Colours colours, double[][] q, int i, double s) {
            return new TableBeside(colours, i, s, colours.beside(q, i, 0.02 * s, 0.05 * s), colours.beside(q, i, 0.08 * s, 0.12 * s));
        }

        /**
         * Whether beyond the same side of {@code r}, moved out by {@code d}, lies the card's print rather than the table:
         * unlike both in chromaticity.
         */
        boolean printBeyond(double[][] r, double d) {
            double[] beyond = colours.beside(r, i, d + 0.01 * s, d + 0.03 * s);
            if (beyond == null || near == null && far == null) return false;
            return (near == null || Colours.chromaDistance(beyond, near) > PRINT_CHROMA)
                    && (far == null || Colours.chromaDistance(beyond, far) > PRINT_CHROMA);
        }
    }

    /**
     * How far ({@link Colours#chromaDistance}) from the table the strip beyond an edge must lie to be the card's print.
     * (On the teaching photos of nana-velvet, seeds 7 to 9: 60 to 150 beyond its gold frame lines, as on a brown card on
     * a brown table, and at most 12 beyond the cards' own edges; 1 beyond a nana-frost card's edge with its drop shadow
     * beyond it, on a blue cloth, seed 8.)
     */
    private static final double PRINT_CHROMA = 30;

    /**
     * How wide (a share of the card's short side) a drop shadow beyond the card's edge is taken to be at most. (With
     * the outermost edge taken, a nana-frost 2 was taught 5.2 px off, its shadow inside it; on six seeds' teaching
     * photos 17 of 370 outlines ended over 2.5 px off, 5 so.)
     */
    private static final double SHADOW_WIDTH = 0.05;

    private static float[] meanOfOthers(int i, List<Straight> found, float[][] up, float[][] down, boolean[] turn, int len) {
        float[] mean = new float[len];
        int k = 0;
        for (int j = 0; j < found.size(); j++) {
            if (j == i || isBack(found.get(j))) continue;
            float[] o = turn[j] ? down[j] : up[j];
            for (int x = 0; x < len; x++) mean[x] += o[x];
            k++;
        }
        return k < 3 ? null : mean;
    }

    private static boolean isBack(Straight s) {
        return CardCodes.BACK.equals(s.code());
    }

    private static FaceSignature signatureOf(Straight s, int gw, int gh) {
        if (s.outline() != null) return OutlineFit.signature(s.image(), s.outline(), gw, gh);
        Mat r = new Mat();
        try {
            Imgproc.resize(s.image(), r, new Size(gw * 3, gh * 3), 0, 0, Imgproc.INTER_AREA);
            return FaceSignature.of(r, gw, gh);
        } finally {
            r.release();
        }
    }

    private static double dot(float[] a, float[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) s += a[i] * b[i];
        return s;
    }
}
