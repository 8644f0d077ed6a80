package tablekeeper.device.hardware;

import com.pi4j.io.gpio.digital.DigitalOutput;
import java.util.List;

/**
 * Twelve LEDs, day 1 to day 12. Boasting: LEDs 1..d show the current bid's days. Hunt: the days drawn are lit,
 * the days still to come blink slowly, and the day a Nanuk ended the hunt blinks fast. What each LED shows is a
 * pure function of the mode and the time, so tests drive it with any clock.
 */
public final class DayTrack {
    public static final long SLOW_BLINK_MS = 500; // on 500 ms, off 500 ms
    public static final long FAST_BLINK_MS = 100; // on 100 ms, off 100 ms

    /** What the track shows. */
    public sealed interface Mode {}

    public record Dark() implements Mode {}

    public record Boasting(int days) implements Mode {}

    /** {@code nanukDay}: the day whose drawn Nanuk ended the hunt, or 0. */
    public record Hunt(int days, int drawn, int nanukDay) implements Mode {}

    /** How one LED looks. */
    public enum Look { OFF, ON, SLOW, FAST }

    private final List<DigitalOutput> leds;
    private volatile Mode mode = new Dark();

    public DayTrack(List<DigitalOutput> leds) {
        if (leds.size() != 12) throw new IllegalArgumentException("a day track has 12 LEDs, got " + leds.size());
        this.leds = List.copyOf(leds);
    }

    public void show(Mode mode) {
        this.mode = mode;
    }

    public Mode mode() {
        return mode;
    }

    public static Look look(Mode mode, int day) {
        return switch (mode) {
            case Dark d -> Look.OFF;
            case Boasting b -> day <= b.days() ? Look.ON : Look.OFF;
            case Hunt h -> {
                if (h.nanukDay() > 0) yield day == h.nanukDay() ? Look.FAST : day < h.nanukDay() ? Look.ON : Look.OFF;
                if (day <= h.drawn()) yield Look.ON;
                yield day <= h.days() ? Look.SLOW : Look.OFF;
            }
        };
    }

    static boolean lit(Look look, long now) {
        return switch (look) {
            case OFF -> false;
            case ON -> true;
            case SLOW -> Math.floorMod(now, 2 * SLOW_BLINK_MS) < SLOW_BLINK_MS;
            case FAST -> Math.floorMod(now, 2 * FAST_BLINK_MS) < FAST_BLINK_MS;
        };
    }

    /** Drives the pins for the moment {@code now}. */
    public void refresh(long now, Brightness brightness) {
        Mode m = mode;
        for (int day = 1; day <= 12; day++) {
            leds.get(day - 1).setState(brightness.drive(lit(look(m, day), now), now));
        }
    }

    /** The track as text, one character a day: '#' lit, '~' slow blink, '!' fast blink, '.' dark. */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (int day = 1; day <= 12; day++) {
            sb.append(switch (look(mode, day)) { case OFF -> '.'; case ON -> '#'; case SLOW -> '~'; case FAST -> '!'; });
        }
        return sb.toString();
    }
}
