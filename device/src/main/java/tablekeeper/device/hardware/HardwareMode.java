package tablekeeper.device.hardware;

import java.util.Locale;

/** {@code --hardware}: the real GPIO of a Raspberry Pi, Pi4J's mock pins, or whichever the board says. */
public enum HardwareMode {
    PI, MOCK, AUTO;

    public static HardwareMode parse(String text) {
        for (HardwareMode m : values()) if (m.name().equalsIgnoreCase(text)) return m;
        throw new IllegalArgumentException("unknown hardware '" + text + "': expected pi, mock or auto");
    }

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
