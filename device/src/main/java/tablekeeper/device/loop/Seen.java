package tablekeeper.device.loop;

/** A card in a stable view: its code ({@code unknown} when unsure, {@code back}), where it lies (pixels), and its zone. */
public record Seen(String code, double confidence, double cx, double cy, double size, String zone, double[][] corners) {
    public boolean known() {
        return !code.equals("unknown") && !code.equals("back");
    }

    /** Whether {@code other} lies where this card lies (the same card in a later view). */
    public boolean samePlace(Seen other) {
        double d = Math.hypot(cx - other.cx, cy - other.cy);
        return d < 0.4 * Math.max(size, other.size);
    }
}
