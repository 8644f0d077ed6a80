package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static tablekeeper.rules.NanukLines.*;

import org.junit.jupiter.api.Test;

class NanukBoastingTest {

    @Test
    void aRoundOpensWithTheWindAndTheFirstPlayerMustBoast() {
        assertThat(refusal(bid("Ann", 1, "seal", 1))).isEqualTo("Ann cannot bid now: expected a wind line to open round 1");
        NanukState s = play(cw());
        assertThat(s.round()).isEqualTo(1);
        assertThat(s.waitingFor()).containsExactly("Ann");
        assertThat(s.legalActions()).extracting(Action::type).containsExactly("bid", "end");
        assertThat(refusal(cw(), doom("Ann")))
                .isEqualTo("Ann cannot declare doom: the first player must boast (bid at least 1 animal for 1 day)");
    }

    @Test
    void turnsFollowTheWindClockwise() {
        NanukState s = play(cw(), bid("Ann", 1, "seal", 1));
        assertThat(s.waitingFor()).containsExactly("Bob");
        assertThat(refusal(cw(), bid("Ann", 1, "seal", 1), bid("Ed", 2, "seal", 1)))
                .isEqualTo("Ed cannot bid now: it is Bob's turn (wind is clockwise)");
    }

    @Test
    void turnsFollowTheWindCounterclockwise() {
        NanukState s = play(ccw(), bid("Ann", 1, "seal", 1));
        assertThat(s.waitingFor()).containsExactly("Ed");
        assertThat(refusal(ccw(), bid("Ann", 1, "seal", 1), bid("Bob", 2, "seal", 1)))
                .isEqualTo("Bob cannot bid now: it is Ed's turn (wind is counterclockwise)");
        assertThat(refusal(ccw(), bid("Ann", 1, "seal", 1), doom("Bob")))
                .isEqualTo("Bob cannot declare doom now: it is Ed's turn (wind is counterclockwise)");
    }

    @Test
    void boastingGoesRoundTheTableUntilSomeoneDooms() {
        NanukState s = play(cw(), bid("Ann", 1, "seal", 1), bid("Bob", 1, "seal", 2), bid("Cy", 1, "seal", 3),
                bid("Di", 1, "seal", 4), bid("Ed", 1, "seal", 5), bid("Ann", 2, "deer", 5));
        assertThat(s.waitingFor()).containsExactly("Bob");
        assertThat(s.bid()).isEqualTo(bid("Ann", 2, "deer", 5));
    }

    @Test
    void aRaiseMayNotLowerEitherNumber() {
        String why = refusal(cw(), bid("Ann", 3, "seal", 4), bid("Bob", 4, "seal", 3));
        assertThat(why).isEqualTo("Bob's bid of 4 seal for 3 days does not raise Ann's 3 seal for 4 days:"
                + " neither the count nor the days may go down");
        assertThat(refusal(cw(), bid("Ann", 3, "seal", 4), bid("Bob", 2, "seal", 6))).contains("may go down");
    }

    @Test
    void aRaiseMustRaiseSomething() {
        assertThat(refusal(cw(), bid("Ann", 3, "seal", 4), bid("Bob", 3, "seal", 4)))
                .contains("does not raise").contains("raise the count, the days (at most 12) or both");
    }

    @Test
    void theAnimalChangesOnlyWhenTheCountGoesUp() {
        assertThat(refusal(cw(), bid("Ann", 3, "seal", 4), bid("Bob", 3, "fish", 5)))
                .contains("the animal may change from seal only when the count goes above 3");
        NanukState s = play(cw(), bid("Ann", 3, "seal", 4), bid("Bob", 4, "fish", 4));
        assertThat(s.bid().animal()).isEqualTo(Animal.FISH);
        NanukState days = play(cw(), bid("Ann", 3, "seal", 4), bid("Bob", 3, "seal", 9));
        assertThat(days.bid().days()).isEqualTo(9);
        NanukState both = play(cw(), bid("Ann", 3, "seal", 4), bid("Bob", 5, "bird", 6));
        assertThat(both.bid()).isEqualTo(bid("Bob", 5, "bird", 6));
    }

    @Test
    void daysAreOneToTwelveAndTheCountHasNoCap() {
        assertThat(refusal(cw(), bid("Ann", 3, "seal", 13))).isEqualTo("Ann's bid must last 1 to 12 days, not 13");
        assertThat(refusal(cw(), bid("Ann", 3, "seal", 0))).contains("1 to 12 days, not 0");
        assertThat(refusal(cw(), bid("Ann", 0, "seal", 3))).isEqualTo("Ann's bid must be at least 1 animal, not 0");
        NanukState s = play(cw(), bid("Ann", 3, "seal", 12), bid("Bob", 40, "seal", 12));
        assertThat(s.bid().count()).isEqualTo(40);
    }

    @Test
    void theLastBoasterLeadsTheHuntAndTheDoomsayerTheDoom() {
        NanukState s = play(cw(), bid("Ann", 3, "seal", 4), bid("Bob", 3, "seal", 5), doom("Cy"));
        assertThat(s.huntLeader()).isEqualTo("Bob");
        assertThat(s.doomLeader()).isEqualTo("Cy");
        assertThat(s.phase()).isEqualTo(NanukState.Phase.SIDES);
        assertThat(s.waitingFor()).containsExactlyInAnyOrder("Ann", "Di", "Ed");
        assertThat(refusal(cw(), bid("Ann", 3, "seal", 4), bid("Bob", 3, "seal", 5), doom("Cy"), bid("Di", 9, "seal", 9)))
                .isEqualTo("Di cannot bid now: expected side lines from Di, Ed, Ann");
    }

    @Test
    void unknownPlayersAreNamed() {
        assertThat(refusal(cw(), bid("Zed", 1, "seal", 1))).isEqualTo("unknown player 'Zed': the players are Ann, Bob, Cy, Di, Ed");
    }

    @Test
    void legalActionsOfferTheRaiseLimitsAndDoom() {
        NanukState s = play(cw(), bid("Ann", 3, "seal", 4));
        Action raise = s.legalActions().get(0);
        assertThat(raise.type()).isEqualTo("bid");
        assertThat(raise.player()).isEqualTo("Bob");
        assertThat(raise.limits()).containsEntry("minCount", 3).containsEntry("minDays", 4).containsEntry("maxDays", 12);
        assertThat(s.legalActions()).extracting(Action::type).containsExactly("bid", "doom", "end");
    }
}
