package tablekeeper.device.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tablekeeper.rules.Animal;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Line;
import tablekeeper.rules.Line.Direction;
import tablekeeper.rules.NanukCard;

/** The panel on Pi4J's mock plugin: pin states over a whole scripted game, buttons, buzzer, dimming. */
class PanelTest {
    static final List<String> PLAYERS = List.of("Ann", "Bob", "Cy", "Di", "Ed");
    final Pins pins = Pins.defaults();
    final ManualClock clock = new ManualClock(1_000_000); // a multiple of every blink period: phases start "on"
    Panel panel;
    TableLights lights;
    final List<Buttons.Press> presses = new ArrayList<>();

    @BeforeEach
    void open() {
        panel = new Panel(Gpio.open(HardwareMode.MOCK), pins, clock);
        panel.onPress(presses::add);
        lights = new TableLights(panel);
    }

    @AfterEach
    void close() {
        panel.close();
    }

    boolean pin(int bcm) {
        for (var io : panel.gpio().context().registry().all().values()) {
            if (io instanceof DigitalOutput out && out.address().intValue() == bcm) return out.state() == DigitalState.HIGH;
        }
        throw new AssertionError("no output on GPIO " + bcm);
    }

    /** The day track's pins as text at the current time: '#' high, '.' low. */
    String days() {
        panel.refresh();
        StringBuilder sb = new StringBuilder();
        for (int d = 1; d <= 12; d++) sb.append(pin(pins.day(d)) ? '#' : '.');
        return sb.toString();
    }

    String windPins() {
        panel.refresh();
        return (pin(pins.get("wind.clockwise")) ? "cw" : "--") + "/" + (pin(pins.get("wind.counterclockwise")) ? "ccw" : "---");
    }

    List<Line> record = new ArrayList<>();

    void play(Line line) {
        record.add(line);
        lights.happened(record);
    }

