package tablekeeper.rules;

/** A refusal of one line of a record; {@link #index()} counts the record's lines from 0 (the setup). */
public class RefusedLine extends Refusal {
    private final int index;

    public RefusedLine(int index, String reason) {
        super(reason);
        this.index = index;
    }

    public int index() {
        return index;
    }
}
