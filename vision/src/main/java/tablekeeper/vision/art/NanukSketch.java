package tablekeeper.vision.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.Random;
import tablekeeper.rules.Animal;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.NanukCard;

/**
 * A Nanuk style after a pencil sketch, deliberately low in contrast: off-white paper to the very edge with no frame,
 * the animal in thin grey pencil outlines with diagonal hatching on its shaded lower half over a faint wash of a
 * per-animal colour (a double drawn twice side by side, the nearer one overlapping the other), a faint broken horizon
 * with a few grass and ice strokes, the name in small grey italics, and for a Nanuk card a small outlined bear's head
 * turned into each corner (the only difference from the same card without the bear). The back is grey crosshatching
 * with a small circled N.
 */
final class NanukSketch implements CardArt {
    private static final Color PAPER = Canvas.rgb(246, 244, 238), PENCIL = Canvas.rgb(118, 118, 116), FAINT = Canvas.rgb(190, 188, 182);
    private static final BasicStroke LINE = new BasicStroke(2.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);

    /** Per animal (deer, seal, fish, bird, then the Inuksuk): a muted wash colour, laid on at alpha 40. */
    private static final int[][] WASH = {{190, 140, 100}, {110, 140, 176}, {96, 166, 146}, {206, 172, 80}, {146, 136, 170}};

    @Override
    public String name() {
        return "nanuk-sketch";
    }

    @Override
    public GameKind game() {
        return GameKind.NANUK;
    }

    @Override
    public BufferedImage face(String code) {
        NanukCard card = NanukCard.parse(code);
        Random r = Canvas.random(name(), code.replace("-nanuk", "")); // every stroke ignores the bear: it changes the corners only
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        g.setColor(PAPER);
        g.fillRect(0, 0, WIDTH, HEIGHT);
        ground(g, r);
        int[] w = WASH[card.animal() == null ? 4 : card.animal().ordinal()];
        Color wash = new Color(w[0], w[1], w[2], 40);
        if (card.isInuksuk()) {
            sketch(g, Canvas.place(Shapes.inuksuk(), 315, 388, 380, false), wash, r);
            g.setColor(Canvas.alpha(PENCIL, 100)); // the joints between stones, a soft smudge
            g.fill(Canvas.place(Shapes.inuksukJoints(), 315, 388, 380, false));
        } else if (card.isDouble()) { // side by side, the nearer one lower and overlapping the farther
            Shape s = Shapes.silhouette(card.animal());
            sketch(g, Canvas.place(s, 222, 380, 290, false), wash, r);
            sketch(g, Canvas.place(s, 408, 440, 290, false), wash, r);
        } else {
            sketch(g, Canvas.place(Shapes.silhouette(card.animal()), 315, 375, 410, false), wash, r);
        }
        g.setColor(PENCIL);
        g.setFont(Canvas.font("DejaVu Serif", Font.ITALIC, 30f));
        Canvas.centred(g, label(card), 315, 690);
        if (card.nanuk()) {
            for (double[] c : new double[][] {{66, 66, -45}, {564, 66, 45}, {564, 814, 135}, {66, 814, -135}}) bear(g, c[0], c[1], c[2]);
        }
        g.dispose();
        return img;
    }

    /** "Deer", "Two Seals", "Inuksuk". */
    private static String label(NanukCard card) {
        if (card.isInuksuk()) return "Inuksuk";
        String n = card.animal().code();
        n = Character.toUpperCase(n.charAt(0)) + n.substring(1);
        if (!card.isDouble()) return n;
        return "Two " + n + (card.animal() == Animal.SEAL || card.animal() == Animal.BIRD ? "s" : "");
    }

