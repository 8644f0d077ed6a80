package tablekeeper.device.hardware;

/** How bright the LEDs are: full, dimmed (software PWM, a quarter of the time on), or off. Set from the dashboard. */
public enum Brightness {
    FULL, DIM, OFF;

    static final long PWM_PERIOD_MS = 20;

    /** Whether an LED that should be lit is actually driven high at {@code now}. */
    boolean drive(boolean lit, long now) {
        return switch (this) {
            case FULL -> lit;
            case DIM -> lit && Math.floorMod(now, PWM_PERIOD_MS) < PWM_PERIOD_MS / 4;
            case OFF -> false;
        };
    }

    public static Brightness parse(String text) {
        for (Brightness b : values()) if (b.name().equalsIgnoreCase(text)) return b;
        throw new IllegalArgumentException("unknown brightness '" + text + "': expected full, dim or off");
    }
}
