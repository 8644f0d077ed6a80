package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static tablekeeper.rules.NanukLines.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tablekeeper.rules.NanukState.Phase;

class NanukGameEndTest {
    static final Line.Reveal SIX = reveal("seal", "seal-double", "inuksuk", "fish", "deer-nanuk", "bird");
    /** Round 1 won by Bob, Di and Ann (4 cards each, 1 discarded); Bob opens round 2. */
    static final List<Line> ROUND_ONE = concat(roundOneToReveal(), List.of(SIX), draws("fish-nanuk", "seal", "bird", "deer", "fish"));
    /** Round 2 up to its reveal: Bob 1 deer/3, Cy dooms; Di and Ann hunt, Ed dooms; each Hunter gives 1. */
    static final List<Line> ROUND_TWO_TO_REVEAL = List.of(cw(), bid("Bob", 1, "deer", 3), doom("Cy"), hunt("Di"), dooms("Ed"),
            hunt("Ann"), give("Di", 1), give("Ann", 1), give("Bob", 1));

    @SafeVarargs
    static List<Line> concat(List<? extends Line>... parts) {
        List<Line> all = new ArrayList<>();
        for (List<? extends Line> p : parts) all.addAll(p);
        return List.copyOf(all);
    }

    // ---- winter ----

    @Test
    void winterDuringTheDrawsMakesThisHuntTheLast() {
        NanukState s = play(roundOneToReveal(), SIX, draw("seal"), new Line.Winter());
        assertThat(s.phase()).isEqualTo(Phase.DRAW);
        assertThat(s.lastHunt()).isTrue();
        assertThat(s.hands().values()).containsOnly(0); // hands went into the new deck
        assertThat(s.rulings()).containsExactly("Winter came in round 1 before day 2 of 5: hands and discards were shuffled"
                + " into a new deck; this hunt is the last");
        s = play(roundOneToReveal(), SIX, draw("seal"), new Line.Winter(), draws("fish", "bird", "deer", "deer"));
        assertThat(s.hunts()).hasSize(1);
        assertThat(s.hunts().get(0).success()).isTrue();
        assertThat(s.phase()).isEqualTo(Phase.SCORE);
        assertThat(s.summary()).containsEntry("over", false).containsEntry("phase", "score");
        assertThat(s.legalActions()).extracting(Action::type).containsExactly("score");
    }

    @Test
    void afterWinterCardsSeenEarlierMayComeBackFromTheNewDeck() {
        List<Line> roundOne = concat(roundOneToReveal(), List.of(reveal("seal", "seal-double", "inuksuk", "inuksuk", "inuksuk", "bird")),
                draws("fish-nanuk", "fish-nanuk", "fish-nanuk", "seal", "fish"));
        assertThat(play(roundOne).hunts().get(0).success()).isTrue();
        List<Line> roundTwo = concat(ROUND_TWO_TO_REVEAL, List.of(reveal("deer-double", "inuksuk", "bird")));
        assertThat(refusal(roundOne, roundTwo, draw("fish-nanuk"))).contains("4 × fish-nanuk");
        NanukState s = play(roundOne, roundTwo, new Line.Winter(), draw("fish-nanuk"));
        assertThat(s.draws().get(0).cancelled()).isTrue();
        assertThat(s.unseen().get(NanukCard.parse("fish-nanuk"))).isZero(); // seen cards count as won: never below 0
        assertThat(s.odds()).hasSize(2);
        // this hunt's own cards are still out of the new deck
        assertThat(refusal(roundOne, roundTwo, new Line.Winter(), draws("deer-double", "deer-double", "deer-double")))
                .startsWith("the draw for day 3 makes 4 × deer-double");
    }

