package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ClothLinesTest {
    private static final int W = 240, H = 240;

    @Test
    void aCardsSidesAlongACheckedClothsLinesAreKeptAndTheClothsLinesAreNot() {
        // a cloth's lines every 12 px, running across (their normal at 90 degrees), and a card lying along them from
        // row 58 to row 130 between columns 60 and 180: its face has no line, its top and bottom sides are lines too
        byte[] ways = new byte[W * H];
        for (int y = 4; y < H; y += 12) line(ways, y, 0, W, y > 58 && y < 130 ? 60 : -1, 180);
        line(ways, 58, 60, 180, -1, -1);
        line(ways, 130, 60, 180, -1, -1);
        byte[] clear = new byte[W * H];

        assertThat(ClothLines.markClearSided(ways, W, H, 90, clear)).as("the lines are a cloth's").isTrue();

        assertThat(marked(clear, 58, 70, 170)).as("the card's top side").isGreaterThan(0.9);
        assertThat(marked(clear, 130, 70, 170)).as("the card's bottom side").isGreaterThan(0.9);
        assertThat(marked(clear, 40, 10, 230)).as("a line of the cloth").isZero();
        assertThat(marked(clear, 52, 10, 230)).as("the cloth's line just above the card").isZero();
        assertThat(marked(clear, 136, 10, 230)).as("the cloth's line just below the card").isZero();
    }

    @Test
    void linesAFewPixelsApartAreWoodsGrainNotACloth() {
        byte[] ways = new byte[W * H];
        for (int y = 2; y < H; y += 4) line(ways, y, 0, W, -1, -1);
        line(ways, 100, 0, W, -1, -1);
        byte[] clear = new byte[W * H];

        assertThat(ClothLines.markClearSided(ways, W, H, 90, clear)).isFalse();
        assertThat(marked(clear, 2, 0, W)).isZero();
    }

    /** Row {@code y} from {@code x0} to {@code x1} as an edge whose normal runs at the peak (way 1), but for the columns from {@code gap0} to {@code gap1}. */
    private static void line(byte[] ways, int y, int x0, int x1, int gap0, int gap1) {
        for (int x = x0; x < x1; x++) if (x < gap0 || x >= gap1) ways[y * W + x] = 1;
    }

    /** The share of row {@code y}'s pixels from {@code x0} to {@code x1} marked in {@code clear}. */
    private static double marked(byte[] clear, int y, int x0, int x1) {
        int n = 0;
        for (int x = x0; x < x1; x++) if (clear[y * W + x] != 0) n++;
        return n / (double) (x1 - x0);
    }
}
