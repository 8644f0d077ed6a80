package tablekeeper.vision;

import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.imgproc.Imgproc;

/** Small plane geometry on card outlines: four corners as {@code double[4][2]} image points. */
final class Geometry {
    private Geometry() {}

    static double dist(double[] a, double[] b) {
        return Math.hypot(a[0] - b[0], a[1] - b[1]);
    }

    /** How far apart two outlines' corners lie, in any order: the farthest any corner of either lies from the other's nearest. */
    static double cornerGap(double[][] a, double[][] b) {
        return Math.max(farthestFromNearest(a, b), farthestFromNearest(b, a));
    }

    /** The farthest any corner of {@code a} lies from the nearest corner of {@code b}. */
    private static double farthestFromNearest(double[][] a, double[][] b) {
        double gap = 0;
        for (double[] p : a) {
            double nearest = Double.MAX_VALUE;
            for (double[] q : b) nearest = Math.min(nearest, dist(p, q));
            gap = Math.max(gap, nearest);
        }
        return gap;
    }

    /** The unit vector from a towards b. */
    static double[] unit(double[] a, double[] b) {
        double d = dist(a, b);
        return new double[] {(b[0] - a[0]) / d, (b[1] - a[1]) / d};
    }

    /** Signed area (positive when the corners run clockwise in image coordinates, y down). */
    static double signedArea(double[][] q) {
        double s = 0;
        for (int i = 0; i < q.length; i++) {
            double[] p = q[i], n = q[(i + 1) % q.length];
            s += p[0] * n[1] - n[0] * p[1];
        }
        return s / 2;
    }

    static double area(double[][] q) {
        return Math.abs(signedArea(q));
    }

    static double[] centre(double[][] q) {
        double x = 0, y = 0;
        for (double[] p : q) { x += p[0]; y += p[1]; }
        return new double[] {x / q.length, y / q.length};
    }

    /** Clockwise on screen, starting with a corner of a long side so that the first side is a short one (the top). */
    static double[][] portraitClockwise(double[][] q) {
        double[][] c = copy(q);
        if (signedArea(c) < 0) c = new double[][] {c[0], c[3], c[2], c[1]};
        double s0 = dist(c[0], c[1]) + dist(c[2], c[3]);
        double s1 = dist(c[1], c[2]) + dist(c[3], c[0]);
        if (s0 > s1) c = rotate(c, 1); // make side 0-1 the short one
        return c;
    }

    /** The same outline starting k corners later (a quarter turn of the face per step). */
    static double[][] rotate(double[][] q, int k) {
        double[][] r = new double[4][];
        for (int i = 0; i < 4; i++) r[i] = q[(i + k) % 4].clone();
        return r;
    }

    /** The outline moved by (dx, dy). */
    static double[][] moved(double[][] q, double dx, double dy) {
        double[][] r = new double[q.length][];
        for (int i = 0; i < q.length; i++) r[i] = new double[] {q[i][0] + dx, q[i][1] + dy};
        return r;
    }

    /** The outline turned by {@code degrees} about its centre. */
    static double[][] turned(double[][] q, double degrees) {
        double[] c = centre(q);
        double t = Math.toRadians(degrees), cs = Math.cos(t), sn = Math.sin(t);
        double[][] r = new double[q.length][];
        for (int i = 0; i < q.length; i++) {
            double x = q[i][0] - c[0], y = q[i][1] - c[1];
            r[i] = new double[] {c[0] + cs * x - sn * y, c[1] + sn * x + cs * y};
        }
        return r;
    }

    static double[][] copy(double[][] q) {
        double[][] c = new double[q.length][];
        for (int i = 0; i < q.length; i++) c[i] = q[i].clone();
        return c;
    }

    static double[][] scale(double[][] q, double f) {
        double[][] c = new double[q.length][2];
        for (int i = 0; i < q.length; i++) { c[i][0] = q[i][0] * f; c[i][1] = q[i][1] * f; }
        return c;
    }

    /** {@code q} grown by the factor {@code f} from its centre. */
    static double[][] grown(double[][] q, double f) {
        double[] c = centre(q);
        double[][] r = new double[4][];
        for (int i = 0; i < 4; i++) r[i] = new double[] {c[0] + (q[i][0] - c[0]) * f, c[1] + (q[i][1] - c[1]) * f};
        return r;
    }

    /** Whether every corner of {@code q} lies inside a frame {@code w} by {@code h} pixels. */
    static boolean inFrame(double[][] q, double w, double h) {
        for (double[] p : q) if (p[0] < 0 || p[1] < 0 || p[0] > w - 1 || p[1] > h - 1) return false;
        return true;
    }

