package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** The finder's pieces of work: each started as soon as what it needs is there, failures thrown as they were. */
class WorkersTest {
    @Test
    void aPieceStartsFromTheOneItNeedsAndTheirResultsComeBack() {
        CompletableFuture<Integer> edges = Workers.start(() -> 20);
        CompletableFuture<Integer> distance = Workers.then(edges, e -> e + 1);
        CompletableFuture<Integer> outlines = Workers.then(edges, e -> e * 2);
        Workers.settle(edges, distance, outlines);
        assertThat(Workers.join(distance)).isEqualTo(21);
        assertThat(Workers.join(outlines)).isEqualTo(40);
    }

    @Test
    void aFailedPieceIsThrownAsItWasOnlyOnceEveryOtherPieceIsDone() {
        AtomicBoolean slowDone = new AtomicBoolean();
        CompletableFuture<Integer> failing = Workers.start(() -> { throw new IllegalArgumentException("no edges"); });
        CompletableFuture<Integer> slow = Workers.start(() -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            slowDone.set(true);
            return 1;
        });
        CompletableFuture<Integer> after = Workers.then(failing, x -> x + 1);
        // the frame's matrices are released after settle: no piece may still be using them then
        Workers.settle(failing, slow, after);
        assertThat(slowDone).isTrue();
        assertThatThrownBy(() -> Workers.join(failing)).isInstanceOf(IllegalArgumentException.class).hasMessage("no edges");
        assertThatThrownBy(() -> Workers.join(after)).isInstanceOf(IllegalArgumentException.class).hasMessage("no edges");
    }
}
