package tablekeeper.vision.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import tablekeeper.rules.GameKind;

/**
 * The nana Christmas-edition style, busy like a festive commercial deck: a narrow white border, a deep green face printed
 * edge to edge with a seeded pattern of holly, berries, wrapped presents (in the value's accent colour) and snowflakes,
 * a cream panel holding a big red numeral outlined in dark red over a row of baubles, and small indices on cream tabs
 * in the top-left and (turned) bottom-right corners. 6 and 9 are underlined everywhere.
 */
final class NanaHolly implements CardArt {
    private static final int BORDER = 30; // 3 mm
    private static final Color GREEN = Canvas.rgb(16, 78, 42), LEAF = Canvas.rgb(52, 140, 64), BERRY = Canvas.rgb(214, 28, 36),
            RED = Canvas.rgb(200, 22, 32), DARK = Canvas.rgb(70, 8, 14), CREAM = Canvas.rgb(252, 244, 222),
            GOLD = Canvas.rgb(236, 190, 70), BACK_RED = Canvas.rgb(176, 18, 30);
    /** Each value's accent: the wrapping paper of its presents and its baubles; all stand out from green and gold. */
    private static final Color[] ACCENTS = {
        Canvas.rgb(220, 40, 50), Canvas.rgb(60, 110, 210), Canvas.rgb(200, 60, 160), Canvas.rgb(240, 120, 30),
        Canvas.rgb(140, 70, 200), Canvas.rgb(30, 170, 190), Canvas.rgb(235, 90, 120), Canvas.rgb(190, 200, 215),
        Canvas.rgb(250, 160, 180), Canvas.rgb(100, 170, 245), Canvas.rgb(160, 30, 60), Canvas.rgb(255, 110, 80),
    };

    @Override
    public String name() {
        return "nana-holly";
    }

    @Override
    public GameKind game() {
        return GameKind.NANA;
    }

