package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

class ClothThroughTest {
    @BeforeAll
    static void load() {
        OpenCv.load();
    }

    /**
     * A green gingham of 40-pixel checks a little askew, with a white-bordered card (a green panel across it) lying on
     * it. (Outlines on bare cloth that look like a card lie along the cloth's lines, as the card's panel does.)
     */
    private static Mat clothWithACard(double[][] card) {
        int w = 800, h = 600;
        byte[] px = new byte[w * h * 3];
        double a = Math.toRadians(4), cs = Math.cos(a), sn = Math.sin(a);
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) {
            double u = x * cs + y * sn, v = -x * sn + y * cs;
            double mix = (Math.floorMod((long) Math.floor(u / 40), 2) == 0 ? 0.5 : 0) + (Math.floorMod((long) Math.floor(v / 40), 2) == 0 ? 0.5 : 0);
            int i = 3 * (y * w + x);
            px[i] = (byte) (248 - 198 * mix);
            px[i + 1] = (byte) (248 - 118 * mix);
            px[i + 2] = (byte) (248 - 208 * mix);
        }
        Mat m = new Mat(h, w, CvType.CV_8UC3);
        m.put(0, 0, px);
        Imgproc.fillConvexPoly(m, new org.opencv.core.MatOfPoint(points(card)), new Scalar(240, 245, 245));
        Imgproc.rectangle(m, new Point(card[0][0] + 20, card[0][1] + 90), new Point(card[2][0] - 20, card[2][1] - 90), new Scalar(80, 140, 60), -1);
        return m;
    }

    private static Point[] points(double[][] q) {
        Point[] p = new Point[q.length];
        for (int i = 0; i < q.length; i++) p[i] = new Point(q[i][0], q[i][1]);
        return p;
    }

    private static double[][] box(double x, double y, double w, double h) {
        return new double[][] {{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}};
    }

    @Test
    void theClothRunsThroughAnOutlineOnBareClothButNotThroughACard() {
        double[][] card = box(420, 150, 180, 260);
        Mat frame = clothWithACard(card);
        try {
            Gray g = new Gray(frame);
            assertThat(ClothThrough.runsThrough(g, box(80, 180, 180, 260), List.of())).as("an outline on bare cloth").isTrue();
            assertThat(ClothThrough.runsThrough(g, card, List.of())).as("the card's outline").isFalse();
            // the cloth seen beside a card lying partly on the outline: its cells under that card are not looked at
            assertThat(ClothThrough.runsThrough(g, box(300, 200, 180, 260), List.<double[][]>of(card))).as("bare cloth beside the card, under it").isTrue();
        } finally {
            frame.release();
        }
    }

    @Test
    void aPlainTableTellsNothing() {
        Mat frame = new Mat(600, 800, CvType.CV_8UC3, new Scalar(200, 210, 215));
        try {
            assertThat(ClothThrough.runsThrough(new Gray(frame), box(80, 180, 180, 260), List.of())).isFalse();
        } finally {
            frame.release();
        }
    }
}
