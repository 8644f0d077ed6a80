package tablekeeper.device.camera;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/** Splits a raw MJPEG byte stream (JPEGs back to back, as rpicam-vid writes them) into one JPEG each. */
public final class MjpegStream {
    private final InputStream in;
    private final ByteArrayOutputStream jpeg = new ByteArrayOutputStream(256 * 1024);
    private static final int MAX_JPEG = 16 * 1024 * 1024;

    public MjpegStream(InputStream in) {
        this.in = in;
    }

    /** The next whole JPEG (from FFD8 to FFD9), or null at the end of the stream. */
    public byte[] next() throws IOException {
        int prev = -1;
        // find the start of image
        for (int b; ; prev = b) {
            b = in.read();
            if (b < 0) return null;
            if (prev == 0xFF && b == 0xD8) break;
        }
        jpeg.reset();
        jpeg.write(0xFF);
        jpeg.write(0xD8);
        prev = -1;
        // inside entropy-coded data every 0xFF is stuffed, so FFD9 only ever marks the end of image
        for (int b; ; prev = b) {
            b = in.read();
            if (b < 0) return null;
            jpeg.write(b);
            if (prev == 0xFF && b == 0xD9) return jpeg.toByteArray();
            if (jpeg.size() > MAX_JPEG) throw new IOException("an MJPEG frame larger than " + MAX_JPEG + " bytes: the stream is not MJPEG");
        }
    }
}
