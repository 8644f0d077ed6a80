package tablekeeper.app;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
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
        try {
            String text = Cli.read(file);
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
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("players", result.summary());
            out.put("winners", result.winners());
            System.out.println(RecordJson.write(out));
            return 0;
        } catch (Refusal r) {
            return Cli.fail(r.getMessage());
        }
    }
}
