package tablekeeper.bench;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import tablekeeper.device.Device;
import tablekeeper.device.camera.CameraFeed;
import tablekeeper.device.camera.FrameSource;
import tablekeeper.device.demo.DemoDeck;
import tablekeeper.device.demo.TableScene;
import tablekeeper.device.hardware.Gpio;
import tablekeeper.device.hardware.HardwareMode;
import tablekeeper.device.hardware.Panel;
import tablekeeper.device.hardware.Pins;
import tablekeeper.device.loop.TableLoop;
import tablekeeper.device.store.Store;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukState;
import tablekeeper.rules.NanukTable;
import tablekeeper.vision.CardScanner;
import tablekeeper.vision.OpenCv;
import tablekeeper.vision.TaughtDeck;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;

/**
 * The table loop's figures: a 10 fps 1280×720 camera (frames rendered by the demo's table scene, delivered on
 * time by a camera thread that keeps only the newest frame), the real scanner, engine and SQLite store.
 * Reports, for each card laid: the time from the first frame showing it to its record line; how many frames the
 * camera delivered against how many the loop took (a loop that keeps up takes them all, nothing queues by design);
 * and the resident memory of a running device ({@code tablekeeper run}, when the jar is built).
 *
 * <p>{@code bench/run main TableLoopBench [cards] [stableFrames]}
 */
public final class TableLoopBench {
    public static void main(String[] args) throws Exception {
        int cards = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        int stableFrames = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        OpenCv.load();
        CardArt art = CardArts.tuning(GameKind.NANUK);
        Path deckDir = DemoDeck.cacheDir(art);
        TaughtDeck deck = DemoDeck.taught(art, GameKind.NANUK, deckDir, System.out::println);
        Path data = Files.createTempDirectory("tablekeeper-bench");

        Line.Setup setup = new Line.Setup(GameKind.NANUK, List.of("Ann", "Bob", "Cy", "Di", "Ed"), "Ann", null, null, null, null, null);
        Panel panel = new Panel(Gpio.open(HardwareMode.MOCK), Pins.defaults(), InstantSource.system());
        Device device = new Device(Store.open(data), panel, 0.0); // every read applied: the line is what is timed
        TableScene scene = new TableScene(art, 1, 160);

        AtomicReference<Mat> showing = new AtomicReference<>();
        AtomicLong shownSince = new AtomicLong();
        AtomicLong delivered = new AtomicLong();
        // a 10 fps camera: one frame every 100 ms, the newest only (as V4L2 with a one-frame buffer)
        FrameSource camera = new FrameSource() {
            long next = System.nanoTime();

            @Override
            public Mat next(long timeoutMs) throws java.io.IOException {
                long wait = next - System.nanoTime();
                if (wait > 0) {
                    try {
                        Thread.sleep(wait / 1_000_000);
                    } catch (InterruptedException e) {
                        return null;
                    }
                }
                long now = System.nanoTime();
                long missed = Math.max(0, (now - next) / 100_000_000); // frames the loop was too busy to take
                delivered.addAndGet(1 + missed);
                next += (1 + missed) * 100_000_000;
                Mat m = showing.get();
                return m == null ? null : m.clone();
            }

            @Override
            public String describe() {
                return "bench camera 1280x720@10";
            }

            @Override
            public void close() {}
        };
        AtomicLong taken = new AtomicLong();
        TableLoop loop = new TableLoop(device, new CardScanner(deck, CardScanner.DEFAULT_MIN_CONFIDENCE), stableFrames);
        List<Double> latencies = new ArrayList<>();
        List<Long> scans = new ArrayList<>();
        int unread = 0;
        try (CameraFeed feed = new CameraFeed("bench", () -> camera, f -> {
            taken.incrementAndGet();
            loop.accept(f);
        })) {
            NanukTable table = new NanukTable(setup, 3);
            device.start(setup);
            List<TableScene.Placed> laid = new ArrayList<>();
            showing.set(mat(scene.render(laid)));
            feed.start();
            Thread.sleep(1000);
            int measured = 0;
            while (measured < cards) {
                Line line = table.next();
                if (line == null) break;
                if (line instanceof Line.Wind) {
                    laid.clear();
                    showing.set(mat(scene.render(laid)));
                    Thread.sleep(600);
                }
                if (!(line instanceof Line.Draw draw)) {
                    device.submit(line);
                    continue;
                }
                int before = device.record().orElseThrow().lines().size();
                laid.add(new TableScene.Placed(draw.card().code(), 620 + (laid.size() % 4) * 165, 130 + (laid.size() / 4) * 230, 2));
                Mat frame = mat(scene.render(laid));
                long t0 = System.nanoTime();
                showing.set(frame); // the card is on the table from the next camera frame on
                long until = t0 + 5_000_000_000L;
                while (device.record().orElseThrow().lines().size() == before && System.nanoTime() < until) Thread.sleep(2);
                if (device.record().orElseThrow().lines().size() > before) {
                    latencies.add((System.nanoTime() - t0) / 1e6);
                    scans.add(loop.lastScanMillis());
                    if (!device.record().orElseThrow().lines().get(before).equals(line)) device.correct(before, line);
                } else {
                    unread++;
                    for (Device.Proposal p : device.proposals()) device.reject(p.id());
                    device.submit(line);
                }
                measured++;
                if (((NanukState) device.record().orElseThrow().state()).phase() != NanukState.Phase.DRAW) Thread.sleep(300);
            }
        }
        long rssSelf = rssKb(ProcessHandle.current().pid());
        panel.close();
        device.close();
        Collections.sort(latencies);
        System.out.println();
        System.out.printf("cards laid: %d, read into a line: %d, unread (typed in): %d%n", latencies.size() + unread, latencies.size(), unread);
        if (!latencies.isEmpty()) {
            System.out.printf("card laid -> record line, 1280x720 @10 fps, %d stable frames: median %.0f ms, min %.0f, max %.0f (target <= 300 ms)%n",
                    stableFrames, latencies.get(latencies.size() / 2), latencies.get(0), latencies.get(latencies.size() - 1));
            System.out.println("scan time of those views (ms): " + scans);
        }
        System.out.printf("frames delivered by the camera: %d, taken by the loop: %d (%.0f%%; the camera keeps only the newest, so nothing queues)%n",
                delivered.get(), taken.get(), 100.0 * taken.get() / Math.max(1, delivered.get()));
        System.out.printf("resident memory of this benchmark process: %d MB%n", rssSelf / 1024);
        runningDeviceRss(deckDir);
    }

