package tablekeeper.vision;

/**
 * Which way a frame's edges run at each working pixel, in whole degrees modulo a half turn, halved (0 to 89; an edge
 * has no sense): across the colour gradient there. On wood every placement of a card lies near some edge of the grain,
 * but the grain runs one way: a card's side lies on an edge running its way. Near an edge (the frame is blurred before
 * its edges are found) the gradient is the edge's. Holds the gradient's arrays: valid as long as the frame's.
 */
final class EdgeDirections {
    private final short[] gx, gy;

    EdgeDirections(ColourGradient gradient) {
        gx = gradient.x();
        gy = gradient.y();
    }

    /** The direction at working pixel {@code i} (row after row). */
    int at(int i) {
        return direction(gx[i], gy[i]);
    }

    /** How far apart two directions are, in halved degrees (0 to 45). */
    static int apart(int a, int b) {
        int d = Math.abs(a - b);
        return Math.min(d, 90 - d);
    }

    /** The direction (halved degrees, 0-89) of a line at {@code degrees} (any, modulo a half turn). */
    static int ofLine(double degrees) {
        return (int) Math.floorMod(Math.round(degrees), 180) / 2;
    }

    /** The direction (halved degrees) of an edge whose gradient is (gx, gy): across the gradient. */
    static int direction(int gx, int gy) {
        // folded into the right half (an edge has no sense), then looked up by where the gradient lies between
        // straight down and straight up: a pile search asks this some hundred thousand times, atan2 costs more
        if (gx < 0 || gx == 0 && gy < 0) { gx = -gx; gy = -gy; }
        int sum = gx + Math.abs(gy);
        if (sum == 0) return 0;
        return HALVED[(gy + sum) * (STEPS / 2) / sum];
    }

    private static final int STEPS = 2048;
    /** The halved direction of an edge across a gradient (1 - |t|, t) for t from -1 to 1 in {@link #STEPS} steps. */
    private static final int[] HALVED = new int[STEPS + 1];

    static {
        for (int k = 0; k <= STEPS; k++) {
            double t = 2.0 * k / STEPS - 1;
            HALVED[k] = ofLine(Math.toDegrees(Math.atan2(t, 1 - Math.abs(t))) + 90);
        }
    }
}