    /** A faint horizon in a few broken pencil strokes, with grass tufts and short level ice dashes below it. */
    private static void ground(Graphics2D g, Random r) {
        g.setColor(FAINT);
        g.setStroke(new BasicStroke(1.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (double x = 56; x < 570; ) {
            double end = Math.min(574, x + 90 + r.nextInt(130));
            g.draw(new Line2D.Double(x, 561 + r.nextDouble() * 4, end, 561 + r.nextDouble() * 4));
            x = end + 6 + r.nextInt(16);
        }
        Path2D.Double p = new Path2D.Double();
        for (int i = 0; i < 7; i++) { // three short blades fanned from one root
            double tx = 80 + r.nextDouble() * 470, ty = 578 + r.nextDouble() * 44;
            for (int b = -1; b <= 1; b++) {
                p.moveTo(tx + 3 * b, ty);
                p.lineTo(tx + 7 * b + r.nextDouble() * 3, ty - 10 - r.nextDouble() * 8);
            }
        }
        for (int i = 0; i < 6; i++) {
            double x = 70 + r.nextDouble() * 450, y = 590 + r.nextDouble() * 46;
            p.moveTo(x, y);
            p.lineTo(x + 22 + r.nextDouble() * 30, y + r.nextDouble() * 2 - 1);
        }
        g.draw(p);
    }

    /**
     * One figure: paper inside it (so it hides what it overlaps), a loose wash slightly off register, diagonal hatching
     * on its lower half (lit from the upper left), then a firm pencil outline and a lighter second pass beside it.
     */
    private static void sketch(Graphics2D g, Shape s, Color wash, Random r) {
        g.setColor(PAPER);
        g.fill(s);
        Area tint = new Area(s);
        tint.add(Canvas.stroked(s, 14f));
        g.setColor(wash);
        g.fill(AffineTransform.getTranslateInstance(r.nextDouble() * 10 - 3, r.nextDouble() * 8 - 2).createTransformedShape(tint));
        Rectangle2D b = s.getBounds2D();
        double tilt = b.getHeight() * 0.08;
        Graphics2D h = (Graphics2D) g.create();
        h.clip(s);
        h.clip(Shapes.outline(b.getMinX(), b.getCenterY() + tilt, b.getMaxX(), b.getCenterY() - tilt,
                b.getMaxX(), b.getMaxY(), b.getMinX(), b.getMaxY()));
        h.setColor(Canvas.alpha(PENCIL, 170));
        h.setStroke(new BasicStroke(1.3f));
        for (double x = b.getMinX() - b.getHeight(); x < b.getMaxX(); x += 7 + r.nextDouble() * 3) {
            h.draw(new Line2D.Double(x, b.getMaxY(), x + b.getHeight(), b.getMinY()));
        }
        h.dispose();
        g.setColor(PENCIL);
        g.setStroke(LINE);
        g.draw(s);
        g.setColor(Canvas.alpha(PENCIL, 90));
        g.setStroke(new BasicStroke(1.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(AffineTransform.getTranslateInstance(1.5 + r.nextDouble(), -1 - r.nextDouble()).createTransformedShape(s));
    }

    /** The Nanuk bear: a bear's head about 54 px wide, shaded and outlined in pencil (snout outlined, nose filled), ears toward the corner. */
    private static void bear(Graphics2D g, double cx, double cy, double degrees) {
        Shape head = Canvas.turned(Canvas.place(Shapes.bearHead(), cx, cy, 68, false), cx, cy, degrees);
        g.setColor(FAINT); // shaded, so the bear shows at a camera's distance as a published card's does
        g.fill(head);
        g.setColor(PENCIL);
        g.setStroke(new BasicStroke(2.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(head);
        g.draw(Canvas.turned(Canvas.place(Shapes.bearSnout(), cx, cy, 68, false), cx, cy, degrees));
        g.fill(Canvas.turned(Canvas.place(Shapes.bearNose(), cx, cy, 68, false), cx, cy, degrees));
    }

    @Override
    public BufferedImage back() {
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        g.setColor(PAPER);
        g.fillRect(0, 0, WIDTH, HEIGHT);
        Random r = Canvas.random(name(), "back");
        Graphics2D h = (Graphics2D) g.create();
        h.clip(new Rectangle2D.Double(26, 26, WIDTH - 52, HEIGHT - 52));
        h.setColor(Canvas.rgb(152, 152, 148));
        h.setStroke(new BasicStroke(1.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int i = -56; i <= 56; i++) { // crosshatching at ±45°, each stroke a little off the regular spacing
            for (int d = -1; d <= 1; d += 2) {
                double x = 315 + 14 * i + r.nextDouble() * 2 - 1;
                h.draw(new Line2D.Double(x - d * 460, -20, x + d * 460, 900));
            }
        }
        h.dispose();
        g.setColor(PAPER);
        g.fill(new Ellipse2D.Double(315 - 58, 440 - 58, 116, 116));
        g.setColor(PENCIL);
        g.setStroke(LINE);
        g.draw(new Ellipse2D.Double(315 - 44, 440 - 44, 88, 88));
        g.setFont(Canvas.font("DejaVu Serif", Font.PLAIN, 48f));
        Canvas.centred(g, "N", 315, 440);
        g.dispose();
        return img;
    }
}
