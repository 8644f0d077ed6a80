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
import java.util.Locale;
import java.util.Random;
import tablekeeper.rules.Animal;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.NanukCard;

/**
 * The second Nanuk tuning style, a linocut print: flat dark ink figures with pale carved gouges on an unframed
 * kraft-paper panel, one accent colour per animal for the sun and the horizon block, a double printed twice on the
 * diagonal, the name in capitals along the bottom, and for a Nanuk card a red bear-claw mark turned into each corner.
 */
final class NanukLinocut implements CardArt {
    private static final int BORDER = 28;
    private static final Color PAPER = Canvas.rgb(236, 226, 204), INK = Canvas.rgb(30, 26, 24), CLAW = Canvas.rgb(200, 40, 30);

    @Override
    public String name() {
        return "nanuk-linocut";
    }

    @Override
    public GameKind game() {
        return GameKind.NANUK;
    }

    private static Color accent(Animal animal) {
        if (animal == null) return Canvas.rgb(126, 124, 118);
        return switch (animal) {
            case DEER -> Canvas.rgb(172, 62, 38);
            case SEAL -> Canvas.rgb(66, 94, 128);
            case FISH -> Canvas.rgb(20, 124, 116);
            case BIRD -> Canvas.rgb(196, 134, 30);
        };
    }

    @Override
    public BufferedImage face(String code) {
        NanukCard card = NanukCard.parse(code);
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 24);
        g.setClip(panel);
        g.setColor(PAPER); // no frame line: the pale panel meets the white border with little contrast
        g.fill(panel);
        Random r = Canvas.random(name(), code.replace("-nanuk", "")); // the bear changes nothing but the corners
        backdrop(g, accent(card.animal()), r);
        g.setColor(INK);
        int marks = card.isDouble() ? 2 : 1;
        for (int i = 0; i < marks; i++) g.fill(new Rectangle2D.Double(315 - 17 * marks + 34 * i + 6, 56, 22, 22));
        if (card.isInuksuk()) {
            carve(g, Canvas.place(Shapes.inuksuk(), 315, 420, 440, false), r, 10);
            g.setColor(PAPER);
            g.fill(Canvas.place(Shapes.inuksukJoints(), 315, 420, 440, false));
        } else if (card.isDouble()) {
            Shape s = Shapes.silhouette(card.animal());
            carve(g, Canvas.place(s, 195, 265, 280, false), r, 7); // upper left, then lower right facing it
            carve(g, Canvas.place(s, 425, 545, 320, true), r, 8);
        } else {
            carve(g, Canvas.place(Shapes.silhouette(card.animal()), 315, 420, 460, false), r, 12);
        }
        g.setColor(INK);
        g.setFont(Canvas.font("DejaVu Sans Mono", Font.BOLD, 52f));
        Canvas.centred(g, card.isInuksuk() ? "INUKSUK" : card.animal().code().toUpperCase(Locale.ROOT), 315, 800);
        if (card.nanuk()) {
            g.setColor(CLAW);
            double[][] corners = {{90, 90, -45}, {540, 90, 45}, {540, 790, 135}, {90, 790, -135}};
            for (double[] c : corners) g.fill(Canvas.turned(Canvas.place(claws(), c[0], c[1], 104, false), c[0], c[1], c[2]));
        }
        g.dispose();
        return img;
    }

    /** A big accent sun behind the figure and an accent horizon block below it, both with carved pale lines. */
    private static void backdrop(Graphics2D g, Color accent, Random r) {
        g.setColor(accent);
        g.fill(new Ellipse2D.Double(315 - 205, 350 - 205, 410, 410));
        g.fill(new Rectangle2D.Double(0, 590, 630, 160));
        g.setColor(PAPER);
        g.setStroke(new BasicStroke(4f));
        g.draw(new Ellipse2D.Double(315 - 182, 350 - 182, 364, 364));
        g.setStroke(new BasicStroke(5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int row = 0; row < 3; row++) {
            Path2D.Double wave = new Path2D.Double();
            double y = 622 + row * 44, phase = r.nextDouble() * 80;
            wave.moveTo(BORDER - phase, y);
            for (double x = BORDER - phase; x < 640; x += 80) wave.quadTo(x + 20, y - 12, x + 40, y);
            g.draw(wave);
        }
    }

    /**
     * Fills a figure in ink and cuts it like a lino block: a pale line just inside the outline and a few short
     * slanted gouges, placed only where they stay inside the figure.
     */
    private static void carve(Graphics2D g, Shape figure, Random r, int gouges) {
        Shape saved = g.getClip();
        g.setColor(INK);
        g.fill(figure);
        g.clip(figure);
        g.setColor(PAPER);
        g.setStroke(new BasicStroke(13f));
        g.draw(figure);
        g.setColor(INK);
        g.setStroke(new BasicStroke(8f));
        g.draw(figure);
        g.setColor(PAPER);
        g.setStroke(new BasicStroke(3.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        Rectangle2D b = figure.getBounds2D();
        for (int tries = 0, made = 0; tries < 400 && made < gouges; tries++) {
            double x = b.getX() + r.nextDouble() * b.getWidth(), y = b.getY() + r.nextDouble() * b.getHeight();
            double len = 16 + r.nextDouble() * 20, x2 = x + len * 0.87, y2 = y - len * 0.5; // all at 30 degrees
            if (!figure.contains(x - 9, y - 9, 18, 18) || !figure.contains(x2 - 9, y2 - 9, 18, 18)) continue;
            g.draw(new Line2D.Double(x, y, x2, y2));
            made++;
        }
        g.setClip(saved);
    }

    /** The Nanuk bear's mark: three hooked, fanned claws pointing up in a 100×100 box (turned into each corner). */
    private static Shape claws() {
        Path2D.Double p = new Path2D.Double();
        for (int i = -1; i <= 1; i++) {
            double bx = 50 + i * 27, tipX = 46 + i * 34, tipY = i == 0 ? 6 : 16;
            p.moveTo(bx - 12, 86);
            p.quadTo(bx - 12, 40, tipX, tipY);
            p.quadTo(bx + 10, 40, bx + 12, 86);
            p.closePath();
        }
        return p;
    }

    @Override
    public BufferedImage back() {
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        RoundRectangle2D panel = Canvas.panel(BORDER, 24);
        g.setClip(panel);
        g.setColor(INK);
        g.fill(panel);
        g.setColor(PAPER);
        g.setStroke(new BasicStroke(5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int row = 0; row < 20; row++) { // rows of carved chevrons, every other row shifted by half a chevron
            Path2D.Double zigzag = new Path2D.Double();
            double y = 52 + row * 42, shift = row % 2 * 22;
            zigzag.moveTo(-shift, y);
            for (double x = -shift; x < 640; x += 44) {
                zigzag.lineTo(x + 22, y - 14);
                zigzag.lineTo(x + 44, y);
            }
            g.draw(zigzag);
        }
        g.setColor(INK);
        g.fill(new Ellipse2D.Double(315 - 140, 440 - 140, 280, 280));
        g.setColor(PAPER);
        g.setStroke(new BasicStroke(8f));
        g.draw(new Ellipse2D.Double(315 - 118, 440 - 118, 236, 236));
        g.setFont(Canvas.font("DejaVu Sans Mono", Font.BOLD, 56f));
        Canvas.centred(g, "NANUK", 315, 440);
        g.dispose();
        return img;
    }
}
