package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;
import tablekeeper.vision.scene.SceneGenerator.CardAt;

class CardFinderTest {
    @BeforeAll
    static void load() {
        OpenCv.load();
    }

    @Test
    void aLoneCardsSidesAreNoGrain() {
        // its four sides run one way, modulo a right angle, and were taken for a table's grain
        for (String table : List.of("felt", "stone", "white")) {
            for (int turn : new int[] {0, 20, 45}) {
                assertThat(hasGrain(table, 3, turn)).as("a card turned %d on %s", turn, table).isFalse();
            }
        }
    }

    @Test
    void woodAndACheckedClothHaveAGrain() {
        for (int turn : new int[] {0, 20, 45}) assertThat(hasGrain("wood", 3, turn)).as("a card turned %d on wood", turn).isTrue();
        assertThat(hasGrain("checked", 3, 0)).isTrue();
    }

    private static boolean hasGrain(String table, int seed, int turn) {
        try (SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANUK), seed).onTable(table);
             Scene s = gen.arranged(1280, 720, 200, List.of(new CardAt("seal", 640, 360, turn)))) {
            return new CardFinder((double) CardArt.WIDTH / CardArt.HEIGHT).find(s.image()).acrossGrainDistance() != null;
        }
    }
}
