package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import tablekeeper.rules.Line.HandEnd;

/** Every nana rule and ruling, one example each, with and without a known deal. */
@SuppressWarnings("unchecked")
class NanaTest {
    static final List<String> TWO = List.of("Ann", "Bob");

    // A 2-player deal (values 1 to 10) that makes every situation easy to reach:
    // Ann holds three 1s, 2s and 3s at her smallest end, Bob's biggest end and grid slot 0 are the 7s.
    static final Line.Deal DEAL = deal(
            List.of(4, 3, 3, 3, 2, 2, 2, 1, 1, 1), // unsorted on purpose: the engine sorts hands
            List.of(4, 4, 5, 5, 5, 6, 6, 6, 7, 7),
            List.of(7, 8, 8, 8, 9, 9, 9, 10, 10, 10));

    static Line.Deal deal(List<Integer> ann, List<Integer> bob, List<Integer> grid) {
        Map<String, List<Integer>> hands = new LinkedHashMap<>();
        hands.put("Ann", ann);
        hands.put("Bob", bob);
        return new Line.Deal(hands, grid);
    }

    static Line.Setup setup(List<String> players, String variant) {
        return new Line.Setup(GameKind.NANA, players, null, variant, null, null, null, null);
    }

    static Line small(String player, String from, int card) {
        return new Line.HandReveal(player, from, HandEnd.SMALLEST, card);
    }

    static Line big(String player, String from, int card) {
        return new Line.HandReveal(player, from, HandEnd.BIGGEST, card);
    }

    static Line grid(String player, int slot, int card) {
        return new Line.GridReveal(player, slot, card);
    }

    static NanaState play(NanaState s, Line... lines) {
        for (Line l : lines) s = Nana.apply(s, l);
        return s;
    }

    static NanaState dealt(String variant, Line... lines) {
        return play(Nana.apply(Nana.start(setup(TWO, variant)), DEAL), lines);
    }

    static NanaState undealt(String variant, Line... lines) {
        return play(Nana.start(setup(TWO, variant)), lines);
    }

    /** The same lines, with the deal known and without it: both must agree on everything public. */
    static NanaState both(String variant, Line... lines) {
        NanaState withDeal = dealt(variant, lines);
        NanaState without = undealt(variant, lines);
        Map<String, Object> a = new LinkedHashMap<>(withDeal.summary()), b = new LinkedHashMap<>(without.summary());
        a.remove("dealKnown");
        b.remove("dealKnown");
        assertThat(b).isEqualTo(a);
        return withDeal;
    }

    // Ann takes her 1s; Bob fails (grid 1 is an 8, grid 4 a 9); Ann takes her 2s.
    static final Line[] ONES_FAIL_TWOS = {
        small("Ann", "Ann", 1), small("Ann", "Ann", 1), small("Ann", "Ann", 1),
        grid("Bob", 1, 8), grid("Bob", 4, 9),
        small("Ann", "Ann", 2), small("Ann", "Ann", 2), small("Ann", "Ann", 2)};

