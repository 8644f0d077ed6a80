package tablekeeper.vision.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import tablekeeper.rules.GameKind;

/**
 * The third nana tuning style, printed to the edge like many modern decks: no white border, a deep velvet colour per
 * value running off the card, a thin gold frame line inset from the edge, a big cream numeral, the value counted by
 * fir trees in a row below it, and the index in the top-left and (turned) bottom-right corners. 6 and 9 are
 * underlined. The card's outline is where its dark print meets the table, not a white border.
 */
final class NanaVelvet implements CardArt {
    private static final Color[] COLOURS = {
        Canvas.rgb(120, 16, 30), Canvas.rgb(20, 70, 40), Canvas.rgb(90, 30, 90), Canvas.rgb(140, 70, 10),
        Canvas.rgb(16, 40, 90), Canvas.rgb(100, 20, 20), Canvas.rgb(10, 90, 90), Canvas.rgb(60, 60, 20),
        Canvas.rgb(150, 30, 60), Canvas.rgb(30, 30, 40), Canvas.rgb(40, 100, 30), Canvas.rgb(110, 50, 130),
    };
    private static final Color CREAM = Canvas.rgb(250, 238, 208), GOLD = Canvas.rgb(214, 172, 80);

    @Override
    public String name() {
        return "nana-velvet";
    }

    @Override
    public GameKind game() {
        return GameKind.NANA;
    }

    @Override
    public BufferedImage face(String code) {
        int v = NanaClassic.value(code);
        Color c = COLOURS[v - 1];
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        g.setPaint(new GradientPaint(0, 0, c.brighter(), 0, HEIGHT, c.darker()));
        g.fillRect(0, 0, WIDTH, HEIGHT);
        g.setColor(GOLD);
        g.setStroke(new BasicStroke(4f));
        g.draw(new RoundRectangle2D.Double(40, 40, WIDTH - 80, HEIGHT - 80, 30, 30));
        boolean underline = v == 6 || v == 9;
        g.setColor(CREAM);
        g.setFont(Canvas.font("DejaVu Serif", Font.BOLD, v >= 10 ? 290f : 360f));
        Canvas.centred(g, code, 315, 410);
        if (underline) g.fill(new RoundRectangle2D.Double(315 - 95, 570, 190, 24, 12, 12));
        g.setColor(GOLD);
        for (int i = 0; i < v; i++) { // one or two rows of firs
            int row = i / 6, col = i % 6, inRow = Math.min(6, v - row * 6);
            g.fill(Canvas.place(Shapes.fir(), 315 + (col - (inRow - 1) / 2.0) * 62, 672 + row * 66, 56, false));
        }
        Font small = Canvas.font("DejaVu Serif", Font.BOLD, 62f);
        NanaClassic.index(g, code, underline, CREAM, small, 96, 110, 0);
        NanaClassic.index(g, code, underline, CREAM, small, 534, 770, 180);
        g.dispose();
        return img;
    }

    @Override
    public BufferedImage back() {
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        g.setColor(Canvas.rgb(18, 60, 36));
        g.fillRect(0, 0, WIDTH, HEIGHT);
        g.setColor(Canvas.alpha(GOLD, 150));
        g.setStroke(new BasicStroke(3f));
        for (int d = -HEIGHT; d < WIDTH + HEIGHT; d += 36) g.draw(new Line2D.Double(d, 0, d - HEIGHT, HEIGHT)); // one slant only
        g.setColor(Canvas.rgb(120, 16, 30));
        g.fill(new Ellipse2D.Double(315 - 150, 440 - 150, 300, 300));
        g.setColor(GOLD);
        g.setStroke(new BasicStroke(6f));
        g.draw(new Ellipse2D.Double(315 - 132, 440 - 132, 264, 264));
        g.setColor(CREAM);
        g.setFont(Canvas.font("DejaVu Serif", Font.BOLD, 96f));
        Canvas.centred(g, "nana", 315, 440);
        g.dispose();
        return img;
    }
}
