package tablekeeper.app;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tablekeeper.dashboard.Table;
import tablekeeper.device.Device;
import tablekeeper.rules.GameState;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukCard;

/** The dashboard's {@link Table} over the device (store, engines, camera, panel): the wiring only. */
final class DeviceTable implements Table {
    private final Device device;

    DeviceTable(Device device) {
        this.device = device;
    }

    @Override
    public Optional<CurrentGame> game() {
        synchronized (device) {
            return device.record().map(r -> new CurrentGame(device.gameId(), r));
        }
    }

    @Override
    public void start(Line.Setup setup) {
        device.start(setup);
    }

    @Override
    public void submit(Line line) {
        device.submit(line);
    }

    @Override
    public void undo() {
        device.undo();
    }

    @Override
    public Optional<String> undoRequest() {
        return device.undoRequest();
    }

    @Override
    public void answerUndoRequest(boolean undo) {
        device.answerUndoRequest(undo);
    }

    @Override
    public void correct(int index, Line line) {
        device.correct(index, line);
    }

    @Override
    public List<Proposal> proposals() {
        return device.proposals().stream().map(p -> new Proposal(p.id(), p.line(), p.says(), p.confidence())).toList();
    }

    @Override
    public void confirm(String proposalId) {
        device.confirm(proposalId);
    }

    @Override
    public void correctProposal(String proposalId, Line line) {
        device.correctProposal(proposalId, line);
    }

    @Override
    public void reject(String proposalId) {
        device.reject(proposalId);
    }

    @Override
    public CameraView camera() {
        Device.CameraView c = device.camera();
        return new CameraView(c.jpeg(), c.status(), c.takenAt(),
                c.zones().stream().map(z -> new Table.Zone(z.name(), z.x(), z.y(), z.width(), z.height())).toList());
    }

    @Override
    public void calibrate(List<Table.Zone> zones) {
        try {
            device.calibrate(zones.stream().map(z -> new tablekeeper.device.loop.Zone(z.name(), z.x(), z.y(), z.width(), z.height())).toList());
        } catch (IllegalArgumentException e) {
            throw new tablekeeper.rules.Refusal(e.getMessage());
        }
    }

    @Override
    public PileScan pileScan() {
        Device.PileScan p = device.pileScan();
        return p.active() ? new PileScan(true, p.read(), p.confirmed(), p.expected(), p.says()) : PileScan.NONE;
    }

    @Override
    public void scanBatch(String player) {
        device.scanBatch(player);
    }

    @Override
    public void confirmPile(String player, List<NanukCard> cards) {
        device.confirmPile(player, cards);
    }

    @Override
    public void finishPileScan() {
        device.finishPileScan();
    }

    @Override
    public Settings settings() {
        Device.Settings s = device.settings();
        return new Settings(s.buzzerMuted(), s.ledBrightness());
    }

    @Override
    public void settings(Settings settings) {
        device.settings(new Device.Settings(settings.buzzerMuted(), settings.ledBrightness()));
    }

    @Override
    public void shutDown() {
        device.shutDown();
    }

    @Override
    public void tabletTime(Instant now) {
        device.tabletTime(now);
    }

    @Override
    public List<PastGame> history() {
        Map<String, Map<String, Integer>> totals = new LinkedHashMap<>();
        List<PastGame> games = new java.util.ArrayList<>();
        for (Device.KeptGame k : device.kept()) {
            if (k.lines().isEmpty() || !(k.lines().get(0) instanceof Line.Setup setup)) continue;
            Map<String, Integer> scores = k.state() == null ? Map.of() : scores(k.state());
            Map<String, Integer> matchTotals = Map.of();
            if (setup.match() != null) {
                Map<String, Integer> t = totals.computeIfAbsent(setup.match(), m -> new LinkedHashMap<>());
                scores.forEach((p, s) -> t.merge(p, s, Integer::sum));
                matchTotals = Map.copyOf(t);
            }
            games.add(new PastGame(k.id(), k.started(), k.ended(), setup.game(), setup.players(),
                    k.state() == null ? "no longer replays" : says(k.state()), scores, setup.match(), setup.season(), matchTotals));
        }
        return games.reversed();
    }

    static Map<String, Integer> scores(GameState state) {
        Map<String, Integer> scores = new LinkedHashMap<>();
        if (state.summary().get("scores") instanceof Map<?, ?> m) {
            m.forEach((p, v) -> {
                if (v instanceof Map<?, ?> d && d.get("points") instanceof Number n) scores.put(String.valueOf(p), n.intValue());
                else if (v instanceof Number n) scores.put(String.valueOf(p), n.intValue());
            });
        }
        return scores;
    }

    static String says(GameState state) {
        Map<String, Object> s = state.summary();
        if (!state.over()) return "score".equals(s.get("phase")) ? "ended: awaiting the piles" : "not finished";
        if (s.get("winner") instanceof String w) return w + " wins" + (s.get("reason") instanceof String r ? ": " + r.replace('-', ' ') : "");
        if (s.get("winners") instanceof List<?> w && !w.isEmpty()) {
            Integer points = scores(state).get(String.valueOf(w.get(0)));
            return String.join(" and ", w.stream().map(String::valueOf).toList()) + (w.size() > 1 ? " win" : " wins")
                    + (points != null ? " (" + points + " points)" : "");
        }
        return "over";
    }

    @Override
    public List<Line> export(String gameId) {
        return device.export(gameId);
    }

    @Override
    public String importRecord(List<Line> lines) {
        return device.importRecord(lines);
    }

    @Override
    public void resume(String gameId) {
        device.resume(gameId);
    }

    @Override
    public void addListener(Runnable listener) {
        device.addListener(listener);
    }

    @Override
    public void removeListener(Runnable listener) {
        device.removeListener(listener);
    }
}