    @Test
    void aSecondWinterMeansTheNewDeckRanOutAndTheHuntIsJudgedOnTheDaysDrawn() {
        NanukState s = play(ROUND_ONE, ROUND_TWO_TO_REVEAL, reveal("deer", "inuksuk", "bird"), new Line.Winter(), draw("fish"),
                new Line.Winter());
        assertThat(s.hunts()).hasSize(2);
        assertThat(s.hunts().get(1).success()).isTrue();
        assertThat(s.hunts().get(1).reason()).isEqualTo("target");
        assertThat(s.hunts().get(1).pot()).isEqualTo(3 + 1 + 2);
        assertThat(s.phase()).isEqualTo(Phase.SCORE);
        assertThat(s.rulings()).anySatisfy(r -> assertThat(r).isEqualTo("The new deck ran out in round 2 before day 2 of 3:"
                + " the hunt was judged on the 1 days drawn"));
    }

    @Test
    void winterWhileHandsAreRefilledEndsTheGameAtOnce() {
        NanukState s = play(ROUND_ONE, new Line.Winter());
        assertThat(s.phase()).isEqualTo(Phase.SCORE);
        assertThat(s.rulings()).containsExactly("Winter came while hands were refilled after round 1: the game ended at once");
        assertThat(play(ROUND_ONE).legalActions()).extracting(Action::type).containsExactly("wind", "winter", "end");
    }

    @Test
    void winterIsRefusedAnywhereElse() {
        assertThat(refusal(new Line.Winter())).isEqualTo("winter comes only during a hunt's draws or while hands are refilled"
                + " between hunts: the deck is fresh before round 1; expected a wind line to open round 1");
        assertThat(refusal(cw(), new Line.Winter())).contains("expected Ann to open the boasting");
        assertThat(refusal(roundOneToReveal(), new Line.Winter())).contains("expected the Hunt Leader Bob to reveal the 6 contributed cards");
        assertThat(refusal(ROUND_ONE, new Line.End(), new Line.Winter())).contains("expected the score line");
    }

    // ---- end ----

    @Test
    void theTableMayEndTheGameBetweenRounds() {
        NanukState s = play(ROUND_ONE, new Line.End());
        assertThat(s.phase()).isEqualTo(Phase.SCORE);
        assertThat(s.rulings()).containsExactly("The table ended the game after round 1");
        assertThat(play(new Line.End()).rulings()).containsExactly("The table ended the game before round 1");
        assertThat(refusal(ROUND_ONE, new Line.End(), new Line.End()))
                .isEqualTo("the game has already ended: the game has ended; expected the score line with every player's won pile");
    }

    @Test
    void endingDuringAHuntAbandonsIt() {
        NanukState s = play(ROUND_ONE, ROUND_TWO_TO_REVEAL, reveal("deer", "inuksuk", "bird"), draw("fish"), new Line.End());
        assertThat(s.phase()).isEqualTo(Phase.SCORE);
        assertThat(s.hunts()).hasSize(1);
        assertThat(s.cardsWon()).containsEntry("Bob", 4).containsEntry("Cy", 0);
        assertThat(s.rulings()).containsExactly("The table ended the game in round 2 during the draw phase: that hunt was abandoned"
                + " and its cards go to no one");
        assertThat(play(cw(), bid("Ann", 1, "seal", 1), new Line.End()).rulings().get(0)).contains("during the boast phase");
    }

    // ---- score ----

    static final Map<String, List<NanukCard>> PILES = piles(
            "Ann", new String[] {"seal", "fish", "deer", "bird"},
            "Bob", new String[] {"seal-double", "inuksuk", "fish-nanuk", "bird"},
            "Cy", new String[] {},
            "Di", new String[] {"deer", "deer", "seal", "seal"},
            "Ed", new String[] {});

