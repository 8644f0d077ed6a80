package tablekeeper.vision;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;
import tablekeeper.vision.scene.TruthCard;

/**
 * A diagnostic (not a test): for one scene of VisionDiag's sequence (same seed, same kinds), draws what the finder
 * found (whole outlines blue, corners yellow) over the truth (green), and writes the four cues' binary maps, to
 * /tmp/fd. Tuning styles only. Args: style singles spreads fanned index ({@code -Dtable=KIND} and {@code -Dlens=K} as for VisionDiag).
 */
public final class FinderDiag {
    public static void main(String[] args) throws Exception {
        OpenCv.load();
        CardArt base = CardArts.named(args[0]);
        if (CardArts.isHeldOut(base)) throw new IllegalArgumentException("held-out styles are not looked at");
        CardArt art = VisionDiag.variant(base); // -Dvariant as for VisionDiag
        int singles = Integer.parseInt(args[1]), spreads = Integer.parseInt(args[2]), fanned = Integer.parseInt(args[3]);
        int index = Integer.parseInt(args[4]);
        Path out = Files.createDirectories(Path.of("/tmp/fd"));
        double aspect = CardArt.WIDTH / (double) CardArt.HEIGHT;
        try (SceneGenerator gen = new SceneGenerator(art, Long.getLong("seed", 4242))) {
            if (System.getProperty("table") != null) gen.onTable(System.getProperty("table")); // as VisionDiag's -Dtable
            if (System.getProperty("lens") != null) gen.throughLens(Double.parseDouble(System.getProperty("lens"))); // and -Dlens
            if (System.getProperty("curl") != null) gen.curled(Double.parseDouble(System.getProperty("curl"))); // and -Dcurl
            for (int i = 0; i <= index; i++) {
                try (Scene s = i < singles ? gen.single(1280, 720) : i < singles + spreads ? gen.spread(1920, 1080, 12) : gen.fanned(1920, 1080, 10)) {
                    if (i < index) continue;
                    // the four cues' binary maps, as the finder made them (on its workers, so kept until it is done)
                    java.util.Map<Integer, Mat> cues = new java.util.concurrent.ConcurrentHashMap<>();
                    CardFinder.PROBE = (cue, bin) -> cues.put(cue, bin.clone());
                    CardFinder.Finding f = new CardFinder(aspect).find(s.image());
                    CardFinder.PROBE = null;
                    for (var cue : cues.entrySet()) {
                        write(out.resolve("cue" + cue.getKey() + ".png"), cue.getValue(), f.scale());
                        cue.getValue().release();
                    }
                    Mat a = s.image().clone();
                    for (TruthCard tc : s.cards()) poly(a, tc.corners(), new Scalar(0, 255, 0));
                    for (double[][] q : f.outlines()) poly(a, q, new Scalar(255, 0, 0));
                    for (CardFinder.Corner c : f.corners()) {
                        Point p = new Point(c.at()[0], c.at()[1]);
                        Imgproc.line(a, p, new Point(p.x + c.dirA()[0] * c.lenA(), p.y + c.dirA()[1] * c.lenA()), new Scalar(0, 255, 255), 1);
                        Imgproc.line(a, p, new Point(p.x + c.dirB()[0] * c.lenB(), p.y + c.dirB()[1] * c.lenB()), new Scalar(0, 255, 255), 1);
                        Imgproc.circle(a, p, 4, new Scalar(0, 255, 255), -1);
                    }
                    write(out.resolve("found.png"), a, 1);
                    System.out.println(f.outlines().size() + " outlines, " + f.corners().size() + " corners");
                    Path deckDir = Path.of(System.getProperty("work", "/tmp/vdiag/work"), "deck-" + art.name()); // VisionDiag's taught deck
                    if (Files.exists(deckDir.resolve(TaughtDeck.METADATA))) {
                        try (CardScanner scanner = new CardScanner(TaughtDeck.load(deckDir), Double.parseDouble(System.getProperty("minconf", "0.7")))) {
                            for (SeenCard c : scanner.scan(s.image())) System.out.println(c.code() + " " + c.confidence() + " " + java.util.Arrays.deepToString(c.corners()));
                        }
                    }
                    for (TruthCard tc : s.cards()) System.out.println("truth " + tc.code() + " " + java.util.Arrays.deepToString(tc.corners()));
                    a.release();
                }
            }
        }
    }

    /** Writes the image, or with -Dcrop=x,y,w,h (frame pixels) that part of it; {@code f}: image pixels per frame pixel. */
    private static void write(Path path, Mat img, double f) {
        String crop = System.getProperty("crop");
        if (crop == null) { Imgcodecs.imwrite(path.toString(), img); return; }
        String[] c = crop.split(",");
        int x = (int) (Integer.parseInt(c[0]) * f), y = (int) (Integer.parseInt(c[1]) * f), w = (int) (Integer.parseInt(c[2]) * f), h = (int) (Integer.parseInt(c[3]) * f);
        Mat part = new Mat(img, new org.opencv.core.Rect(x, y, Math.min(w, img.cols() - x), Math.min(h, img.rows() - y)));
        Mat big = new Mat();
        Imgproc.resize(part, big, new Size(), 1 / f, 1 / f, Imgproc.INTER_NEAREST);
        Imgcodecs.imwrite(path.toString(), big);
        big.release();
    }

    private static void poly(Mat img, double[][] q, Scalar colour) {
        Point[] p = new Point[4];
        for (int i = 0; i < 4; i++) p[i] = new Point(q[i][0], q[i][1]);
        Imgproc.polylines(img, List.of(new MatOfPoint(p)), true, colour, 2);
    }
}
