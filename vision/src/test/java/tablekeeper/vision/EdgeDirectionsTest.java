package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EdgeDirectionsTest {
    @Test
    void anEdgeRunsAcrossItsGradientWhicheverWayTheColourChanges() {
        assertThat(EdgeDirections.direction(0, 50)).isZero(); // darker below: a level edge
        assertThat(EdgeDirections.direction(0, -50)).isZero();
        assertThat(EdgeDirections.direction(50, 0)).isEqualTo(45); // an upright edge, 90 degrees
        assertThat(EdgeDirections.direction(-50, 0)).isEqualTo(45);
        // and any gradient, to within a degree of atan2's (one halved degree, or two where rounding falls either side)
        for (int gx = -1020; gx <= 1020; gx += 17) {
            for (int gy = -1020; gy <= 1020; gy += 13) {
                if (gx == 0 && gy == 0) continue;
                int expected = EdgeDirections.ofLine(Math.toDegrees(Math.atan2(gy, gx)) + 90);
                assertThat(EdgeDirections.apart(EdgeDirections.direction(gx, gy), expected)).as("(%d, %d)", gx, gy).isLessThanOrEqualTo(1);
            }
        }
    }

    @Test
    void directionsAHalfTurnApartAreOne() {
        assertThat(EdgeDirections.apart(0, 89)).isEqualTo(1);
        assertThat(EdgeDirections.apart(10, 55)).isEqualTo(45);
        assertThat(EdgeDirections.ofLine(-30)).isEqualTo(EdgeDirections.ofLine(150));
    }
}
