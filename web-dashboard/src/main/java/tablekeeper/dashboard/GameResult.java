package tablekeeper.dashboard;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tablekeeper.rules.GameState;

/** A game's result and scores, read from the engine's summary (the keys `tablekeeper replay` prints). */
final class GameResult {
    private GameResult() {}

    /** By player: points, once the game is scored (Nanuk); empty otherwise. */
    static Map<String, Integer> scores(GameState state) {
        Map<String, Integer> scores = new LinkedHashMap<>();
        if (state.summary().get("scores") instanceof Map<?, ?> m) {
            m.forEach((player, v) -> {
                Integer points = switch (v) {
                    case Number n -> n.intValue();
                    case Map<?, ?> detail when detail.get("points") instanceof Number n -> n.intValue();
                    default -> null;
                };
                if (points != null) scores.put(String.valueOf(player), points);
            });
        }
        return scores;
    }

    /** The result in words, e.g. "Ann wins (9 points)", "Bob wins: three-sets", "not finished". */
    static String says(GameState state) {
        Map<String, Object> s = state.summary();
        if (!state.over()) return s.get("phase") instanceof String p && p.equals("score") ? "ended: awaiting the piles" : "not finished";
        if (s.get("winner") instanceof String w) {
            return w + " wins" + (s.get("reason") instanceof String r ? ": " + r.replace('-', ' ') : "");
        }
        if (s.get("winners") instanceof List<?> w && !w.isEmpty()) {
            Map<String, Integer> scores = scores(state);
            String names = String.join(" and ", w.stream().map(String::valueOf).toList());
            Integer points = scores.get(String.valueOf(w.get(0)));
            return names + (w.size() > 1 ? " win" : " wins") + (points != null ? " (" + points + " points)" : "");
        }
        return "over";
    }
}
