package tablekeeper.vision;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;
import tablekeeper.vision.scene.TruthCard;

/**
 * A diagnostic (not a test): every placed outline judged in VisionDiag's fanned scenes (same seed and styles, the
 * same scene order: 12 single, 2 spread, then FANNED fanned), one line each with its support on the frame's edges,
 * strict and found confidence, likeness, and RIGHT or WRONG against the true card nearest its centre: what
 * {@code HiddenCards.ON_EDGES} was chosen from. Decks come from VisionDiag's cache ({@code -Dwork=DIR} as there). Args: FANNED.
 */
public final class PlacedDiag {
    public static void main(String[] args) throws Exception {
        OpenCv.load();
        int fanned = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        long seed = Long.getLong("seed", 4242);
        for (CardArt art : VisionDiag.styles()) {
            Path work = Path.of(System.getProperty("work", "/tmp/vdiag/work"));
            Path deckDir = work.resolve("deck-" + art.name());
            TaughtDeck deck = Files.exists(deckDir.resolve(TaughtDeck.METADATA)) ? TaughtDeck.load(deckDir) : TaughtDecks.teach(art, work).deck();
            try (CardScanner scanner = new CardScanner(deck); SceneGenerator gen = new SceneGenerator(art, seed)) {
                for (int i = 0; i < 12; i++) gen.single(1280, 720).close();
                for (int i = 0; i < 2; i++) gen.spread(1920, 1080, 12).close();
                for (int i = 0; i < fanned; i++) {
                    try (Scene s = gen.fanned(1920, 1080, 10)) {
                        String label = art.name() + "-fanned-" + (14 + i);
                        CardScanner.PLACED_PROBE = (code, v) -> {
                            TruthCard near = null;
                            double off = Double.MAX_VALUE;
                            for (TruthCard t : s.cards()) {
                                double d = Math.hypot(t.centreX() - v[4], t.centreY() - v[5]);
                                if (d < off) { off = d; near = t; }
                            }
                            boolean right = near != null && off < 40 && code.replace("^", "").equals(near.code());
                            System.out.printf(Locale.ROOT, "%s %s %s support=%.3f strict=%.3f conf=%.3f like=%.3f off=%.0f truth=%s%n",
                                    label, right ? "RIGHT" : "WRONG", code, v[0], v[1], v[2], v[3], off, near == null ? "-" : near.code());
                        };
                        scanner.scan(s.image());
                    } finally {
                        CardScanner.PLACED_PROBE = null;
                    }
                }
            }
        }
    }
}
