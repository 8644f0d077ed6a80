package tablekeeper.dashboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Line;
import tablekeeper.rules.Refusal;

class EngineTableTest {
    static final List<String> PLAYERS = List.of("Ann", "Bob", "Cy", "Di", "Ed");

    static Line.Setup nanuk(String match, Integer season) {
        return new Line.Setup(GameKind.NANUK, PLAYERS, "Ann", null, null, null, match, season);
    }

    /** A game ended at once and scored with empty piles (nobody won a card). */
    static void playShortGame(EngineTable table, String match, int season) {
        table.start(nanuk(match, season));
        table.submit(new Line.Wind(Line.Direction.CLOCKWISE));
        table.submit(new Line.End());
        assertThat(table.pileScan().active()).isTrue();
        for (String p : PLAYERS) table.confirmPile(p, List.of());
        table.finishPileScan();
    }

    @Test
    void historyKeepsEveryGameWithItsDatesResultAndMatchTotals() {
        Clock pi = Clock.fixed(Instant.parse("1970-01-01T00:01:00Z"), ZoneOffset.UTC); // a Pi without a clock source
        EngineTable table = new EngineTable(() -> {}, pi);
        table.tabletTime(Instant.parse("2026-11-29T20:00:00Z"));
        table.tabletTime(Instant.parse("2030-01-01T00:00:00Z")); // only the first tablet sets the time
        playShortGame(table, "Winter Cup", 1);
        playShortGame(table, "Winter Cup", 2);

        List<Table.PastGame> history = table.history();
        assertThat(history).hasSize(2);
        Table.PastGame last = history.get(0);
        assertThat(last.season()).isEqualTo(2);
        assertThat(last.started()).isEqualTo(Instant.parse("2026-11-29T20:00:00Z"));
        assertThat(last.ended()).isNotNull();
        assertThat(last.result()).contains("win");
        assertThat(last.scores()).containsOnlyKeys(PLAYERS);
        assertThat(last.matchTotals()).containsOnlyKeys(PLAYERS);
        assertThat(table.export(last.id()).get(0)).isInstanceOf(Line.Setup.class);
    }

    @Test
    void aPileMustHoldTheCardsThePlayerWonAndNothingIsAppliedOtherwise() {
        EngineTable table = new EngineTable();
        table.start(nanuk(null, null));
        table.submit(new Line.Wind(Line.Direction.CLOCKWISE));
        table.submit(new Line.End());
        assertThatThrownBy(() -> table.confirmPile("Ann", List.of(tablekeeper.rules.NanukCard.parse("seal"))))
                .isInstanceOf(Refusal.class).hasMessageContaining("Ann won 0 cards");
        assertThatThrownBy(table::finishPileScan).hasMessageContaining("not confirmed");
        assertThat(table.pileScan().confirmed()).isEmpty();
        assertThatThrownBy(() -> table.scanBatch("Ann")).hasMessageContaining("no camera");
    }

    @Test
    void listenersHearEveryChangeButNotARefusal() {
        EngineTable table = new EngineTable();
        AtomicInteger changes = new AtomicInteger();
        table.addListener(changes::incrementAndGet);
        table.start(nanuk(null, null));
        table.submit(new Line.Wind(Line.Direction.CLOCKWISE));
        assertThatThrownBy(() -> table.submit(new Line.Bid("Bob", 1, tablekeeper.rules.Animal.SEAL, 1))).isInstanceOf(Refusal.class);
        table.undo();
        table.settings(new Table.Settings(true, 40));
        assertThat(changes).hasValue(4);
        assertThat(table.game().orElseThrow().record().lines()).hasSize(1);
        assertThat(table.settings()).isEqualTo(new Table.Settings(true, 40));
        assertThatThrownBy(() -> table.settings(new Table.Settings(false, 101))).hasMessageContaining("0 (off) to 100");
    }
}
