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
 * The Nanuk tuning style: a pale landscape panel per animal with a dark rounded silhouette in the middle (two for a
 * double, one above the other), the name on a banner, and for a Nanuk card the bear's head in all four corners
 * (the only difference from the same animal without the bear, as on the published cards).
 */
final class NanukClassic implements CardArt {
    private static final int BORDER = 30;

    @Override
    public String name() {
        return "nanuk-classic";
    }

    @Override
    public GameKind game() {
        return GameKind.NANUK;
    }

    private record Palette(Color sky, Color ground, Color figure, Color banner) {}

    private static Palette palette(Animal animal) {
        if (animal == null) return new Palette(Canvas.rgb(206, 196, 226), Canvas.rgb(238, 236, 244), Canvas.rgb(96, 90, 112), Canvas.rgb(88, 70, 120));
        return switch (animal) {
            case DEER -> new Palette(Canvas.rgb(240, 206, 150), Canvas.rgb(246, 240, 226), Canvas.rgb(122, 64, 26), Canvas.rgb(150, 80, 30));
            case SEAL -> new Palette(Canvas.rgb(176, 204, 228), Canvas.rgb(236, 242, 248), Canvas.rgb(52, 70, 92), Canvas.rgb(40, 80, 130));
            case FISH -> new Palette(Canvas.rgb(160, 222, 206), Canvas.rgb(228, 246, 240), Canvas.rgb(10, 104, 100), Canvas.rgb(20, 120, 110));
            case BIRD -> new Palette(Canvas.rgb(250, 224, 140), Canvas.rgb(252, 246, 222), Canvas.rgb(176, 70, 24), Canvas.rgb(190, 90, 20));
        };
    }

    @Override
    public BufferedImage face(String code) {
        NanukCard card = NanukCard.parse(code);
        Palette p = palette(card.animal());
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 36);
        g.setClip(panel);
        g.setPaint(new GradientPaint(0, BORDER, p.sky(), 0, 640, p.ground()));
        g.fill(panel);
        landscape(g, p, Canvas.random(name(), code.replace("-nanuk", ""))); // same scenery with or without the bear
        g.setPaint(p.figure());
        if (card.isInuksuk()) {
            g.fill(Canvas.place(Shapes.inuksuk(), 315, 400, 400, false));
            g.setColor(p.sky());
            g.fill(Canvas.place(Shapes.inuksukJoints(), 315, 400, 400, false));
        } else if (card.isDouble()) {
            Shape s = Shapes.silhouette(card.animal());
            g.fill(Canvas.place(s, 300, 250, 270, false));
            g.fill(Canvas.place(s, 330, 520, 270, true));
        } else {
            g.fill(Canvas.place(Shapes.silhouette(card.animal()), 315, 400, 400, false));
        }
        banner(g, p, card);
        if (card.nanuk()) {
            for (double[] c : corners()) bearBadge(g, c[0], c[1]);
        }
        g.setClip(null);
        g.setColor(Canvas.alpha(p.figure(), 160));
        g.setStroke(new BasicStroke(3f));
        g.draw(panel);
        g.dispose();
        return img;
    }

    static double[][] corners() {
        return new double[][] {{88, 88}, {542, 88}, {542, 792}, {88, 792}};
    }

    private void landscape(Graphics2D g, Palette p, Random r) {
        g.setColor(Canvas.alpha(Color.WHITE, 150));
        Path2D.Double hills = new Path2D.Double();
        hills.moveTo(0, 640);
        for (int x = 0; x <= 630; x += 70) hills.lineTo(x, 560 + r.nextInt(50));
        hills.lineTo(630, 880);
        hills.lineTo(0, 880);
        hills.closePath();
        g.fill(hills);
        g.setColor(Canvas.alpha(p.figure(), 40));
        for (int i = 0; i < 9; i++) {
            double x = 150 + r.nextDouble() * 330, y = 150 + r.nextDouble() * 420, s = 26 + r.nextDouble() * 22;
            g.fill(Canvas.place(Shapes.snowflake(), x, y, s, false));
        }
    }

    private static void banner(Graphics2D g, Palette p, NanukCard card) {
        String text = card.isInuksuk() ? "INUKSUK" : card.animal().code().toUpperCase(java.util.Locale.ROOT) + (card.isDouble() ? " ×2" : "");
        RoundRectangle2D band = new RoundRectangle2D.Double(150, 690, 330, 64, 30, 30);
        g.setColor(p.banner());
        g.fill(band);
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke(3f));
        g.draw(new RoundRectangle2D.Double(156, 696, 318, 52, 26, 26));
        g.setFont(Canvas.font("DejaVu Sans", Font.BOLD, 38f));
        Canvas.centred(g, text, 315, 722);
    }

    /** The Nanuk bear: a white bear's head on a dark red disc with a white ring. */
    private static void bearBadge(Graphics2D g, double cx, double cy) {
        g.setColor(Canvas.rgb(130, 20, 30));
        g.fill(new Ellipse2D.Double(cx - 48, cy - 48, 96, 96));
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke(4f));
        g.draw(new Ellipse2D.Double(cx - 42, cy - 42, 84, 84));
        g.fill(Canvas.place(Shapes.bearHead(), cx, cy + 2, 66, false));
        g.setColor(Canvas.rgb(230, 215, 200));
        g.fill(Canvas.place(Shapes.bearSnout(), cx, cy + 2, 66, false));
        g.setColor(Canvas.rgb(30, 20, 20));
        g.fill(Canvas.place(Shapes.bearNose(), cx, cy + 2, 66, false));
    }

    @Override
    public BufferedImage back() {
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 36);
        g.setClip(panel);
        g.setColor(Canvas.rgb(22, 42, 92));
        g.fill(panel);
        g.setColor(Canvas.rgb(60, 96, 160));
        g.setStroke(new BasicStroke(5f));
        for (int i = 0; i < 6; i++) {
            int inset = 50 + i * 38;
            g.draw(new RoundRectangle2D.Double(inset, inset, 630 - 2.0 * inset, 880 - 2.0 * inset, 40, 40));
        }
        g.setColor(Canvas.rgb(200, 224, 250));
        g.fill(Canvas.place(Shapes.snowflake(), 315, 440, 260, false));
        g.setColor(Canvas.rgb(22, 42, 92));
        g.fill(new Ellipse2D.Double(315 - 40, 440 - 40, 80, 80));
        g.setColor(Canvas.rgb(200, 224, 250));
        g.fill(new Ellipse2D.Double(315 - 24, 440 - 24, 48, 48));
        for (double[] c : corners()) g.fill(Canvas.place(Shapes.snowflake(), c[0], c[1], 70, false));
        g.setClip(null);
        g.dispose();
        return img;
    }
}
