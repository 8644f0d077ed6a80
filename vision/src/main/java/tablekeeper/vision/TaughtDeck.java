package tablekeeper.vision;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import tablekeeper.rules.CardCodes;
import tablekeeper.rules.GameKind;

/**
 * A deck as taught: straightened face images by card code, and what recognition learned from them. Stored in a
 * directory as {@code deck.json} plus {@code faces/*.png} (see docs/DECK-FORMAT.md); {@link #load} reads it back.
 */
public final class TaughtDeck {
    public static final String METADATA = "deck.json";
    public static final String FORMAT = "tablekeeper-deck/1";
    /** Width of a stored straightened face; the height follows the aspect. */
    static final int FACE_W = 240;
    /** Pairs whose faces differ by less than this (squared difference per cell) are reported as too alike. */
    static final double TOO_ALIKE = 0.02;

    /** One straightened, upright face (owned by the deck until {@link #close}). */
    record Face(String code, String image, String photo, FaceSignature signature) {}

    /** Two faces told apart only by a small region (face pixels). */
    public record DecidingRegion(String code, String other, boolean otherTurned, double difference, List<int[]> boxes) {}

    private final GameKind game;
    private final double aspect;
    private final List<Face> faces;
    /** Each face's code once, in teaching order (asked for every card a scan reads). */
    private final Set<String> codes = new LinkedHashSet<>();
    private final Identifier identifier;
    private final List<DecidingRegion> decidingRegions = new ArrayList<>();
    private final List<String[]> tooAlike = new ArrayList<>();

    TaughtDeck(GameKind game, double aspect, List<Face> faces) {
        if (faces.isEmpty()) throw new IllegalArgumentException("a taught deck needs at least one face");
        this.game = game;
        this.aspect = aspect;
        this.faces = List.copyOf(faces);
        for (Face f : faces) codes.add(f.code());
        List<Identifier.Template> ts = new ArrayList<>();
        for (Face f : faces) {
            ts.add(new Identifier.Template(f.code(), false, f.signature()));
            ts.add(new Identifier.Template(f.code(), true, f.signature().turned()));
        }
        identifier = new Identifier(ts);
        learnRegions();
    }

    public GameKind game() {
        return game;
    }

    /** Short side over long side of the taught cards. */
    public double aspect() {
        return aspect;
    }

    public int faceWidth() {
        return FACE_W;
    }

    public int faceHeight() {
        return (int) Math.round(FACE_W / aspect);
    }

    /** The taught codes, in teaching order, {@code back} included when taught. */
    public List<String> codes() {
        return List.copyOf(codes);
    }

    /**
     * The code that {@code code} differs from only by a small symbol, when that one was not taught (else null): a
     * Nanuk card and the same animal without the bear. A card of either is read as the one taught, so neither can
     * be told, and is read as unknown.
     */
    public String untaughtTwin(String code) {
        String twin = Twins.of(game, code);
        return twin == null || codes.contains(twin) ? null : twin;
    }

    public List<DecidingRegion> decidingRegions() {
        return List.copyOf(decidingRegions);
    }

    /** Pairs of taught codes whose faces look too alike to be told apart reliably. */
    public List<String[]> tooAlike() {
        return List.copyOf(tooAlike);
    }

    Identifier identifier() {
        return identifier;
    }

    List<Face> faces() {
        return faces;
    }

    /** Where each pair of faces of different codes differs, for the pairs that differ little overall. */
    private void learnRegions() {
        List<Identifier.Template> ts = identifier.templates();
        for (int a = 0; a < ts.size(); a += 2) {
            for (int c = a + 2; c < ts.size(); c++) {
                Identifier.Template ta = ts.get(a), tc = ts.get(c);
                if (ta.code().equals(tc.code())) continue;
                double e = identifier.fullEnergy(a, c);
                if (e < TOO_ALIKE) {
                    if (tooAlike.stream().noneMatch(p -> p[0].equals(ta.code()) && p[1].equals(tc.code()))) {
                        tooAlike.add(new String[] {ta.code(), tc.code()});
                    }
                }
                if (e < 0.5) decidingRegions.add(new DecidingRegion(ta.code(), tc.code(), tc.turned(), e, boxes(ta.face(), tc.face())));
            }
        }
    }

