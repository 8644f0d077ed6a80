package tablekeeper.device.hardware;

import com.pi4j.io.gpio.digital.DigitalOutput;
import java.util.List;

/** An active buzzer with a distinct pattern for each event at the table; mutable from the dashboard. */
public final class Buzzer {
    /** The events that sound, each as on/off durations in milliseconds, starting with "on". */
    public enum Sound {
        /** A Nanuk that ends the hunt: one long, grave blast. */
        NANUK(List.of(900L)),
        /** A Nanuk cancelled by an Inuksuk: two short chirps. */
        CANCELLED_NANUK(List.of(80L, 80L, 80L)),
        /** A successful hunt: three rising beeps. */
        SUCCESS(List.of(120L, 60L, 120L, 60L, 300L)),
        /** A nana set taken: one beep then a long one. */
        NANA_SET(List.of(150L, 100L, 450L));

        final List<Long> pattern;

        Sound(List<Long> pattern) {
            this.pattern = pattern;
        }

        public long length() {
            return pattern.stream().mapToLong(Long::longValue).sum();
        }
    }

    private final DigitalOutput pin;
    private volatile boolean muted;
    private volatile Sound sound;
    private volatile long startedAt;

    public Buzzer(DigitalOutput pin) {
        this.pin = pin;
    }

    public void play(Sound sound, long now) {
        this.sound = sound;
        this.startedAt = now;
    }

    public Sound playing(long now) {
        Sound s = sound;
        return s != null && now - startedAt < s.length() ? s : null;
    }

    public void mute(boolean muted) {
        this.muted = muted;
    }

    public boolean muted() {
        return muted;
    }

    /** Whether the buzzer sounds at {@code now}. */
    public boolean on(long now) {
        Sound s = playing(now);
        if (s == null || muted) return false;
        long t = now - startedAt;
        boolean on = true;
        for (long part : s.pattern) {
            if (t < part) return on;
            t -= part;
            on = !on;
        }
        return false;
    }

    public void refresh(long now) {
        pin.setState(on(now));
    }
}
