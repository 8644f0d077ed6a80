package tablekeeper.vision;

/**
 * The edges along a checked cloth's lines that lie beside something plain. Each of the cloth's lines has another
 * parallel to it a square away on both sides; a card lying along the lines has its face on one side of its edge. Such a
 * card's edges merge with the lines in every cue and go with them from the edges across the grain, and a pile of them
 * showed no corner at all (fresh seed 5303: a nanuk-dusk pile of six on a blue gingham, its top card wholly in view).
 */
final class ClothLines {
    private ClothLines() {}

    /** The edges along the grain are a cloth's when at least this share of them has the next parallel edge about one spacing away. */
    static final double REGULAR = 0.35;
    /** An edge's side is clear when no edge parallel to it lies within this many spacings (plus 2 pixels) of it. */
    static final double CLEAR = 1.5;
    /** The least spacing (working pixels) taken for a cloth's: wood's grain lines lie about 4 pixels apart, and are no checks. */
    static final int MIN_SPACING = 8;

    /**
     * Marks in {@code clear} (255) the edges along the grain that have a clear side; false, {@code clear} untouched, when
     * those edges are no regular pattern.
     * {@code ways[i]}: 0 where pixel i is no edge along the grain, else 1 when its normal runs at {@code peak} degrees,
     * 2 when at a right angle to it.
     */
    static boolean markClearSided(byte[] ways, int w, int h, int peak, byte[] clear) {
        double rad = Math.toRadians(peak);
        // the steps along each way's normal, forward and back (ways 3 and 4): the same for every pixel
        int far = Math.min(w, h) / 8, longest = (int) Math.ceil(CLEAR * far) + 2;
        int[][] dx = new int[5][longest + 1], dy = new int[5][longest + 1];
        for (int k = 1; k <= 4; k++) {
            double sign = k <= 2 ? 1 : -1;
            double nx = sign * (k % 2 == 1 ? Math.cos(rad) : -Math.sin(rad)), ny = sign * (k % 2 == 1 ? Math.sin(rad) : Math.cos(rad));
            for (int s = 0; s <= longest; s++) {
                dx[k][s] = (int) Math.floor(nx * s);
                dy[k][s] = (int) Math.floor(ny * s);
            }
        }
        int spacing = spacing(ways, w, h, dx, dy, far);
        if (spacing < MIN_SPACING) return false;
        int reach = (int) Math.ceil(CLEAR * spacing) + 2;
        for (int i = 0; i < ways.length; i++) {
            byte way = ways[i];
            if (way == 0) continue;
            int x = i % w, y = i / w;
            if (!next(ways, w, h, x, y, dx[way], dy[way], way, reach) || !next(ways, w, h, x, y, dx[way + 2], dy[way + 2], way, reach)) clear[i] = (byte) 255;
        }
        return true;
    }

    /**
     * The distance to the next parallel edge that most edges along the grain share (sampled), or 0 when fewer than
     * {@link #REGULAR} of them do.
     */
    private static int spacing(byte[] ways, int w, int h, int[][] dx, int[][] dy, int far) {
        int[] hist = new int[far + 2];
        int tried = 0;
        for (int i = 0; i < ways.length; i += 7) {
            byte way = ways[i];
            if (way == 0) continue;
            tried++;
            int d = distance(ways, w, h, i % w, i / w, dx[way], dy[way], way, 3, far);
            if (d > 0) hist[d]++;
        }
        int mode = 0, best = -1;
        for (int s = 3; s <= far; s++) {
            int c = hist[s - 1] + hist[s] + hist[s + 1];
            if (c > best) { best = c; mode = s; }
        }
        int near = 0;
        for (int s = Math.max(3, (int) Math.floor(mode * 0.8) - 1); s <= Math.min(far, (int) Math.ceil(mode * 1.2) + 1); s++) near += hist[s];
        return tried > 0 && near >= REGULAR * tried ? mode : 0;
    }

    /** Whether a parallel edge lies 2 to {@code reach} pixels from (x, y) by the steps {@code dx, dy}; past the frame counts as one. */
    private static boolean next(byte[] ways, int w, int h, int x, int y, int[] dx, int[] dy, byte way, int reach) {
        return distance(ways, w, h, x, y, dx, dy, way, 2, reach) != 0;
    }

    /**
     * The distance from (x, y) by the steps {@code dx, dy} along a normal to the nearest edge of the same way, {@code from} to
     * {@code to} pixels (a 2x2 block looked at, so that a thin diagonal line is not stepped over); 0 when there is none,
     * -1 at the frame's edge.
     */
    private static int distance(byte[] ways, int w, int h, int x, int y, int[] dx, int[] dy, byte way, int from, int to) {
        for (int s = from; s <= to; s++) {
            int px = x + dx[s], py = y + dy[s];
            if (px < 0 || py < 0 || px >= w - 1 || py >= h - 1) return -1;
            int j = py * w + px;
            if (ways[j] == way || ways[j + 1] == way || ways[j + w] == way || ways[j + w + 1] == way) return s;
        }
        return 0;
    }
}
