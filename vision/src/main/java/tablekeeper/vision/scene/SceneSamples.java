package tablekeeper.vision.scene;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;

/**
 * Writes a few generated scenes of every art style to a folder, each also with its truth drawn on it
 * ({@code *-truth.png}), so people can look at what the tests and benchmark see.
 * Run: {@code java -cp ... tablekeeper.vision.scene.SceneSamples [DIR] [SEED]} (default /tmp/tablekeeper-scenes, 1).
 */
public final class SceneSamples {
    private SceneSamples() {}

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args.length > 0 ? args[0] : "/tmp/tablekeeper-scenes");
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        Files.createDirectories(dir);
        for (CardArt art : CardArts.all()) {
            try (SceneGenerator gen = new SceneGenerator(art, seed)) {
                String first = tablekeeper.rules.CardCodes.faces(art.game()).get(1);
                try (Scene s = gen.teachingScene(first)) {
                    write(dir, art.name() + "-teaching-" + first, s);
                }
                try (Scene s = gen.teachingScene("back")) {
                    write(dir, art.name() + "-teaching-back", s);
                }
                try (Scene s = gen.single(1280, 720)) {
                    write(dir, art.name() + "-single", s);
                }
                try (Scene s = gen.spread(1920, 1080, 12)) {
                    write(dir, art.name() + "-spread-12", s);
                }
                try (Scene s = gen.spread(1280, 720, 24)) {
                    write(dir, art.name() + "-spread-24", s);
                }
                try (Scene s = gen.fanned(1920, 1080, 14)) {
                    write(dir, art.name() + "-fanned-14", s);
                }
                List<String> faces = tablekeeper.rules.CardCodes.faces(art.game());
                List<SceneGenerator.CardAt> layout = List.of(new SceneGenerator.CardAt(faces.get(0), 300, 360, 0),
                        new SceneGenerator.CardAt(faces.get(3), 640, 360, 180), new SceneGenerator.CardAt("back", 700, 400, 25),
                        new SceneGenerator.CardAt(faces.get(faces.size() - 1), 980, 360, 90));
                try (Scene s = gen.arranged(1280, 720, 140, layout)) {
                    write(dir, art.name() + "-arranged", s);
                }
            }
        }
        System.out.println("scenes written to " + dir);
    }

    static void write(Path dir, String name, Scene scene) {
        Imgcodecs.imwrite(dir.resolve(name + ".png").toString(), scene.image());
        Mat marked = scene.image().clone();
        for (TruthCard c : scene.cards()) {
            MatOfPoint poly = new MatOfPoint();
            Point[] pts = new Point[4];
            for (int i = 0; i < 4; i++) pts[i] = new Point(c.corners()[i][0], c.corners()[i][1]);
            poly.fromArray(pts);
            Imgproc.polylines(marked, List.of(poly), true, new Scalar(0, 255, 0), 2);
            Imgproc.circle(marked, pts[0], 6, new Scalar(0, 0, 255), -1);
            Imgproc.putText(marked, c.code() + String.format(java.util.Locale.ROOT, " %.2f", c.visible()), new Point(c.centreX() - 40, c.centreY()),
                    Imgproc.FONT_HERSHEY_SIMPLEX, 0.6, new Scalar(255, 0, 255), 2);
            poly.release();
        }
        Imgcodecs.imwrite(dir.resolve(name + "-truth.png").toString(), marked);
        marked.release();
    }
}
