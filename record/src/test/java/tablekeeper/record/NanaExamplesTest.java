package tablekeeper.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.NanaState;

/** The nana example records replay to a win; without their deal lines they replay to the same public state. */
class NanaExamplesTest {
    static final Path EXAMPLES = Path.of("..", "examples");

    static String read(String name) throws IOException {
        return Files.readString(EXAMPLES.resolve(name));
    }

    @Test
    void theClassicGameReplaysToAWin() throws IOException {
        GameRecord record = RecordFile.parse(read("nana-classic.jsonl"));
        Map<String, Object> summary = record.state().summary();
        assertThat(summary).containsEntry("game", "nana").containsEntry("variant", "classic").containsEntry("over", true)
                .containsEntry("winner", "Ann").containsEntry("reason", "sum-or-difference-7").containsEntry("turn", null);
        assertThat(summary.get("sets")).isEqualTo(Map.of("Ann", List.of(3, 4), "Bob", List.of(1), "Cy", List.of(2)));
        assertThat(RecordJson.write(summary)).startsWith("{\"game\":\"nana\",\"variant\":\"classic\",\"players\":[\"Ann\",\"Bob\",\"Cy\"]");
        assertThat(passes(record)).isZero();
    }

    @Test
    void theChristmasGamePassesHandsAndReplaysToAWin() throws IOException {
        GameRecord record = RecordFile.parse(read("nana-christmas.jsonl"));
        Map<String, Object> summary = record.state().summary();
        assertThat(summary).containsEntry("variant", "christmas").containsEntry("over", true).containsEntry("winner", "Bob")
                .containsEntry("reason", "sum-or-difference-7").containsEntry("match", "Advent").containsEntry("season", 1);
        assertThat(summary.get("sets")).isEqualTo(Map.of("Ann", List.of(11, 5), "Bob", List.of(10, 3), "Cy", List.of(12, 8),
                "Di", List.of(2, 6)));
        assertThat(passes(record)).isEqualTo(4); // after the sets of 2, 10, 8 and 6
    }

    @Test
    void withoutTheDealTheSameRevealsReplayToTheSamePublicState() throws IOException {
        for (String name : List.of("nana-classic.jsonl", "nana-christmas.jsonl")) {
            String text = read(name);
            List<String> lines = new ArrayList<>(text.lines().toList());
            assertThat(lines.get(1)).startsWith("{\"deal\"");
            lines.remove(1);
            Map<String, Object> blind = new LinkedHashMap<>(RecordFile.parse(String.join("\n", lines)).state().summary());
            Map<String, Object> known = new LinkedHashMap<>(RecordFile.parse(text).state().summary());
            assertThat(blind.remove("dealKnown")).isEqualTo(false);
            assertThat(known.remove("dealKnown")).isEqualTo(true);
            assertThat(blind).isEqualTo(known);
        }
    }

    @Test
    void aChangedCardIsRefusedWithItsLineNumber() throws IOException {
        List<String> lines = new ArrayList<>(read("nana-classic.jsonl").lines().toList());
        // line 3 is Ann asking for Cy's smallest card, a 1 by the deal
        assertThat(lines.get(2)).isEqualTo("{\"reveal\":{\"player\":\"Ann\",\"from\":\"Cy\",\"end\":\"smallest\",\"card\":1}}");
        lines.set(2, lines.get(2).replace("\"card\":1", "\"card\":2"));
        assertThatThrownBy(() -> RecordFile.parse(String.join("\n", lines)))
                .isInstanceOf(BadLine.class)
                .hasMessage("line 3: Cy's smallest hidden card is a 1 by the deal, not a 2: expected Ann to reveal the 1");
        lines.set(2, lines.get(2).replace("\"player\":\"Ann\"", "\"player\":\"Bob\""));
        assertThatThrownBy(() -> RecordFile.parse(String.join("\n", lines)))
                .hasMessage("line 3: it is Ann's turn, not Bob's: expected a reveal by Ann");
    }

    /** How many times hands were passed ("Merry Christmas") in the record. */
    static int passes(GameRecord record) {
        int passes = 0;
        for (int i = 1; i < record.lines().size(); i++) {
            NanaState.LastTurn before = ((NanaState) record.stateAfter(i - 1)).lastTurn(), after = ((NanaState) record.stateAfter(i)).lastTurn();
            if (after != before && after.handsPassed()) passes++;
        }
        return passes;
    }
}
