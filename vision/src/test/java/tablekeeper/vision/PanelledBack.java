package tablekeeper.vision;

import tablekeeper.rules.GameKind;
import tablekeeper.vision.art.CardArt;

/**
 * A style's faces with a back of two or four panels inside a cream border, each of the card's own proportions, as a
 * court card's two mirrored halves are: a design that makes a card's parts look like cards.
 */
record PanelledBack(CardArt base, int panels) implements CardArt {
    public String name() { return base.name() + "-panels" + panels; }
    public GameKind game() { return base.game(); }
    public java.awt.image.BufferedImage face(String code) { return base.face(code); }

    public java.awt.image.BufferedImage back() {
        var img = new java.awt.image.BufferedImage(WIDTH, HEIGHT, java.awt.image.BufferedImage.TYPE_INT_RGB);
        var g = img.createGraphics();
        g.setRenderingHint(java.awt.RenderingHints.KEY_ANTIALIASING, java.awt.RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new java.awt.Color(245, 242, 235));
        g.fillRect(0, 0, WIDTH, HEIGHT);
        int border = 30, gap = 24, cols = panels == 4 ? 2 : 1;
        int pw = (WIDTH - 2 * border - (cols - 1) * gap) / cols, ph = (HEIGHT - 2 * border - gap) / 2;
        for (int i = 0; i < cols; i++) for (int j = 0; j < 2; j++) {
            int x = border + i * (pw + gap), y = border + j * (ph + gap);
            g.setColor(new java.awt.Color(150, 30, 40));
            g.fillRoundRect(x, y, pw, ph, 20, 20);
            g.setColor(new java.awt.Color(230, 200, 120)); // a motif, mirrored in the other half
            g.setStroke(new java.awt.BasicStroke(6));
            int cy = j == 0 ? y + ph / 3 : y + 2 * ph / 3;
            g.drawOval(x + pw / 2 - 50, cy - 50, 100, 100);
        }
        g.dispose();
        return img;
    }
}
