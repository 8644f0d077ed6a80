package tablekeeper.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeSet;

import tablekeeper.rules.NanaState.Card;
import tablekeeper.rules.NanaState.Hand;
import tablekeeper.rules.NanaState.LastTurn;
import tablekeeper.rules.NanaState.Shown;
import tablekeeper.rules.NanaState.Slot;
import tablekeeper.rules.NanaState.SlotStatus;
import tablekeeper.rules.NanaState.Source;

/**
 * The rules of nana (Christmas Edition), with our rulings (docs/RULINGS.md, "nana").
 *
 * <p>Without a deal line the engine still checks every reveal against everything the table has seen: cards that
 * went back to a hand or the grid after a failed turn are known to be there, a hand is sorted (so what was seen at
 * one place bounds its neighbours, and a set taken from a hand's end bounds what is left), there are three cards
 * of each value, and the unseen cards must still fit the unseen places ({@link #fits}). With a deal line each reveal
 * must also be the true card.
 */
public final class Nana {
    public static final String CLASSIC = "classic";
    public static final String CHRISTMAS = "christmas";

    private Nana() {}

    // ---- the deck ----

    /** The biggest value in the deck: 2 players play without 11s and 12s, 3 players without 12s. */
    static int maxValue(int players) {
        return players == 2 ? 10 : players == 3 ? 11 : 12;
    }

    static int handSize(int players) {
        return switch (players) {
            case 2 -> 10;
            case 3 -> 8;
            case 4 -> 7;
            default -> 6;
        };
    }

    static int gridSize(int players) {
        return switch (players) {
            case 2 -> 10;
            case 3 -> 9;
            case 4 -> 8;
            default -> 6;
        };
    }

    /** The deck for a number of players: three of each value 1 to {@link #maxValue}, in order. */
    public static List<Integer> deck(int players) {
        List<Integer> deck = new ArrayList<>();
        for (int v = 1; v <= maxValue(players); v++) deck.addAll(List.of(v, v, v));
        return deck;
    }

    // ---- setup ----

    public static NanaState start(Line.Setup setup) {
        if (setup.game() != GameKind.NANA) throw new Refusal("this is the nana engine; the setup is for " + setup.game().code());
        List<String> players = setup.players();
        if (players.size() < 2 || players.size() > 5) {
            throw new Refusal("nana is played by 2 to 5 players, not " + players.size() + " " + players
                    + ": list them in seating order, the one who starts first");
        }
        Set<String> seen = new HashSet<>();
        for (String p : players) {
            if (p == null || p.isBlank()) throw new Refusal("a player has no name: expected a name for each of the players " + players);
            if (!seen.add(p)) throw new Refusal("the player " + p + " is listed twice: expected each player once, in seating order");
        }
        if (setup.dealer() != null) {
            throw new Refusal("nana has no dealer (\"dealer\": \"" + setup.dealer() + "\"): the first listed player starts, so list "
                    + setup.dealer() + " first if they start");
        }
        if (!setup.options().isEmpty()) {
            throw new Refusal("unknown option" + (setup.options().size() > 1 ? "s " : " ") + new TreeSet<>(setup.options().keySet())
                    + ": nana has no options (the variant is set with \"variant\": \"classic\" or \"christmas\")");
        }
        if (setup.deck() != null) {
            throw new Refusal("nana takes no \"deck\": its deck is always three of each value, 1 to 10, 11 or 12 by the number of players");
        }
        String variant = setup.variant() == null ? CLASSIC : setup.variant();
        if (!variant.equals(CLASSIC) && !variant.equals(CHRISTMAS)) {
            throw new Refusal("unknown variant '" + variant + "': expected \"classic\" or \"christmas\"");
        }
        if (setup.season() != null && setup.season() < 1) {
            throw new Refusal("season " + setup.season() + " is not a season number: expected 1 or more");
        }
        int max = maxValue(players.size());
        Map<String, Hand> hands = new LinkedHashMap<>();
        Map<String, List<Integer>> sets = new LinkedHashMap<>();
        for (String p : players) {
            hands.put(p, new Hand(places(handSize(players.size())), 0, 0, 1, max));
            sets.put(p, List.of());
        }
        List<Slot> grid = new ArrayList<>();
        for (int i = 0; i < gridSize(players.size()); i++) grid.add(new Slot(SlotStatus.HIDDEN, null, null));
        return new NanaState(players, variant, setup.match(), setup.season(), false, false, hands, grid, sets,
                1, players.get(0), List.of(), null, null, null, false);
    }

