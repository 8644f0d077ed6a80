package tablekeeper.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static tablekeeper.rules.NanukLines.*;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NanukSetupTest {

    private static Line.Setup with(List<String> players, String dealer, String variant, Map<String, Object> options,
                                   Map<String, Integer> deck) {
        return new Line.Setup(GameKind.NANUK, players, dealer, variant, options, deck, null, null);
    }

    @Test
    void theStandardDeckHasTheHundredPublishedCards() {
        Map<NanukCard, Integer> deck = NanukDeck.standard();
        assertThat(NanukDeck.size(deck)).isEqualTo(100);
        for (Animal a : Animal.values()) {
            int animalCards = deck.entrySet().stream().filter(e -> e.getKey().animal() == a).mapToInt(Map.Entry::getValue).sum();
            assertThat(animalCards).as(a.code()).isEqualTo(24);
            assertThat(deck.get(new NanukCard(a, true, false))).isEqualTo(3);
            assertThat(deck.get(new NanukCard(a, false, true))).isEqualTo(3);
        }
        assertThat(deck.entrySet().stream().filter(e -> e.getKey().nanuk()).mapToInt(Map.Entry::getValue).sum()).isEqualTo(12);
        assertThat(deck.get(NanukCard.INUKSUK)).isEqualTo(4);
    }

    @Test
    void fiveToEightPlayersStartRoundOneWithTheDealerFirstAndThreeCardsEach() {
        for (int n = 5; n <= 8; n++) {
            List<String> players = List.of("A", "B", "C", "D", "E", "F", "G", "H").subList(0, n);
            NanukState s = Nanuk.start(Line.Setup.of(GameKind.NANUK, players));
            assertThat(s.firstPlayer()).isEqualTo("A");
            assertThat(s.phase()).isEqualTo(NanukState.Phase.WIND);
            assertThat(s.hands().values()).hasSize(n).containsOnly(3);
        }
        assertThatThrownBy(() -> Nanuk.start(Line.Setup.of(GameKind.NANUK, List.of("A", "B", "C", "D"))))
                .hasMessageContaining("5 to 8 players").hasMessageContaining("lists 4");
        assertThatThrownBy(() -> Nanuk.start(Line.Setup.of(GameKind.NANUK, List.of("A", "B", "C", "D", "E", "F", "G", "H", "I"))))
                .hasMessageContaining("5 to 8 players");
    }

    @Test
    void playersMustBeDistinctAndTheDealerOneOfThem() {
        assertThatThrownBy(() -> Nanuk.start(Line.Setup.of(GameKind.NANUK, List.of("Ann", "Bob", "Ann", "Di", "Ed"))))
                .hasMessage("Ann is listed twice: every player needs a distinct name");
        assertThatThrownBy(() -> Nanuk.start(with(FIVE, "Zed", null, null, null)))
                .hasMessageContaining("the dealer 'Zed' is not one of the players");
        NanukState s = Nanuk.start(with(FIVE, "Cy", null, null, null));
        assertThat(s.firstPlayer()).isEqualTo("Cy");
        assertThat(s.summary().get("dealer")).isEqualTo("Cy");
    }

    @Test
    void optionsAreNamedCheckedAndDefaulted() {
        NanukState plain = Nanuk.start(setup());
        assertThat(plain.setting().sequentialSides()).isFalse();
        assertThat(plain.setting().alternateWind()).isFalse();
        NanukState set = Nanuk.start(setup(Map.of("sequentialSides", true, "wind", "alternate")));
        assertThat(set.setting().sequentialSides()).isTrue();
        assertThat(set.setting().alternateWind()).isTrue();
        assertThat(set.summary().get("options")).isEqualTo(Map.of("sequentialSides", true, "wind", "alternate"));
        assertThatThrownBy(() -> Nanuk.start(setup(Map.of("fastHunts", true))))
                .hasMessageContaining("unknown option 'fastHunts'").hasMessageContaining("sequentialSides");
        assertThatThrownBy(() -> Nanuk.start(setup(Map.of("wind", "north"))))
                .hasMessage("option wind must be \"toss\" or \"alternate\", not north");
        assertThatThrownBy(() -> Nanuk.start(setup(Map.of("sequentialSides", "yes"))))
                .hasMessage("option sequentialSides must be true or false, not yes");
    }

    @Test
    void aVariantIsANanaSettingAndRefused() {
        assertThatThrownBy(() -> Nanuk.start(with(FIVE, null, "christmas", null, null)))
                .hasMessageContaining("\"variant\" is a nana setting, not a Nanuk one");
    }

    @Test
    void theDeckCatalogueCanBeCorrectedToThePhysicalDeck() {
        NanukState s = Nanuk.start(with(FIVE, null, null, null, Map.of("seal", 20, "inuksuk", 5, "fish-nanuk", 2)));
        assertThat(NanukDeck.size(s.setting().catalogue())).isEqualTo(27);
        assertThat(s.setting().catalogue().get(NanukCard.parse("deer"))).isZero();
        assertThatThrownBy(() -> Nanuk.start(with(FIVE, null, null, null, Map.of("walrus", 3))))
                .hasMessageContaining("unknown Nanuk card 'walrus'");
        assertThatThrownBy(() -> Nanuk.start(with(FIVE, null, null, null, Map.of("seal", -1))))
                .hasMessageContaining("-1 × seal");
        assertThatThrownBy(() -> Nanuk.start(with(FIVE, null, null, null, Map.of("seal", 10))))
                .hasMessageContaining("holds only 10 cards").hasMessageContaining("at least 15");
    }

    @Test
    void aCorrectedCatalogueLimitsWhatCanBeSeen() {
        Line.Setup small = with(FIVE, null, null, null, Map.of("seal", 20, "fish", 20, "inuksuk", 1));
        String why = refusalFrom(small, roundOneToReveal(), reveal("seal", "seal", "fish", "fish", "inuksuk", "inuksuk"));
        assertThat(why).contains("2 × inuksuk").contains("the deck has only 1");
    }

    @Test
    void matchAndSeasonAreKept() {
        NanukState s = Nanuk.start(new Line.Setup(GameKind.NANUK, FIVE, null, null, null, null, "Winter cup", 2));
        assertThat(s.summary()).containsEntry("match", "Winter cup").containsEntry("season", 2);
        assertThatThrownBy(() -> Nanuk.start(new Line.Setup(GameKind.NANUK, FIVE, null, null, null, null, null, 0)))
                .hasMessageContaining("season must be 1 or more");
    }

    @Test
    void nanaLinesAreRefusedInANanukGame() {
        assertThat(refusal(cw(), new Line.GridReveal("Ann", 0, 3))).contains("belongs to nana");
    }
}
