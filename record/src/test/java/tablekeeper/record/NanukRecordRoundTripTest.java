package tablekeeper.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukTable;

/** A bot game written as JSON lines and read back replays to the very same state. */
class NanukRecordRoundTripTest {
    private static final List<String> NAMES = List.of("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal");

    @Property(tries = 100)
    void botGamesSurviveTheJsonRoundTrip(@ForAll @IntRange(min = 5, max = 8) int players, @ForAll long seed,
                                         @ForAll boolean options) {
        Line.Setup setup = new Line.Setup(GameKind.NANUK, NAMES.subList(0, players), NAMES.get(1), null,
                options ? Map.of("sequentialSides", true, "wind", "alternate") : null,
                options ? Map.of("seal", 30, "fish", 30, "deer-nanuk", 4, "bird-double-nanuk", 2, "inuksuk", 3) : null,
                options ? "Spring" : null, options ? 2 : null);
        NanukTable table = new NanukTable(setup, seed, 1 + Math.floorMod(seed, 9), 0.002);
        List<Line> lines = table.playToEnd();
        String text = RecordFile.write(lines);
        GameRecord read = RecordFile.parse(text);
        assertThat(read.lines()).isEqualTo(lines);
        assertThat(read.state()).isEqualTo(table.state());
        assertThat(RecordJson.write(read.state().summary())).isEqualTo(RecordJson.write(table.state().summary()));
    }
}