    private static List<Card> places(int n) {
        List<Card> cards = new ArrayList<>();
        for (int i = 0; i < n; i++) cards.add(new Card(null, null));
        return cards;
    }

    // ---- lines ----

    public static NanaState apply(NanaState s, Line line) {
        if (s.over()) {
            throw new Refusal("the game is over (" + (s.winner() != null ? s.winner() + " won: " + s.reason() : "the table ended it")
                    + "): a finished nana record takes no more lines");
        }
        return switch (line) {
            case Line.Deal d -> deal(s, d);
            case Line.HandReveal r -> handReveal(s, r);
            case Line.GridReveal r -> gridReveal(s, r);
            case Line.End e -> {
                Draft d = new Draft(s);
                d.ended = true;
                d.turn = null;
                yield d.build();
            }
            case Line.Setup x -> throw new Refusal("a setup line may only be the first line of a record");
            default -> throw new Refusal("a " + lineName(line) + " line belongs to Nanuk: a nana record takes deal, reveal and end lines");
        };
    }

    private static String lineName(Line line) {
        String n = line.getClass().getSimpleName();
        return n.equals("ChooseSide") ? "side" : n.toLowerCase(java.util.Locale.ROOT);
    }

    /** The deal: only before the first reveal, only once; exactly this deck, dealt in the right sizes. */
    private static NanaState deal(NanaState s, Line.Deal deal) {
        if (s.dealt()) throw new Refusal("the deal is already known: a nana record has at most one deal line");
        if (s.started()) {
            throw new Refusal("the deal comes too late: it may only be given before the first reveal, and cards have been revealed already");
        }
        int n = s.players().size();
        for (String p : deal.hands().keySet()) {
            if (!s.players().contains(p)) {
                throw new Refusal("the deal has a hand for " + p + ", who is not at this table: expected a hand for each of " + s.players());
            }
        }
        for (String p : s.players()) {
            List<Integer> hand = deal.hands().get(p);
            if (hand == null) throw new Refusal("the deal has no hand for " + p + ": expected a hand for each of " + s.players());
            if (hand.size() != handSize(n)) {
                throw new Refusal(p + "'s hand in the deal has " + hand.size() + " cards: expected " + handSize(n) + " each for "
                        + n + " players");
            }
        }
        if (deal.grid().size() != gridSize(n)) {
            throw new Refusal("the deal's grid has " + deal.grid().size() + " cards: expected " + gridSize(n) + " for " + n + " players");
        }
        int max = maxValue(n);
        int[] count = new int[max + 1];
        List<Integer> all = new ArrayList<>(deal.grid());
        for (String p : s.players()) all.addAll(deal.hands().get(p));
        for (int v : all) {
            if (v < 1 || v > max) throw new Refusal("the deal holds " + a(v) + ": " + deckWords(n));
            count[v]++;
        }
        for (int v = 1; v <= max; v++) {
            if (count[v] != 3) {
                throw new Refusal("the deal holds " + count[v] + " " + plural(v) + ": expected exactly three of each value 1 to " + max);
            }
        }
        Draft d = new Draft(s);
        d.dealt = true;
        for (String p : s.players()) {
            List<Card> cards = deal.hands().get(p).stream().sorted().map(v -> new Card(null, v)).toList();
            d.hands.put(p, new Hand(cards, 0, 0, 1, max));
        }
        for (int i = 0; i < deal.grid().size(); i++) d.grid.set(i, new Slot(SlotStatus.HIDDEN, null, deal.grid().get(i)));
        return d.build();
    }

