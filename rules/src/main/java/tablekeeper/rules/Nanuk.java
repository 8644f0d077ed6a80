package tablekeeper.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablekeeper.rules.NanukState.Day;
import tablekeeper.rules.NanukState.Draft;
import tablekeeper.rules.NanukState.Hunt;
import tablekeeper.rules.NanukState.Phase;

/**
 * The rules of Nanuk, with the rulings of docs/RULINGS.md. {@link #start} checks the setup line; {@link #apply}
 * takes one more line and gives the next state, or refuses it with a message that says what is wrong and what the
 * table expected instead. Nothing is half-applied: a refused line leaves the state as it was.
 */
public final class Nanuk {
    public static final int MIN_PLAYERS = 5, MAX_PLAYERS = 8;
    public static final int HAND = 3, MAX_DAYS = 12, MAX_CONTRIBUTION = 3;
    public static final String SEQUENTIAL_SIDES = "sequentialSides", WIND = "wind";

    private Nanuk() {}

    // ---- setup ----

    public static NanukState start(Line.Setup setup) {
        if (setup.game() != GameKind.NANUK) throw new Refusal("the setup is for " + setup.game().code() + ", not Nanuk");
        List<String> players = setup.players();
        if (players.size() < MIN_PLAYERS || players.size() > MAX_PLAYERS) {
            throw new Refusal("Nanuk is for 5 to 8 players, but the setup lists " + players.size()
                    + (players.isEmpty() ? "" : " (" + String.join(", ", players) + ")"));
        }
        Set<String> names = new HashSet<>();
        for (String p : players) {
            if (p.isBlank()) throw new Refusal("a player's name is blank: every player needs a name");
            if (!names.add(p)) throw new Refusal(p + " is listed twice: every player needs a distinct name");
        }
        if (setup.variant() != null) {
            throw new Refusal("\"variant\" is a nana setting, not a Nanuk one: remove it (Nanuk's rulings are options,"
                    + " e.g. \"options\": {\"sequentialSides\": true})");
        }
        String dealer = setup.dealer() == null ? players.get(0) : setup.dealer();
        if (!players.contains(dealer)) {
            throw new Refusal("the dealer '" + dealer + "' is not one of the players (" + String.join(", ", players) + ")");
        }
        boolean sequentialSides = false, alternateWind = false;
        for (Map.Entry<String, Object> option : setup.options().entrySet()) {
            Object value = option.getValue();
            switch (option.getKey()) {
                case SEQUENTIAL_SIDES -> {
                    if (!(value instanceof Boolean b)) {
                        throw new Refusal("option sequentialSides must be true or false, not " + value);
                    }
                    sequentialSides = b;
                }
                case WIND -> {
                    if ("alternate".equals(value)) alternateWind = true;
                    else if (!"toss".equals(value)) {
                        throw new Refusal("option wind must be \"toss\" or \"alternate\", not " + value);
                    }
                }
                default -> throw new Refusal("unknown option '" + option.getKey() + "': Nanuk's options are sequentialSides"
                        + " (true or false, default false) and wind (\"toss\" or \"alternate\", default \"toss\")");
            }
        }
        Map<NanukCard, Integer> catalogue = NanukDeck.parse(setup.deck());
        if (NanukDeck.size(catalogue) < HAND * players.size()) {
            throw new Refusal("the setup's deck holds only " + NanukDeck.size(catalogue) + " cards: dealing " + HAND
                    + " to each of " + players.size() + " players needs at least " + HAND * players.size());
        }
        if (setup.season() != null && setup.season() < 1) {
            throw new Refusal("season must be 1 or more, not " + setup.season());
        }
        if (setup.match() != null && setup.match().isBlank()) throw new Refusal("match must be a name, not blank");
        Map<String, Integer> hands = new LinkedHashMap<>(), zero = new LinkedHashMap<>();
        for (String p : players) {
            hands.put(p, HAND);
            zero.put(p, 0);
        }
        var setting = new NanukState.Setting(players, dealer, sequentialSides, alternateWind, catalogue,
                setup.match(), setup.season());
        return new NanukState(setting, Phase.WIND, 0, dealer, null, null, null, null, null, Map.of(), Map.of(),
                List.of(), List.of(), 0, false, List.of(), hands, zero, zero, List.of(), Map.of(), Map.of(), List.of(), null);
    }

    // ---- one line ----

