package tablekeeper.device.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import tablekeeper.device.Device;
import tablekeeper.device.demo.TableScene;
import tablekeeper.device.hardware.Gpio;
import tablekeeper.device.hardware.HardwareMode;
import tablekeeper.device.hardware.Panel;
import tablekeeper.device.hardware.Pins;
import tablekeeper.device.store.Store;
import tablekeeper.rules.CardCodes;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukState;
import tablekeeper.rules.NanukTable;
import tablekeeper.vision.CardScanner;
import tablekeeper.vision.Enrollment;
import tablekeeper.vision.OpenCv;
import tablekeeper.vision.TaughtDeck;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;

/**
 * Cards laid on a rendered table, seen by the real scanner through the table loop: each day's card becomes its
 * line, and nothing wrong is ever applied.
 */
class TableLoopTest {
    static final CardArt ART = CardArts.tuning(GameKind.NANUK);
    static TaughtDeck deck;
    static CardScanner scanner;

    @BeforeAll
    static void teach(@TempDir Path dir) throws Exception {
        OpenCv.load();
        Path faces = Files.createDirectories(dir.resolve("faces"));
        List<String> codes = new ArrayList<>(CardCodes.faces(GameKind.NANUK));
        codes.add(CardCodes.BACK);
        for (String code : codes) ImageIO.write(ART.image(code), "png", faces.resolve(code + ".png").toFile()); // tight crops
        deck = Enrollment.teach(faces, dir.resolve("deck"), GameKind.NANUK).deck();
        scanner = new CardScanner(deck);
    }

    @AfterAll
    static void release() {
        scanner.close();
    }

    static Mat mat(BufferedImage img) {
        Mat m = new Mat(img.getHeight(), img.getWidth(), CvType.CV_8UC3);
        m.put(0, 0, ((DataBufferByte) img.getRaster().getDataBuffer()).getData());
        return m;
    }

    @Test
    void cardsLaidDownBecomeDrawLinesAndNothingWrongIsApplied(@TempDir Path dir) {
        Line.Setup setup = new Line.Setup(GameKind.NANUK, List.of("Ann", "Bob", "Cy", "Di", "Ed"), "Ann", null, null, null, null, null);
        NanukTable table = new NanukTable(setup, 2);
        Panel panel = new Panel(Gpio.open(HardwareMode.MOCK), Pins.defaults(), InstantSource.system());
        Device device = new Device(Store.open(dir), panel, CardScanner.DEFAULT_MIN_CONFIDENCE);
        TableScene scene = new TableScene(ART, 1, 170);
        int read = 0, draws = 0;
        try (TableLoop loop = new TableLoop(device, scanner, 3)) {
            device.start(setup);
            List<TableScene.Placed> laid = new ArrayList<>();
            for (int hunts = 0; hunts < 2 && draws < 4; ) {
                Line line = table.next();
                if (line instanceof Line.Wind) {
                    laid.clear();
                    hunts++;
                }
                if (!(line instanceof Line.Draw draw)) {
                    device.submit(line);
                    continue;
                }
                int before = device.record().orElseThrow().lines().size();
                laid.add(new TableScene.Placed(draw.card().code(), 640 + (laid.size() % 3) * 210, 140 + (laid.size() / 3) * 250, laid.size() % 2 == 0 ? 3 : -2));
                Mat frame = mat(scene.render(laid));
                for (int i = 0; i < 3; i++) loop.accept(frame);
                frame.release();
                draws++;
                List<Line> lines = device.record().orElseThrow().lines();
                if (lines.size() > before) {
                    assertThat(lines.get(before)).as("what the camera applied").isEqualTo(line);
                    assertThat(lines).hasSize(before + 1);
                    read++;
                } else {
                    for (Device.Proposal p : device.proposals()) device.reject(p.id());
                    device.submit(line); // the tablet enters what the camera could not read
                }
            }
            assertThat(((NanukState) device.record().orElseThrow().state()).round()).isBetween(1, 2);
        } finally {
            panel.close();
            device.close();
        }
        assertThat(draws).isGreaterThan(2);
        assertThat(read).as("draws read by the camera, of " + draws).isGreaterThanOrEqualTo(draws / 2);
    }
}
