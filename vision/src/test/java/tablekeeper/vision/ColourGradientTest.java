package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;

/** The finder's edges, from a gradient made once, are those of OpenCV's Canny on the colour image, pixel for pixel. */
class ColourGradientTest {
    @BeforeAll
    static void load() {
        OpenCv.load();
    }

    @Test
    void theEdgesAtBothSensitivitiesAreCannysOwn() {
        try (Mats m = new Mats(); SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANA), 11)) {
            List<Scene> scenes = new ArrayList<>();
            // varied tables (wood, cloths, plain), a spread and a pile, at an odd size too
            for (int i = 0; i < 6; i++) scenes.add(gen.single(1280, 720));
            scenes.add(gen.spread(1920, 1080, 12));
            scenes.add(gen.fanned(1281, 719, 6));
            try {
                for (Scene s : scenes) {
                    Mat blur = m.mat();
                    Imgproc.GaussianBlur(s.image(), blur, new Size(5, 5), 0);
                    for (Mat image : List.of(s.image(), blur)) {
                        ColourGradient gradient = ColourGradient.of(m, FrameArrays.fresh(), image);
                        for (double[] t : new double[][] {{12, 36}, {40, 110}}) {
                            Mat ours = m.mat(), canny = m.mat(), differ = m.mat();
                            gradient.edges(ours, t[0], t[1]);
                            Imgproc.Canny(image, canny, t[0], t[1], 3, true);
                            Core.compare(ours, canny, differ, Core.CMP_NE);
                            assertThat(Core.countNonZero(canny)).isGreaterThan(1000);
                            assertThat(Core.countNonZero(differ)).as("pixels differing from Canny at %s/%s", t[0], t[1]).isZero();
                        }
                    }
                }
            } finally {
                scenes.forEach(Scene::close);
            }
        }
    }
}
