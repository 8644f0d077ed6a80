package tablekeeper.bench;

import java.util.LinkedHashMap;
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
import tablekeeper.rules.Animal;
import tablekeeper.rules.HuntOdds;
import tablekeeper.rules.NanukCard;

/**
 * One hunt-odds query, as the table asks after the reveal: the full default deck unseen, 12 days,
 * 8 seals needed (and a smaller mid-hunt query). The issue asks for well under a millisecond.
 * Run: {@code bench/run HuntOddsBench -f 1 -wi 2 -i 3}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class HuntOddsBench {
    @Param({"0", "1"})
    public int inuksuksAvailable;

    private Map<NanukCard, Integer> fullDeck;
    private Map<NanukCard, Integer> midHunt;

    @Setup
    public void setUp() {
        fullDeck = new LinkedHashMap<>();
        for (Animal a : Animal.values()) {
            fullDeck.put(new NanukCard(a, false, false), 18);
            fullDeck.put(new NanukCard(a, true, false), 3);
            fullDeck.put(new NanukCard(a, false, true), 3);
        }
        fullDeck.put(NanukCard.INUKSUK, 4);
        // Later in a game: fewer cards unseen, a Nanuk seal already gone.
        midHunt = new LinkedHashMap<>(fullDeck);
        midHunt.replaceAll((card, n) -> n / 2);
        midHunt.put(NanukCard.INUKSUK, 3);
    }

    @Benchmark
    public double fullDeckTwelveDaysTargetEight() {
        return HuntOdds.success(Animal.SEAL, 8, 12, inuksuksAvailable, fullDeck);
    }

    @Benchmark
    public double midHuntFiveDaysTargetThree() {
        return HuntOdds.success(Animal.SEAL, 3, 5, inuksuksAvailable, midHunt);
    }
}
