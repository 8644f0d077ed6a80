package tablekeeper.dashboard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukCard;
import tablekeeper.rules.Refusal;

/** The HTTP API under /api (docs/API.md): everything the pages do, for other tools too. */
final class Api {
    private final Table table;
    private final Events events;
    private final Access access;
    private final java.util.function.IntSupplier port;

    Api(Table table, Events events, Access access, java.util.function.IntSupplier port) {
        this.table = table;
        this.events = events;
        this.access = access;
        this.port = port;
    }

    void routes(RoutesConfig r) {
        r.before("/api/*", this::guard);

        r.get("/api/state", ctx -> json(ctx, events.state()));
        r.sse("/api/events", events::join);

        r.get("/api/session", ctx -> json(ctx, "{\"host\":" + access.isHost(ctx) + "}"));
        r.post("/api/session", this::unlock);
        r.delete("/api/session", ctx -> {
            access.lock(ctx);
            ctx.header("Set-Cookie", Access.COOKIE + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict");
            json(ctx, "{\"host\":false}");
        });
        r.post("/api/clock", this::clock);

        r.post("/api/games", ctx -> {
            String expected = "a setup line, e.g. {\"setup\": {\"game\": \"nanuk\", \"players\": [\"Ann\", \"Bob\", \"Cy\", \"Di\", \"Ed\"], \"dealer\": \"Ann\"}}";
            if (!(Json.line(Json.object(ctx.body(), expected), expected) instanceof Line.Setup setup)) {
                throw new BadInput("a game starts from its setup line, not from another line", expected);
            }
            table.start(setup);
            ctx.status(201);
            json(ctx, events.state());
        });
        r.post("/api/lines", ctx -> {
            String expected = "one record line as JSON, e.g. {\"bid\": {\"player\": \"Ann\", \"count\": 3, \"animal\": \"seal\", \"days\": 4}} (docs/GAME-RECORD.md)";
            Line line = Json.line(Json.object(ctx.body(), expected), expected);
            if (line instanceof Line.Setup) throw new BadInput("a setup line starts a game: POST it to /api/games", expected);
            table.submit(line);
            json(ctx, events.state());
        });
        r.post("/api/undo", ctx -> {
            table.undo();
            json(ctx, events.state());
        });
        r.post("/api/undo-request", ctx -> {
            String expected = "{\"undo\": true} to withdraw the last line, {\"undo\": false} to keep it";
            table.answerUndoRequest(Json.bool(Json.object(ctx.body(), expected), "undo", expected));
            json(ctx, events.state());
        });
        r.post("/api/correct", ctx -> {
            String expected = "{\"index\": N, \"line\": {...}}: the number of the line to replace (0 is the setup) and the line that replaces it";
            ObjectNode body = Json.object(ctx.body(), expected);
            int index = Json.integer(body, "index", expected);
            table.correct(index, Json.line(body.get("line"), expected));
            json(ctx, events.state());
        });

        r.post("/api/proposals/{id}/confirm", ctx -> {
            table.confirm(ctx.pathParam("id"));
            json(ctx, events.state());
        });
        r.post("/api/proposals/{id}/reject", ctx -> {
            table.reject(ctx.pathParam("id"));
            json(ctx, events.state());
        });
        r.post("/api/proposals/{id}/correct", ctx -> {
            String expected = "{\"line\": {...}}: the line to apply instead of the proposal";
            table.correctProposal(ctx.pathParam("id"), Json.line(Json.object(ctx.body(), expected).get("line"), expected));
            json(ctx, events.state());
        });

        r.get("/api/camera.jpg", ctx -> {
            byte[] jpeg = table.camera().jpeg();
            if (jpeg == null) throw new Denied(404, "No camera frame", table.camera().status(), "a camera (start the device with --camera)");
            ctx.header("Cache-Control", "no-store").contentType("image/jpeg").result(jpeg);
        });
        r.post("/api/camera/zones", this::calibrate);

        r.post("/api/pilescan/batch", ctx -> {
            String expected = "{\"player\": \"Ann\"}: whose pile batch is laid out now";
            table.scanBatch(Json.text(Json.object(ctx.body(), expected), "player", expected));
            json(ctx, events.state());
        });
        r.post("/api/pilescan/pile", this::confirmPile);
        r.post("/api/pilescan/finish", ctx -> {
            table.finishPileScan();
            json(ctx, events.state());
        });

        r.get("/api/settings", ctx -> json(ctx, Json.write(table.settings())));
        r.post("/api/settings", this::settings);
        r.post("/api/shutdown", ctx -> {
            json(ctx, "{\"shuttingDown\":true}");
            Thread t = new Thread(() -> {
                try {
                    Thread.sleep(300); // let the answer reach the tablet first
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                table.shutDown();
            }, "dashboard-shutdown");
            t.setDaemon(true);
            t.start();
        });

        r.get("/api/history", ctx -> json(ctx, history()));
        r.get("/api/history/{id}/record.jsonl", this::export);
        r.post("/api/history", ctx -> {
            String id = table.importRecord(Json.record(ctx.body()));
            ctx.status(201);
            json(ctx, "{\"id\":" + Json.write(id) + "}");
        });
        r.post("/api/history/{id}/resume", ctx -> {
            table.resume(ctx.pathParam("id"));
            json(ctx, events.state());
        });

        r.get("/api/join", ctx -> json(ctx, "{\"url\":" + Json.write(JoinCode.url(port.getAsInt())) + "}"));
        r.get("/api/qr.svg", ctx -> ctx.contentType("image/svg+xml").result(JoinCode.svg(JoinCode.url(port.getAsInt()))));
        r.get("/api/qr.png", ctx -> ctx.contentType("image/png").result(JoinCode.png(JoinCode.url(port.getAsInt()), 8)));
        r.get("/api/rules/{game}", this::rules);
    }

    /** Every request that changes something: same origin only (403), then the PIN's session (401). */
    private void guard(Context ctx) {
        String method = ctx.method().name();
        if (method.equals("GET") || method.equals("HEAD") || method.equals("OPTIONS")) return;
        if (Access.crossOrigin(ctx)) {
            throw new Denied(403, "Other origin", "control requests from a page of another origin are refused (Origin: "
                    + ctx.header("Origin") + ")", "a request from the dashboard's own pages, or from a tool that sends no Origin header");
        }
        String path = ctx.path();
        if (path.equals("/api/session") || path.equals("/api/clock")) return;
        if (!access.isHost(ctx)) {
            throw new Denied(401, "Table PIN needed", "changing the game needs the table PIN: anyone may watch, only the host may play",
                    "first POST /api/session with {\"pin\": \"NNNN\"} (the PIN the device shows at start); its session cookie then unlocks control");
        }
    }

    private void unlock(Context ctx) {
        String expected = "{\"pin\": \"NNNN\"}: the table PIN the device shows at start";
        String pin = Json.text(Json.object(ctx.body(), expected), "pin", expected);
        String token = access.unlock(pin);
        if (token == null) throw new Denied(401, "Wrong PIN", "that is not the table PIN", expected);
        ctx.header("Set-Cookie", Access.COOKIE + "=" + token + "; Path=/; HttpOnly; SameSite=Strict");
        json(ctx, "{\"host\":true}");
    }

    private void clock(Context ctx) {
        String expected = "{\"now\": \"2026-11-29T20:15:00Z\"}: the tablet's time, ISO-8601 in UTC";
        try {
            table.tabletTime(Instant.parse(Json.text(Json.object(ctx.body(), expected), "now", expected)));
        } catch (DateTimeParseException e) {
            throw new BadInput("\"now\" is not an ISO-8601 instant", expected);
        }
        ctx.status(204);
    }

    private void calibrate(Context ctx) {
        String expected = "{\"zones\": [{\"name\": \"draw\", \"x\": 0.1, \"y\": 0.1, \"width\": 0.2, \"height\": 0.3}, ...]}: fractions of the frame, 0 to 1";
        JsonNode zones = Json.object(ctx.body(), expected).get("zones");
        if (zones == null || !zones.isArray()) throw new BadInput("\"zones\" is missing or not a list", expected);
        List<Table.Zone> list = new ArrayList<>();
        for (JsonNode z : zones) {
            if (!(z instanceof ObjectNode o)) throw new BadInput("a zone is not an object", expected);
            Table.Zone zone = new Table.Zone(Json.text(o, "name", expected), fraction(o, "x", expected), fraction(o, "y", expected),
                    fraction(o, "width", expected), fraction(o, "height", expected));
            if (zone.x() + zone.width() > 1.0001 || zone.y() + zone.height() > 1.0001) {
                throw new BadInput("zone '" + zone.name() + "' reaches outside the frame", expected);
            }
            list.add(zone);
        }
        table.calibrate(list);
        json(ctx, events.state());
    }

    private static double fraction(ObjectNode o, String field, String expected) {
        JsonNode v = o.get(field);
        if (v == null || !v.isNumber() || v.asDouble() < 0 || v.asDouble() > 1) throw new BadInput("\"" + field + "\" must be a number from 0 to 1", expected);
        return v.asDouble();
    }

    private void confirmPile(Context ctx) {
        String expected = "{\"player\": \"Ann\", \"cards\": [\"deer\", \"seal-double\", \"inuksuk\", ...]}: that player's whole won pile";
        ObjectNode body = Json.object(ctx.body(), expected);
        String player = Json.text(body, "player", expected);
        JsonNode cards = body.get("cards");
        if (cards == null || !cards.isArray()) throw new BadInput("\"cards\" is missing or not a list of card codes", expected);
        List<NanukCard> pile = new ArrayList<>();
        for (JsonNode c : cards) {
            try {
                pile.add(NanukCard.parse(c.asText()));
            } catch (Refusal e) {
                throw new BadInput(e.getMessage(), expected);
            }
        }
        table.confirmPile(player, pile);
        json(ctx, events.state());
    }

    private void settings(Context ctx) {
        String expected = "{\"buzzerMuted\": false, \"ledBrightness\": 0..100} (0 turns the LEDs off)";
        ObjectNode body = Json.object(ctx.body(), expected);
        Table.Settings now = table.settings();
        boolean muted = body.has("buzzerMuted") ? Json.bool(body, "buzzerMuted", expected) : now.buzzerMuted();
        int brightness = body.has("ledBrightness") ? Json.integer(body, "ledBrightness", expected) : now.ledBrightness();
        if (brightness < 0 || brightness > 100) throw new BadInput("\"ledBrightness\" is " + brightness + ", outside 0..100", expected);
        table.settings(new Table.Settings(muted, brightness));
        json(ctx, Json.write(table.settings()));
    }

    private String history() {
        ArrayNode games = Json.MAPPER.createArrayNode();
        for (Table.PastGame g : table.history()) {
            ObjectNode n = games.addObject();
            n.put("id", g.id());
            n.put("started", g.started() == null ? null : g.started().toString());
            n.put("ended", g.ended() == null ? null : g.ended().toString());
            n.put("game", g.game().code());
            n.set("players", Json.MAPPER.valueToTree(g.players()));
            n.put("result", g.result());
            n.set("scores", Json.MAPPER.valueToTree(g.scores()));
            n.put("match", g.match());
            if (g.season() == null) n.putNull("season");
            else n.put("season", g.season());
            n.set("matchTotals", Json.MAPPER.valueToTree(g.matchTotals()));
            n.put("record", "/api/history/" + g.id() + "/record.jsonl");
        }
        return Json.write(games);
    }

    private void export(Context ctx) {
        String id = ctx.pathParam("id");
        StringBuilder out = new StringBuilder();
        for (Line line : table.export(id)) out.append(tablekeeper.record.RecordJson.writeLine(line)).append('\n');
        String name = id.replaceAll("[^A-Za-z0-9_-]", "_");
        ctx.header("Content-Disposition", "attachment; filename=\"tablekeeper-" + name + ".jsonl\"")
                .contentType("application/x-ndjson; charset=utf-8").result(out.toString());
    }

    private void rules(Context ctx) throws IOException {
        GameKind game;
        try {
            game = GameKind.parse(ctx.pathParam("game"));
        } catch (Refusal e) {
            throw new BadInput(e.getMessage(), "/api/rules/nanuk or /api/rules/nana");
        }
        String text = rulingsOf(game, resource("/web/docs/RULINGS.md"));
        ObjectNode n = Json.MAPPER.createObjectNode();
        n.put("game", game.code());
        n.put("rulings", text);
        n.set("options", table.game().filter(g -> g.record().setup().game() == game)
                .<JsonNode>map(g -> Json.MAPPER.valueToTree(g.record().setup().options())).orElse(Json.MAPPER.createObjectNode()));
        json(ctx, Json.write(n));
    }

    /** The introduction of docs/RULINGS.md and the one section ({@code ## Nanuk} or {@code ## nana ...}) of this game. */
    static String rulingsOf(GameKind game, String rulings) {
        if (rulings == null) return null;
        String[] sections = rulings.split("(?m)^(?=## )");
        StringBuilder out = new StringBuilder(sections[0]);
        for (int i = 1; i < sections.length; i++) {
            if (sections[i].toLowerCase(java.util.Locale.ROOT).startsWith("## " + game.code())) out.append(sections[i]);
        }
        return out.toString();
    }

    /** A text packaged from docs/ (see the pom), or null when the build did not find it. */
    private static String resource(String path) throws IOException {
        try (InputStream in = Api.class.getResourceAsStream(path)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static void json(Context ctx, String body) {
        ctx.contentType("application/json").result(body);
    }
}
