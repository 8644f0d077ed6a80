package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static tablekeeper.rules.NanukLines.*;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tablekeeper.rules.NanukState.Phase;

class NanukHuntTest {
    static final List<Line> BOASTED = List.of(cw(), bid("Ann", 3, "seal", 4), bid("Bob", 3, "seal", 5), doom("Cy"));
    static final Line.Reveal SIX = reveal("seal", "seal-double", "inuksuk", "fish", "deer-nanuk", "bird");

    // ---- sides ----

    @Test
    void sidesAreChosenAllAtOnceInAnyOrder() {
        NanukState s = play(BOASTED, dooms("Ed"), hunt("Ann"));
        assertThat(s.waitingFor()).containsExactly("Di");
        s = play(BOASTED, dooms("Ed"), hunt("Ann"), hunt("Di"));
        assertThat(s.phase()).isEqualTo(Phase.CONTRIBUTE);
        assertThat(s.hunters()).containsExactly("Bob", "Di", "Ann");
        assertThat(s.doomers()).containsExactly("Cy", "Ed");
        assertThat(s.summary().get("sides")).isEqualTo(Map.of("Ann", "hunt", "Bob", "hunt", "Cy", "doom", "Di", "hunt", "Ed", "doom"));
    }

    @Test
    void leadersHaveNoSideLineAndNobodyChoosesTwice() {
        assertThat(refusal(BOASTED, hunt("Bob"))).startsWith("Bob is the Hunt Leader and hunts: side lines are for the other players");
        assertThat(refusal(BOASTED, dooms("Cy"))).startsWith("Cy is the Doom Leader and dooms");
        assertThat(refusal(BOASTED, hunt("Di"), dooms("Di"))).startsWith("Di has already chosen hunt this round");
    }

    @Test
    void withSequentialSidesTheyDeclareInWindOrderAfterTheDoomLeader() {
        Line.Setup seq = setup(Map.of("sequentialSides", true));
        NanukState s = playFrom(seq, BOASTED);
        assertThat(s.waitingFor()).containsExactly("Di");
        assertThat(refusalFrom(seq, BOASTED, hunt("Ann"))).isEqualTo("Ann cannot choose a side now: it is Di's turn"
                + " (option sequentialSides: sides are declared one by one in wind direction after the Doom Leader Cy; wind is clockwise)");
        s = playFrom(seq, BOASTED, hunt("Di"), dooms("Ed"));
        assertThat(s.waitingFor()).containsExactly("Ann");
        // counterclockwise: after the Doom Leader comes the seat before them
        List<Line> ccwBoast = List.of(ccw(), bid("Ann", 2, "fish", 3), doom("Ed"));
        assertThat(playFrom(seq, ccwBoast).waitingFor()).containsExactly("Di");
        assertThat(refusalFrom(seq, ccwBoast, hunt("Bob"))).contains("it is Di's turn");
    }

    @Test
    void everyDoomerAntesOneCardOnceSidesAreKnown() {
        NanukState s = play(BOASTED, hunt("Di"), dooms("Ed"));
        assertThat(s.hands().values()).containsOnly(3);
        s = play(BOASTED, hunt("Di"), dooms("Ed"), hunt("Ann"));
        assertThat(s.hands()).containsEntry("Cy", 2).containsEntry("Ed", 2).containsEntry("Ann", 3).containsEntry("Bob", 3);
        assertThat(s.antes()).isEqualTo(2);
        assertThat(s.pot()).isEqualTo(2);
    }

    // ---- contributing and revealing ----

    @Test
    void huntersContributeInWindOrderAfterTheHuntLeaderWhoGoesLast() {
        List<Line> sides = List.of(hunt("Di"), dooms("Ed"), hunt("Ann"));
        assertThat(play(BOASTED, sides).waitingFor()).containsExactly("Di");
        assertThat(refusal(BOASTED, sides, give("Bob", 1))).isEqualTo("Bob cannot contribute now: it is Di's turn"
                + " (Hunters contribute in wind direction starting after the Hunt Leader Bob, who goes last; wind is clockwise)");
        assertThat(refusal(BOASTED, sides, give("Ed", 1))).startsWith("Ed cannot contribute: Ed is a Doomer this round");
        assertThat(refusal(BOASTED, sides, give("Di", 1), give("Di", 1))).startsWith("Di has already contributed 1 card");
        NanukState s = play(BOASTED, sides, give("Di", 2), give("Ann", 1));
        assertThat(s.waitingFor()).containsExactly("Bob");
        assertThat(s.hands()).containsEntry("Di", 1).containsEntry("Ann", 2);
        s = play(BOASTED, sides, give("Di", 2), give("Ann", 1), give("Bob", 3));
        assertThat(s.phase()).isEqualTo(Phase.REVEAL);
        assertThat(s.waitingFor()).containsExactly("Bob");
    }