    /**
     * A rectangle of the given short side and aspect (short over long) about {@code q}'s centre, its sides along
     * {@code q}'s (the mean direction of each pair of opposite sides), clockwise from a corner of a short side.
     */
    static double[][] card(double[][] q, double shortSide, double aspect) {
        double[][] p = portraitClockwise(q);
        double[] c = centre(p);
        double ux = p[1][0] - p[0][0] + p[2][0] - p[3][0], uy = p[1][1] - p[0][1] + p[2][1] - p[3][1];
        double vx = p[3][0] - p[0][0] + p[2][0] - p[1][0], vy = p[3][1] - p[0][1] + p[2][1] - p[1][1];
        double lu = Math.hypot(ux, uy), lv = Math.hypot(vx, vy);
        double hw = shortSide / 2, hh = shortSide / aspect / 2;
        ux *= hw / lu; uy *= hw / lu; vx *= hh / lv; vy *= hh / lv;
        return new double[][] {{c[0] - ux - vx, c[1] - uy - vy}, {c[0] + ux - vx, c[1] + uy - vy},
                {c[0] + ux + vx, c[1] + uy + vy}, {c[0] - ux + vx, c[1] - uy + vy}};
    }

    /**
     * The rectangle along unit axis {@code u} (and across it) that holds every corner of the outlines, clockwise from a
     * corner of a short side.
     */
    static double[][] box(List<double[][]> qs, double[] u) {
        double[] v = {-u[1], u[0]};
        double u0 = Double.MAX_VALUE, u1 = -Double.MAX_VALUE, v0 = Double.MAX_VALUE, v1 = -Double.MAX_VALUE;
        for (double[][] q : qs) for (double[] p : q) {
            double a = p[0] * u[0] + p[1] * u[1], b = p[0] * v[0] + p[1] * v[1];
            u0 = Math.min(u0, a); u1 = Math.max(u1, a); v0 = Math.min(v0, b); v1 = Math.max(v1, b);
        }
        double[][] r = new double[4][];
        double[][] uv = {{u0, v0}, {u1, v0}, {u1, v1}, {u0, v1}};
        for (int i = 0; i < 4; i++) r[i] = new double[] {uv[i][0] * u[0] + uv[i][1] * v[0], uv[i][0] * u[1] + uv[i][1] * v[1]};
        return portraitClockwise(r);
    }

    /** Short side over long side, averaged over opposite sides. */
    static double aspect(double[][] q) {
        double a = (dist(q[0], q[1]) + dist(q[2], q[3])) / 2, b = (dist(q[1], q[2]) + dist(q[3], q[0])) / 2;
        return Math.min(a, b) / Math.max(a, b);
    }

    static double shortSide(double[][] q) {
        double a = (dist(q[0], q[1]) + dist(q[2], q[3])) / 2, b = (dist(q[1], q[2]) + dist(q[3], q[0])) / 2;
        return Math.min(a, b);
    }

    static double longSide(double[][] q) {
        double a = (dist(q[0], q[1]) + dist(q[2], q[3])) / 2, b = (dist(q[1], q[2]) + dist(q[3], q[0])) / 2;
        return Math.max(a, b);
    }

    /** Smallest interior angle of the quadrilateral and largest, in degrees. */
    static double[] angleRange(double[][] q) {
        double min = 180, max = 0;
        for (int i = 0; i < 4; i++) {
            double[] p = q[(i + 3) % 4], c = q[i], n = q[(i + 1) % 4];
            double ax = p[0] - c[0], ay = p[1] - c[1], bx = n[0] - c[0], by = n[1] - c[1];
            double cos = (ax * bx + ay * by) / (Math.hypot(ax, ay) * Math.hypot(bx, by) + 1e-9);
            double deg = Math.toDegrees(Math.acos(Math.max(-1, Math.min(1, cos))));
            min = Math.min(min, deg);
            max = Math.max(max, deg);
        }
        return new double[] {min, max};
    }

    static boolean convex(double[][] q) {
        int sign = 0;
        for (int i = 0; i < q.length; i++) {
            double[] a = q[i], b = q[(i + 1) % q.length], c = q[(i + 2) % q.length];
            double cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
            int s = cross > 0 ? 1 : cross < 0 ? -1 : 0;
            if (s == 0) continue;
            if (sign == 0) sign = s;
            else if (s != sign) return false;
        }
        return true;
    }

    /**
     * Two convex outlines whose bounding boxes do not meet: then neither overlaps nor covers the other (every point
     * {@link #inside} a convex outline lies within its bounds).
     */
    static boolean apart(double[][] a, double[][] b) {
        double[] ba = bounds(a), bb = bounds(b);
        return (ba[2] < bb[0] || bb[2] < ba[0] || ba[3] < bb[1] || bb[3] < ba[1]) && convex(a) && convex(b);
    }

    /** {minX, minY, maxX, maxY} of an outline. */
    static double[] bounds(double[][] q) {
        double[] r = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (double[] p : q) {
            r[0] = Math.min(r[0], p[0]); r[1] = Math.min(r[1], p[1]); r[2] = Math.max(r[2], p[0]); r[3] = Math.max(r[3], p[1]);
        }
        return r;
    }

