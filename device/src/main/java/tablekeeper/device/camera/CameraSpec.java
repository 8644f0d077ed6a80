package tablekeeper.device.camera;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * {@code --camera}: {@code v4l2:/dev/videoN}, {@code rpicam}, {@code none}, {@code folder:DIR} or
 * {@code file:IMAGE}, with the size and rate asked of a camera (and the replay rate of stills).
 */
public record CameraSpec(String kind, String target, int width, int height, double fps) {
    public static final String USAGE = "expected v4l2:/dev/videoN, rpicam, none, folder:DIR or file:IMAGE";

    public static CameraSpec parse(String text, int width, int height, double fps) {
        if (text == null || text.isBlank() || text.equals("none")) return new CameraSpec("none", null, width, height, fps);
        if (text.equals("rpicam")) return new CameraSpec("rpicam", null, width, height, fps);
        int colon = text.indexOf(':');
        if (colon > 0 && colon < text.length() - 1) {
            String kind = text.substring(0, colon);
            String target = text.substring(colon + 1);
            if (kind.equals("v4l2") || kind.equals("folder") || kind.equals("file")) return new CameraSpec(kind, target, width, height, fps);
        }
        throw new IllegalArgumentException("unknown camera '" + text + "': " + USAGE);
    }

    public static CameraSpec parse(String text) {
        return parse(text, 1280, 720, 10);
    }

    public boolean none() {
        return kind.equals("none");
    }

    /** Opens the source anew (called again after each failure). */
    public Supplier<FrameSource> opener() {
        return switch (kind) {
            case "v4l2" -> () -> new V4l2Source(target, width, height, fps);
            case "rpicam" -> () -> new RpicamSource(RpicamSource.command(width, height, fps));
            case "folder" -> () -> new StillSource(Path.of(target), fps, true);
            case "file" -> () -> new StillSource(Path.of(target), fps, false);
            default -> () -> {
                throw new IllegalStateException("no camera");
            };
        };
    }

    /** A quick look that opens nothing: why this source cannot work here, or null when it may. */
    public String problem() {
        return switch (kind) {
            case "v4l2" -> Files.exists(Path.of(target)) ? null : "camera " + target + " does not exist: plug the USB camera in, or list cameras with `v4l2-ctl --list-devices`";
            case "folder" -> Files.isDirectory(Path.of(target)) ? null : "folder " + target + " does not exist: give a folder of still images";
            case "file" -> Files.isRegularFile(Path.of(target)) ? null : "image " + target + " does not exist";
            case "rpicam" -> RpicamSource.installed() ? null : "rpicam-vid is not installed: on Raspberry Pi OS `sudo apt install rpicam-apps`, or use --camera v4l2:/dev/video0";
            default -> null;
        };
    }

    @Override
    public String toString() {
        return none() ? "none" : target == null ? kind : kind + ":" + target;
    }
}
