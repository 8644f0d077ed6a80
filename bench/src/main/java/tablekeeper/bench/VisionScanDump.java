package tablekeeper.bench;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.opencv.core.Mat;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.CardScanner;
import tablekeeper.vision.Enrollment;
import tablekeeper.vision.OpenCv;
import tablekeeper.vision.SceneCheck;
import tablekeeper.vision.SeenCard;
import tablekeeper.vision.TaughtDeck;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;

/**
 * For speed work that must not change what a scan finds: writes every card each scan reports (code, confidence,
 * corners) for the tuning styles' scenes (seed 4242) and VisionBench's speed scenes (seed 99) to OUT, one line a
 * scene, so two builds' files can be compared with {@code diff}; prints the tallies and the speed of the speed
 * scenes (wall median with spread, and mean process CPU per frame, which a busy shared machine disturbs less).
 * Tuning styles only.
 *
 * <p>Run: {@code bench/run main VisionScanDump OUT [SINGLES SPREADS FANNED REPEATS] [--deck-cache DIR]}
 * (defaults 6 2 2 3). With {@code --deck-cache} the taught decks are kept in DIR and loaded on later runs.
 */
public final class VisionScanDump {
    private VisionScanDump() {}

    public static void main(String[] args) throws Exception {
        OpenCv.load();
        List<String> a = new ArrayList<>(Arrays.asList(args));
        Path cache = null;
        int ci = a.indexOf("--deck-cache");
        if (ci >= 0) {
            cache = Path.of(a.get(ci + 1));
            a.subList(ci, ci + 2).clear();
        }
        Path out = Path.of(a.get(0));
        int singles = num(a, 1, 6), spreads = num(a, 2, 2), fanned = num(a, 3, 2), repeats = num(a, 4, 3);
        Path work = cache != null ? cache : Files.createTempDirectory("vision-dump");
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out))) {
            TaughtDeck speedDeck = null;
            for (GameKind g : GameKind.values()) {
                CardArt art = CardArts.tuning(g);
                TaughtDeck deck = deck(art, work);
                if (g == GameKind.NANUK) speedDeck = deck;
                SceneCheck.Tally flat = new SceneCheck.Tally(), fan = new SceneCheck.Tally();
                try (CardScanner scanner = new CardScanner(deck); SceneGenerator gen = new SceneGenerator(art, 4242)) {
                    for (int i = 0; i < singles + spreads + fanned; i++) {
                        String kind = i < singles ? "single" : i < singles + spreads ? "spread" : "fanned";
                        try (Scene s = switch (kind) {
                            case "single" -> gen.single(1280, 720);
                            case "spread" -> gen.spread(1920, 1080, 12);
                            default -> gen.fanned(1920, 1080, 10);
                        }) {
                            List<SeenCard> seen = scanner.scan(s.image());
                            String label = art.name() + " " + kind + " " + i;
                            (kind.equals("fanned") ? fan : flat).add(SceneCheck.score(s.cards(), seen, label));
                            dump(w, label, seen);
                        }
                    }
                }
                System.out.println(art.name() + " single+spread: " + flat);
                System.out.println(art.name() + " fanned:        " + fan);
            }
            if (repeats == 0 || speedDeck == null) return;
            var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
            List<Scene> scenes = new ArrayList<>();
            try (CardScanner scanner = new CardScanner(speedDeck); SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANUK), 99)) {
                List<Mat> one = new ArrayList<>(), twenty = new ArrayList<>();
                for (int i = 0; i < 10; i++) { Scene s = gen.single(1280, 720); scenes.add(s); one.add(s.image()); }
                for (int i = 0; i < 3; i++) { Scene s = gen.spread(1920, 1080, 20); scenes.add(s); twenty.add(s.image()); }
                for (int i = 0; i < 3; i++) scanner.scan(one.get(i)); // warm up
                for (String group : List.of("1280x720, 1 card", "1920x1080, 20 cards")) {
                    List<Mat> images = group.startsWith("1280") ? one : twenty;
                    List<Double> wall = new ArrayList<>();
                    long cpu0 = os.getProcessCpuTime();
                    for (int r = 0; r < repeats; r++) {
                        for (int i = 0; i < images.size(); i++) {
                            long t0 = System.nanoTime();
                            List<SeenCard> seen = scanner.scan(images.get(i));
                            wall.add((System.nanoTime() - t0) / 1e6);
                            if (r == 0) dump(w, "speed " + group + " " + i, seen);
                        }
                    }
                    double cpu = (os.getProcessCpuTime() - cpu0) / 1e6 / wall.size();
                    double[] s = wall.stream().mapToDouble(Double::doubleValue).sorted().toArray();
                    System.out.printf(Locale.ROOT, "speed %s: median %.0f ms (p10 %.0f, p90 %.0f; n=%d), mean CPU %.0f ms a frame%n",
                            group, s[s.length / 2], s[s.length / 10], s[s.length * 9 / 10], s.length, cpu);
                }
            } finally {
                for (Scene s : scenes) s.close();
            }
        }
    }

    private static void dump(PrintWriter w, String label, List<SeenCard> seen) {
        List<String> cards = new ArrayList<>();
        for (SeenCard c : seen) cards.add(String.format(Locale.ROOT, " %s %.3f %s", c.code(), c.confidence(), Arrays.deepToString(c.corners())));
        Collections.sort(cards);
        w.println(label + ":" + String.join("", cards));
    }

    private static TaughtDeck deck(CardArt art, Path work) throws Exception {
        Path dir = work.resolve("deck-" + art.name());
        if (Files.exists(dir.resolve(TaughtDeck.METADATA))) return TaughtDeck.load(dir);
        Path photos;
        try (SceneGenerator gen = new SceneGenerator(art, 7)) {
            photos = gen.writeTeachingPhotos(work.resolve("photos-" + art.name()));
        }
        Enrollment.teach(photos, dir, art.game());
        return TaughtDeck.load(dir); // loaded as a later run would, so a cached and a fresh run agree
    }

    private static int num(List<String> a, int i, int dflt) {
        return a.size() > i ? Integer.parseInt(a.get(i)) : dflt;
    }
}
