package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class PileEdgesTest {
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
}
