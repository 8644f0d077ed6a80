package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SquaredCornerTest {
    @Test
    void aSkewedCornerKeepsItsLongerSideAndTurnsItsShorterOneSquareTowardItsOwnSide() {
        // the dusk card's corner: its long side down the card's edge, its short side bent 17 degrees along the dots
        double[] down = unit(0.22, 0.98), bent = unit(-1.0, -0.07);
        CardFinder.Corner c = new CardFinder.Corner(new double[] {253, 577}, down, 145, bent, 99);

        CardFinder.Corner sq = CornerPlacements.squaredOnLonger(c);

        assertThat(sq).isNotNull();
        assertThat(sq.dirA()).containsExactly(down);
        assertThat(sq.dirA()[0] * sq.dirB()[0] + sq.dirA()[1] * sq.dirB()[1]).as("square").isCloseTo(0, within(1e-9));
        assertThat(sq.dirB()[0]).as("still pointing left, as the bent side did").isLessThan(-0.9);
        assertThat(sq.lenA()).isEqualTo(145);
        assertThat(sq.lenB()).isEqualTo(99);
    }

    @Test
    void aCornerNearlySquareIsLeftAsItIs() {
        CardFinder.Corner c = new CardFinder.Corner(new double[] {0, 0}, unit(1, 0.05), 100, unit(0, 1), 140);
        assertThat(CornerPlacements.squaredOnLonger(c)).isNull();
    }

    private static double[] unit(double x, double y) {
        double l = Math.hypot(x, y);
        return new double[] {x / l, y / l};
    }
}
