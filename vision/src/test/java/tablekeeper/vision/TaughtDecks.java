package tablekeeper.vision;

import java.io.IOException;
import java.nio.file.Path;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.scene.SceneGenerator;

/** Teaching photos (one per code and the back) written by the scene generator, and the deck taught from them. */
final class TaughtDecks {
    private TaughtDecks() {}

    static Path writePhotos(CardArt art, long seed, Path dir) throws IOException {
        try (SceneGenerator gen = new SceneGenerator(art, seed)) {
            return gen.writeTeachingPhotos(dir);
        }
    }

    static Enrollment.Result teach(CardArt art, Path work) throws IOException {
        Path photos = writePhotos(art, Long.getLong("tseed", 7), work.resolve("photos-" + art.name()));
        return Enrollment.teach(photos, work.resolve("deck-" + art.name()), art.game());
    }
}
