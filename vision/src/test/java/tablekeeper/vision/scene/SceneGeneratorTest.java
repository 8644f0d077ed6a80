package tablekeeper.vision.scene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import tablekeeper.rules.CardCodes;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;

class SceneGeneratorTest {
    private static final List<Scene> SINGLES = new ArrayList<>(), SPREADS = new ArrayList<>(), FANS = new ArrayList<>();
    private static final List<CardArt> ARTS = new ArrayList<>();

    @BeforeAll
    static void generate() {
        for (String style : new String[] {"nanuk-classic", "nana-ribbon"}) {
            CardArt art = CardArts.named(style);
            try (SceneGenerator gen = new SceneGenerator(art, 42)) {
                for (int i = 0; i < 3; i++) {
                    SINGLES.add(gen.single(1280, 720));
                    ARTS.add(art);
                }
                SPREADS.add(gen.spread(1920, 1080, 20));
                SPREADS.add(gen.spread(1280, 720, 8));
                FANS.add(gen.fanned(1920, 1080, 14));
                FANS.add(gen.fanned(1280, 720, 6));
            }
        }
    }

    @AfterAll
    static void release() {
        for (List<Scene> scenes : List.of(SINGLES, SPREADS, FANS)) scenes.forEach(Scene::close);
    }

    @Test
    void aTableKindThatDoesNotExistIsRefusedWithTheKindsThatDo() {
        try (SceneGenerator g = new SceneGenerator(CardArts.named("nana-classic"), 7)) {
            assertThatThrownBy(() -> g.onTable("carpet")).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("carpet").hasMessageContaining("checked");
        }
    }

    @Test
    void theSameSeedGivesTheSameScenesAndAnotherSeedOthers() {
        CardArt art = CardArts.named("nana-classic");
        try (SceneGenerator a = new SceneGenerator(art, 7); SceneGenerator b = new SceneGenerator(art, 7); SceneGenerator c = new SceneGenerator(art, 8)) {
            try (Scene sa = a.spread(1280, 720, 5); Scene sb = b.spread(1280, 720, 5); Scene sc = c.spread(1280, 720, 5)) {
                assertThat(bytes(sa.image())).isEqualTo(bytes(sb.image()));
                assertThat(sa.cards().toString()).isEqualTo(sb.cards().toString());
                assertThat(bytes(sa.image())).isNotEqualTo(bytes(sc.image()));
            }
            // a teaching photo depends on the seed and the code only, not on what was generated before
            Mat first = a.teachingPhoto("9");
            Mat again = c.teachingPhoto("9");
            try (SceneGenerator fresh = new SceneGenerator(art, 7)) {
                Mat same = fresh.teachingPhoto("9");
                assertThat(bytes(same)).isEqualTo(bytes(first));
                same.release();
            }
            assertThat(bytes(again)).isNotEqualTo(bytes(first));
            first.release();
            again.release();
        }
    }

    @Test
    void framesAreBgrOfTheSizeAskedWithTheCardsAsked() {
        for (Scene s : SINGLES) {
            assertThat(s.image().type()).isEqualTo(CvType.CV_8UC3);
            assertThat(s.image().size()).isEqualTo(new Size(1280, 720));
            assertThat(s.cards()).hasSize(1);
            assertThat(s.kind()).isEqualTo("single");
        }
        assertThat(SPREADS.get(0).image().size()).isEqualTo(new Size(1920, 1080));
        assertThat(SPREADS.get(0).cards()).hasSize(20);
        assertThat(SPREADS.get(1).cards()).hasSize(8);
        assertThat(FANS.get(0).cards()).hasSize(14);
        for (List<Scene> scenes : List.of(SINGLES, SPREADS, FANS)) {
            for (Scene s : scenes) {
                for (TruthCard c : s.cards()) {
                    assertThat(c.width()).as("%s in a %s scene", c, s.kind()).isBetween(85.0, 330.0);
                    assertThat(CardCodes.check(c.code())).isNotNull();
                }
            }
        }
    }

