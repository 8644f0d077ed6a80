package tablekeeper.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.GameState;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukTable;

/**
 * The Nanuk engine on whole games: replaying a bot game's record (every line checked, odds after every day)
 * and playing a bot game on the simulated table. A correction replays the rest of a record, so this is what
 * one correction costs at worst. Run: {@code bench/run NanukReplayBench -f 1 -wi 2 -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class NanukReplayBench {
    private static final Line.Setup SIX = Line.Setup.of(GameKind.NANUK, List.of("Ann", "Bob", "Cy", "Di", "Ed", "Flo"));
    private List<Line> game;

    @Setup
    public void setUp() {
        game = NanukTable.game(SIX, 42); // played to winter: about 120 lines
    }

    @Benchmark
    public GameState replayWholeGame() {
        return GameRecord.replay(game).state();
    }

    @Benchmark
    public List<Line> playBotGame() {
        return NanukTable.game(SIX, 42);
    }
}
