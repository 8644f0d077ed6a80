package tablekeeper.vision.scene;

import java.util.Random;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;

/**
 * Per-pixel Gaussian noise, fast: one bank of noise (deviation 8) is drawn once, seeded, and each frame adds a
 * randomly placed window of it, scaled to the deviation wanted. Drawing millions of fresh samples per frame would
 * make generating scenes several times slower and no more realistic for a recognizer.
 */
final class SensorNoise {
    private static final int SIZE = 2200, BANK_SIGMA = 8;
    private static Mat bank;

    private SensorNoise() {}

    private static synchronized Mat bank() {
        if (bank == null) {
            Mat m = new Mat(SIZE, SIZE, CvType.CV_8SC3); // 14 MB, drawn once per process
            Core.setRNGSeed(20261129);
            Core.randn(m, 0, BANK_SIGMA);
            bank = m;
        }
        return bank;
    }

    static void add(Mat img, double sigma, Random r) {
        int w = img.cols(), h = img.rows();
        Mat b = bank();
        if (w >= SIZE || h >= SIZE) throw new IllegalArgumentException("frames up to " + (SIZE - 1) + " pixels a side");
        Mat window = b.submat(new Rect(r.nextInt(SIZE - w), r.nextInt(SIZE - h), w, h));
        Mat scaled = new Mat();
        window.convertTo(scaled, CvType.CV_16SC3, sigma / BANK_SIGMA);
        Mat none = new Mat();
        Core.add(img, scaled, img, none, CvType.CV_8UC3);
        for (Mat m : new Mat[] {window, scaled, none}) m.release();
    }
}