    /** Inside a convex polygon (either winding). */
    static boolean inside(double[][] poly, double x, double y) {
        int sign = 0;
        for (int i = 0; i < poly.length; i++) {
            double[] a = poly[i], b = poly[(i + 1) % poly.length];
            double cross = (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
            int s = cross > 0 ? 1 : cross < 0 ? -1 : 0;
            if (s == 0) continue;
            if (sign == 0) sign = s;
            else if (s != sign) return false;
        }
        return true;
    }

    /** Intersection over union of two convex outlines, estimated on a sample grid (cheap and good enough). */
    static double overlap(double[][] a, double[][] b) {
        if (apart(a, b)) return 0; // most pairs in a frame: no sampling needed
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (double[][] q : new double[][][] {a, b}) for (double[] p : q) {
            minX = Math.min(minX, p[0]); maxX = Math.max(maxX, p[0]); minY = Math.min(minY, p[1]); maxY = Math.max(maxY, p[1]);
        }
        int n = 40, inter = 0, union = 0;
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
            double x = minX + (maxX - minX) * (i + 0.5) / n, y = minY + (maxY - minY) * (j + 0.5) / n;
            boolean ia = inside(a, x, y), ib = inside(b, x, y);
            if (ia && ib) inter++;
            if (ia || ib) union++;
        }
        return union == 0 ? 0 : (double) inter / union;
    }

    /** Share of outline {@code a} covered by outline {@code b}. */
    static double covered(double[][] a, double[][] b) {
        if (apart(a, b)) return 0;
        int n = 24, in = 0, tot = 0;
        double[][] h = homographyFromUnit(a);
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
            double[] p = apply(h, (i + 0.5) / n, (j + 0.5) / n);
            tot++;
            if (inside(b, p[0], p[1])) in++;
        }
        return (double) in / tot;
    }

    /** Homography from the unit square (0,0),(1,0),(1,1),(0,1) to the outline, as a 3x3 array. */
    static double[][] homographyFromUnit(double[][] q) {
        return homography(new double[][] {{0, 0}, {1, 0}, {1, 1}, {0, 1}}, q);
    }

    static double[][] homography(double[][] from, double[][] to) {
        try (Mats m = new Mats()) {
            Mat h = m.add(Imgproc.getPerspectiveTransform(m.add(points(from)), m.add(points(to))));
            double[][] r = new double[3][3];
            for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) r[i][j] = h.get(i, j)[0];
            return r;
        }
    }

    static double[] apply(double[][] h, double x, double y) {
        double w = h[2][0] * x + h[2][1] * y + h[2][2];
        return new double[] {(h[0][0] * x + h[0][1] * y + h[0][2]) / w, (h[1][0] * x + h[1][1] * y + h[1][2]) / w};
    }

    static MatOfPoint2f points(double[][] q) {
        Point[] p = new Point[q.length];
        for (int i = 0; i < q.length; i++) p[i] = new Point(q[i][0], q[i][1]);
        return new MatOfPoint2f(p);
    }

    /** Intersection of the lines through (p, p+d) and (q, q+e); null when nearly parallel. */
    static double[] intersect(double[] p, double[] d, double[] q, double[] e) {
        double den = d[0] * e[1] - d[1] * e[0];
        if (Math.abs(den) < 1e-9) return null;
        double t = ((q[0] - p[0]) * e[1] - (q[1] - p[1]) * e[0]) / den;
        return new double[] {p[0] + t * d[0], p[1] + t * d[1]};
    }

    /** The clockwise outline with side {@code i} (corner i to i+1) moved outward by {@code d} pixels (inward if negative). */
    static double[][] shiftSide(double[][] q, int i, double d) {
        double[] a = q[i], b = q[(i + 1) % 4], n = outward(q, i);
        double[][] r = withSide(q, i, new double[] {a[0] + n[0] * d, a[1] + n[1] * d}, new double[] {b[0] - a[0], b[1] - a[1]});
        return r == null ? q : r;
    }

    /** The unit normal of side {@code i} (corner i to i+1) of a clockwise outline, pointing out of it (y down). */
    static double[] outward(double[][] q, int i) {
        double[] a = q[i], b = q[(i + 1) % 4];
        double len = dist(a, b);
        return new double[] {(b[1] - a[1]) / len, -(b[0] - a[0]) / len};
    }

    /** The clockwise outline with side {@code i} moved onto the line through {@code p} along {@code d}; null if that bends it badly. */
    static double[][] replaceSide(double[][] q, int i, double[] p, double[] d) {
        double[][] r = withSide(q, i, p, d);
        return r != null && convex(r) ? r : null;
    }

    /** Side {@code i} on the line through {@code p} along {@code d}, its ends kept on the neighbouring sides; null when parallel. */
    private static double[][] withSide(double[][] q, int i, double[] p, double[] d) {
        double[] a = q[i], b = q[(i + 1) % 4];
        double[] prev = q[(i + 3) % 4], next = q[(i + 2) % 4];
        double[] ca = intersect(prev, new double[] {a[0] - prev[0], a[1] - prev[1]}, p, d);
        double[] cb = intersect(b, new double[] {next[0] - b[0], next[1] - b[1]}, p, d);
        if (ca == null || cb == null) return null;
        double[][] r = copy(q);
        r[i] = ca;
        r[(i + 1) % 4] = cb;
        return r;
    }
}
