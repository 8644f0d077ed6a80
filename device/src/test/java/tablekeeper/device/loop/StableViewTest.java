package tablekeeper.device.loop;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;
import tablekeeper.vision.OpenCv;

class StableViewTest {
    @BeforeAll
    static void load() {
        OpenCv.load();
    }

    static Mat table(int handAt) {
        Mat m = new Mat(360, 640, CvType.CV_8UC3, new Scalar(40, 90, 60));
        Imgproc.rectangle(m, new Point(100, 100), new Point(160, 184), new Scalar(250, 250, 250), -1);
        if (handAt >= 0) Imgproc.circle(m, new Point(handAt, 200), 70, new Scalar(120, 160, 220), -1);
        return m;
    }

    @Test
    void aViewCountsOnceTheTableHasBeenStillForEnoughFrames() {
        try (StableView stable = new StableView(3)) {
            // a hand moving over the table: never stable
            for (int x = 0; x < 600; x += 60) assertThat(stable.offer(table(x))).isFalse();
            assertThat(stable.offer(table(-1))).isFalse();
            assertThat(stable.offer(table(-1))).isFalse();
            assertThat(stable.offer(table(-1))).isTrue(); // third still frame
            assertThat(stable.offer(table(-1))).isFalse(); // reported once
            // the hand passes but the table is the same afterwards: no new view
            stable.offer(table(300));
            for (int i = 0; i < 5; i++) assertThat(stable.offer(table(-1))).isFalse();
            // a card laid: a new view once still again
            Mat changed = table(-1);
            Imgproc.rectangle(changed, new Point(300, 100), new Point(360, 184), new Scalar(250, 250, 250), -1);
            assertThat(stable.offer(changed)).isFalse();
            assertThat(stable.offer(changed)).isFalse();
            assertThat(stable.offer(changed)).isTrue();
            // a card swapped for another in the same place (a new pile batch) is a change too
            Mat swapped = changed.clone();
            Imgproc.rectangle(swapped, new Point(320, 130), new Point(340, 150), new Scalar(60, 60, 200), -1);
            assertThat(stable.offer(swapped)).isFalse();
            assertThat(stable.offer(swapped)).isFalse();
            assertThat(stable.offer(swapped)).isTrue();
        }
    }

    @Test
    void aViewKnowsWhenItsFramesBeganSoALateViewOfTheLayoutBeforeIsToldApart() {
        try (StableView stable = new StableView(3)) {
            Mat before = table(-1);
            stable.offer(before);
            stable.offer(before);
            long laid = System.nanoTime(); // the next card is laid while the loop settles on the layout before
            assertThat(stable.offer(before)).isTrue();
            assertThat(stable.stillSince()).isLessThan(laid); // that view shows the table before the card
            Mat after = table(-1);
            Imgproc.rectangle(after, new Point(300, 100), new Point(360, 184), new Scalar(250, 250, 250), -1);
            stable.offer(after);
            stable.offer(after);
            assertThat(stable.offer(after)).isTrue();
            assertThat(stable.stillSince()).isGreaterThan(laid);
        }
    }
}
