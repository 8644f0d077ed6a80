package tablekeeper.vision;

import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * Loads OpenCV's native library (from the openpnp jar) once per process, safe to call from anywhere any number of
 * times; and decodes image files' bytes, as every reader of them must ({@link #decode}).
 */
public final class OpenCv {
    private static volatile boolean loaded;

    private OpenCv() {}

    public static void load() {
        if (loaded) return;
        synchronized (OpenCv.class) {
            if (!loaded) {
                nu.pattern.OpenCV.loadLocally();
                loaded = true;
            }
        }
    }

    /**
     * The image encoded in {@code bytes} (JPEG, PNG, ...) as a BGR frame, or null when they are not one OpenCV can
     * decode. (OpenCV's {@code imdecode} throws on no bytes at all, rather than returning an empty image as it does
     * for other bytes it cannot read: an empty file must not stop a scan.)
     */
    public static Mat decode(byte[] bytes) {
        load();
        if (bytes.length == 0) return null;
        MatOfByte buf = new MatOfByte(bytes);
        try {
            Mat m = Imgcodecs.imdecode(buf, Imgcodecs.IMREAD_COLOR);
            if (!m.empty()) return m;
            m.release();
            return null;
        } finally {
            buf.release();
        }
    }
}
