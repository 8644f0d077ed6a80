package tablekeeper.vision;

import java.nio.file.Path;
import java.util.Locale;
import org.opencv.core.Mat;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;
import tablekeeper.vision.scene.TruthCard;

/** A diagnostic (not a test): how the finder's outlines and their fitting go for one tuning-style scene. Args: game index kind(single|spread). */
public final class FitDiag {
    public static void main(String[] args) throws Exception {
        OpenCv.load();
        GameKind g = GameKind.valueOf(args[0]);
        int target = Integer.parseInt(args[1]);
        CardArt art = CardArts.tuning(g);
        TaughtDeck deck = TaughtDeck.load(Path.of("/tmp/vdiag-finder/work/deck-" + art.name()));
        int gw = FaceSignature.GRID_W, gh = FaceSignature.gridHeight(deck.aspect());
        boolean[] vis = Identifier.interior(gw, gh);
        try (SceneGenerator gen = new SceneGenerator(art, Long.getLong("seed", 4242))) {
            for (int i = 0; i <= target; i++) {
                Scene s = i < 12 ? gen.single(1280, 720) : gen.spread(1920, 1080, 12);
                if (i < target) { s.close(); continue; }
                Mat img = s.image();
                Gray gray = new Gray(img);
                CardFinder.Finding f = new CardFinder(deck.aspect()).find(img);
                for (TruthCard tc : s.cards()) {
                    FaceSignature ts = OutlineFit.signature(img, tc.corners(), gw, gh);
                    Identifier.Verdict tv = deck.identifier().identify(ts, vis);
                    System.out.printf(Locale.ROOT, "TRUE %s at (%.0f,%.0f): like=%.3f conf=%.3f%n", tc.code(), tc.centreX(), tc.centreY(), tv.likeness(), tv.confidence());
                    for (double[][] o : f.outlines()) {
                        double[] c = Geometry.centre(o);
                        if (Math.hypot(c[0] - tc.centreX(), c[1] - tc.centreY()) > 0.4 * tc.width()) continue;
                        Identifier.Verdict v0 = deck.identifier().identify(OutlineFit.signature(img, o, gw, gh), vis);
                        if (v0.code() == null) { System.out.printf(Locale.ROOT, "  found err=%s: no verdict%n", err(o, tc.corners())); continue; }
                        int tmpl = v0.template();
                        double l0 = v0.likeness();
                        double[][] q = OutlineFit.fit(gray, o, x -> deck.identifier().likeness(OutlineFit.signature(img, x, gw, gh), vis, tmpl));
                        double l1 = deck.identifier().likeness(OutlineFit.signature(img, q, gw, gh), vis, tmpl);
                        Identifier.Verdict v = deck.identifier().identify(OutlineFit.signature(img, q, gw, gh), vis);
                        System.out.printf(Locale.ROOT, "  found like=%.3f err=%s -> fitted like=%.3f err=%s verdict %s %.3f%n", l0, err(o, tc.corners()), l1, err(q, tc.corners()), v.code(), v.confidence());
                    }
                }
                s.close();
            }
        }
    }

    static String err(double[][] q, double[][] t) {
        double e = 0, e2 = 0;
        for (int i = 0; i < 4; i++) { e += Geometry.dist(q[i], t[i]); e2 += Geometry.dist(q[(i + 2) % 4], t[i]); }
        int sh = e <= e2 ? 0 : 2;
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 4; i++) b.append(String.format(Locale.ROOT, "(%.0f,%.0f)", q[(i + sh) % 4][0] - t[i][0], q[(i + sh) % 4][1] - t[i][1]));
        return b.toString();
    }
}
