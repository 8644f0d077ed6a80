package tablekeeper.vision.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import tablekeeper.rules.GameKind;

/**
 * The nana held-out style, deliberately unlike the classic one: a dark wrapping-paper panel with a gold diagonal
 * ribbon, an italic serif numeral in a gold medallion, the value spelled out beneath it, and the index in the
 * top-right and (turned) bottom-left corners; 6 and 9 carry a dot after the numeral.
 */
final class NanaRibbon implements CardArt {
    private static final int BORDER = 22;
    private static final String[] WORDS = {"ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN", "ELEVEN", "TWELVE"};
    private static final Color[] PAPER = {
        Canvas.rgb(20, 70, 40), Canvas.rgb(110, 16, 30), Canvas.rgb(20, 40, 90), Canvas.rgb(70, 20, 80),
        Canvas.rgb(10, 80, 90), Canvas.rgb(90, 50, 10), Canvas.rgb(40, 40, 40), Canvas.rgb(130, 40, 60),
        Canvas.rgb(30, 90, 60), Canvas.rgb(60, 30, 120), Canvas.rgb(100, 70, 20), Canvas.rgb(20, 60, 120),
    };
    private static final Color GOLD = Canvas.rgb(232, 190, 80);

    @Override
    public String name() {
        return "nana-ribbon";
    }

    @Override
    public GameKind game() {
        return GameKind.NANA;
    }

    @Override
    public BufferedImage face(String code) {
        int v = NanaClassic.value(code);
        String label = v == 6 || v == 9 ? code + "." : code;
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 14);
        g.setClip(panel);
        g.setColor(PAPER[v - 1]);
        g.fill(panel);
        g.setColor(Canvas.alpha(Color.WHITE, 36));
        for (int y = 40; y < 880; y += 60) {
            for (int x = (y / 60) % 2 == 0 ? 40 : 70; x < 630; x += 60) g.fill(new Ellipse2D.Double(x - 6, y - 6, 12, 12));
        }
        Path2D.Double ribbon = new Path2D.Double();
        ribbon.moveTo(-20, 120);
        ribbon.lineTo(60, 40);
        ribbon.lineTo(650, 760);
        ribbon.lineTo(570, 840);
        ribbon.closePath();
        g.setColor(GOLD);
        g.fill(ribbon);
        g.setColor(PAPER[v - 1]);
        g.setStroke(new BasicStroke(3f));
        g.drawLine(10, 110, 600, 830);
        g.setColor(GOLD);
        g.fill(new Ellipse2D.Double(315 - 175, 360 - 175, 350, 350));
        g.setColor(Color.WHITE);
        g.fill(new Ellipse2D.Double(315 - 155, 360 - 155, 310, 310));
        g.setColor(PAPER[v - 1]);
        g.setFont(Canvas.font("DejaVu Serif", Font.BOLD | Font.ITALIC, v >= 10 ? 190f : 240f));
        Canvas.centred(g, label, 315, 360);
        RoundRectangle2D plate = new RoundRectangle2D.Double(130, 590, 370, 90, 12, 12);
        g.setColor(Color.WHITE);
        g.fill(plate);
        g.setColor(PAPER[v - 1]);
        g.setFont(Canvas.font("DejaVu Sans Mono", Font.BOLD, 62f));
        Canvas.centred(g, WORDS[v - 1], 315, 635);
        index(g, label, 548, 92, 0, PAPER[v - 1]);
        index(g, label, 82, 788, 180, PAPER[v - 1]);
        g.setClip(null);
        g.dispose();
        return img;
    }

    private static void index(Graphics2D g, String label, double cx, double cy, double degrees, Color paper) {
        AffineTransform saved = g.getTransform();
        g.rotate(Math.toRadians(degrees), cx, cy);
        g.setColor(Color.WHITE);
        g.fill(new Rectangle2D.Double(cx - 50, cy - 46, 100, 92));
        g.setColor(paper);
        g.setFont(Canvas.font("DejaVu Serif", Font.BOLD | Font.ITALIC, 54f));
        Canvas.centred(g, label, cx, cy);
        g.setTransform(saved);
    }

    @Override
    public BufferedImage back() {
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 14);
        g.setClip(panel);
        g.setColor(Canvas.rgb(16, 84, 48));
        g.fill(panel);
        g.setColor(Canvas.rgb(30, 110, 66));
        g.setStroke(new BasicStroke(10f));
        for (int d = 0; d < 1600; d += 70) g.drawLine(d, 0, d - 880, 880);
        g.setColor(GOLD);
        g.fill(new Rectangle2D.Double(280, 0, 70, 880));
        g.fill(new Rectangle2D.Double(0, 405, 630, 70));
        g.fill(Canvas.turned(new Ellipse2D.Double(315 - 110, 440 - 40, 110, 80), 315, 440, 20));
        g.fill(Canvas.turned(new Ellipse2D.Double(315, 440 - 40, 110, 80), 315, 440, -20));
        g.setColor(Canvas.rgb(180, 130, 40));
        g.fill(new Ellipse2D.Double(315 - 30, 440 - 30, 60, 60));
        g.setClip(null);
        g.dispose();
        return img;
    }
}
