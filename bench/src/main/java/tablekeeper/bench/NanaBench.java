package tablekeeper.bench;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tablekeeper.rules.Action;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.Line;
import tablekeeper.rules.Nana;
import tablekeeper.rules.NanaState;
import tablekeeper.rules.NanaTable;

/**
 * What the nana engine costs the table per line: one reveal applied mid-game (with and without a known deal, which
 * runs the full "does the unseen rest still fit" check), the legal actions a dashboard asks for after each line
 * (every hand end and slot with the values still possible), the scoreboard summary, and replaying a whole game.
 * Run: {@code bench/run NanaBench -f 1 -wi 2 -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class NanaBench {
    @Param({"true", "false"})
    public boolean dealKnown;

    private List<Line> game;
    private NanaState midGame;
    private Line nextLine;

    @Setup
    public void setUp() {
        Line.Setup setup = new Line.Setup(GameKind.NANA, List.of("Ann", "Bob", "Cy", "Di"), null, "christmas", null, null, null, null);
        game = NanaTable.game(setup, 6, dealKnown, NanaTable.Bot.MEMORY, 1000).lines();
        int middle = game.size() / 2;
        midGame = (NanaState) GameRecord.replay(game.subList(0, middle)).state();
        nextLine = game.get(middle);
    }

    @Benchmark
    public NanaState applyOneReveal() {
        return Nana.apply(midGame, nextLine);
    }

    @Benchmark
    public List<Action> legalActions() {
        return midGame.legalActions();
    }

    @Benchmark
    public Map<String, Object> summary() {
        return midGame.summary();
    }

    @Benchmark
    public GameRecord replayWholeGame() {
        return GameRecord.replay(game);
    }
}
