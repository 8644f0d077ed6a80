package tablekeeper.vision;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;

/**
 * Diagnostic (not a test): scan times of the bench's speed scenes (1280x720 one card, 1920x1080 20 cards), for
 * profiling. Args: REPS [OPENCV_THREADS]. {@code -Dones}: the one-card scenes only; {@code -Dper}: each one-card
 * scene's best time of REPS and what the finder found in it (the scene, half size, in /tmp/speed-N.png);
 * {@code -Dfinder}: the finder alone (and each scene's fastest time, summed); {@code -Dmicro}: a signature, a likeness and an identification timed apart;
 * {@code -Dglances}: the identifier's glances and identifications at outlines on and around the cards, and glances at them with a quarter out of sight, in CPU time;
 * {@code -Dstages}: each one-card scene's stages (the finder, whole cards, parts of larger ones, hidden cards, sizes and
 * panels), their mean times over REPS scans, the process's CPU time in each (how many cores it kept busy; counted in
 * the system's ticks, so only a mean over many scans says much) and the signatures each took; with {@code -Dtwenties},
 * the 20-card scenes' instead. {@code -Dseed=N} draws the scenes of another seed (99 by default), {@code
 * -DtwentyCount=N} that many 20-card scenes (4), {@code -Dscene=N} keeps only the one-card scene N (a scene scanned
 * alone for many reps runs faster than among the others: the JIT and the caches settle on it).
 * Each rep also prints the process's CPU time a frame (all threads).
 */
