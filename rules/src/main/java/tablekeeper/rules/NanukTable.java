package tablekeeper.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import tablekeeper.rules.NanukState.Phase;

/**
 * A simulated Nanuk table: a seeded, shuffled physical deck (discards go face up to its bottom, so winter comes
 * when the face-down cards run out), the players' hands, the cards on the table and the won piles, with simple
 * bots making every decision. {@link #next()} plays one line through the rules engine and moves the cards; a game
 * played to its end closes with the {@code score} line built from the real piles. Used by tests and the demo.
 */
public final class NanukTable {
    private final Random random;
    private final int maxRounds;
    private final double abandonChance;
    private NanukState state;
    private final List<Line> lines = new ArrayList<>();

    private final Deque<NanukCard> deck = new ArrayDeque<>();       // face down, top first
    private final List<NanukCard> faceUpBottom = new ArrayList<>(); // discards, face up under the deck
    private final Map<String, List<NanukCard>> hands = new LinkedHashMap<>();
    private final Map<String, List<NanukCard>> piles = new LinkedHashMap<>();
    private final List<NanukCard> contributed = new ArrayList<>();
    private final List<NanukCard> drawn = new ArrayList<>();
    private final List<NanukCard> antes = new ArrayList<>();
    private final List<NanukCard> abandoned = new ArrayList<>();
    private boolean winterWhileDealing;

    /** A table that plays until winter (or {@code maxRounds} rounds, then an end line); {@code abandonChance}
     *  is the chance, at each line of a hunt, that the table ends the game there and then. */
    public NanukTable(Line.Setup setup, long seed, int maxRounds, double abandonChance) {
        this.random = new Random(seed);
        this.maxRounds = maxRounds;
        this.abandonChance = abandonChance;
        this.state = Nanuk.start(setup);
        lines.add(setup);
        List<NanukCard> cards = NanukDeck.cards(state.setting().catalogue());
        Collections.shuffle(cards, random);
        deck.addAll(cards);
        for (String p : state.players()) {
            hands.put(p, new ArrayList<>());
            piles.put(p, new ArrayList<>());
        }
        for (int i = 0; i < Nanuk.HAND; i++) for (String p : dealingOrder()) hands.get(p).add(deck.poll());
    }

    public NanukTable(Line.Setup setup, long seed) {
        this(setup, seed, Integer.MAX_VALUE, 0);
    }

    /** A whole game's record, setup to score line. */
    public static List<Line> game(Line.Setup setup, long seed) {
        return new NanukTable(setup, seed).playToEnd();
    }

    public List<Line> playToEnd() {
        while (next() != null) {
            // each call plays one line
        }
        return lines();
    }

    /** Plays the next line (and moves the cards); null once the game is over and scored. */
    public Line next() {
        Line line = decide();
        if (line == null) return null;
        NanukState before = state;
        try {
            state = Nanuk.apply(state, line);
        } catch (Refusal r) {
            throw new IllegalStateException("the bots played an illegal line " + line + ": " + r.getMessage(), r);
        }
        lines.add(line);
        move(before, line);
        return line;
    }

    // ---- the bots ----

    private Line decide() {
        NanukState s = state;
        if (s.phase() != Phase.OVER && s.phase() != Phase.SCORE && s.huntUnderWay() && random.nextDouble() < abandonChance) {
            return new Line.End();
        }
        return switch (s.phase()) {
            case OVER -> null;
            case SCORE -> new Line.Score(piles);
            case WIND -> {
                if (winterWhileDealing) yield new Line.Winter();
                if (s.round() >= maxRounds) yield new Line.End();
                Line.Direction d = random.nextBoolean() ? Line.Direction.CLOCKWISE : Line.Direction.COUNTERCLOCKWISE;
                if (s.setting().alternateWind() && s.wind() != null) {
                    d = s.wind() == Line.Direction.CLOCKWISE ? Line.Direction.COUNTERCLOCKWISE : Line.Direction.CLOCKWISE;
                }
                yield new Line.Wind(d);
            }
            case BOAST -> boast(s);
            case SIDES -> {
                List<String> waiting = s.waitingFor();
                String p = waiting.get(random.nextInt(waiting.size()));
                yield new Line.ChooseSide(p, random.nextBoolean() ? Line.Side.HUNT : Line.Side.DOOM);
            }
            case CONTRIBUTE -> {
                String p = s.nextContributor();
                int max = Math.min(Nanuk.MAX_CONTRIBUTION, s.hands().get(p));
                yield new Line.Contribute(p, 1 + random.nextInt(max));
            }
            case REVEAL -> {
                List<NanukCard> mixed = new ArrayList<>(contributed);
                Collections.shuffle(mixed, random);
                yield new Line.Reveal(mixed);
            }
            case DRAW -> deck.isEmpty() ? new Line.Winter() : new Line.Draw(deck.peek());
        };
    }

    private Line boast(NanukState s) {
        Line.Bid cur = s.bid();
        String p = s.turn();
        if (cur == null) {
            return new Line.Bid(p, 1 + random.nextInt(3), favourite(p), 2 + random.nextInt(5));
        }
        if (random.nextDouble() < 0.35 || (cur.days() == Nanuk.MAX_DAYS && cur.count() > 8)) return new Line.Doom(p);
        return switch (random.nextInt(3)) {
            case 0 -> cur.days() < Nanuk.MAX_DAYS ? new Line.Bid(p, cur.count(), cur.animal(), cur.days() + 1)
                    : new Line.Bid(p, cur.count() + 1, cur.animal(), cur.days());
            case 1 -> new Line.Bid(p, cur.count() + 1, favourite(p), cur.days());
            default -> new Line.Bid(p, cur.count() + 1, cur.animal(), Math.min(Nanuk.MAX_DAYS, cur.days() + random.nextInt(2)));
        };
    }