    private static NanaState handReveal(NanaState s, Line.HandReveal r) {
        checkTurn(s, r.player());
        if (r.from() == null || !s.players().contains(r.from())) {
            throw new Refusal("there is no player " + r.from() + " at this table to reveal a card: expected one of " + s.players());
        }
        if (r.end() == null) throw new Refusal("the reveal names no end of " + r.from() + "'s hand: expected \"smallest\" or \"biggest\"");
        Hand h = s.hands().get(r.from());
        if (h.hidden() == 0) {
            throw new Refusal(r.from() + " has no hidden cards left to reveal"
                    + (h.size() == 0 ? " (their hand is empty)" : " (all " + h.size() + " are face up this turn)")
                    + ": expected " + whereToReveal(s));
        }
        Source src = new Source(r.from(), r.end(), null);
        int place = h.next(r.end());
        Integer dealt = h.cards().get(place).dealt();
        if (dealt != null && dealt != r.card()) {
            throw new Refusal(describe(src) + " is " + a(dealt) + " by the deal, not " + a(r.card()) + ": expected " + r.player()
                    + " to reveal the " + dealt);
        }
        String problem = problem(s, src, r.card());
        if (problem != null) throw new Refusal(problem);
        Draft d = new Draft(s);
        List<Card> cards = new ArrayList<>(h.cards());
        cards.set(place, new Card(r.card(), dealt));
        boolean small = r.end() == Line.HandEnd.SMALLEST;
        d.hands.put(r.from(), new Hand(cards, h.small() + (small ? 1 : 0), h.big() + (small ? 0 : 1), h.floor(), h.ceiling()));
        d.shown.add(new Shown(r.card(), r.from(), r.end(), null));
        return resolve(d, r.card());
    }

    private static NanaState gridReveal(NanaState s, Line.GridReveal r) {
        checkTurn(s, r.player());
        if (r.slot() < 0 || r.slot() >= s.grid().size()) {
            throw new Refusal("there is no grid slot " + r.slot() + ": the grid has slots 0 to " + (s.grid().size() - 1)
                    + ", counted row by row; expected " + whereToReveal(s));
        }
        Slot slot = s.grid().get(r.slot());
        if (slot.status() == SlotStatus.TAKEN) {
            throw new Refusal("grid slot " + r.slot() + " is empty: its card went into a set of " + plural(slot.seen())
                    + "; expected " + whereToReveal(s));
        }
        if (slot.status() == SlotStatus.FACE_UP) {
            throw new Refusal("grid slot " + r.slot() + " is already face up this turn (" + a(slot.seen()) + "); expected "
                    + whereToReveal(s));
        }
        Source src = new Source(null, null, r.slot());
        if (slot.dealt() != null && slot.dealt() != r.card()) {
            throw new Refusal("grid slot " + r.slot() + " holds " + a(slot.dealt()) + " by the deal, not " + a(r.card())
                    + ": expected the " + slot.dealt());
        }
        String problem = problem(s, src, r.card());
        if (problem != null) throw new Refusal(problem);
        Draft d = new Draft(s);
        d.grid.set(r.slot(), new Slot(SlotStatus.FACE_UP, r.card(), slot.dealt()));
        d.shown.add(new Shown(r.card(), null, null, r.slot()));
        return resolve(d, r.card());
    }

    private static void checkTurn(NanaState s, String player) {
        if (player == null) throw new Refusal("the reveal names no player: expected " + s.turn() + ", whose turn it is");
        if (!s.players().contains(player)) {
            throw new Refusal(player + " is not at this table " + s.players() + ": it is " + s.turn() + "'s turn");
        }
        if (!player.equals(s.turn())) {
            throw new Refusal("it is " + s.turn() + "'s turn, not " + player + "'s: expected a reveal by " + s.turn());
        }
    }

    /** After a reveal: a different value fails the turn, a third equal value takes the set. */
    private static NanaState resolve(Draft d, int card) {
        d.started = true;
        if (card != d.shown.get(0).card()) return fail(d);
        if (d.shown.size() == 3) return takeSet(d, card);
        return d.build();
    }

    /** A failed turn: hand cards go back to their owners, grid cards face down in their slots; all stay known. */
    private static NanaState fail(Draft d) {
        d.hands.replaceAll((p, h) -> new Hand(h.cards(), 0, 0, h.floor(), h.ceiling()));
        d.grid.replaceAll(slot -> slot.status() == SlotStatus.FACE_UP ? new Slot(SlotStatus.HIDDEN, slot.seen(), slot.dealt()) : slot);
        d.lastTurn = new LastTurn(d.turn, "fail", d.shown.stream().map(Shown::card).toList(), false);
        return nextTurn(d);
    }

