package tablekeeper.vision;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;
import tablekeeper.vision.scene.TruthCard;

/**
 * A diagnostic (not a test): scans the vision benchmark's tuning-style scenes and prints, per true card, the
 * outcome, and what the identifier says given the true outline (so finder failures and identification failures
 * are told apart); writes annotated images of scenes with failures to /tmp/vdiag. Tuning styles only: the classic
 * ones, or with {@code -Dstyles=second} the second tuning styles, or {@code -Dstyles=NAME,...}; {@code -Dtable=KIND} lays every
 * scene on one kind of table, {@code -Dlens=K} shows every scene through a lens of barrel distortion K, {@code -Dout=DIR} writes the images elsewhere. Each deck is taught afresh into
 * /tmp/vdiag/work (where FinderDiag finds it; {@code -Dwork=DIR} elsewhere, for runs side by side), or with
 * {@code -Dcached} taken from there; {@code -Dtruthteach} teaches each photo's true outline (what a perfect
 * enrollment would give); {@code -Dvariant=grey|black|panels2|panels4} prints each style so (a monochrome deck, a
 * black border, a back split into panels of the card's proportions: kinds of real decks the tuning styles are not).
 * Args: singles spreads fanned.
 */
public final class VisionDiag {
    public static void main(String[] args) throws Exception {
        OpenCv.load();
        int singles = Integer.parseInt(args[0]), spreads = Integer.parseInt(args[1]), fanned = args.length > 2 ? Integer.parseInt(args[2]) : 0;
        Path out = Files.createDirectories(Path.of(System.getProperty("out", "/tmp/vdiag")));
        for (CardArt art : styles()) {
            GameKind g = art.game();
            Path work = Path.of(System.getProperty("work", "/tmp/vdiag/work"));
            Path deckDir = work.resolve("deck-" + art.name());
            // taught afresh unless -Dcached: a deck taught by an older build differs (on 2026-12-01 a cached one had
            // another aspect and other deciding boxes, and a pile read 10 of 10 with it, 6 with a fresh one)
            boolean cached = System.getProperty("cached") != null && Files.exists(deckDir.resolve(TaughtDeck.METADATA));
            TaughtDeck deck;
            if (cached) deck = TaughtDeck.load(deckDir);
            else if (!Boolean.getBoolean("truthteach")) deck = TaughtDecks.teach(art, work).deck();
            else {
                try (SceneGenerator tg = new SceneGenerator(art, Long.getLong("tseed", 7))) {
                    Enrollment.TRUTH = code -> { try (var sc = tg.teachingScene(code)) { return sc.cards().get(0).corners(); } };
                    deck = TaughtDecks.teach(art, work).deck();
                } finally {
                    Enrollment.TRUTH = null;
                }
            }
            int gw = FaceSignature.GRID_W, gh = FaceSignature.gridHeight(deck.aspect());
            try (CardScanner scanner = new CardScanner(deck); CardScanner any = new CardScanner(deck, 0); SceneGenerator gen = new SceneGenerator(art, Long.getLong("seed", 4242))) {
                if (System.getProperty("table") != null) gen.onTable(System.getProperty("table"));
                if (System.getProperty("lens") != null) gen.throughLens(Double.parseDouble(System.getProperty("lens")));
                if (System.getProperty("curl") != null) gen.curled(Double.parseDouble(System.getProperty("curl")));
                List<String> kinds = new ArrayList<>();
                for (int i = 0; i < singles; i++) kinds.add("single");
                for (int i = 0; i < spreads; i++) kinds.add("spread");
                for (int i = 0; i < fanned; i++) kinds.add("fanned");
                int idx = 0;
                for (String kind : kinds) {
                    try (Scene s = switch (kind) {
                        case "single" -> gen.single(1280, 720);
                        case "spread" -> gen.spread(1920, 1080, 12);
                        default -> gen.fanned(1920, 1080, 10);
                    }) {
                        long t0 = System.nanoTime();
                        List<SeenCard> seen = scanner.scan(s.image());
                        double ms = (System.nanoTime() - t0) / 1e6;
                        String label = art.name() + "-" + kind + "-" + idx++;
                        // at confidence 0 every card carries its best code: the wrong ones show the margin to a wrong read
                        SceneCheck.Tally tz = SceneCheck.score(s.cards(), any.scan(s.image()), label);
                        for (String w : tz.wrongs) System.out.println("  AT-ZERO " + w);
                        SceneCheck.Tally t = SceneCheck.score(s.cards(), seen, label);
                        System.out.printf(Locale.ROOT, "%s (%.0f ms): %s%n", label, ms, t);
                        // a wrong read away from every card has no line below, where each card is matched by its centre
                        for (String w : t.wrongs) if (w.contains("where there is no card")) System.out.println("  WRONG-SEEN " + w);
                        if (System.getProperty("cloth") != null) cloth(s, seen);
                        boolean bad = t.correct < t.cards;
                        for (TruthCard tc : s.cards()) {
                            SeenCard hit = null;
                            double bd = 1e9;
                            for (SeenCard sc : seen) {
                                double[] c = Geometry.centre(sc.corners());
                                double d = Math.hypot(c[0] - tc.centreX(), c[1] - tc.centreY());
                                if (d < 0.25 * tc.width() && d < bd) { bd = d; hit = sc; }
                            }
                            String outcome = hit == null ? "MISSED" : hit.code().equals(tc.code()) ? "ok" : hit.code().equals("unknown") ? "UNKNOWN" : "WRONG";
                            FaceSignature sig = OutlineFit.signature(s.image(), tc.corners(), gw, gh);
                            boolean[] vis = Identifier.interior(gw, gh);
                            List<double[][]> above = new ArrayList<>();
                            for (int k = s.cards().indexOf(tc) + 1; k < s.cards().size(); k++) above.add(s.cards().get(k).corners());
                            Identifier.Verdict v = scanner.identify(s.image(), tc.corners(), above);
                            List<Identifier.Template> ts = deck.identifier().templates();
                            Integer[] order = new Integer[ts.size()];
                            double[] lk = new double[ts.size()];
                            for (int k = 0; k < ts.size(); k++) { order[k] = k; lk[k] = deck.identifier().likeness(sig, vis, k); }
                            java.util.Arrays.sort(order, Comparator.comparingDouble(k -> -lk[k]));
                            StringBuilder top = new StringBuilder();
                            int shown = 0;
                            for (Integer k : order) {
                                top.append(String.format(Locale.ROOT, " %s%s=%.3f", ts.get(k).code(), ts.get(k).turned() ? "^" : "", lk[k]));
                                if (++shown == 3) break;
                            }
                            double cornerErr = Double.NaN;
                            if (hit != null) {
                                double e = 0, e2 = 0;
                                for (int i = 0; i < 4; i++) { e += Geometry.dist(hit.corners()[i], tc.corners()[i]) / 4; e2 += Geometry.dist(hit.corners()[(i + 2) % 4], tc.corners()[i]) / 4; }
                                cornerErr = Math.min(e, e2);
                            }
                            if (!outcome.equals("ok") || args.length > 3) {
                                System.out.printf(Locale.ROOT, "  %-7s %-14s seen=%s conf=%s outlineErr=%.1f vis=%.2f w=%.0f | true outline: %s turned=%s conf=%.3f strict=%.3f like=%.3f |%s%n",
                                        outcome, tc.code(), hit == null ? "-" : hit.code(), hit == null ? "-" : String.valueOf(hit.confidence()), cornerErr, tc.visible(), tc.width(),
                                        v.code(), v.turned(), v.confidence(), v.strict(), v.likeness(), top);
                            }
                        }
                        if (bad) {
                            Mat a = s.image().clone();
                            for (TruthCard tc : s.cards()) poly(a, tc.corners(), new Scalar(0, 255, 0), tc.code());
                            for (SeenCard sc : seen) poly(a, sc.corners(), new Scalar(0, 0, 255), sc.code() + " " + sc.confidence());
                            Imgcodecs.imwrite(out.resolve(label + ".png").toString(), a);
                            a.release();
                        }
                    }
                }
            }
        }
    }

