package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Any line at any moment is either applied or refused with a message: never a crash, never a changed state. */
class NanukFuzzTest {
    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cy", "Di", "Ed", "Flo");
    private static final List<NanukCard> CARDS = NanukCard.all();

    @Property(tries = 300)
    void everyLineIsAppliedOrRefusedCleanly(@ForAll long seed) {
        Random random = new Random(seed);
        Line.Setup setup = Line.Setup.of(GameKind.NANUK, PLAYERS);
        NanukTable table = new NanukTable(setup, seed, 1 + random.nextInt(8), 0.005);
        int stop = random.nextInt(150);
        for (int i = 0; i < stop && table.next() != null; i++) {
            // play part of a game
        }
        NanukState state = table.state();
        Map<String, Object> before = state.summary();
        for (int i = 0; i < 40; i++) {
            Line line = randomLine(random, state);
            try {
                NanukState next = Nanuk.apply(state, line);
                assertThat(next).isNotNull();
                assertThat(next.summary()).isNotNull();
                next.legalActions();
            } catch (Refusal r) {
                assertThat(r.getMessage()).isNotBlank();
            }
            assertThat(state.summary()).isEqualTo(before);
        }
    }

    private static Line randomLine(Random r, NanukState s) {
        String p = r.nextInt(10) == 0 ? "Zed" : PLAYERS.get(r.nextInt(PLAYERS.size()));
        String waiting = s.waitingFor().isEmpty() ? p : s.waitingFor().get(0);
        String who = r.nextBoolean() ? waiting : p;
        return switch (r.nextInt(10)) {
            case 0 -> new Line.Wind(r.nextBoolean() ? Line.Direction.CLOCKWISE : Line.Direction.COUNTERCLOCKWISE);
            case 1 -> new Line.Bid(who, r.nextInt(12) - 1, Animal.values()[r.nextInt(4)], r.nextInt(15) - 1);
            case 2 -> new Line.Doom(who);
            case 3 -> new Line.ChooseSide(who, r.nextBoolean() ? Line.Side.HUNT : Line.Side.DOOM);
            case 4 -> new Line.Contribute(who, r.nextInt(6) - 1);
            case 5 -> new Line.Reveal(cards(r, r.nextInt(2) == 0 ? s.contributed() : r.nextInt(30)));
            case 6 -> new Line.Draw(CARDS.get(r.nextInt(CARDS.size())));
            case 7 -> new Line.Winter();
            case 8 -> new Line.End();
            default -> {
                Map<String, List<NanukCard>> piles = new LinkedHashMap<>();
                for (String name : PLAYERS) {
                    int n = r.nextInt(4) == 0 ? r.nextInt(20) : s.cardsWon().get(name);
                    if (r.nextInt(20) > 0) piles.put(name, cards(r, n));
                }
                yield new Line.Score(piles);
            }
        };
    }

    private static List<NanukCard> cards(Random r, int n) {
        List<NanukCard> cards = new ArrayList<>();
        for (int i = 0; i < n; i++) cards.add(CARDS.get(r.nextInt(CARDS.size())));
        return cards;
    }
}
