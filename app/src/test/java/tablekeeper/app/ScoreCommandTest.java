package tablekeeper.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ScoreCommandTest {

    @Test
    void scoresEachPileWithItsBestArrangementAndTheNanukBonus() {
        Run run = Run.withInput("{\"players\": {\"Ann\": [\"deer\", \"seal-double\", \"fish\", \"bird\", \"inuksuk\", \"deer-nanuk\"],"
                + " \"Bob\": [\"seal\", \"seal\", \"fish-double-nanuk\"], \"Cy\": []}}", "score", "nanuk", "-");
        assertThat(run.exit()).isZero();
        // Ann: one set of four animals (3) and deer + Inuksuk as a pair (1); Bob: a pair of seals, and the most Nanuk (2 with a double).
        assertThat(run.out().strip()).isEqualTo("{\"players\":{"
                + "\"Ann\":{\"points\":4,\"sets\":1,\"pairs\":1,\"nanuk\":1,\"bonus\":0},"
                + "\"Bob\":{\"points\":4,\"sets\":0,\"pairs\":2,\"nanuk\":2,\"bonus\":2},"
                + "\"Cy\":{\"points\":0,\"sets\":0,\"pairs\":0,\"nanuk\":0,\"bonus\":0}},\"winners\":[\"Ann\",\"Bob\"]}");
    }

    @Test
    void badInputIsExitTwoWithAMessageAndNothingOnStdout() {
        Run unknownCard = Run.withInput("{\"players\": {\"Ann\": [\"wolf\"]}}", "score", "nanuk", "-");
        assertThat(unknownCard.exit()).isEqualTo(2);
        assertThat(unknownCard.out()).isEmpty();
        assertThat(unknownCard.err()).contains("unknown Nanuk card 'wolf'");

        Run wrongShape = Run.withInput("{\"Ann\": [\"deer\"]}", "score", "nanuk", "-");
        assertThat(wrongShape.exit()).isEqualTo(2);
        assertThat(wrongShape.err()).contains("expected one object with the key \"players\"");

        Run missing = Run.of("score", "nanuk", "/no/such/piles.json");
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("cannot read /no/such/piles.json: no such file");

        assertThat(Run.of("score", "chess", "-").exit()).isEqualTo(2);
        assertThat(Run.of("score").exit()).isEqualTo(2);
    }
}
