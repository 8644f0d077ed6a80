package tablekeeper.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Nanuk game after some lines of its record: everything the rules let the table know. Immutable; the rules in
 * {@link Nanuk} make the next state through a {@link Draft}. The current round's details (bid, sides, cards,
 * draws, odds) stay visible between rounds until the next wind line opens a new round.
 */
public record NanukState(
        Setting setting,
        Phase phase,
        int round,
        String firstPlayer,
        Line.Direction wind,
        String turn,
        Line.Bid bid,
        String huntLeader,
        String doomLeader,
        Map<String, Line.Side> sides,
        Map<String, Integer> contributions,
        List<NanukCard> revealed,
        List<Day> draws,
        int inuksuks,
        boolean lastHunt,
        List<Double> odds,
        Map<String, Integer> hands,
        Map<String, Integer> cardsWon,
        Map<String, Integer> huntsWon,
        List<Hunt> hunts,
        Map<NanukCard, Integer> cycleSeen,
        Map<NanukCard, Integer> seen,
        List<String> rulings,
        NanukScoring.Result result) implements GameState {

    /** What the setup line fixed for the whole game. */
    public record Setting(List<String> players, String dealer, boolean sequentialSides, boolean alternateWind,
                          Map<NanukCard, Integer> catalogue, String match, Integer season) {}

    public enum Phase {
        WIND, BOAST, SIDES, CONTRIBUTE, REVEAL, DRAW, SCORE, OVER;

        public String code() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** One day's draw: the card, whether an Inuksuk cancelled its Nanuk, whether it ended the hunt. */
    public record Day(NanukCard card, boolean cancelled, boolean endedHunt) {}

    /** A finished hunt. {@code share}: each winner (leader first, then in wind direction) to the cards they took. */
    public record Hunt(int round, boolean success, String reason, Animal target, int count, int animals, int pot,
                       Map<String, Integer> share, int discarded) {}

    public NanukState {
        sides = frozen(sides);
        contributions = frozen(contributions);
        revealed = List.copyOf(revealed);
        draws = List.copyOf(draws);
        odds = List.copyOf(odds);
        hands = frozen(hands);
        cardsWon = frozen(cardsWon);
        huntsWon = frozen(huntsWon);
        hunts = List.copyOf(hunts);
        cycleSeen = frozen(cycleSeen);
        seen = frozen(seen);
        rulings = List.copyOf(rulings);
    }

    private static <K, V> Map<K, V> frozen(Map<K, V> map) {
        return map instanceof Frozen<K, V> f ? f : new Frozen<>(map);
    }

    @Override
    public GameKind game() {
        return GameKind.NANUK;
    }

    @Override
    public List<String> players() {
        return setting.players();
    }

    @Override
    public boolean over() {
        return phase == Phase.OVER;
    }

    /** True once the game has ended (winter or an end line), scored or not. */
    public boolean ended() {
        return phase == Phase.SCORE || phase == Phase.OVER;
    }

    // ---- what the table can work out from the state ----

    public int direction() {
        return wind == Line.Direction.COUNTERCLOCKWISE ? -1 : 1;
    }

    /** The player {@code steps} seats from {@code player} in the current wind direction. */
    public String after(String player, int steps) {
        List<String> p = players();
        int n = p.size();
        return p.get(Math.floorMod(p.indexOf(player) + steps * direction(), n));
    }

    /** Players in wind direction starting with {@code first}. */
    public List<String> windOrderFrom(String first) {
        List<String> order = new ArrayList<>();
        for (int i = 0; i < players().size(); i++) order.add(after(first, i));
        return order;
    }

    public List<String> hunters() {
        return onSide(Line.Side.HUNT, huntLeader);
    }

    public List<String> doomers() {
        return onSide(Line.Side.DOOM, doomLeader);
    }

    /** A side's players, its leader first and then in wind direction. */
    private List<String> onSide(Line.Side side, String leader) {
        if (leader == null) return List.of();
        return windOrderFrom(leader).stream().filter(p -> side(p) == side).toList();
    }

    /** The side a player is on this round (leaders included), or null while undecided. */
    public Line.Side side(String player) {
        if (player.equals(huntLeader)) return Line.Side.HUNT;
        if (player.equals(doomLeader)) return Line.Side.DOOM;
        return sides.get(player);
    }

    /** The players still to choose a side, in wind direction from the Doom Leader. */
    public List<String> undecided() {
        if (doomLeader == null) return List.of();
        return windOrderFrom(doomLeader).stream().filter(p -> side(p) == null).toList();
    }

    /** Hunters in contributing order: wind direction starting after the Hunt Leader, the Hunt Leader last. */
    public List<String> contributingOrder() {
        if (huntLeader == null) return List.of();
        List<String> order = new ArrayList<>(hunters().subList(1, hunters().size()));
        order.add(huntLeader);
        return order;
    }

    public String nextContributor() {
        return contributingOrder().stream().filter(p -> !contributions.containsKey(p)).findFirst().orElse(null);
    }

    public int contributed() {
        return contributions.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** Doomers ante once every side is chosen. */
    public int antes() {
        return doomLeader != null && undecided().isEmpty() ? doomers().size() : 0;
    }

    /** The pot so far: contributed cards, drawn cards and antes (a double is one card). */
    public int pot() {
        return contributed() + draws.size() + antes();
    }

    /** Target animals among the revealed and drawn cards (doubles count 2, Nanuk cards included). */
    public int animals() {
        if (bid == null) return 0;
        int n = 0;
        for (NanukCard c : revealed) if (c.animal() == bid.animal()) n += c.weight();
        for (Day d : draws) if (d.card().animal() == bid.animal()) n += d.card().weight();
        return n;
    }

    public int daysLeft() {
        return bid == null ? 0 : bid.days() - draws.size();
    }

    /** The cards whose whereabouts are unknown: the catalogue minus every card seen (see docs/RULINGS.md). */
    public Map<NanukCard, Integer> unseen() {
        Map<NanukCard, Integer> unseen = new LinkedHashMap<>();
        setting.catalogue().forEach((card, n) -> unseen.put(card, Math.max(0, n - seen.getOrDefault(card, 0))));
        return unseen;
    }

    /** True while a round is under way (a wind line opened it and its hunt has not finished). */
    public boolean huntUnderWay() {
        return phase.ordinal() >= Phase.BOAST.ordinal() && phase.ordinal() <= Phase.DRAW.ordinal();
    }

    // ---- GameState ----

    @Override
    public List<String> waitingFor() {
        return switch (phase) {
            case WIND, DRAW, SCORE, OVER -> List.of();
            case BOAST -> List.of(turn);
            case SIDES -> setting.sequentialSides() ? undecided().subList(0, 1) : undecided();
            case CONTRIBUTE -> List.of(nextContributor());
            case REVEAL -> List.of(huntLeader);
        };
    }

    @Override
    public List<Action> legalActions() {
        List<Action> actions = new ArrayList<>();
        Map<String, Object> limits = new LinkedHashMap<>();
        switch (phase) {
            case WIND -> {
                List<String> directions = new ArrayList<>();
                for (Line.Direction d : Line.Direction.values()) {
                    if (!(setting.alternateWind() && wind != null && d == wind)) directions.add(d.code());
                }
                limits.put("directions", directions);
                actions.add(new Action("wind", null, limits, "Toss the wind token to open round " + (round + 1)
                        + (directions.size() == 1 ? " (it turns over: " + directions.get(0) + ")" : "")));
                if (!hunts.isEmpty()) {
                    actions.add(new Action("winter", null, Map.of(), "A face-up card appeared while refilling hands: the game ends"));
                }
            }
            case BOAST -> {
                if (bid == null) {
                    limits.put("minCount", 1);
                    limits.put("minDays", 1);
                    limits.put("maxDays", Nanuk.MAX_DAYS);
                    limits.put("animals", animalCodes(List.of(Animal.values())));
                    actions.add(new Action("bid", turn, limits, turn + " opens the boasting: any number of one animal for 1 to 12 days"));
                } else {
                    limits.put("current", Map.of("count", bid.count(), "animal", bid.animal().code(), "days", bid.days()));
                    limits.put("minCount", bid.count());
                    limits.put("minDays", bid.days());
                    limits.put("maxDays", Nanuk.MAX_DAYS);
                    limits.put("animalsAtSameCount", List.of(bid.animal().code()));
                    limits.put("animalsAtHigherCount", animalCodes(List.of(Animal.values())));
                    actions.add(new Action("bid", turn, limits, turn + " raises " + Nanuk.describe(bid)
                            + ": more animals, more days or both (the animal may change only with more animals)"));
                    actions.add(new Action("doom", turn, Map.of(), turn + " declares the hunt DOOMED!"));
                }
            }
            case SIDES -> {
                for (String p : waitingFor()) {
                    actions.add(new Action("side", p, Map.of("sides", List.of("hunt", "doom")), p + " joins the Hunt or the Doom"));
                }
            }
            case CONTRIBUTE -> {
                String p = nextContributor();
                limits.put("min", 1);
                limits.put("max", Math.min(Nanuk.MAX_CONTRIBUTION, hands.get(p)));
                actions.add(new Action("contribute", p, limits, p + " contributes 1 to " + limits.get("max") + " cards face down"));
            }
            case REVEAL -> {
                limits.put("cards", contributed());
                actions.add(new Action("reveal", huntLeader, limits, huntLeader + " mixes and reveals the " + contributed() + " contributed cards"));
            }
            case DRAW -> {
                limits.put("day", draws.size() + 1);
                limits.put("days", bid.days());
                actions.add(new Action("draw", null, limits, "Draw the card for day " + (draws.size() + 1) + " of " + bid.days()));
                actions.add(new Action("winter", null, Map.of(), lastHunt
                        ? "The new deck ran out: the hunt is judged on the days drawn"
                        : "A face-up card appeared at the bottom: shuffle hands and discards into a new deck; this hunt is the last"));
            }
            case SCORE -> {
                Map<String, Object> piles = new LinkedHashMap<>();
                cardsWon.forEach(piles::put);
                limits.put("piles", piles);
                actions.add(new Action("score", null, limits, "Scan or enter every player's won pile"));
            }
            case OVER -> {}
        }
        if (!ended()) actions.add(new Action("end", null, Map.of(), "End the game now" + (huntUnderWay() ? " (this hunt is abandoned)" : "")));
        return actions;
    }

    private static List<String> animalCodes(List<Animal> animals) {
        return animals.stream().map(Animal::code).toList();
    }

    @Override
    public Map<String, Object> summary() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("game", "nanuk");
        s.put("match", setting.match());
        s.put("season", setting.season());
        s.put("players", players());
        s.put("dealer", setting.dealer());
        s.put("options", options());
        s.put("over", over());
        s.put("firstPlayer", firstPlayer);
        s.put("round", round);
        s.put("phase", phase.code());
        s.put("waitingFor", waitingFor());
        s.put("wind", wind == null ? null : wind.code());
        s.put("turn", turn);
        s.put("bid", bid == null ? null : bidMap(bid));
        s.put("huntLeader", huntLeader);
        s.put("doomLeader", doomLeader);
        Map<String, Object> sideMap = new LinkedHashMap<>();
        for (String p : players()) {
            Line.Side side = side(p);
            if (side != null && doomLeader != null) sideMap.put(p, side.code());
        }
        s.put("sides", sideMap);
        s.put("antes", antes());
        s.put("contributions", new LinkedHashMap<String, Object>(contributions));
        s.put("revealed", revealed.stream().map(NanukCard::code).toList());
        List<Object> days = new ArrayList<>();
        for (Day d : draws) {
            Map<String, Object> day = new LinkedHashMap<>();
            day.put("card", d.card().code());
            day.put("cancelled", d.cancelled());
            day.put("endedHunt", d.endedHunt());
            days.add(day);
        }
        s.put("draws", days);
        s.put("daysLeft", phase == Phase.DRAW ? daysLeft() : 0);
        s.put("animals", animals());
        s.put("target", bid == null ? null : bid.count());
        s.put("inuksuks", inuksuks);
        s.put("pot", pot());
        s.put("odds", new ArrayList<Object>(odds));
        s.put("lastHunt", lastHunt);
        s.put("hands", new LinkedHashMap<String, Object>(hands));
        s.put("cardsWon", new LinkedHashMap<String, Object>(cardsWon));
        s.put("huntsWon", new LinkedHashMap<String, Object>(huntsWon));
        s.put("seenThisDeck", NanukDeck.size(cycleSeen));
        s.put("unseen", NanukDeck.size(unseen()));
        if (result == null) {
            s.put("scores", null);
            s.put("winners", null);
        } else {
            Map<String, Object> scores = new LinkedHashMap<>();
            result.players().forEach((p, sc) -> {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("points", sc.points());
                m.put("sets", sc.sets());
                m.put("pairs", sc.pairs());
                m.put("nanuk", sc.nanuk());
                m.put("bonus", sc.bonus());
                scores.put(p, m);
            });
            s.put("scores", scores);
            s.put("winners", result.winners());
        }
        List<Object> huntList = new ArrayList<>();
        for (Hunt h : hunts) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("round", h.round());
            m.put("result", h.success() ? "success" : "failure");
            m.put("reason", h.reason());
            m.put("target", h.count());
            m.put("animal", h.target().code());
            m.put("animals", h.animals());
            m.put("pot", h.pot());
            m.put("share", new LinkedHashMap<String, Object>(h.share()));
            m.put("discarded", h.discarded());
            huntList.add(m);
        }
        s.put("hunts", huntList);
        s.put("rulings", rulings);
        return s;
    }

    private Map<String, Object> options() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("sequentialSides", setting.sequentialSides());
        o.put("wind", setting.alternateWind() ? "alternate" : "toss");
        return o;
    }

    static Map<String, Object> bidMap(Line.Bid bid) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("player", bid.player());
        m.put("count", bid.count());
        m.put("animal", bid.animal().code());
        m.put("days", bid.days());
        return m;
    }

    Draft draft() {
        return new Draft(this);
    }

    /**
     * A copy the rules change and then freeze into the next state; never escapes {@link Nanuk}. Collections are
     * copied only when first changed, so a line that touches little costs little.
     */
    static final class Draft {
        private final NanukState from;
        final Setting setting;
        Phase phase;
        int round;
        String firstPlayer;
        Line.Direction wind;
        String turn;
        Line.Bid bid;
        String huntLeader;
        String doomLeader;
        int inuksuks;
        boolean lastHunt;
        NanukScoring.Result result;
        private Map<String, Line.Side> sides;
        private Map<String, Integer> contributions, hands, cardsWon, huntsWon;
        private List<NanukCard> revealed;
        private List<Day> draws;
        private List<Double> odds;
        private List<Hunt> hunts;
        private Map<NanukCard, Integer> cycleSeen, seen;
        private List<String> rulings;

        private Draft(NanukState s) {
            from = s;
            setting = s.setting;
            phase = s.phase;
            round = s.round;
            firstPlayer = s.firstPlayer;
            wind = s.wind;
            turn = s.turn;
            bid = s.bid;
            huntLeader = s.huntLeader;
            doomLeader = s.doomLeader;
            inuksuks = s.inuksuks;
            lastHunt = s.lastHunt;
            result = s.result;
        }

        Map<String, Line.Side> sides() {
            return sides == null ? sides = new LinkedHashMap<>(from.sides) : sides;
        }

        Map<String, Integer> contributions() {
            return contributions == null ? contributions = new LinkedHashMap<>(from.contributions) : contributions;
        }

        List<NanukCard> revealed() {
            return revealed == null ? revealed = new ArrayList<>(from.revealed) : revealed;
        }

        List<Day> draws() {
            return draws == null ? draws = new ArrayList<>(from.draws) : draws;
        }

        List<Double> odds() {
            return odds == null ? odds = new ArrayList<>(from.odds) : odds;
        }

        Map<String, Integer> hands() {
            return hands == null ? hands = new LinkedHashMap<>(from.hands) : hands;
        }

        Map<String, Integer> cardsWon() {
            return cardsWon == null ? cardsWon = new LinkedHashMap<>(from.cardsWon) : cardsWon;
        }

        Map<String, Integer> huntsWon() {
            return huntsWon == null ? huntsWon = new LinkedHashMap<>(from.huntsWon) : huntsWon;
        }

        List<Hunt> hunts() {
            return hunts == null ? hunts = new ArrayList<>(from.hunts) : hunts;
        }

        Map<NanukCard, Integer> cycleSeen() {
            return cycleSeen == null ? cycleSeen = new LinkedHashMap<>(from.cycleSeen) : cycleSeen;
        }

        Map<NanukCard, Integer> seen() {
            return seen == null ? seen = new LinkedHashMap<>(from.seen) : seen;
        }

        List<String> rulings() {
            return rulings == null ? rulings = new ArrayList<>(from.rulings) : rulings;
        }

        private static <T> T or(T changed, T unchanged) {
            return changed == null ? unchanged : changed;
        }

        NanukState state() {
            return new NanukState(setting, phase, round, firstPlayer, wind, turn, bid, huntLeader, doomLeader,
                    or(sides, from.sides), or(contributions, from.contributions), or(revealed, from.revealed),
                    or(draws, from.draws), inuksuks, lastHunt, or(odds, from.odds), or(hands, from.hands),
                    or(cardsWon, from.cardsWon), or(huntsWon, from.huntsWon), or(hunts, from.hunts),
                    or(cycleSeen, from.cycleSeen), or(seen, from.seen), or(rulings, from.rulings), result);
        }
    }

    /** An unmodifiable copy of a map that keeps its order; freezing it again costs nothing. */
    private static final class Frozen<K, V> extends java.util.AbstractMap<K, V> {
        private final Map<K, V> map;

        Frozen(Map<K, V> map) {
            this.map = Collections.unmodifiableMap(new LinkedHashMap<>(map));
        }

        @Override
        public java.util.Set<Entry<K, V>> entrySet() {
            return map.entrySet();
        }

        @Override
        public V get(Object key) {
            return map.get(key);
        }

        @Override
        public boolean containsKey(Object key) {
            return map.containsKey(key);
        }

        @Override
        public int size() {
            return map.size();
        }
    }
}
