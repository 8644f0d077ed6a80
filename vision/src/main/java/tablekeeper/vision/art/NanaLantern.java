package tablekeeper.vision.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RadialGradientPaint;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import tablekeeper.rules.GameKind;

/**
 * The nana "Christmas lantern" style, like a commercial family deck where the picture dominates: a 4 mm white border,
 * a face in a soft vertical gradient of the value's pastel colour (twelve hues walking round the colour wheel, so
 * neighbouring values look alike), a large ribbed paper lantern in a deeper tone of that colour hanging by a string
 * from the top edge among a few seeded stars and snow dots, a modest dark numeral on a round cream label in the
 * middle of the lantern, and a small index in all four corners (the bottom two turned). 6 and 9 carry a small dot to
 * the lower right of every numeral, so a card read upside down can never pass for the other.
 */
final class NanaLantern implements CardArt {
    private static final int BORDER = 40; // 4 mm
    private static final double CX = 315, CY = 445; // the lantern's (and the label's) centre
    private static final Color INK = Canvas.rgb(44, 34, 40), CAP = Canvas.rgb(58, 46, 52), CREAM = Canvas.rgb(253, 247, 230),
            GOLD = Canvas.rgb(214, 178, 96), BACK_RED = Canvas.rgb(150, 16, 30);
    /** Centres of the four indices; the bottom two are turned half a turn. */
    private static final double[][] CORNERS = {{100, 100, 0}, {530, 100, 0}, {100, 780, 180}, {530, 780, 180}};

    @Override
    public String name() {
        return "nana-lantern";
    }

    @Override
    public GameKind game() {
        return GameKind.NANA;
    }

    /** The value's colour at a saturation and brightness: hue walks a twelfth of the wheel per value. */
    private static Color tone(int v, double saturation, double brightness) {
        return Color.getHSBColor((v - 1) / 12f, (float) saturation, (float) brightness);
    }