    @Test
    void aHunterContributesOneToThreeCards() {
        List<Line> sides = List.of(hunt("Di"), dooms("Ed"), hunt("Ann"));
        assertThat(refusal(BOASTED, sides, give("Di", 0))).isEqualTo("Di must contribute 1 to 3 cards (from a hand of 3), not 0");
        assertThat(refusal(BOASTED, sides, give("Di", 4))).contains("1 to 3 cards").contains("not 4");
    }

    @Test
    void theRevealShowsExactlyTheContributedCards() {
        assertThat(refusal(roundOneToReveal(), reveal("seal", "seal")))
                .isEqualTo("the reveal shows 2 cards, but the Hunters contributed 6 (Di 2, Ann 1, Bob 3): expected all 6 contributed");
        NanukState s = play(roundOneToReveal(), SIX);
        assertThat(s.phase()).isEqualTo(Phase.DRAW);
        assertThat(s.animals()).isEqualTo(3); // seal + seal-double
        assertThat(s.inuksuks()).isEqualTo(1);
        assertThat(s.odds()).hasSize(1);
        assertThat(s.odds().get(0)).isBetween(0.0, 1.0);
    }

    // ---- drawing ----

    @Test
    void aContributedNanukNeverThreatensTheHunt() {
        NanukState s = play(roundOneToReveal(), reveal("seal-nanuk", "deer-nanuk", "fish-nanuk", "bird-nanuk", "seal", "seal"),
                draws("seal", "fish", "bird", "deer", "deer"));
        assertThat(s.hunts()).hasSize(1);
        assertThat(s.hunts().get(0).success()).isTrue();
        assertThat(s.hunts().get(0).animals()).isEqualTo(4); // the contributed seal-nanuk counts
    }

    @Test
    void anInuksukCancelsExactlyOneNanuk() {
        NanukState s = play(roundOneToReveal(), SIX, draw("fish-nanuk"));
        assertThat(s.phase()).isEqualTo(Phase.DRAW);
        assertThat(s.draws().get(0).cancelled()).isTrue();
        assertThat(s.inuksuks()).isZero();
        s = play(roundOneToReveal(), SIX, draw("fish-nanuk"), draw("bird-nanuk"));
        assertThat(s.hunts()).hasSize(1);
        NanukState.Hunt hunt = s.hunts().get(0);
        assertThat(hunt.success()).isFalse();
        assertThat(hunt.reason()).isEqualTo("nanuk");
        assertThat(s.draws().get(1).endedHunt()).isTrue();
    }

    @Test
    void anInuksukDrawnOnAnEarlierDayCancelsALaterNanuk() {
        Line.Reveal noInuksuk = reveal("seal", "seal-double", "deer", "fish", "deer-nanuk", "bird");
        NanukState s = play(roundOneToReveal(), noInuksuk, draw("inuksuk"), draw("seal-nanuk"));
        assertThat(s.phase()).isEqualTo(Phase.DRAW);
        assertThat(s.draws().get(1).cancelled()).isTrue();
        NanukState without = play(roundOneToReveal(), noInuksuk, draw("seal-nanuk"));
        assertThat(without.hunts().get(0).reason()).isEqualTo("nanuk");
    }

    @Test
    void aCancelledNanukOfTheTargetAnimalStillCounts() {
        Line.Reveal twoSeals = reveal("seal", "seal", "inuksuk", "fish", "deer", "bird");
        NanukState s = play(roundOneToReveal(), twoSeals, draws("seal-nanuk", "fish", "bird", "deer", "fish"));
        NanukState.Hunt hunt = s.hunts().get(0);
        assertThat(hunt.success()).isTrue();
        assertThat(hunt.reason()).isEqualTo("target");
        assertThat(hunt.animals()).isEqualTo(3);
    }

    @Test
    void drawingGoesOnAfterTheTargetIsMetAndANanukStillEndsTheHuntAtOnce() {
        NanukState s = play(roundOneToReveal(), SIX, draws("seal", "seal"));
        assertThat(s.animals()).isEqualTo(5);
        assertThat(s.phase()).isEqualTo(Phase.DRAW);
        s = play(roundOneToReveal(), SIX, draws("seal", "fish-nanuk", "bird-nanuk"));
        assertThat(s.hunts().get(0).success()).isFalse();
        assertThat(s.hunts().get(0).reason()).isEqualTo("nanuk");
        assertThat(s.hunts().get(0).animals()).isEqualTo(4);
        assertThat(s.phase()).isEqualTo(Phase.WIND);
        assertThat(refusal(roundOneToReveal(), SIX, draws("seal", "fish-nanuk", "bird-nanuk"), draw("deer")))
                .isEqualTo("no draw now: expected a wind line to open round 2");
    }

    @Test
    void aHuntShortOfItsTargetAfterTheLastDayFails() {
        Line.Reveal oneSeal = reveal("seal", "deer", "inuksuk", "fish", "deer", "bird");
        NanukState s = play(roundOneToReveal(), oneSeal, draws("seal", "fish", "bird", "deer", "fish"));
        NanukState.Hunt hunt = s.hunts().get(0);
        assertThat(hunt.success()).isFalse();
        assertThat(hunt.reason()).isEqualTo("short");
        assertThat(hunt.animals()).isEqualTo(2);
        assertThat(s.odds()).hasSize(6).endsWith(0.0);
    }

