package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/** A placed outline is trusted only where the frame shows its sides: not when it is offset along a pile. */
class PlacedEdgesTest {
    private static final double[][] CARD = {{200, 100}, {350, 100}, {350, 310}, {200, 310}};

    @Test
    void aCardsOwnOutlineShowsItsEdgesAndAnOffsetOneDoesNot() {
        OpenCv.load();
        Mat bgr = new Mat(480, 640, CvType.CV_8UC3, new Scalar(60, 60, 60));
        try {
            Imgproc.rectangle(bgr, new Point(200, 100), new Point(350, 310), new Scalar(230, 230, 230), -1);
            // art inside the face: a dark band across it, where an offset outline's side could land
            Imgproc.rectangle(bgr, new Point(215, 180), new Point(335, 200), new Scalar(40, 40, 40), -1);
            Gray g = new Gray(bgr);
            assertThat(CardScanner.edgesShow(g, CARD, List.of())).isTrue();
            double[][] offset = {{200, 190}, {350, 190}, {350, 400}, {200, 400}};
            assertThat(CardScanner.edgesShow(g, offset, List.of())).isFalse();
            // the lower half of the card hidden under another one: its visible sides still decide
            double[][] onTop = {{180, 220}, {370, 220}, {370, 430}, {180, 430}};
            assertThat(CardScanner.edgesShow(g, CARD, List.<double[][]>of(onTop))).isTrue();
        } finally {
            bgr.release();
        }
    }

    @Test
    void aCheckedClothIsNoCardsEdge() {
        OpenCv.load();
        Mat bgr = new Mat(480, 640, CvType.CV_8UC3, new Scalar(230, 230, 230));
        try {
            for (int y = 0; y < 480; y += 20) for (int x = (y / 20) % 2 * 20; x < 640; x += 40) {
                Imgproc.rectangle(bgr, new Point(x, y), new Point(x + 19, y + 19), new Scalar(120, 40, 20), -1);
            }
            // a rectangle whose sides run along the cloth's lines, half a check off its own squares
            double[][] q = {{200, 100}, {350, 100}, {350, 310}, {200, 310}};
            assertThat(CardScanner.edgesShow(new Gray(bgr), q, List.of())).isFalse();
        } finally {
            bgr.release();
        }
    }
}
