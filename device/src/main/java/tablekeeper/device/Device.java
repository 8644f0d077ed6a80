package tablekeeper.device;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import tablekeeper.device.hardware.Brightness;
import tablekeeper.device.hardware.Buttons;
import tablekeeper.device.hardware.Panel;
import tablekeeper.device.hardware.TableLights;
import tablekeeper.device.loop.Read;
import tablekeeper.device.loop.Reading;
import tablekeeper.device.loop.Seen;
import tablekeeper.device.loop.Zone;
import tablekeeper.device.loop.Zones;
import tablekeeper.device.store.Store;
import tablekeeper.record.RecordJson;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.GameState;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukCard;
import tablekeeper.rules.NanukState;
import tablekeeper.rules.Refusal;
import tablekeeper.rules.Rules;

/**
 * The appliance: the open game's record (rules engines), the store that keeps every line durably before it
 * takes effect, the panel that shows it, and what the camera reads. Thread-safe; every change runs the listeners.
 * A confident read that the engine accepts becomes a line at once; anything less is only proposed.
 */
public final class Device implements AutoCloseable {
    /** A read waiting for the table to confirm it (Confirm button or tablet). */
    public record Proposal(String id, Line line, String says, double confidence) {}

    public record CameraView(byte[] jpeg, String status, Instant takenAt, List<Zone> zones) {}

    public record PileScan(boolean active, Map<String, List<NanukCard>> read, Map<String, List<NanukCard>> confirmed,
                           Map<String, Integer> expected, String says) {
        public static final PileScan NONE = new PileScan(false, Map.of(), Map.of(), Map.of(), "no game awaits its piles");
    }

    /** {@code ledBrightness}: 0 (off) to 100. */
    public record Settings(boolean buzzerMuted, int ledBrightness) {}

    /** A game kept in the store, with the state its lines replay to (null when they no longer replay). */
    public record KeptGame(String id, Instant started, Instant ended, List<Line> lines, GameState state) {}

    public static final double DEFAULT_CONFIDENT = 0.8;
    private static final com.fasterxml.jackson.databind.ObjectMapper ZONES_JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    private final Store store;
    private final Panel panel;
    private final TableLights lights;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<String>> events = new CopyOnWriteArrayList<>();
    private final List<Proposal> proposals = new ArrayList<>();
    private final Map<String, List<NanukCard>> pileRead = new LinkedHashMap<>();
    private final Map<String, List<NanukCard>> pileConfirmed = new LinkedHashMap<>();
    private final double confident;
    private GameRecord record;
    private String gameId;
    private List<Zone> zones; // null: the default layout for the game
    private List<Seen> view = List.of();
    private byte[] viewJpeg;
    private Instant viewAt;
    private String cameraStatus = "no camera: enter every line on the tablet";
    private String pileNotice = "";
    private Settings settings;
    private Duration clockOffset = Duration.ZERO;
    private boolean clockSet;
    private int nextProposal = 1;
    private Runnable onShutDown = () -> {};

    public Device(Store store, Panel panel, double confident) {
        this.store = store;
        this.panel = panel;
        this.lights = new TableLights(panel);
        this.confident = confident;
        this.settings = new Settings(store.setting("buzzerMuted").map(Boolean::parseBoolean).orElse(false),
                store.setting("ledBrightness").map(Integer::parseInt).orElse(100));
        applySettings();
        store.setting("zones").filter(z -> !z.isBlank()).ifPresent(json -> {
            try {
                zones = List.of(ZONES_JSON.readValue(json, Zone[].class));
            } catch (java.io.IOException | IllegalArgumentException e) {
                event("the calibrated zones kept in the store could not be read (" + e.getMessage() + "): the plain layout is used; calibrate again");
            }
        });
        store.setting("open").ifPresent(id -> {
            try {
                open(id);
            } catch (RuntimeException e) {
                event("the open game " + id + " could not be resumed (" + e.getMessage() + "): it stays in the history");
            }
        });
        panel.onPress(this::pressed);
    }

    public Device(Store store, Panel panel) {
        this(store, panel, DEFAULT_CONFIDENT);
    }

    public void onShutDown(Runnable r) {
        this.onShutDown = r;
    }

    // ---- the game ----

    public synchronized Optional<GameRecord> record() {
        return Optional.ofNullable(record);
    }

    public synchronized String gameId() {
        return gameId;
    }

