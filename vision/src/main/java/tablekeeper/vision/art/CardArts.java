package tablekeeper.vision.art;

import java.util.ArrayList;
import java.util.List;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Refusal;

/**
 * The project's art styles: per game a tuning style ({@code -classic}) and a held-out style of a clearly different
 * design, which recognition is never tuned on (it stands in for a deck the project has never seen).
 */
public final class CardArts {
    private static final List<CardArt> ALL = List.of(new NanukClassic(), new NanukAurora(), new NanaClassic(), new NanaRibbon());

    private CardArts() {}

    public static List<CardArt> all() {
        return ALL;
    }

    /** The styles of one game, tuning style first. */
    public static List<CardArt> of(GameKind game) {
        List<CardArt> styles = new ArrayList<>();
        for (CardArt art : ALL) if (art.game() == game) styles.add(art);
        return styles;
    }

    /** The tuning style of a game ({@code nanuk-classic} or {@code nana-classic}). */
    public static CardArt tuning(GameKind game) {
        return of(game).get(0);
    }

    /** The held-out style of a game ({@code nanuk-aurora} or {@code nana-ribbon}). */
    public static CardArt heldOut(GameKind game) {
        return of(game).get(1);
    }

    public static CardArt named(String name) {
        for (CardArt art : ALL) if (art.name().equals(name)) return art;
        List<String> names = new ArrayList<>();
        for (CardArt art : ALL) names.add(art.name());
        throw new Refusal("unknown art style '" + name + "': expected one of " + String.join(", ", names));
    }
}
