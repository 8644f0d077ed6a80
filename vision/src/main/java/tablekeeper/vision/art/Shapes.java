package tablekeeper.vision.art;

import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import tablekeeper.rules.Animal;

/**
 * Our own drawings of the deck's figures, each in a 100×100 box facing right: rounded silhouettes for the classic
 * styles, angular low-poly figures for the held-out styles (a different hand, so recognition cannot lean on shapes).
 */
final class Shapes {
    private static final java.util.Map<String, Shape> MEMO = new java.util.concurrent.ConcurrentHashMap<>();

    private Shapes() {}

    /** Each figure is built once (area operations are slow); callers only ever transform it into new shapes. */
    private static Shape memo(String key, java.util.function.Supplier<Shape> build) {
        return MEMO.computeIfAbsent(key, k -> build.get());
    }

    static Shape silhouette(Animal animal) {
        return switch (animal) {
            case DEER -> deer();
            case SEAL -> seal();
            case FISH -> fish();
            case BIRD -> bird();
        };
    }

    static Shape lowPoly(Animal animal) {
        return switch (animal) {
            case DEER -> polyDeerHead();
            case SEAL -> polySeal();
            case FISH -> polyFish();
            case BIRD -> polyGull();
        };
    }

    private static Area ellipse(double x, double y, double w, double h) {
        return new Area(new Ellipse2D.Double(x, y, w, h));
    }

    private static Area rotatedEllipse(double cx, double cy, double w, double h, double degrees) {
        Shape e = new Ellipse2D.Double(cx - w / 2, cy - h / 2, w, h);
        return new Area(AffineTransform.getRotateInstance(Math.toRadians(degrees), cx, cy).createTransformedShape(e));
    }

    private static Area polygon(double... xy) {
        return new Area(outline(xy));
    }