    public void start(Line.Setup setup) {
        synchronized (this) {
            GameRecord r = GameRecord.start(setup);
            String id = store.createGame(setup.game().code(), RecordJson.writeLine(setup), now());
            store.setting("open", id);
            record = r;
            gameId = id;
            proposals.clear();
            clearPiles();
            lights.show(r.lines());
            event("game " + id + " started: " + setup.game().code() + " with " + String.join(", ", setup.players()));
        }
        changed();
    }

    public void submit(Line line) {
        synchronized (this) {
            apply(line);
        }
        changed();
    }

    /** Checks the line with the engine, stores it durably, and only then makes it the table's. */
    private void apply(Line line) {
        GameRecord r = requireOpen();
        GameRecord next = r.append(line); // refused: nothing stored, nothing changed
        int index = next.lines().size() - 1;
        store.append(gameId, index, RecordJson.writeLine(line));
        if (next.state().over()) store.markEnded(gameId, now());
        record = next;
        lights.happened(next.lines());
        dropStaleProposals();
        event("line " + index + ": " + RecordJson.writeLine(line));
    }

    public void undo() {
        synchronized (this) {
            GameRecord r = requireOpen();
            GameRecord prev = r.undo();
            store.undo(gameId);
            store.markEnded(gameId, null);
            record = prev;
            lights.show(prev.lines());
            dropStaleProposals();
            clearPilesUnlessScoring();
            event("undone: line " + (r.lines().size() - 1));
        }
        changed();
    }

    public void correct(int index, Line line) {
        synchronized (this) {
            GameRecord r = requireOpen();
            if (index == 0) throw new Refusal("the setup line cannot be corrected here: start a new game instead");
            GameRecord next = r.correct(index, line);
            store.correct(gameId, index, RecordJson.writeLine(line));
            store.markEnded(gameId, next.state().over() ? now() : null);
            record = next;
            lights.show(next.lines());
            dropStaleProposals();
            event("corrected line " + index + ": " + RecordJson.writeLine(line));
        }
        changed();
    }

    private GameRecord requireOpen() {
        if (record == null) throw new Refusal("no game is open: start a game first");
        return record;
    }

    // ---- what the camera reads ----

    /** The loop saw a new stable view: turn what changed into lines or proposals. */
    public void viewed(List<Seen> seen, byte[] jpeg) {
        synchronized (this) {
            List<Seen> before = new ArrayList<>(view);
            view = List.copyOf(seen);
            viewJpeg = jpeg;
            viewAt = now();
            if (record != null && !record.state().over()) {
                // every card seen since the round or turn began stays accounted for until it ends: a card the
                // scanner missed in one view (or could not read, and the tablet entered) is no new card when a
                // later view finds it; within a round or turn, cards are only ever added to the table
                Object epoch = epoch(record.state());
                if (!epoch.equals(seenEpoch)) {
                    seenThisEpoch.clear();
                    seenEpoch = epoch;
                }
                before.addAll(seenThisEpoch);
                Reading.Result result = Reading.read(record.state(), before, seen);
                for (Seen c : seen) {
                    if (seenThisEpoch.stream().noneMatch(b -> b.samePlace(c) && b.code().equals(c.code()))) seenThisEpoch.add(c);
                }
                result.notices().forEach(this::event);
                for (Read read : result.reads()) take(read);
            }
        }
        changed();
    }

    private final List<Seen> seenThisEpoch = new ArrayList<>();
    private List<Seen> batchView; // the view the last pile batch was read from
    private Object seenEpoch = "";

    /** Cards leave the table at the end of a Nanuk round and of a nana turn. */
    private static Object epoch(GameState state) {
        return switch (state) {
            case NanukState s -> "round " + s.round();
            case tablekeeper.rules.NanaState s -> "turn " + s.turnNumber();
        };
    }

    private void take(Read read) {
        boolean sure = read.confidence() >= confident && !read.choice() && proposals.isEmpty();
        if (sure) {
            try {
                apply(read.line());
                event("camera: " + read.says());
                return;
            } catch (Refusal r) {
                event("camera read \"" + read.says() + "\" but the rules refuse it: " + r.getMessage() + " (proposed instead)");
            }
        }
        for (Proposal p : proposals) if (p.line().equals(read.line())) return;
        Proposal p = new Proposal("p" + nextProposal++, read.line(), read.says(), read.confidence());
        proposals.add(p);
        // (the confidence as the scanner reported it: rounded to a hundredth, a read at 0.849 showed the 0.85 it missed)
        event("proposed " + p.id() + ": " + read.says() + " (confidence " + read.confidence() + "): press Confirm or accept it on the tablet");
    }

