package tablekeeper.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tablekeeper.device.hardware.Gpio;
import tablekeeper.device.hardware.HardwareMode;
import tablekeeper.device.hardware.Panel;
import tablekeeper.device.hardware.Pins;
import tablekeeper.device.loop.Seen;
import tablekeeper.device.loop.Zone;
import tablekeeper.device.store.Store;
import tablekeeper.record.RecordJson;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukCard;
import tablekeeper.rules.NanukState;
import tablekeeper.rules.NanukTable;
import tablekeeper.rules.Refusal;

/** The device over a real SQLite file, the real engines and Pi4J's mock pins. */
class DeviceTest {
    static final Line.Setup SETUP = new Line.Setup(GameKind.NANUK, List.of("Ann", "Bob", "Cy", "Di", "Ed"), "Ann", null, null, null, null, null);

    static Device open(Path dir, double confident) {
        Panel panel = new Panel(Gpio.open(HardwareMode.MOCK), Pins.defaults(), InstantSource.system());
        return new Device(Store.open(dir), panel, confident);
    }

    static void close(Device d) {
        d.panel().close();
        d.close();
    }

    /** Starts the scripted game and plays it from the tablet up to the first day's draw. */
    static void playUntilTheDraws(Device d, NanukTable table) {
        d.start(SETUP);
        while (((NanukState) d.record().orElseThrow().state()).phase() != NanukState.Phase.DRAW) d.submit(table.next());
    }

    static Seen card(String code, double conf, double cx, double cy, String zone) {
        return new Seen(code, conf, cx, cy, 200, zone, new double[][] {{cx - 60, cy - 84}, {cx + 60, cy - 84}, {cx + 60, cy + 84}, {cx - 60, cy + 84}});
    }

    @Test
    void aRestartedDeviceResumesTheGameWithUndoAndCorrectionHistory(@TempDir Path dir) {
        NanukTable table = new NanukTable(SETUP, 11);
        Device d = open(dir, 0.8);
        d.start(SETUP);
        for (int i = 0; i < 12; i++) d.submit(table.next());
        assertThatThrownBy(() -> d.submit(new Line.Doom("Nobody"))).isInstanceOf(Refusal.class);
        List<Line> lines = d.record().orElseThrow().lines();
        Line last = lines.get(lines.size() - 1);
        d.undo();
        d.submit(last);
        String id = d.gameId();
        close(d);

        Device again = open(dir, 0.8);
        try {
            assertThat(again.gameId()).isEqualTo(id);
            assertThat(again.record().orElseThrow().lines()).isEqualTo(lines);
            assertThat(again.store().withdrawn(id)).extracting(Store.Withdrawn::json).containsExactly(RecordJson.writeLine(last));
            assertThat(again.kept()).hasSize(1);
            assertThat(again.exportJsonl(id).lines().count()).isEqualTo(lines.size());
        } finally {
            close(again);
        }
    }

    @Test
    void calibratedZonesAreKeptAcrossARestart(@TempDir Path dir) {
        List<Zone> calibrated = List.of(new Zone("reveal", 0.05, 0.1, 0.3, 0.5), new Zone("draw", 0.4, 0.1, 0.55, 0.8));
        Device d = open(dir, 0.8);
        d.start(SETUP);
        assertThat(d.zones()).extracting(Zone::name).containsExactly("reveal", "draw"); // the plain layout
        d.calibrate(calibrated);
        close(d);
        Device again = open(dir, 0.8);
        try {
            assertThat(again.zones()).isEqualTo(calibrated);
            assertThat(again.camera().zones()).isEqualTo(calibrated);
            again.calibrate(List.of());
        } finally {
            close(again);
        }
        Device plain = open(dir, 0.8);
        try {
            assertThat(plain.zones()).isEqualTo(tablekeeper.device.loop.Zones.defaults(GameKind.NANUK, SETUP.players()));
        } finally {
            close(plain);
        }
    }

