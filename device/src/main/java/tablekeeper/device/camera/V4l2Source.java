package tablekeeper.device.camera;

import java.io.IOException;
import org.opencv.core.Mat;
import org.opencv.videoio.VideoCapture;
import org.opencv.videoio.Videoio;
import tablekeeper.vision.OpenCv;

/** A USB camera through OpenCV's V4L2 backend, with a one-frame buffer so every frame is fresh. */
public final class V4l2Source implements FrameSource {
    private final String device;
    private final VideoCapture capture;

    public V4l2Source(String device, int width, int height, double fps) {
        OpenCv.load();
        this.device = device;
        this.capture = new VideoCapture(device, Videoio.CAP_V4L2);
        if (!capture.isOpened()) {
            capture.release();
            throw new IllegalStateException("cannot open camera " + device + ": check that it is plugged in and that this user may read it (group video)");
        }
        capture.set(Videoio.CAP_PROP_BUFFERSIZE, 1);
        capture.set(Videoio.CAP_PROP_FRAME_WIDTH, width);
        capture.set(Videoio.CAP_PROP_FRAME_HEIGHT, height);
        capture.set(Videoio.CAP_PROP_FPS, fps);
    }

    @Override
    public Mat next(long timeoutMs) throws IOException {
        Mat frame = new Mat();
        if (!capture.read(frame) || frame.empty()) {
            frame.release();
            throw new IOException("camera " + device + " gave no frame (unplugged?)");
        }
        return frame;
    }

    @Override
    public String describe() {
        return "v4l2:" + device;
    }

    @Override
    public void close() {
        capture.release();
    }
}
