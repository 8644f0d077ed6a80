package tablekeeper.vision.art;

import java.util.ArrayList;
import java.util.List;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Refusal;

/**
 * The project's art styles. Per game: the tuning style ({@code -classic}, the one the demo and the printed deck use),
 * a second tuning style of another design (so that work on generality has a deck to look at that is not the
 * classic one), a third printed to the edge with no white border ({@code nanuk-dusk}, {@code nana-velvet}), a fourth
 * added in the twenty-first session and measured before anything was tuned on it, busy with card-like shapes inside
 * the face ({@code nanuk-fjord}: a landscape window with a boathouse and a jetty; {@code nana-holly}: a face patterned
 * with little presents), a fifth added in the twenty-second session and likewise measured first, on the code before and
 * after that session's work ({@code nanuk-sketch}: grey pencil on off-white paper, no frame, low contrast;
 * {@code nana-lantern}: a big paper lantern on a pastel face, the numeral modest), and a held-out style of a clearly
 * different design again, which recognition is never tuned on (it stands in for a deck the project has never seen).
 */
public final class CardArts {
    private static final CardArt NANUK_HELD_OUT = new Cached(new NanukAurora()), NANA_HELD_OUT = new Cached(new NanaRibbon());
    private static final List<CardArt> ALL = List.of(
            new Cached(new NanukClassic()), new Cached(new NanukLinocut()), new Cached(new NanukDusk()), new Cached(new NanukFjord()),
            new Cached(new NanukSketch()), NANUK_HELD_OUT,
            new Cached(new NanaClassic()), new Cached(new NanaFrost()), new Cached(new NanaVelvet()), new Cached(new NanaHolly()),
            new Cached(new NanaLantern()), NANA_HELD_OUT);

    private CardArts() {}

    public static List<CardArt> all() {
        return ALL;
    }

    /** The styles of one game: the tuning style first, then the second to fifth tuning styles, then the held-out one. */
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
        return game == GameKind.NANUK ? NANUK_HELD_OUT : NANA_HELD_OUT;
    }

    /** Whether a style is held out (never looked at while tuning). */
    public static boolean isHeldOut(CardArt art) {
        return art == heldOut(art.game());
    }

    public static CardArt named(String name) {
        for (CardArt art : ALL) if (art.name().equals(name)) return art;
        List<String> names = new ArrayList<>();
        for (CardArt art : ALL) names.add(art.name());
        throw new Refusal("unknown art style '" + name + "': expected one of " + String.join(", ", names));
    }

    /**
     * Draws each face once (vector art is slow to draw) and hands out copies, so callers may paint on them. Softly
     * held: a face is 2 MB, all six styles' faces would fill a 256 MB heap, and a face dropped is only drawn again.
     */
    private static final class Cached implements CardArt {
        private final CardArt art;
        private final java.util.Map<String, java.lang.ref.SoftReference<java.awt.image.BufferedImage>> faces = new java.util.concurrent.ConcurrentHashMap<>();

        Cached(CardArt art) {
            this.art = art;
        }

        @Override
        public String name() {
            return art.name();
        }

        @Override
        public GameKind game() {
            return art.game();
        }

        @Override
        public java.awt.image.BufferedImage face(String code) {
            return copy(drawn(code, () -> art.face(code)));
        }

        @Override
        public java.awt.image.BufferedImage back() {
            return copy(drawn("\0back", art::back)); // a key no card code can take
        }

        private java.awt.image.BufferedImage drawn(String key, java.util.function.Supplier<java.awt.image.BufferedImage> draw) {
            java.lang.ref.SoftReference<java.awt.image.BufferedImage> held = faces.get(key);
            java.awt.image.BufferedImage img = held == null ? null : held.get();
            if (img == null) faces.put(key, new java.lang.ref.SoftReference<>(img = draw.get()));
            return img;
        }

        private static java.awt.image.BufferedImage copy(java.awt.image.BufferedImage img) {
            return new java.awt.image.BufferedImage(img.getColorModel(), img.copyData(null), img.isAlphaPremultiplied(), null);
        }

        @Override
        public String toString() {
            return art.name();
        }
    }
}
