package tablekeeper.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.CardScanner;
import tablekeeper.vision.OpenCv;
import tablekeeper.vision.SeenCard;
import tablekeeper.vision.TaughtDeck;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;

/** {@code enroll} then {@code scan} through the real command line, on generated photos of the nana deck. */
class VisionCommandsTest {
    @TempDir
    Path work;

    @Test
    void enrollThenScanPrintsOneJsonLinePerImageAndNamesAnUnreadableFile() throws Exception {
        OpenCv.load();
        Path faces = Files.createDirectories(work.resolve("faces"));
        Path scene;
        try (SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANA), 7)) {
            for (String code : new String[] {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "back"}) {
                Mat m = gen.teachingPhoto(code);
                Imgcodecs.imwrite(faces.resolve(code + ".jpg").toString(), m);
                m.release();
            }
            try (Scene s = gen.teachingScene("7")) {
                scene = work.resolve("table.png");
                Imgcodecs.imwrite(scene.toString(), s.image());
            }
        }
        Files.writeString(faces.resolve("13.png"), "not a photo either");
        Path deck = work.resolve("deck");

        Run enroll = Run.of("enroll", faces.toString(), "--deck", deck.toString(), "--game", "nana");
        assertThat(enroll.exit()).as(enroll.err()).isEqualTo(2); // 13 is not a card code
        assertThat(enroll.err()).contains("13.png").contains("unknown card code '13'");
        assertThat(deck.resolve("deck.json")).exists();

        Path notImage = Files.writeString(work.resolve("notes.jpg"), "this is text, not a JPEG");
        Path empty = Files.write(work.resolve("empty.png"), new byte[0]); // a photo whose copy was cut short
        Run scan = Run.of("scan", "--deck", deck.toString(), "--annotate", work.resolve("annotated").toString(),
                notImage.toString(), empty.toString(), scene.toString());
        assertThat(scan.exit()).isEqualTo(2);
        assertThat(scan.err()).contains(notImage + ": cannot be read").contains(empty + ": cannot be read").doesNotContain("Exception");
        String[] lines = scan.out().strip().split("\n");
        assertThat(lines).hasSize(1);
        JsonNode line = new ObjectMapper().readTree(lines[0]);
        assertThat(line.get("image").asText()).isEqualTo(scene.toString());
        assertThat(line.get("millis").isIntegralNumber()).isTrue();
        assertThat(line.get("cards")).hasSize(1);
        JsonNode card = line.get("cards").get(0);
        assertThat(card.get("code").asText()).isIn("7", "unknown");
        assertThat(card.get("corners")).hasSize(4);
        assertThat(card.get("corners").get(0)).hasSize(2);
        assertThat(work.resolve("annotated/table-scan.png")).exists();

        // each confidence printed is the one its code was decided by (what --min-confidence is compared with), not
        // rounded again: the scanner's own report of a spread of twelve, card by card
        Path spread = work.resolve("spread.png");
        try (SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANA), 8); Scene s = gen.spread(1920, 1080, 12)) {
            Imgcodecs.imwrite(spread.toString(), s.image());
        }
        Run spreadScan = Run.of("scan", "--deck", deck.toString(), spread.toString());
        JsonNode printed = new ObjectMapper().readTree(spreadScan.out().strip()).get("cards");
        Mat photo = Imgcodecs.imread(spread.toString());
        try (CardScanner scanner = new CardScanner(TaughtDeck.load(deck))) {
            List<SeenCard> seen = scanner.scan(photo);
            assertThat(seen).as("a confidence between two hundredths, without which this proves nothing")
                    .anyMatch(c -> Math.round(c.confidence() * 1000) % 10 != 0);
            assertThat(printed).hasSize(seen.size());
            for (int i = 0; i < seen.size(); i++) {
                assertThat(printed.get(i).get("code").asText()).isEqualTo(seen.get(i).code());
                assertThat(printed.get(i).get("confidence").asDouble()).as(printed.get(i).toString()).isEqualTo(seen.get(i).confidence());
            }
        } finally {
            photo.release();
        }
    }

    @Test
    void enrollSaysWhichCardsWillBeUnknownForWantOfTheirTwin() throws Exception {
        OpenCv.load();
        Path faces = Files.createDirectories(work.resolve("nanuk-faces"));
        try (SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANUK), 7)) {
            for (String code : new String[] {"seal", "seal-nanuk", "fish", "deer", "back"}) {
                Mat m = gen.teachingPhoto(code);
                Imgcodecs.imwrite(faces.resolve(code + ".png").toString(), m);
                m.release();
            }
        }
        Run enroll = Run.of("enroll", faces.toString(), "--deck", work.resolve("nanuk-deck").toString());
        assertThat(enroll.exit()).as(enroll.err()).isEqualTo(0);
        assertThat(enroll.err()).contains("fish will be read as unknown until fish-nanuk is taught")
                .contains("deer will be read as unknown until deer-nanuk is taught").doesNotContain("seal will be read");
        // and every card of the game not taught is named, for it may be read as one that is
        assertThat(enroll.err()).containsPattern("not taught: .*\\binuksuk\\b").containsPattern("not taught: .*\\bfish-nanuk\\b")
                .doesNotContainPattern("not taught: .*\\bseal-nanuk\\b");
    }
}
