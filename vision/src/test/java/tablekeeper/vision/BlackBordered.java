package tablekeeper.vision;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import tablekeeper.rules.GameKind;
import tablekeeper.vision.art.CardArt;

/** A style's faces and back printed with a black border, 4% of the card's width, round them (as many real decks are). */
record BlackBordered(CardArt base) implements CardArt {
    public String name() { return base.name() + "-black"; }
    public GameKind game() { return base.game(); }
    public BufferedImage face(String code) { return bordered(base.face(code)); }
    public BufferedImage back() { return bordered(base.back()); }

    private static BufferedImage bordered(BufferedImage img) {
        Graphics2D g = img.createGraphics();
        g.setColor(new Color(15, 15, 18));
        g.setStroke(new BasicStroke(50)); // half of it inside the face
        g.drawRect(0, 0, WIDTH, HEIGHT);
        g.dispose();
        return img;
    }
}
