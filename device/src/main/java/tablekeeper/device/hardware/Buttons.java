package tablekeeper.device.hardware;

import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalState;
import java.util.function.Consumer;

/**
 * Confirm and Undo, wired to ground (pressed reads LOW). Polled on every refresh and debounced: a change
 * counts once the pin has held it for {@link #DEBOUNCE_MS}. A press of Undo held for {@link #LONG_PRESS_MS}
 * becomes {@link Press#UNDO_LONG} (the tablet then asks for confirmation) instead of {@link Press#UNDO}.
 */
public final class Buttons {
    public static final long DEBOUNCE_MS = 30;
    public static final long LONG_PRESS_MS = 1500;

    public enum Press { CONFIRM, UNDO, UNDO_LONG }

    private final Button confirm;
    private final Button undo;
    private final Consumer<Press> listener;

    public Buttons(DigitalInput confirm, DigitalInput undo, Consumer<Press> listener) {
        this.confirm = new Button(confirm);
        this.undo = new Button(undo);
        this.listener = listener;
    }

    public void refresh(long now) {
        switch (confirm.update(now)) {
            case PRESSED -> listener.accept(Press.CONFIRM);
            default -> {}
        }
        switch (undo.update(now)) {
            case HELD_LONG -> listener.accept(Press.UNDO_LONG);
            case RELEASED -> { if (!undo.longFired) listener.accept(Press.UNDO); }
            default -> {}
        }
    }

    private enum Change { NONE, PRESSED, RELEASED, HELD_LONG }

    /** One debounced button: confirm fires on press, undo on release (so a long press can be told apart). */
    private static final class Button {
        final DigitalInput pin;
        boolean pressed;          // debounced
        boolean raw;
        long rawSince = Long.MIN_VALUE;
        long pressedAt;
        boolean longFired;

        Button(DigitalInput pin) {
            this.pin = pin;
        }

        Change update(long now) {
            boolean r = pin.state() == DigitalState.LOW;
            if (r != raw || rawSince == Long.MIN_VALUE) {
                raw = r;
                rawSince = now;
            }
            if (raw != pressed && now - rawSince >= DEBOUNCE_MS) {
                pressed = raw;
                if (pressed) {
                    pressedAt = rawSince;
                    longFired = false;
                    return Change.PRESSED;
                }
                return Change.RELEASED;
            }
            if (pressed && !longFired && now - pressedAt >= LONG_PRESS_MS) {
                longFired = true;
                return Change.HELD_LONG;
            }
            return Change.NONE;
        }
    }
}
