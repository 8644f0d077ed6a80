package tablekeeper.device.hardware;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Which GPIO (BCM numbering) drives each part of the panel. The defaults live in
 * {@code tablekeeper/device/pins.properties}; a file given with {@code --pins} overrides any of them.
 */
public record Pins(Map<String, Integer> bcm) {
    public static final String DEFAULTS = "/tablekeeper/device/pins.properties";

    /** Every key, in the order the file lists them. */
    public static final List<String> KEYS;

    static {
        List<String> keys = new ArrayList<>();
        for (int d = 1; d <= 12; d++) keys.add("day." + d);
        keys.addAll(List.of("wind.clockwise", "wind.counterclockwise", "button.confirm", "button.undo", "buzzer"));
        KEYS = Collections.unmodifiableList(keys);
    }

    public Pins {
        Map<String, Integer> ordered = new LinkedHashMap<>();
        for (String key : KEYS) if (bcm.containsKey(key)) ordered.put(key, bcm.get(key));
        ordered.putAll(bcm); // unknown keys last, refused below
        bcm = Collections.unmodifiableMap(ordered);
        for (String key : KEYS) {
            if (!bcm.containsKey(key)) throw new IllegalArgumentException("pin '" + key + "' is not set: expected a line " + key + "=N (BCM number)");
        }
        Map<Integer, String> used = new HashMap<>();
        for (var e : bcm.entrySet()) {
            if (!KEYS.contains(e.getKey())) {
                throw new IllegalArgumentException("unknown pin '" + e.getKey() + "': expected one of " + String.join(", ", KEYS));
            }
            int n = e.getValue();
            if (n < 2 || n > 27) {
                throw new IllegalArgumentException("pin " + e.getKey() + "=" + n + " is not a usable BCM GPIO number: expected 2 to 27");
            }
            String other = used.put(n, e.getKey());
            if (other != null) throw new IllegalArgumentException("pins " + other + " and " + e.getKey() + " both use GPIO " + n + ": each needs its own");
        }
    }

    public static Pins defaults() {
        try (InputStream in = Pins.class.getResourceAsStream(DEFAULTS)) {
            if (in == null) throw new IllegalStateException("the default pin table " + DEFAULTS + " is missing from the jar");
            Properties p = new Properties();
            p.load(in);
            return new Pins(parse(p, DEFAULTS, Map.of()));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + DEFAULTS + ": " + e.getMessage(), e);
        }
    }

    /** The defaults with the pins listed in {@code file} replaced. */
    public static Pins load(Path file) {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            p.load(r);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the pin file " + file + ": " + e.getMessage(), e);
        }
        try {
            return new Pins(parse(p, file.toString(), defaults().bcm()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    private static Map<String, Integer> parse(Properties p, String source, Map<String, Integer> base) {
        Map<String, Integer> pins = new LinkedHashMap<>(base);
        for (String key : p.stringPropertyNames()) {
            String value = p.getProperty(key).trim();
            try {
                pins.put(key.trim(), Integer.parseInt(value));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("pin " + key + "=" + value + " in " + source + " is not a number: expected a BCM GPIO number, e.g. " + key + "=17");
            }
        }
        return pins;
    }

    public int day(int day) {
        return bcm.get("day." + day);
    }

    public int get(String key) {
        Integer n = bcm.get(key);
        if (n == null) throw new IllegalArgumentException("unknown pin '" + key + "'");
        return n;
    }
}
