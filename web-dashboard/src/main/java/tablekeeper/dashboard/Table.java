package tablekeeper.dashboard;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukCard;

/**
 * What the dashboard needs from a table: the game being played, the ways to change it, what the camera sees,
 * the end-of-game pile scan, the device settings and the games played before. The device implements it
 * (camera, LEDs, SQLite); {@link EngineTable} implements it over the rules engines alone (manual play).
 *
 * <p>Every method that changes something either changes it completely or throws a
 * {@link tablekeeper.rules.Refusal} whose message says what was wrong and what was expected (the engine's own
 * reason for an illegal line; a {@link tablekeeper.rules.RefusedLine} names the line). Implementations are
 * thread-safe: the dashboard calls them from many request threads. After every change they call each
 * listener once (on any thread); a listener reads the new state through the getters.
 */
public interface Table {

    // ---- the game being played ----

    /** The open game (its record lines and the state after each), or empty when no game is open. */
    Optional<CurrentGame> game();

    /** Opens a new game from its setup line; an open unfinished game goes to the history as it stands. */
    void start(Line.Setup setup);

    /** Appends one line to the open game (refused when no game is open or the engine refuses the line). */
    void submit(Line line);

    /** Withdraws the last line of the open game (never the setup). */
    void undo();

    /** Replaces line {@code index} (0 is the setup) and replays the lines after it. */
    void correct(int index, Line line);

    /**
     * What the table asked the tablet to confirm before withdrawing the last line (Undo held down on the device),
     * in words; empty when nothing is asked. A table without buttons never asks.
     */
    default Optional<String> undoRequest() {
        return Optional.empty();
    }

    /** Answers {@link #undoRequest()}: {@code undo} withdraws the last line, otherwise it stays (refused when nothing is asked). */
    default void answerUndoRequest(boolean undo) {
        throw new tablekeeper.rules.Refusal("no undo is waiting for an answer: only a device with an Undo button asks for one");
    }

    /** @param id stable for the game's life (history, export) */
    record CurrentGame(String id, GameRecord record) {}

    // ---- what the camera proposed ----

    /** Reads the table is not sure of: never applied until confirmed. Empty without a camera. */
    List<Proposal> proposals();

    /** Applies the proposal's line as it stands. */
    void confirm(String proposalId);

    /** Applies {@code line} instead of what the camera proposed (a misread card, one tap). */
    void correctProposal(String proposalId, Line line);

    /** Drops the proposal; nothing is applied. */
    void reject(String proposalId);

    /** @param says the proposal in words, e.g. "Revealed: seal, seal-double, inuksuk (Ed's card unsure)" */
    record Proposal(String id, Line line, String says, double confidence) {}

    // ---- the camera ----

    /** The latest stable frame and the camera's health; {@code jpeg} is null when there is no frame yet. */
    CameraView camera();

    /**
     * @param jpeg   the frame with the recognised cards outlined and labelled, or null
     * @param status in words, e.g. "ok", "no camera: enter every line on the tablet", "stalled: reopening in 4 s"
     * @param zones  where the table looks for each thing, in fractions of the frame
     */
    record CameraView(byte[] jpeg, String status, Instant takenAt, List<Zone> zones) {
        public CameraView {
            zones = zones == null ? List.of() : List.copyOf(zones);
        }
    }

    /**
     * A calibrated area of the camera's view. {@code name}: "draw", "reveal", "grid-N" (nana slot N),
     * "seat:NAME"; x, y, width, height are fractions of the frame (0..1) from its top-left corner.
     */
    record Zone(String name, double x, double y, double width, double height) {}

    /** Replaces the zone calibration (refused without a camera). */
    void calibrate(List<Zone> zones);

    // ---- the pile scan that ends a Nanuk game ----

    /** Where the pile scan stands; {@link PileScan#NONE} when no game awaits its piles. */
    PileScan pileScan();

    /**
     * Scans the next batch of {@code player}'s won pile: the player lays out a fresh batch each time, so nothing
     * is counted twice; the cards read are added to that player's {@code read} cards. Refused without a camera.
     */
    void scanBatch(String player);

    /** Confirms (or types in) {@code player}'s whole pile, replacing what was read. */
    void confirmPile(String player, List<NanukCard> cards);

    /** Writes the {@code score} line from the confirmed piles (every player's must be confirmed). */
    void finishPileScan();

    /**
     * @param read      by player: cards read so far (not yet confirmed)
     * @param confirmed by player: the confirmed piles
     * @param expected  by player: how many cards they won (the count a pile is checked against), when known
     * @param says      what the table expects next, e.g. "Ann: lay out the next batch of your pile"
     */
    record PileScan(boolean active, Map<String, List<NanukCard>> read, Map<String, List<NanukCard>> confirmed,
                    Map<String, Integer> expected, String says) {
        public static final PileScan NONE = new PileScan(false, Map.of(), Map.of(), Map.of(), "no game awaits its piles");
    }

    // ---- the device ----

    Settings settings();

    /** Applies the settings at once (buzzer, LEDs). */
    void settings(Settings settings);

    /** @param ledBrightness 0 (LEDs off) to 100 */
    record Settings(boolean buzzerMuted, int ledBrightness) {}

    /** Stores everything and shuts the device down safely (the dashboard answers before it happens). */
    void shutDown();

    /**
     * The time as the first tablet that connects tells it. A Pi without a clock source uses it to date its games;
     * an implementation with a trustworthy clock may ignore it.
     */
    void tabletTime(Instant now);

    // ---- games played before ----

    /** Every game kept, the open one included, most recent first. */
    List<PastGame> history();

    /** The record of a kept game, line by line (refused for an unknown id). */
    List<Line> export(String gameId);

    /** Keeps a record written elsewhere (replayed first: refused when a line is illegal); returns its id. */
    String importRecord(List<Line> lines);

    /** Makes a kept game the open one, to continue it. */
    void resume(String gameId);

    /**
     * @param ended       null while the game is open or was left unfinished
     * @param result      in words, e.g. "Ann wins (9 points)", "Bob wins: three sets", "not finished"
     * @param scores      by player, when scored
     * @param matchTotals by player: the scores summed over every game of the same match, when there is a match
     */
    record PastGame(String id, Instant started, Instant ended, GameKind game, List<String> players, String result,
                    Map<String, Integer> scores, String match, Integer season, Map<String, Integer> matchTotals) {}

    // ---- changes ----

    /**
     * {@code listener} runs after every change (game, proposals, camera status or a new stable frame, pile scan,
     * settings, history). The dashboard builds the state once per call and serves that until the next call: a
     * change made without calling the listeners does not reach the pages.
     */
    void addListener(Runnable listener);

    void removeListener(Runnable listener);
}