    @Override
    public BufferedImage face(String code) {
        int v = NanaClassic.value(code);
        Color accent = ACCENTS[v - 1];
        boolean underline = v == 6 || v == 9;
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D face = Canvas.panel(BORDER, 16);
        fill(g, GREEN, face);
        g.setClip(face);
        pattern(g, Canvas.random(name(), code), accent);
        g.setClip(null);
        RoundRectangle2D panel = new RoundRectangle2D.Double(92, 186, WIDTH - 184, 508, 60, 60);
        fill(g, CREAM, panel);
        fill(g, DARK, Canvas.stroked(panel, 5f));
        // the numeral: a wide dark stroke first, the red fill over it, so the outline sits outside the letters
        Shape big = Canvas.glyph(g, code, Canvas.font("DejaVu Sans", Font.BOLD, v >= 10 ? 250f : 300f), 315, 375);
        Shape bar = new RoundRectangle2D.Double(315 - 90, big.getBounds2D().getMaxY() + 22, 180, 24, 12, 12);
        g.setStroke(new BasicStroke(14f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(DARK);
        g.draw(big);
        if (underline) g.draw(bar);
        fill(g, RED, big);
        if (underline) g.fill(bar);
        // as many baubles as the value: one row up to 6, then two rows
        for (int i = 0; i < v; i++) {
            int row = i / 6, col = i % 6, inRow = Math.min(6, v - row * 6);
            double x = 315 + (col - (inRow - 1) / 2.0) * 64, y = (v > 6 ? 586 : 614) + row * 62;
            Shape ball = new Ellipse2D.Double(x - 23, y - 21, 46, 46);
            fill(g, GOLD, new Rectangle2D.Double(x - 6, y - 28, 12, 9));
            fill(g, accent, ball);
            fill(g, DARK, Canvas.stroked(ball, 3f));
            fill(g, Canvas.alpha(Color.WHITE, 200), new Ellipse2D.Double(x - 13, y - 12, 10, 10)); // the glint
        }
        Font small = Canvas.font("DejaVu Sans", Font.BOLD, 60f);
        for (double[] k : new double[][] {{100, 104, 0}, {530, 776, 180}}) {
            fill(g, CREAM, new RoundRectangle2D.Double(k[0] - 56, k[1] - 58, 112, 116, 22, 22));
            NanaClassic.index(g, code, underline, RED, small, k[0], k[1], k[2]);
        }
        g.dispose();
        return img;
    }

    /** The repeating print: an offset grid of small motifs, each cell's motif and angle drawn from the code's seed. */
    private static void pattern(Graphics2D g, java.util.Random rnd, Color accent) {
        for (int row = 0; row * 52 < HEIGHT + 52; row++) {
            for (int col = -1; col * 58 < WIDTH + 58; col++) {
                double x = col * 58 + (row % 2) * 29, y = row * 52, turn = rnd.nextInt(360), tilt = turn % 30 - 15;
                switch (rnd.nextInt(3)) {
                    case 0 -> { // a sprig: two holly leaves and three berries
                        fill(g, LEAF, Canvas.turned(Canvas.place(holly(), x - 16, y, 44, false), x, y, turn),
                                Canvas.turned(Canvas.place(holly(), x + 16, y, 44, true), x, y, turn));
                        for (int b = 0; b < 3; b++) fill(g, BERRY, new Ellipse2D.Double(x - 14 + b * 9, y - 5 - (b % 2) * 8, 11, 11));
                    }
                    case 1 -> { // a wrapped present, only slightly tilted: card-like rectangles with a ribbon cross
                        fill(g, accent, Canvas.turned(new Rectangle2D.Double(x - 15, y - 12, 30, 24), x, y, tilt));
                        fill(g, GOLD, Canvas.turned(new Rectangle2D.Double(x - 3, y - 12, 6, 24), x, y, tilt),
                                Canvas.turned(new Rectangle2D.Double(x - 15, y - 3, 30, 6), x, y, tilt));
                    }
                    default -> fill(g, Canvas.rgb(236, 244, 248),
                            Canvas.turned(Canvas.place(Shapes.snowflake(), x, y, 34, false), x, y, turn));
                }
            }
        }
    }

    /** A holly leaf in the 100×100 box, stalk at the left, tip at the right: scalloped edges between sharp spikes. */
    private static Shape holly() {
        double[] xs = {2, 22, 42, 62, 82, 98}, ys = {50, 30, 24, 24, 32, 50};
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xs[0], ys[0]);
        for (int i = 1; i < xs.length; i++) p.quadTo((xs[i - 1] + xs[i]) / 2, (ys[i - 1] + ys[i]) / 2 + 9, xs[i], ys[i]);
        for (int i = xs.length - 2; i >= 0; i--) p.quadTo((xs[i + 1] + xs[i]) / 2, 100 - (ys[i + 1] + ys[i]) / 2 - 9, xs[i], 100 - ys[i]);
        p.closePath();
        return p;
    }

    private static void fill(Graphics2D g, Color c, Shape... shapes) {
        g.setColor(c);
        for (Shape s : shapes) g.fill(s);
    }

    @Override
    public BufferedImage back() {
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 16);
        fill(g, BACK_RED, panel);
        g.setClip(panel);
        // a diamond lattice of thin white lines through the centre, a snowflake on a red spot at every crossing
        g.setColor(Canvas.alpha(Color.WHITE, 170));
        g.setStroke(new BasicStroke(2.5f));
        for (int m = -9; m <= 9; m++) {
            g.draw(new Line2D.Double(-125 + 90 * m, 0, -125 + 90 * m + HEIGHT, HEIGHT));
            g.draw(new Line2D.Double(755 + 90 * m, 0, 755 + 90 * m - HEIGHT, HEIGHT));
        }
        for (int row = 0, y = -10; y < HEIGHT + 45; row++, y += 45) {
            for (int x = row % 2 == 0 ? 45 : 0; x < WIDTH + 45; x += 90) {
                fill(g, BACK_RED, new Ellipse2D.Double(x - 20, y - 20, 40, 40));
                fill(g, Color.WHITE, Canvas.place(Shapes.snowflake(), x, y, 36, false));
            }
        }
        g.setClip(null);
        // the wreath: a green ring dressed all round with holly and berries, so it looks the same either way up
        fill(g, GREEN, Canvas.stroked(new Ellipse2D.Double(315 - 140, 440 - 140, 280, 280), 56f));
        for (int i = 0; i < 20; i++) {
            double t = 2 * Math.PI * i / 20, x = 315 + 140 * Math.cos(t), y = 440 + 140 * Math.sin(t);
            fill(g, i % 2 == 0 ? LEAF : Canvas.rgb(34, 112, 52),
                    Canvas.turned(Canvas.place(holly(), x, y, 74, false), x, y, Math.toDegrees(t) + (i % 2 == 0 ? 60 : 120)));
        }
        for (int i = 0; i < 10; i++) {
            double t = 2 * Math.PI * (i + 0.5) / 10, x = 315 + 140 * Math.cos(t), y = 440 + 140 * Math.sin(t);
            for (int b = 0; b < 3; b++) fill(g, BERRY, new Ellipse2D.Double(x - 16 + b * 10, y - 6 - (b % 2) * 10, 14, 14));
        }
        fill(g, CREAM, new Ellipse2D.Double(315 - 108, 440 - 108, 216, 216));
        g.setColor(RED);
        g.setFont(Canvas.font("DejaVu Sans", Font.BOLD, 70f));
        Canvas.centred(g, "nana", 315, 440);
        g.dispose();
        return img;
    }
}
