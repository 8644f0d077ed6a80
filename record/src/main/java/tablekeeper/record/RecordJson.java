package tablekeeper.record;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tablekeeper.rules.Animal;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukCard;
import tablekeeper.rules.Refusal;

/**
 * The game record's JSON, one object a line (docs/GAME-RECORD.md). Reading is strict: a line has exactly one
 * key, every object only the keys its line allows, every value the type it must have; anything else is
 * refused with a message that says what was wrong and what was expected.
 */
public final class RecordJson {
    /** Strict: duplicate keys and trailing garbage after the object are refused, not silently taken. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .build();

    private static final String KINDS = "setup, wind, bid, doom, side, contribute, reveal, draw, winter, end, score or deal";

    private RecordJson() {}

    /** One record line from its JSON text. */
    public static Line readLine(String json) {
        JsonNode node;
        try {
            node = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new Refusal("not valid JSON (" + e.getOriginalMessage() + "): expected one JSON object, e.g. {\"draw\": {\"card\": \"seal\"}}");
        }
        return readLine(node);
    }

    public static Line readLine(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new Refusal("a record line must be a JSON object with one key (" + KINDS + ")");
        }
        if (node.size() != 1) {
            throw new Refusal("a record line must have exactly one key (" + KINDS + "), found " + names(node));
        }
        String kind = node.fieldNames().next();
        JsonNode body = node.get(kind);
        return switch (kind) {
            case "setup" -> setup(body);
            case "wind" -> new Line.Wind(direction(body));
            case "bid" -> {
                Fields f = new Fields("bid", body, Set.of("player", "count", "animal", "days"), Set.of());
                yield new Line.Bid(f.text("player"), f.integer("count"), animal(f.text("animal")), f.integer("days"));
            }
            case "doom" -> new Line.Doom(new Fields("doom", body, Set.of("player"), Set.of()).text("player"));
            case "side" -> {
                Fields f = new Fields("side", body, Set.of("player", "side"), Set.of());
                yield new Line.ChooseSide(f.text("player"), side(f.text("side")));
            }
            case "contribute" -> {
                Fields f = new Fields("contribute", body, Set.of("player", "cards"), Set.of());
                yield new Line.Contribute(f.text("player"), f.integer("cards"));
            }
            case "reveal" -> reveal(body);
            case "draw" -> new Line.Draw(nanukCard(new Fields("draw", body, Set.of("card"), Set.of()).text("card")));
            case "winter" -> {
                new Fields("winter", body, Set.of(), Set.of());
                yield new Line.Winter();
            }
            case "end" -> {
                new Fields("end", body, Set.of(), Set.of());
                yield new Line.End();
            }
            case "score" -> score(body);
            case "deal" -> deal(body);
            default -> throw new Refusal("unknown line '" + kind + "': expected " + KINDS);
        };
    }

    private static Line.Setup setup(JsonNode body) {
        Fields f = new Fields("setup", body, Set.of("game", "players"),
                Set.of("dealer", "variant", "options", "deck", "match", "season"));
        GameKind game = GameKind.parse(f.text("game"));
        JsonNode playersNode = f.node("players");
        if (!playersNode.isArray()) throw new Refusal("setup.players must be a list of names in seating order, e.g. [\"Ann\", \"Bob\"]");
        List<String> players = new ArrayList<>();
        for (JsonNode p : playersNode) {
            if (!p.isTextual() || p.asText().isBlank()) throw new Refusal("setup.players must hold non-empty names, found " + p);
            players.add(p.asText());
        }
        Map<String, Object> options = null;
        if (f.has("options")) {
            JsonNode o = f.node("options");
            if (!o.isObject()) throw new Refusal("setup.options must be an object of option names to values, e.g. {\"sequentialSides\": true}");
            options = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                JsonNode v = e.getValue();
                if (v.isBoolean()) options.put(e.getKey(), v.booleanValue());
                else if (v.isTextual()) options.put(e.getKey(), v.textValue());
                else if (v.isIntegralNumber()) options.put(e.getKey(), v.intValue());
                else throw new Refusal("setup.options." + e.getKey() + " must be a string, a boolean or a whole number, found " + v);
            }
        }
        Map<String, Integer> deck = null;
        if (f.has("deck")) {
            JsonNode d = f.node("deck");
            if (!d.isObject()) throw new Refusal("setup.deck must map card codes to counts, e.g. {\"deer\": 18, \"deer-double\": 3, ...}");
            deck = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = d.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                NanukCard.parse(e.getKey());
                if (!e.getValue().isIntegralNumber() || e.getValue().intValue() < 0) {
                    throw new Refusal("setup.deck." + e.getKey() + " must be a whole number of cards, 0 or more, found " + e.getValue());
                }
                deck.put(e.getKey(), e.getValue().intValue());
            }
        }
        String dealer = f.has("dealer") ? f.text("dealer") : null;
        String variant = f.has("variant") ? f.text("variant") : null;
        String match = f.has("match") ? f.text("match") : null;
        Integer season = f.has("season") ? f.integer("season") : null;
        return new Line.Setup(game, players, dealer, variant, options, deck, match, season);
    }

    private static Line reveal(JsonNode body) {
        if (body != null && body.isObject() && body.has("cards")) {
            Fields f = new Fields("reveal", body, Set.of("cards"), Set.of());
            JsonNode cards = f.node("cards");
            if (!cards.isArray()) throw new Refusal("reveal.cards must be a list of Nanuk card codes, e.g. [\"seal\", \"inuksuk\"]");
            List<NanukCard> list = new ArrayList<>();
            for (JsonNode c : cards) {
                if (!c.isTextual()) throw new Refusal("reveal.cards must hold card codes as strings, found " + c);
                list.add(nanukCard(c.textValue()));
            }
            return new Line.Reveal(list);
        }
        if (body != null && body.isObject() && body.has("grid")) {
            Fields f = new Fields("reveal", body, Set.of("player", "grid", "card"), Set.of());
            return new Line.GridReveal(f.text("player"), f.integer("grid"), f.integer("card"));
        }
        if (body != null && body.isObject() && body.has("from")) {
            Fields f = new Fields("reveal", body, Set.of("player", "from", "end", "card"), Set.of());
            return new Line.HandReveal(f.text("player"), f.text("from"), handEnd(f.text("end")), f.integer("card"));
        }
        throw new Refusal("reveal must be {\"cards\": [...]} (Nanuk), {\"player\", \"from\", \"end\", \"card\"} (nana, from a hand)"
                + " or {\"player\", \"grid\", \"card\"} (nana, a grid slot)");
    }

    private static Line.Score score(JsonNode body) {
        Fields f = new Fields("score", body, Set.of("piles"), Set.of());
        return new Line.Score(piles(f.node("piles"), "score.piles"));
    }

    /** Piles by player, e.g. {"Ann": ["deer", "seal-double"], ...}; keeps the players' order. */
    public static Map<String, List<NanukCard>> piles(JsonNode node, String where) {
        if (node == null || !node.isObject()) throw new Refusal(where + " must map each player to a list of card codes, e.g. {\"Ann\": [\"deer\", \"seal-double\"]}");
        Map<String, List<NanukCard>> piles = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isArray()) throw new Refusal(where + "." + e.getKey() + " must be a list of card codes, found " + e.getValue());
            List<NanukCard> pile = new ArrayList<>();
            for (JsonNode c : e.getValue()) {
                if (!c.isTextual()) throw new Refusal(where + "." + e.getKey() + " must hold card codes as strings, found " + c);
                pile.add(nanukCard(c.textValue()));
            }
            piles.put(e.getKey(), List.copyOf(pile));
        }
        return piles;
    }

    private static Line.Deal deal(JsonNode body) {
        Fields f = new Fields("deal", body, Set.of("hands", "grid"), Set.of());
        JsonNode hands = f.node("hands");
        if (!hands.isObject()) throw new Refusal("deal.hands must map each player to a list of card values, e.g. {\"Ann\": [1, 1, 2]}");
        Map<String, List<Integer>> h = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = hands.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            h.put(e.getKey(), values(e.getValue(), "deal.hands." + e.getKey()));
        }
        return new Line.Deal(h, values(f.node("grid"), "deal.grid"));
    }

    private static List<Integer> values(JsonNode node, String where) {
        if (!node.isArray()) throw new Refusal(where + " must be a list of card values (whole numbers 1 to 12), found " + node);
        List<Integer> values = new ArrayList<>();
        for (JsonNode v : node) {
            if (!v.isIntegralNumber()) throw new Refusal(where + " must hold card values as whole numbers 1 to 12, found " + v);
            values.add(v.intValue());
        }
        return values;
    }

    private static Line.Direction direction(JsonNode body) {
        if (body != null && body.isTextual()) {
            for (Line.Direction d : Line.Direction.values()) if (d.code().equals(body.textValue())) return d;
        }
        throw new Refusal("wind must be \"clockwise\" or \"counterclockwise\", found " + body);
    }

    private static Line.Side side(String code) {
        for (Line.Side s : Line.Side.values()) if (s.code().equals(code)) return s;
        throw new Refusal("side must be \"hunt\" or \"doom\", found \"" + code + "\"");
    }

    private static Line.HandEnd handEnd(String code) {
        for (Line.HandEnd e : Line.HandEnd.values()) if (e.code().equals(code)) return e;
        throw new Refusal("end must be \"smallest\" or \"biggest\", found \"" + code + "\"");
    }

    private static Animal animal(String code) {
        return Animal.parse(code);
    }

    private static NanukCard nanukCard(String code) {
        return NanukCard.parse(code);
    }

    private static String names(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names.isEmpty() ? "none" : String.join(", ", names);
    }

    /** An object's fields, checked against the keys the line allows. */
    private static final class Fields {
        private final String where;
        private final JsonNode body;

        Fields(String where, JsonNode body, Set<String> required, Set<String> optional) {
            this.where = where;
            this.body = body;
            if (body == null || !body.isObject()) {
                throw new Refusal(where + " must be an object" + (required.isEmpty() ? " ({})" : " with " + String.join(", ", sorted(required))) + ", found " + body);
            }
            for (Iterator<String> it = body.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                if (!required.contains(name) && !optional.contains(name)) {
                    List<String> allowed = new ArrayList<>(sorted(required));
                    allowed.addAll(sorted(optional));
                    throw new Refusal(where + " has an unknown key '" + name + "': expected "
                            + (allowed.isEmpty() ? "no keys" : String.join(", ", allowed)));
                }
            }
            for (String name : sorted(required)) {
                if (!body.has(name)) throw new Refusal(where + " is missing '" + name + "'");
            }
        }

        private static List<String> sorted(Set<String> names) {
            return names.stream().sorted().toList();
        }

        boolean has(String name) {
            return body.has(name) && !body.get(name).isNull();
        }

        JsonNode node(String name) {
            return body.get(name);
        }

        String text(String name) {
            JsonNode v = body.get(name);
            if (v == null || !v.isTextual()) throw new Refusal(where + "." + name + " must be a string, found " + v);
            return v.textValue();
        }

        int integer(String name) {
            JsonNode v = body.get(name);
            if (v == null || !v.isIntegralNumber() || !v.canConvertToInt()) {
                throw new Refusal(where + "." + name + " must be a whole number, found " + v);
            }
            return v.intValue();
        }
    }

    // ---- writing ----

    /** One record line as compact JSON, in the documented key order. */
    public static String writeLine(Line line) {
        return MAPPER.createObjectNode().set(line.kind(), body(line)).toString();
    }

    /** A JSON-ready tree (e.g. {@code GameState.summary()}) as compact JSON. */
    public static String write(Object tree) {
        try {
            return MAPPER.writeValueAsString(tree);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a JSON-ready tree: " + e.getOriginalMessage(), e);
        }
    }

    private static JsonNode body(Line line) {
        ObjectNode o = MAPPER.createObjectNode();
        switch (line) {
            case Line.Setup s -> {
                o.put("game", s.game().code());
                ArrayNode players = o.putArray("players");
                s.players().forEach(players::add);
                if (s.dealer() != null) o.put("dealer", s.dealer());
                if (s.variant() != null) o.put("variant", s.variant());
                if (!s.options().isEmpty()) o.set("options", MAPPER.valueToTree(new java.util.TreeMap<>(s.options())));
                if (s.deck() != null) o.set("deck", MAPPER.valueToTree(new java.util.TreeMap<>(s.deck())));
                if (s.match() != null) o.put("match", s.match());
                if (s.season() != null) o.put("season", s.season());
            }
            case Line.Wind w -> {
                return MAPPER.getNodeFactory().textNode(w.direction().code());
            }
            case Line.Bid b -> o.put("player", b.player()).put("count", b.count()).put("animal", b.animal().code()).put("days", b.days());
            case Line.Doom d -> o.put("player", d.player());
            case Line.ChooseSide s -> o.put("player", s.player()).put("side", s.side().code());
            case Line.Contribute c -> o.put("player", c.player()).put("cards", c.cards());
            case Line.Reveal r -> {
                ArrayNode cards = o.putArray("cards");
                r.cards().forEach(c -> cards.add(c.code()));
            }
            case Line.HandReveal r -> o.put("player", r.player()).put("from", r.from()).put("end", r.end().code()).put("card", r.card());
            case Line.GridReveal r -> o.put("player", r.player()).put("grid", r.slot()).put("card", r.card());
            case Line.Draw d -> o.put("card", d.card().code());
            case Line.Winter w -> { }
            case Line.End e -> { }
            case Line.Score s -> {
                ObjectNode piles = o.putObject("piles");
                s.piles().forEach((player, pile) -> {
                    ArrayNode cards = piles.putArray(player);
                    pile.forEach(c -> cards.add(c.code()));
                });
            }
            case Line.Deal d -> {
                ObjectNode hands = o.putObject("hands");
                d.hands().forEach((player, hand) -> {
                    ArrayNode cards = hands.putArray(player);
                    hand.forEach(cards::add);
                });
                ArrayNode grid = o.putArray("grid");
                d.grid().forEach(grid::add);
            }
        }
        return o;
    }
}
