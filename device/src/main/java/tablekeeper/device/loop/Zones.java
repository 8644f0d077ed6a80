package tablekeeper.device.loop;

import java.util.ArrayList;
import java.util.List;
import tablekeeper.rules.GameKind;

/**
 * Where the table looks for each thing. Without calibration a plain layout works: Nanuk reveals on the left
 * {@value #NANUK_SPLIT} of the view and each day's card to the right of it; nana seats along the top edge, one
 * band per player in seating order, and the grid below them, row by row.
 */
public final class Zones {
    static final double NANUK_SPLIT = 0.45;
    static final double NANA_SEATS = 0.3;

    private Zones() {}

    public static List<Zone> defaults(GameKind game, List<String> players) {
        List<Zone> zones = new ArrayList<>();
        if (game == GameKind.NANUK) {
            zones.add(new Zone("reveal", 0, 0, NANUK_SPLIT, 1));
            zones.add(new Zone("draw", NANUK_SPLIT, 0, 1 - NANUK_SPLIT, 1));
            return zones;
        }
        int n = players.size();
        for (int i = 0; i < n; i++) zones.add(new Zone("seat:" + players.get(i), (double) i / n, 0, 1.0 / n, NANA_SEATS));
        int slots = gridSize(n);
        int cols = slots <= 6 ? 3 : 5;
        int rows = (slots + cols - 1) / cols;
        for (int s = 0; s < slots; s++) {
            int r = s / cols, c = s % cols;
            zones.add(new Zone("grid-" + s, (double) c / cols, NANA_SEATS + (1 - NANA_SEATS) * r / rows, 1.0 / cols, (1 - NANA_SEATS) / rows));
        }
        return zones;
    }

    /** The nana grid's size for a player count (2: 10, 3: 9, 4: 8, 5: 6). */
    public static int gridSize(int players) {
        return switch (players) {
            case 2 -> 10;
            case 3 -> 9;
            case 4 -> 8;
            default -> 6;
        };
    }

    /** The first zone holding the point (fractions of the frame), or null. */
    public static String zoneOf(List<Zone> zones, double fx, double fy) {
        for (Zone z : zones) if (z.contains(fx, fy)) return z.name();
        return null;
    }
}
