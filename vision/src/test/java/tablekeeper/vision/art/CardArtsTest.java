package tablekeeper.vision.art;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.geom.AffineTransform;
import java.awt.image.AffineTransformOp;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tablekeeper.rules.CardCodes;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.NanukCard;
import tablekeeper.rules.Refusal;

class CardArtsTest {
    private static final List<String> NOT_WHITE_BORDERED = List.of("nanuk-dusk", "nana-velvet", "nanuk-fjord", "nanuk-sketch");

    @Test
    void sixStylesPerGameFiveToTuneOnAndAHeldOutOne() {
        for (GameKind game : GameKind.values()) {
            List<CardArt> styles = CardArts.of(game);
            assertThat(styles).hasSize(6);
            assertThat(CardArts.tuning(game).name()).endsWith("-classic");
            assertThat(styles.get(0)).isSameAs(CardArts.tuning(game));
            assertThat(styles.stream().filter(CardArts::isHeldOut)).containsExactly(CardArts.heldOut(game));
            assertThat(CardArts.heldOut(game).name()).isNotEqualTo(CardArts.tuning(game).name());
            for (CardArt art : styles) assertThat(CardArts.named(art.name())).isSameAs(art);
        }
        assertThatThrownBy(() -> CardArts.named("nanuk-neon")).isInstanceOf(Refusal.class).hasMessageContaining("nanuk-classic");
    }

    @Test
    void everyCodeOfEveryStyleHasItsOwnFaceWhiteBorderedUnlessItsDesignIsNot() {
        for (CardArt art : CardArts.all()) {
            List<String> codes = new ArrayList<>(CardCodes.faces(art.game()));
            codes.add(CardCodes.BACK);
            List<BufferedImage> faces = new ArrayList<>();
            for (String code : codes) {
                BufferedImage face = art.image(code);
                assertThat(face.getWidth()).isEqualTo(CardArt.WIDTH);
                assertThat(face.getHeight()).isEqualTo(CardArt.HEIGHT);
                // a white border like many real cards: the outermost 2 mm are white all round
                for (int i = 0; i < 20 && !NOT_WHITE_BORDERED.contains(art.name()); i++) {
                    assertThat(face.getRGB(5 + i * 30, 8) & 0xFFFFFF).as("%s %s top border", art.name(), code).isEqualTo(0xFFFFFF);
                    assertThat(face.getRGB(8, 5 + i * 43) & 0xFFFFFF).as("%s %s left border", art.name(), code).isEqualTo(0xFFFFFF);
                }
                faces.add(face);
            }
            for (int i = 0; i < faces.size(); i++) {
                for (int j = i + 1; j < faces.size(); j++) {
                    assertThat(meanDifference(faces.get(i), faces.get(j))).as("%s: %s vs %s", art.name(), codes.get(i), codes.get(j)).isGreaterThan(0.5);
                }
            }
        }
    }

    @Test
    void aNanukCardDiffersFromTheSameAnimalWithoutTheBearOnlyInItsFourCorners() {
        for (CardArt art : CardArts.of(GameKind.NANUK)) {
            for (NanukCard card : NanukCard.all()) {
                if (!card.nanuk()) continue;
                int[] bear = pixels(art.face(card.code()));
                int[] plain = pixels(art.face(new NanukCard(card.animal(), card.isDouble(), false).code()));
                int cornerPixelsDiffering = 0;
                for (int y = 0; y < CardArt.HEIGHT; y++) {
                    for (int x = 0; x < CardArt.WIDTH; x++) {
                        if (bear[y * CardArt.WIDTH + x] == plain[y * CardArt.WIDTH + x]) continue;
                        boolean inCorner = (x < 150 || x >= CardArt.WIDTH - 150) && (y < 150 || y >= CardArt.HEIGHT - 150);
                        assertThat(inCorner).as("%s %s differs at (%d, %d), outside the corners", art.name(), card, x, y).isTrue();
                        cornerPixelsDiffering++;
                    }
                }
                assertThat(cornerPixelsDiffering).as("%s %s shows its bear", art.name(), card).isGreaterThan(4 * 2000);
            }
        }
    }

    @Test
    void aNanaCardTurnedUpsideDownNeverLooksLikeAnother() {
        for (CardArt art : CardArts.of(GameKind.NANA)) {
            java.util.Map<String, BufferedImage> faces = new java.util.HashMap<>();
            for (String code : CardCodes.faces(GameKind.NANA)) faces.put(code, art.face(code));
            for (String a : CardCodes.faces(GameKind.NANA)) {
                BufferedImage turned = turned(faces.get(a));
                for (String b : CardCodes.faces(GameKind.NANA)) {
                    if (a.equals(b)) continue;
                    assertThat(meanDifference(turned, faces.get(b))).as("%s: %s upside down vs %s", art.name(), a, b).isGreaterThan(8);
                }
            }
        }
    }

    @Test
    void eachStyleIsAClearlyDifferentDesign() {
        for (GameKind game : GameKind.values()) {
            List<CardArt> styles = CardArts.of(game);
            for (int i = 0; i < styles.size(); i++) {
                for (int j = i + 1; j < styles.size(); j++) {
                    for (String code : CardCodes.faces(game)) {
                        // (two pale designs differ least: nanuk-classic's dark figures on a pale landscape and
                        // nanuk-sketch's pencil outlines on paper, 29.9 at the bird; every other pair 41 or more)
                        assertThat(meanDifference(styles.get(i).face(code), styles.get(j).face(code)))
                                .as("%s in %s and %s", code, styles.get(i).name(), styles.get(j).name()).isGreaterThan(25);
                    }
                }
            }
        }
    }

    @Test
    void refusesACodeOfTheOtherGame() {
        assertThatThrownBy(() -> CardArts.named("nana-classic").face("deer")).isInstanceOf(Refusal.class);
        assertThatThrownBy(() -> CardArts.named("nanuk-classic").face("7")).isInstanceOf(Refusal.class);
    }

    static BufferedImage turned(BufferedImage img) {
        AffineTransform t = AffineTransform.getRotateInstance(Math.PI, img.getWidth() / 2.0, img.getHeight() / 2.0);
        BufferedImage out = new BufferedImage(img.getWidth(), img.getHeight(), BufferedImage.TYPE_INT_RGB);
        new AffineTransformOp(t, AffineTransformOp.TYPE_NEAREST_NEIGHBOR).filter(img, out);
        return out;
    }

    static int[] pixels(BufferedImage img) {
        return img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
    }

    /** Mean absolute difference per channel (0..255), sampled every 3rd pixel. */
    static double meanDifference(BufferedImage a, BufferedImage b) {
        int[] pa = pixels(a), pb = pixels(b);
        long sum = 0, n = 0;
        for (int y = 0; y < a.getHeight(); y += 3) {
            for (int x = 0; x < a.getWidth(); x += 3) {
                int p = pa[y * a.getWidth() + x], q = pb[y * a.getWidth() + x];
                for (int s = 0; s < 24; s += 8) sum += Math.abs(((p >> s) & 255) - ((q >> s) & 255));
                n += 3;
            }
        }
        return sum / (double) n;
    }
}
