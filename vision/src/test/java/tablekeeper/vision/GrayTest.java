package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

class GrayTest {
    @BeforeAll
    static void load() {
        OpenCv.load();
    }

    /** A grey table with a white-bordered card, 140 by 200 px from (100, 100), its dark art 8 px inside its rim. */
    private static Gray card() {
        Mat img = new Mat(400, 400, CvType.CV_8UC3, new Scalar(120, 120, 120));
        try {
            Imgproc.rectangle(img, new Point(100, 100), new Point(239, 299), new Scalar(240, 240, 240), -1);
            Imgproc.rectangle(img, new Point(108, 108), new Point(231, 291), new Scalar(40, 60, 40), -1);
            Imgproc.GaussianBlur(img, img, new Size(3, 3), 0);
            return new Gray(img);
        } finally {
            img.release();
        }
    }

    @Test
    void aSideFittedToTheArtInsideTheBorderIsPutOnTheCardsRim() {
        double[][] onArt = {{108, 108}, {232, 108}, {232, 292}, {108, 292}};
        double[][] top = card().outerLine(onArt, 0, 12, 12);
        assertThat(top).isNotNull();
        assertThat(top[0][1]).isCloseTo(100, within(1.0)); // the rim, not the art's edge (y 108) nor beyond
        assertThat(Math.abs(top[1][1])).isLessThan(0.02); // and level, as the side is
    }

    @Test
    void aSideOnTheRimStaysThere() {
        double[][] onRim = {{100, 100}, {240, 100}, {240, 300}, {100, 300}};
        double[][] left = card().outerLine(onRim, 3, 12, 12);
        assertThat(left).isNotNull();
        assertThat(left[0][0]).isCloseTo(100, within(1.0));
    }

    @Test
    void aSideIsNeverPutInside() {
        // outside the card, with its rim 10 px inside: no edge lies out from it, and the side stays where it is
        double[][] outside = {{90, 90}, {250, 90}, {250, 310}, {90, 310}};
        assertThat(card().outerLine(outside, 0, 12, 12)).isNull();
    }
}
