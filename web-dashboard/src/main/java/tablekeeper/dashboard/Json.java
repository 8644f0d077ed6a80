package tablekeeper.dashboard;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import tablekeeper.record.RecordJson;
import tablekeeper.rules.Line;

/** JSON in and out of the dashboard: request bodies, record lines (through the record module), responses. */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {}

    /** The request body as a JSON object, or {@link BadInput} saying what was expected instead. */
    static ObjectNode object(String body, String expected) {
        if (body == null || body.isBlank()) throw new BadInput("the request body is empty", expected);
        JsonNode node;
        try {
            node = MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            throw new BadInput("the request body is not JSON: " + e.getOriginalMessage(), expected);
        }
        if (!(node instanceof ObjectNode o)) throw new BadInput("the request body is JSON but not an object", expected);
        return o;
    }

    /** A record line, e.g. {"bid": {...}}, read with the record module's rules for the format. */
    static Line line(JsonNode node, String expected) {
        if (node == null || !node.isObject()) throw new BadInput("a record line must be a JSON object such as {\"draw\": {\"card\": \"seal\"}}", expected);
        try {
            return RecordJson.readLine(node.toString());
        } catch (RuntimeException e) {
            throw new BadInput("not a record line: " + e.getMessage(), expected);
        }
    }

    /** A whole record, one JSON object a line (blank lines skipped); {@link BadInput} names the first bad line. */
    static List<Line> record(String jsonl) {
        List<Line> lines = new ArrayList<>();
        String[] raw = jsonl == null ? new String[0] : jsonl.split("\r?\n");
        for (int i = 0; i < raw.length; i++) {
            if (raw[i].isBlank()) continue;
            try {
                lines.add(RecordJson.readLine(raw[i]));
            } catch (RuntimeException e) {
                throw new BadInput("line " + (i + 1) + ": " + e.getMessage(), "a game record: one JSON object a line, the setup first (docs/GAME-RECORD.md)");
            }
        }
        if (lines.isEmpty()) throw new BadInput("the record is empty", "a game record: one JSON object a line, the setup first (docs/GAME-RECORD.md)");
        return lines;
    }

    static JsonNode tree(Line line) {
        try {
            return MAPPER.readTree(RecordJson.writeLine(line));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the record module wrote a line that is not JSON", e);
        }
    }

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String text(ObjectNode o, String field, String expected) {
        JsonNode v = o.get(field);
        if (v == null || !v.isTextual() || v.asText().isBlank()) throw new BadInput("\"" + field + "\" is missing or not a text", expected);
        return v.asText();
    }

    static int integer(ObjectNode o, String field, String expected) {
        JsonNode v = o.get(field);
        if (v == null || !v.canConvertToExactIntegral() || !v.canConvertToInt()) throw new BadInput("\"" + field + "\" is missing or not a whole number", expected);
        return v.asInt();
    }

    static boolean bool(ObjectNode o, String field, String expected) {
        JsonNode v = o.get(field);
        if (v == null || !v.isBoolean()) throw new BadInput("\"" + field + "\" is missing or not true/false", expected);
        return v.asBoolean();
    }
}
