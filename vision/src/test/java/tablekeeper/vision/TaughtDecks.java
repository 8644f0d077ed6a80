package tablekeeper.vision;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;
import tablekeeper.rules.CardCodes;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.scene.SceneGenerator;

/** Teaching photos (one per code and the back) written by the scene generator, and the deck taught from them. */
final class TaughtDecks {
    private TaughtDecks() {}

    static Path writePhotos(CardArt art, long seed, Path dir) throws IOException {
        Files.createDirectories(dir);
        List<String> codes = new ArrayList<>(CardCodes.faces(art.game()));
        codes.add(CardCodes.BACK);
        try (SceneGenerator gen = new SceneGenerator(art, seed)) {
            for (String code : codes) {
                Mat photo = gen.teachingPhoto(code);
                try {
                    Imgcodecs.imwrite(dir.resolve(code + ".png").toString(), photo);
                } finally {
                    photo.release();
                }
            }
        }
        return dir;
    }

    static Enrollment.Result teach(CardArt art, Path work) throws IOException {
        Path photos = writePhotos(art, Long.getLong("tseed", 7), work.resolve("photos-" + art.name()));
        return Enrollment.teach(photos, work.resolve("deck-" + art.name()), art.game());
    }
}
