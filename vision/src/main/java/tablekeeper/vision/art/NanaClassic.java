package tablekeeper.vision.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import tablekeeper.rules.GameKind;

/**
 * The nana tuning style: a cream panel framed in the value's colour, a big sans-serif numeral, the index in the
 * top-left and (turned) bottom-right corners, and as many small stars as the value. 6 and 9 are underlined
 * everywhere, so a card read upside down can never pass for the other.
 */
final class NanaClassic implements CardArt {
    private static final int BORDER = 30;
    static final Color[] COLOURS = {
        Canvas.rgb(200, 30, 40), Canvas.rgb(20, 120, 60), Canvas.rgb(210, 150, 0), Canvas.rgb(30, 80, 170),
        Canvas.rgb(150, 40, 140), Canvas.rgb(0, 140, 150), Canvas.rgb(230, 90, 20), Canvas.rgb(100, 130, 20),
        Canvas.rgb(120, 60, 30), Canvas.rgb(220, 60, 120), Canvas.rgb(70, 70, 90), Canvas.rgb(170, 20, 20),
    };

    @Override
    public String name() {
        return "nana-classic";
    }

    @Override
    public GameKind game() {
        return GameKind.NANA;
    }

    static int value(String code) {
        tablekeeper.rules.CardCodes.check(code);
        if (tablekeeper.rules.CardCodes.gameOf(code) != GameKind.NANA) {
            throw new tablekeeper.rules.Refusal("'" + code + "' is not a nana card: expected a value 1 to 12");
        }
        return Integer.parseInt(code);
    }

    @Override
    public BufferedImage face(String code) {
        int v = value(code);
        Color c = COLOURS[v - 1];
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 30);
        g.setColor(c);
        g.fill(panel);
        RoundRectangle2D inner = new RoundRectangle2D.Double(52, 52, 630 - 104, 880 - 104, 20, 20);
        g.setColor(Canvas.rgb(252, 247, 232));
        g.fill(inner);
        boolean underline = v == 6 || v == 9;
        g.setColor(c);
        g.setFont(Canvas.font("DejaVu Sans", Font.BOLD, v >= 10 ? 300f : 380f));
        Canvas.centred(g, code, 315, 420);
        if (underline) g.fill(new RoundRectangle2D.Double(315 - 100, 580, 200, 26, 12, 12));
        // holly on top, stars below: detail that makes each value's face distinct to a matcher
        holly(g, 315, 120);
        g.setColor(Canvas.alpha(c, 220));
        for (int i = 0; i < v; i++) {
            int row = i / 6, col = i % 6;
            int inRow = Math.min(6, v - row * 6);
            double x = 315 + (col - (inRow - 1) / 2.0) * 56, y = 680 + row * 56;
            g.fill(Canvas.place(Shapes.star(0.45), x, y, 46, false));
        }
        Font small = Canvas.font("DejaVu Sans", Font.BOLD, 64f);
        index(g, code, underline, c, small, 100, 112, 0);
        index(g, code, underline, c, small, 530, 768, 180);
        g.dispose();
        return img;
    }

    /** A corner index centred on (cx, cy) turned by {@code degrees}; 6 and 9 underlined (the nana-velvet style's too). */
    static void index(Graphics2D g, String code, boolean underline, Color c, Font font, double cx, double cy, double degrees) {
        AffineTransform saved = g.getTransform();
        g.rotate(Math.toRadians(degrees), cx, cy);
        g.setColor(c);
        g.setFont(font);
        Canvas.centred(g, code, cx, cy);
        if (underline) g.fill(new Rectangle2D.Double(cx - 22, cy + 32, 44, 8));
        g.setTransform(saved);
    }

    private static void holly(Graphics2D g, double cx, double cy) {
        g.setColor(Canvas.rgb(30, 110, 50));
        g.fill(Canvas.turned(new Ellipse2D.Double(cx - 70, cy - 16, 64, 32), cx, cy, -20));
        g.fill(Canvas.turned(new Ellipse2D.Double(cx + 6, cy - 16, 64, 32), cx, cy, 20));
        g.setColor(Canvas.rgb(200, 20, 30));
        for (double dx : new double[] {-14, 0, 14}) g.fill(new Ellipse2D.Double(cx + dx - 10, cy - 4 - (dx == 0 ? 12 : 0), 20, 20));
    }

    @Override
    public BufferedImage back() {
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 30);
        g.setClip(panel);
        g.setColor(Canvas.rgb(180, 24, 36));
        g.fill(panel);
        g.setColor(Canvas.rgb(230, 90, 90));
        for (int y = 0; y < 880; y += 80) {
            for (int x = (y / 80) % 2 == 0 ? 0 : 40; x < 630; x += 80) g.fill(Canvas.place(Shapes.snowflake(), x + 35, y + 40, 44, false));
        }
        g.setColor(Canvas.rgb(20, 110, 60));
        g.fill(new Ellipse2D.Double(315 - 160, 440 - 160, 320, 320));
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke(8f));
        g.draw(new Ellipse2D.Double(315 - 140, 440 - 140, 280, 280));
        g.setFont(Canvas.font("DejaVu Sans", Font.BOLD, 110f));
        Canvas.centred(g, "nana", 315, 440);
        g.setClip(null);
        g.dispose();
        return img;
    }
}
