package tablekeeper.device.loop;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.MatOfInt;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import tablekeeper.device.Device;
import tablekeeper.vision.CardScanner;
import tablekeeper.vision.SeenCard;

/**
 * The camera's side of the table: waits for a stable view, scans it with the taught deck (when there is one),
 * places each card in its zone, and hands the view to the device, which turns what changed into lines. Runs on
 * the camera's thread, one frame at a time.
 */
public final class TableLoop implements Consumer<Mat>, AutoCloseable {
    private final Device device;
    private final CardScanner scanner; // null: no taught deck, the view is only shown
    private final StableView stable;
    private volatile long lastViewSince;
    private volatile long lastScanMillis;

    public TableLoop(Device device, CardScanner scanner, int stableFrames) {
        this.device = device;
        this.scanner = scanner;
        this.stable = new StableView(stableFrames);
    }

    @Override
    public void accept(Mat frame) {
        if (!stable.offer(frame)) return;
        long since = stable.stillSince();
        long t0 = System.nanoTime();
        List<Seen> seen = scan(frame);
        lastScanMillis = (System.nanoTime() - t0) / 1_000_000;
        device.viewed(seen, annotate(frame, seen));
        lastViewSince = since; // after the device took the view: whoever waits on it sees its lines
    }

    /** The cards of one frame, each placed in its zone. */
    public List<Seen> scan(Mat frame) {
        List<Seen> seen = new ArrayList<>();
        if (scanner == null) return seen;
        List<Zone> zones = device.zones();
        double w = frame.cols(), h = frame.rows();
        for (SeenCard c : scanner.scan(frame)) {
            double[][] k = c.corners();
            double cx = 0, cy = 0;
            for (double[] p : k) {
                cx += p[0] / k.length;
                cy += p[1] / k.length;
            }
            double size = Math.max(Math.hypot(k[0][0] - k[2][0], k[0][1] - k[2][1]), Math.hypot(k[1][0] - k[3][0], k[1][1] - k[3][1]));
            seen.add(new Seen(c.code(), c.confidence(), cx, cy, size, Zones.zoneOf(zones, cx / w, cy / h), k));
        }
        return seen;
    }

    /** The frame as a JPEG with every card outlined and labelled, for placing the camera and trusting it. */
    static byte[] annotate(Mat frame, List<Seen> seen) {
        Mat copy = frame.clone();
        MatOfByte out = new MatOfByte();
        try {
            for (Seen s : seen) {
                List<Point> pts = new ArrayList<>();
                for (double[] p : s.corners()) pts.add(new Point(p[0], p[1]));
                MatOfPoint poly = new MatOfPoint();
                poly.fromList(pts);
                Scalar colour = s.known() ? new Scalar(60, 200, 60) : new Scalar(40, 40, 230);
                Imgproc.polylines(copy, List.of(poly), true, colour, 3);
                Imgproc.putText(copy, s.code(), new Point(s.cx() - 40, s.cy()), Imgproc.FONT_HERSHEY_SIMPLEX, 0.8, colour, 2);
                poly.release();
            }
            Imgcodecs.imencode(".jpg", copy, out, new MatOfInt(Imgcodecs.IMWRITE_JPEG_QUALITY, 75));
            return out.toArray();
        } finally {
            copy.release();
            out.release();
        }
    }

    /**
     * When the frames of the last view began (System.nanoTime()): a view taken of a table laid out at time t has
     * {@code lastViewSince() > t}, while a late view of what lay there before has not.
     */
    public long lastViewSince() {
        return lastViewSince;
    }

    public long lastScanMillis() {
        return lastScanMillis;
    }

    @Override
    public void close() {
        stable.close();
    }
}
