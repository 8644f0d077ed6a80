package tablekeeper.vision;

import java.awt.image.BufferedImage;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.art.CardArt;

/** A style printed in grey (a monochrome deck): pale faces whose panels stand out from their border by lightness alone. */
record GreyFaces(CardArt base) implements CardArt {
    public String name() { return base.name() + "-grey"; }
    public GameKind game() { return base.game(); }
    public BufferedImage face(String code) { return grey(base.face(code)); }
    public BufferedImage back() { return grey(base.back()); }

    private static BufferedImage grey(BufferedImage img) {
        for (int y = 0; y < img.getHeight(); y++) for (int x = 0; x < img.getWidth(); x++) {
            int c = img.getRGB(x, y);
            int l = (int) (0.3 * ((c >> 16) & 255) + 0.59 * ((c >> 8) & 255) + 0.11 * (c & 255));
            img.setRGB(x, y, (l << 16) | (l << 8) | l);
        }
        return img;
    }
}