    @Test
    void theWinnersShareThePotFromTheirLeaderAndTheRestIsDiscarded() {
        // success: pot = 6 contributed + 5 drawn + 2 antes = 13 among Bob, Di, Ann: 4 each, 1 discarded
        NanukState s = play(roundOneToReveal(), SIX, draws("fish-nanuk", "seal", "bird", "deer", "fish"));
        NanukState.Hunt hunt = s.hunts().get(0);
        assertThat(hunt.pot()).isEqualTo(13);
        assertThat(hunt.share()).containsExactly(Map.entry("Bob", 4), Map.entry("Di", 4), Map.entry("Ann", 4));
        assertThat(hunt.discarded()).isEqualTo(1);
        assertThat(s.cardsWon()).containsEntry("Bob", 4).containsEntry("Cy", 0);
        assertThat(s.huntsWon()).containsEntry("Ann", 1).containsEntry("Ed", 0);
        // failure on day 2: pot = 6 + 2 + 2 = 10 among Cy, Ed: 5 each, nothing discarded
        NanukState f = play(roundOneToReveal(), SIX, draws("fish-nanuk", "bird-nanuk"));
        assertThat(f.hunts().get(0).pot()).isEqualTo(10);
        assertThat(f.hunts().get(0).share()).containsExactly(Map.entry("Cy", 5), Map.entry("Ed", 5));
        assertThat(f.hunts().get(0).discarded()).isZero();
    }

    @Test
    void theSuccessfulLeaderOpensTheNextRoundAndHandsAreRefilled() {
        NanukState won = play(roundOneToReveal(), SIX, draws("fish-nanuk", "seal", "bird", "deer", "fish"));
        assertThat(won.firstPlayer()).isEqualTo("Bob");
        assertThat(won.hands().values()).containsOnly(3);
        assertThat(won.phase()).isEqualTo(Phase.WIND);
        assertThat(won.round()).isEqualTo(1);
        assertThat(play(roundOneToReveal(), SIX, draws("fish-nanuk", "seal", "bird", "deer", "fish"), ccw()).waitingFor())
                .containsExactly("Bob");
        NanukState lost = play(roundOneToReveal(), SIX, draws("fish-nanuk", "bird-nanuk"));
        assertThat(lost.firstPlayer()).isEqualTo("Cy");
    }

    @Test
    void withAlternateWindTheEngineChecksTheTokenTurnsOver() {
        Line.Setup alt = setup(Map.of("wind", "alternate"));
        List<Line> roundOne = List.of(roundOneToReveal(), List.of(SIX), draws("fish-nanuk", "bird-nanuk")).stream()
                .flatMap(List::stream).map(l -> (Line) l).toList();
        assertThat(refusalFrom(alt, roundOne, cw())).isEqualTo("the wind must turn over each round (option wind is \"alternate\"):"
                + " round 1 was clockwise, so round 2 must be counterclockwise");
        assertThat(playFrom(alt, roundOne, ccw()).wind()).isEqualTo(Line.Direction.COUNTERCLOCKWISE);
        assertThat(play(roundOne, cw()).wind()).isEqualTo(Line.Direction.CLOCKWISE); // tossed: may land the same
        assertThat(playFrom(alt, roundOne).legalActions().get(0).limits().get("directions")).isEqualTo(List.of("counterclockwise"));
    }

    @Test
    void cardsSeenInOneDeckNeverOutnumberTheCatalogue() {
        String why = refusal(roundOneToReveal(), reveal("seal", "seal-double", "inuksuk", "inuksuk", "deer-nanuk", "bird"),
                draws("deer-nanuk", "deer-nanuk", "deer-nanuk"));
        assertThat(why).startsWith("the draw for day 3 makes 4 × deer-nanuk seen since the deck was shuffled (3 before), but the deck has only 3");
        assertThat(refusal(roundOneToReveal(), reveal("seal", "seal", "seal", "seal", "seal", "bird-double-nanuk")))
                .contains("1 × bird-double-nanuk").contains("the deck has only 0");
    }

    @Test
    void theOddsAreTheExactChanceFromTheUnseenCards() {
        NanukState s = play(roundOneToReveal(), SIX);
        double expected = HuntOdds.success(Animal.SEAL, 0, 5, 1, s.unseen());
        assertThat(s.odds().get(0)).isEqualTo(expected);
        assertThat(NanukDeck.size(s.unseen())).isEqualTo(94);
        NanukState day1 = play(roundOneToReveal(), SIX, draw("fish-nanuk"));
        assertThat(day1.odds()).hasSize(2);
        assertThat(day1.odds().get(1)).isEqualTo(HuntOdds.success(Animal.SEAL, 0, 4, 0, day1.unseen()));
        assertThat(day1.odds().get(1)).isLessThan(s.odds().get(0));
    }
}
