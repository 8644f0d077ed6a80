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
    public static final int DEFAULT_FRAMES = 2; // at 10 fps: still for 100 ms
    // Differences are measured per cell of a 16×9 grid (each cell about 80×80 pixels of a 1280×720 frame), so a
    // card swapped for another in the same place counts as a change even though the whole frame barely differs.
    static final double STILL = 6.0;   // grey levels, in the cell that differs most, between frames of a still table
    static final double CHANGED = 4.0; // between two stable views: anything above counts as a change

    private final int frames;
    private final Mat previous = new Mat();
    private final Mat lastStable = new Mat();
    private int stillFor;
    private boolean reported;
    private long stillSince; // System.nanoTime() when the first frame of the current still streak was offered

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
                stillSince = System.nanoTime();
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

    /** When the frames of the view last reported began (System.nanoTime()): a view of what lay there before that is older. */
    public long stillSince() {
        return stillSince;
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

    /** The mean grey-level difference in the grid cell where the two thumbnails differ most. */
    private static double difference(Mat a, Mat b) {
        Mat d = new Mat();
        Mat cells = new Mat();
        Core.absdiff(a, b, d);
        Imgproc.resize(d, cells, new Size(16, 9), 0, 0, Imgproc.INTER_AREA);
        double max = Core.minMaxLoc(cells).maxVal;
        d.release();
        cells.release();
        return max;
    }

    @Override
    public void close() {
        previous.release();
        lastStable.release();
    }
}