    public static NanukState apply(NanukState s, Line line) {
        if (s.phase() == Phase.OVER) {
            throw new Refusal("the game is over and scored: nothing more can be recorded (undo the score line to change it)");
        }
        return switch (line) {
            case Line.Wind w -> wind(s, w);
            case Line.Bid b -> bid(s, b);
            case Line.Doom d -> doom(s, d);
            case Line.ChooseSide c -> side(s, c);
            case Line.Contribute c -> contribute(s, c);
            case Line.Reveal r -> reveal(s, r);
            case Line.Draw d -> draw(s, d);
            case Line.Winter w -> winter(s);
            case Line.End e -> end(s);
            case Line.Score sc -> score(s, sc);
            case Line.Setup x -> throw new Refusal("a setup line may only be the first line of a record");
            case Line.Deal x -> throw nanaLine("deal");
            case Line.HandReveal x -> throw nanaLine("reveal from a hand");
            case Line.GridReveal x -> throw nanaLine("grid reveal");
        };
    }

    private static Refusal nanaLine(String what) {
        return new Refusal("a " + what + " line belongs to nana, not Nanuk");
    }

    /** Opens a round: the wind token's side. */
    private static NanukState wind(NanukState s, Line.Wind w) {
        if (s.phase() != Phase.WIND) throw new Refusal("no wind line now: " + expected(s));
        if (w.direction() == null) throw new Refusal("the wind line names no direction: expected clockwise or counterclockwise");
        if (s.setting().alternateWind() && s.wind() == w.direction()) {
            throw new Refusal("the wind must turn over each round (option wind is \"alternate\"): round " + s.round()
                    + " was " + s.wind().code() + ", so round " + (s.round() + 1) + " must be " + opposite(s.wind()).code());
        }
        Draft d = s.draft();
        d.round++;
        d.wind = w.direction();
        d.phase = Phase.BOAST;
        d.turn = s.firstPlayer();
        d.bid = null;
        d.huntLeader = null;
        d.doomLeader = null;
        d.sides().clear();
        d.contributions().clear();
        d.revealed().clear();
        d.draws().clear();
        d.odds().clear();
        d.inuksuks = 0;
        return d.state();
    }

    private static NanukState bid(NanukState s, Line.Bid b) {
        String p = player(s, b.player());
        boastingTurn(s, p, "bid");
        if (b.animal() == null) throw new Refusal(p + "'s bid names no animal: expected deer, seal, fish or bird");
        if (b.count() < 1) throw new Refusal(p + "'s bid must be at least 1 animal, not " + b.count());
        if (b.days() < 1 || b.days() > MAX_DAYS) {
            throw new Refusal(p + "'s bid must last 1 to " + MAX_DAYS + " days, not " + b.days());
        }
        Line.Bid cur = s.bid();
        if (cur != null) {
            String versus = p + "'s bid of " + describe(b) + " does not raise " + cur.player() + "'s " + describe(cur) + ": ";
            if (b.count() < cur.count() || b.days() < cur.days()) {
                throw new Refusal(versus + "neither the count nor the days may go down");
            }
            if (b.count() == cur.count() && b.animal() != cur.animal()) {
                throw new Refusal(versus + "the animal may change from " + cur.animal().code() + " only when the count goes above "
                        + cur.count());
            }
            if (b.count() == cur.count() && b.days() == cur.days()) {
                throw new Refusal(versus + "raise the count, the days (at most " + MAX_DAYS + ") or both");
            }
        }
        Draft d = s.draft();
        d.bid = b;
        d.turn = s.after(p, 1);
        return d.state();
    }

    private static NanukState doom(NanukState s, Line.Doom doom) {
        String p = player(s, doom.player());
        boastingTurn(s, p, "declare doom");
        if (s.bid() == null) {
            throw new Refusal(p + " cannot declare doom: the first player must boast (bid at least 1 animal for 1 day)");
        }
        Draft d = s.draft();
        d.huntLeader = s.bid().player();
        d.doomLeader = p;
        d.turn = null;
        d.phase = Phase.SIDES;
        return d.state();
    }

    private static void boastingTurn(NanukState s, String p, String what) {
        if (s.phase() != Phase.BOAST) throw new Refusal(p + " cannot " + what + " now: " + expected(s));
        if (!p.equals(s.turn())) {
            throw new Refusal(p + " cannot " + what + " now: it is " + s.turn() + "'s turn (wind is " + s.wind().code() + ")");
        }
    }

