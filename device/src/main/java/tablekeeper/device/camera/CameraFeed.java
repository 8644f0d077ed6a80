package tablekeeper.device.camera;

import java.util.function.Consumer;
import java.util.function.Supplier;
import org.opencv.core.Mat;

/**
 * Keeps a camera running: reads frames on a thread of its own and hands each to the table loop as soon as the
 * loop is ready for it (pull, never a queue: a slow loop skips frames instead of falling behind). A camera that
 * fails to open, disappears or stalls is reported in {@link #status()} and reopened with backoff (1 s doubling
 * to 30 s); the game goes on from the tablet meanwhile.
 */
public final class CameraFeed implements AutoCloseable {
    public static final long STALL_MS = 3000;
    public static final long MIN_BACKOFF_MS = 1000;
    public static final long MAX_BACKOFF_MS = 30_000;

    private final Supplier<FrameSource> opener;
    private final String name;
    private final Consumer<Mat> loop;
    private final Thread thread;
    private volatile String status = "starting";
    private volatile boolean running = true;
    private volatile long frames;
    private volatile int reopenings;
    private final long minBackoffMs;

    /** {@code loop} gets every frame and must not keep it (it is released once the loop returns). */
    public CameraFeed(String name, Supplier<FrameSource> opener, Consumer<Mat> loop) {
        this(name, opener, loop, MIN_BACKOFF_MS);
    }

    CameraFeed(String name, Supplier<FrameSource> opener, Consumer<Mat> loop, long minBackoffMs) {
        this.name = name;
        this.opener = opener;
        this.loop = loop;
        this.minBackoffMs = minBackoffMs;
        this.thread = new Thread(this::run, "camera");
        thread.setDaemon(true);
    }

    public CameraFeed start() {
        thread.start();
        return this;
    }

    private void run() {
        long backoff = minBackoffMs;
        while (running) {
            String problem;
            try (FrameSource source = opener.get()) {
                status = "ok: " + source.describe();
                while (running) {
                    Mat frame = source.next(STALL_MS);
                    if (frame == null) {
                        if (!running) break;
                        throw new java.io.IOException("stalled: no frame for " + STALL_MS / 1000 + " s");
                    }
                    try {
                        frames++;
                        backoff = minBackoffMs;
                        status = "ok: " + source.describe();
                        loop.accept(frame);
                    } finally {
                        frame.release();
                    }
                }
                return;
            } catch (Exception e) {
                problem = e.getMessage() == null ? e.toString() : e.getMessage();
            }
            if (!running) return;
            status = "camera " + name + " " + (problem.startsWith("stalled") ? problem : "lost: " + problem)
                    + "; reopening in " + Math.max(1, backoff / 1000) + " s (enter lines on the tablet meanwhile)";
            System.err.println("tablekeeper: " + status);
            try {
                Thread.sleep(backoff);
            } catch (InterruptedException e) {
                return;
            }
            reopenings++;
            backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        }
    }

    public String status() {
        return status;
    }

    public long frames() {
        return frames;
    }

    public int reopenings() {
        return reopenings;
    }

    @Override
    public void close() {
        running = false;
        thread.interrupt();
        try {
            thread.join(3000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
