package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import tablekeeper.rules.NanukScoring.PlayerScore;
import tablekeeper.rules.NanukScoring.Result;

class NanukScoringTest {

    private static List<NanukCard> pile(String... codes) {
        return Arrays.stream(codes).map(NanukCard::parse).toList();
    }

    private static PlayerScore alone(String... codes) {
        return NanukScoring.score(Map.of("Ann", pile(codes))).players().get("Ann");
    }

    @Test
    void fourDifferentAnimalsMakeASet() {
        assertThat(alone("deer", "seal", "fish", "bird")).isEqualTo(new PlayerScore(3, 1, 0, 0, 0));
    }

    @Test
    void sameAnimalOrTwoInuksuksMakeAPair() {
        assertThat(alone("deer", "deer", "inuksuk", "inuksuk")).isEqualTo(new PlayerScore(2, 0, 2, 0, 0));
        assertThat(alone("deer", "seal")).isEqualTo(new PlayerScore(0, 0, 0, 0, 0));
    }

    @Test
    void inuksukIsWildInSetsAndPairs() {
        assertThat(alone("deer", "seal", "fish", "inuksuk")).isEqualTo(new PlayerScore(3, 1, 0, 0, 0));
        assertThat(alone("deer", "inuksuk")).isEqualTo(new PlayerScore(1, 0, 1, 0, 0));
        // Four Inuksuks stand for four different animals.
        assertThat(alone("inuksuk", "inuksuk", "inuksuk", "inuksuk").sets()).isEqualTo(1);
    }

    @Test
    void aDoubleIsTwoCardsWhoseHalvesMayGoToDifferentGroups() {
        // seal-double: one half completes the set, the other pairs with the second seal.
        assertThat(alone("deer", "seal-double", "fish", "bird", "seal")).isEqualTo(new PlayerScore(4, 1, 1, 0, 0));
        // A double alone is a pair of the same animal.
        assertThat(alone("bird-double")).isEqualTo(new PlayerScore(1, 0, 1, 0, 0));
        // Both halves of one double cannot be in the same set: two different animals are needed.
        assertThat(alone("deer-double", "seal-double")).isEqualTo(new PlayerScore(2, 0, 2, 0, 0));
    }

    @Test
    void aNanukCardIsAlsoAnOrdinaryCardOfItsAnimal() {
        assertThat(alone("deer-nanuk", "seal", "fish", "bird-double-nanuk"))
                .isEqualTo(new PlayerScore(3 + 2, 1, 0, 3, 2));
    }

    @Test
    void bestArrangementBeatsGreedyPairs() {
        // Pairs first would give 4 pairs (4 points); two sets give 6.
        assertThat(alone("deer", "deer", "seal", "seal", "fish", "fish", "bird", "bird"))
                .isEqualTo(new PlayerScore(6, 2, 0, 0, 0));
        // Sets first would use the Inuksuk for bird and leave a lone deer: 3; better the set + pairs.
        assertThat(alone("deer", "deer", "deer", "seal", "fish", "inuksuk"))
                .isEqualTo(new PlayerScore(4, 1, 1, 0, 0));
    }

    @Test
    void theMostNanukCardsEarnTwoAndATieOneEach() {
        Map<String, List<NanukCard>> piles = new LinkedHashMap<>();
        piles.put("Ann", pile("deer", "seal-double", "fish", "bird", "deer-nanuk", "inuksuk"));
        piles.put("Bob", pile("fish", "fish"));
        piles.put("Cy", List.of());
        Result result = NanukScoring.score(piles);
        // Ann: a set (deer, seal, fish, bird), then deer-nanuk + inuksuk (the other seal half is left): 3 + 1 + bonus 2.
        assertThat(result.players().get("Ann")).isEqualTo(new PlayerScore(3 + 1 + 2, 1, 1, 1, 2));
        assertThat(result.players().get("Bob")).isEqualTo(new PlayerScore(1, 0, 1, 0, 0));
        assertThat(result.players().get("Cy")).isEqualTo(new PlayerScore(0, 0, 0, 0, 0));
        assertThat(result.players().keySet()).containsExactly("Ann", "Bob", "Cy");
        assertThat(result.winners()).containsExactly("Ann");

        piles.put("Bob", pile("fish-nanuk", "fish"));
        result = NanukScoring.score(piles);
        assertThat(result.players().get("Ann").bonus()).isEqualTo(1);
        assertThat(result.players().get("Bob")).isEqualTo(new PlayerScore(2, 0, 1, 1, 1));
        assertThat(result.players().get("Cy").bonus()).isZero();
    }

    @Test
    void aDoubleNanukCountsTwoTowardTheBonus() {
        Map<String, List<NanukCard>> piles = new LinkedHashMap<>();
        piles.put("Ann", pile("deer-nanuk", "seal-nanuk"));
        piles.put("Bob", pile("fish-double-nanuk", "bird-nanuk"));
        Result result = NanukScoring.score(piles);
        assertThat(result.players().get("Bob").nanuk()).isEqualTo(3);
        assertThat(result.players().get("Bob").bonus()).isEqualTo(2);
        assertThat(result.players().get("Ann").bonus()).isZero();
    }

