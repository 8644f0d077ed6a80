package tablekeeper.rules;

import java.util.Map;

/**
 * A legal next line, as a dashboard offers it. {@code type} is the line's JSON key ("bid", "doom", "side",
 * "reveal", ...); {@code player} who makes it (null when it is the table's, e.g. a draw or winter);
 * {@code limits} what values are allowed (JSON-ready, e.g. {"minCount": 3, "maxDays": 12});
 * {@code says} the same in a sentence for the people at the table.
 */
public record Action(String type, String player, Map<String, Object> limits, String says) {
    public Action {
        limits = limits == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(limits));
    }
}