    private static NanukState side(NanukState s, Line.ChooseSide c) {
        String p = player(s, c.player());
        if (s.phase() != Phase.SIDES) throw new Refusal(p + " cannot choose a side now: " + expected(s));
        if (c.side() == null) throw new Refusal(p + "'s side line names no side: expected hunt or doom");
        if (p.equals(s.huntLeader()) || p.equals(s.doomLeader())) {
            throw new Refusal(p + " is the " + (p.equals(s.huntLeader()) ? "Hunt Leader and hunts" : "Doom Leader and dooms")
                    + ": side lines are for the other players (" + expected(s) + ")");
        }
        if (s.sides().containsKey(p)) {
            throw new Refusal(p + " has already chosen " + s.sides().get(p).code() + " this round (" + expected(s) + ")");
        }
        if (s.setting().sequentialSides() && !p.equals(s.undecided().get(0))) {
            throw new Refusal(p + " cannot choose a side now: it is " + s.undecided().get(0) + "'s turn (option sequentialSides:"
                    + " sides are declared one by one in wind direction after the Doom Leader " + s.doomLeader()
                    + "; wind is " + s.wind().code() + ")");
        }
        Draft d = s.draft();
        d.sides().put(p, c.side());
        NanukState next = d.state();
        if (next.undecided().isEmpty()) {
            for (String doomer : next.doomers()) d.hands().merge(doomer, -1, Integer::sum); // every Doomer antes 1 card
            d.phase = Phase.CONTRIBUTE;
            next = d.state();
        }
        return next;
    }

    private static NanukState contribute(NanukState s, Line.Contribute c) {
        String p = player(s, c.player());
        if (s.phase() != Phase.CONTRIBUTE) throw new Refusal(p + " cannot contribute now: " + expected(s));
        if (s.side(p) == Line.Side.DOOM) {
            throw new Refusal(p + " cannot contribute: " + p + " is a Doomer this round and only Hunters contribute (" + expected(s) + ")");
        }
        if (s.contributions().containsKey(p)) {
            throw new Refusal(p + " has already contributed " + cards(s.contributions().get(p)) + " this round (" + expected(s) + ")");
        }
        String next = s.nextContributor();
        if (!p.equals(next)) {
            throw new Refusal(p + " cannot contribute now: it is " + next + "'s turn (Hunters contribute in wind direction"
                    + " starting after the Hunt Leader " + s.huntLeader() + ", who goes last; wind is " + s.wind().code() + ")");
        }
        int max = Math.min(MAX_CONTRIBUTION, s.hands().get(p));
        if (c.cards() < 1 || c.cards() > max) {
            throw new Refusal(p + " must contribute 1 to " + cards(max) + " (from a hand of " + s.hands().get(p) + "), not " + c.cards());
        }
        Draft d = s.draft();
        d.contributions().put(p, c.cards());
        d.hands().merge(p, -c.cards(), Integer::sum);
        if (d.state().nextContributor() == null) d.phase = Phase.REVEAL;
        return d.state();
    }

    private static NanukState reveal(NanukState s, Line.Reveal r) {
        if (s.phase() != Phase.REVEAL) throw new Refusal("no reveal now: " + expected(s));
        if (r.cards().size() != s.contributed()) {
            throw new Refusal("the reveal shows " + cards(r.cards().size()) + ", but the Hunters contributed " + s.contributed()
                    + " (" + contributionList(s) + "): expected all " + s.contributed() + " contributed");
        }
        checkDeck(s, r.cards(), "the reveal");
        Draft d = s.draft();
        d.revealed().addAll(r.cards());
        seeAll(d, r.cards());
        d.inuksuks = (int) r.cards().stream().filter(NanukCard::isInuksuk).count();
        d.phase = Phase.DRAW;
        d.odds().add(odds(d.state()));
        return d.state();
    }

    private static NanukState draw(NanukState s, Line.Draw draw) {
        if (s.phase() != Phase.DRAW) throw new Refusal("no draw now: " + expected(s));
        NanukCard card = draw.card();
        if (card == null) throw new Refusal("the draw line names no card: expected the card drawn for day " + (s.draws().size() + 1));
        checkDeck(s, List.of(card), "the draw for day " + (s.draws().size() + 1));
        Draft d = s.draft();
        seeAll(d, List.of(card));
        if (card.nanuk() && d.inuksuks == 0) {
            d.draws().add(new Day(card, false, true)); // an uncancelled Nanuk fails the hunt at once
            return finish(d, false, "nanuk");
        }
        if (card.nanuk()) d.inuksuks--; // each Inuksuk cancels exactly one Nanuk
        if (card.isInuksuk()) d.inuksuks++;
        d.draws().add(new Day(card, card.nanuk(), false));
        NanukState next = d.state();
        if (next.daysLeft() == 0) {
            boolean met = next.animals() >= next.bid().count();
            return finish(d, met, met ? "target" : "short");
        }
        d.odds().add(odds(next));
        return d.state();
    }

