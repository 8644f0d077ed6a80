package tablekeeper.rules;

import java.util.List;
import java.util.Map;

/**
 * One line of a game record: the setup, then one thing that happened at the table per line.
 * The record is the history; a game's state is always what replaying its lines gives
 * ({@link GameRecord}). The JSON form of each line is documented in docs/GAME-RECORD.md.
 */
public sealed interface Line {

    /** The line's kind: its one JSON key in the record, and the {@link Action#type()} that offers it. */
    default String kind() {
        return switch (this) {
            case Setup s -> "setup";
            case Wind w -> "wind";
            case Bid b -> "bid";
            case Doom d -> "doom";
            case ChooseSide s -> "side";
            case Contribute c -> "contribute";
            case Reveal r -> "reveal";
            case HandReveal r -> "reveal";
            case GridReveal r -> "reveal";
            case Draw d -> "draw";
            case Winter w -> "winter";
            case End e -> "end";
            case Score s -> "score";
            case Deal d -> "deal";
        };
    }

    /** An unmodifiable copy that keeps the given order (players' order matters when a record is written back). */
    private static <K, V> Map<K, V> ordered(Map<K, V> map) {
        return java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(map));
    }

    /**
     * The first line of every record. {@code options} values are strings, booleans or numbers;
     * {@code deck} maps Nanuk card codes to how many the physical deck has (null: the default catalogue).
     */
    record Setup(GameKind game, List<String> players, String dealer, String variant,
                 Map<String, Object> options, Map<String, Integer> deck, String match, Integer season) implements Line {
        public Setup {
            players = List.copyOf(players);
            options = options == null ? Map.of() : ordered(options);
            deck = deck == null ? null : ordered(deck);
        }

        public static Setup of(GameKind game, List<String> players) {
            return new Setup(game, players, null, null, null, null, null, null);
        }
    }

    // ---- Nanuk ----

    enum Direction {
        CLOCKWISE, COUNTERCLOCKWISE;

        public String code() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    enum Side {
        HUNT, DOOM;

        public String code() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Opens every Nanuk round: the wind token's side. */
    record Wind(Direction direction) implements Line {}

    record Bid(String player, int count, Animal animal, int days) implements Line {}

    record Doom(String player) implements Line {}

    record ChooseSide(String player, Side side) implements Line {}

    /** A Hunter's face-down contribution: only how many cards. */
    record Contribute(String player, int cards) implements Line {}

    /** The Hunt Leader reveals every contributed card. */
    record Reveal(List<NanukCard> cards) implements Line {
        public Reveal {
            cards = List.copyOf(cards);
        }
    }

    /** One day's card drawn by the dealer. */
    record Draw(NanukCard card) implements Line {}

    /** A face-up card appeared at the bottom of the deck. */
    record Winter() implements Line {}

    /** The table ends the game (either game). */
    record End() implements Line {}

    /** Every player's won pile; closes a Nanuk game. */
    record Score(Map<String, List<NanukCard>> piles) implements Line {
        public Score {
            piles = ordered(piles);
        }
    }

    // ---- nana ----

    enum HandEnd {
        SMALLEST, BIGGEST;

        public String code() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** The deal, when it is known: every hand and the grid, slot 0 first, row by row. */
    record Deal(Map<String, List<Integer>> hands, List<Integer> grid) implements Line {
        public Deal {
            hands = ordered(hands);
            grid = List.copyOf(grid);
        }
    }

    /** {@code player} asks {@code from} (possibly themself) to reveal the smallest or biggest hidden card. */
    record HandReveal(String player, String from, HandEnd end, int card) implements Line {}

    /** {@code player} flips the face-down grid card in {@code slot}. */
    record GridReveal(String player, int slot, int card) implements Line {}
}
