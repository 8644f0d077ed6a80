package tablekeeper.record;

import tablekeeper.rules.Refusal;

/** A record refused at one line of its text; the message starts with {@code line N:}. */
public final class BadLine extends Refusal {
    private final int lineNumber;

    public BadLine(int lineNumber, String reason) {
        super("line " + lineNumber + ": " + reason);
        this.lineNumber = lineNumber;
    }

    /** Counted from 1, blank lines included. */
    public int lineNumber() {
        return lineNumber;
    }
}
