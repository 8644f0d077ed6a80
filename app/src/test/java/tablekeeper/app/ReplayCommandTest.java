package tablekeeper.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tablekeeper.record.RecordJson;

/** replay as a person at a shell uses it: a record in, the state out, or `line N:` and exit 2. */
class ReplayCommandTest {
    static final String SETUP = "{\"setup\": {\"game\": \"nanuk\", \"players\": [\"Ann\", \"Bob\", \"Cy\", \"Di\", \"Ed\"], \"dealer\": \"Ann\"}}\n";

    @Test
    void printsTheStateAfterTheLastLine() throws Exception {
        Run run = Run.withInput(SETUP + "{\"wind\": \"clockwise\"}\n{\"bid\": {\"player\": \"Ann\", \"count\": 3, \"animal\": \"seal\", \"days\": 4}}\n", "replay", "-");
        assertThat(run.exit()).isZero();
        JsonNode state = RecordJson.MAPPER.readTree(run.out());
        assertThat(state.get("game").asText()).isEqualTo("nanuk");
        assertThat(state.get("phase").asText()).isEqualTo("boast");
        assertThat(state.get("round").asInt()).isEqualTo(1);
        assertThat(state.get("over").asBoolean()).isFalse();
        assertThat(state.get("waitingFor")).extracting(JsonNode::asText).containsExactly("Bob");
    }

    @Test
    void aRefusedLineIsNamedWithItsNumberCountingBlankLinesAndStdoutStaysEmpty() {
        Run run = Run.withInput(SETUP + "{\"wind\": \"counterclockwise\"}\n\n{\"bid\": {\"player\": \"Ann\", \"count\": 3, \"animal\": \"seal\", \"days\": 4}}\n"
                + "{\"bid\": {\"player\": \"Bob\", \"count\": 4, \"animal\": \"seal\", \"days\": 4}}\n", "replay", "-");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().strip()).isEqualTo("tablekeeper: line 5: Bob cannot bid now: it is Ed's turn (wind is counterclockwise)");
    }

    @Test
    void badJsonIsRefusedTheSameWay() {
        Run run = Run.withInput(SETUP + "{\"wind\": clockwise}\n", "replay", "-");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("tablekeeper: line 2: not valid JSON");
    }

    @Test
    void aFileThatCannotBeReadIsExitTwoWithItsName(@TempDir Path dir) throws Exception {
        Run missing = Run.of("replay", dir.resolve("nope.jsonl").toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("nope.jsonl").contains("no such file");

        Path binary = dir.resolve("photo.jsonl");
        Files.write(binary, new byte[] {(byte) 0xff, (byte) 0xd8, (byte) 0xff, 0, 1});
        Run notText = Run.of("replay", binary.toString());
        assertThat(notText.exit()).isEqualTo(2);
        assertThat(notText.err()).contains("photo.jsonl");
    }

    @Test
    void readsAFileGivenByPath(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.jsonl");
        Files.writeString(file, "{\"setup\": {\"game\": \"nana\", \"players\": [\"Ann\", \"Bob\"]}}\n"
                + "{\"reveal\": {\"player\": \"Ann\", \"grid\": 4, \"card\": 7}}\n");
        Run run = Run.of("replay", file.toString());
        assertThat(run.exit()).isZero();
        JsonNode state = RecordJson.MAPPER.readTree(run.out());
        assertThat(state.get("game").asText()).isEqualTo("nana");
        assertThat(state.get("turn").asText()).isEqualTo("Ann");
        assertThat(state.get("winner").isNull()).isTrue();
    }
}
