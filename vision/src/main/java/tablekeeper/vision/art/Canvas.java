package tablekeeper.vision.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;

/** Drawing helpers shared by the art styles: a blank white-bordered card, fonts, centred text, placed shapes. */
final class Canvas {
    private Canvas() {}

    /** A white card of the standard size and an antialiased graphics context on it (the caller disposes it). */
    static BufferedImage blank() {
        BufferedImage img = new BufferedImage(CardArt.WIDTH, CardArt.HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, CardArt.WIDTH, CardArt.HEIGHT);
        g.dispose();
        return img;
    }

    static Graphics2D graphics(BufferedImage img) {
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        return g;
    }

    /** The inner panel inside a white border of {@code border} pixels. */
    static RoundRectangle2D panel(int border, int radius) {
        return new RoundRectangle2D.Double(border, border, CardArt.WIDTH - 2.0 * border, CardArt.HEIGHT - 2.0 * border, radius, radius);
    }

    /** DejaVu fonts (CI installs fonts-dejavu-core); Java falls back to its default font when they are missing. */
    static Font font(String family, int style, float size) {
        return new Font(family, style, 12).deriveFont(style, size);
    }

    /** Draws text centred on (cx, cy), the centre being the middle of the capital letters. */
    static void centred(Graphics2D g, String text, double cx, double cy) {
        FontMetrics fm = g.getFontMetrics();
        double w = fm.getStringBounds(text, g).getWidth();
        double capHeight = g.getFont().createGlyphVector(g.getFontRenderContext(), "H").getVisualBounds().getHeight();
        g.drawString(text, (float) (cx - w / 2), (float) (cy + capHeight / 2));
    }

    /** The outline of a text, centred on (cx, cy) by its visible extent (for numerals drawn outlined). */
    static Shape glyph(Graphics2D g, String text, Font font, double cx, double cy) {
        Shape s = font.createGlyphVector(g.getFontRenderContext(), text).getOutline();
        Rectangle2D b = s.getBounds2D();
        return AffineTransform.getTranslateInstance(cx - b.getCenterX(), cy - b.getCenterY()).createTransformedShape(s);
    }

    /** Draws text centred on (cx, cy) turned by {@code degrees}. */
    static void centredTurned(Graphics2D g, String text, double cx, double cy, double degrees) {
        AffineTransform saved = g.getTransform();
        g.rotate(Math.toRadians(degrees), cx, cy);
        centred(g, text, cx, cy);
        g.setTransform(saved);
    }

    /** A shape drawn in a 100×100 box, moved to a box of {@code size} centred on (cx, cy), optionally mirrored. */
    static Shape place(Shape unit, double cx, double cy, double size, boolean mirror) {
        AffineTransform t = new AffineTransform();
        t.translate(cx, cy);
        t.scale(mirror ? -size / 100 : size / 100, size / 100);
        t.translate(-50, -50);
        return t.createTransformedShape(unit);
    }

    /** A shape turned by {@code degrees} about (cx, cy). */
    static Shape turned(Shape s, double cx, double cy, double degrees) {
        return AffineTransform.getRotateInstance(Math.toRadians(degrees), cx, cy).createTransformedShape(s);
    }

    static Area stroked(Shape path, float width) {
        return new Area(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND).createStrokedShape(path));
    }

    static Color rgb(int r, int g, int b) {
        return new Color(r, g, b);
    }

    static Color alpha(Color c, int a) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), a);
    }

    /** A small deterministic generator for decoration placement: the same code always gets the same decoration. */
    static java.util.Random random(String style, String code) {
        return new java.util.Random((style + "/" + code).hashCode() * 0x9E3779B97F4A7C15L);
    }
}