    /** The hunt is decided: the winning side shares the pot one card at a time from its leader; the rest is discarded. */
    private static NanukState finish(Draft d, boolean success, String reason) {
        NanukState now = d.state();
        List<String> winners = success ? now.hunters() : now.doomers();
        int pot = now.pot();
        int each = pot / winners.size();
        Map<String, Integer> share = new LinkedHashMap<>();
        for (String w : winners) {
            share.put(w, each);
            d.cardsWon().merge(w, each, Integer::sum);
            d.huntsWon().merge(w, 1, Integer::sum);
        }
        d.hunts().add(new Hunt(now.round(), success, reason, now.bid().animal(), now.bid().count(), now.animals(), pot, share,
                pot - each * winners.size()));
        d.odds().add(success ? 1.0 : 0.0);
        d.firstPlayer = success ? now.huntLeader() : now.doomLeader();
        if (now.lastHunt()) {
            d.phase = Phase.SCORE;
            d.rulings().add("Round " + now.round() + " was the last hunt (winter came during it): the game has ended");
        } else {
            for (String p : now.players()) d.hands().put(p, HAND); // hands are refilled to 3 after each hunt
            d.phase = Phase.WIND;
        }
        return d.state();
    }

    private static NanukState winter(NanukState s) {
        Draft d = s.draft();
        if (s.phase() == Phase.DRAW && !s.lastHunt()) {
            // Hands and discards become the new deck: from now on only this hunt's cards are known to be out of it.
            d.lastHunt = true;
            d.cycleSeen().clear();
            for (NanukCard c : s.revealed()) d.cycleSeen().merge(c, 1, Integer::sum);
            for (Day day : s.draws()) d.cycleSeen().merge(day.card(), 1, Integer::sum);
            for (String p : s.players()) d.hands().put(p, 0);
            d.rulings().add("Winter came in round " + s.round() + " before day " + (s.draws().size() + 1) + " of " + s.bid().days()
                    + ": hands and discards were shuffled into a new deck; this hunt is the last");
            return d.state();
        }
        if (s.phase() == Phase.DRAW) {
            boolean met = s.animals() >= s.bid().count();
            d.rulings().add("The new deck ran out in round " + s.round() + " before day " + (s.draws().size() + 1) + " of "
                    + s.bid().days() + ": the hunt was judged on the " + s.draws().size() + " days drawn");
            return finish(d, met, met ? "target" : "short");
        }
        if (s.phase() == Phase.WIND && s.round() > 0) {
            d.phase = Phase.SCORE;
            d.rulings().add("Winter came while hands were refilled after round " + s.round() + ": the game ended at once");
            return d.state();
        }
        throw new Refusal("winter comes only during a hunt's draws or while hands are refilled between hunts: "
                + (s.phase() == Phase.WIND ? "the deck is fresh before round 1; " : "") + expected(s));
    }

    private static NanukState end(NanukState s) {
        if (s.phase() == Phase.SCORE) throw new Refusal("the game has already ended: " + expected(s));
        Draft d = s.draft();
        if (s.huntUnderWay()) {
            d.rulings().add("The table ended the game in round " + s.round() + " during the " + s.phase().code()
                    + " phase: that hunt was abandoned and its cards go to no one");
        } else {
            d.rulings().add(s.round() == 0 ? "The table ended the game before round 1" : "The table ended the game after round " + s.round());
        }
        d.phase = Phase.SCORE;
        d.turn = null;
        return d.state();
    }