    @Override
    public BufferedImage face(String code) {
        int v = NanaClassic.value(code);
        boolean dotted = v == 6 || v == 9;
        Color deep = tone(v, 0.56, 0.82), rib = tone(v, 0.7, 0.5);
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 24);
        g.setPaint(new GradientPaint(0, BORDER, tone(v, 0.16, 0.99), 0, HEIGHT - BORDER, tone(v, 0.34, 0.94)));
        g.fill(panel);
        g.setClip(panel);
        // the lantern's glow, then the stars and snow around it, kept off the lantern and the indices
        g.setPaint(new RadialGradientPaint((float) CX, (float) CY, 300f, new float[] {0f, 1f},
                new Color[] {Canvas.alpha(Color.WHITE, 150), Canvas.alpha(Color.WHITE, 0)}));
        g.fill(new Ellipse2D.Double(CX - 300, CY - 300, 600, 600));
        java.util.Random rnd = Canvas.random(name(), code);
        Shape keepOut = new Ellipse2D.Double(CX - 235, 150, 470, 610);
        for (int placed = 0, tries = 0; placed < 30 && tries < 500; tries++) {
            double x = 60 + rnd.nextDouble() * 510, y = 60 + rnd.nextDouble() * 760, size = 14 + rnd.nextDouble() * 16;
            boolean nearCorner = (x < 160 || x > 470) && (y < 170 || y > 710);
            if (keepOut.contains(x, y) || nearCorner || Math.abs(x - CX) < 30) continue;
            if (placed++ < 7) {
                g.setColor(Canvas.alpha(deep, 190));
                g.fill(Canvas.turned(Canvas.place(Shapes.star(0.45), x, y, size + 8, false), x, y, rnd.nextInt(72)));
            } else {
                g.setColor(Canvas.alpha(Color.WHITE, 230));
                g.fill(new Ellipse2D.Double(x - size / 4, y - size / 4, size / 2, size / 2));
            }
        }
        lantern(g, CX, CY, 1.0, deep, rib, true);
        // the label and the numeral: 160 px tall for one digit, two digits a little smaller and slightly condensed
        g.setClip(null);
        Shape label = new Ellipse2D.Double(CX - 140, CY - 140, 280, 280);
        g.setColor(CREAM);
        g.fill(label);
        g.setColor(rib);
        g.fill(Canvas.stroked(label, 5f));
        Shape big = sized(g, code, v >= 10 ? 144 : 162, 216, dotted ? 15 : 0, CX, CY);
        g.setColor(INK);
        g.fill(big);
        if (dotted) g.fill(dot(big.getBounds2D(), 15));
        for (double[] k : CORNERS) {
            Shape index = sized(g, code, 50, 200, dotted ? 6 : 0, k[0], k[1]);
            g.fill(Canvas.turned(index, k[0], k[1], k[2]));
            if (dotted) g.fill(Canvas.turned(dot(index.getBounds2D(), 6), k[0], k[1], k[2]));
        }
        g.dispose();
        return img;
    }

    /**
     * The code's outline {@code height} px tall, squeezed sideways to at most {@code maxWidth}, centred on (cx, cy)
     * together with a dot of radius {@code dot} to its right (0: no dot).
     */
    private static Shape sized(Graphics2D g, String code, double height, double maxWidth, double dot, double cx, double cy) {
        Shape s = Canvas.glyph(g, code, Canvas.font("DejaVu Sans", Font.BOLD, 200f), 0, 0);
        Rectangle2D b = s.getBounds2D();
        double k = height / b.getHeight(), kx = Math.min(k, maxWidth / b.getWidth());
        AffineTransform t = AffineTransform.getTranslateInstance(cx - 1.25 * dot, cy);
        t.scale(kx, k);
        return t.createTransformedShape(s);
    }

    /** The small dot of 6 and 9, to the lower right of a numeral's bounds. */
    private static Shape dot(Rectangle2D b, double r) {
        return new Ellipse2D.Double(b.getMaxX() + r * 0.5, b.getMaxY() - 2 * r, 2 * r, 2 * r);
    }

    /**
     * A hanging paper lantern centred on (cx, cy) scaled by {@code k}: string, dark cap, a barrel body with vertical
     * ribs, dark base and a tassel. Shaded (the faces) it is lit from the upper left and hangs from the top edge;
     * otherwise (the back) it is one flat colour with ribs in {@code rib} and a short string.
     */
    private static void lantern(Graphics2D g, double cx, double cy, double k, Color body, Color rib, boolean shaded) {
        AffineTransform saved = g.getTransform();
        g.translate(cx, cy);
        g.scale(k, k);
        g.setStroke(new BasicStroke(shaded ? 4f : 24f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(shaded ? CAP : body);
        g.draw(new Line2D.Double(0, shaded ? -cy : -340, 0, -272));
        g.draw(new Ellipse2D.Double(-12, -290, 24, 22));
        Path2D.Double shell = new Path2D.Double();
        shell.moveTo(-110, -235);
        shell.curveTo(-230, -205, -230, 205, -110, 235);
        shell.lineTo(110, 235);
        shell.curveTo(230, 205, 230, -205, 110, -235);
        shell.closePath();
        if (shaded) {
            g.setPaint(new RadialGradientPaint(-60f, -90f, 320f, new float[] {0f, 1f}, new Color[] {body.brighter(), body}));
        } else {
            g.setColor(body);
        }
        g.fill(shell);
        g.setColor(rib);
        for (int i = -3; i <= 3; i++) {
            double f = i / 4.0;
            Path2D.Double r = new Path2D.Double();
            r.moveTo(110 * f, -235);
            r.curveTo(230 * f, -205, 230 * f, 205, 110 * f, 235);
            g.fill(Canvas.stroked(r, shaded ? 3.5f : 12f));
        }
        g.setColor(shaded ? CAP : body);
        Area ends = new Area(new RoundRectangle2D.Double(-120, -270, 240, 44, 18, 18));
        ends.add(new Area(new RoundRectangle2D.Double(-120, 226, 240, 44, 18, 18)));
        g.fill(ends);
        if (shaded) {
            g.setColor(GOLD);
            g.fill(new Rectangle2D.Double(-120, -236, 240, 5));
            g.fill(new Rectangle2D.Double(-120, 231, 240, 5));
            g.setColor(CAP);
        }
        g.draw(new Line2D.Double(0, 270, 0, 292));
        Path2D.Double tassel = new Path2D.Double();
        tassel.moveTo(-9, 290);
        tassel.lineTo(9, 290);
        tassel.lineTo(22, 352);
        tassel.lineTo(-22, 352);
        tassel.closePath();
        g.fill(tassel);
        g.setTransform(saved);
    }

    @Override
    public BufferedImage back() {
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 24);
        g.setColor(BACK_RED);
        g.fill(panel);
        g.setClip(panel);
        // an offset grid of small white lanterns, each a tenth of the face's lantern
        for (int row = 0; row * 96 < HEIGHT + 96; row++) {
            for (int col = -1; col * 90 < WIDTH + 90; col++) {
                lantern(g, col * 90 + (row % 2) * 45 + 45, row * 96 + 20, 0.1, Color.WHITE, BACK_RED, false);
            }
        }
        g.setClip(null);
        g.setColor(CREAM);
        g.fill(new Ellipse2D.Double(CX - 130, 440 - 130, 260, 260));
        g.setColor(GOLD);
        g.fill(Canvas.stroked(new Ellipse2D.Double(CX - 116, 440 - 116, 232, 232), 5f));
        g.setColor(BACK_RED);
        g.setFont(Canvas.font("DejaVu Sans", Font.BOLD, 66f));
        Canvas.centred(g, "nana", CX, 440);
        g.dispose();
        return img;
    }
}
