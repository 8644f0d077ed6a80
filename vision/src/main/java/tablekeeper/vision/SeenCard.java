package tablekeeper.vision;

/**
 * A card seen in a frame. {@code code}: a card code, {@code back} for a face-down card, or {@code unknown} for
 * something card-like that could not be identified with confidence. {@code corners}: the whole card's outline in
 * image pixels (hidden corners included), clockwise from the face's top-left corner.
 */
public record SeenCard(String code, double confidence, double[][] corners) {
    public static final String UNKNOWN = "unknown";
}
