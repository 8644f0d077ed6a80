package tablekeeper.vision.scene;

import java.util.Random;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Table tops for generated scenes, as the camera would see them before light and lens: wood grain, checked
 * tablecloths, patterned cloth, felt, stone, and near-white tables (white-bordered cards on them are the
 * low-contrast case).
 */
final class Tables {
    enum Kind { WOOD, CHECKED, PATTERNED, FELT, STONE, WHITE }

    private Tables() {}

    static Mat render(Kind kind, int w, int h, Random r) {
        // textures are drawn at half size (they are smooth at that scale) and the fine grain added at full size
        int hw = (w + 1) / 2, hh = (h + 1) / 2;
        Mat half = switch (kind) {
            case WOOD -> wood(hw, hh, r);
            case CHECKED -> checked(hw, hh, r);
            case PATTERNED -> patterned(hw, hh, r);
            case FELT -> plain(hw, hh, r, pick(r, new int[][] {{40, 110, 50}, {40, 70, 130}, {120, 40, 50}, {70, 70, 75}}), 10);
            case STONE -> plain(hw, hh, r, pick(r, new int[][] {{150, 150, 145}, {110, 105, 100}, {180, 170, 160}}), 16);
            case WHITE -> plain(hw, hh, r, pick(r, new int[][] {{242, 242, 240}, {236, 238, 240}, {246, 243, 236}}), 6);
        };
        Mat full = new Mat();
        Imgproc.resize(half, full, new Size(w, h), 0, 0, Imgproc.INTER_LINEAR);
        half.release();
        double grain = switch (kind) {
            case FELT -> 7;
            case STONE -> 10;
            case WHITE -> 3;
            default -> 4;
        };
        SensorNoise.add(full, grain, r);
        return full;
    }

    private static int[] pick(Random r, int[][] options) {
        return options[r.nextInt(options.length)];
    }

    /** Smooth value noise: random values on a grid of spacing {@code cell}, interpolated. */
    static final class Noise {
        private final float[] grid;
        private final int gw, gh;
        private final double cell;

        Noise(Random r, int w, int h, double cell) {
            this.cell = cell;
            this.gw = (int) Math.ceil(w / cell) + 2;
            this.gh = (int) Math.ceil(h / cell) + 2;
            grid = new float[gw * gh];
            for (int i = 0; i < grid.length; i++) grid[i] = r.nextFloat() * 2 - 1;
        }

        /** Noise in [-1, 1] at (x, y); it wraps around beyond the size it was made for. */
        double at(double x, double y) {
            double gx = x / cell, gy = y / cell;
            double fx0 = Math.floor(gx), fy0 = Math.floor(gy);
            double fx = gx - fx0, fy = gy - fy0;
            fx = fx * fx * (3 - 2 * fx);
            fy = fy * fy * (3 - 2 * fy);
            int x0 = Math.floorMod((long) fx0, gw), y0 = Math.floorMod((long) fy0, gh);
            int x1 = (x0 + 1) % gw, y1 = (y0 + 1) % gh;
            double top = grid[y0 * gw + x0] + (grid[y0 * gw + x1] - grid[y0 * gw + x0]) * fx;
            double bottom = grid[y1 * gw + x0] + (grid[y1 * gw + x1] - grid[y1 * gw + x0]) * fx;
            return top + (bottom - top) * fy;
        }
    }

    private static Mat toMat(byte[] bgr, int w, int h) {
        Mat m = new Mat(h, w, CvType.CV_8UC3);
        m.put(0, 0, bgr);
        return m;
    }

    private static byte clamp(double v) {
        return (byte) Math.max(0, Math.min(255, (int) Math.round(v)));
    }

