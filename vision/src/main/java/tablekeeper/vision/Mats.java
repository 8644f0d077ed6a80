package tablekeeper.vision;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Mat;

/** Releases every native matrix it was given, so a frame never leaves native memory behind. Shared by a frame's workers. */
final class Mats implements AutoCloseable {
    private final List<Mat> mats = new ArrayList<>();

    synchronized <T extends Mat> T add(T mat) {
        mats.add(mat);
        return mat;
    }

    Mat mat() {
        return add(new Mat());
    }

    @Override
    public synchronized void close() {
        for (Mat m : mats) m.release();
        mats.clear();
    }
}