    /** The closed polygon through the points (x0, y0, x1, y1, ...). */
    static Path2D.Double outline(double... xy) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) p.lineTo(xy[i], xy[i + 1]);
        p.closePath();
        return p;
    }

    static Shape deer() {
        return memo("deer", Shapes::buildDeer);
    }

    private static Shape buildDeer() {
        Area a = ellipse(18, 40, 58, 26);
        a.add(polygon(62, 50, 72, 24, 84, 26, 78, 54));
        a.add(ellipse(72, 17, 17, 13));
        a.add(polygon(80, 19, 97, 26, 95, 31, 82, 30));
        a.add(rotatedEllipse(74, 15, 10, 5, -30));
        for (double x : new double[] {24, 33, 60, 68}) a.add(new Area(new RoundRectangle2D.Double(x, 56, 5.5, 38, 3, 3)));
        a.add(rotatedEllipse(18, 44, 9, 6, -40));
        Path2D.Double antlers = new Path2D.Double();
        antlers.moveTo(79, 19); antlers.lineTo(75, 3);
        antlers.moveTo(76.5, 10); antlers.lineTo(68, 5);
        antlers.moveTo(75.7, 6); antlers.lineTo(82, 1);
        antlers.moveTo(83, 20); antlers.lineTo(88, 6);
        antlers.moveTo(85.8, 12); antlers.lineTo(93, 9);
        a.add(Canvas.stroked(antlers, 2.6f));
        a.subtract(ellipse(84.5, 21, 3, 3)); // the eye
        return a;
    }

    static Shape seal() {
        return memo("seal", Shapes::buildSeal);
    }

    private static Shape buildSeal() {
        Path2D.Double body = new Path2D.Double();
        body.moveTo(12, 72);
        body.curveTo(20, 56, 50, 52, 70, 46);
        body.curveTo(76, 44, 78, 36, 80, 32);
        body.lineTo(90, 36);
        body.curveTo(90, 50, 84, 62, 78, 70);
        body.curveTo(66, 84, 30, 86, 12, 80);
        body.closePath();
        Area a = new Area(body);
        a.add(ellipse(72, 24, 22, 18));
        a.add(polygon(90, 30, 99, 34, 92, 38));
        a.add(polygon(14, 74, 0, 62, 4, 76, 0, 90, 16, 80));
        a.add(rotatedEllipse(56, 82, 24, 8, 25));
        a.subtract(ellipse(83, 28, 3.5, 3.5));
        Path2D.Double whiskers = new Path2D.Double();
        whiskers.moveTo(94, 37); whiskers.lineTo(100, 42);
        whiskers.moveTo(93, 38); whiskers.lineTo(97, 45);
        a.add(Canvas.stroked(whiskers, 1.2f));
        return a;
    }

    static Shape fish() {
        return memo("fish", Shapes::buildFish);
    }

    private static Shape buildFish() {
        Area a = ellipse(16, 30, 66, 40);
        a.add(polygon(4, 24, 24, 50, 4, 76, 10, 50));
        a.add(polygon(38, 33, 52, 16, 64, 34));
        a.add(polygon(44, 67, 52, 80, 60, 66));
        a.subtract(ellipse(66, 41, 6, 6));
        Path2D.Double gill = new Path2D.Double();
        gill.moveTo(58, 36); gill.quadTo(52, 50, 58, 64);
        a.subtract(Canvas.stroked(gill, 2.2f));
        Path2D.Double mouth = new Path2D.Double();
        mouth.moveTo(82, 52); mouth.lineTo(75, 54);
        a.subtract(Canvas.stroked(mouth, 1.8f));
        return a;
    }

    static Shape bird() {
        return memo("bird", Shapes::buildBird);
    }

    private static Shape buildBird() {
        Area a = ellipse(26, 50, 50, 17);
        a.add(ellipse(70, 40, 19, 18));
        a.add(polygon(87, 45, 99, 50, 87, 54));
        a.add(polygon(42, 56, 28, 8, 50, 26, 62, 56));
        a.add(polygon(28, 54, 4, 46, 8, 58, 4, 70, 28, 62));
        a.subtract(ellipse(80, 45, 3.5, 3.5));
        return a;
    }

    /** The Nanuk bear of the classic styles: a bear's head (snout and nose drawn over it by the style). */
    static Shape bearHead() {
        return memo("bearHead", Shapes::buildBearHead);
    }

    private static Shape buildBearHead() {
        Area a = ellipse(12, 10, 26, 26);
        a.add(ellipse(62, 10, 26, 26));
        a.add(ellipse(10, 20, 80, 74));
        a.subtract(ellipse(31, 44, 8, 8));
        a.subtract(ellipse(61, 44, 8, 8));
        return a;
    }

    static Shape bearSnout() {
        return memo("bearSnout", Shapes::buildBearSnout);
    }

    private static Shape buildBearSnout() {
        return ellipse(33, 56, 34, 26);
    }

    static Shape bearNose() {
        return memo("bearNose", Shapes::buildBearNose);
    }

    private static Shape buildBearNose() {
        return polygon(43, 60, 57, 60, 50, 69);
    }

    /** The Nanuk bear of the held-out styles: a paw print. */
    static Shape paw() {
        return memo("paw", Shapes::buildPaw);
    }

    private static Shape buildPaw() {
        Area a = ellipse(24, 44, 52, 44);
        a.add(rotatedEllipse(18, 36, 15, 22, -30));
        a.add(rotatedEllipse(38, 20, 16, 23, -10));
        a.add(rotatedEllipse(62, 20, 16, 23, 10));
        a.add(rotatedEllipse(82, 36, 15, 22, 30));
        return a;
    }

    static Shape inuksuk() {
        return memo("inuksuk", Shapes::buildInuksuk);
    }

    private static Shape buildInuksuk() {
        Area a = new Area(new RoundRectangle2D.Double(27, 64, 15, 32, 5, 5));
        a.add(new Area(new RoundRectangle2D.Double(58, 64, 15, 32, 5, 5)));
        a.add(polygon(22, 52, 78, 50, 80, 64, 20, 66));
        a.add(new Area(new RoundRectangle2D.Double(30, 38, 40, 12, 5, 5)));
        a.add(polygon(4, 26, 96, 24, 95, 36, 5, 37));
        a.add(new Area(new RoundRectangle2D.Double(37, 4, 26, 19, 8, 8)));
        return a;
    }

    /** The joints between the Inuksuk's stones, drawn over it in a darker tone. */
    static Shape inuksukJoints() {
        return memo("inuksukJoints", Shapes::buildInuksukJoints);
    }

    private static Shape buildInuksukJoints() {
        Area a = new Area(new Rectangle2D.Double(22, 50, 56, 2));
        a.add(new Area(new Rectangle2D.Double(30, 36.5, 40, 2)));
        a.add(new Area(new Rectangle2D.Double(37, 23, 26, 1.5)));
        a.add(new Area(new Rectangle2D.Double(27, 64, 46, 1.5)));
        return a;
    }

    static Shape polyDeerHead() {
        return memo("polyDeerHead", Shapes::buildPolyDeerHead);
    }

    private static Shape buildPolyDeerHead() {
        Area a = polygon(36, 40, 64, 40, 60, 70, 50, 92, 40, 70);
        a.add(polygon(36, 42, 16, 36, 24, 48, 38, 50));
        a.add(polygon(64, 42, 84, 36, 76, 48, 62, 50));
        Path2D.Double antlers = new Path2D.Double();
        antlers.moveTo(42, 40); antlers.lineTo(30, 22); antlers.lineTo(34, 6);
        antlers.moveTo(30, 22); antlers.lineTo(16, 16); antlers.lineTo(12, 4);
        antlers.moveTo(23, 19); antlers.lineTo(22, 8);
        antlers.moveTo(58, 40); antlers.lineTo(70, 22); antlers.lineTo(66, 6);
        antlers.moveTo(70, 22); antlers.lineTo(84, 16); antlers.lineTo(88, 4);
        antlers.moveTo(77, 19); antlers.lineTo(78, 8);
        a.add(Canvas.stroked(antlers, 3.2f));
        a.subtract(polygon(41, 52, 47, 52, 45, 56));
        a.subtract(polygon(53, 52, 59, 52, 55, 56));
        return a;
    }

    static Shape polySeal() {
        return memo("polySeal", Shapes::buildPolySeal);
    }

    private static Shape buildPolySeal() {
        return polygon(6, 84, 14, 70, 30, 60, 50, 54, 64, 44, 70, 28, 78, 18, 90, 20, 96, 28, 88, 32, 80, 42,
                78, 58, 70, 72, 74, 86, 62, 80, 48, 84, 28, 86, 18, 92);
    }

    static Shape polyFish() {
        return memo("polyFish", Shapes::buildPolyFish);
    }

    private static Shape buildPolyFish() {
        Area a = polygon(18, 50, 50, 24, 84, 50, 50, 76);
        a.add(polygon(82, 50, 98, 30, 94, 50, 98, 70));
        a.add(polygon(40, 30, 58, 12, 62, 30));
        a.subtract(polygon(28, 44, 34, 44, 34, 50, 28, 50));
        Path2D.Double scales = new Path2D.Double();
        scales.moveTo(46, 34); scales.lineTo(62, 50); scales.lineTo(46, 66);
        a.subtract(Canvas.stroked(scales, 2.5f));
        return a;
    }

    static Shape polyGull() {
        return memo("polyGull", Shapes::buildPolyGull);
    }

    private static Shape buildPolyGull() {
        return polygon(2, 40, 22, 30, 40, 36, 50, 52, 60, 36, 78, 30, 98, 40, 78, 38, 62, 46, 54, 62, 46, 62, 38, 46, 22, 38);
    }

    /** A low-poly Inuksuk for the held-out style: fewer, more angular stones. */
    static Shape polyInuksuk() {
        return memo("polyInuksuk", Shapes::buildPolyInuksuk);
    }

    private static Shape buildPolyInuksuk() {
        Area a = polygon(30, 96, 34, 62, 44, 62, 42, 96);
        a.add(polygon(58, 96, 56, 62, 66, 62, 70, 96));
        a.add(polygon(26, 62, 50, 48, 74, 62));
        a.add(polygon(10, 44, 90, 40, 88, 48, 12, 50));
        a.add(polygon(40, 40, 44, 20, 58, 18, 62, 40));
        return a;
    }

    /** A six-armed snowflake (decoration). */
    static Shape snowflake() {
        return memo("snowflake", Shapes::buildSnowflake);
    }

    private static Shape buildSnowflake() {
        Path2D.Double p = new Path2D.Double();
        for (int i = 0; i < 6; i++) {
            double t = Math.toRadians(60 * i);
            double c = Math.cos(t), s = Math.sin(t);
            p.moveTo(50, 50);
            p.lineTo(50 + 44 * c, 50 + 44 * s);
            double bx = 50 + 28 * c, by = 50 + 28 * s;
            for (int side : new int[] {-1, 1}) {
                double u = t + side * Math.toRadians(40);
                p.moveTo(bx, by);
                p.lineTo(bx + 14 * Math.cos(u), by + 14 * Math.sin(u));
            }
        }
        return Canvas.stroked(p, 6f);
    }

    /** A five-pointed star (decoration). */
    static Shape star(double inner) {
        return memo("star" + inner, () -> buildStar(inner));
    }

    private static Shape buildStar(double inner) {
        Path2D.Double p = new Path2D.Double();
        for (int i = 0; i < 10; i++) {
            double r = i % 2 == 0 ? 48 : 48 * inner;
            double t = Math.toRadians(-90 + 36 * i);
            if (i == 0) p.moveTo(50 + r * Math.cos(t), 50 + r * Math.sin(t));
            else p.lineTo(50 + r * Math.cos(t), 50 + r * Math.sin(t));
        }
        p.closePath();
        return p;
    }

    /** A small fir tree (decoration of the nana styles). */
    static Shape fir() {
        return memo("fir", Shapes::buildFir);
    }

    private static Shape buildFir() {
        Area a = polygon(50, 2, 80, 40, 64, 40, 88, 72, 12, 72, 36, 40, 20, 40);
        a.add(new Area(new Rectangle2D.Double(43, 72, 14, 20)));
        return a;
    }
}
