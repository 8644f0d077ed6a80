package tablekeeper.vision;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Runs a frame's independent pieces of work (the finder's cues, identifying and fitting each outline) on the
 * machine's cores: a Raspberry Pi 4 has four and the scan is otherwise one thread. Daemon threads, shared by all
 * scanners; results come back in the order given, so a scan finds the same cards as one thread would.
 */
final class Workers {
    private static final ForkJoinPool POOL = new ForkJoinPool(Math.max(1, Runtime.getRuntime().availableProcessors()));

    private Workers() {}

    /** Whether {@link #map} spreads its items over the cores here: with more than one, and off the pool's own threads. */
    static boolean spreads() {
        // on one of the pool's own threads, waiting for the pool could leave no thread to run the work
        boolean inPool = Thread.currentThread() instanceof ForkJoinWorkerThread w && w.getPool() == POOL;
        return POOL.getParallelism() >= 2 && !inPool;
    }

    /** {@code f} applied to each item, possibly at the same time; in the items' order. */
    static <T, R> List<R> map(List<T> items, Function<T, R> f) {
        if (items.size() < 2 || !spreads()) {
            List<R> out = new ArrayList<>(items.size());
            for (T t : items) out.add(f.apply(t));
            return out;
        }
        List<Future<R>> futures = new ArrayList<>(items.size());
        for (T t : items) futures.add(POOL.submit(() -> f.apply(t)));
        List<R> out = new ArrayList<>(items.size());
        RuntimeException failure = null;
        for (Future<R> fu : futures) {
            try {
                out.add(fu.get());
            } catch (ExecutionException e) {
                if (failure == null) failure = e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                if (failure == null) failure = new IllegalStateException("interrupted while scanning a frame", e);
            }
        }
        if (failure != null) throw failure;
        return out;
    }

    /** {@code f}'s result, worked out on the cores when {@link #spreads}, else now; {@link #join} waits for it. */
    static <T> CompletableFuture<T> start(Supplier<T> f) {
        return spreads() ? CompletableFuture.supplyAsync(f, POOL) : CompletableFuture.completedFuture(f.get());
    }

    /** {@code f} applied to {@code first}'s result once it is there: on the cores when {@link #spreads}, else now. */
    static <T, R> CompletableFuture<R> then(CompletableFuture<T> first, Function<T, R> f) {
        return spreads() ? first.thenApplyAsync(f, POOL) : CompletableFuture.completedFuture(f.apply(join(first)));
    }

    /** Waits until every piece of work is done or has failed. */
    static void settle(CompletableFuture<?>... work) {
        CompletableFuture.allOf(work).exceptionally(e -> null).join();
    }

    /** The result of work {@link #start}ed, its failure thrown as it was thrown. */
    static <T> T join(CompletableFuture<T> work) {
        try {
            return work.join();
        } catch (java.util.concurrent.CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }
}
