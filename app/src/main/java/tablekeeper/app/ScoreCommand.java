package tablekeeper.app;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import tablekeeper.record.RecordFile;
import tablekeeper.record.RecordJson;
import tablekeeper.rules.NanukScoring;
import tablekeeper.rules.Refusal;

@Command(name = "score", mixinStandardHelpOptions = true,
        description = {"Scores the end of a game from the players' won piles.",
                "Reads {\"players\": {\"Ann\": [\"deer\", \"seal-double\", ...], ...}} and prints each player's best arrangement",
                "(points, sets, pairs, nanuk, bonus) and the winners."})
final class ScoreCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "GAME", description = "the game: nanuk (nana needs no scoring: its record names the winner)")
    String game;

    @Parameters(index = "1", paramLabel = "FILE", description = "the piles as JSON, or - for standard input")
    String file;

    @Override
    public Integer call() {
        if (!"nanuk".equals(game)) return Cli.fail("cannot score '" + game + "': expected nanuk (a nana game's winner comes from its record: use replay)");
        String text;
        try {
            text = RecordFile.readText(file);
        } catch (IOException e) {
            return Cli.fail("cannot read " + file + ": " + Cli.reason(e));
        }
        try {
            JsonNode root;
            try {
                root = RecordJson.MAPPER.readTree(text);
            } catch (IOException e) {
                throw new Refusal("not valid JSON: expected {\"players\": {\"Ann\": [\"deer\", ...], ...}}");
            }
            if (root == null || !root.isObject() || root.size() != 1 || !root.has("players")) {
                throw new Refusal("expected one object with the key \"players\": {\"players\": {\"Ann\": [\"deer\", \"seal-double\"], ...}}");
            }
            NanukScoring.Result result = NanukScoring.score(RecordJson.piles(root.get("players"), "players"));
            Map<String, Object> players = new LinkedHashMap<>();
            result.players().forEach((name, s) -> {
                Map<String, Object> score = new LinkedHashMap<>();
                score.put("points", s.points());
                score.put("sets", s.sets());
                score.put("pairs", s.pairs());
                score.put("nanuk", s.nanuk());
                score.put("bonus", s.bonus());
                players.put(name, score);
            });
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("players", players);
            out.put("winners", result.winners());
            System.out.println(RecordJson.write(out));
            return 0;
        } catch (Refusal r) {
            return Cli.fail(r.getMessage());
        }
    }
}