    /** Bounding boxes (face pixels) of the cells where two faces differ most. */
    private List<int[]> boxes(FaceSignature a, FaceSignature c) {
        boolean[] all = Identifier.interior(a.w, a.h);
        float[] va = a.normalised(all), vc = c.normalised(all);
        double[] d = new double[a.w * a.h];
        double max = 0;
        for (int i = 0; i < d.length; i++) {
            for (int k = 0; k < 3; k++) { double x = va[3 * i + k] - vc[3 * i + k]; d[i] += x * x; }
            max = Math.max(max, d[i]);
        }
        List<int[]> out = new ArrayList<>();
        if (max == 0) return out;
        try (Mats m = new Mats()) {
            Mat bin = m.add(Mat.zeros(a.h, a.w, CvType.CV_8U));
            for (int i = 0; i < d.length; i++) if (d[i] > 0.25 * max) bin.put(i / a.w, i % a.w, 255);
            Mat labels = m.mat(), stats = m.mat(), cents = m.mat();
            int n = Imgproc.connectedComponentsWithStats(bin, labels, stats, cents);
            double s = (double) FACE_W / a.w;
            for (int i = 1; i < n; i++) {
                int[] box = new int[4];
                for (int k = 0; k < 4; k++) box[k] = (int) Math.round(stats.get(i, k)[0] * s);
                out.add(box);
            }
        }
        return out;
    }

    /** Writes {@code deck.json} and the face images into {@code dir} (created if missing). */
    void save(Path dir, List<Mat> images) throws IOException {
        Files.createDirectories(dir.resolve("faces"));
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = json.createObjectNode();
        root.put("format", FORMAT);
        root.put("game", game == null ? null : game.code());
        root.put("aspect", stored(aspect));
        root.putObject("face").put("width", faceWidth()).put("height", faceHeight());
        root.putObject("grid").put("width", faces.get(0).signature().w).put("height", faces.get(0).signature().h);
        ArrayNode cards = root.putArray("cards");
        for (int i = 0; i < faces.size(); i++) {
            Face f = faces.get(i);
            if (!Imgcodecs.imwrite(dir.resolve(f.image()).toString(), images.get(i))) {
                throw new IOException("could not write " + dir.resolve(f.image()));
            }
            cards.addObject().put("code", f.code()).put("image", f.image()).put("photo", f.photo());
        }
        ArrayNode regions = root.putArray("decidingRegions");
        for (DecidingRegion r : decidingRegions) {
            ObjectNode o = regions.addObject().put("code", r.code()).put("other", r.other()).put("otherUpsideDown", r.otherTurned())
                    .put("difference", Math.round(r.difference() * 10000) / 10000.0);
            ArrayNode boxes = o.putArray("boxes");
            for (int[] b : r.boxes()) boxes.addArray().add(b[0]).add(b[1]).add(b[2]).add(b[3]);
        }
        ArrayNode alike = root.putArray("tooAlike");
        for (String[] p : tooAlike) alike.addArray().add(p[0]).add(p[1]);
        json.writeValue(dir.resolve(METADATA).toFile(), root);
    }

    /** Reads a deck taught by {@code tablekeeper enroll}; refuses a directory that does not hold one, saying why. */
    public static TaughtDeck load(Path dir) throws IOException {
        OpenCv.load();
        Path meta = dir.resolve(METADATA);
        if (!Files.isRegularFile(meta)) {
            throw new IOException("no taught deck in " + dir + ": expected " + meta + " (teach one with `tablekeeper enroll FACES_DIR --deck " + dir + "`)");
        }
        JsonNode root = new ObjectMapper().readTree(meta.toFile());
        if (!FORMAT.equals(root.path("format").asText())) {
            throw new IOException(meta + ": format '" + root.path("format").asText() + "' is not " + FORMAT);
        }
        String g = root.path("game").asText(null);
        GameKind game = g == null || g.equals("null") ? null : GameKind.parse(g);
        double aspect = root.path("aspect").asDouble();
        if (!(aspect > 0.2 && aspect <= 1)) throw new IOException(meta + ": aspect " + aspect + " is not between 0.2 and 1");
        int gw = FaceSignature.GRID_W, gh = FaceSignature.gridHeight(aspect);
        List<Face> faces = new ArrayList<>();
        for (JsonNode c : root.path("cards")) {
            String code = CardCodes.check(c.path("code").asText());
            String image = c.path("image").asText();
            Mat m = Imgcodecs.imread(dir.resolve(image).toString(), Imgcodecs.IMREAD_COLOR);
            try {
                if (m.empty()) throw new IOException(meta + ": face image " + dir.resolve(image) + " cannot be read");
                faces.add(new Face(code, image, c.path("photo").asText(), FaceSignature.of(m, gw, gh)));
            } finally {
                m.release();
            }
        }
        if (faces.isEmpty()) throw new IOException(meta + ": no cards taught");
        return new TaughtDeck(game, aspect, faces);
    }

    /** The aspect as {@code deck.json} holds it (four decimals). */
    static double stored(double aspect) {
        return Math.round(aspect * 10000) / 10000.0;
    }

    static Size faceSize(double aspect) {
        return new Size(FACE_W, Math.round(FACE_W / aspect));
    }

}
