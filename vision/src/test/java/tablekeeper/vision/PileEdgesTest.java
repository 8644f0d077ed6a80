package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;
import tablekeeper.vision.scene.SceneGenerator.CardAt;

class PileEdgesTest {
    @BeforeAll
    static void load() {
        OpenCv.load();
    }

    @Test
    void roundsEveryPositionAsMathRoundDoes() {
        // halves, the doubles on either side of them (where adding a half and flooring goes wrong), and any others
        for (int n = -4; n <= 4000; n++) {
            for (double v : new double[] {n, n + 0.5, Math.nextDown(n + 0.5), Math.nextUp(n + 0.5), Math.nextDown(n - 0.5), n + 0.25}) {
                assertThat(PileEdges.round(v)).as("round(%s)", v).isEqualTo((int) Math.round(v));
            }
        }
        assertThat(PileEdges.round(0.49999999999999994)).isZero();
        Random r = new Random(7);
        for (int i = 0; i < 1_000_000; i++) {
            double v = (r.nextDouble() * 2 - 0.1) * 3000;
            assertThat(PileEdges.round(v)).isEqualTo((int) Math.round(v));
        }
    }

    @Test
    void noCardIsLookedForUnderALoneCardOnAPatternedCloth() {
        // the cloth's pattern lies all round the card, but no straight side leaves it (on these two cloths the search
        // placed two and three cards under it, each costing a glance at the frame)
        for (int seed : SEEDS) {
            try (Scene s = onCloth(seed, List.of(new CardAt("seal", 640, 360, 20)))) {
                assertThat(beneath(s, 0)).as("seed %d", seed).isEmpty();
            }
        }
    }

    @Test
    void theCardUnderOneOnAPatternedClothIsLookedForAndPlaced() {
        for (int seed : SEEDS) {
            // the seal half under the fish, its lower half showing
            try (Scene s = onCloth(seed, List.of(new CardAt("seal", 640, 420, 20), new CardAt("fish", 620, 330, 20)))) {
                List<PileEdges.Placement> under = beneath(s, 1);
                assertThat(under).as("seed %d", seed).isNotEmpty();
                assertThat(Geometry.overlap(under.get(0).outline(), s.cards().get(0).corners())).as("seed %d", seed).isGreaterThan(0.8);
            }
        }
    }

    private static final int[] SEEDS = {10, 14};

    private static Scene onCloth(int seed, List<CardAt> cards) {
        try (SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANUK), seed).onTable("patterned")) {
            return gen.arranged(1280, 720, 130, cards);
        }
    }

    /** The placements on all edges under card {@code top} of the scene, the cards on it covered. */
    private static List<PileEdges.Placement> beneath(Scene s, int top) {
        CardFinder.Finding found = new CardFinder((double) CardArt.WIDTH / CardArt.HEIGHT).find(s.image());
        PileEdges pile = new PileEdges(found, FrameArrays.fresh());
        double[][] card = s.cards().get(top).corners();
        pile.cover(card);
        return pile.beneath(card, 4, 4).onEdges();
    }
}
