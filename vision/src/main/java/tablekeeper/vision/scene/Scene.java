package tablekeeper.vision.scene;

import java.util.List;
import org.opencv.core.Mat;

/**
 * A generated camera frame (BGR, {@code CV_8UC3}) with the truth about every card on it; non-card objects on the
 * table are not in {@link #cards()}. {@code kind} is {@code single}, {@code spread}, {@code fanned} or
 * {@code teaching}. Closing it releases the image.
 */
public record Scene(Mat image, List<TruthCard> cards, String kind) implements AutoCloseable {
    public Scene {
        cards = List.copyOf(cards);
    }

    @Override
    public void close() {
        image.release();
    }
}