    @Test
    void anUncertainReadIsOnlyProposedUntilConfirmButtonAccepts(@TempDir Path dir) throws Exception {
        NanukTable table = new NanukTable(SETUP, 11);
        Device d = open(dir, 0.8);
        try {
            playUntilTheDraws(d, table);
            int size = d.record().orElseThrow().lines().size();
            // a confident read becomes the day's line at once
            d.viewed(List.of(card("deer", 0.95, 700, 100, "draw")), null);
            assertThat(d.record().orElseThrow().lines()).hasSize(size + 1).last().isEqualTo(new Line.Draw(NanukCard.parse("deer")));
            assertThat(((NanukState) d.record().orElseThrow().state()).phase()).isEqualTo(NanukState.Phase.DRAW); // seed 11: a bid of more than one day
            // an uncertain one is only proposed
            d.viewed(List.of(card("deer", 0.95, 700, 100, "draw"), card("seal", 0.55, 840, 100, "draw")), null);
            assertThat(d.record().orElseThrow().lines()).hasSize(size + 1);
            assertThat(d.proposals()).singleElement().extracting(Device.Proposal::line).isEqualTo(new Line.Draw(NanukCard.parse("seal")));
            // the Confirm button (a mock pin pulled low, then released) accepts it
            MockDigitalInput confirm = null;
            for (var io : d.panel().gpio().context().registry().all().values()) {
                if (io instanceof MockDigitalInput in && in.address().intValue() == Pins.defaults().get("button.confirm")) confirm = in;
            }
            confirm.mockState(DigitalState.LOW);
            for (int i = 0; i < 12; i++) {
                d.panel().refresh();
                Thread.sleep(10);
            }
            confirm.mockState(DigitalState.HIGH);
            d.panel().refresh();
            assertThat(d.proposals()).isEmpty();
            assertThat(d.record().orElseThrow().lines()).hasSize(size + 2).last().isEqualTo(new Line.Draw(NanukCard.parse("seal")));
        } finally {
            close(d);
        }
    }

    @Test
    void aCardTheTabletEnteredIsNoNewCardWhenTheCameraReadsItLater(@TempDir Path dir) {
        NanukTable table = new NanukTable(SETUP, 11);
        Device d = open(dir, 0.8);
        try {
            playUntilTheDraws(d, table);
            d.viewed(List.of(card("unknown", 0.3, 700, 100, "draw")), null); // unreadable: the tablet enters it
            Line day1 = table.next();
            d.submit(day1);
            int size = d.record().orElseThrow().lines().size();
            d.viewed(List.of(card("bird", 0.95, 702, 101, "draw")), null); // the same card, read in a later view
            assertThat(d.record().orElseThrow().lines()).hasSize(size);
            assertThat(d.proposals()).isEmpty();
        } finally {
            close(d);
        }
    }

    @Test
    void aCardMissedInOneViewIsNoNewCardWhenTheNextViewFindsItAgain(@TempDir Path dir) {
        NanukTable table = new NanukTable(SETUP, 11);
        Device d = open(dir, 0.8);
        try {
            playUntilTheDraws(d, table);
            int size = d.record().orElseThrow().lines().size();
            d.viewed(List.of(card("deer", 0.95, 700, 100, "draw")), null);
            assertThat(d.record().orElseThrow().lines()).hasSize(size + 1);
            d.viewed(List.of(), null); // a hand's shadow, glare: the scanner missed it
            d.viewed(List.of(card("deer", 0.95, 701, 99, "draw")), null);
            assertThat(d.record().orElseThrow().lines()).hasSize(size + 1);
            d.viewed(List.of(card("deer", 0.95, 701, 99, "draw"), card("seal", 0.95, 840, 100, "draw")), null);
            assertThat(d.record().orElseThrow().lines()).hasSize(size + 2).last().isEqualTo(new Line.Draw(NanukCard.parse("seal")));
        } finally {
            close(d);
        }
    }

