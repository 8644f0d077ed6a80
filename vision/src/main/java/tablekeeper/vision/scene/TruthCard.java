package tablekeeper.vision.scene;

/**
 * Where the scene generator put one card: its code ({@code back} for a face-down card), its whole outline in image
 * pixels (4×{x, y}, clockwise from the face's top-left corner, pixel centres at integer coordinates as in OpenCV;
 * hidden or out-of-frame corners included), and the fraction of the card that can be seen (not under another card,
 * inside the frame).
 */
public record TruthCard(String code, double[][] corners, double visible) {
    public double centreX() {
        return (corners[0][0] + corners[1][0] + corners[2][0] + corners[3][0]) / 4;
    }

    public double centreY() {
        return (corners[0][1] + corners[1][1] + corners[2][1] + corners[3][1]) / 4;
    }

    /** The length of the card's top edge in pixels (its width as seen). */
    public double width() {
        return Math.hypot(corners[1][0] - corners[0][0], corners[1][1] - corners[0][1]);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(code).append(" [");
        for (double[] c : corners) s.append(String.format(java.util.Locale.ROOT, "(%.1f, %.1f)", c[0], c[1]));
        return s.append(String.format(java.util.Locale.ROOT, "] visible %.2f", visible)).toString();
    }
}