    /** Three of a kind: the player takes the set, the cards leave the hands and the grid; perhaps a win or a pass. */
    private static NanaState takeSet(Draft d, int value) {
        d.hands.replaceAll((p, h) -> h.small() + h.big() == 0 ? h : new Hand(h.cards().subList(h.small(), h.size() - h.big()), 0, 0,
                h.small() > 0 ? Math.max(h.floor(), value) : h.floor(), h.big() > 0 ? Math.min(h.ceiling(), value) : h.ceiling()));
        d.grid.replaceAll(slot -> slot.status() == SlotStatus.FACE_UP ? new Slot(SlotStatus.TAKEN, slot.seen(), slot.dealt()) : slot);
        List<Integer> mine = new ArrayList<>(d.sets.get(d.turn));
        mine.add(value);
        d.sets.put(d.turn, mine);
        String reason = winReason(mine);
        boolean pass = reason == null && d.variant.equals(CHRISTMAS) && value % 2 == 0 && value <= 10;
        d.lastTurn = new LastTurn(d.turn, "set", List.of(value, value, value), pass);
        if (reason != null) {
            d.winner = d.turn;
            d.reason = reason;
            d.turn = null;
            d.shown.clear();
            return d.build();
        }
        if (pass) {
            // "Merry Christmas": every hand moves to the next player in seating order, what is known of it too.
            List<String> ps = d.players;
            Map<String, Hand> before = new LinkedHashMap<>(d.hands);
            for (int i = 0; i < ps.size(); i++) d.hands.put(ps.get((i + 1) % ps.size()), before.get(ps.get(i)));
        }
        return nextTurn(d);
    }

    private static NanaState nextTurn(Draft d) {
        d.shown.clear();
        d.turn = d.players.get((d.players.indexOf(d.turn) + 1) % d.players.size());
        d.turnNumber++;
        return d.build();
    }

    // ---- winning ----

    /** Why these sets win, the first of sevens, sum-or-difference-7, three-sets; null when they do not. */
    public static String winReason(List<Integer> sets) {
        if (sets.contains(7)) return "sevens";
        for (int i = 0; i < sets.size(); i++) {
            for (int j = i + 1; j < sets.size(); j++) {
                int a = sets.get(i), b = sets.get(j);
                if (a + b == 7 || Math.abs(a - b) == 7) return "sum-or-difference-7";
            }
        }
        return sets.size() >= 3 ? "three-sets" : null;
    }

    /** The values still in play that would win at once for {@code player}. */
    static List<Integer> winningValues(NanaState s, String player) {
        List<Integer> out = new ArrayList<>();
        if (s.over()) return out;
        for (int v : s.inPlay()) {
            List<Integer> with = new ArrayList<>(s.sets().get(player));
            with.add(v);
            if (winReason(with) != null) out.add(v);
        }
        return out;
    }

    /** The fewest further sets that can win for {@code player} (0 for the winner); null when no win is left. */
    static Integer setsNeeded(NanaState s, String player) {
        if (player.equals(s.winner())) return 0;
        if (s.over()) return null;
        List<Integer> have = s.sets().get(player);
        List<Integer> left = s.inPlay();
        if (!winningValues(s, player).isEmpty()) return 1;
        for (int a : left) {
            for (int b : left) {
                if (a < b && (a + b == 7 || b - a == 7)) return 2;
            }
        }
        int three = 3 - have.size();
        return left.size() >= three ? three : null;
    }

    // ---- what the table knows ----

    /** The values a reveal from {@code src} may show, given everything the table has seen (never the deal). */
    static List<Integer> possibleCards(NanaState s, Source src) {
        List<Integer> out = new ArrayList<>();
        for (int v = 1; v <= s.maxValue(); v++) if (problem(s, src, v) == null) out.add(v);
        return out;
    }

