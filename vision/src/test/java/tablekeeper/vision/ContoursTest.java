package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.imgproc.Imgproc;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;

/** The finder's contours, read without a Java Mat each, are OpenCV's own: the same points in the same order, the same areas. */
class ContoursTest {
    @BeforeAll
    static void load() {
        OpenCv.load();
    }

    @Test
    void theContoursOfATablesEdgesAreOpenCvsOwn() {
        try (Mats m = new Mats(); SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANUK), 7); Scene s = gen.spread(1280, 720, 6)) {
            Mat edges = m.mat();
            Imgproc.Canny(s.image(), edges, 12, 36, 3, true);
            for (int mode : new int[] {Imgproc.RETR_LIST, Imgproc.RETR_EXTERNAL}) {
                List<int[]> read = Contours.of(edges, mode), openCv = Contours.viaMats(edges, mode);
                assertThat(read).hasSizeGreaterThan(100).hasSameSizeAs(openCv);
                for (int i = 0; i < read.size(); i++) assertThat(read.get(i)).isEqualTo(openCv.get(i));
            }
            // and each area is contourArea's, to the last bit (the finder keeps or drops a contour by it)
            for (int[] points : Contours.of(edges, Imgproc.RETR_LIST)) {
                MatOfPoint c = Contours.mat(m, points);
                assertThat(Contours.area(points)).isEqualTo(Imgproc.contourArea(c));
            }
        }
    }
}