    @Test
    void theScoreLineClosesTheGameWithScoresAndWinners() {
        NanukState s = play(ROUND_ONE, new Line.End(), new Line.Score(PILES));
        assertThat(s.over()).isTrue();
        assertThat(s.phase()).isEqualTo(Phase.OVER);
        Map<String, Object> summary = s.summary();
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> scores = (Map<String, Map<String, Object>>) summary.get("scores");
        assertThat(scores.keySet()).containsExactly("Ann", "Bob", "Cy", "Di", "Ed");
        assertThat(scores.get("Ann")).containsEntry("points", 3).containsEntry("sets", 1);
        assertThat(scores.get("Bob")).containsEntry("points", 5).containsEntry("nanuk", 1).containsEntry("bonus", 2);
        assertThat(scores.get("Di")).containsEntry("points", 2).containsEntry("pairs", 2);
        assertThat(summary.get("winners")).isEqualTo(List.of("Bob"));
        assertThat(s.legalActions()).isEmpty();
        assertThat(refusal(ROUND_ONE, new Line.End(), new Line.Score(PILES), new Line.End())).startsWith("the game is over and scored");
    }

    @Test
    void eachPileMustHoldExactlyTheCardsThatPlayerWon() {
        Map<String, List<NanukCard>> short1 = new java.util.LinkedHashMap<>(PILES);
        short1.put("Bob", cards("seal-double", "inuksuk", "fish-nanuk"));
        assertThat(refusal(ROUND_ONE, new Line.End(), new Line.Score(short1)))
                .isEqualTo("Bob's pile has 3 cards, but Bob won 4: expected 4 cards (a double is one card)");
        Map<String, List<NanukCard>> extra = new java.util.LinkedHashMap<>(PILES);
        extra.put("Cy", cards("deer"));
        assertThat(refusal(ROUND_ONE, new Line.End(), new Line.Score(extra))).startsWith("Cy's pile has 1 card, but Cy won 0");
        Map<String, List<NanukCard>> missing = new java.util.LinkedHashMap<>(PILES);
        missing.remove("Ed");
        assertThat(refusal(ROUND_ONE, new Line.End(), new Line.Score(missing))).isEqualTo("the piles leave out Ed: expected every player's pile (an empty pile is [])");
        Map<String, List<NanukCard>> stranger = new java.util.LinkedHashMap<>(PILES);
        stranger.put("Zed", List.of());
        assertThat(refusal(ROUND_ONE, new Line.End(), new Line.Score(stranger))).startsWith("the piles name 'Zed', who is not playing");
    }

    @Test
    void thePilesCannotHoldMoreOfACardThanTheDeck() {
        Map<String, List<NanukCard>> five = new java.util.LinkedHashMap<>(PILES);
        five.put("Ann", cards("inuksuk", "inuksuk", "inuksuk", "inuksuk"));
        five.put("Bob", cards("inuksuk", "seal", "seal", "seal"));
        assertThat(refusal(ROUND_ONE, new Line.End(), new Line.Score(five)))
                .isEqualTo("the piles hold 5 × inuksuk, but the deck has only 4: check the piles (or correct the setup's \"deck\")");
    }

    @Test
    void aScoreLineBeforeTheEndIsRefused() {
        assertThat(refusal(ROUND_ONE, new Line.Score(PILES)))
                .isEqualTo("no score line now: the game has not ended (a winter or end line ends it); expected a wind line to open round 2");
    }

    // ---- the record: undo and correction ----

    @Test
    void undoWithdrawsTheLastLine() {
        GameRecord record = GameRecord.replay(lines(setup(), ROUND_ONE));
        GameRecord undone = record.undo();
        assertThat(undone.state()).isEqualTo(GameRecord.replay(lines(setup(), ROUND_ONE.subList(0, ROUND_ONE.size() - 1))).state());
        assertThat(((NanukState) undone.state()).phase()).isEqualTo(Phase.DRAW);
        assertThat(((NanukState) undone.state()).hunts()).isEmpty();
        assertThat(undone.append(ROUND_ONE.get(ROUND_ONE.size() - 1)).state()).isEqualTo(record.state());
    }