    static Line[] concat(Line[] a, Line... b) {
        Line[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> hand(NanaState s, String p) {
        return (Map<String, Object>) ((Map<String, Object>) s.summary().get("hands")).get(p);
    }

    @Nested
    class Setup {
        @Test
        void deckAndDealSizesFollowThePlayerCount() {
            int[][] expected = {{2, 10, 10, 10}, {3, 8, 9, 11}, {4, 7, 8, 12}, {5, 6, 6, 12}};
            List<String> names = List.of("Ann", "Bob", "Cy", "Di", "Ed");
            for (int[] e : expected) {
                NanaState s = Nana.start(setup(names.subList(0, e[0]), null));
                assertThat(s.hands().values()).allSatisfy(h -> assertThat(h.size()).isEqualTo(e[1]));
                assertThat(s.grid()).hasSize(e[2]);
                assertThat(s.maxValue()).isEqualTo(e[3]);
                assertThat(Nana.deck(e[0])).hasSize(3 * e[3]).hasSize(e[0] * e[1] + e[2]);
            }
        }

        @Test
        void theFirstListedPlayerStartsAndClassicIsTheDefault() {
            NanaState s = Nana.start(setup(List.of("Cy", "Ann", "Bob"), null));
            assertThat(s.turn()).isEqualTo("Cy");
            assertThat(s.waitingFor()).containsExactly("Cy");
            assertThat(s.summary()).containsEntry("variant", "classic").containsEntry("over", false)
                    .containsEntry("winner", null).containsEntry("reason", null).containsEntry("turn", "Cy");
        }

        @Test
        void twoToFivePlayersWithDistinctNames() {
            assertThatThrownBy(() -> Nana.start(setup(List.of("Ann"), null)))
                    .isInstanceOf(Refusal.class).hasMessageContaining("2 to 5 players, not 1");
            assertThatThrownBy(() -> Nana.start(setup(List.of("A", "B", "C", "D", "E", "F"), null)))
                    .hasMessageContaining("2 to 5 players, not 6");
            assertThatThrownBy(() -> Nana.start(setup(List.of("Ann", "Bob", "Ann"), null)))
                    .hasMessageContaining("Ann is listed twice");
        }

        @Test
        void refusesWhatNanaDoesNotHave() {
            assertThatThrownBy(() -> Nana.start(new Line.Setup(GameKind.NANA, TWO, "Bob", null, null, null, null, null)))
                    .hasMessageContaining("nana has no dealer").hasMessageContaining("list Bob first");
            assertThatThrownBy(() -> Nana.start(new Line.Setup(GameKind.NANA, TWO, null, null, Map.of("jokers", true), null, null, null)))
                    .hasMessageContaining("unknown option [jokers]");
            assertThatThrownBy(() -> Nana.start(new Line.Setup(GameKind.NANA, TWO, null, null, null, Map.of("deer", 3), null, null)))
                    .hasMessageContaining("no \"deck\"");
            assertThatThrownBy(() -> Nana.start(setup(TWO, "easter")))
                    .hasMessageContaining("unknown variant 'easter'").hasMessageContaining("\"christmas\"");
        }

        @Test
        void matchAndSeasonAreKept() {
            NanaState s = Nana.start(new Line.Setup(GameKind.NANA, TWO, null, "christmas", null, null, "Advent", 3));
            assertThat(s.summary()).containsEntry("match", "Advent").containsEntry("season", 3).containsEntry("variant", "christmas");
        }
    }

    @Nested
    class Deal {
        NanaState fresh = Nana.start(setup(TWO, null));

        @Test
        void aDealIsSortedIntoHands() {
            NanaState s = Nana.apply(fresh, DEAL);
            assertThat(s.hands().get("Ann").cards()).extracting(NanaState.Card::dealt).containsExactly(1, 1, 1, 2, 2, 2, 3, 3, 3, 4);
            assertThat(s.grid()).extracting(NanaState.Slot::dealt).containsExactly(7, 8, 8, 8, 9, 9, 9, 10, 10, 10);
            assertThat(s.summary()).containsEntry("dealKnown", true);
        }

        @Test
        void handAndGridSizesAreChecked() {
            assertThatThrownBy(() -> Nana.apply(fresh, deal(List.of(1, 1, 1, 2, 2, 2, 3, 3, 3), List.of(4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7),
                    List.of(7, 8, 8, 8, 9, 9, 9, 10, 10, 10))))
                    .hasMessageContaining("Ann's hand in the deal has 9 cards: expected 10 each for 2 players");
            assertThatThrownBy(() -> Nana.apply(fresh, deal(List.of(1, 1, 1, 2, 2, 2, 3, 3, 3, 4), List.of(4, 4, 5, 5, 5, 6, 6, 6, 7, 7),
                    List.of(7, 8, 8, 8, 9, 9, 9, 10, 10))))
                    .hasMessageContaining("grid has 9 cards: expected 10");
        }

        @Test
        void everyPlayerHasExactlyOneHand() {
            assertThatThrownBy(() -> Nana.apply(fresh, new Line.Deal(Map.of("Ann", DEAL.hands().get("Ann")), DEAL.grid())))
                    .hasMessageContaining("no hand for Bob");
            Map<String, List<Integer>> three = new LinkedHashMap<>(DEAL.hands());
            three.put("Dan", List.of());
            assertThatThrownBy(() -> Nana.apply(fresh, new Line.Deal(three, DEAL.grid())))
                    .hasMessageContaining("a hand for Dan, who is not at this table");
        }

        @Test
        void exactlyTheDeckForThePlayerCount() {
            assertThatThrownBy(() -> Nana.apply(fresh, deal(List.of(1, 1, 1, 2, 2, 2, 3, 3, 3, 11), DEAL.hands().get("Bob"), DEAL.grid())))
                    .hasMessageContaining("holds an 11").hasMessageContaining("values 1 to 10 (the 11s and 12s are removed)");
            assertThatThrownBy(() -> Nana.apply(fresh, deal(List.of(1, 1, 1, 1, 2, 2, 3, 3, 3, 4), DEAL.hands().get("Bob"), DEAL.grid())))
                    .hasMessageContaining("holds 4 1s: expected exactly three of each value 1 to 10");
        }

        @Test
        void onlyOnceAndOnlyBeforeTheFirstReveal() {
            assertThatThrownBy(() -> Nana.apply(Nana.apply(fresh, DEAL), DEAL)).hasMessageContaining("at most one deal line");
            NanaState started = Nana.apply(fresh, small("Ann", "Ann", 1));
            assertThatThrownBy(() -> Nana.apply(started, DEAL)).hasMessageContaining("before the first reveal");
            assertThat(fresh.legalActions()).extracting(Action::type).contains("deal");
            Action deal = fresh.legalActions().stream().filter(a -> a.type().equals("deal")).findFirst().orElseThrow();
            assertThat(new ArrayList<>(deal.limits().entrySet())).containsExactly(Map.entry("handSize", 10), Map.entry("gridSize", 10),
                    Map.entry("maxValue", 10));
            assertThat(started.legalActions()).extracting(Action::type).doesNotContain("deal");
        }

        @Test
        void everyRevealIsCheckedAgainstTheDeal() {
            NanaState s = Nana.apply(fresh, DEAL);
            assertThatThrownBy(() -> Nana.apply(s, small("Ann", "Bob", 5)))
                    .hasMessageContaining("Bob's smallest hidden card is a 4 by the deal, not a 5");
            assertThatThrownBy(() -> Nana.apply(s, big("Ann", "Ann", 3)))
                    .hasMessageContaining("Ann's biggest hidden card is a 4 by the deal, not a 3");
            assertThatThrownBy(() -> Nana.apply(s, grid("Ann", 0, 8)))
                    .hasMessageContaining("grid slot 0 holds a 7 by the deal, not an 8");
        }
    }

    @Nested
    class Turns {
        @Test
        void onlyThePlayerWhoseTurnItIsReveals() {
            NanaState s = both(null);
            assertThatThrownBy(() -> Nana.apply(s, small("Bob", "Ann", 1)))
                    .isInstanceOf(Refusal.class).hasMessage("it is Ann's turn, not Bob's: expected a reveal by Ann");
            assertThatThrownBy(() -> Nana.apply(s, small("Dan", "Ann", 1))).hasMessageContaining("Dan is not at this table");
            assertThatThrownBy(() -> Nana.apply(s, small("Ann", "Dan", 1))).hasMessageContaining("there is no player Dan");
        }

        @Test
        void matchingCardsKeepTheTurnGoing() {
            NanaState s = both(null, small("Ann", "Ann", 1), small("Ann", "Ann", 1));
            assertThat(s.turn()).isEqualTo("Ann");
            assertThat(s.summary().get("revealed")).isEqualTo(List.of(
                    Map.of("card", 1, "from", "Ann", "end", "smallest"), Map.of("card", 1, "from", "Ann", "end", "smallest")));
            assertThat(hand(s, "Ann")).isEqualTo(Map.of("size", 10, "hidden", 8));
        }

        @Test
        void aDifferentCardFailsTheTurnAndEverythingGoesBack() {
            NanaState s = both(null, grid("Ann", 1, 8), big("Ann", "Bob", 7));
            assertThat(s.turn()).isEqualTo("Bob");
            assertThat(s.grid().get(1).status()).isEqualTo(NanaState.SlotStatus.HIDDEN);
            assertThat((List<Object>) s.summary().get("grid")).containsOnly("hidden");
            assertThat(hand(s, "Bob")).isEqualTo(Map.of("size", 10, "hidden", 10));
            assertThat(s.summary().get("revealed")).isEqualTo(List.of());
            assertThat(s.summary().get("lastTurn")).isEqualTo(Map.of("player", "Ann", "result", "fail", "cards", List.of(8, 7),
                    "handsPassed", false));
        }

        @Test
        void threeOfAKindIsASetThatLeavesHandsAndGrid() {
            NanaState s = both(null, grid("Ann", 0, 7), big("Ann", "Bob", 7), big("Ann", "Bob", 7));
            assertThat(s.sets().get("Ann")).containsExactly(7);
            assertThat(s.grid().get(0).status()).isEqualTo(NanaState.SlotStatus.TAKEN);
            assertThat((List<Object>) s.summary().get("grid")).first().isEqualTo("taken");
            assertThat(hand(s, "Bob")).isEqualTo(Map.of("size", 8, "hidden", 8));
        }

        @Test
        void aPlayerWithAnEmptyHandStillTakesTurns() {
            List<String> five = List.of("Ann", "Bob", "Cy", "Di", "Ed");
            Map<String, List<Integer>> hands = new LinkedHashMap<>();
            hands.put("Ann", List.of(1, 1, 1, 2, 2, 2));
            hands.put("Bob", List.of(3, 3, 3, 4, 4, 4));
            hands.put("Cy", List.of(5, 5, 5, 6, 6, 6));
            hands.put("Di", List.of(7, 7, 7, 8, 8, 8));
            hands.put("Ed", List.of(9, 9, 9, 10, 10, 10));
            NanaState s = play(Nana.start(setup(five, null)), new Line.Deal(hands, List.of(11, 11, 11, 12, 12, 12)),
                    small("Ann", "Ann", 1), small("Ann", "Ann", 1), small("Ann", "Ann", 1),
                    small("Bob", "Ann", 2), small("Bob", "Ann", 2), small("Bob", "Ann", 2),
                    grid("Cy", 0, 11), grid("Cy", 3, 12), grid("Di", 0, 11), grid("Di", 3, 12), grid("Ed", 0, 11), grid("Ed", 3, 12));
            assertThat(s.hands().get("Ann").size()).isZero();
            assertThat(s.turn()).isEqualTo("Ann");
            assertThatThrownBy(() -> Nana.apply(s, small("Ann", "Ann", 3)))
                    .hasMessageContaining("Ann has no hidden cards left to reveal (their hand is empty)")
                    .hasMessageContaining("expected the smallest or biggest card of Bob, Cy, Di, Ed's hand, or a face-down grid slot [0, 1, 2, 3, 4, 5]");
            assertThat(Nana.apply(s, grid("Ann", 0, 11)).turn()).isEqualTo("Ann");
        }

        @Test
        void aHandWhoseCardsAreAllFaceUpCannotBeAskedAgain() {
            // Bob's two 5s at his smallest end go back after a failed turn; later Ann shows both and asks for more
            Line.Deal d = deal(List.of(1, 1, 1, 2, 2, 2, 3, 3, 3, 4), List.of(4, 4, 5, 5, 5, 6, 6, 6, 7, 7),
                    List.of(7, 8, 8, 8, 9, 9, 9, 10, 10, 10));
            NanaState s = play(Nana.apply(Nana.start(setup(TWO, null)), d),
                    small("Ann", "Bob", 4), small("Ann", "Bob", 4), big("Ann", "Ann", 4));
            // Ann took the 4s: Bob holds 5,5,5,6,6,6,7,7 and Ann 1,1,1,2,2,2,3,3,3
            assertThat(s.hands().get("Bob").size()).isEqualTo(8);
            assertThat(s.sets().get("Ann")).containsExactly(4);
        }

        @Test
        void theTableMayEndTheGame() {
            NanaState s = both(null, small("Ann", "Ann", 1), new Line.End());
            assertThat(s.over()).isTrue();
            assertThat(s.summary()).containsEntry("over", true).containsEntry("winner", null).containsEntry("reason", null)
                    .containsEntry("ended", true).containsEntry("turn", null);
            assertThat(s.legalActions()).isEmpty();
            assertThatThrownBy(() -> Nana.apply(s, small("Bob", "Ann", 1))).hasMessageContaining("the game is over (the table ended it)");
        }

        @Test
        void nanukLinesAreRefused() {
            assertThatThrownBy(() -> Nana.apply(both(null), new Line.Doom("Ann")))
                    .hasMessageContaining("a doom line belongs to Nanuk");
        }
    }

    @Nested
    class Wins {
        @Test
        void threeSets() {
            NanaState s = both(null, concat(ONES_FAIL_TWOS, grid("Bob", 1, 8), grid("Bob", 4, 9),
                    small("Ann", "Ann", 3), small("Ann", "Ann", 3), small("Ann", "Ann", 3)));
            assertThat(s.sets().get("Ann")).containsExactly(1, 2, 3);
            assertThat(s.summary()).containsEntry("winner", "Ann").containsEntry("reason", "three-sets").containsEntry("over", true)
                    .containsEntry("turn", null);
            assertThat(s.waitingFor()).isEmpty();
        }

        @Test
        void twoSetsThatAddUpToSeven() {
            Line.Deal d = deal(List.of(1, 1, 1, 2, 2, 2, 3, 3, 3, 4), List.of(4, 4, 5, 5, 5, 6, 6, 6, 7, 7),
                    List.of(7, 8, 8, 8, 9, 9, 9, 10, 10, 10));
            NanaState s = play(Nana.apply(Nana.start(setup(TWO, null)), d), big("Ann", "Ann", 4), small("Ann", "Bob", 4),
                    small("Ann", "Bob", 4), grid("Bob", 1, 8), grid("Bob", 4, 9),
                    big("Ann", "Ann", 3), big("Ann", "Ann", 3), big("Ann", "Ann", 3));
            // 4 and 3
            assertThat(s.winner()).isEqualTo("Ann");
            assertThat(s.reason()).isEqualTo("sum-or-difference-7");
        }

        @Test
        void twoSetsThatDifferBySeven() {
            NanaState s = both(null, small("Ann", "Ann", 1), small("Ann", "Ann", 1), small("Ann", "Ann", 1),
                    grid("Bob", 1, 8), grid("Bob", 4, 9),
                    grid("Ann", 1, 8), grid("Ann", 2, 8), grid("Ann", 3, 8));
            assertThat(s.sets().get("Ann")).containsExactly(1, 8);
            assertThat(s.reason()).isEqualTo("sum-or-difference-7");
        }

        @Test
        void theSetOfSevens() {
            NanaState s = both(null, grid("Ann", 0, 7), big("Ann", "Bob", 7), big("Ann", "Bob", 7));
            assertThat(s.summary()).containsEntry("winner", "Ann").containsEntry("reason", "sevens");
        }

        @Test
        void whenOneSetMeetsSeveralTheFirstOfSevensSumOrDifferenceThreeSetsIsTheReason() {
            assertThat(Nana.winReason(List.of(1, 2, 7))).isEqualTo("sevens"); // three sets and the 7s
            assertThat(Nana.winReason(List.of(1, 3, 8))).isEqualTo("sum-or-difference-7"); // three sets and 8 - 1
            assertThat(Nana.winReason(List.of(1, 2, 3))).isEqualTo("three-sets");
            assertThat(Nana.winReason(List.of(3, 10))).isEqualTo("sum-or-difference-7");
            assertThat(Nana.winReason(List.of(2, 5))).isEqualTo("sum-or-difference-7");
            assertThat(Nana.winReason(List.of(1, 2))).isNull();
            // in a game: Ann holds 1s and 2s, then takes the 8s: three sets and 8 - 1 = 7
            NanaState s = both(null, concat(ONES_FAIL_TWOS, grid("Bob", 4, 9), grid("Bob", 5, 9), grid("Bob", 6, 9),
                    grid("Ann", 1, 8), grid("Ann", 2, 8), grid("Ann", 3, 8)));
            assertThat(s.sets()).containsEntry("Bob", List.of(9)).containsEntry("Ann", List.of(1, 2, 8));
            assertThat(s.summary()).containsEntry("winner", "Ann").containsEntry("reason", "sum-or-difference-7");
            // and Bob holding the 7s after two sets: sevens
            NanaState t = both(null, concat(ONES_FAIL_TWOS, big("Bob", "Bob", 7), big("Bob", "Bob", 7), grid("Bob", 0, 7)));
            assertThat(t.summary()).containsEntry("winner", "Bob").containsEntry("reason", "sevens");
        }

        @Test
        void theScoreboardShowsHowCloseEachPlayerIs() {
            NanaState s = both(null, small("Ann", "Ann", 1), small("Ann", "Ann", 1), small("Ann", "Ann", 1));
            @SuppressWarnings("unchecked")
            Map<String, Map<String, Object>> toWin = (Map<String, Map<String, Object>>) s.summary().get("toWin");
            assertThat(toWin.get("Ann")).containsEntry("setsNeeded", 1).containsEntry("winningValues", List.of(6, 7, 8));
            assertThat(toWin.get("Bob")).containsEntry("setsNeeded", 1).containsEntry("winningValues", List.of(7));
        }
    }

    @Nested
    class Christmas {
        @Test
        void anEvenSetThatDoesNotWinPassesEveryHandToTheNextPlayer() {
            NanaState s = both("christmas", ONES_FAIL_TWOS);
            // Ann took 1s (odd: no pass) and 2s (even, no win: pass). Ann had 4 cards left, Bob 10.
            assertThat(hand(s, "Ann")).isEqualTo(Map.of("size", 10, "hidden", 10));
            assertThat(hand(s, "Bob")).isEqualTo(Map.of("size", 4, "hidden", 4));
            assertThat(s.summary().get("lastTurn")).isEqualTo(Map.of("player", "Ann", "result", "set", "cards", List.of(2, 2, 2),
                    "handsPassed", true));
            // Bob now holds Ann's old 3, 3, 3, 4: the deal follows the cards
            NanaState after = play(s, small("Bob", "Bob", 3), small("Bob", "Bob", 3), small("Bob", "Bob", 3));
            assertThat(after.sets().get("Bob")).containsExactly(3);
            assertThatThrownBy(() -> Nana.apply(s, small("Bob", "Ann", 1))).hasMessageContaining("Ann's smallest hidden card is a 4 by the deal");
        }

        @Test
        void classicNeverPasses() {
            NanaState s = both("classic", ONES_FAIL_TWOS);
            assertThat(hand(s, "Ann")).isEqualTo(Map.of("size", 4, "hidden", 4));
            assertThat(hand(s, "Bob")).isEqualTo(Map.of("size", 10, "hidden", 10));
        }

        @Test
        void oddSetsAndTwelvesDoNotPass() {
            NanaState s = both("christmas", small("Ann", "Ann", 1), small("Ann", "Ann", 1), small("Ann", "Ann", 1));
            assertThat(hand(s, "Ann")).containsEntry("size", 7);
            List<String> four = List.of("Ann", "Bob", "Cy", "Di");
            Map<String, List<Integer>> hands = new LinkedHashMap<>();
            hands.put("Ann", List.of(1, 1, 1, 2, 2, 2, 12));
            hands.put("Bob", List.of(3, 3, 3, 4, 4, 4, 12));
            hands.put("Cy", List.of(5, 5, 5, 6, 6, 6, 12));
            hands.put("Di", List.of(7, 7, 7, 8, 8, 8, 9));
            NanaState t = play(Nana.start(setup(four, "christmas")), new Line.Deal(hands, List.of(9, 9, 10, 10, 10, 11, 11, 11)),
                    big("Ann", "Ann", 12), big("Ann", "Bob", 12), big("Ann", "Cy", 12));
            assertThat(t.sets().get("Ann")).containsExactly(12);
            assertThat(t.hands().get("Ann").size()).isEqualTo(6);
            assertThat(t.hands().get("Di").size()).isEqualTo(7);
            assertThat(((Map<?, ?>) t.summary().get("lastTurn")).get("handsPassed")).isEqualTo(false);
        }

        @Test
        void aWinningEvenSetDoesNotPass() {
            Line.Deal d = deal(List.of(1, 1, 1, 2, 2, 2, 3, 3, 3, 4), List.of(4, 4, 5, 5, 5, 7, 7, 7, 8, 8),
                    List.of(6, 6, 6, 8, 9, 9, 9, 10, 10, 10));
            NanaState s = play(Nana.apply(Nana.start(setup(TWO, "christmas")), d),
                    small("Ann", "Ann", 1), small("Ann", "Ann", 1), small("Ann", "Ann", 1),
                    grid("Bob", 3, 8), grid("Bob", 4, 9),
                    grid("Ann", 0, 6), grid("Ann", 1, 6), grid("Ann", 2, 6));
            assertThat(s.summary()).containsEntry("winner", "Ann").containsEntry("reason", "sum-or-difference-7");
            assertThat(s.hands().get("Ann").size()).isEqualTo(7);
            assertThat(s.hands().get("Bob").size()).isEqualTo(10);
            assertThat(((Map<?, ?>) s.summary().get("lastTurn")).get("handsPassed")).isEqualTo(false);
        }

        @Test
        void withoutADealWhatIsKnownOfAHandTravelsWithIt() {
            // Ann fails on her own biggest card (a 4), which goes back: known. Then after the pass Bob holds that hand.
            NanaState s = undealt("christmas", grid("Ann", 1, 8), big("Ann", "Ann", 4),
                    small("Bob", "Ann", 1), grid("Bob", 4, 9),
                    small("Ann", "Ann", 1), small("Ann", "Ann", 1), small("Ann", "Ann", 1),
                    grid("Bob", 4, 9), grid("Bob", 1, 8),
                    small("Ann", "Ann", 2), small("Ann", "Ann", 2), small("Ann", "Ann", 2));
            assertThat(s.turn()).isEqualTo("Bob");
            assertThat(hand(s, "Bob")).containsEntry("size", 4);
            assertThatThrownBy(() -> Nana.apply(s, big("Bob", "Bob", 5)))
                    .hasMessageContaining("Bob's biggest hidden card is known to be a 4");
            assertThat(Nana.apply(s, big("Bob", "Bob", 4)).shown()).hasSize(1);
        }
    }

    @Nested
    class WithoutADeal {
        @Test
        void valuesOutsideTheDeckAreRefused() {
            assertThatThrownBy(() -> Nana.apply(undealt(null), small("Ann", "Ann", 11)))
                    .hasMessageContaining("there is no 11 in this game: the 2-player deck has values 1 to 10");
            NanaState three = Nana.start(setup(List.of("Ann", "Bob", "Cy"), null));
            assertThatThrownBy(() -> Nana.apply(three, grid("Ann", 0, 12))).hasMessageContaining("the 12s are removed");
            assertThatThrownBy(() -> Nana.apply(three, grid("Ann", 0, 0))).hasMessageContaining("there is no 0");
            assertThat(Nana.apply(three, grid("Ann", 0, 11)).shown()).hasSize(1);
        }

        @Test
        void gridSlotsOutOfRangeFaceUpOrTaken() {
            assertThatThrownBy(() -> Nana.apply(undealt(null), grid("Ann", 10, 3)))
                    .hasMessageContaining("there is no grid slot 10: the grid has slots 0 to 9");
            NanaState up = undealt(null, grid("Ann", 3, 5));
            assertThatThrownBy(() -> Nana.apply(up, grid("Ann", 3, 5))).hasMessageContaining("grid slot 3 is already face up this turn (a 5)");
            NanaState taken = undealt(null, grid("Ann", 3, 5), grid("Ann", 4, 5), grid("Ann", 5, 5));
            assertThatThrownBy(() -> Nana.apply(taken, grid("Bob", 4, 5)))
                    .hasMessageContaining("grid slot 4 is empty: its card went into a set of 5s");
        }

        @Test
        void noFourthCopy() {
            NanaState s = undealt(null, grid("Ann", 0, 5), grid("Ann", 1, 5), grid("Ann", 2, 6), // fail: 5, 5 go back known
                    grid("Bob", 3, 5), grid("Bob", 4, 6));
            assertThatThrownBy(() -> Nana.apply(s, grid("Ann", 5, 5)))
                    .hasMessageContaining("there is no fourth 5: all three are accounted for (known in grid slot 0, known in grid slot 1,"
                            + " known in grid slot 3)");
            NanaState set = undealt(null, grid("Ann", 0, 5), grid("Ann", 1, 5), grid("Ann", 2, 5));
            assertThatThrownBy(() -> Nana.apply(set, small("Bob", "Bob", 5)))
                    .hasMessageContaining("all three are accounted for (Ann's set of 5s)");
        }

        @Test
        void cardsThatWentBackAreKnownToBeThere() {
            NanaState s = undealt(null, small("Ann", "Bob", 4), grid("Ann", 0, 7));
            assertThatThrownBy(() -> Nana.apply(s, small("Bob", "Bob", 3)))
                    .hasMessage("Bob's smallest hidden card is known to be a 4 (it was seen there before and went back face down), not a 3");
            assertThatThrownBy(() -> Nana.apply(s, grid("Bob", 0, 8))).hasMessageContaining("grid slot 0 is known to be a 7");
            assertThat(Nana.apply(s, small("Bob", "Bob", 4)).turn()).isEqualTo("Bob");
        }

        @Test
        void handsAreSorted() {
            // Bob's smallest is a 4 (went back); his next smallest cannot be below 4
            NanaState s = undealt(null, small("Ann", "Bob", 4), grid("Ann", 0, 7), small("Bob", "Bob", 4));
            assertThatThrownBy(() -> Nana.apply(s, small("Bob", "Bob", 3)))
                    .hasMessageContaining("Bob's smallest hidden card cannot be a 3: Bob's hand is sorted, and what the table has seen "
                            + "of it leaves 4 to 10 there");
            // a set taken from a hand's biggest end bounds what is left
            NanaState t = undealt(null, big("Ann", "Bob", 6), big("Ann", "Bob", 6), big("Ann", "Bob", 6));
            assertThatThrownBy(() -> Nana.apply(t, big("Bob", "Bob", 9))).hasMessageContaining("leaves 1 to 6 there");
        }

        @Test
        void whatCannotFitAnyMoreIsRefused() {
            // 2 players: Bob's 10 cards are sorted, so his smallest card has 9 cards at least as big above it;
            // with an 8 there would be only eight (two more 8s, three 9s, three 10s)
            assertThatThrownBy(() -> Nana.apply(undealt(null), small("Ann", "Bob", 8)))
                    .hasMessage("an 8 as Bob's smallest hidden card does not fit what the table has seen: the unseen cards could then not"
                            + " all be placed in the sorted hands and the grid; check the card");
            assertThat(Nana.apply(undealt(null), small("Ann", "Bob", 7)).shown()).hasSize(1);
        }

        @Test
        void legalActionsOfferOnlyWhatFits() {
            NanaState s = undealt(null, small("Ann", "Bob", 4), grid("Ann", 0, 7));
            List<Action> actions = s.legalActions();
            assertThat(actions).extracting(Action::type).containsOnly("reveal", "end");
            assertThat(actions).filteredOn(a -> a.type().equals("reveal")).allSatisfy(a -> assertThat(a.player()).isEqualTo("Bob"))
                    .hasSize(4 + 10);
            Action bobSmall = actions.stream().filter(a -> "Bob".equals(a.limits().get("from")) && "smallest".equals(a.limits().get("end")))
                    .findFirst().orElseThrow();
            assertThat(bobSmall.limits().get("cards")).isEqualTo(List.of(4));
            Action slot0 = actions.stream().filter(a -> Integer.valueOf(0).equals(a.limits().get("grid"))).findFirst().orElseThrow();
            assertThat(slot0.limits().get("cards")).isEqualTo(List.of(7));
            Action annBig = actions.stream().filter(a -> "Ann".equals(a.limits().get("from")) && "biggest".equals(a.limits().get("end")))
                    .findFirst().orElseThrow();
            assertThat((List<Object>) annBig.limits().get("cards")).contains(10).doesNotContain(1, 2, 3); // 10 cards cannot all be below 4
        }
    }

    @Nested
    class UndoAndCorrection {
        @Test
        void undoWithdrawsTheLastRevealAndACorrectionThatBreaksALaterLineIsRefusedAtThatLine() {
            GameRecord record = GameRecord.replay(List.of(setup(TWO, null), small("Ann", "Ann", 1), small("Ann", "Ann", 1)));
            assertThat(record.undo().state()).isEqualTo(Nana.apply(Nana.start(setup(TWO, null)), small("Ann", "Ann", 1)));
            // Ann's first card was a 2 after all: then her next smallest card cannot be a 1 (hands are sorted)
            assertThatThrownBy(() -> record.correct(1, small("Ann", "Ann", 2)))
                    .isInstanceOf(RefusedLine.class)
                    .satisfies(e -> assertThat(((RefusedLine) e).index()).isEqualTo(2))
                    .hasMessageContaining("Ann's smallest hidden card cannot be a 1");
            // it was Bob's card: Ann's turn failed at the second card instead, and the record now says so
            GameRecord fixed = record.correct(2, small("Ann", "Bob", 4));
            assertThat(fixed.state().summary()).containsEntry("turn", "Bob");
        }
    }

    @Test
    void summaryIsJsonReadyAndInAStableOrder() {
        NanaState s = both("christmas", ONES_FAIL_TWOS);
        assertThat(s.summary().keySet()).startsWith("game", "variant", "players", "match", "season", "over", "winner", "reason");
        assertThat(s.summary().keySet()).contains("turn", "sets", "revealed", "grid", "hands", "toWin", "lastTurn");
        assertJsonReady(s.summary());
        assertThat(new ArrayList<>(s.summary().keySet())).isEqualTo(new ArrayList<>(Nana.start(setup(TWO, null)).summary().keySet()));
    }

    static void assertJsonReady(Object o) {
        if (o == null || o instanceof String || o instanceof Number || o instanceof Boolean) return;
        if (o instanceof List<?> l) {
            l.forEach(NanaTest::assertJsonReady);
        } else if (o instanceof Map<?, ?> m) {
            m.forEach((k, v) -> {
                assertThat(k).isInstanceOf(String.class);
                assertJsonReady(v);
            });
        } else {
            throw new AssertionError("not JSON-ready: " + o.getClass());
        }
    }
}