    public synchronized List<Proposal> proposals() {
        return List.copyOf(proposals);
    }

    public void confirm(String id) {
        synchronized (this) {
            Proposal p = proposal(id);
            apply(p.line());
            proposals.remove(p);
        }
        changed();
    }

    public void correctProposal(String id, Line line) {
        synchronized (this) {
            Proposal p = proposal(id);
            apply(line);
            proposals.remove(p);
        }
        changed();
    }

    public void reject(String id) {
        synchronized (this) {
            proposals.remove(proposal(id));
            event("rejected " + id);
        }
        changed();
    }

    private Proposal proposal(String id) {
        for (Proposal p : proposals) if (p.id().equals(id)) return p;
        throw new Refusal("there is no proposal '" + id + "'" + (proposals.isEmpty() ? ": nothing is proposed now"
                : ": the proposals now are " + proposals.stream().map(Proposal::id).toList()));
    }

    /** Proposals the engine would now refuse go (e.g. the tablet entered the same card first). */
    private void dropStaleProposals() {
        if (record == null) {
            proposals.clear();
            return;
        }
        GameState state = record.state();
        proposals.removeIf(p -> {
            try {
                Rules.apply(state, p.line());
                return false;
            } catch (Refusal r) {
                return true;
            }
        });
    }

    // ---- the camera ----

    public void cameraStatus(String status) {
        boolean changed;
        synchronized (this) {
            changed = !status.equals(cameraStatus);
            cameraStatus = status;
        }
        if (changed) changed();
    }

    public synchronized CameraView camera() {
        return new CameraView(viewJpeg, cameraStatus, viewAt, zones());
    }

    /** The zones in force: calibrated ones, else the plain layout for the open game. */
    public synchronized List<Zone> zones() {
        if (zones != null) return zones;
        if (record == null) return List.of();
        return Zones.defaults(record.setup().game(), record.setup().players());
    }

    /** Replaces the calibration and keeps it in the store: the camera stays where it was placed across restarts. */
    public void calibrate(List<Zone> calibrated) {
        synchronized (this) {
            zones = calibrated == null || calibrated.isEmpty() ? null : List.copyOf(calibrated);
            try {
                store.setting("zones", zones == null ? "" : ZONES_JSON.writeValueAsString(zones));
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new IllegalStateException("zones cannot be written as JSON", e);
            }
            event(zones == null ? "zones: back to the plain layout" : "zones calibrated: " + zones.stream().map(Zone::name).toList());
        }
        changed();
    }

    // ---- the pile scan ----

    private boolean awaitsPiles() {
        return record != null && record.state() instanceof NanukState s && s.phase() == NanukState.Phase.SCORE;
    }

    public synchronized PileScan pileScan() {
        if (!awaitsPiles()) return PileScan.NONE;
        NanukState s = (NanukState) record.state();
        List<String> missing = s.players().stream().filter(p -> !pileConfirmed.containsKey(p)).toList();
        String says = missing.isEmpty() ? "every pile is confirmed: finish to score the game"
                : missing.get(0) + ": lay out your won pile (" + s.cardsWon().getOrDefault(missing.get(0), 0)
                + " cards), in batches if it does not fit, and scan each batch" + (pileNotice.isEmpty() ? "" : ". " + pileNotice);
        return new PileScan(true, copy(pileRead), copy(pileConfirmed), Map.copyOf(s.cardsWon()), says);
    }

    private static Map<String, List<NanukCard>> copy(Map<String, List<NanukCard>> m) {
        Map<String, List<NanukCard>> out = new LinkedHashMap<>();
        m.forEach((k, v) -> out.put(k, List.copyOf(v)));
        return out;
    }