    /** Why {@code card} cannot come from {@code src}, judged on what the table has seen; null when it can. */
    static String problem(NanaState s, Source src, int card) {
        int n = s.players().size();
        if (card < 1 || card > maxValue(n)) return "there is no " + card + " in this game: " + deckWords(n);
        Integer known;
        int lower = 1, upper = s.maxValue();
        if (src.from() != null) {
            Hand h = s.hands().get(src.from());
            int place = h.next(src.end());
            known = h.cards().get(place).seen();
            lower = h.floor();
            upper = h.ceiling();
            for (int i = 0; i < h.size(); i++) {
                Integer v = h.cards().get(i).seen();
                if (v != null && i < place) lower = Math.max(lower, v);
                if (v != null && i > place) upper = Math.min(upper, v);
            }
        } else {
            known = s.grid().get(src.slot()).seen();
        }
        if (known != null) {
            if (known == card) return null; // counted already and it fits, or it would not have been accepted
            return describe(src) + " is known to be " + a(known) + " (it was seen there before and went back face down), not " + a(card);
        }
        if (card < lower || card > upper) {
            return describe(src) + " cannot be " + a(card) + ": " + src.from() + "'s hand is sorted, and what the table has seen of it leaves "
                    + (lower == upper ? "only " + a(lower) : lower + " to " + upper) + " there";
        }
        if (copiesKnown(s, card) >= 3) {
            return "there is no fourth " + card + ": all three are accounted for (" + String.join(", ", whereAre(s, card)) + ")";
        }
        if (!fits(s, src, card)) {
            return a(card) + " as " + describe(src) + " does not fit what the table has seen: the unseen cards could then not all be "
                    + "placed in the sorted hands and the grid; check the card";
        }
        return null;
    }

    /** How many copies of {@code value} the table knows the whereabouts of. */
    private static int copiesKnown(NanaState s, int value) {
        int count = 0;
        for (List<Integer> l : s.sets().values()) if (l.contains(value)) count += 3;
        for (Hand h : s.hands().values()) for (Card c : h.cards()) if (c.seen() != null && c.seen() == value) count++;
        for (Slot slot : s.grid()) if (slot.status() != SlotStatus.TAKEN && slot.seen() != null && slot.seen() == value) count++;
        return count;
    }

    /** Where the table knows the copies of {@code value} to be, in words. */
    private static List<String> whereAre(NanaState s, int value) {
        List<String> out = new ArrayList<>();
        s.sets().forEach((p, l) -> {
            if (l.contains(value)) out.add(p + "'s set of " + plural(value));
        });
        for (String p : s.players()) {
            Hand h = s.hands().get(p);
            for (int i = 0; i < h.size(); i++) {
                if (Integer.valueOf(value).equals(h.cards().get(i).seen())) {
                    out.add(i < h.small() || i >= h.size() - h.big() ? "face up from " + p + "'s hand" : "known in " + p + "'s hand");
                }
            }
        }
        for (int i = 0; i < s.grid().size(); i++) {
            Slot slot = s.grid().get(i);
            if (slot.status() != SlotStatus.TAKEN && Integer.valueOf(value).equals(slot.seen())) {
                out.add((slot.status() == SlotStatus.FACE_UP ? "face up in grid slot " : "known in grid slot ") + i);
            }
        }
        return out;
    }

