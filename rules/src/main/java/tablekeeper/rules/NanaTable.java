package tablekeeper.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import tablekeeper.rules.NanaState.Hand;
import tablekeeper.rules.NanaState.Source;

/**
 * A nana table in a box: a seeded shuffle deals real cards, and a bot plays every seat, producing the lines of a
 * legal game (the deal line when asked for, then reveals, and an end line if nobody has won after
 * {@code maxReveals}). The bot sees only what the table has seen; the cards it reveals come from the real deal.
 *
 * <pre>
 * GameRecord game = new NanaTable(setup, 42, true, NanaTable.Bot.MEMORY).play(2000);
 * </pre>
 */
public final class NanaTable {
    /** RANDOM reveals anything at random; MEMORY remembers every card seen and goes for sets it can find. */
    public enum Bot { RANDOM, MEMORY }

    private final Random random;
    private final Bot bot;
    private final Line.Deal deal;
    private NanaState truth; // the same game with the deal known: where each revealed card comes from
    private final List<Line> lines = new ArrayList<>();
    private NanaState state;

    public NanaTable(Line.Setup setup, long seed, boolean recordDeal, Bot bot) {
        this.random = new Random(seed);
        this.bot = bot;
        List<Integer> deck = new ArrayList<>(Nana.deck(setup.players().size()));
        Collections.shuffle(deck, random);
        int n = setup.players().size(), size = Nana.handSize(n);
        Map<String, List<Integer>> hands = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) hands.put(setup.players().get(i), deck.subList(i * size, (i + 1) * size).stream().sorted().toList());
        this.deal = new Line.Deal(hands, deck.subList(n * size, deck.size()));
        lines.add(setup);
        this.state = Nana.start(setup);
        if (recordDeal) append(deal);
        this.truth = Nana.apply(Nana.start(setup), deal);
    }

    /** Plays a whole game: the record of {@code setup}, a shuffled deal from {@code seed}, reveals to a win or the cap. */
    public static GameRecord game(Line.Setup setup, long seed, boolean recordDeal, Bot bot, int maxReveals) {
        return new NanaTable(setup, seed, recordDeal, bot).play(maxReveals);
    }

    public Line.Deal deal() {
        return deal;
    }

    /** The record so far (replayed from its lines). */
    public GameRecord record() {
        return GameRecord.replay(lines);
    }

    /** The lines so far, the setup first. */
    public List<Line> lines() {
        return List.copyOf(lines);
    }

    /** The state after the lines so far, built line by line. */
    public NanaState state() {
        return state;
    }

    private void append(Line line) {
        state = Nana.apply(state, line);
        lines.add(line);
    }

    /** Plays on until someone wins and returns the record; after {@code maxReveals} reveals in all the table ends the game. */
    public GameRecord play(int maxReveals) {
        int reveals = 0;
        while (!state().over()) {
            if (reveals++ >= maxReveals) {
                append(new Line.End());
            } else {
                step();
            }
        }
        return record();
    }

    /** The bot whose turn it is reveals one card; returns that line (already in the record). */
    public Line step() {
        NanaState seen = state();
        if (seen.over()) throw new IllegalStateException("the game is over");
        Source src = bot == Bot.MEMORY ? remember(seen) : pick(seen.sources());
        Line line = src.line(seen.turn(), trueCard(src));
        append(line);
        truth = Nana.apply(truth, line);
        return line;
    }

    private int trueCard(Source src) {
        if (src.slot() != null) return truth.grid().get(src.slot()).dealt();
        Hand h = truth.hands().get(src.from());
        return h.cards().get(h.next(src.end())).dealt();
    }

    /**
     * The memory bot: in a turn, reveals a card known to match when there is one, else a card that may match;
     * to open a turn, goes for the value with the most known cards it can reach in a row (2 or more), else an
     * unseen card.
     */
    private Source remember(NanaState s) {
        List<Source> sources = s.sources();
        if (!s.shown().isEmpty()) {
            int v = s.shown().get(0).card();
            List<Source> sure = sources.stream().filter(src -> Integer.valueOf(v).equals(seenAt(s, src))).toList();
            if (!sure.isEmpty()) return pick(sure);
            List<Source> maybe = sources.stream().filter(src -> seenAt(s, src) == null && Nana.problem(s, src, v) == null).toList();
            return pick(!maybe.isEmpty() ? maybe : unseenOr(s, sources));
        }
        int best = 0, bestCount = 0;
        for (int v : s.inPlay()) {
            int count = reachable(s, v);
            if (count > bestCount) {
                best = v;
                bestCount = count;
            }
        }
        int v = best;
        // two known cards are worth a try only when the third may be found; otherwise learn something new
        if (bestCount >= 3 || bestCount == 2
                && sources.stream().anyMatch(src -> seenAt(s, src) == null && Nana.problem(s, src, v) == null)) {
            return pick(sources.stream().filter(src -> Integer.valueOf(v).equals(seenAt(s, src))).toList());
        }
        return pick(unseenOr(s, sources));
    }

    private static List<Source> unseenOr(NanaState s, List<Source> sources) {
        List<Source> unseen = sources.stream().filter(src -> seenAt(s, src) == null).toList();
        return unseen.isEmpty() ? sources : unseen;
    }

    /** How many known cards of value {@code v} can be revealed one after another from hand ends and the grid. */
    private static int reachable(NanaState s, int v) {
        int count = 0;
        for (Hand h : s.hands().values()) {
            int lo = h.small(), hi = h.size() - 1 - h.big();
            while (lo <= hi && Integer.valueOf(v).equals(h.cards().get(lo).seen())) {
                count++;
                lo++;
            }
            while (hi >= lo && Integer.valueOf(v).equals(h.cards().get(hi).seen())) {
                count++;
                hi--;
            }
        }
        for (NanaState.Slot slot : s.grid()) {
            if (slot.status() == NanaState.SlotStatus.HIDDEN && Integer.valueOf(v).equals(slot.seen())) count++;
        }
        return count;
    }

    private static Integer seenAt(NanaState s, Source src) {
        if (src.slot() != null) return s.grid().get(src.slot()).seen();
        Hand h = s.hands().get(src.from());
        return h.cards().get(h.next(src.end())).seen();
    }

    private Source pick(List<Source> sources) {
        return sources.get(random.nextInt(sources.size()));
    }
}
