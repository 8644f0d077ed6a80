package tablekeeper.device.hardware;

import com.pi4j.Pi4J;
import com.pi4j.boardinfo.util.BoardInfoHelper;
import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import com.pi4j.plugin.gpiod.provider.gpio.digital.GpioDDigitalInputProvider;
import com.pi4j.plugin.gpiod.provider.gpio.digital.GpioDDigitalOutputProvider;
import com.pi4j.plugin.mock.platform.MockPlatform;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;

/**
 * The Pi4J context, built explicitly (no auto-detection): gpiod providers on a real Pi, the mock plugin's
 * providers everywhere else. It owns every pin it hands out and releases them all on {@link #close()}.
 */
public final class Gpio implements AutoCloseable {
    private final Context context;
    private final boolean mock;

    private Gpio(Context context, boolean mock) {
        this.context = context;
        this.mock = mock;
    }

    public static Gpio open(HardwareMode mode) {
        boolean pi = switch (mode) {
            case PI -> true;
            case MOCK -> false;
            case AUTO -> onRaspberryPi();
        };
        if (pi) {
            try {
                return new Gpio(Pi4J.newContextBuilder().noAutoDetect()
                        .add(GpioDDigitalInputProvider.newInstance(), GpioDDigitalOutputProvider.newInstance())
                        .build(), false);
            } catch (RuntimeException | LinkageError e) {
                throw new IllegalStateException("cannot open the Raspberry Pi's GPIO through gpiod (" + e.getMessage()
                        + "): run on a Pi with /dev/gpiochip* readable by this user (group gpio), or use --hardware mock", e);
            }
        }
        return new Gpio(Pi4J.newContextBuilder().noAutoDetect()
                .add(new MockPlatform())
                .add(MockDigitalInputProvider.newInstance(), MockDigitalOutputProvider.newInstance())
                .build(), true);
    }

    /** What the board says (device tree model), without touching any pin. */
    public static boolean onRaspberryPi() {
        try {
            return BoardInfoHelper.runningOnRaspberryPi();
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    public boolean mock() {
        return mock;
    }

    public DigitalOutput output(String id, int bcm) {
        return context.create(DigitalOutput.newConfigBuilder(context).id(id).name(id).address(bcm)
                .initial(DigitalState.LOW).shutdown(DigitalState.LOW));
    }

    /** A button wired to ground: pulled up, so pressed reads LOW. */
    public DigitalInput input(String id, int bcm) {
        DigitalInput in = context.create(DigitalInput.newConfigBuilder(context).id(id).name(id).address(bcm).pull(PullResistance.PULL_UP));
        if (in instanceof MockDigitalInput m) m.mockState(DigitalState.HIGH); // a mock button starts released, as the pull-up would hold it
        return in;
    }

    public Context context() {
        return context;
    }

    @Override
    public void close() {
        if (!context.isShutdown()) context.shutdown();
    }
}
