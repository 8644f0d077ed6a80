package tablekeeper.app;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import tablekeeper.vision.CardScanner;
import tablekeeper.vision.OpenCv;
import tablekeeper.vision.SeenCard;
import tablekeeper.vision.TaughtDeck;

/** {@code tablekeeper scan --deck DECK_DIR IMAGE...}: one JSON line per image with the cards seen on it. */
@Command(name = "scan", mixinStandardHelpOptions = true,
        description = {"Finds and identifies the cards of a taught deck in images; prints one JSON object a line per image.",
                "An image that cannot be read is reported on standard error, the others are still scanned, and the exit code is 2."})
public final class ScanCommand implements Callable<Integer> {
    @Option(names = "--deck", required = true, paramLabel = "DECK_DIR", description = "a deck taught by `tablekeeper enroll`")
    Path deck;

    @Option(names = "--min-confidence", paramLabel = "X", description = "below this a card is reported as unknown (default ${DEFAULT-VALUE})")
    double minConfidence = CardScanner.DEFAULT_MIN_CONFIDENCE;

    @Option(names = "--annotate", paramLabel = "DIR", description = "write a copy of each image with outlines and codes drawn on it")
    Path annotate;

    @Parameters(paramLabel = "IMAGE", arity = "1..*", description = "images to scan")
    List<Path> images;

    @Override
    public Integer call() throws Exception {
        OpenCv.load();
        if (!(minConfidence >= 0 && minConfidence <= 1)) {
            System.err.println("--min-confidence " + minConfidence + " is not between 0 and 1");
            return 2;
        }
        TaughtDeck taught;
        try {
            taught = TaughtDeck.load(deck);
        } catch (IOException e) {
            System.err.println(e.getMessage());
            return 2;
        }
        if (annotate != null) Files.createDirectories(annotate);
        ObjectMapper json = new ObjectMapper();
        int exit = 0;
        try (CardScanner scanner = new CardScanner(taught, minConfidence)) {
            for (Path image : images) {
                Mat bgr = read(image);
                if (bgr == null) {
                    System.err.println(image + ": cannot be read as an image (expected a JPEG or PNG photo)");
                    exit = 2;
                    continue;
                }
                try {
                    long t0 = System.nanoTime();
                    List<SeenCard> seen = scanner.scan(bgr);
                    long millis = Math.round((System.nanoTime() - t0) / 1e6);
                    ObjectNode line = json.createObjectNode();
                    line.put("image", image.toString());
                    ArrayNode cards = line.putArray("cards");
                    for (SeenCard c : seen) {
                        ObjectNode card = cards.addObject();
                        card.put("code", c.code());
                        // as the scanner reports it (to a thousandth, rounded down): rounded again to the nearest
                        // hundredth, an unknown card at 0.695 was printed at 0.7, the threshold it had missed
                        card.put("confidence", c.confidence());
                        ArrayNode corners = card.putArray("corners");
                        for (double[] p : c.corners()) corners.addArray().add(Math.round(p[0] * 10) / 10.0).add(Math.round(p[1] * 10) / 10.0);
                    }
                    line.put("millis", millis);
                    System.out.println(json.writeValueAsString(line));
                    if (annotate != null) annotate(bgr, seen, annotate.resolve(annotatedName(image)));
                } finally {
                    bgr.release();
                }
            }
        }
        return exit;
    }

    /** The image decoded, or null when the file is missing or not an image. */
    private static Mat read(Path image) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(image);
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return OpenCv.decode(bytes);
    }

    private static String annotatedName(Path image) {
        String n = image.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return (dot > 0 ? n.substring(0, dot) : n) + "-scan.png";
    }

    private static void annotate(Mat bgr, List<SeenCard> seen, Path out) throws IOException {
        Mat copy = bgr.clone();
        try {
            for (SeenCard c : seen) {
                Point[] pts = new Point[4];
                for (int i = 0; i < 4; i++) pts[i] = new Point(c.corners()[i][0], c.corners()[i][1]);
                boolean known = !c.code().equals(SeenCard.UNKNOWN);
                Scalar colour = known ? new Scalar(0, 200, 0) : new Scalar(0, 0, 255);
                MatOfPoint poly = new MatOfPoint(pts);
                Imgproc.polylines(copy, List.of(poly), true, colour, 3);
                poly.release();
                Imgproc.circle(copy, pts[0], 7, colour, -1);
                String label = c.code() + " " + c.confidence();
                Point at = new Point((pts[0].x + pts[2].x) / 2 - 60, (pts[0].y + pts[2].y) / 2);
                Imgproc.putText(copy, label, at, Imgproc.FONT_HERSHEY_SIMPLEX, 0.8, new Scalar(255, 255, 255), 5);
                Imgproc.putText(copy, label, at, Imgproc.FONT_HERSHEY_SIMPLEX, 0.8, colour, 2);
            }
            if (!Imgcodecs.imwrite(out.toString(), copy)) throw new IOException("could not write " + out);
        } finally {
            copy.release();
        }
    }
}
