package tablekeeper.rules;

import java.util.List;
import java.util.Map;

/** PLACEHOLDER: being written. */
public record NanaState(List<String> players) implements GameState {
    public GameKind game() { return GameKind.NANA; }
    public boolean over() { return false; }
    public List<String> waitingFor() { return List.of(); }
    public List<Action> legalActions() { return List.of(); }
    public Map<String, Object> summary() { return Map.of(); }
}