public final class SpeedDiag {
    public static void main(String[] args) throws Exception {
        OpenCv.load();
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        if (args.length > 1) org.opencv.core.Core.setNumThreads(Integer.parseInt(args[1]));
        System.out.println("opencv threads " + org.opencv.core.Core.getNumThreads());
        CardArt art = CardArts.tuning(GameKind.NANUK);
        Path deckDir = Path.of("/tmp/vdiag/work/deck-" + art.name());
        TaughtDeck deck = Files.exists(deckDir.resolve(TaughtDeck.METADATA)) ? TaughtDeck.load(deckDir) : TaughtDecks.teach(art, Path.of("/tmp/vdiag/work")).deck();
        try (CardScanner scanner = new CardScanner(deck); SceneGenerator gen = new SceneGenerator(art, Long.getLong("seed", 99))) {
            List<Scene> ones = new ArrayList<>(), twenties = new ArrayList<>();
            for (int i = 0; i < 20; i++) ones.add(gen.single(1280, 720));
            if (Integer.getInteger("scene") != null) ones = List.of(ones.get(Integer.getInteger("scene"))); // one of them only
            if (System.getProperty("ones") == null) for (int i = 0; i < Integer.getInteger("twentyCount", 4); i++) twenties.add(gen.spread(1920, 1080, 20));
            if (System.getProperty("micro") != null) {
                Scene s = twenties.get(0);
                double[][] q = s.cards().get(0).corners();
                int gw = FaceSignature.GRID_W, gh = FaceSignature.gridHeight(deck.aspect());
                boolean[] all = Identifier.interior(gw, gh);
                for (int rep = 0; rep < 3; rep++) {
                    long t0 = System.nanoTime();
                    FaceSignature sig = null;
                    for (int i = 0; i < 500; i++) sig = OutlineFit.signature(s.image(), q, gw, gh);
                    long t1 = System.nanoTime();
                    for (int i = 0; i < 500; i++) sig.normalised(all);
                    long t2 = System.nanoTime();
                    for (int i = 0; i < 500; i++) deck.identifier().likeness(sig, all, 3);
                    long t3 = System.nanoTime();
                    for (int i = 0; i < 500; i++) deck.identifier().identify(sig, all);
                    long t4 = System.nanoTime();
                    Gray g = new Gray(s.image());
                    long t5 = System.nanoTime();
                    System.out.printf(Locale.ROOT, "signature %.3f ms, normalised %.3f ms, likeness %.3f ms, identify %.3f ms, gray %.1f ms%n",
                            (t1 - t0) / 5e8, (t2 - t1) / 5e8, (t3 - t2) / 5e8, (t4 - t3) / 5e8, (t5 - t4) / 1e6);
                }
            }
            if (System.getProperty("glances") != null) {
                // the identifier alone, in thread CPU time (steadier than the clock on a shared machine): each card's
                // outline and 39 moved about it (most glances are at outlines off any card)
                int gw = FaceSignature.GRID_W, gh = FaceSignature.gridHeight(deck.aspect());
                boolean[] all = Identifier.interior(gw, gh);
                java.util.Random r = new java.util.Random(5);
                List<FaceSignature> sigs = new ArrayList<>();
                for (Scene s : ones) for (int k = 0; k < 40; k++) {
                    double dx = k == 0 ? 0 : r.nextGaussian() * 40, dy = k == 0 ? 0 : r.nextGaussian() * 40;
                    sigs.add(OutlineFit.signature(s.image(), Geometry.moved(s.cards().get(0).corners(), dx, dy), gw, gh));
                }
                // and the same views with their left quarter out of sight, as a placement past the frame's edge shows
                boolean[] part = all.clone();
                for (int i = 0; i < part.length; i++) if (i % gw < gw / 4) part[i] = false;
                var cpu = java.lang.management.ManagementFactory.getThreadMXBean();
                double sum = 0, partSum = 0; // printed: the same on every run, and the same before and after a change that must not alter a reading
                for (int rep = 0; rep < reps; rep++) {
                    long t0 = cpu.getCurrentThreadCpuTime();
                    for (FaceSignature sig : sigs) sum += deck.identifier().bestLikeness(sig, all);
                    long t1 = cpu.getCurrentThreadCpuTime();
                    for (FaceSignature sig : sigs) sum += deck.identifier().identify(sig, all).likeness();
                    long t2 = cpu.getCurrentThreadCpuTime();
                    for (FaceSignature sig : sigs) partSum += deck.identifier().bestLikeness(sig, part);
                    long t3 = cpu.getCurrentThreadCpuTime();
                    System.out.printf(Locale.ROOT, "%d views: glance %.1f us, identify %.1f us, glance at three quarters %.1f us each (CPU; sums %.6f, %.6f)%n", sigs.size(),
                            (t1 - t0) / 1e3 / sigs.size(), (t2 - t1) / 1e3 / sigs.size(), (t3 - t2) / 1e3 / sigs.size(), sum / (rep + 1), partSum / (rep + 1));
                }
            }
            if (System.getProperty("finder") != null) {
                CardFinder finder = new CardFinder(deck.aspect());
                double[] fastest = new double[ones.size()];
                java.util.Arrays.fill(fastest, Double.MAX_VALUE);
                for (int r = 0; r < reps; r++) {
                    List<Double> f = new ArrayList<>();
                    for (int i = 0; i < ones.size(); i++) {
                        long t = System.nanoTime();
                        finder.find(ones.get(i).image());
                        f.add((System.nanoTime() - t) / 1e6);
                        fastest[i] = Math.min(fastest[i], f.get(i));
                    }
                    System.out.printf(Locale.ROOT, "rep %d: finder alone, 1 card median %.0f ms%n", r, median(f));
                }
                // each scene's fastest time, summed: what a busy shared machine disturbs least (medians moved 15-21 ms
                // between runs of the same code; these sums 300-308 ms)
                System.out.printf(Locale.ROOT, "finder alone, each scene's fastest of %d summed: %.1f ms%n", reps, java.util.Arrays.stream(fastest).sum());
            }
            var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
            if (System.getProperty("stages") != null) {
                // each stage's time (mean of REPS scans) and the signatures taken in it, per one-card scene: where a
                // frame's time goes, without an instrumented copy of the scanner
                List<Scene> staged = System.getProperty("twenties") != null ? twenties : ones;
                for (Scene s : staged) scanner.scan(s.image()); // (warmed up first)
                for (int i = 0; i < staged.size(); i++) {
                    Map<String, double[]> stages = new LinkedHashMap<>(); // stage -> {nanos summed, signatures, CPU nanos summed}
                    int[] before = {0};
                    long[] cpuBefore = {0};
                    CardScanner.STAGE_PROBE = (stage, nanos, signatures) -> {
                        double[] st = stages.computeIfAbsent(stage, k -> new double[3]);
                        long cpuNow = os.getProcessCpuTime();
                        st[0] += nanos;
                        st[1] = signatures - before[0];
                        st[2] += cpuNow - cpuBefore[0];
                        before[0] = signatures;
                        cpuBefore[0] = cpuNow;
                    };
                    double total = 0;
                    long cpu0 = os.getProcessCpuTime();
                    for (int r = 0; r < reps; r++) {
                        before[0] = 0;
                        cpuBefore[0] = os.getProcessCpuTime();
                        total += timed(scanner, staged.get(i));
                    }
                    long cpu = os.getProcessCpuTime() - cpu0;
                    CardScanner.STAGE_PROBE = null;
                    // (with each stage's process CPU after its time: how many cores it kept busy)
                    StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "scene %2d %6.1f ms (CPU %.1f):", i, total / reps, cpu / 1e6 / reps));
                    stages.forEach((stage, st) -> line.append(String.format(Locale.ROOT, "  %s %.1f/%.1f ms (%.0f)", stage, st[0] / 1e6 / reps, st[2] / 1e6 / reps, st[1])));
                    System.out.println(line);
                }
            }
            if (System.getProperty("per") != null) {
                CardFinder finder = new CardFinder(deck.aspect());
                for (int i = 0; i < ones.size(); i++) {
                    Scene s = ones.get(i);
                    double best = Double.MAX_VALUE;
                    for (int r = 0; r < reps; r++) best = Math.min(best, timed(scanner, s));
                    CardFinder.Finding f = finder.find(s.image());
                    try (Mats m = new Mats()) {
                        Mat half = m.mat();
                        Imgproc.resize(s.image(), half, new Size(640, 360));
                        Imgcodecs.imwrite("/tmp/speed-" + i + ".png", half);
                    }
                    System.out.printf(Locale.ROOT, "scene %d: min %.0f ms, %d outlines, %d corners, %d seen%n", i, best,
                            f.outlines().size(), f.corners().size(), scanner.scan(s.image()).size());
                }
            }
            // and the process's CPU time a frame (all threads): steadier than the clock on a shared machine, though
            // it counts the collector and the compiler too
            for (int r = 0; r < reps; r++) {
                List<Double> a = new ArrayList<>(), b = new ArrayList<>();
                long c0 = os.getProcessCpuTime();
                for (Scene s : ones) a.add(timed(scanner, s));
                long c1 = os.getProcessCpuTime();
                for (Scene s : twenties) b.add(timed(scanner, s));
                long c2 = os.getProcessCpuTime();
                System.out.printf(Locale.ROOT, "rep %d: 1 card median %.0f ms, 20 cards median %.0f ms; CPU a frame %.1f ms, %.1f ms%n", r, median(a), median(b),
                        (c1 - c0) / 1e6 / ones.size(), twenties.isEmpty() ? 0 : (c2 - c1) / 1e6 / twenties.size());
            }
        }
    }

    static double timed(CardScanner sc, Scene s) {
        long t = System.nanoTime();
        sc.scan(s.image());
        return (System.nanoTime() - t) / 1e6;
    }

    static double median(List<Double> xs) {
        return xs.isEmpty() ? 0 : xs.stream().mapToDouble(Double::doubleValue).sorted().toArray()[xs.size() / 2];
    }
}
