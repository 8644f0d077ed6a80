package tablekeeper.device.camera;

import java.io.IOException;
import org.opencv.core.Mat;

/** Where frames come from: a camera, or still images replayed. One reader at a time; the caller releases each frame. */
public interface FrameSource extends AutoCloseable {
    /**
     * The next frame (BGR), waiting at most {@code timeoutMs}; null when none came in time (a stalled camera).
     * Throws when the source is gone (unplugged, the camera process exited).
     */
    Mat next(long timeoutMs) throws IOException;

    /** In words, e.g. "v4l2:/dev/video0" or "rpicam 1280x720@10". */
    String describe();

    @Override
    void close();
}