    /** Adds the cards of the current stable view to {@code player}'s pile as read so far. */
    public void scanBatch(String player) {
        synchronized (this) {
            if (!awaitsPiles()) throw new Refusal("the game does not await its piles: piles are scanned once the game has ended");
            NanukState s = (NanukState) record.state();
            if (!s.players().contains(player)) throw new Refusal("'" + player + "' does not play this game: expected one of " + s.players());
            if (viewAt == null) throw new Refusal("the camera has no view of the table yet: lay the pile out under the camera, or type the pile in");
            if (view == batchView) {
                throw new Refusal("the camera has not seen a new layout since the last batch: lay out the next batch and wait for the table to be still"
                        + " (nothing counted twice)");
            }
            batchView = view;
            List<NanukCard> batch = new ArrayList<>();
            int unread = 0;
            for (Seen c : view) {
                if (c.known() && tablekeeper.rules.CardCodes.gameOf(c.code()) == tablekeeper.rules.GameKind.NANUK) batch.add(NanukCard.parse(c.code()));
                else unread++;
            }
            List<NanukCard> all = pileRead.computeIfAbsent(player, p -> new ArrayList<>());
            all.addAll(batch);
            int expected = s.cardsWon().getOrDefault(player, 0);
            pileNotice = player + ": " + all.size() + " of " + expected + " cards read" + (unread > 0 ? ", " + unread + " could not be read: add them by hand" : "")
                    + (all.size() > expected ? " (more than " + player + " won: a card counted twice?)" : all.size() == expected ? ": confirm the pile" : ": lay the next batch");
            event("pile scan: " + pileNotice);
        }
        changed();
    }

    public void confirmPile(String player, List<NanukCard> cards) {
        synchronized (this) {
            if (!awaitsPiles()) throw new Refusal("the game does not await its piles: piles are scored once the game has ended");
            NanukState s = (NanukState) record.state();
            if (!s.players().contains(player)) throw new Refusal("'" + player + "' does not play this game: expected one of " + s.players());
            int expected = s.cardsWon().getOrDefault(player, 0);
            if (cards.size() != expected) {
                event("pile of " + player + ": " + cards.size() + " cards confirmed, " + expected + " won (the table's word counts)");
            }
            pileConfirmed.put(player, List.copyOf(cards));
            pileNotice = "";
        }
        changed();
    }

    public void finishPileScan() {
        synchronized (this) {
            if (!awaitsPiles()) throw new Refusal("the game does not await its piles");
            List<String> missing = record.state().players().stream().filter(p -> !pileConfirmed.containsKey(p)).toList();
            if (!missing.isEmpty()) throw new Refusal("the piles of " + String.join(", ", missing) + " are not confirmed yet");
            apply(new Line.Score(new LinkedHashMap<>(pileConfirmed)));
            clearPiles();
        }
        changed();
    }

    private void clearPiles() {
        pileRead.clear();
        pileConfirmed.clear();
        pileNotice = "";
    }

    private void clearPilesUnlessScoring() {
        if (!awaitsPiles()) clearPiles();
    }

    // ---- settings and buttons ----

    public synchronized Settings settings() {
        return settings;
    }

    public void settings(Settings s) {
        if (s.ledBrightness() < 0 || s.ledBrightness() > 100) throw new Refusal("LED brightness must be 0 (off) to 100, not " + s.ledBrightness());
        synchronized (this) {
            store.setting("buzzerMuted", Boolean.toString(s.buzzerMuted()));
            store.setting("ledBrightness", Integer.toString(s.ledBrightness()));
            settings = s;
            applySettings();
        }
        changed();
    }

    private void applySettings() {
        panel.buzzer().mute(settings.buzzerMuted());
        int b = settings.ledBrightness();
        panel.brightness(b == 0 ? Brightness.OFF : b < 100 ? Brightness.DIM : Brightness.FULL);
    }

    private void pressed(Buttons.Press press) {
        try {
            switch (press) {
                case CONFIRM -> {
                    List<Proposal> p = proposals();
                    if (!p.isEmpty()) confirm(p.get(0).id());
                    else if (awaitsWind()) tossWind();
                    else event("Confirm pressed: nothing is proposed");
                }
                case UNDO -> undo();
                case UNDO_LONG -> askUndo();
            }
        } catch (Refusal r) {
            event(press + ": " + r.getMessage());
        }
    }

    /**
     * Undo held down: the table asks the tablet before withdrawing (a long press is easy to make by accident,
     * and a withdrawn line may be a whole round's reveal). The question holds while the record stays as it was.
     */
    private void askUndo() {
        synchronized (this) {
            GameRecord r = requireOpen();
            if (r.lines().size() < 2) throw new Refusal("there is no line to undo (the setup stays)");
            undoAskedAt = r.lines().size();
            event("Undo held down: confirm on the tablet to withdraw line " + (r.lines().size() - 1));
        }
        changed();
    }

    private int undoAskedAt = -1; // the record's size when Undo was held down; -1: nothing asked

    /** What a long press on Undo asked the tablet to confirm, in words; empty when nothing is asked. */
    public synchronized Optional<String> undoRequest() {
        if (record == null || record.lines().size() != undoAskedAt) return Optional.empty();
        int last = record.lines().size() - 1;
        return Optional.of("Undo was held down at the table: withdraw line " + last + ", " + RecordJson.writeLine(record.lines().get(last)) + "?");
    }

