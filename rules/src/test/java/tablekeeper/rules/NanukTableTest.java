package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The simulated table reaches every way a game can go, so the bot-game properties really cover them. */
class NanukTableTest {
    private static final Line.Setup SIX = Line.Setup.of(GameKind.NANUK, List.of("Ann", "Bob", "Cy", "Di", "Ed", "Flo"));

    @Test
    void botGamesReachEveryEndingAndEveryKindOfHunt() {
        Set<String> seen = new HashSet<>();
        for (long seed = 0; seed < 400; seed++) {
            NanukTable table = new NanukTable(SIX, seed, seed % 4 == 0 ? 3 : Integer.MAX_VALUE, seed % 4 == 1 ? 0.02 : 0);
            table.playToEnd();
            NanukState s = table.state();
            for (String r : s.rulings()) seen.add(r.replaceAll("[0-9]+", "N").replaceAll(" during the [a-z]+ phase", " during a phase"));
            for (NanukState.Hunt h : s.hunts()) seen.add("hunt " + h.reason());
            for (NanukState.Day d : s.draws()) if (d.cancelled()) seen.add("cancelled");
        }
        assertThat(seen).contains(
                "hunt target", "hunt short", "hunt nanuk",
                "Winter came in round N before day N of N: hands and discards were shuffled into a new deck; this hunt is the last",
                "Winter came while hands were refilled after round N: the game ended at once",
                "The table ended the game after round N",
                "The table ended the game in round N during a phase: that hunt was abandoned and its cards go to no one");
    }

    @Test
    void aTableDealsThreeCardsEachFromTheWholeDeck() {
        NanukTable table = new NanukTable(SIX, 7);
        assertThat(table.hands().values()).allSatisfy(h -> assertThat(h).hasSize(3));
        assertThat(table.deckSize()).isEqualTo(100 - 18);
        assertThat(table.lines()).containsExactly(SIX);
        Line first = table.next();
        assertThat(first).isInstanceOf(Line.Wind.class);
        assertThat(table.state().phase()).isEqualTo(NanukState.Phase.BOAST);
    }

    @Test
    void everyPhaseOffersItsLegalActions() {
        NanukTable table = new NanukTable(SIX, 11);
        Set<NanukState.Phase> phases = EnumSet.noneOf(NanukState.Phase.class);
        while (true) {
            NanukState s = table.state();
            phases.add(s.phase());
            List<Action> actions = s.legalActions();
            switch (s.phase()) {
                case CONTRIBUTE -> assertThat(actions.get(0).limits()).containsEntry("min", 1).containsEntry("max", 3);
                case REVEAL -> assertThat(actions.get(0).limits()).containsEntry("cards", s.contributed());
                case DRAW -> assertThat(actions).extracting(Action::type).containsExactly("draw", "winter", "end");
                case SCORE -> assertThat(actions.get(0).limits().get("piles")).isEqualTo(new java.util.LinkedHashMap<>(s.cardsWon()));
                case OVER -> assertThat(actions).isEmpty();
                default -> assertThat(actions).isNotEmpty();
            }
            if (table.next() == null) break;
        }
        assertThat(phases).isEqualTo(EnumSet.allOf(NanukState.Phase.class));
    }
}
