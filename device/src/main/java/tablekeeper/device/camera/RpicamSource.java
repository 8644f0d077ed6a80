package tablekeeper.device.camera;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.opencv.core.Mat;
import tablekeeper.vision.OpenCv;

/**
 * The Raspberry Pi camera: spawns {@code rpicam-vid ... --codec mjpeg -o -} and reads its MJPEG stream. A reader
 * thread keeps only the newest JPEG, so a slow table loop never works on stale frames and nothing queues up.
 */
public final class RpicamSource implements FrameSource {
    private final List<String> command;
    private final Process process;
    private final Thread reader;
    private final AtomicReference<byte[]> latest = new AtomicReference<>();
    private volatile IOException failure;
    private final Object signal = new Object();

    public static List<String> command(int width, int height, double fps) {
        return List.of("rpicam-vid", "-t", "0", "-n", "--codec", "mjpeg", "--width", Integer.toString(width),
                "--height", Integer.toString(height), "--framerate", fmt(fps), "-o", "-");
    }

    private static String fmt(double fps) {
        return fps == Math.rint(fps) ? Long.toString((long) fps) : Double.toString(fps);
    }

    public static boolean installed() {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(":")) if (Files.isExecutable(Path.of(dir, "rpicam-vid"))) return true;
        return false;
    }

    public RpicamSource(List<String> command) {
        OpenCv.load();
        this.command = List.copyOf(command);
        try {
            this.process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new IllegalStateException("cannot start " + command.get(0) + " (" + e.getMessage()
                    + "): install rpicam-apps (sudo apt install rpicam-apps) or use --camera v4l2:/dev/video0", e);
        }
        this.reader = new Thread(this::read, "rpicam-reader");
        reader.setDaemon(true);
        reader.start();
    }

    private void read() {
        MjpegStream stream = new MjpegStream(new BufferedInputStream(process.getInputStream(), 1 << 16));
        try {
            for (byte[] jpeg; (jpeg = stream.next()) != null; ) {
                latest.set(jpeg);
                synchronized (signal) {
                    signal.notifyAll();
                }
            }
            failure = new IOException(command.get(0) + " ended" + exitCode());
        } catch (IOException e) {
            failure = e;
        }
        synchronized (signal) {
            signal.notifyAll();
        }
    }

    private String exitCode() {
        try {
            return process.waitFor(1, TimeUnit.SECONDS) ? " (exit code " + process.exitValue() + ")" : "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    @Override
    public Mat next(long timeoutMs) throws IOException {
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        byte[] jpeg;
        synchronized (signal) {
            while ((jpeg = latest.getAndSet(null)) == null) {
                if (failure != null) throw failure;
                long left = TimeUnit.NANOSECONDS.toMillis(until - System.nanoTime());
                if (left <= 0) return null;
                try {
                    signal.wait(left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return null;
                }
            }
        }
        Mat frame = OpenCv.decode(jpeg);
        if (frame == null) throw new IOException("a frame from " + command.get(0) + " is not a readable JPEG");
        return frame;
    }

    @Override
    public String describe() {
        return "rpicam (" + String.join(" ", command) + ")";
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(2, TimeUnit.SECONDS)) process.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }
}
