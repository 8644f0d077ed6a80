package tablekeeper.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.imgproc.Imgproc;

/**
 * A colour image's gradient as OpenCV's Canny takes it from a colour image: at each pixel the Sobel derivatives of the
 * channel whose gradient is strongest. Made once, it gives the edges at any thresholds, the same as
 * {@code Imgproc.Canny(bgr, edges, low, high, 3, true)} pixel for pixel; that call makes it anew each time, and on
 * colour it cost 5-7 ms at 960x540, two thirds of the finder's work on a one-card frame.
 */
record ColourGradient(Mat dx, Mat dy, short[] x, short[] y) {
    /**
     * The gradient of {@code bgr} (8-bit, three channels): as matrices, released with {@code m}, and as arrays (x and y
     * derivatives, row after row) of {@code arrays}.
     */
    static ColourGradient of(Mats m, FrameArrays arrays, Mat bgr) {
        int w = bgr.cols(), h = bgr.rows(), n = w * h;
        Mat dx3 = m.mat(), dy3 = m.mat();
        // Canny's own derivatives: aperture 3, borders replicated
        Imgproc.Sobel(bgr, dx3, CvType.CV_16S, 1, 0, 3, 1, 0, Core.BORDER_REPLICATE);
        Imgproc.Sobel(bgr, dy3, CvType.CV_16S, 0, 1, 3, 1, 0, Core.BORDER_REPLICATE);
        short[] sx = arrays.shorts(3 * n), sy = arrays.shorts(3 * n), ox = arrays.shorts(n), oy = arrays.shorts(n);
        dx3.get(0, 0, sx);
        dy3.get(0, 0, sy);
        for (int i = 0, j = 0; i < n; i++, j += 3) {
            int x = sx[j], y = sy[j], mag = x * x + y * y;
            int x1 = sx[j + 1], y1 = sy[j + 1], mag1 = x1 * x1 + y1 * y1;
            int x2 = sx[j + 2], y2 = sy[j + 2], mag2 = x2 * x2 + y2 * y2;
            // the strongest channel, the first of equals as Canny takes it; without branches (the choice is a coin
            // toss on a noisy table, and mispredicted branches made this loop 2.5 times slower)
            int k = (mag - mag1) >> 31; // all ones when mag1 > mag
            x ^= (x ^ x1) & k;
            y ^= (y ^ y1) & k;
            mag ^= (mag ^ mag1) & k;
            k = (mag - mag2) >> 31;
            x ^= (x ^ x2) & k;
            y ^= (y ^ y2) & k;
            ox[i] = (short) x;
            oy[i] = (short) y;
        }
        Mat dx = m.mat(), dy = m.mat();
        dx.create(h, w, CvType.CV_16SC1);
        dy.create(h, w, CvType.CV_16SC1);
        dx.put(0, 0, ox);
        dy.put(0, 0, oy);
        return new ColourGradient(dx, dy, ox, oy);
    }

    /** The edges at Canny thresholds {@code low} and {@code high} (L2 gradient), into {@code edges}. */
    void edges(Mat edges, double low, double high) {
        Imgproc.Canny(dx, dy, edges, low, high, true);
    }
}
