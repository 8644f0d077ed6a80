package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class HuntOddsTest {
    private static final double EXACT = 1e-12;

    private static Map<NanukCard, Integer> unseen(String... codes) {
        Map<NanukCard, Integer> map = new LinkedHashMap<>();
        for (String code : codes) map.merge(NanukCard.parse(code), 1, Integer::sum);
        return map;
    }

    private static double odds(int needed, int days, int inuksuks, String... codes) {
        return HuntOdds.success(Animal.SEAL, needed, days, inuksuks, unseen(codes));
    }

    @Test
    void oneDayOneCardOfTwo() {
        assertThat(odds(1, 1, 0, "seal", "fish-nanuk")).isCloseTo(0.5, within(EXACT));
        assertThat(odds(1, 1, 0, "seal", "fish")).isCloseTo(0.5, within(EXACT));
        assertThat(odds(0, 1, 0, "seal", "fish")).isCloseTo(1.0, within(EXACT));
    }

    @Test
    void anUncancelledBearFailsTheHuntEvenWhenTheTargetIsMet() {
        // Drawing continues to the last day: both cards come, the bear has no Inuksuk.
        assertThat(odds(1, 2, 0, "seal", "fish-nanuk")).isZero();
        assertThat(odds(1, 2, 1, "seal", "fish-nanuk")).isCloseTo(1.0, within(EXACT));
    }

    @Test
    void aDrawnInuksukProtectsOnlyLaterDays() {
        // Inuksuk first (1/2): the bear is cancelled; bear first: the hunt fails.
        assertThat(odds(0, 2, 0, "inuksuk", "fish-nanuk")).isCloseTo(0.5, within(EXACT));
        // Three days, two bears, one Inuksuk, one available: orders I B B, B I B, B B I of equal weight
        // (by position of I among 3): I B B ok, B I B ok, B B I fails -> 2/3.
        assertThat(odds(0, 3, 1, "inuksuk", "fish-nanuk", "deer-nanuk")).isCloseTo(2.0 / 3, within(EXACT));
    }

    @Test
    void eachInuksukCancelsExactlyOneBear() {
        assertThat(odds(0, 2, 1, "fish-nanuk", "deer-nanuk")).isZero();
        assertThat(odds(0, 2, 2, "fish-nanuk", "deer-nanuk")).isCloseTo(1.0, within(EXACT));
    }

    @Test
    void doublesCountTwoAndACancelledTargetBearCounts() {
        // Two of three cards: {double, single} 3, {double, deer} 2, {single, deer} 1 -> 2 of 3 pairs reach 2.
        assertThat(odds(2, 2, 0, "seal-double", "seal", "deer")).isCloseTo(2.0 / 3, within(EXACT));
        // The seal bear, cancelled, brings the one seal still needed.
        assertThat(odds(1, 1, 1, "seal-nanuk")).isCloseTo(1.0, within(EXACT));
        assertThat(odds(2, 1, 1, "seal-double-nanuk", "deer")).isCloseTo(0.5, within(EXACT));
        // Uncancelled, it fails the hunt all the same.
        assertThat(odds(1, 1, 0, "seal-nanuk")).isZero();
    }

    @Test
    void fewerUnseenCardsThanDaysDrawsThemAll() {
        assertThat(odds(2, 5, 0, "seal", "seal")).isCloseTo(1.0, within(EXACT));
        assertThat(odds(3, 5, 0, "seal", "seal")).isZero();
        assertThat(odds(0, 3, 0)).isCloseTo(1.0, within(EXACT));
        assertThat(odds(1, 0, 0, "seal")).isZero();
    }

    @Test
    void aFullDeckTwelveDaysTargetEight() {
        double p = HuntOdds.success(Animal.SEAL, 8, 12, 0, fullDeck());
        assertThat(p).isBetween(0.0, 1.0);
        // Rough hand figure: no bear among 12 of 100 with 12 bears and no cover is about 0.2 alone.
        assertThat(p).isLessThan(0.2);
        assertThat(HuntOdds.success(Animal.SEAL, 0, 12, 0, fullDeck())).isCloseTo(noBearIn12(), within(1e-9));
    }

    /** Only the risk: C(88, 12) / C(100, 12) would ignore Inuksuks drawn; with 4 in the deck it is more. */
    private static double noBearIn12() {
        // Exhaustive over the number of Inuksuks drawn (k) and bears drawn (b <= k), with the ballot
        // probability that in a random order of b bears and k Inuksuks every bear has one before it:
        // (k - b + 1) / (k + 1).
        double total = HuntOdds.choose(100, 12);
        double sum = 0;
        for (int k = 0; k <= 4; k++) {
            for (int b = 0; b <= k; b++) {
                double ballot = (k - b + 1.0) / (k + 1);
                sum += HuntOdds.choose(4, k) * HuntOdds.choose(12, b) * HuntOdds.choose(84, 12 - k - b) * ballot;
            }
        }
        return sum / total;
    }

    /** The default catalogue: per animal 24 cards, 3 doubles, 3 Nanuk singles; 4 Inuksuks. */
    static Map<NanukCard, Integer> fullDeck() {
        Map<NanukCard, Integer> deck = new LinkedHashMap<>();
        for (Animal a : Animal.values()) {
            deck.put(new NanukCard(a, false, false), 18);
            deck.put(new NanukCard(a, true, false), 3);
            deck.put(new NanukCard(a, false, true), 3);
        }
        deck.put(NanukCard.INUKSUK, 4);
        return deck;
    }

    @Test
    void badArgumentsAreRefusedWithTheReason() {
        assertThatThrownBy(() -> HuntOdds.success(Animal.SEAL, 1, 1, -1, unseen("seal")))
                .hasMessageContaining("inuksuksAvailable");
        Map<NanukCard, Integer> negative = Map.of(NanukCard.parse("seal"), -2);
        assertThatThrownBy(() -> HuntOdds.success(Animal.SEAL, 1, 1, 0, negative)).hasMessageContaining("seal");
    }

    // --- Properties against every draw order of small unseen piles. ---

    @Property(tries = 300)
    void equalsTheShareOfDrawOrdersThatSucceed(@ForAll("smallUnseen") List<NanukCard> cards,
                                               @ForAll("animals") Animal target,
                                               @ForAll @IntRange(min = -1, max = 6) int needed,
                                               @ForAll @IntRange(min = 0, max = 7) int days,
                                               @ForAll @IntRange(min = 0, max = 2) int inuksuks) {
        double exact = HuntOdds.success(target, needed, days, inuksuks, toMap(cards));
        assertThat(exact).isCloseTo(bruteForce(target, needed, days, inuksuks, cards), within(EXACT));
    }

    @Property(tries = 200)
    void moreInuksuksOrFewerAnimalsNeededNeverLowerTheOdds(@ForAll("mediumUnseen") List<NanukCard> cards,
                                                           @ForAll("animals") Animal target,
                                                           @ForAll @IntRange(min = 0, max = 10) int needed,
                                                           @ForAll @IntRange(min = 0, max = 12) int days,
                                                           @ForAll @IntRange(min = 0, max = 3) int inuksuks) {
        Map<NanukCard, Integer> unseen = toMap(cards);
        double p = HuntOdds.success(target, needed, days, inuksuks, unseen);
        assertThat(p).isBetween(0.0, 1.0);
        assertThat(HuntOdds.success(target, needed, days, inuksuks + 1, unseen)).isGreaterThanOrEqualTo(p - EXACT);
        assertThat(HuntOdds.success(target, needed - 1, days, inuksuks, unseen)).isGreaterThanOrEqualTo(p - EXACT);
    }

    @Provide
    Arbitrary<List<NanukCard>> smallUnseen() {
        return Arbitraries.of(NanukCard.all()).list().ofMaxSize(7);
    }

    @Provide
    Arbitrary<List<NanukCard>> mediumUnseen() {
        return Arbitraries.of(NanukCard.all()).list().ofMaxSize(40);
    }

    @Provide
    Arbitrary<Animal> animals() {
        return Arbitraries.of(Animal.class);
    }

    private static Map<NanukCard, Integer> toMap(List<NanukCard> cards) {
        Map<NanukCard, Integer> map = new LinkedHashMap<>();
        for (NanukCard card : cards) map.merge(card, 1, Integer::sum);
        return map;
    }

    /** Plays every ordered draw of min(days, cards) distinct cards, day by day, by the rules. */
    private static double bruteForce(Animal target, int needed, int days, int inuksuks, List<NanukCard> cards) {
        int draws = Math.min(days, cards.size());
        long[] counts = new long[2]; // successes, orders
        walk(new ArrayList<>(cards), draws, target, needed, inuksuks, 0, counts);
        return (double) counts[0] / counts[1];
    }

    private static void walk(List<NanukCard> left, int draws, Animal target, int needed, int available,
                             int animals, long[] counts) {
        if (draws == 0) {
            counts[1]++;
            if (animals >= needed) counts[0]++;
            return;
        }
        for (int i = 0; i < left.size(); i++) {
            NanukCard card = left.remove(i);
            int ways = orders(left.size(), draws - 1);
            if (card.nanuk() && available == 0) {
                counts[1] += ways; // the hunt fails here, whatever would have come after
            } else {
                int nextAvailable = available + (card.isInuksuk() ? 1 : 0) - (card.nanuk() ? 1 : 0);
                int nextAnimals = animals + (card.animal() == target ? card.weight() : 0);
                walk(left, draws - 1, target, needed, nextAvailable, nextAnimals, counts);
            }
            left.add(i, card);
        }
    }

    /** Ordered draws of k of n distinct cards. */
    private static int orders(int n, int k) {
        int ways = 1;
        for (int j = 0; j < k; j++) ways *= n - j;
        return ways;
    }
}
