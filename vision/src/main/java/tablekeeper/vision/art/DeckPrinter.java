package tablekeeper.vision.art;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import tablekeeper.rules.CardCodes;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.NanukDeck;

/**
 * Prints a deck: a PNG per card code and the back, and an A4 PDF of the whole physical deck at real size
 * (63×88 mm, nine to a page, cut marks in the margins), each page of faces followed by its page of backs, mirrored
 * so that a long-edge duplex print puts every back behind its face.
 */
public final class DeckPrinter {
    /** Cards per page: three columns, three rows. */
    public static final int COLUMNS = 3, ROWS = 3;
    private static final float MM = 72f / 25.4f;
    private static final float CARD_W = 63 * MM, CARD_H = 88 * MM;

    private DeckPrinter() {}

    /**
     * How many of each code the physical deck has: Nanuk's standard catalogue from the rules ({@link NanukDeck},
     * 100 cards; codes the deck lacks are left out), nana three of each value 1 to 12.
     */
    public static Map<String, Integer> copies(GameKind game) {
        Map<String, Integer> copies = new LinkedHashMap<>();
        if (game == GameKind.NANUK) {
            NanukDeck.standard().forEach((card, n) -> {
                if (n > 0) copies.put(card.code(), n);
            });
        } else {
            for (String code : CardCodes.faces(GameKind.NANA)) copies.put(code, 3);
        }
        return copies;
    }

    /** Writes {@code CODE.png} for every face code of the game and {@code back.png} into {@code dir}; returns the files. */
    public static List<Path> writePngs(CardArt art, Path dir) throws IOException {
        Files.createDirectories(dir);
        List<Path> files = new ArrayList<>();
        List<String> codes = new ArrayList<>(CardCodes.faces(art.game()));
        codes.add(CardCodes.BACK);
        for (String code : codes) {
            Path file = dir.resolve(code + ".png");
            ImageIO.write(art.image(code), "png", file.toFile());
            files.add(file);
        }
        return files;
    }

    /** Writes the whole deck as a printable A4 PDF; returns the number of pages. */
    public static int writePdf(CardArt art, Path pdf) throws IOException {
        List<String> deck = new ArrayList<>();
        copies(art.game()).forEach((code, n) -> {
            for (int i = 0; i < n; i++) deck.add(code);
        });
        int perPage = COLUMNS * ROWS;
        int sheets = (deck.size() + perPage - 1) / perPage;
        try (PDDocument doc = new PDDocument()) {
            Map<String, PDImageXObject> images = new HashMap<>();
            PDType1Font font = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
            for (int sheet = 0; sheet < sheets; sheet++) {
                List<String> cards = deck.subList(sheet * perPage, Math.min(deck.size(), (sheet + 1) * perPage));
                for (boolean backs : new boolean[] {false, true}) {
                    PDPage page = new PDPage(PDRectangle.A4);
                    doc.addPage(page);
                    float x0 = (PDRectangle.A4.getWidth() - COLUMNS * CARD_W) / 2, y0 = (PDRectangle.A4.getHeight() - ROWS * CARD_H) / 2;
                    try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                        for (int i = 0; i < cards.size(); i++) {
                            String code = backs ? CardCodes.BACK : cards.get(i);
                            PDImageXObject image = images.get(code);
                            if (image == null) {
                                image = LosslessFactory.createFromImage(doc, art.image(code));
                                images.put(code, image);
                            }
                            int col = i % COLUMNS, row = i / COLUMNS;
                            if (backs) col = COLUMNS - 1 - col; // long-edge duplex: the back of column 0 is printed in the last column
                            cs.drawImage(image, x0 + col * CARD_W, y0 + (ROWS - 1 - row) * CARD_H, CARD_W, CARD_H);
                        }
                        cutMarks(cs, x0, y0);
                        cs.beginText();
                        cs.setFont(font, 7);
                        cs.newLineAtOffset(x0, 4 * MM);
                        cs.showText("Tablekeeper " + art.name() + " - sheet " + (sheet + 1) + " of " + sheets + (backs ? " (backs)" : " (faces)")
                                + " - print at actual size (100%), duplex on the long edge, cut along the marks");
                        cs.endText();
                    }
                }
            }
            doc.save(pdf.toFile());
        }
        return sheets * 2;
    }

    /** Short lines in the margins continuing every cut line of the 3×3 grid, clear of the cards. */
    private static void cutMarks(PDPageContentStream cs, float x0, float y0) throws IOException {
        float gap = 2 * MM, len = 6 * MM, x1 = x0 + COLUMNS * CARD_W, y1 = y0 + ROWS * CARD_H;
        cs.setLineWidth(0.4f);
        for (int c = 0; c <= COLUMNS; c++) {
            float x = x0 + c * CARD_W;
            cs.moveTo(x, y0 - gap);
            cs.lineTo(x, y0 - gap - len);
            cs.moveTo(x, y1 + gap);
            cs.lineTo(x, y1 + gap + len);
        }
        for (int r = 0; r <= ROWS; r++) {
            float y = y0 + r * CARD_H;
            cs.moveTo(x0 - gap, y);
            cs.lineTo(x0 - gap - len, y);
            cs.moveTo(x1 + gap, y);
            cs.lineTo(x1 + gap + len, y);
        }
        cs.stroke();
    }
}
