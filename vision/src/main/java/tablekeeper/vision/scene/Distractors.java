package tablekeeper.vision.scene;

import java.util.Random;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Things that lie on a real table and must never be reported as cards: a phone (dark, card-like rectangle),
 * coins, and a sticky note with handwriting (a light square with marks on it).
 */
final class Distractors {
    /** An object on the table: its outline (for placement and shadows) and how to draw it. */
    record Thing(double[][] outline, java.util.function.Consumer<Mat> draw) {}

    private static final String[] WORDS = {"Anna 12", "Ben 9", "milk", "round 3", "Nanuk!", "pizza?", "Kai 7", "12 days", "score", "Lea 15"};

    private Distractors() {}

    static Thing any(Random r, double cx, double cy, double pxPerMm) {
        return switch (r.nextInt(3)) {
            case 0 -> phone(r, cx, cy, pxPerMm);
            case 1 -> coin(r, cx, cy, pxPerMm);
            default -> note(r, cx, cy, pxPerMm);
        };
    }

    static Thing phone(Random r, double cx, double cy, double pxPerMm) {
        double w = 71 * pxPerMm, h = 147 * pxPerMm;
        double[][] outline = Geometry.rectangle(cx, cy, w, h, r.nextDouble() * 2 * Math.PI);
        int pw = (int) Math.max(20, Math.round(w)), ph = (int) Math.max(40, Math.round(h));
        boolean lit = r.nextInt(3) == 0;
        int seed = r.nextInt();
        return new Thing(outline, img -> {
            Mat patch = new Mat(ph, pw, CvType.CV_8UC3, new Scalar(38, 36, 34));
            int inset = Math.max(2, pw / 24);
            Scalar screen = lit ? new Scalar(200, 170, 120) : new Scalar(22, 20, 24);
            Imgproc.rectangle(patch, new Point(inset, inset * 3), new Point(pw - inset - 1, ph - inset * 3 - 1), screen, -1);
            if (lit) {
                Random icons = new Random(seed);
                for (int i = 0; i < 12; i++) {
                    int x = inset + 4 + (i % 4) * (pw - 2 * inset) / 4, y = inset * 4 + (i / 4) * pw / 4;
                    Imgproc.rectangle(patch, new Point(x, y), new Point(x + pw / 7.0, y + pw / 7.0),
                            new Scalar(icons.nextInt(256), icons.nextInt(256), icons.nextInt(256)), -1);
                }
            } else {
                Imgproc.line(patch, new Point(pw * 0.2, inset * 3), new Point(pw * 0.9, ph * 0.6), new Scalar(60, 58, 62), Math.max(1, pw / 10));
            }
            Imgproc.circle(patch, new Point(pw / 2.0, inset * 1.5), Math.max(1, inset / 2), new Scalar(70, 70, 70), -1);
            Mat alpha = FaceStock.roundedMask(pw, ph, 8 * pxPerMm);
            Camera.paste(img, patch, alpha, outline);
            patch.release();
            alpha.release();
        });
    }

    static Thing coin(Random r, double cx, double cy, double pxPerMm) {
        double d = (18 + r.nextDouble() * 9) * pxPerMm;
        Scalar[] metals = {new Scalar(60, 160, 200), new Scalar(180, 180, 185), new Scalar(50, 100, 170)};
        Scalar metal = metals[r.nextInt(metals.length)];
        double[][] outline = Geometry.rectangle(cx, cy, d, d, 0);
        return new Thing(outline, img -> {
            Point c = new Point(cx, cy);
            Imgproc.circle(img, c, (int) Math.round(d / 2), metal, -1, Imgproc.LINE_AA);
            Imgproc.circle(img, c, (int) Math.round(d / 2 * 0.85), scaled(metal, 0.75), Math.max(1, (int) (d / 30)), Imgproc.LINE_AA);
            Imgproc.circle(img, new Point(cx - d * 0.15, cy - d * 0.15), (int) Math.max(1, d * 0.12), scaled(metal, 1.35), -1, Imgproc.LINE_AA);
            Imgproc.putText(img, Integer.toString(1 + (int) (d % 2)), new Point(cx - d * 0.12, cy + d * 0.15), Imgproc.FONT_HERSHEY_SIMPLEX,
                    d / 50, scaled(metal, 0.6), Math.max(1, (int) (d / 25)), Imgproc.LINE_AA);
        });
    }

    static Thing note(Random r, double cx, double cy, double pxPerMm) {
        double side = 76 * pxPerMm;
        double[][] outline = Geometry.rectangle(cx, cy, side, side, r.nextDouble() * 2 * Math.PI);
        Scalar[] papers = {new Scalar(110, 235, 250), new Scalar(200, 170, 250), new Scalar(245, 245, 245), new Scalar(170, 240, 170)};
        Scalar paper = papers[r.nextInt(papers.length)];
        int seed = r.nextInt();
        return new Thing(outline, img -> {
            int s = 300; // drawn large, then shrunk onto the table
            Mat patch = new Mat(s, s, CvType.CV_8UC3, paper);
            Random words = new Random(seed);
            Scalar ink = words.nextBoolean() ? new Scalar(120, 40, 20) : new Scalar(30, 30, 30);
            for (int line = 0; line < 4 + words.nextInt(3); line++) {
                Imgproc.putText(patch, WORDS[words.nextInt(WORDS.length)], new Point(16 + words.nextInt(30), 50 + line * 46),
                        Imgproc.FONT_HERSHEY_SCRIPT_SIMPLEX, 1.1 + words.nextDouble() * 0.4, ink, 3, Imgproc.LINE_AA);
            }
            Mat small = new Mat();
            int target = (int) Math.max(16, Math.round(side));
            Imgproc.resize(patch, small, new Size(target, target), 0, 0, Imgproc.INTER_AREA);
            Mat alpha = new Mat(target, target, CvType.CV_8UC1, Scalar.all(255));
            Camera.paste(img, small, alpha, outline);
            for (Mat m : new Mat[] {patch, small, alpha}) m.release();
        });
    }

    private static Scalar scaled(Scalar s, double f) {
        return new Scalar(Math.min(255, s.val[0] * f), Math.min(255, s.val[1] * f), Math.min(255, s.val[2] * f));
    }

    static Rect bounds(double[][] outline) {
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (double[] p : outline) {
            minX = Math.min(minX, p[0]);
            minY = Math.min(minY, p[1]);
            maxX = Math.max(maxX, p[0]);
            maxY = Math.max(maxY, p[1]);
        }
        return new Rect((int) minX, (int) minY, (int) Math.ceil(maxX - minX), (int) Math.ceil(maxY - minY));
    }
}