    /** The tablet's answer to {@link #undoRequest()}: withdraw the last line, or keep it. */
    public void answerUndoRequest(boolean undo) {
        synchronized (this) {
            if (undoRequest().isEmpty()) throw new Refusal("no undo is waiting for an answer: hold Undo down on the device to ask for one");
            undoAskedAt = -1;
            if (!undo) event("the tablet kept the last line");
        }
        if (undo) undo();
        else changed();
    }

    private synchronized boolean awaitsWind() {
        return record != null && record.state() instanceof NanukState s && s.phase() == NanukState.Phase.WIND;
    }

    /** The device tosses the wind for a new round itself: a fair random side, which goes into the record. */
    public void tossWind() {
        synchronized (this) {
            Line.Direction d = TOSS.nextBoolean() ? Line.Direction.CLOCKWISE : Line.Direction.COUNTERCLOCKWISE;
            apply(new Line.Wind(d));
            event("the device tossed the wind: " + d.code());
        }
        changed();
    }

    private static final java.security.SecureRandom TOSS = new java.security.SecureRandom();

    public void shutDown() {
        event("shutting down");
        onShutDown.run();
    }

    public synchronized void tabletTime(Instant now) {
        if (clockSet) return;
        clockSet = true;
        clockOffset = Duration.between(Instant.now(), now);
    }

    private Instant now() {
        return Instant.now().plus(clockOffset);
    }

    // ---- games kept ----

    public synchronized List<KeptGame> kept() {
        List<KeptGame> out = new ArrayList<>();
        for (Store.Game g : store.games()) {
            List<Line> lines = new ArrayList<>();
            GameState state = null;
            try {
                for (String json : g.lines()) lines.add(RecordJson.readLine(json));
                state = GameRecord.replay(lines).state();
            } catch (RuntimeException e) {
                // kept as it is: an engine that changed its mind about an old line must not hide the game
            }
            out.add(new KeptGame(g.id(), g.started(), g.ended(), List.copyOf(lines), state));
        }
        return out;
    }

    public synchronized List<Line> export(String id) {
        Store.Game g = store.game(id).orElseThrow(() -> new Refusal("there is no game '" + id + "' in the history"));
        return g.lines().stream().map(RecordJson::readLine).toList();
    }

    public synchronized String exportJsonl(String id) {
        if (store.game(id).isEmpty()) throw new Refusal("there is no game '" + id + "' in the history");
        return store.exportJsonl(id);
    }

    public String importRecord(List<Line> lines) {
        String id;
        synchronized (this) {
            GameRecord r = GameRecord.replay(lines);
            id = store.createGame(r.setup().game().code(), RecordJson.writeLine(r.setup()), now());
            for (int i = 1; i < lines.size(); i++) store.append(id, i, RecordJson.writeLine(lines.get(i)));
            if (r.state().over()) store.markEnded(id, now());
            event("imported game " + id + " (" + lines.size() + " lines)");
        }
        changed();
        return id;
    }

    public void resume(String id) {
        synchronized (this) {
            open(id);
            store.setting("open", id);
        }
        changed();
    }

    private void open(String id) {
        Store.Game g = store.game(id).orElseThrow(() -> new Refusal("there is no game '" + id + "' in the history"));
        List<Line> lines = g.lines().stream().map(RecordJson::readLine).toList();
        record = GameRecord.replay(lines);
        gameId = id;
        proposals.clear();
        clearPiles();
        lights.show(record.lines());
        event("game " + id + " open with " + lines.size() + " lines");
    }

    // ---- listeners ----

    public void addListener(Runnable l) {
        listeners.add(l);
    }

    public void removeListener(Runnable l) {
        listeners.remove(l);
    }

    /** Every event in words (lines, reads, proposals, notices), e.g. for the console. */
    public void onEvent(Consumer<String> c) {
        events.add(c);
    }

    private void event(String says) {
        for (Consumer<String> c : events) {
            try {
                c.accept(says);
            } catch (RuntimeException e) {
                // a console that fails must not stop the table
            }
        }
    }

    private void changed() {
        for (Runnable l : listeners) {
            try {
                l.run();
            } catch (RuntimeException e) {
                // one broken listener must not stop the others or undo a change already made
            }
        }
    }

    public Panel panel() {
        return panel;
    }

    public Store store() {
        return store;
    }

    @Override
    public void close() {
        store.close();
    }
}
