package tablekeeper.vision.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.Locale;
import tablekeeper.rules.Animal;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.NanukCard;

/**
 * The third Nanuk tuning style, printed to the edge: no white border, a dusk sky in the animal's colour fading to
 * near black at the top, a snowfield across the bottom, the animal as a dark silhouette against the sky (a double
 * shows it twice), the name in white along the top, and for a Nanuk card a white bear paw in a dark disc in each
 * corner. The card's outline is where its print meets the table: dark at the top, white snow at the bottom.
 */
final class NanukDusk implements CardArt {
    private static final Color NIGHT = Canvas.rgb(14, 16, 34), SNOW = Canvas.rgb(240, 244, 250), FIGURE = Canvas.rgb(24, 22, 30);

    @Override
    public String name() {
        return "nanuk-dusk";
    }

    @Override
    public GameKind game() {
        return GameKind.NANUK;
    }

    private static Color sky(Animal animal) {
        if (animal == null) return Canvas.rgb(150, 120, 170);
        return switch (animal) {
            case DEER -> Canvas.rgb(230, 120, 60);
            case SEAL -> Canvas.rgb(90, 140, 210);
            case FISH -> Canvas.rgb(60, 180, 160);
            case BIRD -> Canvas.rgb(230, 190, 70);
        };
    }

    @Override
    public BufferedImage face(String code) {
        NanukCard card = NanukCard.parse(code);
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        g.setPaint(new GradientPaint(0, 0, NIGHT, 0, 620, sky(card.animal())));
        g.fillRect(0, 0, WIDTH, HEIGHT);
        Path2D.Double snow = new Path2D.Double(); // a drift rising to the right
        snow.moveTo(0, 660);
        snow.curveTo(200, 690, 420, 600, WIDTH, 630);
        snow.lineTo(WIDTH, HEIGHT);
        snow.lineTo(0, HEIGHT);
        snow.closePath();
        g.setColor(SNOW);
        g.fill(snow);
        g.setColor(FIGURE);
        if (card.isInuksuk()) {
            g.fill(Canvas.place(Shapes.inuksuk(), 315, 430, 420, false));
        } else if (card.isDouble()) {
            g.fill(Canvas.place(Shapes.silhouette(card.animal()), 200, 330, 260, false));
            g.fill(Canvas.place(Shapes.silhouette(card.animal()), 430, 530, 280, true));
        } else {
            g.fill(Canvas.place(Shapes.silhouette(card.animal()), 315, 440, 430, false));
        }
        g.setColor(Color.WHITE);
        g.setFont(Canvas.font("DejaVu Sans", Font.BOLD, 48f));
        Canvas.centred(g, card.isInuksuk() ? "INUKSUK" : card.animal().code().toUpperCase(Locale.ROOT), 315, 90);
        if (card.isDouble()) {
            g.fill(new Ellipse2D.Double(283, 130, 24, 24));
            g.fill(new Ellipse2D.Double(323, 130, 24, 24));
        }
        g.setColor(FIGURE);
        g.setFont(Canvas.font("DejaVu Sans", Font.PLAIN, 30f));
        Canvas.centred(g, "~ nanuk ~", 315, 810);
        if (card.nanuk()) {
            for (double[] c : new double[][] {{78, 78, 0}, {552, 78, 0}, {552, 802, 180}, {78, 802, 180}}) {
                g.setColor(FIGURE);
                g.fill(new Ellipse2D.Double(c[0] - 48, c[1] - 48, 96, 96));
                g.setColor(Color.WHITE);
                g.fill(Canvas.turned(Canvas.place(Shapes.paw(), c[0], c[1], 70, false), c[0], c[1], c[2]));
            }
        }
        g.dispose();
        return img;
    }

    @Override
    public BufferedImage back() {
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        g.setColor(NIGHT);
        g.fillRect(0, 0, WIDTH, HEIGHT);
        g.setColor(Canvas.rgb(70, 80, 130));
        java.util.Random r = Canvas.random(name(), "back");
        for (int i = 0; i < 160; i++) { // a field of stars
            double x = r.nextDouble() * WIDTH, y = r.nextDouble() * HEIGHT, s = 6 + r.nextDouble() * 14;
            g.fill(Canvas.place(Shapes.star(0.4), x, y, s, false));
        }
        g.setColor(SNOW);
        g.setStroke(new BasicStroke(10f));
        g.draw(new Ellipse2D.Double(315 - 150, 440 - 150, 300, 300));
        g.fill(Canvas.place(Shapes.paw(), 315, 440, 190, false));
        g.dispose();
        return img;
    }
}
