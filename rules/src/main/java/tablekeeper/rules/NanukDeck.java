package tablekeeper.rules;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Nanuk deck catalogue: how many of each card code the physical deck holds. Data, not code: a table whose
 * deck differs corrects it in the setup line's {@code "deck"} object.
 */
public final class NanukDeck {
    /** Per animal: 18 plain singles, 3 doubles, 3 singles with the Nanuk bear (24); and 4 Inuksuks: 100 cards. */
    public static final int PLAIN = 18, DOUBLES = 3, NANUKS = 3, INUKSUKS = 4;

    private NanukDeck() {}

    /** The published deck, every code in {@link NanukCard#all()} order (codes the deck lacks count 0). */
    public static Map<NanukCard, Integer> standard() {
        Map<NanukCard, Integer> deck = new LinkedHashMap<>();
        for (NanukCard card : NanukCard.all()) {
            int count;
            if (card.isInuksuk()) count = INUKSUKS;
            else if (card.isDouble()) count = card.nanuk() ? 0 : DOUBLES;
            else count = card.nanuk() ? NANUKS : PLAIN;
            deck.put(card, count);
        }
        return Collections.unmodifiableMap(deck);
    }

    /**
     * The setup line's {@code "deck"} (card code to count; codes left out count 0), or the standard deck when
     * it is null. Refuses unknown codes and negative counts.
     */
    public static Map<NanukCard, Integer> parse(Map<String, Integer> deck) {
        if (deck == null) return standard();
        Map<NanukCard, Integer> counts = new LinkedHashMap<>();
        for (NanukCard card : NanukCard.all()) counts.put(card, 0);
        for (Map.Entry<String, Integer> e : deck.entrySet()) {
            NanukCard card;
            try {
                card = NanukCard.parse(e.getKey());
            } catch (Refusal r) {
                throw new Refusal("the setup's deck names an unknown card: " + r.getMessage());
            }
            Integer n = e.getValue();
            if (n == null || n < 0) {
                throw new Refusal("the setup's deck has " + n + " × " + e.getKey() + ": expected a count of 0 or more");
            }
            counts.put(card, n);
        }
        return Collections.unmodifiableMap(counts);
    }

    public static int size(Map<NanukCard, Integer> catalogue) {
        return catalogue.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** The catalogue as JSON-ready codes to counts, leaving out codes the deck lacks. */
    public static Map<String, Object> codes(Map<NanukCard, Integer> catalogue) {
        Map<String, Object> out = new LinkedHashMap<>();
        catalogue.forEach((card, n) -> {
            if (n > 0) out.put(card.code(), n);
        });
        return out;
    }

    /** One card of every copy in the catalogue, in catalogue order: the physical deck before shuffling. */
    public static List<NanukCard> cards(Map<NanukCard, Integer> catalogue) {
        List<NanukCard> cards = new java.util.ArrayList<>();
        catalogue.forEach((card, n) -> {
            for (int i = 0; i < n; i++) cards.add(card);
        });
        return cards;
    }
}
