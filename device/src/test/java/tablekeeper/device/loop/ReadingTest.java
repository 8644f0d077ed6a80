package tablekeeper.device.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanaState;
import tablekeeper.rules.NanaTable;
import tablekeeper.rules.NanukCard;
import tablekeeper.rules.NanukState;
import tablekeeper.rules.NanukTable;

/** What a change between two stable views becomes, phase by phase (the scanner's output given directly). */
class ReadingTest {
    static Seen card(String code, double conf, double cx, double cy, String zone) {
        return new Seen(code, conf, cx, cy, 200, zone, new double[][] {{cx - 60, cy - 84}, {cx + 60, cy - 84}, {cx + 60, cy + 84}, {cx - 60, cy + 84}});
    }

    /** A scripted Nanuk game played up to (not including) the first line of {@code phase}. */
    static GameRecord nanukUntil(NanukState.Phase phase) {
        Line.Setup setup = new Line.Setup(GameKind.NANUK, List.of("Ann", "Bob", "Cy", "Di", "Ed"), "Ann", null, null, null, null, null);
        NanukTable table = new NanukTable(setup, 5);
        GameRecord r = GameRecord.start(setup);
        while (((NanukState) r.state()).phase() != phase) r = r.append(table.next());
        return r;
    }

    @Test
    void aCardAppearingInTheDrawZoneIsThatDaysDraw() {
        GameRecord r = nanukUntil(NanukState.Phase.DRAW);
        List<Seen> before = List.of(card("seal", 0.9, 100, 100, "reveal"));
        List<Seen> now = new ArrayList<>(before);
        now.add(card("fish-nanuk", 0.93, 700, 100, "draw"));
        Reading.Result result = Reading.read(r.state(), before, now);
        assertThat(result.reads()).extracting(Read::line).containsExactly(new Line.Draw(NanukCard.parse("fish-nanuk")));
        assertThat(result.reads().get(0).confidence()).isEqualTo(0.93);
        // the same card still lying there is no new draw; nor is a card that was unreadable and now is read
        assertThat(Reading.read(r.state(), now, now).reads()).isEmpty();
        List<Seen> unknownBefore = List.of(card("unknown", 0.3, 700, 100, "draw"));
        assertThat(Reading.read(r.state(), unknownBefore, now).reads()).isEmpty();
        // an unreadable new card is a notice for the tablet, never a line
        Reading.Result unreadable = Reading.read(r.state(), before, List.of(before.get(0), card("unknown", 0.2, 700, 100, "draw")));
        assertThat(unreadable.reads()).isEmpty();
        assertThat(unreadable.notices()).singleElement().asString().contains("could not be read");
    }

    @Test
    void theRevealIsReadOnceEveryContributedCardLiesInTheRevealZone() {
        GameRecord r = nanukUntil(NanukState.Phase.REVEAL);
        int contributed = ((NanukState) r.state()).contributed();
        List<Seen> some = new ArrayList<>();
        for (int i = 0; i < contributed - 1; i++) some.add(card("deer", 0.9, 80 + 140 * i, 100, "reveal"));
        assertThat(Reading.read(r.state(), List.of(), some).reads()).isEmpty(); // still being laid out
        List<Seen> all = new ArrayList<>(some);
        all.add(card("inuksuk", 0.7, 80, 300, "reveal"));
        all.add(card("bird", 0.99, 800, 300, "draw")); // not in the reveal zone: not part of it
        Read read = Reading.read(r.state(), List.of(), all).reads().get(0);
        assertThat(((Line.Reveal) read.line()).cards()).hasSize(contributed).contains(NanukCard.INUKSUK);
        assertThat(read.confidence()).isEqualTo(0.7); // as sure as its least sure card
    }

    @Test
    void nanaRevealsFromASeatOrAGridSlotInferTheHandsEndWhenTheDealIsKnown() {
        Line.Setup setup = new Line.Setup(GameKind.NANA, List.of("Ann", "Bob", "Cy"), null, "classic", null, null, null, null);
        NanaTable table = new NanaTable(setup, 3, true, NanaTable.Bot.RANDOM);
        NanaState s = table.state();
        Line.Deal deal = table.deal();
        List<Integer> bob = deal.hands().get("Bob");
        int biggest = bob.get(bob.size() - 1);
        // Ann (first to play) reveals Bob's biggest card: only "biggest" fits the known deal
        Reading.Result hand = Reading.read(s, List.of(), List.of(card(Integer.toString(biggest), 0.95, 600, 100, "seat:Bob")));
        assertThat(hand.reads()).extracting(Read::line)
                .containsExactly(new Line.HandReveal("Ann", "Bob", bob.get(0) == biggest ? Line.HandEnd.SMALLEST : Line.HandEnd.BIGGEST, biggest));
        // a face-down grid card turned face up in slot 4
        int slot4 = deal.grid().get(4);
        Reading.Result grid = Reading.read(s, List.of(card("back", 0.9, 640, 400, "grid-4")), List.of(card(Integer.toString(slot4), 0.9, 640, 400, "grid-4")));
        assertThat(grid.reads()).extracting(Read::line).containsExactly(new Line.GridReveal("Ann", 4, slot4));
    }

    @Test
    void nanaGridCardsLaidFaceDownRevealNothingAndAskForNothing() {
        Line.Setup setup = new Line.Setup(GameKind.NANA, List.of("Ann", "Bob", "Cy"), null, "classic", null, null, null, null);
        NanaState s = new NanaTable(setup, 3, true, NanaTable.Bot.RANDOM).state();
        // the deal: the grid is laid face down on the empty table (every nana game's first view did ask the tablet
        // for "a revealed card in grid-0")
        List<Seen> grid = new ArrayList<>();
        for (int i = 0; i < 9; i++) grid.add(card("back", 1.0, 130 + 256 * (i % 5), 340 + 250 * (i / 5), "grid-" + i));
        Reading.Result dealt = Reading.read(s, List.of(), grid);
        assertThat(dealt.reads()).isEmpty();
        assertThat(dealt.notices()).isEmpty();
        // while a face-up card in a slot that cannot be read is still a notice
        List<Seen> unread = new ArrayList<>(grid);
        unread.set(2, card("unknown", 0.4, 130 + 256 * 2, 340, "grid-2"));
        assertThat(Reading.read(s, grid, unread).notices()).singleElement().asString().contains("grid-2 could not be read");
    }

    @Test
    void defaultZonesCoverThePlainLayout() {
        List<Zone> nanuk = Zones.defaults(GameKind.NANUK, List.of("Ann", "Bob", "Cy", "Di", "Ed"));
        assertThat(Zones.zoneOf(nanuk, 0.1, 0.5)).isEqualTo("reveal");
        assertThat(Zones.zoneOf(nanuk, 0.9, 0.5)).isEqualTo("draw");
        List<Zone> nana = Zones.defaults(GameKind.NANA, List.of("Ann", "Bob", "Cy"));
        assertThat(nana).extracting(Zone::name).contains("seat:Ann", "seat:Cy", "grid-0", "grid-8").doesNotContain("grid-9");
        assertThat(Zones.zoneOf(nana, 0.5, 0.1)).isEqualTo("seat:Bob");
    }
}
