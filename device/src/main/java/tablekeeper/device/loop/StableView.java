package tablekeeper.device.loop;

import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Decides when the table is still (no hands moving): a frame is stable once {@code frames} consecutive frames
 * differ by less than a threshold (mean absolute difference of small grey thumbnails). A stable view is reported
 * once, and again only after the table changed and settled anew.
 */
public final class StableView implements AutoCloseable {
    public static final int DEFAULT_FRAMES = 3;
    static final double STILL = 2.0;   // mean grey-level difference between frames of a still table
    static final double CHANGED = 1.0; // between two stable views: anything above counts as a change

    private final int frames;
    private final Mat previous = new Mat();
    private final Mat lastStable = new Mat();
    private int stillFor;
    private boolean reported;

    public StableView(int frames) {
        this.frames = frames;
    }

    /** True when {@code bgr} starts a new stable view (it has been still long enough and differs from the last one). */
    public boolean offer(Mat bgr) {
        Mat small = thumbnail(bgr);
        try {
            boolean still = !previous.empty() && difference(small, previous) < STILL;
            small.copyTo(previous);
            if (!still) {
                stillFor = 1;
                reported = false;
                return false;
            }
            stillFor++;
            if (reported || stillFor < frames) return false;
            reported = true;
            if (!lastStable.empty() && difference(small, lastStable) < CHANGED) return false;
            small.copyTo(lastStable);
            return true;
        } finally {
            small.release();
        }
    }

    /** Forgets the last stable view, so the next still view is reported even when unchanged (e.g. a new game). */
    public void reset() {
        lastStable.release();
        reported = false;
    }

    private static Mat thumbnail(Mat bgr) {
        Mat grey = new Mat();
        Mat small = new Mat();
        Imgproc.cvtColor(bgr, grey, Imgproc.COLOR_BGR2GRAY);
        Imgproc.resize(grey, small, new Size(160, 90), 0, 0, Imgproc.INTER_AREA);
        grey.release();
        return small;
    }

    private static double difference(Mat a, Mat b) {
        Mat d = new Mat();
        Core.absdiff(a, b, d);
        double mean = Core.mean(d).val[0];
        d.release();
        return mean;
    }

    @Override
    public void close() {
        previous.release();
        lastStable.release();
    }
}
