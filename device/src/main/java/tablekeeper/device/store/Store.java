package tablekeeper.device.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every game the device has kept, in one SQLite file ({@code tablekeeper.db} in the data folder), WAL mode with
 * {@code synchronous=FULL}: each write is one transaction that is on disk when the method returns, so the
 * caller applies a line only after the store returned. Withdrawn lines (undone, or replaced by a correction)
 * stay in a history of their own, so that a correction can itself be undone. A file that is not a healthy
 * Tablekeeper database is moved aside (never overwritten) and reported in {@link #warnings()}.
 */
public final class Store implements AutoCloseable {
    public static final String FILE = "tablekeeper.db";
    private static final int SCHEMA = 1;

    /** One game kept: {@code lines} are the record's JSON lines, setup first. */
    public record Game(String id, Instant started, Instant ended, String kind, List<String> lines) {}

    /** A line taken out of a record: by an undo, or replaced by a correction. */
    public record Withdrawn(long seq, String gameId, int index, String json, String why, Instant at) {}

    private final Path file;
    private final Connection db;
    private final List<String> warnings = new ArrayList<>();

    private Store(Path file, Connection db, List<String> warnings) {
        this.file = file;
        this.db = db;
        this.warnings.addAll(warnings);
    }

    /** Opens (or creates) the store in {@code dataDir}. */
    public static Store open(Path dataDir) {
        try {
            Files.createDirectories(dataDir);
        } catch (IOException e) {
            throw new StoreException("cannot create the data folder " + dataDir + " (" + e + "): give a writable folder with --data DIR", e);
        }
        Path file = dataDir.resolve(FILE);
        List<String> warnings = new ArrayList<>();
        try {
            return new Store(file, connect(file), warnings);
        } catch (SQLException | StoreException e) {
            Path aside = moveAside(file);
            warnings.add("the database " + file + " could not be read (" + e.getMessage() + "); it was moved aside to " + aside
                    + " (nothing in it was deleted) and a new, empty one was started. To look into it: sqlite3 " + aside);
            try {
                return new Store(file, connect(file), warnings);
            } catch (SQLException e2) {
                throw new StoreException("cannot create a new database at " + file + ": " + e2.getMessage(), e2);
            }
        }
    }

    private static Connection connect(Path file) throws SQLException {
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
        try {
            try (Statement s = c.createStatement()) {
                s.execute("PRAGMA journal_mode=WAL");
                s.execute("PRAGMA synchronous=FULL");
                s.execute("PRAGMA foreign_keys=ON");
                s.execute("PRAGMA busy_timeout=5000");
                try (ResultSet r = s.executeQuery("PRAGMA quick_check")) {
                    String result = r.next() ? r.getString(1) : "no answer";
                    if (!"ok".equals(result)) throw new StoreException("integrity check failed: " + result);
                }
                int version;
                try (ResultSet r = s.executeQuery("PRAGMA user_version")) {
                    version = r.next() ? r.getInt(1) : 0;
                }
                boolean empty;
                try (ResultSet r = s.executeQuery("SELECT count(*) FROM sqlite_master")) {
                    empty = r.getInt(1) == 0;
                }
                if (empty) {
                    c.setAutoCommit(false);
                    s.execute("CREATE TABLE game (id TEXT PRIMARY KEY, started TEXT NOT NULL, ended TEXT, kind TEXT NOT NULL, seq INTEGER NOT NULL)");
                    s.execute("CREATE TABLE line (game TEXT NOT NULL REFERENCES game(id), idx INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (game, idx))");
                    s.execute("CREATE TABLE withdrawn (seq INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL REFERENCES game(id),"
                            + " idx INTEGER NOT NULL, json TEXT NOT NULL, why TEXT NOT NULL, at TEXT NOT NULL)");
                    s.execute("CREATE TABLE setting (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
                    s.execute("PRAGMA user_version=" + SCHEMA);
                    c.commit();
                    c.setAutoCommit(true);
                } else if (version != SCHEMA) {
                    throw new StoreException("it is not a Tablekeeper database of schema " + SCHEMA + " (user_version " + version + ")");
                }
            }
            return c;
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    private static Path moveAside(Path file) {
        String stamp = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC).format(Instant.now());
        Path aside = file.resolveSibling(file.getFileName() + ".unreadable-" + stamp);
        for (int n = 2; Files.exists(aside); n++) aside = file.resolveSibling(file.getFileName() + ".unreadable-" + stamp + "-" + n);
        try {
            for (String suffix : List.of("", "-wal", "-shm")) {
                Path f = file.resolveSibling(file.getFileName() + suffix);
                if (Files.exists(f)) Files.move(f, aside.resolveSibling(aside.getFileName() + suffix), StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (IOException e) {
            throw new StoreException("the database " + file + " is unreadable and could not be moved aside (" + e
                    + "): move it away by hand, then start again", e);
        }
        return aside;
    }

    public Path file() {
        return file;
    }

    /** What went wrong when opening (e.g. a corrupt database moved aside), for the console and the doctor. */
    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    // ---- writing: each method is one durable transaction ----

    /** Keeps a new game from its setup line; returns its id. */
    public synchronized String createGame(String kind, String setupJson, Instant started) {
        return tx(() -> {
            long seq;
            try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT coalesce(max(seq), 0) + 1 FROM game")) {
                seq = r.getLong(1);
            }
            String id = "g" + seq;
            try (PreparedStatement p = db.prepareStatement("INSERT INTO game (id, started, kind, seq) VALUES (?, ?, ?, ?)")) {
                p.setString(1, id);
                p.setString(2, started.toString());
                p.setString(3, kind);
                p.setLong(4, seq);
                p.executeUpdate();
            }
            insertLine(id, 0, setupJson);
            return id;
        });
    }

    /** Appends line {@code index} (it must be the next one). */
    public synchronized void append(String gameId, int index, String json) {
        tx(() -> {
            int next = lineCount(gameId);
            if (index != next) throw new StoreException("line " + index + " cannot be appended to game " + gameId + ": its next line is " + next);
            insertLine(gameId, index, json);
            return null;
        });
    }

    /** Withdraws the last line, keeping it in the history. */
    public synchronized void undo(String gameId) {
        tx(() -> {
            int n = lineCount(gameId);
            if (n <= 1) throw new StoreException("game " + gameId + " has only its setup line: nothing to undo");
            withdraw(gameId, n - 1, "undo");
            return null;
        });
    }

    /** Replaces line {@code index} with {@code json}; the old line goes to the history. */
    public synchronized void correct(String gameId, int index, String json) {
        tx(() -> {
            int n = lineCount(gameId);
            if (index < 0 || index >= n) throw new StoreException("game " + gameId + " has no line " + index);
            withdraw(gameId, index, "correct");
            insertLine(gameId, index, json);
            return null;
        });
    }

    /** Notes when a game ended (null: open again, e.g. after an undo). */
    public synchronized void markEnded(String gameId, Instant ended) {
        tx(() -> {
            try (PreparedStatement p = db.prepareStatement("UPDATE game SET ended = ? WHERE id = ?")) {
                p.setString(1, ended == null ? null : ended.toString());
                p.setString(2, gameId);
                p.executeUpdate();
            }
            return null;
        });
    }

    public synchronized void setting(String key, String value) {
        tx(() -> {
            try (PreparedStatement p = db.prepareStatement("INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")) {
                p.setString(1, key);
                p.setString(2, value);
                p.executeUpdate();
            }
            return null;
        });
    }

    // ---- reading ----

    public synchronized Optional<String> setting(String key) {
        return query(() -> {
            try (PreparedStatement p = db.prepareStatement("SELECT value FROM setting WHERE key = ?")) {
                p.setString(1, key);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? Optional.of(r.getString(1)) : Optional.<String>empty();
                }
            }
        });
    }

    /** Every game kept, oldest first. */
    public synchronized List<Game> games() {
        return query(() -> {
            List<Game> games = new ArrayList<>();
            Map<String, List<String>> lines = new LinkedHashMap<>();
            try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT game, json FROM line ORDER BY game, idx")) {
                while (r.next()) lines.computeIfAbsent(r.getString(1), k -> new ArrayList<>()).add(r.getString(2));
            }
            try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT id, started, ended, kind FROM game ORDER BY seq")) {
                while (r.next()) {
                    String ended = r.getString(3);
                    games.add(new Game(r.getString(1), Instant.parse(r.getString(2)), ended == null ? null : Instant.parse(ended),
                            r.getString(4), List.copyOf(lines.getOrDefault(r.getString(1), List.of()))));
                }
            }
            return games;
        });
    }

    public synchronized Optional<Game> game(String id) {
        return games().stream().filter(g -> g.id().equals(id)).findFirst();
    }

    /** The withdrawn lines of a game, oldest first. */
    public synchronized List<Withdrawn> withdrawn(String gameId) {
        return query(() -> {
            List<Withdrawn> out = new ArrayList<>();
            try (PreparedStatement p = db.prepareStatement("SELECT seq, idx, json, why, at FROM withdrawn WHERE game = ? ORDER BY seq")) {
                p.setString(1, gameId);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) out.add(new Withdrawn(r.getLong(1), gameId, r.getInt(2), r.getString(3), r.getString(4), Instant.parse(r.getString(5))));
                }
            }
            return out;
        });
    }

    /** The game as a record file: one JSON line each, setup first. */
    public synchronized String exportJsonl(String gameId) {
        Game g = game(gameId).orElseThrow(() -> new StoreException("there is no game '" + gameId + "' in " + file));
        StringBuilder sb = new StringBuilder();
        for (String line : g.lines()) sb.append(line).append('\n');
        return sb.toString();
    }

    // ---- helpers ----

    private int lineCount(String gameId) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("SELECT count(*) FROM line WHERE game = ?")) {
            p.setString(1, gameId);
            try (ResultSet r = p.executeQuery()) {
                int n = r.getInt(1);
                if (n == 0) throw new StoreException("there is no game '" + gameId + "' in " + file);
                return n;
            }
        }
    }

    private void insertLine(String gameId, int index, String json) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("INSERT INTO line (game, idx, json) VALUES (?, ?, ?)")) {
            p.setString(1, gameId);
            p.setInt(2, index);
            p.setString(3, json);
            p.executeUpdate();
        }
    }

    private void withdraw(String gameId, int index, String why) throws SQLException {
        try (PreparedStatement p = db.prepareStatement("INSERT INTO withdrawn (game, idx, json, why, at) SELECT game, idx, json, ?, ? FROM line WHERE game = ? AND idx = ?")) {
            p.setString(1, why);
            p.setString(2, Instant.now().toString());
            p.setString(3, gameId);
            p.setInt(4, index);
            p.executeUpdate();
        }
        try (PreparedStatement p = db.prepareStatement("DELETE FROM line WHERE game = ? AND idx = ?")) {
            p.setString(1, gameId);
            p.setInt(2, index);
            p.executeUpdate();
        }
    }

    private interface Work<T> {
        T run() throws SQLException;
    }

    private <T> T tx(Work<T> work) {
        try {
            db.setAutoCommit(false);
            try {
                T result = work.run();
                db.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                db.rollback();
                throw e;
            } finally {
                db.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new StoreException("could not write to " + file + " (" + e.getMessage() + "): check the disk (free space, permissions); nothing was changed", e);
        }
    }

    private <T> T query(Work<T> work) {
        try {
            return work.run();
        } catch (SQLException e) {
            throw new StoreException("could not read " + file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            db.close();
        } catch (SQLException e) {
            // closing: nothing left to lose, the last transaction is already on disk
        }
    }
}
