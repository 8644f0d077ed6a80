package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Short ways to write Nanuk record lines in tests, and to replay or refuse them. */
final class NanukLines {
    static final List<String> FIVE = List.of("Ann", "Bob", "Cy", "Di", "Ed");

    private NanukLines() {}

    static Line.Setup setup() {
        return Line.Setup.of(GameKind.NANUK, FIVE);
    }

    static Line.Setup setup(Map<String, Object> options) {
        return new Line.Setup(GameKind.NANUK, FIVE, null, null, options, null, null, null);
    }

    static Line.Wind cw() {
        return new Line.Wind(Line.Direction.CLOCKWISE);
    }

    static Line.Wind ccw() {
        return new Line.Wind(Line.Direction.COUNTERCLOCKWISE);
    }

    static Line.Bid bid(String player, int count, String animal, int days) {
        return new Line.Bid(player, count, Animal.parse(animal), days);
    }

    static Line.Doom doom(String player) {
        return new Line.Doom(player);
    }

    static Line.ChooseSide hunt(String player) {
        return new Line.ChooseSide(player, Line.Side.HUNT);
    }

    static Line.ChooseSide dooms(String player) {
        return new Line.ChooseSide(player, Line.Side.DOOM);
    }

    static Line.Contribute give(String player, int cards) {
        return new Line.Contribute(player, cards);
    }

    static Line.Reveal reveal(String... codes) {
        return new Line.Reveal(cards(codes));
    }

    static Line.Draw draw(String code) {
        return new Line.Draw(NanukCard.parse(code));
    }

    static List<Line.Draw> draws(String... codes) {
        return Arrays.stream(codes).map(NanukLines::draw).toList();
    }

    static List<NanukCard> cards(String... codes) {
        return Arrays.stream(codes).map(NanukCard::parse).toList();
    }

    /** Round 1 up to the reveal: clockwise, Ann 3 seal/4, Bob 3 seal/5, Cy dooms; Di and Ann hunt, Ed dooms;
     *  Di gives 2, Ann 1, Bob (the Hunt Leader) 3. Hunters Bob, Di, Ann; Doomers Cy, Ed. */
    static List<Line> roundOneToReveal() {
        return List.of(cw(), bid("Ann", 3, "seal", 4), bid("Bob", 3, "seal", 5), doom("Cy"),
                hunt("Di"), dooms("Ed"), hunt("Ann"), give("Di", 2), give("Ann", 1), give("Bob", 3));
    }

    static List<Line> lines(Line.Setup setup, Object... more) {
        List<Line> all = new ArrayList<>();
        all.add(setup);
        for (Object o : more) {
            if (o instanceof Line l) all.add(l);
            else for (Object x : (List<?>) o) all.add((Line) x);
        }
        return all;
    }

    static NanukState play(Object... more) {
        return (NanukState) GameRecord.replay(lines(setup(), more)).state();
    }

    static NanukState playFrom(Line.Setup setup, Object... more) {
        return (NanukState) GameRecord.replay(lines(setup, more)).state();
    }

    /** Replays the lines and expects the last one refused; gives its message. */
    static String refusal(Object... more) {
        return refusalFrom(setup(), more);
    }

    static String refusalFrom(Line.Setup setup, Object... more) {
        List<Line> all = lines(setup, more);
        RefusedLine r = catchThrowableOfType(RefusedLine.class, () -> GameRecord.replay(all));
        assertThat(r).as("the last line should be refused").isNotNull();
        assertThat(r.index()).as("the refused line").isEqualTo(all.size() - 1);
        return r.getMessage();
    }

    static Map<String, List<NanukCard>> piles(Object... nameThenCodes) {
        Map<String, List<NanukCard>> piles = new LinkedHashMap<>();
        for (int i = 0; i < nameThenCodes.length; i += 2) {
            piles.put((String) nameThenCodes[i], cards((String[]) nameThenCodes[i + 1]));
        }
        return piles;
    }
}