    @Test
    void truthCornersLieOnTheCardClockwiseFromItsTopLeft() {
        int checked = 0;
        List<Scene> scenes = new ArrayList<>(SINGLES);
        List<CardArt> arts = new ArrayList<>(ARTS);
        for (int i = 0; i < SPREADS.size(); i++) {
            scenes.add(SPREADS.get(i));
            arts.add(CardArts.named(i < 2 ? "nanuk-classic" : "nana-ribbon"));
        }
        for (int i = 0; i < scenes.size(); i++) {
            for (TruthCard c : scenes.get(i).cards()) {
                if (c.visible() < 0.999 || c.code().equals("back")) continue;
                Mat face = FaceStock.toMat(arts.get(i).face(c.code()));
                double right = match(scenes.get(i).image(), c.corners(), face, false);
                double upsideDown = match(scenes.get(i).image(), c.corners(), face, true);
                double shifted = match(scenes.get(i).image(), shift(c.corners(), 0.12), face, false);
                assertThat(right).as("%s on its own outline", c).isGreaterThan(0.55);
                assertThat(right).as("%s against itself upside down", c).isGreaterThan(upsideDown + 0.15);
                assertThat(right).as("%s against an outline 12%% off", c).isGreaterThan(shifted + 0.1);
                face.release();
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(20);
    }

    @Test
    void throughAWideLensTheSameCardsLieFartherOutAndTheTruthFollowsThem() {
        CardArt art = CardArts.named("nanuk-classic");
        try (SceneGenerator flat = new SceneGenerator(art, 42); SceneGenerator wide = new SceneGenerator(art, 42).throughLens(0.1);
             Scene a = flat.spread(1280, 720, 8); Scene b = wide.spread(1280, 720, 8)) {
            assertThat(b.cards()).extracting(TruthCard::code).containsExactlyElementsOf(a.cards().stream().map(TruthCard::code).toList());
            double cx = 639.5, cy = 359.5;
            for (int i = 0; i < a.cards().size(); i++) {
                TruthCard was = a.cards().get(i), seen = b.cards().get(i);
                // a barrel lens keeps the frame's corners and pushes what lies inside them outward
                double r = Math.hypot(was.centreX() - cx, was.centreY() - cy), rSeen = Math.hypot(seen.centreX() - cx, seen.centreY() - cy);
                assertThat(rSeen).as("%s -> %s", was, seen).isGreaterThan(r);
                if (seen.visible() < 0.999 || seen.code().equals("back")) continue;
                // and the face lies where the truth says, on the distorted frame
                Mat face = FaceStock.toMat(art.face(seen.code()));
                assertThat(match(b.image(), seen.corners(), face, false)).as("%s on its outline", seen).isGreaterThan(0.55);
                assertThat(match(b.image(), was.corners(), face, false)).as("%s where no lens would put it", seen)
                        .isLessThan(match(b.image(), seen.corners(), face, false));
                face.release();
            }
            assertThatThrownBy(() -> wide.throughLens(-0.1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0 (none) to 0.5");
        }
    }

    @Test
    void curledCardsAreTheSameCardsShadedFromOneSideToTheOther() {
        CardArt art = CardArts.named("nanuk-classic");
        try (SceneGenerator flat = new SceneGenerator(art, 42); SceneGenerator bent = new SceneGenerator(art, 42).curled(0.3);
             Scene a = flat.spread(1280, 720, 8); Scene b = bent.spread(1280, 720, 8)) {
            assertThat(b.cards()).extracting(TruthCard::code).containsExactlyElementsOf(a.cards().stream().map(TruthCard::code).toList());
            int whole = 0;
            for (int i = 0; i < b.cards().size(); i++) {
                TruthCard card = b.cards().get(i);
                assertThat(card.corners()).isDeepEqualTo(a.cards().get(i).corners());
                if (card.visible() < 0.999) continue;
                whole++;
                // each side of the face as bright as the flat card's, or darker: one side keeps the light, the other
                // loses up to 30% of it
                double[] lit = sideMeans(a.image(), card.corners()), shaded = sideMeans(b.image(), card.corners());
                double left = shaded[0] / lit[0], right = shaded[1] / lit[1];
                assertThat(Math.max(left, right)).as("%s: the lit side", card).isGreaterThan(0.9);
                assertThat(Math.abs(left - right)).as("%s: left %.2f, right %.2f", card, left, right).isGreaterThan(0.1);
            }
            assertThat(whole).isGreaterThanOrEqualTo(4);
            assertThatThrownBy(() -> bent.curled(0.6)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0 (flat) to 0.5");
        }
    }

    /** The mean grey of the left and of the right quarter of the face on {@code corners} (TL, TR, BR, BL), straightened. */
    private static double[] sideMeans(Mat scene, double[][] corners) {
        Mat seen = straightened(scene, corners), grey = new Mat();
        Imgproc.cvtColor(seen, grey, Imgproc.COLOR_BGR2GRAY);
        int w = grey.cols(), h = grey.rows();
        double left = Core.mean(grey.submat(8, h - 8, 6, w / 4)).val[0], right = Core.mean(grey.submat(8, h - 8, w - w / 4, w - 6)).val[0];
        for (Mat m : new Mat[] {seen, grey}) m.release();
        return new double[] {left, right};
    }

    @Test
    void spreadCardsNeverOverlapAndOnlyCardsCutByTheFrameShowLess() {
        for (Scene s : SPREADS) {
            int cut = 0;
            for (int i = 0; i < s.cards().size(); i++) {
                TruthCard a = s.cards().get(i);
                for (int j = i + 1; j < s.cards().size(); j++) {
                    assertThat(Geometry.intersectionArea(a.corners(), s.cards().get(j).corners())).as("%s and %s", a, s.cards().get(j)).isZero();
                }
                double inside = Geometry.insideFrame(a.corners(), (int) s.image().size().width, (int) s.image().size().height);
                assertThat(a.visible()).as("%s", a).isCloseTo(inside, org.assertj.core.data.Offset.offset(0.02));
                assertThat(a.visible()).isGreaterThanOrEqualTo(0.78);
                if (inside < 0.999) cut++;
            }
            assertThat(cut).isLessThanOrEqualTo(2);
        }
    }

    @Test
    void eachFannedCardShowsAtLeastFortyFivePercentOfItself() {
        int overlapped = 0;
        for (Scene s : FANS) {
            for (TruthCard c : s.cards()) {
                assertThat(c.visible()).as("%s", c).isGreaterThanOrEqualTo(0.45);
                if (c.visible() < 0.9) overlapped++;
            }
            assertThat(s.kind()).isEqualTo("fanned");
        }
        assertThat(overlapped).as("fanned piles overlap").isGreaterThan(8);
    }

    @Test
    void aTeachingPhotoShowsOneWholeCardOfTheRightSize() {
        try (SceneGenerator gen = new SceneGenerator(CardArts.named("nanuk-aurora"), 3)) {
            for (String code : new String[] {"seal-double-nanuk", "back", "inuksuk"}) {
                try (Scene s = gen.teachingScene(code)) {
                    assertThat(s.image().size()).isEqualTo(new Size(1280, 720));
                    assertThat(s.cards()).singleElement().satisfies(c -> {
                        assertThat(c.code()).isEqualTo(code);
                        assertThat(c.visible()).isGreaterThan(0.999);
                        assertThat(c.width()).isBetween(140.0, 315.0);
                    });
                }
            }
            assertThatThrownBy(() -> gen.teachingPhoto("7")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("nanuk-aurora");
            assertThatThrownBy(() -> gen.spread(1280, 720, 25)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void theCallerMayChooseTheCards() {
        try (SceneGenerator gen = new SceneGenerator(CardArts.named("nanuk-classic"), 5)) {
            List<String> hunt = List.of("seal", "seal-nanuk", "back", "inuksuk");
            try (Scene s = gen.spread(1280, 720, hunt)) {
                assertThat(s.cards()).extracting(TruthCard::code).containsExactlyElementsOf(hunt);
            }
            try (Scene s = gen.fanned(1280, 720, List.of(List.of("deer", "deer-double"), List.of("fish-nanuk", "bird", "seal")))) {
                assertThat(s.cards()).extracting(TruthCard::code).containsExactly("deer", "deer-double", "fish-nanuk", "bird", "seal");
                assertThat(s.cards()).allSatisfy(c -> assertThat(c.visible()).isGreaterThanOrEqualTo(0.45));
            }
            try (Scene s = gen.single(1280, 720, "bird-double-nanuk")) {
                assertThat(s.cards()).singleElement().extracting(TruthCard::code).isEqualTo("bird-double-nanuk");
            }
            assertThatThrownBy(() -> gen.spread(1280, 720, List.of("deer", "7"))).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'7'");
        }
    }

    @Test
    void anArrangedTableKeepsItsTableAndLightFromFrameToFrame() {
        try (SceneGenerator gen = new SceneGenerator(CardArts.named("nana-classic"), 9)) {
            List<SceneGenerator.CardAt> two = List.of(new SceneGenerator.CardAt("6", 400, 300, 180), new SceneGenerator.CardAt("9", 800, 400, 10));
            List<SceneGenerator.CardAt> three = new ArrayList<>(two);
            three.add(new SceneGenerator.CardAt("back", 850, 420, 30));
            try (Scene a = gen.arranged(1280, 720, 130, two); Scene b = gen.arranged(1280, 720, 130, two); Scene c = gen.arranged(1280, 720, 130, three)) {
                assertThat(a.kind()).isEqualTo("arranged");
                assertThat(a.cards().toString()).isEqualTo(b.cards().toString());
                assertThat(bytes(a.image())).isNotEqualTo(bytes(b.image())); // the sensor's noise differs
                Mat diff = new Mat();
                Core.absdiff(a.image(), b.image(), diff);
                assertThat(Core.mean(diff).val[0]).isLessThan(4);
                diff.release();
                TruthCard six = a.cards().get(0);
                assertThat(six.centreX()).isCloseTo(400, org.assertj.core.data.Offset.offset(3.0));
                assertThat(six.centreY()).isCloseTo(300, org.assertj.core.data.Offset.offset(3.0));
                assertThat(six.width()).isCloseTo(130, org.assertj.core.data.Offset.offset(15.0));
                assertThat(six.corners()[0][1]).as("upside down: its top-left corner is at the bottom").isGreaterThan(300);
                assertThat(c.cards()).hasSize(3);
                assertThat(c.cards().get(1).visible()).as("the 9 is partly under the back").isLessThan(0.9);
                assertThat(c.cards().get(2).visible()).isEqualTo(1.0);
            }
        }
    }

    /** Normalised correlation of the card seen through {@code corners} with the face (optionally upside down). */
    static double match(Mat scene, double[][] corners, Mat face, boolean upsideDown) {
        Mat seen = straightened(scene, corners), small = new Mat(), a = new Mat(), b = new Mat(), result = new Mat();
        Imgproc.resize(face, small, seen.size(), 0, 0, Imgproc.INTER_AREA);
        if (upsideDown) Core.rotate(small, small, Core.ROTATE_180);
        Imgproc.cvtColor(seen, a, Imgproc.COLOR_BGR2GRAY);
        Imgproc.cvtColor(small, b, Imgproc.COLOR_BGR2GRAY);
        Imgproc.matchTemplate(a, b, result, Imgproc.TM_CCOEFF_NORMED);
        double score = result.get(0, 0)[0];
        for (Mat m : new Mat[] {seen, small, a, b, result}) m.release();
        return score;
    }

    /** The face on {@code corners} (TL, TR, BR, BL) in {@code scene}, straightened to 126 x 176 px; the caller releases it. */
    private static Mat straightened(Mat scene, double[][] corners) {
        int w = 126, h = 176;
        MatOfPoint2f from = new MatOfPoint2f(new Point(corners[0][0], corners[0][1]), new Point(corners[1][0], corners[1][1]),
                new Point(corners[2][0], corners[2][1]), new Point(corners[3][0], corners[3][1]));
        MatOfPoint2f to = new MatOfPoint2f(new Point(-0.5, -0.5), new Point(w - 0.5, -0.5), new Point(w - 0.5, h - 0.5), new Point(-0.5, h - 0.5));
        Mat hom = Imgproc.getPerspectiveTransform(from, to), seen = new Mat();
        Imgproc.warpPerspective(scene, seen, hom, new Size(w, h));
        for (Mat m : new Mat[] {from, to, hom}) m.release();
        return seen;
    }

    /** The outline moved along its top edge by {@code fraction} of its width. */
    static double[][] shift(double[][] q, double fraction) {
        double dx = (q[1][0] - q[0][0]) * fraction, dy = (q[1][1] - q[0][1]) * fraction;
        double[][] out = new double[4][];
        for (int i = 0; i < 4; i++) out[i] = new double[] {q[i][0] + dx, q[i][1] + dy};
        return out;
    }

    static byte[] bytes(Mat m) {
        byte[] b = new byte[(int) (m.total() * m.channels())];
        m.get(0, 0, b);
        return b;
    }
}