    /**
     * Whether the cards nobody has seen can still fill the places nobody has seen, with {@code card} at {@code src}:
     * each run of unseen places in a hand takes values between the seen cards around it (hands are sorted), an
     * unseen grid slot takes any value. A perfect matching of intervals and values, found greedily: values in
     * increasing order, each to the open run that closes first.
     */
    static boolean fits(NanaState s, Source src, int card) {
        int max = s.maxValue();
        int[] pool = new int[max + 1];
        Arrays.fill(pool, 1, max + 1, 3);
        for (List<Integer> l : s.sets().values()) for (int v : l) pool[v] -= 3;
        List<int[]> runs = new ArrayList<>(); // {lowest value, highest value, places}
        for (String p : s.players()) {
            Hand h = s.hands().get(p);
            int override = p.equals(src.from()) ? h.next(src.end()) : -1;
            int low = h.floor(), places = 0;
            for (int i = 0; i < h.size(); i++) {
                Integer seen = i == override ? Integer.valueOf(card) : h.cards().get(i).seen();
                if (seen == null) {
                    places++;
                    continue;
                }
                pool[seen]--;
                if (places > 0) runs.add(new int[] {low, Math.min(seen, h.ceiling()), places});
                places = 0;
                low = Math.max(low, seen);
            }
            if (places > 0) runs.add(new int[] {low, h.ceiling(), places});
        }
        int unseenSlots = 0;
        for (int i = 0; i < s.grid().size(); i++) {
            Slot slot = s.grid().get(i);
            if (slot.status() == SlotStatus.TAKEN) continue;
            Integer seen = src.slot() != null && src.slot() == i ? Integer.valueOf(card) : slot.seen();
            if (seen == null) unseenSlots++;
            else pool[seen]--;
        }
        if (unseenSlots > 0) runs.add(new int[] {1, max, unseenSlots});
        for (int v = 1; v <= max; v++) if (pool[v] < 0) return false;
        runs.sort(Comparator.comparingInt(r -> r[0]));
        PriorityQueue<int[]> open = new PriorityQueue<>(Comparator.comparingInt(r -> r[1]));
        int next = 0;
        for (int v = 1; v <= max; v++) {
            while (next < runs.size() && runs.get(next)[0] <= v) open.add(runs.get(next++));
            if (!open.isEmpty() && open.peek()[1] < v) return false; // a run closed with places unfilled
            int need = pool[v];
            while (need > 0) {
                int[] run = open.peek();
                if (run == null) return false;
                int take = Math.min(need, run[2]);
                run[2] -= take;
                need -= take;
                if (run[2] == 0) open.poll();
            }
        }
        return next == runs.size() && open.isEmpty();
    }

    // ---- words ----

    private static String describe(Source src) {
        return src.from() != null ? src.from() + "'s " + src.end().code() + " hidden card" : "grid slot " + src.slot();
    }

    private static String whereToReveal(NanaState s) {
        List<String> hands = new ArrayList<>();
        for (String p : s.players()) if (s.hands().get(p).hidden() > 0) hands.add(p);
        List<Integer> slots = new ArrayList<>();
        for (int i = 0; i < s.grid().size(); i++) if (s.grid().get(i).status() == SlotStatus.HIDDEN) slots.add(i);
        String h = hands.isEmpty() ? "" : "the smallest or biggest card of " + String.join(", ", hands) + "'s hand";
        String g = slots.isEmpty() ? "" : "a face-down grid slot " + slots;
        return h.isEmpty() ? g : g.isEmpty() ? h : h + ", or " + g;
    }

    private static String deckWords(int players) {
        return switch (players) {
            case 2 -> "the 2-player deck has values 1 to 10 (the 11s and 12s are removed)";
            case 3 -> "the 3-player deck has values 1 to 11 (the 12s are removed)";
            default -> "the deck has values 1 to 12";
        };
    }

    /** "a 5", "an 8", "an 11": the value with its article, as it is said. */
    static String a(int v) {
        return (v == 8 || v == 11 ? "an " : "a ") + v;
    }

    private static String plural(int v) {
        return v + "s";
    }

    /** A mutable copy of a state, for building the next one. */
    private static final class Draft {
        final List<String> players;
        final String variant;
        final NanaState from;
        final Map<String, Hand> hands;
        final List<Slot> grid;
        final Map<String, List<Integer>> sets;
        final List<Shown> shown;
        boolean dealt, started, ended;
        int turnNumber;
        String turn, winner, reason;
        LastTurn lastTurn;

        Draft(NanaState s) {
            from = s;
            players = s.players();
            variant = s.variant();
            hands = new LinkedHashMap<>(s.hands());
            grid = new ArrayList<>(s.grid());
            sets = new LinkedHashMap<>(s.sets());
            shown = new ArrayList<>(s.shown());
            dealt = s.dealt();
            started = s.started();
            ended = s.ended();
            turnNumber = s.turnNumber();
            turn = s.turn();
            winner = s.winner();
            reason = s.reason();
            lastTurn = s.lastTurn();
        }

        NanaState build() {
            return new NanaState(players, variant, from.match(), from.season(), dealt, started, hands, grid, sets,
                    turnNumber, turn, shown, lastTurn, winner, reason, ended);
        }
    }
}
