package tablekeeper.rules;

/**
 * A line, a card code or a setup that the rules refuse. The message says what is wrong and what was
 * expected, in words a player understands; whoever reads a record adds the line number in front.
 */
public class Refusal extends RuntimeException {
    public Refusal(String message) {
        super(message);
    }
}
