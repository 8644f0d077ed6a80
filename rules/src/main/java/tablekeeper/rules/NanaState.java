package tablekeeper.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The state of a nana game: what the table can see and what it knows. Immutable; {@link Nana} makes the next one.
 *
 * <p>Every hand is a sorted row of card places. A place holds what the table has {@code seen} there (null while
 * unseen) and, when the deal is known, what was {@code dealt} there. During a turn the revealed cards lie face up in
 * front of their owners: {@code small} places from the smallest end and {@code big} from the biggest end of a hand.
 * {@code floor} and {@code ceiling} bound every card still in a hand (sets taken from its ends tell that much).
 */
public record NanaState(
        List<String> players, String variant, String match, Integer season,
        boolean dealt, boolean started,
        Map<String, Hand> hands, List<Slot> grid, Map<String, List<Integer>> sets,
        int turnNumber, String turn, List<Shown> shown, LastTurn lastTurn,
        String winner, String reason, boolean ended) implements GameState {

    public NanaState {
        players = List.copyOf(players);
        hands = Collections.unmodifiableMap(new LinkedHashMap<>(hands));
        grid = List.copyOf(grid);
        Map<String, List<Integer>> s = new LinkedHashMap<>();
        sets.forEach((k, v) -> s.put(k, List.copyOf(v)));
        sets = Collections.unmodifiableMap(s);
        shown = List.copyOf(shown);
    }

    /** One place in a sorted hand. */
    public record Card(Integer seen, Integer dealt) {}

    /** A hand: its places in sorted order, the face-up cards of this turn at either end, and bounds on the rest. */
    public record Hand(List<Card> cards, int small, int big, int floor, int ceiling) {
        public Hand {
            cards = List.copyOf(cards);
        }

        public int size() {
            return cards.size();
        }

        public int hidden() {
            return cards.size() - small - big;
        }

        /** The place the next reveal from {@code end} comes from. */
        public int next(Line.HandEnd end) {
            return end == Line.HandEnd.SMALLEST ? small : cards.size() - 1 - big;
        }
    }

    public enum SlotStatus { HIDDEN, FACE_UP, TAKEN }

    /** One grid place: face down (perhaps seen before), face up this turn, or taken into a set. */
    public record Slot(SlotStatus status, Integer seen, Integer dealt) {}

    /** A card revealed this turn: from a hand's end ({@code from}, {@code end}) or from a grid {@code slot}. */
    public record Shown(int card, String from, Line.HandEnd end, Integer slot) {}

    /** How the last finished turn went: "set" or "fail", the cards it showed, and whether hands were passed. */
    public record LastTurn(String player, String result, List<Integer> cards, boolean handsPassed) {
        public LastTurn {
            cards = List.copyOf(cards);
        }
    }

    /** Where a reveal can come from now: a hand's end, or a grid slot ({@code from == null}). */
    public record Source(String from, Line.HandEnd end, Integer slot) {
        /** The record line of {@code player} revealing {@code card} from here. */
        public Line line(String player, int card) {
            return from != null ? new Line.HandReveal(player, from, end, card) : new Line.GridReveal(player, slot, card);
        }

        public String says() {
            return from != null ? from + "'s " + end.code() + " card" : "grid slot " + slot;
        }
    }

    public GameKind game() {
        return GameKind.NANA;
    }

    public boolean over() {
        return winner != null || ended;
    }

    /** The biggest value in this game's deck: 10 for 2 players, 11 for 3, 12 for 4 or 5. */
    public int maxValue() {
        return Nana.maxValue(players.size());
    }

    public List<String> waitingFor() {
        return turn == null ? List.of() : List.of(turn);
    }

    /** Every hand end and grid slot a card can be revealed from now, hands in seating order, then the grid. */
    public List<Source> sources() {
        if (over()) return List.of();
        List<Source> out = new ArrayList<>();
        for (String p : players) {
            if (hands.get(p).hidden() > 0) {
                out.add(new Source(p, Line.HandEnd.SMALLEST, null));
                out.add(new Source(p, Line.HandEnd.BIGGEST, null));
            }
        }
        for (int i = 0; i < grid.size(); i++) {
            if (grid.get(i).status() == SlotStatus.HIDDEN) out.add(new Source(null, null, i));
        }
        return out;
    }

    /**
     * One reveal action per hand end and face-down grid slot; {@code cards} in its limits are the values that
     * what the table has seen still allows there (never more: a known deal is not given away), then the deal
     * (before the first reveal, when not yet given) and the table's end.
     */
    public List<Action> legalActions() {
        if (over()) return List.of();
        List<Action> out = new ArrayList<>();
        for (Source src : sources()) {
            Map<String, Object> limits = new LinkedHashMap<>();
            if (src.from() != null) {
                limits.put("from", src.from());
                limits.put("end", src.end().code());
            } else {
                limits.put("grid", src.slot());
            }
            limits.put("cards", Nana.possibleCards(this, src));
            String says = src.from() == null ? turn + " flips grid card " + src.slot()
                    : src.from().equals(turn) ? turn + " reveals their own " + src.end().code() + " card"
                    : turn + " asks " + src.from() + " for their " + src.end().code() + " card";
            out.add(new Action("reveal", turn, limits, says));
        }
        if (!dealt && !started) {
            Map<String, Object> limits = new LinkedHashMap<>();
            limits.put("handSize", Nana.handSize(players.size()));
            limits.put("gridSize", Nana.gridSize(players.size()));
            limits.put("maxValue", maxValue());
            out.add(new Action("deal", null, limits, "The table enters the deal (optional, before the first reveal)"));
        }
        out.add(new Action("end", null, Map.of(), "The table ends the game"));
        return out;
    }

    /** The values still in play: in the deck and not yet taken as a set. */
    List<Integer> inPlay() {
        List<Integer> out = new ArrayList<>();
        for (int v = 1; v <= maxValue(); v++) {
            int value = v;
            if (sets.values().stream().noneMatch(l -> l.contains(value))) out.add(v);
        }
        return out;
    }

    public Map<String, Object> summary() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", "nana");
        m.put("variant", variant);
        m.put("players", players);
        m.put("match", match);
        m.put("season", season);
        m.put("over", over());
        m.put("winner", winner);
        m.put("reason", reason);
        m.put("ended", ended);
        m.put("turn", turn);
        m.put("turnNumber", turnNumber);
        m.put("dealKnown", dealt);
        Map<String, Object> setMap = new LinkedHashMap<>();
        sets.forEach((p, l) -> setMap.put(p, l));
        m.put("sets", Collections.unmodifiableMap(setMap));
        List<Object> revealed = new ArrayList<>();
        for (Shown s : shown) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("card", s.card());
            if (s.from() != null) {
                r.put("from", s.from());
                r.put("end", s.end().code());
            } else {
                r.put("grid", s.slot());
            }
            revealed.add(Collections.unmodifiableMap(r));
        }
        m.put("revealed", Collections.unmodifiableList(revealed));
        List<Object> g = new ArrayList<>();
        for (Slot slot : grid) {
            g.add(switch (slot.status()) {
                case HIDDEN -> "hidden";
                case TAKEN -> "taken";
                case FACE_UP -> slot.seen();
            });
        }
        m.put("grid", Collections.unmodifiableList(g));
        Map<String, Object> hs = new LinkedHashMap<>();
        for (String p : players) {
            Hand h = hands.get(p);
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("size", h.size());
            one.put("hidden", h.hidden());
            hs.put(p, Collections.unmodifiableMap(one));
        }
        m.put("hands", Collections.unmodifiableMap(hs));
        Map<String, Object> toWin = new LinkedHashMap<>();
        for (String p : players) {
            Map<String, Object> w = new LinkedHashMap<>();
            w.put("setsNeeded", Nana.setsNeeded(this, p));
            w.put("winningValues", Nana.winningValues(this, p));
            toWin.put(p, Collections.unmodifiableMap(w));
        }
        m.put("toWin", Collections.unmodifiableMap(toWin));
        if (lastTurn == null) {
            m.put("lastTurn", null);
        } else {
            Map<String, Object> lt = new LinkedHashMap<>();
            lt.put("player", lastTurn.player());
            lt.put("result", lastTurn.result());
            lt.put("cards", lastTurn.cards());
            lt.put("handsPassed", lastTurn.handsPassed());
            m.put("lastTurn", Collections.unmodifiableMap(lt));
        }
        return Collections.unmodifiableMap(m);
    }
}