    /**
     * {@code -Dcloth}: how alike the two sides of the edges are ({@link ClothThrough#alike}) at each true card's
     * outline, under the cards above it, and at each outline seen where there is no card, under the cards seen there.
     */
    private static void cloth(Scene s, List<SeenCard> seen) {
        Gray g = new Gray(s.image());
        List<TruthCard> cards = s.cards();
        for (int k = 0; k < cards.size(); k++) {
            List<double[][]> above = new ArrayList<>();
            for (int j = k + 1; j < cards.size(); j++) above.add(cards.get(j).corners());
            double[] a = ClothThrough.alike(g, cards.get(k).corners(), above);
            System.out.printf(Locale.ROOT, "  CLOTH card %s alike=%.3f sides=%d%n", cards.get(k).code(), a[0], (int) a[1]);
        }
        for (SeenCard c : seen) {
            double[] ctr = Geometry.centre(c.corners());
            if (cards.stream().anyMatch(tc -> Math.hypot(ctr[0] - tc.centreX(), ctr[1] - tc.centreY()) < 0.25 * tc.width())) continue;
            List<double[][]> others = new ArrayList<>();
            for (TruthCard tc : cards) others.add(tc.corners());
            double[] a = ClothThrough.alike(g, c.corners(), others);
            System.out.printf(Locale.ROOT, "  CLOTH none %s alike=%.3f sides=%d%n", c.code(), a[0], (int) a[1]);
        }
    }

    private static void poly(Mat img, double[][] q, Scalar colour, String text) {
        Point[] p = new Point[4];
        for (int i = 0; i < 4; i++) p[i] = new Point(q[i][0], q[i][1]);
        Imgproc.polylines(img, List.of(new MatOfPoint(p)), true, colour, 2);
        Imgproc.circle(img, p[0], 6, colour, -1);
        Imgproc.putText(img, text, new Point(p[0].x + 8, p[0].y + 20), Imgproc.FONT_HERSHEY_SIMPLEX, 0.6, colour, 2);
    }

    /** The styles asked for; never a held-out one (their results are not to be looked at while tuning). */
    /** The style as {@code -Dvariant} prints it: {@code grey}, {@code black} (bordered), {@code panels2} or {@code panels4} (backs); else as it is. */
    static CardArt variant(CardArt art) {
        String v = System.getProperty("variant", "");
        return switch (v) {
            case "" -> art;
            case "grey" -> new GreyFaces(art);
            case "black" -> new BlackBordered(art);
            case "panels2", "panels4" -> new PanelledBack(art, v.charAt(6) - '0');
            default -> throw new IllegalArgumentException("no variant '" + v + "': expected grey, black, panels2 or panels4");
        };
    }

    static List<CardArt> styles() {
        String asked = System.getProperty("styles", "classic");
        List<CardArt> out = new ArrayList<>();
        for (CardArt art : CardArts.all()) {
            boolean classic = art == CardArts.tuning(art.game());
            if (CardArts.isHeldOut(art)) continue;
            if (asked.equals("classic") ? classic : asked.equals("second") ? !classic : List.of(asked.split(",")).contains(art.name())) out.add(variant(art));
        }
        return out;
    }
}