    @Test
    void nobodyGetsTheBonusWhenNobodyHasANanukCardAndTiesAllWin() {
        Map<String, List<NanukCard>> piles = new LinkedHashMap<>();
        piles.put("Ann", pile("deer", "deer"));
        piles.put("Bob", pile("seal", "inuksuk"));
        piles.put("Cy", pile("bird"));
        Result result = NanukScoring.score(piles);
        assertThat(result.players().values()).allMatch(s -> s.bonus() == 0);
        assertThat(result.winners()).containsExactly("Ann", "Bob");
    }

    @Test
    void noPlayersNoWinners() {
        Result result = NanukScoring.score(Map.of());
        assertThat(result.players()).isEmpty();
        assertThat(result.winners()).isEmpty();
    }

    @Test
    void aMissingPileIsRefusedWithItsOwner() {
        Map<String, List<NanukCard>> piles = new HashMap<>();
        piles.put("Ann", null);
        assertThatThrownBy(() -> NanukScoring.score(piles)).isInstanceOf(Refusal.class).hasMessageContaining("Ann");
    }

    // --- The optimum against an exhaustive search over every way to group the cards. ---

    @Property(tries = 400)
    void theArrangementIsTheBestOfAllGroupings(@ForAll("piles") List<NanukCard> cards) {
        PlayerScore score = alone(cards.stream().map(NanukCard::code).toArray(String[]::new));
        int[] kinds = new int[5]; // deer, seal, fish, bird halves; Inuksuks
        for (NanukCard card : cards) {
            if (card.isInuksuk()) kinds[4]++;
            else kinds[card.animal().ordinal()] += card.weight();
        }
        assertThat(score.points() - score.bonus()).isEqualTo(exhaustive(kinds, new HashMap<>()));
        assertThat(3 * score.sets() + score.pairs() + score.bonus()).isEqualTo(score.points());
    }

    @Property(tries = 200)
    void bonusAndWinnersFollowTheirDefinition(@ForAll("tables") List<List<NanukCard>> table) {
        Map<String, List<NanukCard>> piles = new LinkedHashMap<>();
        for (int p = 0; p < table.size(); p++) piles.put("P" + p, table.get(p));
        Result result = NanukScoring.score(piles);
        int most = result.players().values().stream().mapToInt(PlayerScore::nanuk).max().orElse(0);
        long holders = result.players().values().stream().filter(s -> s.nanuk() == most).count();
        int top = result.players().values().stream().mapToInt(PlayerScore::points).max().orElse(0);
        for (var entry : result.players().entrySet()) {
            PlayerScore s = entry.getValue();
            int bears = piles.get(entry.getKey()).stream().filter(NanukCard::nanuk).mapToInt(NanukCard::weight).sum();
            assertThat(s.nanuk()).isEqualTo(bears);
            int expected = most == 0 || bears < most ? 0 : holders == 1 ? 2 : 1;
            assertThat(s.bonus()).isEqualTo(expected);
            assertThat(result.winners().contains(entry.getKey())).isEqualTo(s.points() == top);
        }
        assertThat(result.players().keySet()).containsExactlyElementsOf(piles.keySet());
    }

    @Provide
    Arbitrary<List<NanukCard>> piles() {
        return cards().list().ofMaxSize(10);
    }

    /** Any card, with Inuksuks as common as a whole animal (there are few in the deck, but they make the puzzle). */
    private static Arbitrary<NanukCard> cards() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(4, Arbitraries.of(NanukCard.all())),
                net.jqwik.api.Tuple.of(1, Arbitraries.just(NanukCard.INUKSUK)));
    }

    @Provide
    Arbitrary<List<List<NanukCard>>> tables() {
        return cards().list().ofMaxSize(6).list().ofMinSize(1).ofMaxSize(6);
    }

    /**
     * The most points from a multiset of halves (kinds 0-3 animals, 4 wild): the first remaining unit
     * is either left out, in a pair, or in a set; every choice for it is tried.
     */
    private static int exhaustive(int[] kinds, Map<String, Integer> memo) {
        int first = -1;
        for (int k = 0; k < 5 && first < 0; k++) if (kinds[k] > 0) first = k;
        if (first < 0) return 0;
        String key = Arrays.toString(kinds);
        Integer known = memo.get(key);
        if (known != null) return known;
        int best = 0;
        kinds[first]--;
        best = Math.max(best, exhaustive(kinds, memo)); // left out
        for (int partner : new int[] {first, 4}) { // pair with the same kind or with a wild
            if (kinds[partner] > 0) {
                kinds[partner]--;
                best = Math.max(best, 1 + exhaustive(kinds, memo));
                kinds[partner]++;
            }
        }
        // A set: the first unit takes its own animal (a wild takes deer); every other animal is real or wild.
        int own = first == 4 ? 0 : first;
        for (int mask = 0; mask < 8; mask++) {
            int[] used = new int[5];
            int bit = 0;
            for (int animal = 0; animal < 4; animal++) {
                if (animal == own) continue;
                if ((mask >> bit++ & 1) == 1) used[animal]++; else used[4]++;
            }
            boolean fits = true;
            for (int k = 0; k < 5; k++) fits &= kinds[k] >= used[k];
            if (!fits) continue;
            for (int k = 0; k < 5; k++) kinds[k] -= used[k];
            best = Math.max(best, 3 + exhaustive(kinds, memo));
            for (int k = 0; k < 5; k++) kinds[k] += used[k];
        }
        kinds[first]++;
        memo.put(key, best);
        return best;
    }
}
