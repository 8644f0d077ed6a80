package tablekeeper.vision.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
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
 * A Nanuk style after a travel poster: a 1 mm ink line at the card's edge, a cream paper margin, and a rounded window
 * on a fjord (a sky tinted per animal, dark-blue cliffs, water, a boathouse and a jetty: hard straight edges and
 * rectangles inside the face, to tempt edge-based card finders) with the animal as a flat coloured silhouette. The name
 * is on a ribbon in the wider bottom margin; a Nanuk card adds a bear's head in a dark rounded square in each corner,
 * the only difference from the same card without the bear.
 */
final class NanukFjord implements CardArt {
    private static final Color INK = Canvas.rgb(28, 30, 44), CREAM = Canvas.rgb(244, 236, 216), CLIFF = Canvas.rgb(30, 48, 88);
    private static final RoundRectangle2D WINDOW = new RoundRectangle2D.Double(50, 50, 530, 710, 44, 44);

    @Override
    public String name() {
        return "nanuk-fjord";
    }

    @Override
    public GameKind game() {
        return GameKind.NANUK;
    }

    /** Per animal (deer, seal, fish, bird, then the Inuksuk): its sky tint and its flat figure colour, far apart in hue. */
    private static final int[][] TINTS = {
        {240, 172, 124, 150, 70, 30}, {150, 192, 228, 162, 168, 180}, {150, 216, 188, 16, 136, 118},
        {242, 214, 116, 236, 136, 24}, {196, 176, 224, 120, 112, 104}};

    private static Color tint(Animal animal, int offset) {
        int[] t = TINTS[animal == null ? 4 : animal.ordinal()];
        return Canvas.rgb(t[offset], t[offset + 1], t[offset + 2]);
    }

    @Override
    public BufferedImage face(String code) {
        NanukCard card = NanukCard.parse(code);
        String base = code.replace("-nanuk", ""); // every seed ignores the bear: it may change the corners only
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        paper(g);
        g.setClip(WINDOW);
        landscape(g, tint(card.animal(), 0), Canvas.random(name(), base));
        Color c = tint(card.animal(), 3);
        if (card.isInuksuk()) {
            flat(g, Canvas.place(Shapes.inuksuk(), 315, 450, 400, false), c);
            g.setColor(Canvas.rgb(196, 188, 176));
            g.fill(Canvas.place(Shapes.inuksukJoints(), 315, 450, 400, false));
        } else if (card.isDouble()) {
            flat(g, Canvas.place(Shapes.silhouette(card.animal()), 205, 330, 270, false), c);
            flat(g, Canvas.place(Shapes.silhouette(card.animal()), 425, 560, 270, true), c);
        } else {
            flat(g, Canvas.place(Shapes.silhouette(card.animal()), 315, 430, 390, false), c);
        }
        g.setClip(null);
        g.setColor(INK);
        g.setStroke(new BasicStroke(4f));
        g.draw(WINDOW);
        ribbon(g, card.isInuksuk() ? "INUKSUK" : card.animal().code().toUpperCase(Locale.ROOT) + (card.isDouble() ? " ×2" : ""));
        if (card.nanuk()) for (double[] p : new double[][] {{58, 58}, {572, 58}, {572, 822}, {58, 822}}) bear(g, p[0], p[1]);
        g.dispose();
        grain(img, Canvas.random(name(), "grain")); // the same grain on every card, so the bear stays the only change
        return img;
    }

    /** The 1 mm ink line at the very edge and the cream paper inside it. */
    private static void paper(Graphics2D g) {
        g.setColor(INK);
        g.fillRect(0, 0, WIDTH, HEIGHT);
        g.setColor(CREAM);
        g.fillRect(10, 10, WIDTH - 20, HEIGHT - 20);
    }

    /** Sky and sun, far peaks, the fjord's two dark walls, water with pale reflections, then the shore. */
    private static void landscape(Graphics2D g, Color sky, Random r) {
        g.setPaint(new GradientPaint(0, 50, sky, 0, 500, sky.brighter()));
        g.fill(WINDOW);
        g.setColor(Canvas.alpha(CREAM, 220));
        g.fill(new Ellipse2D.Double(380 + r.nextInt(90), 110 + r.nextInt(40), 90, 90));
        Path2D.Double far = new Path2D.Double();
        far.moveTo(50, 500);
        for (int x = 50; x <= 600; x += 55) far.lineTo(x, (x / 55 % 2 == 0 ? 300 : 370) + r.nextInt(40));
        far.lineTo(600, 500);
        g.setColor(Canvas.rgb(92, 114, 152));
        g.fill(far);
        int lx = 150 + r.nextInt(30), ly = 230 + r.nextInt(40), rx = 490 - r.nextInt(30), ry = 260 + r.nextInt(40);
        g.setColor(CLIFF); // the fjord's two walls, each with a lit facet from its peak down to the water
        g.fill(Shapes.outline(40, 500, 40, 200 + r.nextInt(40), lx, ly, 200, 330, 290, 500));
        g.fill(Shapes.outline(600, 500, 600, 240 + r.nextInt(40), rx, ry, 440, 380, 380, 500));
        g.setColor(Canvas.rgb(54, 78, 124));
        g.fill(Shapes.outline(lx, ly, 200, 330, 250, 500, lx + 40, 500));
        g.fill(Shapes.outline(rx, ry, 440, 380, 420, 500, rx - 20, 500));
        g.setPaint(new GradientPaint(0, 500, Canvas.rgb(60, 100, 136), 0, 760, Canvas.rgb(20, 40, 70)));
        g.fill(new Rectangle2D.Double(50, 500, 530, 260));
        g.setColor(Canvas.alpha(CREAM, 120));
        for (int i = 0; i < 12; i++) g.fill(new Rectangle2D.Double(60 + r.nextInt(460), 512 + i * 20, 30 + r.nextInt(90), 3));
        Graphics2D shore = (Graphics2D) g.create(); // the shore on the left or, mirrored, on the right
        if (r.nextBoolean()) shore.transform(new AffineTransform(-1, 0, 0, 1, WIDTH, 0));
        shore(shore);
        shore.dispose();
    }

