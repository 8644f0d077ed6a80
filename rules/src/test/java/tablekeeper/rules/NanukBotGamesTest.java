package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import tablekeeper.rules.NanukState.Phase;

/** Thousands of random bot games through the real engine, checking what must always hold. */
class NanukBotGamesTest {
    /** 29 cards, double Nanuk cards included: winter comes early and the new deck can run out too. */
    static final Map<String, Integer> SMALL_DECK = Map.of("seal", 6, "seal-double", 1, "seal-nanuk", 2, "fish", 6, "fish-nanuk", 1,
            "deer", 5, "bird", 5, "bird-double-nanuk", 1, "inuksuk", 2);
    private static final List<String> NAMES = List.of("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal");

    @Property(tries = 1000)
    void botGamesKeepEveryRule(@ForAll @IntRange(min = 5, max = 8) int players, @ForAll long seed,
                               @ForAll boolean sequentialSides, @ForAll boolean alternateWind,
                               @ForAll @IntRange(min = 0, max = 3) int style, @ForAll boolean smallDeck) {
        Map<String, Object> options = new LinkedHashMap<>();
        if (sequentialSides) options.put("sequentialSides", true);
        if (alternateWind) options.put("wind", "alternate");
        Line.Setup setup = new Line.Setup(GameKind.NANUK, NAMES.subList(0, players), NAMES.get(Math.floorMod(seed, players)),
                null, options, smallDeck ? SMALL_DECK : null, null, null);
        // style 0: play to winter; 1: end after a few rounds; 2 and 3: the table may walk away mid-hunt
        NanukTable table = new NanukTable(setup, seed, style == 1 ? 1 + Math.floorMod(seed, 6) : Integer.MAX_VALUE,
                style >= 2 ? 0.01 : 0);
        Map<NanukCard, Integer> catalogue = withoutZeros(NanukDeck.parse(setup.deck()));
        while (true) {
            NanukState before = table.state();
            Line line = table.next();
            if (line == null) break;
            NanukState s = table.state();
            assertThat(before.legalActions().stream().map(Action::type).toList()).as("a dashboard button for %s", line)
                    .contains(line.kind());
            assertThat(table.allCards()).as("cards are conserved").isEqualTo(catalogue);
            checkState(s, table);
        }
        NanukState end = table.state();
        assertThat(end.over()).isTrue();
        assertThat(end.result().players().keySet()).containsExactlyElementsOf(setup.players());
        assertThat(end.result().winners()).isNotEmpty();
        int won = end.cardsWon().values().stream().mapToInt(Integer::intValue).sum();
        int shared = end.hunts().stream().mapToInt(h -> h.pot() - h.discarded()).sum();
        assertThat(won).isEqualTo(shared);
        // replaying the game's own record gives the same state, and so does every prefix (undo)
        List<Line> lines = table.lines();
        GameRecord replayed = GameRecord.replay(lines);
        assertThat(replayed.state()).isEqualTo(end);
        assertThat(replayed.state().summary()).isEqualTo(end.summary());
        int cut = 1 + Math.floorMod(seed >>> 8, lines.size() - 1);
        GameRecord undone = replayed;
        for (int i = lines.size(); i > cut; i--) undone = undone.undo();
        assertThat(undone.state()).isEqualTo(GameRecord.replay(lines.subList(0, cut)).state());
    }

    @Property(tries = 50)
    void theSameSeedPlaysTheSameGame(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        Line.Setup setup = Line.Setup.of(GameKind.NANUK, NAMES.subList(0, 6));
        assertThat(NanukTable.game(setup, seed)).isEqualTo(NanukTable.game(setup, seed));
    }

    private static void checkState(NanukState s, NanukTable table) {
        Map<NanukCard, Integer> catalogue = s.setting().catalogue();
        s.cycleSeen().forEach((card, n) -> {
            if (n > catalogue.get(card)) throw new AssertionError(n + " × " + card + " seen in one deck");
        });
        assertThat(s.inuksuks()).isNotNegative();
        assertThat(s.hands().values()).allSatisfy(h -> assertThat(h).isBetween(0, Nanuk.HAND));
        switch (s.phase()) {
            case BOAST, SIDES, CONTRIBUTE, REVEAL -> assertThat(s.waitingFor()).isNotEmpty().doesNotContainNull();
            case WIND, DRAW, SCORE, OVER -> assertThat(s.waitingFor()).isEmpty();
        }
        if (s.phase() == Phase.DRAW) {
            assertThat(s.daysLeft()).isPositive();
            assertThat(s.odds()).hasSize(s.draws().size() + 1).allSatisfy(p -> assertThat(p).isBetween(0.0, 1.0));
            assertThat(s.draws()).noneMatch(NanukState.Day::endedHunt);
        }
        if (s.bid() != null) assertThat(s.bid().days()).isBetween(1, Nanuk.MAX_DAYS);
        if (s.huntLeader() != null) assertThat(s.huntLeader()).isNotEqualTo(s.doomLeader());
        for (NanukState.Hunt h : s.hunts()) {
            int each = h.share().values().iterator().next();
            assertThat(h.share().values()).containsOnly(each);
            assertThat(each * h.share().size() + h.discarded()).isEqualTo(h.pot());
            assertThat(h.discarded()).isLessThan(h.share().size());
            assertThat(h.success()).isEqualTo(h.reason().equals("target"));
        }
        // the engine's count of each hand and pile is what is physically there
        Map<String, List<NanukCard>> piles = table.piles();
        s.cardsWon().forEach((p, n) -> assertThat(piles.get(p)).as("%s's pile", p).hasSize(n));
        if (s.phase() != Phase.WIND && !s.ended()) {
            Map<String, List<NanukCard>> hands = table.hands();
            s.hands().forEach((p, n) -> assertThat(hands.get(p)).as("%s's hand", p).hasSize(n));
        }
    }

    private static Map<NanukCard, Integer> withoutZeros(Map<NanukCard, Integer> deck) {
        Map<NanukCard, Integer> out = new LinkedHashMap<>();
        deck.forEach((c, n) -> {
            if (n > 0) out.put(c, n);
        });
        return out;
    }
}
