package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import tablekeeper.rules.NanaState.Hand;
import tablekeeper.rules.NanaState.Slot;
import tablekeeper.rules.NanaState.SlotStatus;
import tablekeeper.rules.NanaState.Source;

/** Thousands of bot games: cards are conserved, no forbidden state is reached, records replay to their state. */
class NanaPropertiesTest {
    static final List<String> NAMES = List.of("Ann", "Bob", "Cy", "Di", "Ed");

    static Line.Setup setup(int players, boolean christmas) {
        return new Line.Setup(GameKind.NANA, NAMES.subList(0, players), null, christmas ? "christmas" : "classic", null, null, null, null);
    }

    @Property(tries = 1000)
    void botGamesKeepEveryRuleAndReplayToTheirState(@ForAll @IntRange(min = 2, max = 5) int players, @ForAll boolean christmas,
                                                    @ForAll boolean memory, @ForAll long seed) {
        NanaTable table = new NanaTable(setup(players, christmas), seed, true, memory ? NanaTable.Bot.MEMORY : NanaTable.Bot.RANDOM);
        List<NanaState> states = new ArrayList<>();
        states.add(table.state());
        while (!table.state().over()) {
            if (states.size() > 70) break;
            table.step();
            states.add(table.state());
            checkInvariants(table.state());
        }
        GameRecord record = table.record();
        assertThat(record.state()).isEqualTo(table.state());
        for (int i = 0; i < states.size(); i++) assertThat(record.stateAfter(i + 1)).isEqualTo(states.get(i));

        // the same reveals without the deal line are accepted too, and show the same public state
        List<Line> lines = new ArrayList<>(record.lines());
        lines.remove(1);
        GameRecord blind = GameRecord.replay(lines);
        assertThat(publicSummary(blind.state())).isEqualTo(publicSummary(record.state()));
    }

    @Property(tries = 200)
    void whatTheTableKnowsNeverRulesOutTheTrueCard(@ForAll @IntRange(min = 2, max = 5) int players, @ForAll boolean christmas,
                                                   @ForAll long seed) {
        NanaTable table = new NanaTable(setup(players, christmas), seed, true, NanaTable.Bot.MEMORY);
        for (int step = 0; step < 120 && !table.state().over(); step++) {
            NanaState s = table.state();
            for (Source src : s.sources()) {
                String problem = Nana.problem(s, src, trueCard(s, src));
                if (problem != null) throw new AssertionError(src.says() + ": " + problem + " at " + s.summary());
            }
            table.step();
        }
    }

    @Property(tries = 300)
    void aWrongCardIsRefusedAndChangesNothing(@ForAll @IntRange(min = 2, max = 5) int players, @ForAll long seed,
                                              @ForAll @IntRange(min = 1, max = 11) int shift, @ForAll @IntRange(min = 0, max = 60) int at) {
        NanaTable table = new NanaTable(setup(players, true), seed, true, NanaTable.Bot.MEMORY);
        for (int i = 0; i < at && !table.state().over(); i++) table.step();
        GameRecord record = table.record();
        NanaState s = table.state();
        if (s.over()) {
            assertThatThrownBy(() -> record.append(new Line.GridReveal(players > 0 ? NAMES.get(0) : null, 0, 1))).isInstanceOf(RefusedLine.class)
                    .hasMessageContaining("the game is over");
            return;
        }
        Source src = s.sources().get(Math.floorMod(seed, s.sources().size()));
        int truth = trueCard(s, src);
        int wrong = (truth - 1 + shift) % s.maxValue() + 1;
        if (wrong == truth) return;
        assertThatThrownBy(() -> record.append(src.line(s.turn(), wrong)))
                .isInstanceOf(RefusedLine.class)
                .satisfies(e -> assertThat(((RefusedLine) e).index()).isEqualTo(record.lines().size()))
                .hasMessageContaining("by the deal, not " + Nana.a(wrong));
        String other = s.players().get((s.players().indexOf(s.turn()) + 1) % players);
        assertThatThrownBy(() -> record.append(src.line(other, truth)))
                .hasMessageContaining("it is " + s.turn() + "'s turn, not " + other + "'s");
        assertThat(record.state()).isEqualTo(s);
        assertThat(record.append(src.line(s.turn(), truth)).lines()).hasSize(record.lines().size() + 1);
    }

