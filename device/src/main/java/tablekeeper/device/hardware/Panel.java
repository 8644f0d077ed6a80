package tablekeeper.device.hardware;

import com.pi4j.io.gpio.digital.DigitalOutput;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The device's panel: day track, wind indicator, buttons and buzzer on one {@link Gpio}. {@link #refresh()}
 * drives every pin for the current time of its clock (blinking, the toss animation, buzzer patterns, software
 * PWM for dimming) and polls the buttons; {@link #start()} calls it every {@link #TICK_MS} ms on a thread of its
 * own, tests call it with a clock they move themselves. Closing it darkens everything and closes the context.
 */
public final class Panel implements AutoCloseable {
    public static final long TICK_MS = 5;

    private final Gpio gpio;
    private final InstantSource clock;
    private final DayTrack dayTrack;
    private final WindIndicator wind;
    private final Buzzer buzzer;
    private final Buttons buttons;
    private final List<Consumer<Buttons.Press>> pressListeners = new CopyOnWriteArrayList<>();
    private volatile Brightness brightness = Brightness.FULL;
    private ScheduledExecutorService ticker;

    public Panel(Gpio gpio, Pins pins, InstantSource clock) {
        this.gpio = gpio;
        this.clock = clock;
        List<DigitalOutput> days = new ArrayList<>();
        for (int d = 1; d <= 12; d++) days.add(gpio.output("day-" + d, pins.day(d)));
        this.dayTrack = new DayTrack(days);
        this.wind = new WindIndicator(gpio.output("wind-clockwise", pins.get("wind.clockwise")),
                gpio.output("wind-counterclockwise", pins.get("wind.counterclockwise")));
        this.buzzer = new Buzzer(gpio.output("buzzer", pins.get("buzzer")));
        this.buttons = new Buttons(gpio.input("button-confirm", pins.get("button.confirm")),
                gpio.input("button-undo", pins.get("button.undo")), p -> pressListeners.forEach(l -> l.accept(p)));
    }

    public static Panel open(HardwareMode mode, Pins pins) {
        Gpio gpio = Gpio.open(mode);
        try {
            return new Panel(gpio, pins, InstantSource.system());
        } catch (RuntimeException e) {
            gpio.close();
            throw e;
        }
    }

    public void onPress(Consumer<Buttons.Press> listener) {
        pressListeners.add(listener);
    }

    public synchronized void refresh() {
        long now = clock.millis();
        Brightness b = brightness;
        dayTrack.refresh(now, b);
        wind.refresh(now, b);
        buzzer.refresh(now);
        buttons.refresh(now);
    }

    public synchronized Panel start() {
        if (ticker == null) {
            ticker = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "panel");
                t.setDaemon(true);
                return t;
            });
            ticker.scheduleAtFixedRate(() -> {
                try {
                    refresh();
                } catch (RuntimeException e) {
                    System.err.println("panel: " + e.getMessage());
                }
            }, 0, TICK_MS, TimeUnit.MILLISECONDS);
        }
        return this;
    }

    public DayTrack dayTrack() {
        return dayTrack;
    }

    public WindIndicator wind() {
        return wind;
    }

    public Buzzer buzzer() {
        return buzzer;
    }

    public InstantSource clock() {
        return clock;
    }

    public boolean mock() {
        return gpio.mock();
    }

    public Gpio gpio() {
        return gpio;
    }

    public void brightness(Brightness brightness) {
        this.brightness = brightness;
    }

    public Brightness brightness() {
        return brightness;
    }

    /** One line for a console: the day track, the wind, brightness and mute. */
    public String describe() {
        return "days [" + dayTrack.describe() + "] wind " + wind.describe()
                + (brightness == Brightness.FULL ? "" : " leds " + brightness.name().toLowerCase())
                + (buzzer.muted() ? " muted" : "");
    }

    @Override
    public synchronized void close() {
        if (ticker != null) {
            ticker.shutdownNow();
            try {
                ticker.awaitTermination(1, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            ticker = null;
        }
        try {
            dayTrack.show(new DayTrack.Dark());
            wind.show(null);
            brightness = Brightness.OFF;
            long now = clock.millis();
            dayTrack.refresh(now, Brightness.OFF);
            wind.refresh(now, Brightness.OFF);
            buzzer.mute(true);
            buzzer.refresh(now);
        } finally {
            gpio.close();
        }
    }
}
