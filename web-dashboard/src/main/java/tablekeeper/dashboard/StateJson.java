package tablekeeper.dashboard;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import tablekeeper.record.RecordJson;
import java.util.List;
import tablekeeper.rules.Action;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.GameState;
import tablekeeper.rules.Line;

/**
 * The state every page shows, as one JSON object (GET /api/state, and each /api/events event): the open game
 * (lines, the engine's summary, who must act now, the legal next actions), the camera's proposals and health,
 * the pile scan and the settings. Built once per change and sent to every page alike.
 */
final class StateJson {
    private StateJson() {}

    static String of(Table table, long version) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("version", version);
        root.set("game", table.game().map(StateJson::game).orElse(null));
        if (!root.hasNonNull("game")) root.putNull("game");

        ArrayNode proposals = root.putArray("proposals");
        for (Table.Proposal p : table.proposals()) {
            ObjectNode n = proposals.addObject();
            n.put("id", p.id());
            n.putRawValue("line", new RawValue(RecordJson.writeLine(p.line())));
            n.put("says", p.says());
            n.put("confidence", p.confidence());
        }

        root.put("undoRequest", table.undoRequest().orElse(null));

        Table.CameraView camera = table.camera();
        ObjectNode cam = root.putObject("camera");
        cam.put("status", camera.status());
        cam.put("hasFrame", camera.jpeg() != null);
        cam.put("takenAt", camera.takenAt() == null ? null : camera.takenAt().toString());
        cam.set("zones", Json.MAPPER.valueToTree(camera.zones()));

        Table.PileScan scan = table.pileScan();
        ObjectNode pile = root.putObject("pileScan");
        pile.put("active", scan.active());
        pile.set("read", codes(scan.read()));
        pile.set("confirmed", codes(scan.confirmed()));
        pile.set("expected", Json.MAPPER.valueToTree(scan.expected()));
        pile.put("says", scan.says());

        root.set("settings", Json.MAPPER.valueToTree(table.settings()));
        return Json.write(root);
    }

    private static ObjectNode codes(java.util.Map<String, List<tablekeeper.rules.NanukCard>> piles) {
        ObjectNode n = Json.MAPPER.createObjectNode();
        piles.forEach((player, cards) -> {
            ArrayNode a = n.putArray(player);
            cards.forEach(c -> a.add(c.code()));
        });
        return n;
    }

    private static ObjectNode game(Table.CurrentGame current) {
        GameRecord record = current.record();
        GameState state = record.state();
        ObjectNode g = Json.MAPPER.createObjectNode();
        g.put("id", current.id());
        g.put("game", state.game().code());
        g.set("players", Json.MAPPER.valueToTree(state.players()));
        g.put("over", state.over());
        g.set("waitingFor", Json.MAPPER.valueToTree(state.waitingFor()));
        ArrayNode actions = g.putArray("legalActions");
        for (Action a : state.legalActions()) {
            ObjectNode n = actions.addObject();
            n.put("type", a.type());
            n.put("player", a.player());
            n.set("limits", Json.MAPPER.valueToTree(a.limits()));
            n.put("says", a.says());
        }
        g.set("summary", Json.MAPPER.valueToTree(state.summary()));
        g.put("result", GameResult.says(state));
        ArrayNode lines = g.putArray("lines");
        List<Line> all = record.lines();
        for (Line line : all) lines.addRawValue(new RawValue(RecordJson.writeLine(line))); // as written, not re-parsed
        return g;
    }
}
