package tablekeeper.device.hardware;

import com.pi4j.io.gpio.digital.DigitalOutput;
import tablekeeper.rules.Line.Direction;

/**
 * Two LEDs, clockwise and counter-clockwise. A toss plays a short animation (the two LEDs alternate, like a
 * spinning token) and then settles on the side that came up.
 */
public final class WindIndicator {
    public static final long TOSS_MS = 1200;
    public static final long TOSS_STEP_MS = 100;

    private final DigitalOutput clockwise;
    private final DigitalOutput counterclockwise;
    private volatile Direction direction;
    private volatile long tossUntil = Long.MIN_VALUE;
    private volatile long tossFrom;

    public WindIndicator(DigitalOutput clockwise, DigitalOutput counterclockwise) {
        this.clockwise = clockwise;
        this.counterclockwise = counterclockwise;
    }

    /** Shows {@code direction} at once (null: both dark). */
    public void show(Direction direction) {
        this.direction = direction;
        this.tossUntil = Long.MIN_VALUE;
    }

    /** Plays the toss animation from {@code now}, then shows {@code direction}. */
    public void toss(Direction direction, long now) {
        this.direction = direction;
        this.tossFrom = now;
        this.tossUntil = now + TOSS_MS;
    }

    public Direction direction() {
        return direction;
    }

    public boolean tossing(long now) {
        return now < tossUntil;
    }

    /** Which LED is lit at {@code now}: [clockwise, counterclockwise]. */
    public boolean[] lit(long now) {
        if (tossing(now)) {
            boolean cw = ((now - tossFrom) / TOSS_STEP_MS) % 2 == 0;
            return new boolean[] {cw, !cw};
        }
        return new boolean[] {direction == Direction.CLOCKWISE, direction == Direction.COUNTERCLOCKWISE};
    }

    public void refresh(long now, Brightness brightness) {
        boolean[] lit = lit(now);
        clockwise.setState(brightness.drive(lit[0], now));
        counterclockwise.setState(brightness.drive(lit[1], now));
    }

    public String describe() {
        Direction d = direction;
        return d == null ? "none" : d.code();
    }
}
