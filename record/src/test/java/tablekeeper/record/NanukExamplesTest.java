package tablekeeper.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukState;

/** The Nanuk example records in examples/ replay from their JSON text and show what they promise. */
class NanukExamplesTest {

    private static GameRecord replay(String name) throws IOException {
        return RecordFile.parse(RecordFile.readText("../examples/" + name));
    }

    @Test
    void theFullGameHasEveryKindOfHuntAndEndsScored() throws IOException {
        GameRecord record = replay("nanuk-full-game.jsonl");
        NanukState end = (NanukState) record.state();
        assertThat(end.over()).isTrue();
        assertThat(record.lines().get(record.lines().size() - 1)).isInstanceOf(Line.Score.class);
        assertThat(end.hunts()).hasSizeGreaterThanOrEqualTo(4);
        assertThat(end.hunts()).anySatisfy(h -> assertThat(h.reason()).isEqualTo("target"));
        assertThat(end.hunts()).anySatisfy(h -> assertThat(h.reason()).isEqualTo("nanuk"));
        assertThat(end.hunts()).anySatisfy(h -> assertThat(h.reason()).isEqualTo("short"));
        boolean cancelled = false;
        for (int i = 0; i < record.lines().size(); i++) {
            NanukState s = (NanukState) record.stateAfter(i);
            cancelled |= !s.draws().isEmpty() && s.draws().get(s.draws().size() - 1).cancelled();
        }
        assertThat(cancelled).as("a drawn Nanuk cancelled by an Inuksuk").isTrue();
        Map<String, Object> summary = end.summary();
        assertThat(summary.get("winners")).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.LIST).isNotEmpty();
        // the printed summary is plain JSON and the record writes back to the same text
        assertThat(RecordJson.write(summary)).startsWith("{\"game\":\"nanuk\"");
        assertThat(RecordFile.write(record.lines())).isEqualTo(RecordFile.readText("../examples/nanuk-full-game.jsonl"));
    }

    @Test
    void theWinterGameFinishesItsLastHuntFromTheNewDeck() throws IOException {
        GameRecord record = replay("nanuk-winter.jsonl");
        NanukState end = (NanukState) record.state();
        assertThat(end.over()).isTrue();
        List<Line> lines = record.lines();
        int winter = lines.indexOf(new Line.Winter());
        assertThat(winter).isPositive();
        NanukState atWinter = (NanukState) record.stateAfter(winter);
        assertThat(atWinter.lastHunt()).isTrue();
        assertThat(atWinter.phase()).isEqualTo(NanukState.Phase.DRAW);
        assertThat(lines.subList(winter + 1, lines.size() - 1)).isNotEmpty().allMatch(l -> l instanceof Line.Draw);
        assertThat(end.hunts().get(end.hunts().size() - 1).round()).isEqualTo(atWinter.round());
        assertThat(end.rulings().get(0)).startsWith("Winter came in round " + atWinter.round());
        assertThat(end.setting().sequentialSides()).isTrue();
        assertThat(end.summary()).containsEntry("match", "Igloo cup").containsEntry("season", 1);
    }
}
