package tablekeeper.device.hardware;

import java.util.ArrayList;
import java.util.List;
import tablekeeper.rules.Animal;
import tablekeeper.rules.Line;
import tablekeeper.rules.Line.Direction;
import tablekeeper.rules.NanukCard;

/**
 * What the panel shows for a game record: the day track and wind for the round in play, and the sound for the
 * line that just happened. It reads the record's lines only (the same lines the engine replays), so a restart or
 * an undo shows exactly what the table had.
 */
public final class TableLights {
    /** The panel's picture after some lines; {@code sound} belongs to the last line (null: silent). */
    public record View(DayTrack.Mode days, Direction wind, Buzzer.Sound sound, boolean tossed) {}

    private final Panel panel;

    public TableLights(Panel panel) {
        this.panel = panel;
    }

    /** Shows the record as it stands, without sound or animation (after a restart, an undo or a correction). */
    public View show(List<? extends Line> lines) {
        View v = view(lines);
        panel.dayTrack().show(v.days());
        panel.wind().show(v.wind());
        return v;
    }

    /** The last line just took effect: shows it, tosses the wind when it opened a round, sounds what it calls for. */
    public View happened(List<? extends Line> lines) {
        View v = view(lines);
        long now = panel.clock().millis();
        panel.dayTrack().show(v.days());
        if (v.tossed()) panel.wind().toss(v.wind(), now);
        else panel.wind().show(v.wind());
        if (v.sound() != null) panel.buzzer().play(v.sound(), now);
        return v;
    }

    public static View view(List<? extends Line> lines) {
        Direction wind = null;
        Line.Bid bid = null;
        boolean doomed = false;
        int drawn = 0;
        int nanukDay = 0;
        int inuksuks = 0;
        int animals = 0;
        boolean huntOver = false;
        boolean over = false;
        Buzzer.Sound sound = null;
        boolean tossed = false;
        List<Integer> turn = new ArrayList<>(); // nana: the values revealed in the current turn
        String turnPlayer = null;
        for (Line line : lines) {
            sound = null;
            tossed = false;
            switch (line) {
                case Line.Wind w -> {
                    wind = w.direction();
                    tossed = true;
                    bid = null;
                    doomed = false;
                    drawn = nanukDay = inuksuks = animals = 0;
                    huntOver = false;
                }
                case Line.Bid b -> bid = b;
                case Line.Doom d -> doomed = true;
                case Line.Reveal r -> {
                    for (NanukCard c : r.cards()) {
                        if (c.isInuksuk()) inuksuks++;
                        animals += counts(c, bid);
                    }
                }
                case Line.Draw d -> {
                    if (huntOver || bid == null) continue;
                    drawn++;
                    NanukCard c = d.card();
                    if (c.isInuksuk()) inuksuks++;
                    animals += counts(c, bid);
                    if (c.nanuk()) {
                        if (inuksuks > 0) {
                            inuksuks--;
                            sound = Buzzer.Sound.CANCELLED_NANUK;
                        } else {
                            nanukDay = drawn;
                            huntOver = true;
                            sound = Buzzer.Sound.NANUK;
                        }
                    }
                    if (!huntOver && drawn >= bid.days()) {
                        huntOver = true;
                        if (animals >= bid.count()) sound = Buzzer.Sound.SUCCESS;
                    }
                }
                case Line.Score s -> over = true;
                case Line.End e -> over = true;
                case Line.HandReveal h -> {
                    if (!h.player().equals(turnPlayer)) turn.clear();
                    turnPlayer = h.player();
                    sound = nanaReveal(turn, h.card());
                }
                case Line.GridReveal g -> {
                    if (!g.player().equals(turnPlayer)) turn.clear();
                    turnPlayer = g.player();
                    sound = nanaReveal(turn, g.card());
                }
                default -> {}
            }
        }
        DayTrack.Mode days;
        if (over || bid == null) days = new DayTrack.Dark();
        else if (!doomed) days = new DayTrack.Boasting(bid.days());
        else days = new DayTrack.Hunt(bid.days(), drawn, nanukDay);
        return new View(days, over ? null : wind, sound, tossed);
    }

    private static int counts(NanukCard c, Line.Bid bid) {
        Animal a = bid == null ? null : bid.animal();
        return a != null && c.animal() == a ? c.weight() : 0;
    }

    private static Buzzer.Sound nanaReveal(List<Integer> turn, int card) {
        if (!turn.isEmpty() && turn.get(0) != card) {
            turn.clear(); // the turn failed; the next reveal (by the next player) starts a new turn
            return null;
        }
        turn.add(card);
        if (turn.size() == 3) {
            turn.clear();
            return Buzzer.Sound.NANA_SET;
        }
        return null;
    }
}
