package tablekeeper.vision.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import tablekeeper.rules.GameKind;

/**
 * The second nana tuning style, light and airy like many minimalist decks: a pale icy panel that barely stands out
 * from the white border, a band of the value's colour across the middle holding a big outlined numeral, the value
 * counted by snowflakes ringed around it, and the index in all four corners. 6 and 9 carry a short bar to the right
 * of every numeral, so a card read upside down can never pass for the other.
 */
final class NanaFrost implements CardArt {
    private static final int BORDER = 28;
    /** A cool palette, one colour per value: blues, teals, purples, silvers and deep greens. */
    private static final Color[] COLOURS = {
        Canvas.rgb(20, 70, 160), Canvas.rgb(0, 130, 140), Canvas.rgb(150, 50, 150), Canvas.rgb(120, 135, 150),
        Canvas.rgb(20, 100, 60), Canvas.rgb(60, 150, 210), Canvas.rgb(100, 90, 200), Canvas.rgb(30, 40, 90),
        Canvas.rgb(0, 150, 110), Canvas.rgb(80, 90, 110), Canvas.rgb(90, 30, 110), Canvas.rgb(70, 170, 170),
    };
    /** Centres of the four indices; the bottom two are turned. */
    private static final double[][] CORNERS = {{82, 100, 0}, {548, 100, 0}, {82, 780, 180}, {548, 780, 180}};

    @Override
    public String name() {
        return "nana-frost";
    }

    @Override
    public GameKind game() {
        return GameKind.NANA;
    }

    @Override
    public BufferedImage face(String code) {
        int v = NanaClassic.value(code);
        Color c = COLOURS[v - 1];
        boolean barred = v == 6 || v == 9;
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 24);
        g.setPaint(new GradientPaint(0, BORDER, Canvas.rgb(226, 238, 248), 0, HEIGHT - BORDER, Canvas.rgb(246, 250, 253)));
        g.fill(panel);
        g.setPaint(Canvas.rgb(196, 216, 236));
        g.setStroke(new BasicStroke(1.5f));
        g.draw(panel); // a hairline only: the card's edge is meant to be faint
        // the band sets this deck clearly apart from the classic one's cream face; it keeps clear of the panel's
        // edge so that the card's outline stays as faint as the rest of the design
        g.setColor(tint(c, 0.6));
        g.fill(new RoundRectangle2D.Double(52, 293, WIDTH - 104, 294, 28, 28));
        Shape big = Canvas.glyph(g, code, Canvas.font("DejaVu Sans", Font.BOLD, v >= 10 ? 270f : 330f), 315, 440);
        g.setColor(tint(c, 0.12));
        g.fill(big);
        g.setColor(c);
        g.setStroke(new BasicStroke(10f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(big);
        if (barred) g.fill(bar(big.getBounds2D(), 16));
        // as many snowflakes as the value, evenly round an oval about the numeral, the first at the top
        for (int i = 0; i < v; i++) {
            double t = 2 * Math.PI * i / v;
            g.fill(Canvas.place(Shapes.snowflake(), 315 + 240 * Math.sin(t), 440 - 290 * Math.cos(t), 50, false));
        }
        Font small = Canvas.font("DejaVu Sans", Font.BOLD, 60f);
        for (double[] k : CORNERS) {
            Shape index = Canvas.glyph(g, code, small, k[0], k[1]);
            g.fill(Canvas.turned(index, k[0], k[1], k[2]));
            if (barred) g.fill(Canvas.turned(bar(index.getBounds2D(), 6), k[0], k[1], k[2]));
        }
        g.dispose();
        return img;
    }

    /** The short upright bar that marks 6 and 9, just right of a numeral's bounds and half its height. */
    private static Shape bar(Rectangle2D b, double width) {
        double h = b.getHeight() * 0.5;
        return new RoundRectangle2D.Double(b.getMaxX() + width, b.getCenterY() - h / 2, width, h, width, width);
    }

    /** A colour mixed with white: {@code share} of the colour. */
    private static Color tint(Color c, double share) {
        return Canvas.rgb((int) Math.round(255 - (255 - c.getRed()) * share), (int) Math.round(255 - (255 - c.getGreen()) * share),
                (int) Math.round(255 - (255 - c.getBlue()) * share));
    }

    @Override
    public BufferedImage back() {
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 24);
        g.setColor(Canvas.rgb(70, 130, 195));
        g.fill(panel);
        g.setClip(panel);
        g.setColor(Canvas.alpha(Color.WHITE, 160));
        g.setStroke(new BasicStroke(2f));
        for (int d = -HEIGHT; d < WIDTH; d += 44) { // both diagonals from one loop: a lattice of diamonds
            g.draw(new Line2D.Double(d, 0, d + HEIGHT, HEIGHT));
            g.draw(new Line2D.Double(WIDTH - d, 0, WIDTH - d - HEIGHT, HEIGHT));
        }
        g.setClip(null);
        g.setColor(Color.WHITE);
        g.fill(new Ellipse2D.Double(315 - 150, 440 - 150, 300, 300));
        g.setColor(Canvas.rgb(208, 226, 244));
        g.fill(Canvas.place(Shapes.snowflake(), 315, 440, 280, false));
        g.setColor(Canvas.rgb(40, 95, 160));
        g.setStroke(new BasicStroke(4f));
        g.draw(new Ellipse2D.Double(315 - 136, 440 - 136, 272, 272));
        g.setFont(Canvas.font("DejaVu Sans", Font.BOLD, 84f));
        Canvas.centred(g, "nana", 315, 440);
        g.dispose();
        return img;
    }
}
