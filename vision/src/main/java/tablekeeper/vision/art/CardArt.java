package tablekeeper.vision.art;

import java.awt.image.BufferedImage;
import tablekeeper.rules.GameKind;

/**
 * One art style of one game's deck: our own original designs, rendered at {@link #WIDTH}×{@link #HEIGHT} pixels
 * (63×88 mm at 10 px/mm), most with a white border like many real cards, some printed to the edge like others. Faces are opaque RGB rectangles; the rounded
 * corners of a real card are cut by the printer's cut marks and by the scene generator's mask.
 */
public interface CardArt {
    int WIDTH = 630;
    int HEIGHT = 880;
    /** Pixels per millimetre of the rendered faces. */
    double PX_PER_MM = 10.0;

    /** The style's name, e.g. {@code nanuk-classic}. */
    String name();

    GameKind game();

    /** The face of a card code of {@link #game()} (see {@code CardCodes.faces}); a new image each call. */
    BufferedImage face(String code);

    /** The card back shared by every card of the deck; a new image each call. */
    BufferedImage back();

    /** The face of a code, or the back for {@code "back"}. */
    default BufferedImage image(String code) {
        return "back".equals(code) ? back() : face(code);
    }
}