    @Test
    void pinsFollowAWholeGame() {
        record.add(Line.Setup.of(GameKind.NANUK, PLAYERS));
        lights.show(record);
        assertThat(days()).isEqualTo("............");
        assertThat(windPins()).isEqualTo("--/---");

        // Round 1: the wind is tossed clockwise: the LEDs alternate, then settle.
        play(new Line.Wind(Direction.CLOCKWISE));
        assertThat(windPins()).isEqualTo("cw/---");
        clock.advance(WindIndicator.TOSS_STEP_MS);
        assertThat(windPins()).isEqualTo("--/ccw");
        clock.advance(WindIndicator.TOSS_MS);
        assertThat(windPins()).isEqualTo("cw/---");

        // Boasting: LEDs 1..d show the bid's days.
        play(new Line.Bid("Ann", 2, Animal.SEAL, 2));
        assertThat(days()).isEqualTo("##..........");
        play(new Line.Bid("Bob", 2, Animal.SEAL, 3));
        assertThat(days()).isEqualTo("###.........");
        play(new Line.Doom("Cy"));
        for (String p : List.of("Ann", "Di", "Ed")) play(new Line.ChooseSide(p, Line.Side.HUNT));
        play(new Line.Contribute("Di", 1));
        play(new Line.Contribute("Bob", 1));
        play(new Line.Reveal(List.of(NanukCard.parse("seal"), NanukCard.parse("inuksuk"))));
        // The hunt before any draw: every day to come blinks slowly.
        clock.set(2_000_000);
        assertThat(days()).isEqualTo("###.........");
        clock.advance(DayTrack.SLOW_BLINK_MS);
        assertThat(days()).isEqualTo("............");

        clock.set(3_000_000);
        play(new Line.Draw(NanukCard.parse("deer")));
        assertThat(days()).isEqualTo("###.........");
        clock.advance(DayTrack.SLOW_BLINK_MS);
        assertThat(days()).isEqualTo("#...........");
        assertThat(panel.buzzer().playing(clock.millis())).isNull();

        // A drawn Nanuk cancelled by the revealed Inuksuk: two days lit, the third still blinking, two chirps.
        clock.set(4_000_000);
        play(new Line.Draw(NanukCard.parse("fish-nanuk")));
        assertThat(panel.buzzer().playing(clock.millis())).isEqualTo(Buzzer.Sound.CANCELLED_NANUK);
        assertThat(pin(pins.get("buzzer"))).isFalse(); // refreshed below
        assertThat(days()).isEqualTo("###.........");
        assertThat(pin(pins.get("buzzer"))).isTrue();
        clock.advance(DayTrack.SLOW_BLINK_MS);
        assertThat(days()).isEqualTo("##..........");

        // The last day meets the target (2 seals): all three lit, the success sound.
        clock.set(5_000_000);
        play(new Line.Draw(NanukCard.parse("seal")));
        assertThat(panel.buzzer().playing(clock.millis())).isEqualTo(Buzzer.Sound.SUCCESS);
        assertThat(days()).isEqualTo("###.........");
        clock.advance(DayTrack.SLOW_BLINK_MS);
        assertThat(days()).isEqualTo("###.........");

        // Round 2: tossed counter-clockwise.
        clock.set(6_000_000);
        play(new Line.Wind(Direction.COUNTERCLOCKWISE));
        assertThat(days()).isEqualTo("............");
        clock.advance(WindIndicator.TOSS_MS);
        assertThat(windPins()).isEqualTo("--/ccw");
        play(new Line.Bid("Bob", 3, Animal.DEER, 4));
        assertThat(days()).isEqualTo("####........");
        play(new Line.Doom("Ann"));
        play(new Line.Reveal(List.of(NanukCard.parse("deer"))));
        clock.set(7_000_000);
        play(new Line.Draw(NanukCard.parse("bird")));
        assertThat(days()).isEqualTo("####........");
        clock.advance(DayTrack.SLOW_BLINK_MS);
        assertThat(days()).isEqualTo("#...........");

        // An uncancelled Nanuk on day 2 ends the hunt: day 2 blinks fast, the days after it go dark.
        clock.set(8_000_000);
        play(new Line.Draw(NanukCard.parse("seal-nanuk")));
        assertThat(panel.buzzer().playing(clock.millis())).isEqualTo(Buzzer.Sound.NANUK);
        assertThat(days()).isEqualTo("##..........");
        clock.advance(DayTrack.FAST_BLINK_MS);
        assertThat(days()).isEqualTo("#...........");
        clock.advance(DayTrack.FAST_BLINK_MS);
        assertThat(days()).isEqualTo("##..........");
        assertThat(windPins()).isEqualTo("--/ccw");

        // Undo the Nanuk: the track shows the record without it, no sound replayed.
        record.remove(record.size() - 1);
        lights.show(record);
        clock.set(9_000_000);
        assertThat(days()).isEqualTo("####........");

        // The game ends: everything dark.
        play(new Line.End());
        assertThat(days()).isEqualTo("............");
        assertThat(windPins()).isEqualTo("--/---");
    }

    @Test
    void dimmingIsSoftwarePwmAndOffTurnsEverythingOff() {
        record.add(Line.Setup.of(GameKind.NANUK, PLAYERS));
        record.add(new Line.Wind(Direction.CLOCKWISE));
        record.add(new Line.Bid("Ann", 2, Animal.SEAL, 3));
        lights.show(record);
        clock.set(1_000_000);
        panel.brightness(Brightness.DIM);
        int on = 0;
        for (int t = 0; t < Brightness.PWM_PERIOD_MS; t++) {
            clock.set(1_000_000 + t);
            if (days().equals("###.........")) on++;
            else assertThat(days()).isEqualTo("............");
        }
        assertThat(on).isEqualTo((int) Brightness.PWM_PERIOD_MS / 4);
        panel.brightness(Brightness.OFF);
        clock.set(1_000_000);
        assertThat(days()).isEqualTo("............");
        assertThat(windPins()).isEqualTo("--/---");
        panel.brightness(Brightness.FULL);
        assertThat(days()).isEqualTo("###.........");
    }

