package tablekeeper.vision.art;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.PDFStreamEngine;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tablekeeper.rules.CardCodes;
import tablekeeper.rules.GameKind;

class DeckPrinterTest {
    @Test
    void theDefaultDecksHoldOneHundredAndThirtySixCards() {
        assertThat(DeckPrinter.copies(GameKind.NANUK).values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(100);
        assertThat(DeckPrinter.copies(GameKind.NANUK).get("inuksuk")).isEqualTo(4);
        int bears = DeckPrinter.copies(GameKind.NANUK).entrySet().stream().filter(e -> e.getKey().endsWith("-nanuk")).mapToInt(e -> e.getValue()).sum();
        assertThat(bears).isEqualTo(12);
        assertThat(DeckPrinter.copies(GameKind.NANA).values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(36);
    }

    @Test
    void writesAPngPerCodeAndTheBack(@TempDir Path dir) throws IOException {
        CardArt art = CardArts.named("nana-ribbon");
        List<Path> files = DeckPrinter.writePngs(art, dir);
        assertThat(files).hasSize(13);
        for (String code : CardCodes.faces(GameKind.NANA)) assertThat(dir.resolve(code + ".png")).exists();
        var back = ImageIO.read(dir.resolve("back.png").toFile());
        assertThat(back.getWidth()).isEqualTo(CardArt.WIDTH);
        assertThat(back.getRGB(300, 440)).isEqualTo(art.back().getRGB(300, 440));
    }

    @Test
    void thePdfHoldsEveryCardAtRealSizeWithABackBehindEachFace(@TempDir Path dir) throws IOException {
        Path pdf = dir.resolve("nana.pdf");
        int pages = DeckPrinter.writePdf(CardArts.named("nana-classic"), pdf);
        assertThat(pages).isEqualTo(8);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(8);
            int faces = 0, backs = 0;
            for (int i = 0; i < doc.getNumberOfPages(); i++) {
                PDPage page = doc.getPage(i);
                assertThat(page.getMediaBox().getWidth()).isEqualTo(PDRectangle.A4.getWidth());
                ImageCounter counter = new ImageCounter();
                counter.processPage(page);
                for (float[] size : counter.sizes) {
                    assertThat(size[0] / 72 * 25.4).isCloseTo(63, org.assertj.core.data.Offset.offset(0.05));
                    assertThat(size[1] / 72 * 25.4).isCloseTo(88, org.assertj.core.data.Offset.offset(0.05));
                }
                if (i % 2 == 0) faces += counter.sizes.size();
                else backs += counter.sizes.size();
                assertThat(counter.lines).as("cut marks on page %d", i + 1).isGreaterThanOrEqualTo(16);
            }
            assertThat(faces).isEqualTo(36);
            assertThat(backs).isEqualTo(36);
        }
    }

    /** Counts images drawn on a page (with their size in points, from the current transform) and line segments. */
    static final class ImageCounter extends PDFStreamEngine {
        final List<float[]> sizes = new java.util.ArrayList<>();
        int lines;
        private final java.util.Deque<org.apache.pdfbox.util.Matrix> stack = new java.util.ArrayDeque<>();
        private org.apache.pdfbox.util.Matrix ctm = new org.apache.pdfbox.util.Matrix();

        @Override
        protected void processOperator(Operator operator, List<COSBase> operands) throws IOException {
            switch (operator.getName()) {
                case "q" -> stack.push(ctm.clone());
                case "Q" -> ctm = stack.isEmpty() ? ctm : stack.pop();
                case "cm" -> {
                    float[] v = new float[6];
                    for (int i = 0; i < 6; i++) v[i] = ((org.apache.pdfbox.cos.COSNumber) operands.get(i)).floatValue();
                    ctm = new org.apache.pdfbox.util.Matrix(v[0], v[1], v[2], v[3], v[4], v[5]).multiply(ctm);
                }
                case "Do" -> {
                    if (operands.get(0) instanceof COSName) sizes.add(new float[] {ctm.getScalingFactorX(), ctm.getScalingFactorY()});
                }
                case "l" -> lines++;
                default -> { }
            }
        }
    }

    @Test
    void theNanukPdfHasTwentyFourPages(@TempDir Path dir) throws IOException {
        Path pdf = dir.resolve("nanuk.pdf");
        assertThat(DeckPrinter.writePdf(CardArts.named("nanuk-aurora"), pdf)).isEqualTo(24);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(24);
            int faces = 0;
            for (int i = 0; i < 24; i += 2) {
                ImageCounter counter = new ImageCounter();
                counter.processPage(doc.getPage(i));
                faces += counter.sizes.size();
            }
            assertThat(faces).isEqualTo(100);
        }
        assertThat(Files.size(pdf)).isLessThan(5_000_000);
    }
}
