package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The bot table the demo scripts a nana game with: full legal games to a win, the same for the same seed. */
class NanaTableTest {
    static final List<String> NAMES = List.of("Ann", "Bob", "Cy", "Di", "Ed");

    @Test
    void theMemoryBotPlaysEveryVariantAndPlayerCountToAWin() {
        for (int n = 2; n <= 5; n++) {
            for (String variant : List.of("classic", "christmas")) {
                Line.Setup setup = new Line.Setup(GameKind.NANA, NAMES.subList(0, n), null, variant, null, null, null, null);
                for (long seed = 0; seed < 20; seed++) {
                    GameRecord game = NanaTable.game(setup, seed, true, NanaTable.Bot.MEMORY, 1000);
                    NanaState end = (NanaState) game.state();
                    assertThat(end.winner()).as("%d players, %s, seed %d", n, variant, seed).isNotNull();
                    assertThat(end.reason()).isIn("sevens", "sum-or-difference-7", "three-sets");
                    assertThat(game.lines().get(1)).isInstanceOf(Line.Deal.class);
                    assertThat(game.lines().subList(2, game.lines().size()))
                            .allMatch(l -> l instanceof Line.HandReveal || l instanceof Line.GridReveal);
                }
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameGameAndTheDealLineIsOptional() {
        Line.Setup setup = new Line.Setup(GameKind.NANA, NAMES.subList(0, 3), null, "christmas", null, null, null, null);
        GameRecord a = NanaTable.game(setup, 42, true, NanaTable.Bot.MEMORY, 1000);
        GameRecord b = NanaTable.game(setup, 42, true, NanaTable.Bot.MEMORY, 1000);
        GameRecord blind = NanaTable.game(setup, 42, false, NanaTable.Bot.MEMORY, 1000);
        assertThat(a.lines()).isEqualTo(b.lines());
        assertThat(blind.lines()).isEqualTo(a.lines().stream().filter(l -> !(l instanceof Line.Deal)).toList());
        assertThat(((NanaState) blind.state()).dealt()).isFalse();
    }

    @Test
    void aGameWithoutAWinnerIsEndedByTheTableAtTheCap() {
        Line.Setup setup = new Line.Setup(GameKind.NANA, NAMES.subList(0, 4), null, "classic", null, null, null, null);
        GameRecord game = NanaTable.game(setup, 7, false, NanaTable.Bot.RANDOM, 10);
        assertThat(game.lines()).hasSize(1 + 10 + 1).last().isEqualTo(new Line.End());
        assertThat(game.state().summary()).containsEntry("over", true).containsEntry("ended", true).containsEntry("winner", null);
    }

    @Test
    void stepByStepTheTableOffersTheDemoEveryLine() {
        Line.Setup setup = new Line.Setup(GameKind.NANA, NAMES.subList(0, 2), null, "classic", null, null, null, null);
        NanaTable table = new NanaTable(setup, 3, true, NanaTable.Bot.MEMORY);
        assertThat(table.lines()).containsExactly(setup, table.deal());
        Line first = table.step();
        assertThat(first).isInstanceOfAny(Line.HandReveal.class, Line.GridReveal.class);
        assertThat(table.lines()).hasSize(3).last().isEqualTo(first);
        assertThat(table.record().state()).isEqualTo(table.state());
    }
}