    static Mat mat(BufferedImage img) {
        Mat m = new Mat(img.getHeight(), img.getWidth(), CvType.CV_8UC3);
        m.put(0, 0, ((DataBufferByte) img.getRaster().getDataBuffer()).getData());
        return m;
    }

    static long rssKb(long pid) {
        try {
            for (String l : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
                if (l.startsWith("VmRSS:")) return Long.parseLong(l.replaceAll("[^0-9]", ""));
            }
        } catch (Exception e) {
            // not Linux
        }
        return -1;
    }

    /** Starts {@code tablekeeper run} with a replayed camera and the taught deck, and reads its resident memory. */
    static void runningDeviceRss(Path deckDir) throws Exception {
        Path jar = Path.of("app/target/tablekeeper.jar");
        if (!Files.exists(jar)) {
            System.out.println("running device: app/target/tablekeeper.jar not built (./tablekeeper builds it): memory not measured");
            return;
        }
        Path data = Files.createTempDirectory("tablekeeper-bench-run");
        Path image = data.resolve("table.png");
        Imgcodecs.imwrite(image.toString(), mat(new TableScene(CardArts.tuning(GameKind.NANUK), 2, 160).render(List.of(
                new TableScene.Placed("seal", 300, 300, 0), new TableScene.Placed("deer-nanuk", 800, 300, 5)))));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-jar", jar.toString(), "run", "--camera", "file:" + image, "--deck", deckDir.toString(),
                "--hardware", "mock", "--port", "0", "--data", data.toString(), "--pin", "1234")
                .redirectErrorStream(true).start();
        Thread out = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream()))) {
                while (r.readLine() != null) {
                    // drain
                }
            } catch (Exception e) {
                // process gone
            }
        });
        out.setDaemon(true);
        out.start();
        long max = 0;
        for (int i = 0; i < 20 && p.isAlive(); i++) {
            Thread.sleep(1000);
            max = Math.max(max, rssKb(p.pid()));
        }
        System.out.printf("running device (tablekeeper run, camera file: at 10 fps, deck, mock pins, dashboard), 20 s: resident memory max %d MB (target <= 300 MB)%n", max / 1024);
        p.destroy();
        p.waitFor();
    }
}