    /** A snowy shore with a red boathouse and a wooden jetty on posts: rectangles and straight edges in the picture. */
    private static void shore(Graphics2D g) {
        g.setColor(Canvas.rgb(236, 240, 246));
        g.fill(Shapes.outline(50, 610, 230, 640, 250, 690, 50, 690));
        g.setColor(Canvas.rgb(120, 78, 48));
        g.fill(new Rectangle2D.Double(200, 664, 300, 12));
        for (int x = 214; x < 500; x += 48) g.fill(new Rectangle2D.Double(x, 676, 7, 34));
        g.setColor(Canvas.rgb(170, 48, 40));
        g.fill(new Rectangle2D.Double(78, 584, 110, 84));
        g.setColor(INK);
        g.fill(Shapes.outline(66, 588, 133, 544, 200, 588));
        g.fill(new Rectangle2D.Double(112, 616, 42, 52));
        g.setColor(CREAM);
        for (int x : new int[] {88, 162}) g.fill(new Rectangle2D.Double(x, 598, 16, 14));
    }

    /** A flat silhouette with a thin cream halo, so it reads against dark cliffs and pale sky alike. */
    private static void flat(Graphics2D g, Shape s, Color c) {
        g.setColor(CREAM);
        g.setStroke(new BasicStroke(9f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(s);
        g.setColor(c);
        g.fill(s);
    }

    /** The name on an ink ribbon with notched ends, in the bottom margin between the corner symbols. */
    private static void ribbon(Graphics2D g, String text) {
        g.setColor(INK);
        g.fill(Shapes.outline(128, 782, 502, 782, 486, 810, 502, 838, 128, 838, 144, 810));
        g.setColor(CREAM);
        g.setFont(Canvas.font("DejaVu Serif", Font.BOLD, 36f));
        Canvas.centred(g, text, 315, 810);
    }

    /** The Nanuk bear: a cream bear's head in a dark rounded square about 7.6 mm wide. */
    private static void bear(Graphics2D g, double cx, double cy) {
        g.setColor(INK);
        g.fill(new RoundRectangle2D.Double(cx - 38, cy - 38, 76, 76, 20, 20));
        g.setColor(CREAM);
        g.fill(Canvas.place(Shapes.bearHead(), cx, cy + 1, 60, false));
        g.setColor(INK);
        g.fill(Canvas.place(Shapes.bearNose(), cx, cy + 1, 60, false));
    }

    /** A faint per-pixel grain, like ink on uncoated paper. */
    private static void grain(BufferedImage img, Random r) {
        int[] px = img.getRGB(0, 0, WIDTH, HEIGHT, null, 0, WIDTH);
        for (int i = 0; i < px.length; i++) {
            int d = r.nextInt(15) - 7, out = 0;
            for (int shift = 0; shift <= 16; shift += 8) out |= Math.max(0, Math.min(255, (px[i] >> shift & 255) + d)) << shift;
            px[i] = out;
        }
        img.setRGB(0, 0, WIDTH, HEIGHT, px, 0, WIDTH);
    }

    @Override
    public BufferedImage back() {
        BufferedImage img = Canvas.blank();
        Graphics2D g = Canvas.graphics(img);
        paper(g);
        RoundRectangle2D panel = new RoundRectangle2D.Double(50, 50, 530, 780, 44, 44);
        g.setColor(Canvas.rgb(20, 32, 66));
        g.fill(panel);
        g.setClip(panel);
        g.setColor(Canvas.rgb(90, 120, 170));
        g.setStroke(new BasicStroke(2.5f));
        for (int i = -9; i <= 9; i++) { // a diamond lattice centred on the card, a small snowflake at each crossing
            g.draw(new Line2D.Double(315 + 70 * i - 500, -60, 315 + 70 * i + 500, 940));
            g.draw(new Line2D.Double(315 + 70 * i + 500, -60, 315 + 70 * i - 500, 940));
            for (int j = -13; j <= 13; j++) if ((i + j) % 2 == 0) g.fill(Canvas.place(Shapes.snowflake(), 315 + 35 * i, 440 + 35 * j, 18, false));
        }
        g.setClip(null);
        g.setColor(Canvas.rgb(20, 32, 66));
        g.fill(new Ellipse2D.Double(315 - 150, 440 - 150, 300, 300));
        g.setColor(Canvas.rgb(214, 228, 246));
        g.setStroke(new BasicStroke(5f));
        g.draw(new Ellipse2D.Double(315 - 130, 440 - 130, 260, 260));
        for (int k = 0; k < 8; k++) { // a compass rose: four short points, then four long ones over them
            int i = k < 4 ? 2 * k + 1 : 2 * (k - 4);
            double t = Math.toRadians(45 * i - 90), len = i % 2 == 0 ? 120 : 70, a = t - 0.7, b = t + 0.7;
            g.setColor(i % 2 == 0 ? CREAM : Canvas.rgb(120, 150, 200));
            g.fill(Shapes.outline(315 + len * Math.cos(t), 440 + len * Math.sin(t), 315 + 22 * Math.cos(a), 440 + 22 * Math.sin(a),
                    315, 440, 315 + 22 * Math.cos(b), 440 + 22 * Math.sin(b)));
        }
        g.dispose();
        grain(img, Canvas.random(name(), "grain"));
        return img;
    }
}
