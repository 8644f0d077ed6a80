package tablekeeper.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.opencv.core.Mat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tablekeeper.device.camera.CameraSpec;
import tablekeeper.device.camera.FrameSource;
import tablekeeper.device.hardware.Gpio;
import tablekeeper.device.hardware.HardwareMode;
import tablekeeper.device.hardware.Panel;
import tablekeeper.device.hardware.Pins;
import tablekeeper.device.store.DataDir;
import tablekeeper.device.store.Store;
import tablekeeper.vision.TaughtDeck;

@Command(name = "doctor", mixinStandardHelpOptions = true,
        description = {"Checks the device: GPIO pins, camera, taught deck, database and free disk.",
                "Prints one line per check with what to fix; exits 0 only when every check passes."})
final class DoctorCommand implements Callable<Integer> {
    static final long MIN_FREE = 200L * 1024 * 1024;

    @Option(names = "--hardware", defaultValue = "auto", description = "pi, mock or auto (default: ${DEFAULT-VALUE})")
    String hardware;

    @Option(names = "--pins", paramLabel = "FILE", description = "GPIO pins overriding the defaults")
    Path pins;

    @Option(names = "--camera", defaultValue = "none", description = "v4l2:/dev/videoN, rpicam, none, folder:DIR or file:IMAGE (default: ${DEFAULT-VALUE})")
    String camera;

    @Option(names = "--deck", paramLabel = "DECK_DIR", description = "the taught deck")
    Path deck;

    @Option(names = "--data", paramLabel = "DIR", description = "the data folder (default: $STATE_DIRECTORY, else ~/.tablekeeper)")
    Path data;

    private final List<String> failures = new ArrayList<>();

    private void ok(String what, String says) {
        System.out.println("ok    " + what + ": " + says);
    }

    private void fail(String what, String says) {
        System.out.println("FAIL  " + what + ": " + says);
        failures.add(what);
    }

    @Override
    public Integer call() {
        checkHardware();
        CameraSpec spec = checkCamera();
        checkDeck(spec);
        checkStore();
        System.out.println(failures.isEmpty() ? "all checks pass" : failures.size() + " check(s) failed: " + String.join(", ", failures));
        return failures.isEmpty() ? 0 : 1;
    }

    private void checkHardware() {
        Pins table;
        HardwareMode mode;
        try {
            table = pins == null ? Pins.defaults() : Pins.load(pins);
            mode = HardwareMode.parse(hardware);
        } catch (IllegalArgumentException e) {
            fail("pins", e.getMessage());
            return;
        }
        try (Panel panel = new Panel(Gpio.open(mode), table, java.time.InstantSource.system())) {
            panel.refresh();
            ok("pins", (panel.mock() ? "Pi4J mock pins (no Raspberry Pi GPIO here" + (mode == HardwareMode.AUTO ? ", board not a Pi)" : ")")
                    : "Raspberry Pi GPIO through gpiod") + "; 17 pins claimed (BCM " + table.bcm().values() + ")");
        } catch (RuntimeException e) {
            fail("pins", e.getMessage());
        }
    }

    private CameraSpec checkCamera() {
        CameraSpec spec;
        try {
            spec = CameraSpec.parse(camera);
        } catch (IllegalArgumentException e) {
            fail("camera", e.getMessage());
            return null;
        }
        if (spec.none()) {
            ok("camera", "none (every line is entered on the tablet; give --camera to check one)");
            return spec;
        }
        String problem = spec.problem();
        if (problem != null) {
            fail("camera", problem);
            return spec;
        }
        try (FrameSource source = spec.opener().get()) {
            Mat frame = source.next(5000);
            if (frame == null) {
                fail("camera", spec + " opened but gave no frame in 5 s: check the cable and that no other program uses the camera");
            } else {
                ok("camera", spec + " gives " + frame.cols() + "x" + frame.rows() + " frames");
                frame.release();
            }
        } catch (IOException | RuntimeException e) {
            fail("camera", spec + ": " + e.getMessage());
        }
        return spec;
    }

    private void checkDeck(CameraSpec spec) {
        if (deck == null) {
            if (spec == null || spec.none()) ok("deck", "none (not needed without a camera)");
            else fail("deck", "a camera without a taught deck cannot read cards: teach one with `tablekeeper enroll FACES_DIR --deck DIR`, then give --deck DIR");
            return;
        }
        try {
            TaughtDeck d = TaughtDeck.load(deck);
            ok("deck", deck + ": " + d.codes().size() + " " + d.game().code() + " cards taught"
                    + (d.tooAlike().isEmpty() ? "" : ", " + d.tooAlike().size() + " pair(s) look too alike"));
        } catch (IOException | RuntimeException e) {
            fail("deck", "cannot load " + deck + " (" + e.getMessage() + "): teach it again with `tablekeeper enroll FACES_DIR --deck " + deck + "`");
        }
    }

    private void checkStore() {
        Path dir = DataDir.resolve(data);
        try (Store store = Store.open(dir)) {
            if (store.warnings().isEmpty()) ok("database", store.file() + ": " + store.games().size() + " game(s) kept");
            else store.warnings().forEach(w -> fail("database", w));
        } catch (RuntimeException e) {
            fail("database", e.getMessage());
            return;
        }
        try {
            long free = Files.getFileStore(dir).getUsableSpace();
            if (free >= MIN_FREE) ok("disk", free / (1024 * 1024) + " MB free in " + dir);
            else fail("disk", "only " + free / (1024 * 1024) + " MB free in " + dir + ": free at least " + MIN_FREE / (1024 * 1024) + " MB (old games: export and delete)");
        } catch (IOException e) {
            fail("disk", "cannot tell the free space of " + dir + ": " + e.getMessage());
        }
    }
}
