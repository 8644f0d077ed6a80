package tablekeeper.device.loop;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import tablekeeper.rules.GameState;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanaState;
import tablekeeper.rules.NanukCard;
import tablekeeper.rules.NanukState;
import tablekeeper.rules.Refusal;
import tablekeeper.rules.Rules;

/**
 * Turns the difference between two stable views into record lines for the current phase: Nanuk's revealed
 * contributions and each day's drawn card; nana's reveals from a seat area or a grid slot. What the camera
 * cannot know (bids, doom, sides, contributions) never comes from here.
 */
public final class Reading {
    /** The lines read, and what could not be made into a line (shown to the table). */
    public record Result(List<Read> reads, List<String> notices) {}

    private Reading() {}

    /**
     * Cards in {@code now} that lie where no card lay in {@code before}, or where a face-down card lay (a flipped
     * grid card), left to right. A card read as unknown before and known now is no new card.
     */
    public static List<Seen> appeared(List<Seen> before, List<Seen> now) {
        List<Seen> out = new ArrayList<>();
        for (Seen s : now) {
            // a face-up card is new where only backs lay before (a flipped grid card), a back where nothing lay
            if (before.stream().noneMatch(b -> b.samePlace(s) && (s.faceDown() || !b.faceDown()))) out.add(s);
        }
        out.sort(Comparator.comparingDouble(Seen::cx));
        return out;
    }

    public static Result read(GameState state, List<Seen> before, List<Seen> now) {
        return switch (state) {
            case NanukState s -> nanuk(s, before, now);
            case NanaState s -> nana(s, before, now);
        };
    }

    private static Result nanuk(NanukState s, List<Seen> before, List<Seen> now) {
        List<Read> reads = new ArrayList<>();
        List<String> notices = new ArrayList<>();
        switch (s.phase()) {
            case REVEAL -> {
                List<Seen> shown = now.stream().filter(c -> "reveal".equals(c.zone())).sorted(Comparator.comparingDouble(Seen::cx)).toList();
                int expected = s.contributed();
                if (shown.size() == expected && !shown.isEmpty()) {
                    long unknown = shown.stream().filter(c -> !c.known()).count();
                    if (unknown > 0) {
                        notices.add(unknown + " of the " + expected + " revealed cards could not be read: enter the reveal on the tablet");
                    } else {
                        List<NanukCard> cards = shown.stream().map(c -> NanukCard.parse(c.code())).toList();
                        double conf = shown.stream().mapToDouble(Seen::confidence).min().orElse(0);
                        reads.add(new Read(new Line.Reveal(cards), conf, "Revealed: " + String.join(", ", cards.stream().map(NanukCard::code).toList()), false));
                    }
                } else if (shown.size() > expected) {
                    notices.add(shown.size() + " cards lie in the reveal area but " + expected + " were contributed: check the table");
                }
            }
            case DRAW -> {
                for (Seen c : appeared(before, now)) {
                    if (!"draw".equals(c.zone())) continue;
                    if (!c.known()) {
                        notices.add("a drawn card could not be read: enter it on the tablet");
                        break; // the days after it cannot be ordered without it
                    }
                    reads.add(new Read(new Line.Draw(NanukCard.parse(c.code())), c.confidence(), "Drawn: " + c.code(), false));
                }
            }
            default -> {}
        }
        return new Result(reads, notices);
    }

    private static Result nana(NanaState s, List<Seen> before, List<Seen> now) {
        List<Read> reads = new ArrayList<>();
        List<String> notices = new ArrayList<>();
        if (s.over() || s.turn() == null) return new Result(reads, notices);
        GameState state = s;
        for (Seen c : appeared(before, now)) {
            // (a card laid face down, the grid at the deal, reveals nothing: it is no unreadable card)
            if (c.zone() == null || c.faceDown()) continue;
            if (!c.known()) {
                notices.add("a revealed card in " + c.zone() + " could not be read: enter it on the tablet");
                break;
            }
            int value;
            try {
                value = Integer.parseInt(c.code());
            } catch (NumberFormatException e) {
                notices.add("a " + c.code() + " card is not a nana card");
                continue;
            }
            String player = ((NanaState) state).turn();
            Read read = null;
            if (c.zone().startsWith("grid-")) {
                int slot = Integer.parseInt(c.zone().substring(5));
                read = new Read(new Line.GridReveal(player, slot, value), c.confidence(), player + " reveals grid slot " + slot + ": " + value, false);
            } else if (c.zone().startsWith("seat:")) {
                String from = c.zone().substring(5);
                List<Line.HandReveal> fits = new ArrayList<>();
                String refused = null;
                for (Line.HandEnd end : Line.HandEnd.values()) {
                    Line.HandReveal line = new Line.HandReveal(player, from, end, value);
                    try {
                        Rules.apply(state, line);
                        fits.add(line);
                    } catch (Refusal r) {
                        refused = r.getMessage();
                    }
                }
                if (fits.isEmpty()) {
                    notices.add("a " + value + " from " + from + "'s hand does not fit: " + refused);
                    break;
                }
                Line.HandReveal line = fits.get(0);
                boolean choice = fits.size() > 1 && !sameCardEitherEnd((NanaState) state, from);
                read = new Read(line, c.confidence(), player + " reveals " + from + "'s " + line.end().code() + " card: " + value
                        + (choice ? " (smallest or biggest? choose on the tablet)" : ""), choice);
            }
            if (read == null) continue;
            reads.add(read);
            try {
                state = Rules.apply(state, read.line());
            } catch (Refusal r) {
                break; // the device reports the refusal when it applies the read
            }
        }
        return new Result(reads, notices);
    }

    /** When the hand's smallest and biggest hidden cards are known to be equal, the end does not matter. */
    private static boolean sameCardEitherEnd(NanaState s, String from) {
        NanaState.Hand hand = s.hands().get(from);
        return hand != null && hand.hidden() == 1;
    }
}
