package tablekeeper.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A game record and the state after each of its lines. Immutable: append, undo and correct return a new
 * record, and the state is always what replaying the lines gives. Nothing is ever half-applied: a refused
 * line leaves the record as it was.
 */
public final class GameRecord {
    private final List<Line> lines;
    private final List<GameState> states; // states.get(i) is the state after lines.get(i)

    private GameRecord(List<Line> lines, List<GameState> states) {
        this.lines = lines;
        this.states = states;
    }

    public static GameRecord start(Line.Setup setup) {
        try {
            return new GameRecord(List.of(setup), List.of(Rules.start(setup)));
        } catch (RefusedLine r) {
            throw r;
        } catch (Refusal r) {
            throw new RefusedLine(0, r.getMessage());
        }
    }

    /** Replays a whole record; the first line must be the setup. */
    public static GameRecord replay(List<? extends Line> lines) {
        if (lines.isEmpty()) throw new RefusedLine(0, "the record is empty: expected a setup line first");
        if (!(lines.get(0) instanceof Line.Setup setup)) {
            throw new RefusedLine(0, "the first line must be the setup, e.g. {\"setup\": {\"game\": \"nanuk\", \"players\": [...]}}");
        }
        List<Line> all = new ArrayList<>(lines.size());
        List<GameState> states = new ArrayList<>(lines.size());
        all.add(setup);
        states.add(start(setup).state());
        for (int i = 1; i < lines.size(); i++) {
            states.add(applyAt(i, states.get(i - 1), lines.get(i)));
            all.add(lines.get(i));
        }
        return new GameRecord(List.copyOf(all), List.copyOf(states));
    }

    public GameRecord append(Line line) {
        GameState next = applyAt(lines.size(), state(), line);
        List<Line> l = new ArrayList<>(lines);
        l.add(line);
        List<GameState> s = new ArrayList<>(states);
        s.add(next);
        return new GameRecord(List.copyOf(l), List.copyOf(s));
    }

    /** Withdraws the last line; the setup line cannot be withdrawn. */
    public GameRecord undo() {
        if (lines.size() <= 1) throw new Refusal("nothing to undo: the record holds only its setup line");
        return new GameRecord(lines.subList(0, lines.size() - 1), states.subList(0, states.size() - 1));
    }

    /**
     * Replaces line {@code index} and replays the lines after it. When a later line becomes illegal, the
     * correction is refused with that line's index and reason.
     */
    public GameRecord correct(int index, Line line) {
        if (index < 0 || index >= lines.size()) {
            throw new Refusal("there is no line " + index + " to correct: the record has lines 0 to " + (lines.size() - 1));
        }
        List<Line> l = new ArrayList<>(lines);
        l.set(index, line);
        if (index == 0) return replay(l);
        List<GameState> s = new ArrayList<>(states.subList(0, index));
        for (int i = index; i < l.size(); i++) s.add(applyAt(i, s.get(i - 1), l.get(i)));
        return new GameRecord(List.copyOf(l), List.copyOf(s));
    }

    private static GameState applyAt(int index, GameState state, Line line) {
        try {
            return Rules.apply(state, line);
        } catch (RefusedLine r) {
            throw r;
        } catch (Refusal r) {
            throw new RefusedLine(index, r.getMessage());
        }
    }

    public List<Line> lines() {
        return lines;
    }

    public GameState state() {
        return states.get(states.size() - 1);
    }

    /** The state after line {@code index} (0 is the setup). */
    public GameState stateAfter(int index) {
        return states.get(index);
    }

    public Line.Setup setup() {
        return (Line.Setup) lines.get(0);
    }
}
