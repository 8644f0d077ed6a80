package tablekeeper.device.camera;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import tablekeeper.vision.OpenCv;

/**
 * Still images replayed as a camera at {@code fps} frames a second: {@code file:IMAGE} repeats one image;
 * {@code folder:DIR} shows the folder's images in name order, each until a later one exists (so a demo or test can
 * lay the next card by writing the next image), the last one for as long as nothing follows. fps 0: no pacing.
 */
public final class StillSource implements FrameSource {
    private final Path path;
    private final boolean folder;
    private final long periodNanos;
    private long nextAt = System.nanoTime();
    private Path current;
    private Mat image;

    public StillSource(Path path, double fps, boolean folder) {
        OpenCv.load();
        this.path = path;
        this.folder = folder;
        this.periodNanos = fps <= 0 ? 0 : (long) (1e9 / fps);
        if (folder ? !Files.isDirectory(path) : !Files.isRegularFile(path)) {
            throw new IllegalStateException((folder ? "folder " : "image ") + path + " does not exist");
        }
    }

    static boolean isImage(Path p) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return (n.endsWith(".png") || n.endsWith(".jpg") || n.endsWith(".jpeg")) && !n.startsWith(".");
    }

    private Path pick() throws IOException {
        if (!folder) return path;
        try (Stream<Path> files = Files.list(path)) {
            List<Path> images = files.filter(StillSource::isImage).sorted().toList();
            if (images.isEmpty()) return null;
            if (current == null) return images.get(0);
            for (Path p : images) if (p.getFileName().toString().compareTo(current.getFileName().toString()) > 0) return p;
            return current;
        }
    }

    @Override
    public Mat next(long timeoutMs) throws IOException {
        if (periodNanos > 0) {
            long wait = nextAt - System.nanoTime();
            if (wait > 0) {
                try {
                    Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return null;
                }
            }
            nextAt = Math.max(nextAt + periodNanos, System.nanoTime());
        }
        Path p = pick();
        if (p == null) return null;
        if (!p.equals(current) || image == null) {
            Mat read = Imgcodecs.imread(p.toString(), Imgcodecs.IMREAD_COLOR);
            if (read.empty()) {
                read.release();
                if (!folder) throw new IOException("cannot read image " + p);
                return image == null ? null : image.clone(); // half-written? try it again on the next frame

            }
            if (image != null) image.release();
            image = read;
            current = p;
        }
        return image.clone();
    }

    /** The image being shown now. */
    public Path current() {
        return current;
    }

    @Override
    public String describe() {
        return (folder ? "folder:" : "file:") + path;
    }

    @Override
    public void close() {
        if (image != null) image.release();
        image = null;
    }
}
