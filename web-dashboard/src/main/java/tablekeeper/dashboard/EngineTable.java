package tablekeeper.dashboard;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.GameState;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukCard;
import tablekeeper.rules.Refusal;

/**
 * A table over the rules engines alone, kept in memory: every line comes from the tablet (no camera, no
 * proposals, piles typed in). Tests use it, and the app runs it until the device lands.
 */
public final class EngineTable implements Table {
    private static final String NO_CAMERA = "no camera: enter every line on the tablet";

    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final List<Kept> kept = new ArrayList<>(); // oldest first
    private final Runnable onShutDown;
    private Kept open; // also in kept
    private Settings settings = new Settings(false, 100);
    private Duration clockOffset = Duration.ZERO;
    private boolean clockSet;
    private final Map<String, List<NanukCard>> confirmedPiles = new LinkedHashMap<>();
    private final Clock clock;
    private int nextId = 1;

    private static final class Kept {
        final String id;
        final Instant started;
        Instant ended;
        GameRecord record;

        Kept(String id, Instant started, GameRecord record) {
            this.id = id;
            this.started = started;
            this.record = record;
        }
    }

    public EngineTable() {
        this(() -> {});
    }

    /** @param onShutDown what "shut the device down" does here (e.g. stop the app) */
    public EngineTable(Runnable onShutDown) {
        this(onShutDown, Clock.systemUTC());
    }

    EngineTable(Runnable onShutDown, Clock clock) {
        this.onShutDown = onShutDown;
        this.clock = clock;
    }

    // ---- the game being played ----

    @Override
    public synchronized Optional<CurrentGame> game() {
        return open == null ? Optional.empty() : Optional.of(new CurrentGame(open.id, open.record));
    }

    @Override
    public void start(Line.Setup setup) {
        synchronized (this) {
            GameRecord record = GameRecord.start(setup);
            open = new Kept("g" + nextId++, now(), record);
            kept.add(open);
            confirmedPiles.clear();
        }
        changed();
    }

    @Override
    public void submit(Line line) {
        synchronized (this) {
            Kept game = requireOpen();
            game.record = game.record.append(line);
            noteEnd(game);
        }
        changed();
    }

    @Override
    public void undo() {
        synchronized (this) {
            Kept game = requireOpen();
            game.record = game.record.undo();
            noteEnd(game);
        }
        changed();
    }

    @Override
    public void correct(int index, Line line) {
        synchronized (this) {
            Kept game = requireOpen();
            game.record = game.record.correct(index, line);
            noteEnd(game);
        }
        changed();
    }

    private Kept requireOpen() {
        if (open == null) throw new Refusal("no game is open: start a game first (POST /api/games with a setup line)");
        return open;
    }

    private void noteEnd(Kept game) {
        game.ended = game.record.state().over() ? (game.ended != null ? game.ended : now()) : null;
        if (!awaitsPiles(game.record.state())) confirmedPiles.clear();
    }

    // ---- no camera here ----

    @Override
    public List<Proposal> proposals() {
        return List.of();
    }

    @Override
    public void confirm(String proposalId) {
        throw noSuchProposal(proposalId);
    }

    @Override
    public void correctProposal(String proposalId, Line line) {
        throw noSuchProposal(proposalId);
    }

    @Override
    public void reject(String proposalId) {
        throw noSuchProposal(proposalId);
    }

    private static Refusal noSuchProposal(String id) {
        return new Refusal("there is no proposal '" + id + "': this table has no camera, so nothing is ever proposed");
    }

    @Override
    public CameraView camera() {
        return new CameraView(null, NO_CAMERA, null, List.of());
    }

    @Override
    public void calibrate(List<Zone> zones) {
        throw new Refusal("this table has no camera to calibrate: start the device with --camera");
    }

    // ---- piles typed in ----

    private static boolean awaitsPiles(GameState state) {
        return !state.over() && "score".equals(state.summary().get("phase"));
    }

    @Override
    public synchronized PileScan pileScan() {
        if (open == null || !awaitsPiles(open.record.state())) return PileScan.NONE;
        List<String> missing = open.record.state().players().stream().filter(p -> !confirmedPiles.containsKey(p)).toList();
        String says = missing.isEmpty() ? "every pile is in: finish to score the game"
                : "type in the won pile of " + String.join(", ", missing) + " (no camera to scan it)";
        return new PileScan(true, Map.of(), Map.copyOf(confirmedPiles), cardsWon(open.record.state()), says);
    }

