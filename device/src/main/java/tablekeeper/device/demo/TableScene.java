package tablekeeper.device.demo;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.imageio.ImageIO;
import tablekeeper.vision.art.CardArt;

/**
 * Renders what a camera above a plain table would see: the project's own card faces (or backs) lying where the
 * script puts them, slightly turned, on a felt-like table. The demo writes these frames for {@code folder:} replay.
 */
public final class TableScene {
    public static final int WIDTH = 1280, HEIGHT = 720;
    public static final int CARD_W = 120;

    /** A card on the table: its code (or {@code back}), centre in pixels, turn in degrees. */
    public record Placed(String code, double cx, double cy, double degrees) {}

    private final CardArt art;
    private final Map<String, BufferedImage> faces = new HashMap<>();
    private final BufferedImage table;
    private final int cardW, cardH;

    public TableScene(CardArt art, long seed) {
        this(art, seed, CARD_W);
    }

    /** {@code cardWidth}: how wide a card looks to the camera, in pixels. */
    public TableScene(CardArt art, long seed, int cardWidth) {
        this.art = art;
        this.table = felt(seed);
        this.cardW = cardWidth;
        this.cardH = (int) Math.round(cardWidth * 88.0 / 63.0);
    }

    private static BufferedImage felt(long seed) {
        BufferedImage img = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_3BYTE_BGR);
        Random r = new Random(seed);
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                int n = r.nextInt(9) - 4;
                int shade = (int) (10 * Math.sin(x / 97.0) * Math.cos(y / 131.0));
                img.setRGB(x, y, new Color(clamp(38 + n + shade), clamp(84 + n + shade), clamp(58 + n + shade)).getRGB());
            }
        }
        return img;
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }

    private BufferedImage face(String code) {
        return faces.computeIfAbsent(code, c -> {
            Image scaled = art.image(c).getScaledInstance(cardW, cardH, Image.SCALE_AREA_AVERAGING);
            BufferedImage out = new BufferedImage(cardW, cardH, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = out.createGraphics();
            g.drawImage(scaled, 0, 0, null);
            g.dispose();
            return out;
        });
    }

    public BufferedImage render(List<Placed> cards) {
        BufferedImage img = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_3BYTE_BGR);
        Graphics2D g = img.createGraphics();
        g.drawImage(table, 0, 0, null);
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        for (Placed p : cards) {
            AffineTransform saved = g.getTransform();
            g.translate(p.cx(), p.cy());
            g.rotate(Math.toRadians(p.degrees()));
            g.setColor(new Color(0, 0, 0, 60)); // a soft shadow, as a card on a table has
            g.fillRoundRect(-cardW / 2 + 3, -cardH / 2 + 4, cardW, cardH, 10, 10);
            g.drawImage(face(p.code()), -cardW / 2, -cardH / 2, null);
            g.setTransform(saved);
        }
        g.dispose();
        return img;
    }

    /** Writes the frame as {@code file} atomically, so a replaying camera never reads half a file. */
    public void write(List<Placed> cards, Path file) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".part");
        ImageIO.write(render(cards), "png", tmp.toFile());
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }
}
