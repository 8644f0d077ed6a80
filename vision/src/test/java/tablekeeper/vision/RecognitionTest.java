package tablekeeper.vision;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.RotatedRect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import tablekeeper.rules.Animal;
import tablekeeper.rules.CardCodes;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.NanukCard;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.scene.Scene;
import tablekeeper.vision.scene.SceneGenerator;
import tablekeeper.vision.scene.TruthCard;

/**
 * Teaches the tuning decks from generated photos (one per card), then scans seeded generated scenes. Asserts
 * figures (accuracy floors, no wrong identification), never pixels. The benchmark (bench: VisionBench) measures
 * the full figures on a larger set and on the held-out styles.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RecognitionTest {
    @TempDir
    static Path work;

    TaughtDeck nanuk, nana, linocut, dusk, frost, velvet, fjord, holly, sketch, lantern;

    @BeforeAll
    void teach() throws Exception {
        OpenCv.load();
        Enrollment.Result n = TaughtDecks.teach(CardArts.tuning(GameKind.NANUK), work);
        assertThat(n.refused()).isEmpty();
        nanuk = TaughtDeck.load(work.resolve("deck-nanuk-classic"));
        Enrollment.Result a = TaughtDecks.teach(CardArts.tuning(GameKind.NANA), work);
        assertThat(a.refused()).isEmpty();
        nana = TaughtDeck.load(work.resolve("deck-nana-classic"));
        linocut = TaughtDecks.teach(CardArts.named("nanuk-linocut"), work).deck();
        dusk = TaughtDecks.teach(CardArts.named("nanuk-dusk"), work).deck();
        frost = TaughtDecks.teach(CardArts.named("nana-frost"), work).deck();
        velvet = TaughtDecks.teach(CardArts.named("nana-velvet"), work).deck();
        fjord = TaughtDecks.teach(CardArts.named("nanuk-fjord"), work).deck();
        holly = TaughtDecks.teach(CardArts.named("nana-holly"), work).deck();
        sketch = TaughtDecks.teach(CardArts.named("nanuk-sketch"), work).deck();
        lantern = TaughtDecks.teach(CardArts.named("nana-lantern"), work).deck();
    }

    @Test
    void aFrameIsReadAsItWouldBeAloneAfterFramesOfOtherSizes() {
        // a scanner hands its frames' large arrays (grey levels, distance maps and their copies) on to the next frame
        // of the same size: what one frame left in them must never change how the next is read
        try (SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANUK), 4242)) {
            List<Scene> scenes = List.of(gen.fanned(1920, 1080, 10), gen.single(1280, 720), gen.fanned(1920, 1080, 10), gen.single(1280, 720));
            try (CardScanner scanner = new CardScanner(nanuk)) {
                for (Scene s : scenes) {
                    String alone;
                    try (CardScanner fresh = new CardScanner(nanuk)) {
                        alone = readings(fresh.scan(s.image()));
                    }
                    List<SeenCard> seen = scanner.scan(s.image());
                    assertThat(seen).isNotEmpty();
                    assertThat(readings(seen)).isEqualTo(alone);
                }
            } finally {
                scenes.forEach(Scene::close);
            }
        }
    }

    @Test
    void theTaughtDeckHoldsEveryCodeAndTheBack() {
        assertThat(nanuk.codes()).hasSize(18).contains("deer", "bird-double-nanuk", "inuksuk", "back");
        assertThat(nana.codes()).hasSize(13).contains("1", "12", "back");
        assertThat(nanuk.game()).isEqualTo(GameKind.NANUK);
        // the bear is all that tells a Nanuk card from the same animal without it: that is a learned deciding region
        assertThat(nanuk.decidingRegions()).anyMatch(r -> r.code().equals("seal-nanuk") && r.other().equals("seal") || r.code().equals("seal") && r.other().equals("seal-nanuk"));
    }

    @Test
    void aReadingOfNoFaceIsLikeNoFace() {
        // a card placed under another and read as no face at all (too little of it to compare: template -1) was slid
        // and fitted to that reading's face, which did not exist: on a benchmark spread the scan threw
        // ArrayIndexOutOfBoundsException. Fitting asks the identifier how like the face a moved outline is.
        try (SceneGenerator gen = new SceneGenerator(CardArts.named("nanuk-linocut"), 4242); Scene s = gen.single(1280, 720)) {
            int gw = FaceSignature.GRID_W, gh = FaceSignature.gridHeight(linocut.aspect());
            FaceSignature sig = OutlineFit.signature(s.image(), s.cards().get(0).corners(), gw, gh);
            boolean[] all = Identifier.interior(gw, gh), some = new boolean[gw * gh]; // some: a view mostly hidden
            for (int i = 0; i < some.length / 2; i++) some[i] = all[i];
            assertThat(linocut.identifier().likeness(sig, all, -1)).isZero();
            assertThat(linocut.identifier().likeness(sig, some, -1)).isZero();
            assertThat(linocut.identifier().likeness(sig, all, 0)).isNotZero();
        }
    }

    @Test
    void singleAndSpreadScenesAreReadWithoutAWrongCard() {
        SceneCheck.Tally tally = new SceneCheck.Tally();
        read(nanuk, CardArts.tuning(GameKind.NANUK), false, tally);
        read(nana, CardArts.tuning(GameKind.NANA), false, tally);
        assertThat(tally.wrongs).as(tally.toString()).isEmpty();
        assertThat(tally.accuracy()).as(tally.toString()).isGreaterThanOrEqualTo(0.95); // measured 24 of 24 (22 of 24 on 2026-11-30)
    }

    @Test
    void theSecondStylesAreReadWithoutAWrongCard() {
        // decks of another design than the classic ones: a kraft panel with no frame line, a pale face of thin lines
        SceneCheck.Tally tally = new SceneCheck.Tally();
        read(linocut, CardArts.named("nanuk-linocut"), true, tally);
        read(frost, CardArts.named("nana-frost"), true, tally);
        assertThat(tally.wrongs).as(tally.toString()).isEmpty();
        assertThat(tally.cards).isEqualTo(44);
        assertThat(tally.correct).as(tally.toString()).isGreaterThanOrEqualTo(40); // measured 41 of 44 (3 unknown) on 2026-12-01, sixth session (39 before white balance)
    }

    @Test
    void theFourthStylesAreReadWithoutAWrongCard() {
        // decks busy with card-like shapes inside the face: a landscape window with a boathouse, a face of little presents
        SceneCheck.Tally tally = new SceneCheck.Tally();
        read(fjord, CardArts.named("nanuk-fjord"), true, tally);
        read(holly, CardArts.named("nana-holly"), true, tally);
        assertThat(tally.wrongs).as(tally.toString()).isEmpty();
        assertThat(tally.cards).isEqualTo(44);
        assertThat(tally.correct).as(tally.toString()).isGreaterThanOrEqualTo(42); // measured 44 of 44 on 2026-12-03, twenty-first session
    }

    @Test
    void cardsSeenThroughAWideAngleLensAreReadWithoutAWrongCard() {
        // a camera high over a big table may have a wide lens: at 0.1 its barrel distortion bows the frame's edges by
        // 3.5% of its height and a card's sides by 1-2 px, and shows a card in the frame's corners up to a fifth
        // smaller along the radius than one in its middle
        SceneCheck.Tally tally = new SceneCheck.Tally();
        read(nanuk, CardArts.tuning(GameKind.NANUK), false, g -> g.throughLens(0.1), tally);
        read(nana, CardArts.tuning(GameKind.NANA), false, g -> g.throughLens(0.1), tally);
        assertThat(tally.wrongs).as(tally.toString()).isEmpty();
        assertThat(tally.cards).isEqualTo(24);
        assertThat(tally.correct).as(tally.toString()).isGreaterThanOrEqualTo(23); // measured 24 of 24 on 2026-12-06, forty-fifth session
    }

    @Test
    void curledCardsAreReadWithoutAWrongCard() {
        // a card fresh from a tight box curls, and under a lamp one side of its face turns from the light: here each
        // card's far side gets a fifth less of it, while the deck was taught from flat cards
        SceneCheck.Tally tally = new SceneCheck.Tally();
        read(nanuk, CardArts.tuning(GameKind.NANUK), true, g -> g.curled(0.2), tally);
        read(nana, CardArts.tuning(GameKind.NANA), true, g -> g.curled(0.2), tally);
        assertThat(tally.wrongs).as(tally.toString()).isEmpty();
        assertThat(tally.cards).isEqualTo(44);
        assertThat(tally.correct).as(tally.toString()).isGreaterThanOrEqualTo(41); // measured 43 of 44 on 2026-12-07, forty-sixth session
    }

    @Test
    void aCardCutByTheFrameThroughAFisheyeLensIsNotTakenForAnother() {
        // dev seed 555's second nanuk-classic spread (after 6 singles and a spread) through a lens of 0.25, near a
        // fisheye's: a fish-nanuk cut by the frame's right edge, shown 103 px wide where the cards in the middle are
        // 127, was placed with its whole long side taken for its short side (147 px, within a fifth of 127) and read
        // as a fish-double at 0.77. The card read nearest it, 105 px wide, gives the size where it lies
        Nth read = spreadAfterSingles(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 555).throughLens(0.25), 6, 2, "spread through a fisheye lens");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(11);
    }

    @Test
    void aLooselyOutlinedCardWithItsBearsOutsideTheOutlineIsNotTakenForItsTwin() {
        // dev seed 999's second nanuk-classic spread (after 6 singles and a spread), its cards curled at 0.35: a soft
        // seal-nanuk on a polka-dot cloth gave only a contour filling its quadrilateral loosely, 8 degrees askew and 98
        // px wide for 114. Its bears lay outside that outline, and it was read as the seal at 0.700 (likeness 0.80)
        Nth read = spreadAfterSingles(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 999).curled(0.35), 6, 2, "curled spread");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(11); // 12 of 12 on 2026-12-07
    }

    @Test
    void pilesWhoseCardsLieInLineAreReadWhenNoCardShowsWhole() {
        // fresh seed 2024's first nana-lantern fanned scene (after 12 singles and 2 spreads), through a lens of 0.04:
        // two piles on felt and no card found whole, so the card size is guessed from corners (through a lens of 0.1
        // the guesses were 170, 96 and 204 px for cards 123-130 px wide). The top card's corners showed a long side
        // closed by the next corner, and a short side running on along the pile's edge, in line with the next
        // cards': never placed at that long side's size, nothing was read at all
        SceneCheck.Tally tally = new SceneCheck.Tally();
        try (CardScanner scanner = new CardScanner(lantern); SceneGenerator gen = new SceneGenerator(CardArts.named("nana-lantern"), 2024).throughLens(0.04)) {
            for (int i = 0; i < 12; i++) gen.single(1280, 720).close();
            for (int i = 0; i < 2; i++) gen.spread(1920, 1080, 12).close();
            try (Scene s = gen.fanned(1920, 1080, 10)) {
                tally.add(SceneCheck.score(s.cards(), scanner.scan(s.image()), "nana-lantern fanned"));
            }
        }
        assertThat(tally.wrongs).as(tally.toString()).isEmpty();
        assertThat(tally.correct).as(tally.toString()).isGreaterThanOrEqualTo(8); // measured 10 of 10 on 2026-12-06, forty-fifth session (0 before)
    }

    @Test
    void fannedPilesAreFollowedDownWithoutAWrongCard() {
        SceneCheck.Tally tally = new SceneCheck.Tally();
        try (CardScanner scanner = new CardScanner(nanuk); SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANUK), 77)) {
            for (int i = 0; i < 4; i++) {
                try (Scene s = gen.fanned(1920, 1080, 10)) {
                    tally.add(SceneCheck.score(s.cards(), scanner.scan(s.image()), "fanned " + i));
                }
            }
        }
        // fanned piles are read only in part so far (see the vision benchmark); what must hold is that no card is
        // misread, and that the cards under the top ones are followed down their piles (3 of 40 were read once)
        assertThat(tally.wrongs).as(tally.toString()).isEmpty();
        assertThat(tally.cards).isEqualTo(40);
        assertThat(tally.correct).as(tally.toString()).isGreaterThanOrEqualTo(34); // measured 36 of 40 on 2026-12-01, sixth session (32 before white balance, 12 on 2026-11-30)
    }

    @Test
    void aWhiteBorderedCardOnACheckedClothIsRead() {
        // its edges run into the cloth's, so its contour fills only 70-85% of its outline in the edge map (a loose
        // outline): the 17th checked-cloth scene of seed 33, missed without loose outlines
        Nth read = nth(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 33).onTable("checked"), 17, SINGLE, "checked cloth");
        assertThat(read.codes()).containsExactly("inuksuk");
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
        assertThat(read.tally().wrongs).isEmpty();
    }

    @Test
    void partOfADoubleCardCutByTheFrameIsNotReadAsTheSingleCard() {
        // the 18th single of seed 777: a bird-double cut by the frame's bottom edge, whose one bird and label were
        // found as a whole card-shaped outline and read as the single bird at 0.76 before partsOfLarger
        Nth read = nth(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 777), 18, SINGLE, "double card cut by the frame");
        assertThat(read.codes()).containsExactly("bird-double");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct + read.tally().unknown).as(read.tally().toString()).isEqualTo(1); // read (0.70) on 2026-12-01
    }

    @ParameterizedTest(name = "{0} single {1} of seed 777: {2}")
    @CsvSource({
            // cut by the frame's bottom edge: no side shows whole but the one between its two top corners, whose edge
            // is lost where the pale panel meets the pale table (CornerPlacements.wholeSides)
            "nanuk-dusk, 18, bird-double",
            // a small card cut by the frame on a flowered cloth: the flowers cut every side short of its corners
            "nanuk-dusk, 21, seal-double",
            // placed from its corners and fitted to a face that matched well 2 px off its edges: taken for no card
            // until its sides were put onto the edges (HiddenCards.cutAlone)
            "nanuk-dusk, 17, fish-double",
            // just touching the frame's edge on a table of planks, whose joints gave the corners' size guess: sized
            // from its own three corners (CornerPlacements.framedShortSide)
            "nana-velvet, 9, 1"})
    void aLoneCardCutByTheFrameIsPlacedFromItsCorners(String style, int n, String code) {
        // each missed before
        TaughtDeck deck = style.equals("nana-velvet") ? velvet : dusk;
        Nth read = nth(deck, new SceneGenerator(CardArts.named(style), 777), n, SINGLE, style + " card cut by the frame");
        assertThat(read.codes()).containsExactly(code);
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
        assertThat(read.tally().wrongs).isEmpty();
    }

    @ParameterizedTest(name = "{0} single 5 of seed 5303: {1}")
    @CsvSource({"nana-classic, 7", "nanuk-linocut, fish-double-nanuk"})
    void aLoneCardCutByTheFrameIsReadAtItsWholeShapeBeyondIt(String style, String code) {
        // a tenth of the card past the frame's left edge: what shows of it is nearly a card's shape, and was found as a
        // whole outline with a side on the border, then fitted to a square with the face squeezed into it and read at
        // 0.47 (the 7) and 0.11, unknown; followed past the border to the deck's shape it matches at 0.91
        // (CornerPlacements.pastBorder)
        TaughtDeck deck = style.equals("nana-classic") ? nana : linocut;
        Nth read = nth(deck, new SceneGenerator(CardArts.named(style), 5303), 5, SINGLE, style + " card cut by the frame");
        assertThat(read.codes()).containsExactly(code);
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
        assertThat(read.tally().wrongs).isEmpty();
    }

    @ParameterizedTest(name = "{0} single {2} of seed {1}: {3}")
    @CsvSource({"nana-velvet, 3033, 8, 6", "nana-classic, 5303, 6, 5"})
    void aCardFoundAtALineOfItsArtIsFittedOutToItsEdge(String style, long seed, int n, String code) {
        // found at the frame line printed inside its edge (the velvet 6 cut by the frame's top, 178 px wide for 211; the
        // classic 5 blurred and cut by the frame), fitting stopped there and read it at 0.26 and 0.63, unknown; fitted
        // again from a little larger it reads at 1.0 (CardScanner.INSET_GROWTH)
        TaughtDeck deck = style.equals("nana-velvet") ? velvet : nana;
        Nth read = nth(deck, new SceneGenerator(CardArts.named(style), seed), n, SINGLE, style + " card found at its frame line");
        assertThat(read.codes()).containsExactly(code);
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
        assertThat(read.tally().wrongs).isEmpty();
    }

    @Test
    void anOutlineRoundSeveralCardsIsNotGrownIntoOne() {
        // dev seed 555, the third spread after 6 singles, nanuk-sketch: an outline round four of its cards, 430 px
        // across for 112, read unsurely as an inuksuk, was grown, fitted and read as one at 0.85
        Nth read = spreadAfterSingles(sketch, CardArts.named("nanuk-sketch"), 555, 6, 3, "sketch spread");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(11);
    }

    @Test
    void aPhoneReadAsNoCardIsNotGrownIntoADarkBack() {
        // seed 5202, the 12th single: a phone with a glare stripe beside a nanuk-linocut card looks like the dark back
        // but shows none of its content (confidence 0); grown past its glass and fitted, it was read as a back at 1.0
        Nth read = nth(linocut, new SceneGenerator(CardArts.named("nanuk-linocut"), 5202), 12, SINGLE, "linocut card and a phone");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
    }

    @Test
    void aPaleNanukCardFoundInsideItsEdgeIsToldFromItsTwin() {
        // dev seed 999, the second spread after 6 singles, nanuk-sketch on a dotted cloth: a seal-nanuk found 15 px inside
        // its pale edge, its bears left out, was not told from the seal (confidence 0) and never fitted again from larger
        Nth read = spreadAfterSingles(sketch, CardArts.named("nanuk-sketch"), 999, 6, 2, "sketch spread on dots");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12);
    }

    @Test
    void anOutlineOnADarkPileIsNotGrownIntoABack() {
        // dev seed 999, the second pile after 6 singles and 3 spreads, nanuk-linocut: an outline on the pile read as a
        // back with no confidence, grown and fitted, was read as one at 0.82, and all ten cards were lost under it (only
        // a card with a twin is grown so: CardScanner.twinHidden)
        Nth read = pileAfterSinglesAndSpreads(linocut, CardArts.named("nanuk-linocut"), 999, 2, "linocut pile");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(10);
    }

    @ParameterizedTest(name = "nanuk-sketch single {1} of seed {0}: {2}")
    @CsvSource({"5101, 7, deer-double", "3033, 2, back"})
    void aPaleCardCutByTheFrameIsJudgedOnWhatShowsOfIt(long seed, int n, String code) {
        // part of the card past the frame (a sixth, a fiftieth): the cells of its view along the frame's edge are
        // softened with the black past it, which outweighed the faint pencil face (0.58 and 0.41 at its true outline),
        // and it was missed; judged without those cells it looks like its face (ScanFrame.FRAME_MARGIN)
        Nth read = nth(sketch, new SceneGenerator(CardArts.named("nanuk-sketch"), seed), n, SINGLE, "sketch card cut by the frame");
        assertThat(read.codes()).containsExactly(code);
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
        assertThat(read.tally().wrongs).isEmpty();
    }

    @Test
    void aPhoneCutByTheFrameIsNotReadAsADarkBack() throws Exception {
        // seed 555, the 10th single, nanuk-linocut printed in grey (a dark back with thin light lines): a phone cut by
        // the frame looks like that back (0.85); judged without the cells along the frame's edge whatever it looked
        // like, it showed enough of a face's content and was read as a back at 0.76 (ScanFrame.CLEAR_OF_EDGE_GAIN)
        CardArt grey = new GreyFaces(CardArts.named("nanuk-linocut"));
        Enrollment.Result taught = TaughtDecks.teach(grey, work);
        assertThat(taught.refused()).isEmpty();
        Nth read = nth(taught.deck(), new SceneGenerator(grey, 555), 10, SINGLE, "grey linocut card and a phone");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
    }

    @Test
    void aLoneCardCutByTheFrameIsReadAtTheSurerOfItsFittedOutlineAndItsEdges() {
        // seed 2024, the 12th single: a nana-lantern 4 cut by the frame read 0.81 placed and fitted, then 0.64 once its
        // sides were put onto their edges (a corner beyond the frame 5 px off), and was unknown (HiddenCards.cutAlone)
        Nth read = nth(lantern, new SceneGenerator(CardArts.named("nana-lantern"), 2024), 12, SINGLE, "lantern card cut by the frame");
        assertThat(read.codes()).containsExactly("4");
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
        assertThat(read.tally().wrongs).isEmpty();
    }

    @Test
    void aPanelOfADoubleCardInAPileIsNotReadAsTheSingleCard() {
        // the 6th fanned pile of seed 1001: the middle panel of a fish-double, half the size of the
        // other cards, was found whole and read as the fish at 0.81 before partsBySize
        Nth read = nth(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 1001), 6, g -> g.fanned(1920, 1080, 10), "pile with a fish-double");
        assertThat(read.codes()).contains("fish-double");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(4); // 5 of 10 on 2026-12-01
    }

    @Test
    void aHalfHiddenCardIsReadWhenASixthOfWhatTellsItApartShows() {
        // the first fanned scene of seed 1001 in nana-velvet: two half-hidden 11s showed 17.0% of what tells an 11 from
        // a 4, under the 18% once asked for (Identifier.MIN_VISIBLE_SHARE), and were unknown; one is read now
        Nth read = nth(velvet, new SceneGenerator(CardArts.named("nana-velvet"), 1001), 1, g -> g.fanned(1920, 1080, 10), "velvet piles");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(5); // 5 of 10 on 2026-12-02, 4 at 18%
    }

    @Test
    void aHalfHiddenCardWhoseNumeralIsHiddenIsReadByWhatElseTellsItApart() {
        // dev seed 555, the first nana-velvet piles: a 4 half under the next card hides its numeral, 88% of what tells
        // it from a 1, and showed only 12% of that difference, under the 15% asked for; yet its index and its four trees
        // show plenty, and two 4s were read as unknown
        Nth read = pileAfterSinglesAndSpreads(velvet, CardArts.named("nana-velvet"), 555, 1, "velvet piles");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(4); // 2 before
    }

    @Test
    void aPileOnWoodGrainIsFollowedDownByItsStep() {
        // the 4th wood-table pile of seed 555: the grain's edges outscore the next card's placement under the cards
        // of a pile (one's own placement was 150th of 5852), and the cards below were lost before alongPile
        Nth read = nth(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 555).onTable("wood"), 4, g -> g.fanned(1920, 1080, 10), "pile on wood");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(5); // 6 of 10 on 2026-12-01, 3 before
    }

    @Test
    void aPileFoundOnlyFromItsCornersIsPlacedAtTheSizeWhereItLies() {
        // dev seed 555, its first pile after 6 singles and 3 spreads: two piles on a green gingham at 45 degrees, where no
        // card's outline is whole in any cue. The one card read, at the far end of the frame, is 115.5 px across; the
        // other pile's cards, nearer the camera's other side, 106. Placed at 115.5 from their corners, they looked like no
        // card, and that pile of six was lost whole (4 of 10 read); its top card's corner gave 97.9 px (OWN_SIZE_SPREAD)
        Nth read = pileAfterSinglesAndSpreads(nanuk, CardArts.tuning(GameKind.NANUK), 555, 1, "piles on a gingham");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(8); // 9 of 10 on 2026-12-02
    }

    @Test
    void aCardUnderOneOfItsOwnColourIsKeptByItsClearFace() {
        // dev seed 777, its second pile after 6 singles and 3 spreads (nanuk-dusk, a grey cloth): a seal-double under a
        // bird lies on a seal-double-nanuk, and no edge shows between the two blue cards. Placed, its visible sides lay
        // 0.54 off the frame's edges though its face was clear (strict 0.91), and it was dropped with the four under it
        Nth read = pileAfterSinglesAndSpreads(dusk, CardArts.named("nanuk-dusk"), 777, 2, "pile on a grey cloth");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(10); // 5 before
    }

    @Test
    void aPileOnWoodIsFollowedAlongTheEdgesRunningItsSidesWay() {
        // dev seed 777, its first pile after 6 singles and 3 spreads (nanuk-linocut on wood): under the top card the
        // grain offered placements closer to edges than the coarse search's nearest to the cards below, and 8 of 10
        // were lost. Ranked by the edges running each side's way only, the grain's placements fall behind.
        Nth read = pileAfterSinglesAndSpreads(linocut, CardArts.named("nanuk-linocut"), 777, 1, "pile on wood");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(10); // 2 before
    }

    @Test
    void aCardPlacedFromItsCornersIsAlsoTriedAtTheSizeOfTheCardNearest() {
        // dev seed 999, its first nana-frost spread after 6 singles: one card, placed from its corners at the frame's
        // median card size only, was unknown (11 of 12 read; Candidate.nearestShortSide)
        int[] drawn = {0};
        Nth read = nth(frost, new SceneGenerator(CardArts.named("nana-frost"), 999), 7,
                g -> drawn[0]++ < 6 ? g.single(1280, 720) : g.spread(1920, 1080, 12), "frost spread");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12); // 12 of 12 on 2026-12-02
    }

    @Test
    void aCardPlacedAcrossAClothsLinesIsTakenAsFoundWhenItLiesOnTheEdgesAcrossThem() {
        // dev seed 999, its first nana-lantern scene of piles, on a red gingham: a 12 placed from the edges across the
        // cloth's lines, never taken as found, had its strict confidence discounted as a guessed outline's and was
        // unknown at 0.68, though its sides lay on the edges across the lines as well (HiddenCards.asFound)
        Nth read = pileAfterSinglesAndSpreads(lantern, CardArts.named("nana-lantern"), 999, 1, "lantern pile");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(10); // 9 before
    }

    @Test
    void aHalfHiddenCardsLightIsTakenFromWhatShowsOfIt() {
        // seed 3033 after 12 singles and 2 spreads (the benchmark's order), the first nana-velvet pile: an orange 4
        // under a purple 12, its colours balanced with the 12's cream numeral and purple face counted as its own, was
        // read as the red 1 at 0.86, and two cards under others were unknown (FaceSignature.balancedOver)
        Nth read = pileAfter(velvet, CardArts.named("nana-velvet"), 3033, 12, 2, 1, "velvet pile");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(9); // 7 before, and a 4 read as 1
    }

    @Test
    void aCardFoundAtALineInsetFromItsEdgeIsTakenAtTheDecksShape() {
        // seed 2024 after 12 singles and 2 spreads, the second nana-velvet scene of piles, blurred on dark wood: a pile's
        // top 8 was found and fitted at its gold frame line (92 x 142 px of 114 x 160), and the cards under it were
        // followed at that size: 2 of 10 read (CardScanner.toDeckShape)
        Nth read = pileAfter(velvet, CardArts.named("nana-velvet"), 2024, 12, 2, 2, "velvet piles on wood");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(8); // 2 before
    }

    @Test
    void aGlareSpotThatLooksLittleLikeACardIsNotReported() {
        // the same scene: a glare spot on the wood, found as a loose outline and tried at the frame's card size, looked
        // a little like an 8 (0.69, strict 0.02) and was reported as an unknown card (CardScanner.looseAtCardSize)
        Nth read = pileAfter(velvet, CardArts.named("nana-velvet"), 2024, 12, 2, 2, "velvet piles on wood");
        assertThat(read.tally().spurious).as(read.tally().toString()).isZero(); // 1 before
    }

    @Test
    void aPlainBackPlacedAFewDegreesOffIsPutOntoItsEdges() {
        // seed 2024 after 12 singles and 2 spreads, the first nanuk-sketch pile: a back under the top card, placed on
        // the edges 2 degrees turned and 4% long, glanced at 0.17 (a fine hatch: a few pixels off, it matches nothing)
        // and was never tried, and the four cards under it were missed with it (ScanFrame.ontoEdges)
        Nth read = pileAfter(sketch, CardArts.named("nanuk-sketch"), 2024, 12, 2, 1, "sketch pile");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(9); // 5 before
    }

    @Test
    void pilesWhoseSidesAllShowShortAreTriedAtALargerCardSize() {
        // seed 5202 after 12 singles and 2 spreads, the second nanuk-sketch scene of piles: two piles on a dotted
        // cloth, no whole card found, every side seen 10-20% short of the card's; the card size was guessed 88 px for
        // 106, then 344 (a pile's long side), and not a card was read (HiddenCards.SIZE_GUESSES)
        Nth read = pileAfter(sketch, CardArts.named("nanuk-sketch"), 5202, 12, 2, 2, "two piles on dots");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(5); // 0 before
    }

    @Test
    void aViewBeyondTheRivalWhereTheTwoDifferIsNotReadAsTheRival() {
        // seed 5101 after 12 singles and 2 spreads, the first nana-frost pile: a 2 under a 6, glare on its panel, was
        // more like a turned 2 overall but nearer the 12 where the two differ, and so was read as the 12 at 0.735;
        // there it lay beyond the 12 (1.07, away from the 2), showing neither (Identifier.verdict)
        Nth read = pileAfter(frost, CardArts.named("nana-frost"), 5101, 12, 2, 1, "frost pile");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(9); // 9 and a 2 read as 12 before
    }

    @Test
    void aHalfShownCardIsComparedWithTheFacesOverWhatShows() {
        // the 3rd felt-table pile of seed 555: a seal showing 60% of itself lay at 0.15 between the seal and a turned
        // inuksuk with faces normalised over their whole area, 0.95 normalised over what shows (Identifier.Masked)
        Nth read = nth(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 555).onTable("felt"), 3, g -> g.fanned(1920, 1080, 10), "pile on felt");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(9); // 10 of 10 on 2026-12-01, 7 before
    }

    @Test
    void cardsUnderAColouredLightAreReadByTheirOwnWhite() {
        // the first spread of seed 31: each nana-frost value has its own colour, and the light's colour cast moves a
        // view toward faces of other colours in the regions that tell them apart (on a dev seed, a teal 12 lay 0.53 of
        // the way to a light blue 6 in colour and 0.03 in lightness); 8 of 12 were read before each view's channels
        // were balanced on the face's own whites (FaceSignature.whiteBalance)
        Nth read = nth(frost, new SceneGenerator(CardArts.named("nana-frost"), 31), 1, g -> g.spread(1920, 1080, 12), "spread under a coloured light");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(10); // 11 of 12 on 2026-12-01
    }

    @Test
    void pilesWithNoCardFoundWholeAreSizedFromLongerSides() {
        // the 2nd fanned scene of seed 999: linocut piles on a pale table, no card found whole, and most sides of the
        // corners found cut where the next card lies; at the size they gave (a short side of 76 px for 120) no card
        // was placed, and all ten were missed
        Nth read = nth(linocut, new SceneGenerator(CardArts.named("nanuk-linocut"), 999), 2, g -> g.fanned(1920, 1080, 10), "piles on a pale table");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(8); // 10 of 10 on 2026-12-01
    }

    @Test
    void aPileOnWoodIsFollowedDownOnTheEdgesAcrossItsGrain() {
        // the 8th fanned scene of seed 999: soft nana-frost piles on wood, whose grain outscored the cards under the
        // top ones in the search on all edges; 3 of 10 were read before PileEdges.beneathAcrossGrain
        Nth read = nth(frost, new SceneGenerator(CardArts.named("nana-frost"), 999), 8, g -> g.fanned(1920, 1080, 10), "piles on wood");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(6); // 7 of 10 on 2026-12-01
    }

    @Test
    void aPileOnACheckedClothIsFoundAcrossTheClothsLines() {
        // the 8th fanned pile of seed 1001, on a blue gingham: the white cards merge with its white squares and their
        // edges with its lines in every cue, and no corner of the pile's cards was found; 3 of 10 were read before the
        // edges across the cloth's grain gave their corners
        Nth read = nth(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 1001), 8, g -> g.fanned(1920, 1080, 10), "pile on a checked cloth");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(8); // 10 of 10 on 2026-12-01
    }

    @Test
    void aPileLyingAlongACheckedClothsLinesIsFoundByTheEdgesBesidePlainFaces() {
        // fresh seed 5303's second fanned scene (after 12 singles and 2 spreads): a nanuk-dusk pile of six whose sides
        // all run along a blue gingham's lines, so that its edges were dropped with the cloth's from the edges across
        // the grain, and no cue found a corner of it, its top card wholly in view included; 4 of 10 read before
        Nth read = pileAfter(dusk, CardArts.named("nanuk-dusk"), 5303, 12, 2, 2, "dusk pile along a gingham's lines");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(9); // 10 of 10 on 2026-12-05
    }

    @Test
    void aLoneCardCutByTheFrameIsPlacedFromItsCornerSquaredAndPastItsCutSide() {
        // fresh seed 2024's 8th single: a nanuk-dusk fish-double on a dotted cloth, cut by the frame's corner (83% in
        // view). Its one clear corner's long side runs 145 px down its edge into the frame's border (the card is 159
        // px wide), its short side 12 degrees off the card's along the dots (a corner of 107 degrees): placed from
        // that corner as found, it was fitted 10 px inside the card, off its edges, and missed
        Nth read = nth(dusk, new SceneGenerator(CardArts.named("nanuk-dusk"), 2024), 8, SINGLE, "dusk card cut by the frame on dots");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().missed).as(read.tally().toString()).isZero(); // read at 0.70 on 2026-12-05
    }

    @Test
    void aCardPlacedAFewPixelsOffItsCornerIsNudgedOntoItsFace() {
        // dev seed 555, its 4th spread after 40 singles: white-bordered cards on a blue gingham, found only from their
        // corners across the cloth's lines, placed 10-14 px off their faces, where they looked like no card (0.36):
        // a fish-double-nanuk and a deer-double-nanuk were missed, 9 of 12 read
        int[] drawn = {0};
        Nth read = nth(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 555), 44,
                g -> ++drawn[0] < 44 ? g.single(1280, 720) : g.spread(1920, 1080, 12), "spread on a checked cloth");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(11); // 11 of 12 on 2026-12-02
    }

    @Test
    void aLoneCardPlacedFromACornerAFewPixelsTooLargeIsFittedToItsFace() {
        // dev seed 555, its 27th single: a seal-nanuk 106 px wide on a gingham, its border lost among the white squares,
        // placed from a corner 9 px too wide; off the edges all round, it looked like no face (0.58) and was not fitted
        Nth read = nth(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 555), 27, SINGLE, "lone card on a checked cloth");
        assertThat(read.codes()).containsExactly("seal-nanuk");
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
    }

    @Test
    void aPlacedCardNotYetToldFromItsTwinIsSettledFartherOntoItsFace() {
        // dev seed 999, nanuk-classic, the first spread after six singles: a fish-double placed and settled at most 4%
        // of its width was not told from the fish-double-nanuk (0.698, unknown); settled as far as 8%, it is
        Nth read = spreadAfterSingles(nanuk, CardArts.tuning(GameKind.NANUK), 999, 6, 1, "spread with a fish-double");
        assertThat(read.codes()).contains("fish-double");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(11); // 10 settled near
    }

    @Test
    void aCardIsPlacedAboutTheCornersOfAPanelInsideIt() {
        // dev seed 1001, the 6th nanuk-fjord pile, on an orange gingham: no card of it was found whole, and the corners
        // that placed its top card were its landscape window's, inside the card's margin: placed 27 px off, it looked
        // like no card, and the pile of 5 was missed
        Nth read = nth(fjord, new SceneGenerator(CardArts.named("nanuk-fjord"), 1001), 6, g -> g.fanned(1920, 1080, 10), "fjord pile on a gingham");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(9);
    }

    @Test
    void aPileWithNoCardClosedOnBothSidesIsSizedFromASideClosedOnOne() {
        // dev seed 555, the first nanuk-fjord pile after 6 singles and 3 spreads, on a gingham: no card found whole and
        // no corner closed on both sides, the longer sides of the corners (the cloth's squares) sized the cards 61 px
        // wide (they are 117) and 6 of 10 were missed; a side closed by another corner, beside a whole long side, 95 px
        Nth read = pileAfterSinglesAndSpreads(fjord, CardArts.named("nanuk-fjord"), 555, 1, "fjord pile on a gingham");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(9); // 4 before
    }

    @Test
    void aQuarterOfTheFaceShowingNeitherTwinIsNoEvidenceForEither() {
        // dev seed 32, the 7th nanuk-fjord single: a bird cut by the frame on a blue gingham, its outline fitted 28 px
        // off at one corner, where the gingham's dark squares lay in the bird-nanuk's dark bear square: read as
        // bird-nanuk at 0.82, though another quarter showed no bear
        Nth read = nth(fjord, new SceneGenerator(CardArts.named("nanuk-fjord"), 32), 7, SINGLE, "fjord bird cut by the frame");
        assertThat(read.codes()).containsExactly("bird");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
    }

    @Test
    void aPlacedCardUnderATiltedCameraIsFittedToItsOwnSize() {
        // dev seed 999, nanuk-linocut, the first spread after six singles, soft focus on a green gingham under a tilted
        // camera: no card is found whole, and cards placed at their neighbours' size (some 137 px) could grow by 9%
        // at most when fitted, not to the 160 px of the fish at the right; 6 of 12 were read
        Nth read = spreadAfterSingles(linocut, CardArts.named("nanuk-linocut"), 999, 6, 1, "tilted spread");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(10);
    }

    @Test
    void aPaleCardFoundAroundItsShadowIsLookedAtALittleSmaller() {
        // dev seed 777, the 4th nanuk-sketch single: a pale seal on a dark table, found 5% large with its drop shadow;
        // the dark rim outweighed the faint drawing (likeness 0.18, not worth fitting) and the card was missed
        Nth read = nth(sketch, new SceneGenerator(CardArts.named("nanuk-sketch"), 777), 4, SINGLE, "pale seal on a dark table");
        assertThat(read.codes()).containsExactly("seal");
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
    }

    @Test
    void aPaleCardUnderAnotherWithAClearFaceIsKeptThoughNoEdgeShowsBetweenThem() {
        // dev seed 1001, the 5th nanuk-sketch pile: pale cards on pale cards show no edge between them, so the cards
        // placed under the top ones lay 0.36 to 0.4 off the frame's edges; their faces were clear (likeness 0.95 to
        // 0.98) but their strict confidences (0.85 to 0.89) were under the 0.9 once asked for, and 7 cards were lost
        Nth read = nth(sketch, new SceneGenerator(CardArts.named("nanuk-sketch"), 1001), 5, g -> g.fanned(1920, 1080, 10), "pale pile");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(9); // 3 before
    }

    @Test
    void aPaleCardUnderAnotherIsPlacedOnTheFaintLineBetweenThem() {
        // dev seed 555, the second nanuk-sketch pile after 6 singles and 3 spreads: pale cards overlapping show only a
        // faint line between them, and the placements under the top card, refined once, lay a few pixels off it and
        // scored as no card's outline (more than the 0.35 a card's may score): 3 cards of the pile were missed
        Nth read = pileAfterSinglesAndSpreads(sketch, CardArts.named("nanuk-sketch"), 555, 2, "pale pile");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(8); // 6 before
    }

    @Test
    void aPileFoundAsOneOutlineIsPlacedFromItsCornersAfterTheLastPlacementsElsewhereLookedLikeNoCard() {
        // dev seed 777, the second nana-lantern pile after 6 singles and 3 spreads: a pile of three found as one
        // outline, whose corners are tried last, once no placement is left worth a look; the search stopped before
        // them when the last placements (elsewhere) looked like no card, and the pile was missed
        Nth read = pileAfterSinglesAndSpreads(lantern, CardArts.named("nana-lantern"), 777, 2, "lantern piles");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(9); // 7 before
    }

    @Test
    void aTopCardWhoseSidesFadeOverThePaleCardsUnderItIsPlacedFromItsShortCorner() {
        // dev seed 1001, the second nanuk-sketch pile: pale cards on a pale table, the top card's sides fading where they
        // cross the cards under it; its one corner found showed 54 and 60 px of its 126 (half a card asked for), and
        // nothing of the pile of five was placed
        Nth read = nth(sketch, new SceneGenerator(CardArts.named("nanuk-sketch"), 1001), 2, g -> g.fanned(1920, 1080, 10), "pale pile");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(9); // 5 before
    }

    @Test
    void aBackSplitIntoTwoHalvesOfItsOwnProportionsIsReadAsOneBack() throws Exception {
        // a back of two mirrored halves, as a court card is, each of the card's proportions; in the second spread of
        // seed 32 three backs' own outlines, white on a pale table, were not found, and their halves were reported as
        // six unknown cards (9 of 12 read)
        Nth read = nth(panelled(), new SceneGenerator(PANELLED, 32), 2, g -> g.spread(1920, 1080, 12), "panelled backs");
        assertThat(read.codes()).filteredOn(CardCodes.BACK::equals).hasSizeGreaterThanOrEqualTo(3);
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12);
        assertThat(read.tally().spurious).as(read.tally().toString()).isZero();
    }

    @Test
    void aLoneBackSplitIntoTwoHalvesIsReadAsOneBack() throws Exception {
        // the 10th single of seed 777: a lone such back, no other card to give the frame's card size; its halves
        // were two unknown cards
        Nth read = nth(panelled(), new SceneGenerator(PANELLED, 777), 10, g -> g.single(1280, 720), "lone panelled back");
        assertThat(read.codes()).containsExactly(CardCodes.BACK);
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
        assertThat(read.tally().spurious).as(read.tally().toString()).isZero();
    }

    @Test
    void aLargeCardCutByTheFrameWithGlareOnItIsReadOnItsEdges() {
        // the 2nd single of seed 555: a nanuk-dusk bird-double 277 px wide, a fifth of it beyond the frame's top, a
        // glare spot on its dark side; fitted to where its face matched best it lay a few pixels off its edges, and
        // put onto them it matched 0.04 less, so it stayed a placed guess below the bar and was missed
        Nth read = nth(dusk, new SceneGenerator(CardArts.named("nanuk-dusk"), 555), 2, SINGLE, "cut by the frame");
        assertThat(read.codes()).containsExactly("bird-double");
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
    }

    @Test
    void aGreenGinghamIsNotReadAsTheFivesGreenPanel() {
        // seed 31 with every scene on a checked cloth, nana-frost's second spread: on a green gingham a band of dark
        // checks across pale ones looked like the 5 (a green panel across a white card), and outlines placed on the
        // bare cloth, each under the one before, were read as 5s (four, one at 0.92) or reported as unknown (25); the
        // cloth runs on through them at their sides, as it does through no card (ClothThrough)
        Nth read = spreadAfterSingles(frost, new SceneGenerator(CardArts.named("nana-frost"), 31).onTable("checked"), 12, 2, "frost spread on a green gingham");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().spurious).as(read.tally().toString()).isLessThanOrEqualTo(1);
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12);
    }

    @Test
    void aPileOnAGreenGinghamIsNotFollowedAcrossTheCloth() {
        // fresh seed 3033, nana-frost's sixth pile after 12 singles and 2 spreads: each unknown accepted on the cloth
        // hid the cells under it, and the next was placed under it; 27 unknowns on bare cloth, two read as 5s
        Nth read = pileAfter(frost, CardArts.named("nana-frost"), 3033, 12, 2, 6, "frost pile on a green gingham");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().spurious).as(read.tally().toString()).isLessThanOrEqualTo(1);
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(10);
    }

    @Test
    void aPaleCardCutByTheFrameOnAPaleTableIsReadThoughItsFootShowsNoEdge() {
        // fresh seed 5303, the 6th single: a nanuk-dusk inuksuk a sixth past the frame's top, its white foot on a pale
        // lilac table; placed from its corners it matched its face at 0.94, but its visible sides lay 0.68 off the
        // frame's edges (0.41 once put onto them), past what any placed outline was kept at, and it was missed
        Nth read = nth(dusk, new SceneGenerator(CardArts.named("nanuk-dusk"), 5303), 6, SINGLE, "pale card cut by the frame");
        assertThat(read.codes()).containsExactly("inuksuk");
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
        assertThat(read.tally().spurious).as(read.tally().toString()).isZero();
    }

    @Test
    void aPileAtTheFarEndOfAFrameInPerspectiveIsJudgedByTheCardsNearIt() {
        // dev seed 999, the third nana-frost pile after 6 singles and 3 spreads: the camera not overhead, the left
        // pile's cards are 0.82 of the right one's; placed on their edges they were as good as found, but judged by the
        // frame's median size they were taken for guesses, and three were read at 0.68-0.7, unknown (7 of 10)
        Nth read = pileAfterSinglesAndSpreads(frost, CardArts.named("nana-frost"), 999, 3, "two piles in perspective");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(9);
    }

    @Test
    void aPileOfWhiteBorderedCardsWithNoEdgeBetweenThemIsFollowedByItsFaces() {
        // dev seed 777, the first pile after 6 singles and 3 spreads: two piles on planks, white-bordered cards whose
        // overlaps show only a faint shadow, which the edges miss; the search on edges under each top card ranked the
        // grain's placements first, and only the top cards were read (2 of 10)
        Nth read = pileAfterSinglesAndSpreads(frost, CardArts.named("nana-frost"), 777, 1, "two white piles on planks");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(7);
        // and the same piles of pencil-drawn cards, whose fine lines a few pixels off match nothing (1 of 10)
        Nth drawn = pileAfterSinglesAndSpreads(sketch, CardArts.named("nanuk-sketch"), 777, 1, "two pencil piles on planks");
        assertThat(drawn.tally().wrongs).as(drawn.tally().toString()).isEmpty();
        assertThat(drawn.tally().correct).as(drawn.tally().toString()).isGreaterThanOrEqualTo(4);
    }

    @Test
    void aCardFoundOnlyAsWhatShowsOfItUnderAnotherIsStillSearchedForUnderThatCard() {
        // dev seed 1001, the 4th pile: a back half under an inuksuk was found as its visible part, an outline wider than
        // tall that read as no card; taken for a card lying on top, it hid the back from the search under the inuksuk,
        // and was reported as an unknown card where the back lay (9 of 10 and a spurious unknown)
        Nth read = nth(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 1001), 4, g -> g.fanned(1920, 1080, 10), "back under an inuksuk");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(10);
        assertThat(read.tally().spurious).as(read.tally().toString()).isZero();
    }

    @Test
    void aPileThatMergesWithAGinghamsWhiteSquaresIsFoundFromItsNearestMiss() {
        // dev seed 999, the first pile after 6 singles and 3 spreads: two piles of pencil-drawn cards on a red gingham;
        // no card of the first was found whole, and the nearest placement of its top card, from a corner across the
        // cloth's lines, lay a few pixels off and a little turned: only the other pile was read (4 of 10)
        Nth read = pileAfterSinglesAndSpreads(sketch, CardArts.named("nanuk-sketch"), 999, 1, "two pencil piles on a gingham");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(8);
    }

    @Test
    void noCardOfHalfTheFrameSizeIsPlacedOnAGingham() {
        // dev seed 555, the first pile after 6 singles and 3 spreads: pale snowflake cards on a green gingham, beside
        // a note and a phone; a placement guessed from a corner's own sides before any card was read, half a card
        // wide, looked like a pale face on the cloth's white squares and was reported unknown, and two more beside it
        // (3 spurious unknowns)
        Nth read = pileAfterSinglesAndSpreads(frost, CardArts.named("nana-frost"), 555, 1, "frost pile on a gingham");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().spurious).as(read.tally().toString()).isZero();
        // 7 until each half-hidden view took its light from what shows of it (2026-12-04): an 8 under another now
        // reads at 0.697, under the 0.7 asked for, while the dev seeds read 13 more cards in all
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(6);
    }

    @Test
    void aPileTopIsReportedToItsRimAndTheCardUnderItIsJudgedWithoutTheTopCardsBorder() {
        // the 4th fanned pile of seed 1001: the top card of a nana-holly pile, a 4, was fitted with a corner 12 px inside
        // its white rim (the face matches about as well either way), and the 8 under it, judged on the strip of the 4's
        // border left uncovered, was read as a 7 at 0.55 and reported unknown (9 of 10); the 4 and the other pile's
        // top card, a 5, were reported 8.4 and 10.3 px off their corners on average
        Nth read = nth(holly, new SceneGenerator(CardArts.named("nana-holly"), 1001), 4, g -> g.fanned(1920, 1080, 10), "holly pile");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(10);
        assertThat(read.tally().outlineErrors).as("corner errors (px) of the cards read").allMatch(e -> e < 6);
    }

    @Test
    void theCardsUnderAPileTopAreSearchedForOutsideItsRim() {
        // the first fanned pile of seed 1001 in nana-classic: the top 6 of a pile was fitted 9 to 14 px inside its rim;
        // with the 2 under it judged against the rim but searched for on the edges outside the fitted outline (the 6's
        // rim among them), the 2 was placed 14 degrees askew, matched at 0.74, and reported unknown (9 of 10); with the
        // search's edges covered to the rim too, it is placed within a few pixels and matches at 0.98
        Nth read = nth(nana, new SceneGenerator(CardArts.tuning(GameKind.NANA), 1001), 1, g -> g.fanned(1920, 1080, 10), "classic nana pile");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(10);
    }

    @Test
    void aPhoneFoundWithTheTableRoundItIsNoCard() {
        // dev seed 555, the 3rd spread after 6 singles: pencil cards on a pale table with a phone; the phone and the
        // table round it were found as one card-shaped outline three cards wide, read as no card, and reported unknown
        Nth read = spreadAfterSingles(sketch, CardArts.named("nanuk-sketch"), 555, 6, 3, "pencil spread with a phone");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().spurious).as(read.tally().toString()).isZero();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(11);
    }

    @Test
    void aCardFoundAsAnOutlineCutAtOneCornerIsMovedOntoItsFaceBeforeItIsRead() throws Exception {
        // the 4th spread after 16 singles of seed 555, the classic Nanuk deck printed in grey, on a red gingham: two
        // pale cards merged with the white squares, each found only as an outline cut at one corner; a card of the
        // frame's size about it lay a few pixels off its face and read as no card, and both were missed (10 of 12)
        CardArt grey = new GreyFaces(CardArts.tuning(GameKind.NANUK));
        Enrollment.Result taught = TaughtDecks.teach(grey, work);
        assertThat(taught.refused()).isEmpty();
        Nth read = spreadAfterSingles(taught.deck(), grey, 555, 16, 4, "grey cards on a gingham");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12);
    }

    @Test
    void aPileOnABareTableIsSearchedUnderItsTopCardFoundAskew() throws Exception {
        // seed 555, the 2nd pile after 16 singles and 4 spreads, nana-lantern printed with black borders: the pile's top
        // 12, on a pale table, was found 13 degrees off its card; the sides of the cards under it left the ring round
        // that outline 19 degrees off straight out, and when every table asked for a side leaving it straight, the
        // search under the 12 was not made and 5 of the pile's 6 cards were lost
        CardArt black = new BlackBordered(CardArts.named("nana-lantern"));
        Enrollment.Result taught = TaughtDecks.teach(black, work);
        assertThat(taught.refused()).isEmpty();
        Nth read = pileAfter(taught.deck(), black, 555, 16, 4, 2, "black-bordered lantern piles");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(10);
    }

    /** The classic Nanuk faces with a back of two halves ({@link PanelledBack}), and its deck, taught once. */
    private static final CardArt PANELLED = new PanelledBack(CardArts.tuning(GameKind.NANUK), 2);
    private TaughtDeck panelled;

    private TaughtDeck panelled() throws Exception {
        if (panelled == null) {
            Enrollment.Result taught = TaughtDecks.teach(PANELLED, work);
            assertThat(taught.refused()).isEmpty();
            panelled = taught.deck();
        }
        return panelled;
    }

    @Test
    void aPileIsSearchedUnderItsTopCardWhenOnlyTheSidesOfTheCardsUnderItCrossTheRingAroundIt() {
        // dev seed 1001, the 4th nanuk-sketch pile: around its top card, on a plain table, only the sides of the pale
        // cards under it lie on edges, and the ring looked at every 17 px stepped over most of them; the pile was
        // found from corners instead, and a deer-double in it was placed where it read as no card
        Nth read = nth(sketch, new SceneGenerator(CardArts.named("nanuk-sketch"), 1001), 4, g -> g.fanned(1920, 1080, 10), "pale pile");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(7); // 6 before
    }

    @Test
    void theCardsUnderAPaleCardMatchedNearlyClearlyOffTheEdgesAreStillLookedFor() {
        // dev seed 1001, the 3rd nanuk-sketch pile: pale cards overlapping in steps show no edge between them; the card
        // under the top one matched its face at 0.895, short of a clear face, and lay 0.45 off the edges, so it was
        // dropped, and the three cards under it were lost with it, as was the deer under a back so placed in the other
        // pile (3 of 10 read, 6 missed). Taken as cards, the two are unknown, and the cards under them are read.
        Nth read = nth(sketch, new SceneGenerator(CardArts.named("nanuk-sketch"), 1001), 3, g -> g.fanned(1920, 1080, 10), "pale steps");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(7); // 3 before
        assertThat(read.tally().missed).as(read.tally().toString()).isZero(); // 6 before
    }

    @Test
    void aWhiteBorderedCardFoundAsItsPanelOnAWhiteTableIsReadAtTheFramesCardSize() {
        // dev seed 555, the third nanuk-classic spread after six singles: a blurred bird by the frame's edge, its white
        // border lost on the white table, found as its yellow panel and fitted 13 px too wide, was read at 0.67; at the
        // frame's card size about it, fitted, it matched at 0.98, but lay off the edges and was dropped for it
        Nth read = spreadAfterSingles(nanuk, CardArts.tuning(GameKind.NANUK), 555, 6, 3, "white on white");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12); // 11 before
    }

    @Test
    void aWhiteBorderedCardMergedWithAGinghamIsFoundAboutItsPanel() {
        // dev seed 999, the first nanuk-classic spread after six singles: a fish-double-nanuk's white border merged with
        // a green gingham's white squares, and only its teal panel was found, skewed by them; the card was missed
        Nth read = spreadAfterSingles(nanuk, CardArts.tuning(GameKind.NANUK), 999, 6, 1, "white border on a gingham");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12); // 11 before
    }

    @Test
    void aCardFoundAsItsFrameLineIsReadAtTheFramesCardSizeThoughThatMatchesAHairWorse() {
        // dev seed 999, the second nana-velvet spread after six singles: a 1 found as its gold frame line, 13% small,
        // matched at 0.950 and was judged as a guessed outline (strict 0.69); at the frame's card size, on the edges,
        // it matched at 0.945, not better, and was not taken
        Nth read = spreadAfterSingles(velvet, CardArts.named("nana-velvet"), 999, 6, 2, "velvet spread");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12); // 11 before
    }

    @Test
    void aCardPlacedAskewIsNotReadAsItsTwin() {
        // dev seed 1001, the second nanuk-sketch pile: a pale seal-double-nanuk placed 8 degrees askew, its bears outside
        // the cells where they are looked for, matched the seal-double at 0.84 and was read as it at 0.74
        Nth read = nth(sketch, new SceneGenerator(CardArts.named("nanuk-sketch"), 1001), 2, g -> g.fanned(1920, 1080, 10), "pale pile");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(3); // 4 with the wrong one
    }

    @Test
    void theCardsUnderAClearFaceNotYetToldFromItsTwinAreStillLookedFor() {
        // dev seed 777, the first nanuk-dusk pile after 6 singles and 3 spreads: a fish-double placed 0.55 off the edges
        // looked clearly like a card (0.94) but could not be told from its twin (strict 0); dropped, the fish and the
        // seal under it were missed. Kept as unknown, they are read
        Nth read = pileAfterSinglesAndSpreads(dusk, CardArts.named("nanuk-dusk"), 777, 1, "dusk piles");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(5); // 3 before
    }

    @Test
    void aPaleCardFoundWithASpotOfTheClothJoinedToItIsLookedAtSmallerStill() {
        // dev seed 555, the first nanuk-sketch single: a pale deer-double on a spotted cloth, found 20 px too wide on
        // one side where a spot touches its edge; 5% smaller it still matched at 0.27, and the card was missed
        Nth read = nth(sketch, new SceneGenerator(CardArts.named("nanuk-sketch"), 555), 1, SINGLE, "pale card on a spotted cloth");
        assertThat(read.codes()).containsExactly("deer-double");
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(1);
    }

    @Test
    void aCardWhoseOutlinesAreReadAsTwoCodesIsNotDecided() {
        // dev seed 999, nanuk-sketch, the second spread after six singles: a pale seal-nanuk on a pink cloth, found 16%
        // small, was read as the seal at 0.81 (its bear corners cut off), while an outline a little larger was read as
        // the seal-nanuk at 0.845: the card was read wrong
        Nth read = spreadAfterSingles(sketch, CardArts.named("nanuk-sketch"), 999, 6, 2, "sketch spread");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(10);
    }

    @Test
    void aCardFoundAtAWrongOutlineIsReadAtTheFramesCardSizeAboutAnOutlineInsideIt() {
        // dev seed 999, nana-holly, the first spread after six singles, on a green gingham whose white squares merge
        // with the cards' white borders: a 7 found as a quadrilateral across it (not of a card's shape) and a 4 found a
        // little larger than the others were read at 0.73 and 0.81, not decided (10 of 12 read). At the frame's card
        // size about the 7's cream panel, found inside it, and about the 4's own outline, fitted, both match at 0.99
        Nth read = spreadAfterSingles(holly, CardArts.named("nana-holly"), 999, 6, 1, "holly spread");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12);
    }

    @Test
    void aCardMoreLikeItsTwinOverallButNearerItselfWhereTheyDifferIsReadAsItself() {
        // dev seed 555, nanuk-fjord, the first spread after six singles: a plain bird on a bright table was more like
        // the bird-nanuk over the whole face (0.942 against 0.927), yet nearer the bird in the corners, where the two
        // differ: it was read as the bird-nanuk, not decided, and the card was unknown (11 of 12 read)
        Nth read = spreadAfterSingles(fjord, CardArts.named("nanuk-fjord"), 555, 6, 1, "fjord spread");
        assertThat(read.codes()).contains("bird");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12);
    }

    @Test
    void aCardWhoseViewSettledTowardItsTwinLooksLessLikeTheTwinIsStillDecided() {
        // dev seed 777, nanuk-fjord, the first spread after six singles: a seal-double-nanuk read at 0.97 was made
        // undecided because its view settled toward the seal-double was nearest that face, though undecided and less
        // like it (0.954 against 0.990): the card was unknown, 10 of 12 read
        Nth read = spreadAfterSingles(fjord, CardArts.named("nanuk-fjord"), 777, 6, 1, "fjord spread");
        assertThat(read.codes()).contains("seal-double-nanuk");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isGreaterThanOrEqualTo(11);
    }

    @Test
    void aCardFoundOnlyLooselyOnACheckedClothIsSettledFartherOntoItsFace() {
        // the benchmark's second nanuk-classic spread (seed 4242, after twelve singles): a pale fish-double-nanuk on a
        // red gingham, whose white squares merge with its border, was found only as loose outlines some 20 px off;
        // fitted and settled at most 4% of its width it stayed 0.77 like its face and undecided (0.69); as far as 8%,
        // it is read
        Nth read = spreadAfterSingles(nanuk, CardArts.tuning(GameKind.NANUK), 4242, 12, 2, "spread on a gingham");
        assertThat(read.codes()).contains("fish-double-nanuk");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12); // 11 settled near
    }

    @Test
    void aCardFoundAsTheFrameLineInsideItsEdgeIsReadAtItsOwnOutline() {
        // the benchmark's first nana-velvet spread (seed 4242, after twelve singles): an orange 4 on an orange floral
        // cloth was found as its gold frame line, 14 px inside its edge, not of the card's shape, and judged as a
        // guessed outline (strict 0.71, unknown); at the frame's card size about it, fitted, it lies on the edges
        Nth read = spreadAfterSingles(velvet, CardArts.named("nana-velvet"), 4242, 12, 1, "spread on a floral cloth");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12); // 11 as a guessed outline
    }

    @Test
    void aCardFoundAsThePanelInsideItsBorderAndNotDecidedIsReadAtItsOwnOutline() {
        // the second spread of seed 999 (after six singles): a fish-nanuk on a green gingham, its white border lost in
        // the white squares, was found as the panel inside it at 0.90 of the other cards' size, read as the fish at
        // 0.66 and reported unknown; about it at their size, fitted, it matches the fish-nanuk at 0.985
        Nth read = spreadAfterSingles(nanuk, CardArts.tuning(GameKind.NANUK), 999, 6, 2, "spread on a green gingham");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().correct).as(read.tally().toString()).isEqualTo(12); // 11, the fish-nanuk unknown
    }

    @Test
    void aTopCardFoundTooNarrowIsNotReadAsTheAnimalWithoutTheBear() {
        // the 4th fanned pile of seed 999: its top card, a fish-nanuk, was found a tenth too narrow and a fifth of a
        // card along the pile, its bear corners outside the outline, and read as the fish at 0.77 (GUESSED_SIZE)
        Nth read = nth(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 999), 4, g -> g.fanned(1920, 1080, 10), "pile with a narrow top card");
        assertThat(read.codes()).contains("fish-nanuk");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
    }

    @Test
    void aTopCardFoundAsThePanelInsideItsBorderIsNotReadAsTheAnimalWithoutTheBear() {
        // the 4th fanned scene of seed 999: a pile's top fish-nanuk found as the panel inside its border (its shape
        // 0.871 of the deck's), which holds no bear; read as the fish at 0.80 before an outline not of the card's
        // shape was judged as a guessed one
        Nth read = nth(nanuk, new SceneGenerator(CardArts.tuning(GameKind.NANUK), 999), 4, g -> g.fanned(1920, 1080, 10), "pile with a fish-nanuk on top");
        assertThat(read.codes()).contains("fish-nanuk");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
    }

    @Test
    void theSquaresOfACheckedClothAreNotSeenAsCards() {
        // the 14th single of seed 999: on a checked cloth whose squares have corners all over, pale nana-frost faces
        // were placed on squares of 50 px and 13 unknown cards reported where there were none
        Nth read = nth(frost, new SceneGenerator(CardArts.named("nana-frost"), 999), 14, SINGLE, "checked cloth");
        assertThat(read.tally().wrongs).as(read.tally().toString()).isEmpty();
        assertThat(read.tally().spurious).as(read.tally().toString()).isLessThanOrEqualTo(2); // 1 on 2026-12-01
    }

    @Test
    void aConfidenceJustUnderTheThresholdIsNeverReportedAtIt() {
        // the report is what a user compares with --min-confidence: rounded to the nearest thousandth, a card the scan
        // took for not read (0.6996) was reported at 0.7 and read
        assertThat(CardScanner.reported(0.6996)).isLessThan(0.7);
        assertThat(CardScanner.reported(0.7)).isEqualTo(0.7);
        assertThat(CardScanner.reported(0.57)).isEqualTo(0.57);
        assertThat(CardScanner.reported(0.9871)).isEqualTo(0.987);
        assertThat(CardScanner.reported(1.0)).isEqualTo(1.0);
    }

    @Test
    void aNanukCardIsToldFromTheSameAnimalWithoutTheBear() {
        SceneCheck.Tally tally = new SceneCheck.Tally();
        try (CardScanner scanner = new CardScanner(nanuk); SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANUK), 99)) {
            for (Animal animal : Animal.values()) {
                for (boolean bear : new boolean[] {false, true}) {
                    String code = new NanukCard(animal, false, bear).code();
                    // a fresh photo: another table, light and position than the taught one
                    try (Scene s = gen.teachingScene(code)) {
                        tally.add(SceneCheck.score(s.cards(), scanner.scan(s.image()), code));
                    }
                }
            }
        }
        assertThat(tally.wrongs).as(tally.toString()).isEmpty();
        assertThat(tally.correct).as(tally.toString()).isGreaterThanOrEqualTo(7); // measured 8 of 8 at min confidence 0.7 (6 of 8 on 2026-11-30)
    }

    @Test
    void aCardWhoseTwinWasNotTaughtIsUnknownNeverTheTwin() throws Exception {
        // a deck taught without its fish-nanuk photo (refused, or left out): a fish-nanuk can only look like the fish,
        // and was read as it at 1.0 (nanuk-dusk, whose fish-nanuk photos were refused)
        Path photos = TaughtDecks.writePhotos(CardArts.tuning(GameKind.NANUK), 7, work.resolve("photos-no-fish-nanuk"));
        java.nio.file.Files.delete(photos.resolve("fish-nanuk.png"));
        TaughtDeck deck = Enrollment.teach(photos, work.resolve("deck-no-fish-nanuk"), GameKind.NANUK).deck();
        assertThat(deck.untaughtTwin("fish")).isEqualTo("fish-nanuk");
        assertThat(deck.untaughtTwin("seal")).isNull();
        List<String> read = new java.util.ArrayList<>();
        try (CardScanner scanner = new CardScanner(deck); SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANUK), 99)) {
            for (String code : List.of("fish-nanuk", "fish", "fish-nanuk", "seal")) {
                try (Scene s = gen.teachingScene(code)) {
                    for (SeenCard c : scanner.scan(s.image())) read.add(code + " as " + c.code());
                }
            }
        }
        assertThat(read).containsExactly("fish-nanuk as unknown", "fish as unknown", "fish-nanuk as unknown", "seal as seal");
    }

    @Test
    void whenTheBearCornersAreHiddenTheAnswerIsUnknown() {
        Identifier id = nanuk.identifier();
        TaughtDeck.Face face = nanuk.faces().stream().filter(f -> f.code().equals("seal-nanuk")).findFirst().orElseThrow();
        FaceSignature sig = face.signature();
        boolean[] all = Identifier.interior(sig.w, sig.h);
        assertThat(id.identify(sig, all).code()).isEqualTo("seal-nanuk");
        assertThat(id.identify(sig, all).confidence()).isGreaterThan(CardScanner.DEFAULT_MIN_CONFIDENCE);
        // hide the cells where seal-nanuk and seal differ most (90% of their difference: the bears and whatever
        // else the art varies), as another card or glare would: what is left cannot decide between them
        TaughtDeck.Face seal = nanuk.faces().stream().filter(f -> f.code().equals("seal")).findFirst().orElseThrow();
        float[] a = sig.normalised(all), b = seal.signature().normalised(all);
        int cells = sig.w * sig.h;
        Integer[] order = new Integer[cells];
        double[] diff = new double[cells];
        double total = 0;
        for (int i = 0; i < cells; i++) {
            order[i] = i;
            for (int k = 0; k < 3; k++) diff[i] += (a[3 * i + k] - b[3 * i + k]) * (a[3 * i + k] - b[3 * i + k]);
            total += diff[i];
        }
        java.util.Arrays.sort(order, (x, y) -> Double.compare(diff[y], diff[x]));
        boolean[] cornersHidden = all.clone();
        double hidden = 0;
        for (int i = 0; i < cells && hidden < 0.9 * total; i++) {
            cornersHidden[order[i]] = false;
            hidden += diff[order[i]];
        }
        Identifier.Verdict v = id.identify(sig, cornersHidden);
        assertThat(v.confidence()).as(v.toString()).isLessThan(CardScanner.DEFAULT_MIN_CONFIDENCE);
    }

    @Test
    void anUpsideDownSixIsNeverANine() {
        try (CardScanner scanner = new CardScanner(nana); SceneGenerator gen = new SceneGenerator(CardArts.tuning(GameKind.NANA), 99)) {
            for (String code : List.of("6", "9")) {
                Mat photo = gen.teachingPhoto(code);
                try {
                    Core.rotate(photo, photo, Core.ROTATE_180);
                    List<SeenCard> seen = scanner.scan(photo);
                    assertThat(seen).as(code).hasSize(1);
                    assertThat(seen.get(0).code()).as(code).isEqualTo(code);
                } finally {
                    photo.release();
                }
            }
        }
    }

    @Test
    void aDarkRectangleIsNotTakenForADarkCardBack() throws Exception {
        // nanuk-linocut's back is near-black inside a white border: a phone or a dark wallet of a card's shape
        // lying on the table has the same layout of colour, and the back has no face near it to be told apart from
        try (CardScanner scanner = new CardScanner(linocut); SceneGenerator gen = new SceneGenerator(CardArts.named("nanuk-linocut"), 5)) {
            try (Scene backs = gen.arranged(1280, 720, 170, List.of(new SceneGenerator.CardAt("back", 640, 360, 20)))) {
                assertThat(scanner.scan(backs.image())).extracting(SeenCard::code).as("a face-down card").containsExactly("back");
            }
            for (int turn = 0; turn < 90; turn += 30) {
                Mat table = new Mat(720, 1280, CvType.CV_8UC3, new Scalar(140, 150, 160));
                try {
                    RotatedRect r = new RotatedRect(new Point(640, 360), new Size(170, 237), turn);
                    Point[] p = new Point[4];
                    r.points(p);
                    MatOfPoint outline = new MatOfPoint(p);
                    // a light rim round a dark body, a soft reflection across it
                    Imgproc.fillConvexPoly(table, outline, new Scalar(225, 225, 225));
                    Imgproc.polylines(table, List.of(outline), true, new Scalar(36, 34, 32), 14);
                    RotatedRect body = new RotatedRect(r.center, new Size(150, 217), turn);
                    Point[] q = new Point[4];
                    body.points(q);
                    Imgproc.fillConvexPoly(table, new MatOfPoint(q), new Scalar(24, 22, 26));
                    Imgproc.line(table, q[0], q[2], new Scalar(60, 58, 62), 16);
                    Imgproc.GaussianBlur(table, table, new Size(3, 3), 0);
                    assertThat(scanner.scan(table)).as("turned %d degrees", turn).allSatisfy(c -> assertThat(c.code()).isEqualTo(SeenCard.UNKNOWN));
                } finally {
                    table.release();
                }
            }
        }
    }

    private static final Function<SceneGenerator, Scene> SINGLE = g -> g.single(1280, 720);

    /** A scene's true codes and how it was read. */
    private record Nth(List<String> codes, SceneCheck.Tally tally) {}

    /** The {@code n}-th scene {@code draw} makes with {@code gen} (from 1; closed after), scanned with {@code deck}. */
    private static Nth nth(TaughtDeck deck, SceneGenerator gen, int n, Function<SceneGenerator, Scene> draw, String label) {
        try (gen; CardScanner scanner = new CardScanner(deck)) {
            for (int i = 1; i < n; i++) draw.apply(gen).close();
            try (Scene s = draw.apply(gen)) {
                return new Nth(s.cards().stream().map(TruthCard::code).toList(), SceneCheck.score(s.cards(), scanner.scan(s.image()), label));
            }
        }
    }

    /** The {@code k}-th 1920x1080 spread of 12 cards after {@code singles} 1280x720 one-card scenes (VisionDiag's order). */
    private static Nth spreadAfterSingles(TaughtDeck deck, CardArt art, long seed, int singles, int k, String label) {
        return spreadAfterSingles(deck, new SceneGenerator(art, seed), singles, k, label);
    }

    /** The same from a generator set up (through a lens, curled) by the caller. */
    private static Nth spreadAfterSingles(TaughtDeck deck, SceneGenerator gen, int singles, int k, String label) {
        int[] drawn = {0};
        return nth(deck, gen, singles + k, g -> drawn[0]++ < singles ? g.single(1280, 720) : g.spread(1920, 1080, 12), label);
    }

    /** The {@code k}-th 1920x1080 fanned scene of 10 cards after six 1280x720 singles and three spreads of 12 (VisionDiag's order). */
    private static Nth pileAfterSinglesAndSpreads(TaughtDeck deck, CardArt art, long seed, int k, String label) {
        return pileAfter(deck, art, seed, 6, 3, k, label);
    }

    /** The {@code k}-th 1920x1080 fanned scene of 10 cards after {@code singles} 1280x720 one-card scenes and {@code spreads} spreads of 12. */
    private static Nth pileAfter(TaughtDeck deck, CardArt art, long seed, int singles, int spreads, int k, String label) {
        int[] drawn = {0};
        return nth(deck, new SceneGenerator(art, seed), singles + spreads + k,
                g -> drawn[0]++ < singles ? g.single(1280, 720) : drawn[0] <= singles + spreads ? g.spread(1920, 1080, 12) : g.fanned(1920, 1080, 10), label);
    }

    /** Four one-card scenes and a spread of eight (seed 2024), then a fanned scene when asked, scored into {@code tally}. */
    private static void read(TaughtDeck deck, CardArt art, boolean fanned, SceneCheck.Tally tally) {
        read(deck, art, fanned, g -> g, tally);
    }

    /** {@link #read(TaughtDeck, CardArt, boolean, SceneCheck.Tally)} with a fault added to every scene ({@code fault}: a lens, curled cards). */
    private static void read(TaughtDeck deck, CardArt art, boolean fanned, java.util.function.UnaryOperator<SceneGenerator> fault, SceneCheck.Tally tally) {
        try (CardScanner scanner = new CardScanner(deck); SceneGenerator gen = fault.apply(new SceneGenerator(art, 2024))) {
            for (int i = 0; i < 4; i++) {
                try (Scene s = gen.single(1280, 720)) {
                    tally.add(SceneCheck.score(s.cards(), scanner.scan(s.image()), art.name() + " single " + i));
                }
            }
            try (Scene s = gen.spread(1280, 720, 8)) {
                tally.add(SceneCheck.score(s.cards(), scanner.scan(s.image()), art.name() + " spread"));
            }
            if (!fanned) return;
            try (Scene s = gen.fanned(1920, 1080, 10)) {
                tally.add(SceneCheck.score(s.cards(), scanner.scan(s.image()), art.name() + " fanned"));
            }
        }
    }

    /** What a scan saw, a line a card: code, confidence, corners. */
    private static String readings(List<SeenCard> seen) {
        StringBuilder out = new StringBuilder();
        for (SeenCard c : seen) out.append(c.code()).append(' ').append(c.confidence()).append(' ').append(java.util.Arrays.deepToString(c.corners())).append('\n');
        return out.toString();
    }
}
