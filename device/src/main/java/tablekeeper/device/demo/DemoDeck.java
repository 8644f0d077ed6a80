package tablekeeper.device.demo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import javax.imageio.ImageIO;
import tablekeeper.rules.CardCodes;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.Enrollment;
import tablekeeper.vision.TaughtDeck;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.scene.SceneGenerator;

/**
 * Teaches the project's own printed deck from generated photos (one photo of each card lying on a table, as a
 * person would take them), the way a table with the real game would be taught. The taught deck is kept in a
 * cache folder, so later demos start at once.
 */
public final class DemoDeck {
    private DemoDeck() {}

    public static Path cacheDir(CardArt art) {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("tablekeeper").resolve("demo-deck-" + art.name());
    }

    /** Names the build that taught a cached deck: a newer Tablekeeper may straighten or describe faces differently. */
    static final String STAMP = "taught-by.txt";

    /** The build of the vision code (its jar's size and time), or "" when it runs from class folders (tests). */
    static String build() {
        try {
            Path where = Path.of(Enrollment.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Files.isRegularFile(where) ? Files.size(where) + "-" + Files.getLastModifiedTime(where).toMillis() : "";
        } catch (IOException | RuntimeException | java.net.URISyntaxException e) {
            return "";
        }
    }

    public static TaughtDeck taught(CardArt art, GameKind game, Path deckDir, Consumer<String> say) throws IOException {
        String build = build();
        Path stamp = deckDir.resolve(STAMP);
        boolean sameBuild = build.isEmpty() || Files.isRegularFile(stamp) && Files.readString(stamp).strip().equals(build);
        boolean cached = Files.exists(deckDir.resolve(TaughtDeck.METADATA));
        if (cached && !sameBuild) {
            say.accept("deck: the cached deck in " + deckDir + " was taught by another build of Tablekeeper: teaching it again");
        } else if (cached) {
            try {
                TaughtDeck deck = TaughtDeck.load(deckDir);
                say.accept("deck: " + art.name() + " taught before, loaded from " + deckDir);
                return deck;
            } catch (IOException | RuntimeException e) {
                say.accept("deck: the cached deck in " + deckDir + " is unreadable (" + e.getMessage() + "): teaching it again");
            }
        }
        say.accept("deck: taking " + (CardCodes.faces(game).size() + 1) + " teaching photos of the " + art.name() + " deck (generated), then teaching it...");
        Path photos;
        try (SceneGenerator gen = new SceneGenerator(art, 7)) {
            photos = gen.writeTeachingPhotos(Files.createTempDirectory("tablekeeper-photos"));
        }
        Files.createDirectories(deckDir);
        Enrollment.Result result = Enrollment.teach(photos, deckDir, game);
        if (!result.refused().isEmpty()) {
            // a photo the finder could not use: teach that card from a tight crop of its face instead
            for (Enrollment.Refused r : result.refused()) {
                String file = r.photo().getFileName().toString();
                String code = file.substring(0, file.lastIndexOf('.'));
                say.accept("deck: photo of " + code + " refused (" + r.reason() + "): using a tight crop of its face");
                ImageIO.write(art.image(code), "png", r.photo().toFile());
            }
            result = Enrollment.teach(photos, deckDir, game);
        }
        if (result.deck() == null) throw new IOException("the demo deck could not be taught: " + result.refused());
        Files.writeString(stamp, build + "\n");
        say.accept("deck: taught " + result.taught().size() + " cards into " + deckDir);
        return result.deck();
    }
}
