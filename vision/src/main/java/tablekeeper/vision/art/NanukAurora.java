package tablekeeper.vision.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.Random;
import tablekeeper.rules.Animal;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.NanukCard;

/**
 * The Nanuk held-out style, deliberately unlike the classic one: a night sky with aurora bands, angular outlined
 * figures (a double shows two side by side), the name at the top in a serif face, tally pips at the bottom, and
 * for a Nanuk card a gold paw print in a diamond in all four corners.
 */
final class NanukAurora implements CardArt {
    private static final int BORDER = 22;

    @Override
    public String name() {
        return "nanuk-aurora";
    }

    @Override
    public GameKind game() {
        return GameKind.NANUK;
    }

    private static Color accent(Animal animal) {
        if (animal == null) return Canvas.rgb(200, 206, 220);
        return switch (animal) {
            case DEER -> Canvas.rgb(255, 176, 60);
            case SEAL -> Canvas.rgb(120, 200, 255);
            case FISH -> Canvas.rgb(150, 240, 90);
            case BIRD -> Canvas.rgb(255, 110, 190);
        };
    }

    @Override
    public BufferedImage face(String code) {
        NanukCard card = NanukCard.parse(code);
        Color accent = accent(card.animal());
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 16);
        g.setClip(panel);
        g.setPaint(new GradientPaint(0, 0, Canvas.rgb(10, 16, 44), 0, 880, Canvas.rgb(24, 40, 70)));
        g.fill(panel);
        sky(g, Canvas.random(name(), code.replace("-nanuk", "")), accent); // same sky with or without the bear
        g.setFont(Canvas.font("DejaVu Serif", Font.BOLD, 52f));
        g.setColor(accent);
        String title = card.isInuksuk() ? "Inuksuk" : capitalised(card.animal().code());
        Canvas.centred(g, title, 315, 150);
        g.setStroke(new BasicStroke(2f));
        g.drawLine(190, 190, 440, 190);
        if (card.isInuksuk()) {
            figure(g, Shapes.polyInuksuk(), 315, 470, 360, false, accent);
        } else if (card.isDouble()) {
            Shape s = Shapes.lowPoly(card.animal());
            figure(g, s, 180, 470, 230, false, accent);
            figure(g, s, 450, 470, 230, true, accent);
        } else {
            figure(g, Shapes.lowPoly(card.animal()), 315, 470, 360, false, accent);
        }
        int pips = card.isInuksuk() ? 0 : card.weight();
        g.setColor(accent);
        for (int i = 0; i < pips; i++) {
            double x = 315 + (i - (pips - 1) / 2.0) * 56;
            g.fill(Canvas.turned(new RoundRectangle2D.Double(x - 14, 720 - 14, 28, 28, 4, 4), x, 720, 45));
        }
        if (card.isInuksuk()) {
            g.setStroke(new BasicStroke(4f));
            g.draw(new Ellipse2D.Double(315 - 18, 720 - 18, 36, 36));
        }
        if (card.nanuk()) {
            for (double[] c : new double[][] {{78, 78}, {552, 78}, {552, 802}, {78, 802}}) pawBadge(g, c[0], c[1]);
        }
        g.setClip(null);
        g.dispose();
        return img;
    }

    private static String capitalised(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static void sky(Graphics2D g, Random r, Color accent) {
        Color[] bands = {Canvas.rgb(60, 220, 150), Canvas.rgb(140, 90, 230), Canvas.alpha(accent, 255)};
        for (int i = 0; i < 3; i++) {
            Path2D.Double band = new Path2D.Double();
            double y0 = 230 + i * 90 + r.nextInt(40);
            band.moveTo(0, y0);
            band.curveTo(200, y0 - 120 + r.nextInt(60), 420, y0 + 60 + r.nextInt(60), 630, y0 - 40);
            g.setColor(Canvas.alpha(bands[i], 60));
            g.setStroke(new BasicStroke(44f + r.nextInt(20), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
            g.draw(band);
        }
        g.setColor(Canvas.alpha(Color.WHITE, 200));
        for (int i = 0; i < 40; i++) {
            double x = 40 + r.nextDouble() * 550, y = 40 + r.nextDouble() * 800, s = 2 + r.nextDouble() * 4;
            g.fill(new Ellipse2D.Double(x, y, s, s));
        }
        g.setColor(Canvas.rgb(230, 236, 246));
        Path2D.Double ice = new Path2D.Double();
        ice.moveTo(0, 790);
        ice.lineTo(120, 760);
        ice.lineTo(260, 780);
        ice.lineTo(400, 750);
        ice.lineTo(630, 785);
        ice.lineTo(630, 880);
        ice.lineTo(0, 880);
        ice.closePath();
        g.setColor(Canvas.alpha(Canvas.rgb(220, 232, 250), 70));
        g.fill(ice);
    }

    private static void figure(Graphics2D g, Shape unit, double cx, double cy, double size, boolean mirror, Color accent) {
        Shape s = Canvas.place(unit, cx, cy, size, mirror);
        g.setColor(Canvas.alpha(accent, 90));
        g.fill(s);
        g.setColor(accent);
        g.setStroke(new BasicStroke(7f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_MITER));
        g.draw(s);
    }

    /** The Nanuk bear of this style: a dark paw print on a gold diamond. */
    private static void pawBadge(Graphics2D g, double cx, double cy) {
        Path2D.Double diamond = new Path2D.Double();
        diamond.moveTo(cx, cy - 52);
        diamond.lineTo(cx + 52, cy);
        diamond.lineTo(cx, cy + 52);
        diamond.lineTo(cx - 52, cy);
        diamond.closePath();
        g.setColor(Canvas.rgb(236, 190, 60));
        g.fill(diamond);
        g.setColor(Canvas.rgb(40, 24, 10));
        g.fill(Canvas.place(Shapes.paw(), cx, cy, 54, false));
    }

    @Override
    public BufferedImage back() {
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 16);
        g.setClip(panel);
        g.setColor(Canvas.rgb(8, 12, 30));
        g.fill(panel);
        g.setStroke(new BasicStroke(3f));
        g.setColor(Canvas.rgb(40, 170, 140));
        for (int d = -880; d < 1260; d += 46) {
            g.drawLine(d, 0, d + 880, 880);
            g.drawLine(d + 880, 0, d, 880);
        }
        g.setColor(Canvas.rgb(8, 12, 30));
        g.fill(new Ellipse2D.Double(315 - 150, 440 - 150, 300, 300));
        g.setColor(Canvas.rgb(150, 110, 240));
        g.setStroke(new BasicStroke(12f));
        g.draw(new Ellipse2D.Double(315 - 130, 440 - 130, 260, 260));
        g.setColor(Canvas.rgb(236, 190, 60));
        g.fill(Canvas.place(Shapes.star(0.4), 315, 440, 190, false));
        g.setClip(null);
        g.dispose();
        return img;
    }
}
