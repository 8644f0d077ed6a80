package tablekeeper.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.CardScanner;
import tablekeeper.vision.Enrollment;
import tablekeeper.vision.OpenCv;
import tablekeeper.vision.SceneCheck;
import tablekeeper.vision.TaughtDeck;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;

/**
 * The vision figures: accuracy on a fixed seeded set of generated scenes for both decks and their art styles (the
 * classic styles, the second to fifth tuning styles, and the held-out styles, never tuned on, each group reported apart),
 * speed (1280×720 with one card, 1920×1080 with 20 cards: medians with spread), and memory (heap, and resident
 * memory before and after many frames).
 *
 * <p>Run: {@code java -Xmx256m -cp bench/target/benchmarks.jar tablekeeper.bench.VisionBench [--singles N]
 * [--spreads N] [--fanned N] [--frames N] [--styles all|tuning|held-out|NAME,...] [--no-speed]}: {@code --styles
 * tuning} (the classic and the second to fifth styles) while tuning, so the held-out styles' results are never seen; a
 * list of style names measures only those (a new style, first on the code before a change). Each style's deck
 * is taught from one generated photo per card (seed 7); scenes use seed 4242. The machine is shared: timings are
 * noisy.
 */
public final class VisionBench {
    private VisionBench() {}

    public static void main(String[] args) throws Exception {
        int singles = arg(args, "--singles", 20), spreads = arg(args, "--spreads", 3), fanned = arg(args, "--fanned", 3);
        int frames = arg(args, "--frames", 200);
        // --styles tuning: iterate on the tuning styles only, never looking at the held-out ones (default all)
        String styles = strArg(args, "--styles", "all");
        boolean speed = !Arrays.asList(args).contains("--no-speed");
        List<String> named = List.of("all", "tuning", "held-out").contains(styles) ? List.of() : Arrays.asList(styles.split(","));
        try {
            for (String name : named) CardArts.named(name); // an unknown name is refused before any work
        } catch (tablekeeper.rules.Refusal e) {
            System.err.println("vision bench: --styles: " + e.getMessage() + " (or all, tuning, held-out)");
            System.exit(2);
        }
        OpenCv.load();
        Path work = Files.createTempDirectory("vision-bench");
        System.out.printf(Locale.ROOT, "vision bench: %d single (1280x720), %d spread (1920x1080, 12 cards), %d fanned (1920x1080, 10 cards) scenes per style; heap max %d MB%n",
                singles, spreads, fanned, Runtime.getRuntime().maxMemory() >> 20);
        // per group (classic, second to fifth tuning, held out): single+spread and fanned
        String[] groups = {"classic styles  ", "second styles   ", "third styles    ", "fourth styles   ", "fifth styles    ", "held-out styles "};
        SceneCheck.Tally[][] tallies = new SceneCheck.Tally[groups.length][2];
        for (SceneCheck.Tally[] pair : tallies) for (int k = 0; k < 2; k++) pair[k] = new SceneCheck.Tally();
        TaughtDeck speedDeck = null;
        for (CardArt art : CardArts.all()) {
            boolean heldOut = CardArts.isHeldOut(art);
            int group = heldOut ? groups.length - 1 : CardArts.of(art.game()).indexOf(art);
            if (styles.equals("tuning") && heldOut || styles.equals("held-out") && !heldOut) continue;
            if (!named.isEmpty() && !named.contains(art.name())) continue;
            long t0 = System.nanoTime();
            Enrollment.Result taught = Enrollment.teach(photos(art, work), work.resolve("deck-" + art.name()), art.game());
            System.out.printf(Locale.ROOT, "%s%s: taught %d photos in %.1f s, refused %d, too alike %d%n", art.name(), heldOut ? " (held out)" : "",
                    taught.taught().size(), (System.nanoTime() - t0) / 1e9, taught.refused().size(), taught.tooAlike().size());
            for (Enrollment.Refused r : taught.refused()) System.out.println("  refused " + r.photo().getFileName() + ": " + r.reason());
            if (taught.deck() == null) continue;
            if (speedDeck == null) speedDeck = taught.deck();
            SceneCheck.Tally flat = new SceneCheck.Tally(), fan = new SceneCheck.Tally();
            try (CardScanner scanner = new CardScanner(taught.deck()); SceneGenerator gen = new SceneGenerator(art, 4242)) {
                for (int i = 0; i < singles; i++) {
                    try (Scene s = gen.single(1280, 720)) { flat.add(SceneCheck.score(s.cards(), scanner.scan(s.image()), art.name() + " single " + i)); }
                }
                for (int i = 0; i < spreads; i++) {
                    try (Scene s = gen.spread(1920, 1080, 12)) { flat.add(SceneCheck.score(s.cards(), scanner.scan(s.image()), art.name() + " spread " + i)); }
                }
                for (int i = 0; i < fanned; i++) {
                    try (Scene s = gen.fanned(1920, 1080, 10)) { fan.add(SceneCheck.score(s.cards(), scanner.scan(s.image()), art.name() + " fanned " + i)); }
                }
            }
            System.out.println("  single+spread: " + flat);
            System.out.println("  fanned:        " + fan);
            System.out.printf(Locale.ROOT, "  corners of correct cards: median error %.1f px in the deck's corner order, %.1f px up to a half turn%n",
                    SceneCheck.median(flat.cornerErrors), SceneCheck.median(flat.outlineErrors));
            for (String w : flat.wrongs) System.out.println("  WRONG " + w);
            for (String w : fan.wrongs) System.out.println("  WRONG " + w);
            tallies[group][0].add(flat);
            tallies[group][1].add(fan);
        }
        for (int g = 0; g < groups.length; g++) {
            if (tallies[g][0].cards + tallies[g][1].cards == 0) continue;
            System.out.println(groups[g] + "single+spread: " + tallies[g][0] + "  (target >= 99.5%, 0 wrong)");
            System.out.println(groups[g] + "fanned:        " + tallies[g][1] + "  (target >= 97%, 0 wrong)");
        }
        if (speedDeck == null || !speed) return;

        try (CardScanner scanner = new CardScanner(speedDeck); SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANUK), 99)) {
            // the device scans frame after frame: the scenes are scanned once untimed (the JIT compiles the scanner
            // in the first frames, a start up to ten times slower that a running table never sees), then timed
            List<Double> one = timed(scanner, 20, 3, () -> gen.single(1280, 720));
            List<Double> twenty = timed(scanner, 4, 3, () -> gen.spread(1920, 1080, 20));
            System.out.println("speed 1280x720, 1 card:    " + spread(one) + "  (target median <= 30 ms)");
            System.out.println("speed 1920x1080, 20 cards: " + spread(twenty) + "  (target median <= 200 ms)");

            try (Scene s = gen.spread(1280, 720, 4)) {
                for (int i = 0; i < 20; i++) scanner.scan(s.image()); // warm up before the first reading
                System.gc();
                long rss0 = rssKb(), heap0 = usedHeap();
                // RSS at each tenth of the run too: native memory that leaks grows steadily, one that levels off does not
                StringBuilder steps = new StringBuilder();
                for (int i = 1; i <= frames; i++) {
                    scanner.scan(s.image());
                    if (frames >= 10 && i % (frames / 10) == 0) steps.append(steps.isEmpty() ? "" : ", ").append(rssKb() >> 10);
                }
                System.gc();
                long rss1 = rssKb(), heap1 = usedHeap();
                System.out.println("RSS (MB) after each tenth of the frames: " + steps);
                System.out.printf(Locale.ROOT, "memory over %d frames (1280x720, 4 cards): RSS %d MB -> %d MB, heap used %d MB -> %d MB%n",
                        frames, rss0 >> 10, rss1 >> 10, heap0 >> 20, heap1 >> 20);
            }
        }
    }

    private static Path photos(CardArt art, Path work) throws IOException {
        try (SceneGenerator gen = new SceneGenerator(art, 7)) {
            return gen.writeTeachingPhotos(work.resolve("photos-" + art.name()));
        }
    }

    /** {@code n} scenes, scanned once each untimed, then {@code passes} times timed (ms; the scanner keeps nothing between scans). */
    private static List<Double> timed(CardScanner scanner, int n, int passes, Supplier<Scene> scene) {
        List<Scene> scenes = new ArrayList<>();
        try {
            for (int i = 0; i < n; i++) scenes.add(scene.get());
            for (Scene s : scenes) scanner.scan(s.image());
            List<Double> ms = new ArrayList<>();
            for (int p = 0; p < passes; p++) for (Scene s : scenes) {
                long t = System.nanoTime();
                scanner.scan(s.image());
                ms.add((System.nanoTime() - t) / 1e6);
            }
            return ms;
        } finally {
            scenes.forEach(Scene::close);
        }
    }

    private static String spread(List<Double> ms) {
        double[] s = ms.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return String.format(Locale.ROOT, "median %.0f ms (p10 %.0f, p90 %.0f, min %.0f, max %.0f; n=%d)", s[s.length / 2],
                s[s.length / 10], s[s.length * 9 / 10], s[0], s[s.length - 1], s.length);
    }

    private static long usedHeap() {
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }

    /** Resident set size of this process in kB (Linux), or -1. */
    private static long rssKb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }

    private static String strArg(String[] args, String name, String dflt) {
        int i = Arrays.asList(args).indexOf(name);
        return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
    }

    private static int arg(String[] args, String name, int dflt) {
        int i = Arrays.asList(args).indexOf(name);
        return i >= 0 && i + 1 < args.length ? Integer.parseInt(args[i + 1]) : dflt;
    }
}