    @Property(tries = 100)
    void theLegalActionsOfferExactlyTheRevealsTheEngineAccepts(@ForAll @IntRange(min = 2, max = 5) int players, @ForAll long seed,
                                                              @ForAll @IntRange(min = 0, max = 50) int at) {
        NanaTable table = new NanaTable(setup(players, seed % 2 == 0), seed, false, NanaTable.Bot.MEMORY);
        for (int i = 0; i < at && !table.state().over(); i++) table.step();
        NanaState s = table.state();
        if (s.over()) {
            assertThat(s.legalActions()).isEmpty();
            return;
        }
        List<Action> actions = s.legalActions();
        assertThat(actions).last().extracting(Action::type).isEqualTo("end");
        List<Action> reveals = actions.stream().filter(a -> a.type().equals("reveal")).toList();
        assertThat(reveals).hasSize(s.sources().size());
        for (int k = 0; k < reveals.size(); k++) {
            Source src = s.sources().get(k);
            List<?> cards = (List<?>) reveals.get(k).limits().get("cards");
            assertThat(cards).isNotEmpty();
            for (int v = 1; v <= s.maxValue(); v++) {
                boolean accepted;
                try {
                    Nana.apply(s, src.line(s.turn(), v));
                    accepted = true;
                } catch (Refusal r) {
                    accepted = false;
                }
                assertThat(accepted).as("%s shows a %d", src.says(), v).isEqualTo(cards.contains(v));
            }
        }
    }

    static int trueCard(NanaState s, Source src) {
        if (src.slot() != null) return s.grid().get(src.slot()).dealt();
        Hand h = s.hands().get(src.from());
        return h.cards().get(h.next(src.end())).dealt();
    }

    static Map<String, Object> publicSummary(GameState s) {
        Map<String, Object> m = new LinkedHashMap<>(s.summary());
        m.remove("dealKnown");
        return m;
    }

    /** What the rules never allow, checked on a state whose deal is known (plain checks: this runs for every line). */
    static void checkInvariants(NanaState s) {
        int n = s.players().size();
        // cards conserved: the deal's cards are all in hands, the grid or sets, three of each value
        int[] count = new int[s.maxValue() + 1];
        int faceUp = 0;
        for (Hand h : s.hands().values()) {
            int last = 0;
            for (NanaState.Card c : h.cards()) {
                count[c.dealt()]++;
                check(last <= c.dealt(), "hands stay sorted", s);
                last = c.dealt();
                check(c.seen() == null || c.seen().equals(c.dealt()), "what the table knows of a hand is true", s);
                check(h.floor() <= c.dealt() && c.dealt() <= h.ceiling(), "a hand's bounds hold", s);
            }
            check(h.hidden() >= 0, "hidden cards are not negative", s);
            faceUp += h.small() + h.big();
        }
        check(s.grid().size() == Nana.gridSize(n), "the grid keeps its slots", s);
        for (Slot slot : s.grid()) {
            check(slot.seen() == null || slot.seen().equals(slot.dealt()), "what the table knows of the grid is true", s);
            if (slot.status() != SlotStatus.TAKEN) count[slot.dealt()]++;
            if (slot.status() == SlotStatus.FACE_UP) faceUp++;
        }
        java.util.Set<Integer> setValues = new java.util.HashSet<>();
        for (List<Integer> l : s.sets().values()) {
            for (int v : l) {
                count[v] += 3;
                check(setValues.add(v), "each value is taken as a set at most once", s);
            }
        }
        for (int v = 1; v <= s.maxValue(); v++) check(count[v] == 3, "three copies of " + v, s);
        // the turn: face-up cards are exactly this turn's reveals, fewer than three, all of one value
        check(s.shown().size() == faceUp && faceUp < 3, "face-up cards are this turn's reveals", s);
        check(s.shown().stream().map(NanaState.Shown::card).distinct().count() <= 1, "a turn goes on only while cards match", s);
        // wins: nobody holds a winning collection while the game goes on; the winner's reason is theirs
        long winning = s.sets().values().stream().filter(l -> Nana.winReason(l) != null).count();
        if (s.winner() == null) {
            check(s.ended() || winning == 0, "nobody has won yet", s);
            check(s.ended() || s.turn().equals(s.players().get((s.turnNumber() - 1) % n)), "turns go round in seating order", s);
        } else {
            check(s.reason().equals(Nana.winReason(s.sets().get(s.winner()))) && s.turn() == null && winning == 1, "one winner", s);
        }
    }

    static void check(boolean ok, String what, NanaState s) {
        if (!ok) throw new AssertionError(what + ": " + s);
    }
}