    @Test
    void mutedBuzzerStaysSilent() {
        panel.buzzer().mute(true);
        panel.buzzer().play(Buzzer.Sound.NANUK, clock.millis());
        panel.refresh();
        assertThat(pin(pins.get("buzzer"))).isFalse();
        panel.buzzer().mute(false);
        panel.refresh();
        assertThat(pin(pins.get("buzzer"))).isTrue();
        clock.advance(Buzzer.Sound.NANUK.length());
        panel.refresh();
        assertThat(pin(pins.get("buzzer"))).isFalse();
    }

    @Test
    void soundsAreDistinct() {
        assertThat(List.of(Buzzer.Sound.values()).stream().map(s -> s.pattern).distinct()).hasSize(Buzzer.Sound.values().length);
    }

    MockDigitalInput button(String key) {
        for (var io : panel.gpio().context().registry().all().values()) {
            if (io instanceof MockDigitalInput in && in.address().intValue() == pins.get(key)) return in;
        }
        throw new AssertionError("no input for " + key);
    }

    void hold(String key, DigitalState state, long ms) {
        button(key).mockState(state);
        for (long t = 0; t < ms; t += Panel.TICK_MS) {
            panel.refresh();
            clock.advance(Panel.TICK_MS);
        }
    }

    @Test
    void buttonsAreDebouncedAndUndoKnowsALongPress() {
        hold("button.confirm", DigitalState.HIGH, 50);
        assertThat(presses).isEmpty();
        // A bounce shorter than the debounce time is no press.
        hold("button.confirm", DigitalState.LOW, 10);
        hold("button.confirm", DigitalState.HIGH, 50);
        assertThat(presses).isEmpty();
        hold("button.confirm", DigitalState.LOW, 100);
        hold("button.confirm", DigitalState.HIGH, 100);
        assertThat(presses).containsExactly(Buttons.Press.CONFIRM);
        presses.clear();
        hold("button.undo", DigitalState.LOW, 200);
        assertThat(presses).isEmpty(); // undo fires on release, so a long press can be told apart
        hold("button.undo", DigitalState.HIGH, 100);
        assertThat(presses).containsExactly(Buttons.Press.UNDO);
        presses.clear();
        hold("button.undo", DigitalState.LOW, Buttons.LONG_PRESS_MS + 100);
        assertThat(presses).containsExactly(Buttons.Press.UNDO_LONG);
        hold("button.undo", DigitalState.HIGH, 100);
        assertThat(presses).containsExactly(Buttons.Press.UNDO_LONG);
    }

    @Test
    void pinFileOverridesDefaultsAndBadOnesAreRefused(@TempDir Path dir) throws Exception {
        Pins d = Pins.defaults();
        assertThat(d.day(1)).isEqualTo(5);
        assertThat(d.get("buzzer")).isEqualTo(18);
        Path f = dir.resolve("pins.properties");
        Files.writeString(f, "# mine\nbuzzer=7\n");
        assertThat(Pins.load(f).get("buzzer")).isEqualTo(7);
        assertThat(Pins.load(f).day(12)).isEqualTo(22);
        Files.writeString(f, "buzzer=5\n");
        assertThatThrownBy(() -> Pins.load(f)).hasMessageContaining("both use GPIO 5");
        Files.writeString(f, "buzer=9\n");
        assertThatThrownBy(() -> Pins.load(f)).hasMessageContaining("unknown pin 'buzer'");
        Files.writeString(f, "buzzer=x\n");
        assertThatThrownBy(() -> Pins.load(f)).hasMessageContaining("not a number");
        assertThat(Map.copyOf(d.bcm())).hasSize(17);
    }
}
