package tablekeeper.device.loop;

import tablekeeper.rules.CardCodes;

/** A card in a stable view: its code ({@code unknown} when unsure, {@code back}), where it lies (pixels), and its zone. */
public record Seen(String code, double confidence, double cx, double cy, double size, String zone, double[][] corners) {
    public boolean known() {
        return !code.equals("unknown") && !faceDown();
    }

    /** Whether the card lies face down (its back up): it shows no value. */
    public boolean faceDown() {
        return code.equals(CardCodes.BACK);
    }

    /** Whether {@code other} lies where this card lies (the same card in a later view). */
    public boolean samePlace(Seen other) {
        double d = Math.hypot(cx - other.cx, cy - other.cy);
        return d < 0.4 * Math.max(size, other.size);
    }
}
