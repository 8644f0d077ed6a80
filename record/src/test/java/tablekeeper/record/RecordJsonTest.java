package tablekeeper.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tablekeeper.rules.Animal;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukCard;
import tablekeeper.rules.Refusal;

class RecordJsonTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"setup\":{\"game\":\"nanuk\",\"players\":[\"Ann\",\"Bob\",\"Cy\",\"Di\",\"Ed\"],\"dealer\":\"Ann\",\"options\":{\"sequentialSides\":true,\"wind\":\"alternate\"},\"match\":\"Winter cup\",\"season\":2}}",
        "{\"setup\":{\"game\":\"nana\",\"players\":[\"Ann\",\"Bob\"],\"variant\":\"christmas\"}}",
        "{\"wind\":\"counterclockwise\"}",
        "{\"bid\":{\"player\":\"Ann\",\"count\":3,\"animal\":\"seal\",\"days\":4}}",
        "{\"doom\":{\"player\":\"Cy\"}}",
        "{\"side\":{\"player\":\"Bob\",\"side\":\"hunt\"}}",
        "{\"contribute\":{\"player\":\"Ed\",\"cards\":2}}",
        "{\"reveal\":{\"cards\":[\"seal\",\"seal-double\",\"inuksuk\",\"bird-double-nanuk\"]}}",
        "{\"draw\":{\"card\":\"fish-nanuk\"}}",
        "{\"winter\":{}}",
        "{\"end\":{}}",
        "{\"score\":{\"piles\":{\"Ann\":[\"deer\",\"seal-double\"],\"Bob\":[]}}}",
        "{\"deal\":{\"hands\":{\"Ann\":[1,1,2],\"Bob\":[3,4,5]},\"grid\":[8,4,10]}}",
        "{\"reveal\":{\"player\":\"Ann\",\"from\":\"Bob\",\"end\":\"smallest\",\"card\":3}}",
        "{\"reveal\":{\"player\":\"Ann\",\"grid\":4,\"card\":7}}",
    })
    void everyLineKindReadsAndWritesBackTheSame(String json) {
        Line line = RecordJson.readLine(json);
        assertThat(RecordJson.writeLine(line)).isEqualTo(json);
        assertThat(RecordJson.readLine(RecordJson.writeLine(line))).isEqualTo(line);
    }

    @Test
    void readsTheTypedLine() {
        assertThat(RecordJson.readLine("{\"bid\": {\"player\": \"Ann\", \"count\": 3, \"animal\": \"seal\", \"days\": 4}}"))
                .isEqualTo(new Line.Bid("Ann", 3, Animal.SEAL, 4));
        assertThat(RecordJson.readLine("{\"reveal\": {\"cards\": [\"bird-double-nanuk\"]}}"))
                .isEqualTo(new Line.Reveal(List.of(new NanukCard(Animal.BIRD, true, true))));
        Line.Setup setup = (Line.Setup) RecordJson.readLine("{\"setup\": {\"game\": \"nana\", \"players\": [\"Ann\", \"Bob\"]}}");
        assertThat(setup.game()).isEqualTo(GameKind.NANA);
        assertThat(setup.players()).containsExactly("Ann", "Bob");
    }

    @Test
    void refusesWhatIsNotARecordLineAndSaysWhatWasExpected() {
        assertRefused("not json", "not valid JSON");
        assertRefused("[1,2]", "must be a JSON object");
        assertRefused("{\"bid\":{\"player\":\"Ann\",\"count\":3,\"animal\":\"seal\",\"days\":4},\"doom\":{\"player\":\"Bo\"}}", "exactly one key");
        assertRefused("{\"jump\":{}}", "unknown line 'jump'");
        assertRefused("{\"bid\":{\"player\":\"Ann\",\"count\":3,\"animal\":\"seal\"}}", "bid is missing 'days'");
        assertRefused("{\"bid\":{\"player\":\"Ann\",\"count\":3.5,\"animal\":\"seal\",\"days\":4}}", "bid.count must be a whole number");
        assertRefused("{\"bid\":{\"player\":\"Ann\",\"count\":3,\"animal\":\"walrus\",\"days\":4}}", "unknown animal 'walrus'");
        assertRefused("{\"bid\":{\"player\":\"Ann\",\"count\":3,\"animal\":\"seal\",\"days\":4,\"bluff\":true}}", "unknown key 'bluff'");
        assertRefused("{\"draw\":{\"card\":\"seal-nanuk-double\"}}", "unknown Nanuk card 'seal-nanuk-double'");
        assertRefused("{\"wind\":\"north\"}", "wind must be \"clockwise\" or \"counterclockwise\"");
        assertRefused("{\"setup\":{\"game\":\"poker\",\"players\":[\"A\"]}}", "unknown game 'poker'");
        assertRefused("{\"setup\":{\"game\":\"nana\",\"players\":[\"A\",\"B\"],\"colour\":\"red\"}}", "unknown key 'colour'");
        assertRefused("{\"reveal\":{\"player\":\"Ann\",\"from\":\"Bob\",\"end\":\"middle\",\"card\":3}}", "end must be \"smallest\" or \"biggest\"");
        assertRefused("{\"reveal\":{\"player\":\"Ann\",\"grid\":2,\"card\":\"7\"}}", "reveal.card must be a whole number");
        assertRefused("{\"doom\":{\"player\":\"Cy\",\"player\":\"Di\"}}", "not valid JSON");
        assertRefused("{\"end\":{}} {\"end\":{}}", "not valid JSON");
    }

    private static void assertRefused(String json, String because) {
        assertThatThrownBy(() -> RecordJson.readLine(json)).isInstanceOf(Refusal.class).hasMessageContaining(because);
    }
}