    private static Mat wood(int w, int h, Random r) {
        int[][] tones = {{70, 110, 160}, {40, 70, 105}, {110, 160, 205}, {60, 90, 130}}; // BGR: oak, walnut, pine, teak
        int[] base = tones[r.nextInt(tones.length)];
        boolean vertical = r.nextBoolean();
        double plank = 55 + r.nextInt(75);
        Noise warp = new Noise(r, w, h, 45), fine = new Noise(r, w, h, 3);
        int planks = 64;
        double[] tone = new double[planks], period = new double[planks], ringAcross = new double[planks], ringAlong = new double[planks],
                stretch = new double[planks];
        for (int i = 0; i < planks; i++) {
            tone[i] = 0.85 + r.nextDouble() * 0.3;
            period[i] = 3.5 + r.nextDouble() * 5;
            ringAcross[i] = (i + r.nextDouble()) * plank; // the heart of the log, seen as nested arches (flat-sawn boards)
            ringAlong[i] = r.nextDouble() * Math.max(w, h) * 1.5 - Math.max(w, h) * 0.25;
            stretch[i] = 0.03 + r.nextDouble() * 0.06;
        }
        byte[] out = new byte[w * h * 3];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double across = vertical ? x : y, along = vertical ? y : x;
                int p = Math.min(planks - 1, (int) (across / plank));
                double da = across - ringAcross[p], dl = (along - ringAlong[p]) * stretch[p];
                double t = Math.sqrt(da * da + dl * dl) + 6 * warp.at(along * 0.2 + p * 97, across * 0.7);
                double wave = 0.5 + 0.5 * Math.sin(t * 2 * Math.PI / period[p]);
                double grain = wave * wave * wave; // thin dark late-wood lines on lighter early wood
                double v = tone[p] * (0.95 - 0.2 * grain) + 0.04 * fine.at(x, y);
                if (across - p * plank < 1.3) v *= 0.55; // the gap between planks
                int i = (y * w + x) * 3;
                for (int c = 0; c < 3; c++) out[i + c] = clamp(base[c] * v);
            }
        }
        return toMat(out, w, h);
    }

    private static Mat checked(int w, int h, Random r) {
        int[][] colours = {{40, 40, 200}, {160, 70, 30}, {50, 130, 40}, {90, 40, 30}, {30, 120, 220}}; // BGR
        int[] dark = colours[r.nextInt(colours.length)];
        int[] light = r.nextInt(3) == 0 ? new int[] {215, 235, 245} : new int[] {248, 248, 248};
        double cell = 11 + r.nextInt(25), angle = r.nextDouble() * Math.PI, cs = Math.cos(angle), sn = Math.sin(angle);
        Noise fine = new Noise(r, w, h, 1.5), fold = new Noise(r, w, h, 130);
        byte[] out = new byte[w * h * 3];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double u = x * cs + y * sn, v = -x * sn + y * cs;
                boolean bu = Math.floorMod((long) Math.floor(u / cell), 2) == 0, bv = Math.floorMod((long) Math.floor(v / cell), 2) == 0;
                double mix = (bu ? 0.5 : 0) + (bv ? 0.5 : 0); // gingham: where both stripes cross the colour is full
                double shade = 1 + 0.05 * fine.at(x, y) + 0.08 * fold.at(x, y);
                int i = (y * w + x) * 3;
                for (int c = 0; c < 3; c++) out[i + c] = clamp((light[c] + (dark[c] - light[c]) * mix) * shade);
            }
        }
        return toMat(out, w, h);
    }

    private static Mat patterned(int w, int h, Random r) {
        int[][] grounds = {{120, 40, 30}, {60, 140, 200}, {200, 200, 200}, {40, 90, 60}, {150, 100, 200}};
        int[] g = grounds[r.nextInt(grounds.length)];
        Mat m = plain(w, h, r, g, 8);
        double step = 20 + r.nextInt(25);
        Scalar[] inks = new Scalar[3];
        for (int i = 0; i < 3; i++) inks[i] = new Scalar(r.nextInt(256), r.nextInt(256), r.nextInt(256));
        boolean flowers = r.nextBoolean();
        for (double y = -step; y < h + step; y += step) {
            for (double x = (Math.round(y / step) % 2 == 0 ? 0 : step / 2) - step; x < w + step; x += step) {
                Point c = new Point(x + r.nextGaussian() * 3, y + r.nextGaussian() * 3);
                Scalar ink = inks[r.nextInt(3)];
                if (flowers) {
                    double petal = step * 0.16;
                    for (int k = 0; k < 5; k++) {
                        double t = 2 * Math.PI * k / 5 + r.nextDouble() * 0.2;
                        Imgproc.ellipse(m, new Point(c.x + petal * Math.cos(t), c.y + petal * Math.sin(t)), new Size(petal, petal * 0.55),
                                Math.toDegrees(t), 0, 360, ink, -1, Imgproc.LINE_AA);
                    }
                    Imgproc.circle(m, c, (int) Math.max(2, petal * 0.5), inks[(r.nextInt(2) + 1) % 3], -1, Imgproc.LINE_AA);
                } else {
                    Imgproc.circle(m, c, (int) (step * 0.18), ink, -1, Imgproc.LINE_AA);
                }
            }
        }
        return m;
    }

    /** A plain surface of one colour with broad blotches of strength {@code blotch}. */
    private static Mat plain(int w, int h, Random r, int[] bgr, double blotch) {
        Noise broad = new Noise(r, w, h, 60);
        byte[] out = new byte[w * h * 3];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double d = blotch * broad.at(x, y);
                int i = (y * w + x) * 3;
                for (int c = 0; c < 3; c++) out[i + c] = clamp(bgr[c] + d);
            }
        }
        return toMat(out, w, h);
    }
}