    @Test
    void correctingALineReplaysTheRestOrRefusesWithTheFirstLineThatBecomesIllegal() {
        GameRecord record = GameRecord.replay(lines(setup(), ROUND_ONE));
        int revealAt = 11; // setup + 10 lines to the reveal
        assertThat(record.lines().get(revealAt)).isEqualTo(SIX);
        // a corrected reveal without the Inuksuk: the fish-nanuk on day 1 now ends the hunt, so day 2's draw is refused
        RefusedLine r = catchThrowableOfType(RefusedLine.class,
                () -> record.correct(revealAt, reveal("seal", "seal-double", "deer", "fish", "deer-nanuk", "bird")));
        assertThat(r.index()).isEqualTo(revealAt + 2);
        assertThat(r.getMessage()).isEqualTo("no draw now: expected a wind line to open round 2");
        // a corrected day 1 card that is harmless keeps the rest legal
        GameRecord fixed = record.correct(revealAt + 1, draw("deer"));
        assertThat(((NanukState) fixed.state()).inuksuks()).isEqualTo(1);
        assertThat(((NanukState) fixed.state()).hunts().get(0).success()).isTrue();
        // a corrected opening bid for more days: Bob's bid no longer raises it
        RefusedLine raise = catchThrowableOfType(RefusedLine.class, () -> record.correct(2, bid("Ann", 3, "seal", 6)));
        assertThat(raise.index()).isEqualTo(3);
        assertThat(raise.getMessage()).isEqualTo("Bob's bid of 3 seal for 5 days does not raise Ann's 3 seal for 6 days:"
                + " neither the count nor the days may go down");
    }

    // ---- the summary a replay prints ----

    @Test
    void theSummaryHoldsTheReplayKeysInAStableOrderWithJsonValuesOnly() {
        NanukState s = play(ROUND_ONE, ROUND_TWO_TO_REVEAL, reveal("deer", "inuksuk", "bird"), draw("fish"));
        Map<String, Object> summary = s.summary();
        assertThat(new ArrayList<>(summary.keySet())).containsSubsequence("game", "over", "firstPlayer", "round", "phase",
                "waitingFor", "scores", "winners", "hunts");
        assertThat(summary.keySet()).contains("wind", "bid", "huntLeader", "doomLeader", "sides", "contributions", "revealed",
                "draws", "animals", "target", "inuksuks", "odds", "hands", "huntsWon", "cardsWon", "match", "season");
        assertJson(summary);
        assertThat(summary).containsEntry("round", 2).containsEntry("phase", "draw").containsEntry("firstPlayer", "Bob")
                .containsEntry("animals", 1).containsEntry("target", 1).containsEntry("inuksuks", 1);
        assertThat(summary.get("bid")).isEqualTo(Map.of("player", "Bob", "count", 1, "animal", "deer", "days", 3));
        assertThat(summary.get("draws")).isEqualTo(List.of(Map.of("card", "fish", "cancelled", false, "endedHunt", false)));
        @SuppressWarnings("unchecked")
        Map<String, Object> hunt = ((List<Map<String, Object>>) summary.get("hunts")).get(0);
        assertThat(hunt).containsEntry("result", "success").containsEntry("reason", "target").containsEntry("animals", 4)
                .containsEntry("pot", 13).containsEntry("discarded", 1);
        assertThat(hunt.get("share")).isEqualTo(Map.of("Bob", 4, "Di", 4, "Ann", 4));
        assertThat(s.summary()).isEqualTo(summary);
        assertThat(List.copyOf(s.summary().keySet())).isEqualTo(List.copyOf(play().summary().keySet()));
    }

    static void assertJson(Object value) {
        if (value instanceof Map<?, ?> m) {
            m.forEach((k, v) -> {
                assertThat(k).isInstanceOf(String.class);
                assertJson(v);
            });
        } else if (value instanceof List<?> l) {
            l.forEach(NanukGameEndTest::assertJson);
        } else if (value != null) {
            assertThat(value).isInstanceOfAny(String.class, Number.class, Boolean.class);
        }
    }
}