    private static NanukState score(NanukState s, Line.Score sc) {
        if (s.phase() != Phase.SCORE) {
            throw new Refusal("no score line now: the game has not ended (a winter or end line ends it); " + expected(s));
        }
        for (String name : sc.piles().keySet()) {
            if (!s.players().contains(name)) {
                throw new Refusal("the piles name '" + name + "', who is not playing: the players are " + String.join(", ", s.players()));
            }
        }
        Map<String, List<NanukCard>> piles = new LinkedHashMap<>();
        Map<NanukCard, Integer> total = new LinkedHashMap<>();
        for (String p : s.players()) {
            List<NanukCard> pile = sc.piles().get(p);
            if (pile == null) throw new Refusal("the piles leave out " + p + ": expected every player's pile (an empty pile is [])");
            int won = s.cardsWon().get(p);
            if (pile.size() != won) {
                throw new Refusal(p + "'s pile has " + cards(pile.size()) + ", but " + p + " won " + won
                        + ": expected " + cards(won) + " (a double is one card)");
            }
            for (NanukCard c : pile) {
                if (c == null) throw new Refusal(p + "'s pile holds an empty card code: expected Nanuk card codes");
                total.merge(c, 1, Integer::sum);
            }
            piles.put(p, pile);
        }
        total.forEach((card, n) -> {
            int has = s.setting().catalogue().getOrDefault(card, 0);
            if (n > has) {
                throw new Refusal("the piles hold " + n + " × " + card.code() + ", but the deck has only " + has
                        + ": check the piles (or correct the setup's \"deck\")");
            }
        });
        Draft d = s.draft();
        d.result = NanukScoring.score(piles);
        d.phase = Phase.OVER;
        return d.state();
    }

    // ---- helpers ----

    private static String player(NanukState s, String name) {
        if (name == null || !s.players().contains(name)) {
            throw new Refusal("unknown player '" + name + "': the players are " + String.join(", ", s.players()));
        }
        return name;
    }

    /** Cards seen since the deck was last shuffled can never outnumber the catalogue. */
    private static void checkDeck(NanukState s, List<NanukCard> cards, String what) {
        Map<NanukCard, Integer> count = new LinkedHashMap<>();
        for (NanukCard c : cards) {
            if (c == null) throw new Refusal(what + " holds an empty card code: expected Nanuk card codes");
            count.merge(c, 1, Integer::sum);
        }
        count.forEach((card, n) -> {
            int seen = s.cycleSeen().getOrDefault(card, 0), has = s.setting().catalogue().getOrDefault(card, 0);
            if (seen + n > has) {
                throw new Refusal(what + " makes " + (seen + n) + " × " + card.code() + " seen since the deck was shuffled ("
                        + seen + " before), but the deck has only " + has + ": check the card (or correct the setup's \"deck\")");
            }
        });
    }

    private static void seeAll(Draft d, List<NanukCard> cards) {
        for (NanukCard c : cards) {
            d.cycleSeen().merge(c, 1, Integer::sum);
            d.seen().merge(c, 1, Integer::sum);
        }
    }

    private static double odds(NanukState s) {
        int needed = Math.max(0, s.bid().count() - s.animals());
        return HuntOdds.success(s.bid().animal(), needed, s.daysLeft(), s.inuksuks(), s.unseen());
    }

    /** What the table expects now, for refusal messages. */
    static String expected(NanukState s) {
        return switch (s.phase()) {
            case WIND -> "expected a wind line to open round " + (s.round() + 1);
            case BOAST -> s.bid() == null ? "expected " + s.turn() + " to open the boasting with a bid"
                    : "expected " + s.turn() + " to raise " + s.bid().player() + "'s " + describe(s.bid()) + " or declare doom";
            case SIDES -> s.setting().sequentialSides() ? "expected " + s.undecided().get(0) + " to choose a side"
                    : "expected side lines from " + String.join(", ", s.undecided());
            case CONTRIBUTE -> "expected " + s.nextContributor() + " to contribute";
            case REVEAL -> "expected the Hunt Leader " + s.huntLeader() + " to reveal the " + s.contributed() + " contributed cards";
            case DRAW -> "expected the draw for day " + (s.draws().size() + 1) + " of " + s.bid().days();
            case SCORE -> "the game has ended; expected the score line with every player's won pile";
            case OVER -> "the game is over";
        };
    }

    static String describe(Line.Bid b) {
        return b.count() + " " + b.animal().code() + " for " + b.days() + (b.days() == 1 ? " day" : " days");
    }

    private static String cards(int n) {
        return n == 1 ? "1 card" : n + " cards";
    }

    private static String contributionList(NanukState s) {
        List<String> parts = new ArrayList<>();
        s.contributions().forEach((p, n) -> parts.add(p + " " + n));
        return String.join(", ", parts);
    }

    private static Line.Direction opposite(Line.Direction d) {
        return d == Line.Direction.CLOCKWISE ? Line.Direction.COUNTERCLOCKWISE : Line.Direction.CLOCKWISE;
    }
}
