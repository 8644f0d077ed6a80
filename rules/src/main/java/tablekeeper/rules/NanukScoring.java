package tablekeeper.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * End-of-game scoring of Nanuk piles: the best arrangement of each pile into sets of four different
 * animals (3 points) and pairs (1 point), plus the bonus for the most Nanuk cards.
 *
 * <p>A pile is scored as counts: how many animal halves of each kind (a double gives two, a Nanuk card
 * is an ordinary card of its animal) and how many Inuksuks (wild in sets and pairs). The optimum is
 * exact, by two exchange arguments:
 * <ul>
 *   <li>With {@code s} sets, each set fills animal {@code a} with a real card whenever one is left
 *       over: swapping a spare {@code a}-card for a wild in a set frees the wild, and the wild can take
 *       the spare card's place in whatever pair it was in (a wild pairs with anything). So a set count
 *       {@code s} uses {@code min(count[a], s)} real cards of each animal and the rest wilds.</li>
 *   <li>The leftovers pair greedily: same-animal pairs first, then each odd animal card with a wild,
 *       then wilds with each other; no pairing does better, since only an odd animal card needs a
 *       wild and each pair uses at most one.</li>
 * </ul>
 * So trying every set count is the whole search. Four Inuksuks alone make a set: they are wild.
 */
public final class NanukScoring {
    private NanukScoring() {}

    public static final int SET_POINTS = 3;
    public static final int PAIR_POINTS = 1;
    public static final int NANUK_BONUS = 2;
    public static final int NANUK_BONUS_TIED = 1;

    /** One player's score: {@code points = 3 * sets + pairs + bonus}. */
    public record PlayerScore(int points, int sets, int pairs, int nanuk, int bonus) {}

    /** Every player's score, in the piles' order, and everyone with the most points. */
    public record Result(Map<String, PlayerScore> players, List<String> winners) {
        public Result {
            players = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(players));
            winners = List.copyOf(winners);
        }
    }

    /** Scores every player's won pile (a player with no cards has an empty list). */
    public static Result score(Map<String, List<NanukCard>> piles) {
        if (piles == null) throw new Refusal("no piles to score: expected a pile (a list of cards) for each player");
        Map<String, Arrangement> best = new LinkedHashMap<>();
        Map<String, Integer> nanuk = new LinkedHashMap<>();
        int mostNanuk = 0;
        for (Map.Entry<String, List<NanukCard>> pile : piles.entrySet()) {
            String player = pile.getKey();
            if (player == null) throw new Refusal("a pile has no player name: expected each pile under a player's name");
            if (pile.getValue() == null) {
                throw new Refusal(player + "'s pile is missing: expected a list of cards (an empty list for none)");
            }
            int[] animals = new int[Animal.values().length];
            int inuksuks = 0;
            int bears = 0;
            for (NanukCard card : pile.getValue()) {
                if (card == null) throw new Refusal(player + "'s pile holds an empty card: expected a Nanuk card code");
                if (card.isInuksuk()) {
                    inuksuks++;
                } else {
                    animals[card.animal().ordinal()] += card.weight();
                    if (card.nanuk()) bears += card.weight();
                }
            }
            best.put(player, arrange(animals, inuksuks));
            nanuk.put(player, bears);
            mostNanuk = Math.max(mostNanuk, bears);
        }
        int holders = 0;
        for (int bears : nanuk.values()) if (mostNanuk > 0 && bears == mostNanuk) holders++;
        int bonusEach = holders == 1 ? NANUK_BONUS : NANUK_BONUS_TIED;

        Map<String, PlayerScore> players = new LinkedHashMap<>();
        int top = Integer.MIN_VALUE;
        for (Map.Entry<String, Arrangement> entry : best.entrySet()) {
            int bears = nanuk.get(entry.getKey());
            int bonus = mostNanuk > 0 && bears == mostNanuk ? bonusEach : 0;
            Arrangement a = entry.getValue();
            int points = SET_POINTS * a.sets + PAIR_POINTS * a.pairs + bonus;
            players.put(entry.getKey(), new PlayerScore(points, a.sets, a.pairs, bears, bonus));
            top = Math.max(top, points);
        }
        List<String> winners = new ArrayList<>();
        for (Map.Entry<String, PlayerScore> entry : players.entrySet()) {
            if (entry.getValue().points() == top) winners.add(entry.getKey());
        }
        return new Result(players, winners);
    }

    private record Arrangement(int sets, int pairs) {
        int points() {
            return SET_POINTS * sets + PAIR_POINTS * pairs;
        }
    }

    /** The best arrangement of animal halves per animal and wild Inuksuks (see the class comment). */
    private static Arrangement arrange(int[] animals, int wilds) {
        int total = wilds;
        for (int count : animals) total += count;
        Arrangement best = new Arrangement(0, 0);
        for (int sets = 0; sets * 4 <= total; sets++) {
            int wildsLeft = wilds;
            int pairs = 0;
            int odd = 0;
            for (int count : animals) {
                int real = Math.min(count, sets);
                wildsLeft -= sets - real;
                int rest = count - real;
                pairs += rest / 2;
                odd += rest % 2;
            }
            if (wildsLeft < 0) continue; // not enough wilds for this many sets
            int wildWithOdd = Math.min(odd, wildsLeft);
            pairs += wildWithOdd + (wildsLeft - wildWithOdd) / 2;
            Arrangement candidate = new Arrangement(sets, pairs);
            // Among equal points, prefer more sets (a stable, readable choice for the table).
            if (candidate.points() > best.points() || (candidate.points() == best.points() && sets > best.sets)) {
                best = candidate;
            }
        }
        return best;
    }
}
