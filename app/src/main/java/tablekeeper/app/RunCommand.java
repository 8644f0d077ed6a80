package tablekeeper.app;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tablekeeper.dashboard.Dashboard;
import tablekeeper.device.Device;
import tablekeeper.device.camera.CameraFeed;
import tablekeeper.device.camera.CameraSpec;
import tablekeeper.device.hardware.HardwareMode;
import tablekeeper.device.hardware.Panel;
import tablekeeper.device.hardware.Pins;
import tablekeeper.device.loop.TableLoop;
import tablekeeper.device.store.DataDir;
import tablekeeper.device.store.Store;
import tablekeeper.device.store.StoreException;
import tablekeeper.vision.CardScanner;
import tablekeeper.vision.TaughtDeck;

@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Runs the device at a real table: the camera, the LEDs and buttons, the store and the dashboard.",
                "Without a camera or a deck every line comes from the tablet."})
final class RunCommand implements Callable<Integer> {
    @Option(names = "--camera", defaultValue = "none", description = "v4l2:/dev/videoN, rpicam, none, folder:DIR or file:IMAGE (default: ${DEFAULT-VALUE})")
    String camera;

    @Option(names = "--deck", paramLabel = "DECK_DIR", description = "the taught deck (tablekeeper enroll); without it the camera only shows the table")
    Path deck;

    @Option(names = "--hardware", defaultValue = "auto", description = "pi, mock or auto (a Pi when the board says so; default: ${DEFAULT-VALUE})")
    String hardware;

    @Option(names = "--port", defaultValue = "7070", description = "the dashboard's port (default: ${DEFAULT-VALUE})")
    int port;

    @Option(names = "--data", paramLabel = "DIR", description = "where games are kept (default: $STATE_DIRECTORY, else ~/.tablekeeper)")
    Path data;

    @Option(names = "--pins", paramLabel = "FILE", description = "GPIO pins (BCM) overriding the defaults, key=value lines as in pins.properties")
    Path pins;

    @Option(names = "--width", defaultValue = "1280", description = "camera width (default: ${DEFAULT-VALUE})")
    int width;

    @Option(names = "--height", defaultValue = "720", description = "camera height (default: ${DEFAULT-VALUE})")
    int height;

    @Option(names = "--fps", defaultValue = "10", description = "camera frames a second (default: ${DEFAULT-VALUE})")
    double fps;

    @Option(names = "--pin", description = "the table PIN for control from a tablet (default: a random 4-digit PIN, printed at start)")
    String pin;

    @Override
    public Integer call() throws Exception {
        Pins pinTable;
        CameraSpec spec;
        HardwareMode mode;
        try {
            pinTable = pins == null ? Pins.defaults() : Pins.load(pins);
            spec = CameraSpec.parse(camera, width, height, fps);
            mode = HardwareMode.parse(hardware);
        } catch (IllegalArgumentException e) {
            return Cli.fail(e.getMessage());
        }
        TaughtDeck taught = null;
        if (deck != null) {
            try {
                taught = TaughtDeck.load(deck);
            } catch (IOException | RuntimeException e) {
                return Cli.fail("cannot load the deck " + deck + " (" + e.getMessage() + "): teach one with `tablekeeper enroll FACES_DIR --deck " + deck + "`");
            }
        }
        Path dataDir = DataDir.resolve(data);
        Store store;
        try {
            store = Store.open(dataDir);
        } catch (StoreException e) {
            return Cli.fail(e.getMessage());
        }
        store.warnings().forEach(w -> System.err.println("tablekeeper: " + w));
        Panel panel;
        try {
            panel = Panel.open(mode, pinTable).start();
        } catch (RuntimeException e) {
            store.close();
            return Cli.fail(e.getMessage());
        }
        Device device = new Device(store, panel);
        device.onEvent(e -> System.out.println(e));
        CountDownLatch stop = new CountDownLatch(1);
        device.onShutDown(stop::countDown);

        CameraFeed feed = null;
        TableLoop loop = null;
        ScheduledExecutorService status = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "camera-status");
            t.setDaemon(true);
            return t;
        });
        if (!spec.none()) {
            loop = new TableLoop(device, taught == null ? null : new CardScanner(taught), 3);
            feed = new CameraFeed(spec.toString(), spec.opener(), loop).start();
            CameraFeed f = feed;
            status.scheduleAtFixedRate(() -> device.cameraStatus(f.status()), 0, 1, TimeUnit.SECONDS);
        }
        String tablePin = pin != null ? pin : String.format("%04d", new SecureRandom().nextInt(10_000));
        Dashboard dashboard;
        try {
            dashboard = Dashboard.start(new DeviceTable(device), port, tablePin);
        } catch (RuntimeException e) {
            if (feed != null) feed.close();
            panel.close();
            store.close();
            return Cli.fail("cannot serve the dashboard on port " + port + " (" + e.getMessage() + "): is another tablekeeper running? use --port N");
        }
        System.out.println("tablekeeper: data in " + store.file());
        System.out.println("tablekeeper: hardware " + (panel.mock() ? "mock (Pi4J mock pins)" : "Raspberry Pi GPIO (gpiod)") + ", camera " + spec + (taught == null ? ", no deck" : ", deck " + deck));
        System.out.println("tablekeeper: dashboard at " + dashboard.url() + "  table PIN " + tablePin);
        System.out.println("tablekeeper: " + panel.describe());

        CameraFeed f = feed;
        TableLoop l = loop;
        AtomicBoolean closed = new AtomicBoolean();
        Runnable close = () -> {
            if (!closed.compareAndSet(false, true)) return;
            status.shutdownNow();
            if (f != null) f.close();
            if (l != null) l.close();
            dashboard.close();
            panel.close(); // darkens the LEDs and shuts the Pi4J context down
            store.close();
        };
        Runtime.getRuntime().addShutdownHook(new Thread(close, "shutdown"));
        stop.await();
        close.run();
        return 0;
    }
}
