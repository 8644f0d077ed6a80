package tablekeeper.rules;

import java.util.List;
import java.util.Map;

/** The state of one game after some lines of its record. Immutable; the next state comes from {@link Rules#apply}. */
public sealed interface GameState permits NanukState, NanaState {
    GameKind game();

    List<String> players();

    /** True once the game has ended (for Nanuk: once the piles are scored). */
    boolean over();

    /** The players who must act now, in the order the table expects them. */
    List<String> waitingFor();

    /** Exactly the kinds of line the rules accept next; a dashboard offers these as buttons. */
    List<Action> legalActions();

    /**
     * The state as a JSON-ready tree (String, Number, Boolean, List, Map with String keys, null), the object
     * {@code tablekeeper replay} prints. Key order is kept.
     */
    Map<String, Object> summary();
}
