package tablekeeper.vision;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import tablekeeper.rules.CardCodes;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;

/** Diagnostic (not a test): teaching photos of the tuning styles ({@code -Dstyles} as for VisionDiag) with truth (green) and found outlines (grey, chosen red). */
public final class EnrollDiag {
    public static void main(String[] args) throws Exception {
        OpenCv.load();
        Path out = Files.createDirectories(Path.of("/tmp/vdiag/enroll"));
        java.util.Map<String, double[][]> finals = new java.util.HashMap<>();
        Enrollment.PROBE = finals::put;
        for (CardArt art : VisionDiag.styles()) {
            GameKind g = art.game();
            finals.clear();
            TaughtDecks.teach(art, Files.createTempDirectory("ed"));
            List<String> codes = new ArrayList<>(CardCodes.faces(g));
            codes.add(CardCodes.BACK);
            try (SceneGenerator gen = new SceneGenerator(art, Long.getLong("tseed", 7))) {
                for (String code : codes) {
                    try (Scene s = gen.teachingScene(code)) {
                        List<List<double[][]>> groups = new ArrayList<>();
                        List<double[][]> cards = Enrollment.cards(s.image(), groups);
                        double[][] t = s.cards().get(0).corners();
                        StringBuilder sb = new StringBuilder();
                        Mat a = s.image().clone();
                        for (List<double[][]> gr : groups) for (double[][] q : gr) {
                            poly(a, q, new Scalar(128, 128, 128));
                            sb.append(String.format(Locale.ROOT, " opt(err %.1f, asp %.3f)", err(q, t), Geometry.aspect(q)));
                        }
                        for (double[][] q : cards) { poly(a, q, new Scalar(0, 0, 255)); sb.append(String.format(Locale.ROOT, " CHOSEN(err %.1f)", err(q, t))); }
                        poly(a, t, new Scalar(0, 255, 0));
                        if (finals.get(code) != null) { poly(a, finals.get(code), new Scalar(255, 0, 0)); sb.append(String.format(Locale.ROOT, " FINAL(err %.1f, direct %.1f)", err(finals.get(code), t), direct(finals.get(code), t))); }
                        System.out.printf(Locale.ROOT, "%s %s: %d cards, truth w=%.0f asp=%.3f%s%n", art.name(), code, cards.size(), s.cards().get(0).width(), Geometry.aspect(t), sb);
                        Imgcodecs.imwrite(out.resolve(art.name() + "-" + code + ".png").toString(), a);
                        a.release();
                    }
                }
            }
        }
    }

    /** Mean corner distance in the order given (the face's top-left first in both). */
    static double direct(double[][] q, double[][] t) {
        double e = 0;
        for (int i = 0; i < 4; i++) e += Geometry.dist(q[i], t[i]) / 4;
        return e;
    }

    /** Mean corner distance in the corner order that fits best (any turn of the outline's numbering). */
    static double err(double[][] q, double[][] t) {
        double best = 1e9;
        for (int r = 0; r < 4; r++) best = Math.min(best, direct(Geometry.rotate(q, r), t));
        return best;
    }

    private static void poly(Mat img, double[][] q, Scalar colour) {
        Point[] p = new Point[4];
        for (int i = 0; i < 4; i++) p[i] = new Point(q[i][0], q[i][1]);
        Imgproc.polylines(img, List.of(new MatOfPoint(p)), true, colour, 1);
    }
}
