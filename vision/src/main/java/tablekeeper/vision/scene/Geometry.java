package tablekeeper.vision.scene;

import java.util.ArrayList;
import java.util.List;

/** Plane geometry on convex quadrilaterals given as {x, y} arrays: area, clipping, overlap, homographies. */
final class Geometry {
    private Geometry() {}

    static double area(double[][] poly) {
        double a = 0;
        for (int i = 0; i < poly.length; i++) {
            double[] p = poly[i], q = poly[(i + 1) % poly.length];
            a += p[0] * q[1] - q[0] * p[1];
        }
        return Math.abs(a) / 2;
    }

    /** The part of {@code subject} inside the convex polygon {@code clip} (Sutherland–Hodgman). */
    static double[][] clip(double[][] subject, double[][] clip) {
        List<double[]> out = new ArrayList<>(List.of(subject));
        double orientation = signedArea(clip) >= 0 ? 1 : -1;
        for (int i = 0; i < clip.length && !out.isEmpty(); i++) {
            double[] a = clip[i], b = clip[(i + 1) % clip.length];
            List<double[]> in = out;
            out = new ArrayList<>();
            for (int j = 0; j < in.size(); j++) {
                double[] p = in.get(j), q = in.get((j + 1) % in.size());
                boolean pIn = side(a, b, p) * orientation >= 0, qIn = side(a, b, q) * orientation >= 0;
                if (pIn) out.add(p);
                if (pIn != qIn) out.add(intersection(a, b, p, q));
            }
        }
        return out.toArray(new double[0][]);
    }

    static double intersectionArea(double[][] a, double[][] b) {
        double[][] c = clip(a, b);
        return c.length < 3 ? 0 : area(c);
    }

    /** The fraction of a polygon's area inside the frame [0, w] × [0, h] (pixel edges at -0.5 and w - 0.5). */
    static double insideFrame(double[][] poly, int w, int h) {
        double[][] frame = {{-0.5, -0.5}, {w - 0.5, -0.5}, {w - 0.5, h - 0.5}, {-0.5, h - 0.5}};
        return intersectionArea(poly, frame) / area(poly);
    }

    static boolean contains(double[][] convex, double x, double y) {
        double orientation = signedArea(convex) >= 0 ? 1 : -1;
        for (int i = 0; i < convex.length; i++) {
            if (side(convex[i], convex[(i + 1) % convex.length], new double[] {x, y}) * orientation < 0) return false;
        }
        return true;
    }

    /** The polygon grown (or shrunk, factor below 1) about its centroid. */
    static double[][] scaled(double[][] poly, double factor) {
        double cx = 0, cy = 0;
        for (double[] p : poly) {
            cx += p[0] / poly.length;
            cy += p[1] / poly.length;
        }
        double[][] out = new double[poly.length][];
        for (int i = 0; i < poly.length; i++) out[i] = new double[] {cx + (poly[i][0] - cx) * factor, cy + (poly[i][1] - cy) * factor};
        return out;
    }

    private static double signedArea(double[][] poly) {
        double a = 0;
        for (int i = 0; i < poly.length; i++) {
            double[] p = poly[i], q = poly[(i + 1) % poly.length];
            a += p[0] * q[1] - q[0] * p[1];
        }
        return a / 2;
    }

    private static double side(double[] a, double[] b, double[] p) {
        return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    }

    private static double[] intersection(double[] a, double[] b, double[] p, double[] q) {
        double a1 = b[1] - a[1], b1 = a[0] - b[0], c1 = a1 * a[0] + b1 * a[1];
        double a2 = q[1] - p[1], b2 = p[0] - q[0], c2 = a2 * p[0] + b2 * p[1];
        double det = a1 * b2 - a2 * b1;
        if (Math.abs(det) < 1e-12) return p.clone();
        return new double[] {(b2 * c1 - b1 * c2) / det, (a1 * c2 - a2 * c1) / det};
    }

    /** Applies a 3×3 homography (row-major) to a point. */
    static double[] apply(double[] h, double x, double y) {
        double w = h[6] * x + h[7] * y + h[8];
        return new double[] {(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w};
    }

    static double[][] apply(double[] h, double[][] poly) {
        double[][] out = new double[poly.length][];
        for (int i = 0; i < poly.length; i++) out[i] = apply(h, poly[i][0], poly[i][1]);
        return out;
    }

    /** A w×h rectangle centred on (cx, cy) turned by {@code radians}: corners clockwise from its top-left. */
    static double[][] rectangle(double cx, double cy, double w, double h, double radians) {
        double c = Math.cos(radians), s = Math.sin(radians);
        double[][] local = {{-w / 2, -h / 2}, {w / 2, -h / 2}, {w / 2, h / 2}, {-w / 2, h / 2}};
        double[][] out = new double[4][];
        for (int i = 0; i < 4; i++) out[i] = new double[] {cx + local[i][0] * c - local[i][1] * s, cy + local[i][0] * s + local[i][1] * c};
        return out;
    }
}
