package tablekeeper.dashboard;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.Collections;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * How a tablet joins: the device's URL by IP address (many tablets cannot resolve a {@code .local} name) and
 * its QR code, drawn by zxing.
 */
final class JoinCode {
    private JoinCode() {}

    /** http://IP:PORT/ for the first site-local IPv4 address of an interface that is up, else the loopback. */
    static String url(int port) {
        String fallback = null;
        try {
            for (NetworkInterface nif : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nif.isUp() || nif.isLoopback()) continue;
                for (InetAddress a : Collections.list(nif.getInetAddresses())) {
                    if (!(a instanceof Inet4Address) || a.isLoopbackAddress() || a.isLinkLocalAddress()) continue;
                    if (a.isSiteLocalAddress()) return "http://" + a.getHostAddress() + ":" + port + "/";
                    if (fallback == null) fallback = a.getHostAddress();
                }
            }
        } catch (SocketException e) {
            // no interfaces to list: fall through to whatever we found
        }
        return "http://" + (fallback != null ? fallback : "127.0.0.1") + ":" + port + "/";
    }

    private static BitMatrix matrix(String text) {
        try {
            return new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0,
                    Map.of(EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M, EncodeHintType.MARGIN, 4));
        } catch (WriterException e) {
            throw new IllegalStateException("cannot draw a QR code for " + text, e);
        }
    }

    static String svg(String text) {
        BitMatrix m = matrix(text);
        StringBuilder path = new StringBuilder();
        for (int y = 0; y < m.getHeight(); y++) {
            for (int x = 0; x < m.getWidth(); x++) {
                if (m.get(x, y)) path.append('M').append(x).append(',').append(y).append("h1v1h-1z");
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + m.getWidth() + " " + m.getHeight()
                + "\" shape-rendering=\"crispEdges\"><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>"
                + "<path fill=\"#000\" d=\"" + path + "\"/></svg>";
    }

    static byte[] png(String text, int scale) {
        BitMatrix m = matrix(text);
        BufferedImage img = new BufferedImage(m.getWidth() * scale, m.getHeight() * scale, BufferedImage.TYPE_BYTE_BINARY);
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                img.setRGB(x, y, m.get(x / scale, y / scale) ? 0xFF000000 : 0xFFFFFFFF);
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(img, "png", out);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toByteArray();
    }
}
