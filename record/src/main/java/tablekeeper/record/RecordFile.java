package tablekeeper.record;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.Line;
import tablekeeper.rules.Refusal;

/** A game record as text: one JSON object a line, blank lines skipped but counted. */
public final class RecordFile {
    private RecordFile() {}

    /** Replays the record's text; a bad line (JSON or move) is a {@link BadLine} naming its line number. */
    public static GameRecord parse(String text) {
        GameRecord record = null;
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) continue;
            try {
                Line line = RecordJson.readLine(lines[i]);
                record = record == null ? firstLine(line) : record.append(line);
            } catch (Refusal r) {
                throw new BadLine(i + 1, r.getMessage());
            }
        }
        if (record == null) throw new BadLine(1, "the record is empty: expected a setup line first, e.g. {\"setup\": {\"game\": \"nana\", \"players\": [\"Ann\", \"Bob\"]}}");
        return record;
    }

    private static GameRecord firstLine(Line line) {
        if (!(line instanceof Line.Setup setup)) {
            throw new Refusal("the first line must be the setup, e.g. {\"setup\": {\"game\": \"nanuk\", \"players\": [\"Ann\", \"Bob\", \"Cy\", \"Di\", \"Ed\"]}}");
        }
        return GameRecord.start(setup);
    }

    /** Reads a file, or standard input for {@code "-"}. */
    public static String readText(String path) throws IOException {
        if ("-".equals(path)) {
            InputStream in = System.in;
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        return Files.readString(Path.of(path), StandardCharsets.UTF_8);
    }

    /** The record as text, one line each, ending with a newline. */
    public static String write(List<Line> lines) {
        StringBuilder out = new StringBuilder();
        for (Line line : lines) out.append(RecordJson.writeLine(line)).append('\n');
        return out.toString();
    }

    public static void write(List<Line> lines, Path file) {
        try {
            Files.writeString(file, write(lines), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
