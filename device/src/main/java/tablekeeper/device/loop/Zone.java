package tablekeeper.device.loop;

/**
 * An area of the camera's view, in fractions of the frame from its top-left corner. Names: {@code reveal}
 * (contributed cards, Nanuk), {@code draw} (each day's card, Nanuk), {@code grid-N} (nana slot N),
 * {@code seat:NAME} (a player's area: nana hand reveals).
 */
public record Zone(String name, double x, double y, double width, double height) {
    public Zone {
        if (name == null || name.isBlank()) throw new IllegalArgumentException("a zone needs a name (reveal, draw, grid-N or seat:NAME)");
        if (!(x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= 1.0001 && y + height <= 1.0001)) {
            throw new IllegalArgumentException("zone " + name + " must lie inside the frame: x, y, width, height are fractions 0..1");
        }
    }

    public boolean contains(double fx, double fy) {
        return fx >= x && fx < x + width && fy >= y && fy < y + height;
    }
}