    private static Map<String, Integer> cardsWon(GameState state) {
        Map<String, Integer> won = new LinkedHashMap<>();
        if (state.summary().get("cardsWon") instanceof Map<?, ?> m) {
            m.forEach((p, n) -> {
                if (n instanceof Number x) won.put(String.valueOf(p), x.intValue());
            });
        }
        return won;
    }

    @Override
    public void scanBatch(String player) {
        throw new Refusal("this table has no camera to scan " + player + "'s pile: type the pile in instead");
    }

    @Override
    public void confirmPile(String player, List<NanukCard> cards) {
        synchronized (this) {
            Kept game = requireOpen();
            if (!awaitsPiles(game.record.state())) throw new Refusal("the game does not await its piles: piles are scored once the game has ended");
            if (!game.record.state().players().contains(player)) {
                throw new Refusal("'" + player + "' does not play this game: expected one of " + game.record.state().players());
            }
            Integer won = cardsWon(game.record.state()).get(player);
            if (won != null && won != cards.size()) {
                throw new Refusal(player + " won " + won + " cards, but the pile entered has " + cards.size()
                        + ": expected " + won + " card codes (a double is one card)");
            }
            confirmedPiles.put(player, List.copyOf(cards));
        }
        changed();
    }

    @Override
    public void finishPileScan() {
        Map<String, List<NanukCard>> piles;
        synchronized (this) {
            Kept game = requireOpen();
            List<String> missing = game.record.state().players().stream().filter(p -> !confirmedPiles.containsKey(p)).toList();
            if (!awaitsPiles(game.record.state())) throw new Refusal("the game does not await its piles");
            if (!missing.isEmpty()) throw new Refusal("the piles of " + String.join(", ", missing) + " are not confirmed yet");
            piles = new LinkedHashMap<>(confirmedPiles);
        }
        submit(new Line.Score(piles));
    }

    // ---- settings ----

    @Override
    public synchronized Settings settings() {
        return settings;
    }

    @Override
    public void settings(Settings settings) {
        if (settings.ledBrightness() < 0 || settings.ledBrightness() > 100) {
            throw new Refusal("LED brightness must be 0 (off) to 100, not " + settings.ledBrightness());
        }
        synchronized (this) {
            this.settings = settings;
        }
        changed();
    }

    @Override
    public void shutDown() {
        onShutDown.run();
    }

    @Override
    public synchronized void tabletTime(Instant now) {
        if (clockSet) return;
        clockSet = true;
        clockOffset = Duration.between(clock.instant(), now);
    }

    private Instant now() {
        return clock.instant().plus(clockOffset);
    }

    // ---- history ----

    @Override
    public synchronized List<PastGame> history() {
        Map<String, Map<String, Integer>> totals = new LinkedHashMap<>();
        List<PastGame> games = new ArrayList<>();
        for (Kept k : kept) {
            Line.Setup setup = k.record.setup();
            Map<String, Integer> scores = GameResult.scores(k.record.state());
            Map<String, Integer> matchTotals = Map.of();
            if (setup.match() != null) {
                Map<String, Integer> t = totals.computeIfAbsent(setup.match(), m -> new LinkedHashMap<>());
                scores.forEach((p, s) -> t.merge(p, s, Integer::sum));
                matchTotals = Map.copyOf(t);
            }
            games.add(new PastGame(k.id, k.started, k.ended, setup.game(), setup.players(),
                    GameResult.says(k.record.state()), scores, setup.match(), setup.season(), matchTotals));
        }
        return games.reversed();
    }

    @Override
    public synchronized List<Line> export(String gameId) {
        return find(gameId).record.lines();
    }

    @Override
    public String importRecord(List<Line> lines) {
        String id;
        synchronized (this) {
            GameRecord record = GameRecord.replay(lines);
            Kept k = new Kept("g" + nextId++, now(), record);
            if (record.state().over()) k.ended = k.started;
            kept.add(k);
            id = k.id;
        }
        changed();
        return id;
    }

    @Override
    public void resume(String gameId) {
        synchronized (this) {
            open = find(gameId);
            confirmedPiles.clear();
        }
        changed();
    }

    private Kept find(String id) {
        for (Kept k : kept) if (k.id.equals(id)) return k;
        throw new Refusal("there is no game '" + id + "': GET /api/history lists the games kept");
    }

    // ---- changes ----

    @Override
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    @Override
    public void removeListener(Runnable listener) {
        listeners.remove(listener);
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
}