    @Test
    void aFlippedGridCardIsReadOnceThoughTheTurnRemembersItsBack(@TempDir Path dir) {
        Line.Setup nana = new Line.Setup(GameKind.NANA, List.of("Ann", "Bob", "Cy"), null, "classic", null, null, null, null);
        tablekeeper.rules.NanaTable table = new tablekeeper.rules.NanaTable(nana, 3, true, tablekeeper.rules.NanaTable.Bot.RANDOM);
        int slot4 = table.deal().grid().get(4);
        Device d = open(dir, 0.8);
        try {
            d.start(nana);
            d.submit(table.deal());
            d.viewed(List.of(card("back", 0.9, 640, 400, "grid-4")), null);
            d.viewed(List.of(card(Integer.toString(slot4), 0.9, 640, 400, "grid-4")), null);
            assertThat(d.record().orElseThrow().lines()).hasSize(3).last().isEqualTo(new Line.GridReveal("Ann", 4, slot4));
            if (d.record().orElseThrow().state().over()) return;
            // the same face-up card in the next views: nothing new, nothing proposed
            d.viewed(List.of(card(Integer.toString(slot4), 0.9, 641, 401, "grid-4")), null);
            d.viewed(List.of(card(Integer.toString(slot4), 0.9, 640, 400, "grid-4")), null);
            assertThat(d.record().orElseThrow().lines()).hasSize(3);
            assertThat(d.proposals()).isEmpty();
        } finally {
            close(d);
        }
    }

    @Test
    void confirmBetweenRoundsTossesTheWindIntoTheRecord(@TempDir Path dir) {
        Device d = open(dir, 0.8);
        try {
            d.start(SETUP);
            int clockwise = 0;
            for (int i = 0; i < 20; i++) {
                d.tossWind();
                Line last = d.record().orElseThrow().lines().get(1);
                assertThat(last).isInstanceOf(Line.Wind.class);
                if (((Line.Wind) last).direction() == Line.Direction.CLOCKWISE) clockwise++;
                d.undo();
            }
            assertThat(clockwise).isBetween(1, 19); // both sides come up (fails with odds 2 in a million for a fair toss)
        } finally {
            close(d);
        }
    }

    @Test
    void thePileScanChecksEachPileAgainstTheCardsWonAndWritesTheScore(@TempDir Path dir) {
        NanukTable table = new NanukTable(SETUP, 4, 2, 0);
        Device d = open(dir, 0.8);
        try {
            d.start(SETUP);
            Line.Score truth = null;
            for (Line line; (line = table.next()) != null; ) {
                if (line instanceof Line.Score s) truth = s;
                else d.submit(line);
            }
            assertThat(d.pileScan().active()).isTrue();
            NanukState s = (NanukState) d.record().orElseThrow().state();
            for (String p : SETUP.players()) {
                List<NanukCard> pile = truth.piles().get(p);
                assertThat(s.cardsWon().get(p)).isEqualTo(pile.size());
                // two batches: the first half, then the rest
                int half = pile.size() / 2;
                for (List<NanukCard> batch : List.of(pile.subList(0, half), pile.subList(half, pile.size()))) {
                    List<Seen> view = new java.util.ArrayList<>();
                    for (int i = 0; i < batch.size(); i++) view.add(card(batch.get(i).code(), 0.9, 100 + 150 * i, 300, null));
                    view.add(card("unknown", 0.2, 1200, 600, null));
                    d.viewed(view, null);
                    d.scanBatch(p);
                    assertThatThrownBy(() -> d.scanBatch(p)).hasMessageContaining("nothing counted twice");
                }
                assertThat(d.pileScan().read().get(p)).containsExactlyInAnyOrderElementsOf(pile);
                assertThat(d.pileScan().says()).isNotBlank();
                d.confirmPile(p, d.pileScan().read().get(p));
            }
            d.finishPileScan();
            assertThat(d.record().orElseThrow().state().over()).isTrue();
            assertThat(d.record().orElseThrow().state().summary().get("winners")).isNotNull();
            assertThat(d.pileScan().active()).isFalse();
        } finally {
            close(d);
        }
    }
}