    /** The animal a player holds most of (a random one on an empty or animal-less hand). */
    private Animal favourite(String p) {
        int[] weight = new int[Animal.values().length];
        for (NanukCard c : hands.get(p)) if (!c.isInuksuk()) weight[c.animal().ordinal()] += c.weight();
        int best = random.nextInt(weight.length);
        for (int i = 0; i < weight.length; i++) if (weight[i] > weight[best]) best = i;
        return Animal.values()[best];
    }

    // ---- the cards ----

    private void move(NanukState before, Line line) {
        switch (line) {
            case Line.ChooseSide c -> {
                if (state.phase() == Phase.CONTRIBUTE) {
                    for (String doomer : state.doomers()) antes.add(takeFromHand(doomer, false));
                }
            }
            case Line.Contribute c -> {
                for (int i = 0; i < c.cards(); i++) contributed.add(takeFromHand(c.player(), true));
            }
            case Line.Draw d -> drawn.add(deck.poll());
            case Line.Winter w -> {
                if (before.phase() == Phase.DRAW && !before.lastHunt()) {
                    // Winter is near: hands and discards are shuffled into a new deck.
                    List<NanukCard> cards = new ArrayList<>(faceUpBottom);
                    faceUpBottom.clear();
                    for (List<NanukCard> hand : hands.values()) {
                        cards.addAll(hand);
                        hand.clear();
                    }
                    cards.addAll(deck);
                    deck.clear();
                    Collections.shuffle(cards, random);
                    deck.addAll(cards);
                }
                winterWhileDealing = false;
            }
            case Line.End e -> {
                if (before.huntUnderWay()) clearTable(abandoned);
            }
            default -> {}
        }
        if (state.hunts().size() > before.hunts().size()) share(state.hunts().get(state.hunts().size() - 1));
    }

    /** A Hunter gives target animals and Inuksuks first; anything else goes at random. */
    private NanukCard takeFromHand(String p, boolean hunting) {
        List<NanukCard> hand = hands.get(p);
        int pick = random.nextInt(hand.size());
        if (hunting) {
            for (int i = 0; i < hand.size(); i++) {
                NanukCard c = hand.get(i);
                if (c.isInuksuk() || (c.animal() == state.bid().animal() && random.nextInt(4) > 0)) pick = i;
            }
        }
        return hand.remove(pick);
    }

    /** Winners take a card at a time from their leader on; the rest goes face up under the deck; then hands refill. */
    private void share(NanukState.Hunt hunt) {
        List<NanukCard> pot = new ArrayList<>();
        clearTable(pot);
        for (int taken = 0; taken < hunt.share().values().iterator().next(); taken++) {
            for (String winner : hunt.share().keySet()) piles.get(winner).add(pot.remove(random.nextInt(pot.size())));
        }
        faceUpBottom.addAll(pot);
        if (state.phase() != Phase.WIND) return; // that was the last hunt
        for (int round = 0; round < Nanuk.HAND && !winterWhileDealing; round++) {
            for (String p : dealingOrder()) {
                if (hands.get(p).size() >= Nanuk.HAND) continue;
                if (deck.isEmpty()) {
                    winterWhileDealing = true; // a face-up card (or no card) appears while dealing: the game ends
                    break;
                }
                hands.get(p).add(deck.poll());
            }
        }
    }

    private void clearTable(List<NanukCard> into) {
        into.addAll(contributed);
        into.addAll(drawn);
        into.addAll(antes);
        contributed.clear();
        drawn.clear();
        antes.clear();
    }

    /** The dealer deals clockwise, starting on their left. */
    private List<String> dealingOrder() {
        List<String> p = state.players();
        int d = p.indexOf(state.setting().dealer());
        List<String> order = new ArrayList<>();
        for (int i = 1; i <= p.size(); i++) order.add(p.get((d + i) % p.size()));
        return order;
    }

    // ---- what tests and the demo look at ----

    public NanukState state() {
        return state;
    }

    public List<Line> lines() {
        return List.copyOf(lines);
    }

    public Map<String, List<NanukCard>> hands() {
        Map<String, List<NanukCard>> copy = new LinkedHashMap<>();
        hands.forEach((p, h) -> copy.put(p, List.copyOf(h)));
        return copy;
    }

    public Map<String, List<NanukCard>> piles() {
        Map<String, List<NanukCard>> copy = new LinkedHashMap<>();
        piles.forEach((p, h) -> copy.put(p, List.copyOf(h)));
        return copy;
    }

    public int deckSize() {
        return deck.size() + faceUpBottom.size();
    }

    /** Every card wherever it is (deck, discards, hands, table, piles, abandoned): always the whole catalogue. */
    public Map<NanukCard, Integer> allCards() {
        Map<NanukCard, Integer> all = new LinkedHashMap<>();
        List<NanukCard> every = new ArrayList<>(deck);
        every.addAll(faceUpBottom);
        hands.values().forEach(every::addAll);
        piles.values().forEach(every::addAll);
        every.addAll(contributed);
        every.addAll(drawn);
        every.addAll(antes);
        every.addAll(abandoned);
        for (NanukCard c : every) all.merge(c, 1, Integer::sum);
        return all;
    }
}
