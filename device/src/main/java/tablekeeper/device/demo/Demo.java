package tablekeeper.device.demo;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tablekeeper.device.Device;
import tablekeeper.device.camera.CameraFeed;
import tablekeeper.device.camera.StillSource;
import tablekeeper.device.hardware.Gpio;
import tablekeeper.device.hardware.HardwareMode;
import tablekeeper.device.hardware.Panel;
import tablekeeper.device.hardware.Pins;
import tablekeeper.device.loop.TableLoop;
import tablekeeper.device.store.Store;
import tablekeeper.record.RecordJson;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.GameState;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanaState;
import tablekeeper.rules.NanaTable;
import tablekeeper.rules.NanukCard;
import tablekeeper.rules.NanukTable;
import tablekeeper.vision.CardScanner;
import tablekeeper.vision.TaughtDeck;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;

/**
 * The demo: a scripted game played through the real pipeline. The bots of {@link NanukTable} / {@link NanaTable}
 * decide every move; what a camera would see is rendered into a folder that the device replays as its camera
 * ({@code folder:}); the device's table loop reads the cards and turns them into lines; what the camera cannot know
 * (bids, sides, contributions, the deal) is entered as the tablet would. When the camera misses or misreads a card,
 * the demo does what the host would: confirms, corrects or types it in, and says so.
 */
public final class Demo implements AutoCloseable {
    public record Options(GameKind game, boolean fast, long seed, Path dataDir, PrintStream out) {}

    /** How it went: the final state, and where the lines the camera could see came from. */
    public record Result(GameState state, int fromCamera, int confirmed, int corrected, int typed) {}

    private static final long VIEW_TIMEOUT_MS = 60_000;

    private final Options options;
    private final Store store;
    private final Panel panel;
    private final Device device;
    private final CameraFeed feed;
    private final TableLoop loop;
    private final TableScene scene;
    private final TableScene pileScene; // a pile is laid out with room to spare: bigger in the camera's view
    private final Path frames;
    private int frameNo;
    private List<TableScene.Placed> shown;
    private int fromCamera, confirmed, corrected, typed;

    private Demo(Options options, Store store, Panel panel, Device device, CameraFeed feed, TableLoop loop, TableScene scene, Path frames) {
        this.options = options;
        this.store = store;
        this.panel = panel;
        this.device = device;
        this.feed = feed;
        this.loop = loop;
        this.scene = scene;
        this.shown = List.of(); // frame 0: the empty table
        this.pileScene = new TableScene(CardArts.tuning(options.game()), options.seed(), 150);
        this.frames = frames;
    }

    /** Teaches the deck, opens the store, the mock panel and the camera replay; the game starts with {@link #play()}. */
    public static Demo prepare(Options o) throws IOException {
        PrintStream out = o.out();
        CardArt art = CardArts.tuning(o.game());
        TaughtDeck deck = DemoDeck.taught(art, o.game(), DemoDeck.cacheDir(art), out::println);
        Store store = Store.open(o.dataDir());
        store.warnings().forEach(w -> out.println("store: " + w));
        Panel panel = new Panel(Gpio.open(HardwareMode.MOCK), Pins.defaults(), java.time.InstantSource.system()).start();
        Device device = new Device(store, panel);
        device.onEvent(e -> out.println("  device: " + e));
        Path frames = Files.createDirectories(o.dataDir().resolve("camera-frames"));
        TableScene scene = new TableScene(art, o.seed());
        scene.write(List.of(), frames.resolve(String.format("%05d.png", 0)));
        CardScanner scanner = new CardScanner(deck);
        TableLoop loop = new TableLoop(device, scanner, 3);
        CameraFeed feed = new CameraFeed("folder:" + frames, () -> new StillSource(frames, o.fast() ? 30 : 10, true), loop).start();
        out.println("camera: folder:" + frames + " (frames rendered by the demo, replayed as a camera)");
        out.println("hardware: Pi4J mock pins, BCM " + Pins.defaults().bcm());
        return new Demo(o, store, panel, device, feed, loop, scene, frames);
    }

    public Device device() {
        return device;
    }

    public Result play() throws IOException, InterruptedException {
        return options.game() == GameKind.NANUK ? playNanuk() : playNana();
    }

    // ---- Nanuk ----

    private static final List<String> NANUK_PLAYERS = List.of("Ann", "Bob", "Cy", "Di", "Ed");

    private Result playNanuk() throws IOException, InterruptedException {
        Line.Setup setup = new Line.Setup(GameKind.NANUK, NANUK_PLAYERS, "Ann", null, null, null, null, null);
        NanukTable table = new NanukTable(setup, options.seed(), 3, 0);
        device.start(setup);
        say("tablet", setup);
        List<TableScene.Placed> revealed = new ArrayList<>();
        List<TableScene.Placed> drawn = new ArrayList<>();
        for (Line line; (line = table.next()) != null; ) {
            switch (line) {
                case Line.Wind w -> {
                    revealed.clear();
                    drawn.clear();
                    show(List.of());
                    tablet(line);
                }
                case Line.Reveal r -> {
                    for (int i = 0; i < r.cards().size(); i++) revealed.add(at(r.cards().get(i).code(), i, 4, 80, 95, 140, 176));
                    int before = lines();
                    show(join(revealed, drawn));
                    camera(line, before);
                }
                case Line.Draw d -> {
                    drawn.add(at(d.card().code(), drawn.size(), 5, 660, 95, 140, 176));
                    int before = lines();
                    show(join(revealed, drawn));
                    camera(line, before);
                }
                case Line.Score s -> pileScan(s);
                default -> tablet(line);
            }
            pause();
        }
        return finish();
    }

    private static List<TableScene.Placed> join(List<TableScene.Placed> a, List<TableScene.Placed> b) {
        List<TableScene.Placed> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** The end of the game: each player's won pile laid out in batches, scanned, checked and confirmed. */
    private void pileScan(Line.Score truth) throws IOException, InterruptedException {
        options.out().println("pile scan: each player lays out their won pile under the camera");
        for (String player : NANUK_PLAYERS) {
            List<NanukCard> pile = truth.piles().getOrDefault(player, List.of());
            for (int from = 0; from < pile.size(); from += 18) {
                List<TableScene.Placed> batch = new ArrayList<>();
                List<NanukCard> cards = pile.subList(from, Math.min(pile.size(), from + 18));
                for (int i = 0; i < cards.size(); i++) batch.add(at(cards.get(i).code(), i, 6, 110, 115, 205, 245));
                show(batch, pileScene);
                try {
                    device.scanBatch(player);
                } catch (tablekeeper.rules.Refusal r) {
                    options.out().println("  device: " + r.getMessage());
                }
            }
            List<NanukCard> read = device.pileScan().read().getOrDefault(player, List.of());
            int right = matching(read, pile);
            options.out().println("tablet: " + player + "'s pile: camera read " + read.size() + " of " + pile.size() + " cards, " + right
                    + " right; confirmed" + (right == pile.size() && read.size() == pile.size() ? "" : " with corrections"));
            device.confirmPile(player, pile);
        }
        device.finishPileScan();
        options.out().println("tablet: score line written from the confirmed piles");
        show(List.of());
    }

    private static int matching(List<NanukCard> read, List<NanukCard> truth) {
        Map<NanukCard, Integer> left = new HashMap<>();
        for (NanukCard c : truth) left.merge(c, 1, Integer::sum);
        int n = 0;
        for (NanukCard c : read) if (left.merge(c, -1, Integer::sum) >= 0) n++;
        return n;
    }

    // ---- nana ----

    private static final List<String> NANA_PLAYERS = List.of("Ann", "Bob", "Cy");

    private Result playNana() throws IOException, InterruptedException {
        Line.Setup setup = new Line.Setup(GameKind.NANA, NANA_PLAYERS, null, "classic", null, null, null, null);
        NanaTable table = new NanaTable(setup, options.seed(), true, NanaTable.Bot.MEMORY);
        device.start(setup);
        say("tablet", setup);
        tablet(table.lines().get(1)); // the deal, as the tablet records it
        List<tablekeeper.device.loop.Zone> zones = tablekeeper.device.loop.Zones.defaults(GameKind.NANA, NANA_PLAYERS);
        show(nanaPicture(table.state(), zones, null));
        for (int reveals = 0; !table.state().over(); reveals++) {
            if (reveals >= 300) {
                tablet(new Line.End());
                break;
            }
            NanaState before = table.state();
            Line line = table.step();
            show(nanaPicture(before, zones, null));
            int size = lines();
            show(nanaPicture(before, zones, line));
            camera(line, size);
            pause();
        }
        show(nanaPicture(table.state(), zones, null));
        return finish();
    }

    /** What lies on a nana table: grid cards face down or up, and the cards revealed this turn at their owners' seats. */
    private static List<TableScene.Placed> nanaPicture(NanaState s, List<tablekeeper.device.loop.Zone> zones, Line next) {
        List<TableScene.Placed> cards = new ArrayList<>();
        Map<String, Integer> perSeat = new HashMap<>();
        Map<Integer, Integer> faceUp = new HashMap<>();
        for (NanaState.Shown shown : s.shown()) {
            if (shown.slot() != null) faceUp.put(shown.slot(), shown.card());
            else cards.add(seat(zones, shown.from(), perSeat.merge(shown.from(), 1, Integer::sum) - 1, shown.card()));
        }
        if (next instanceof Line.GridReveal g) faceUp.put(g.slot(), g.card());
        if (next instanceof Line.HandReveal h) cards.add(seat(zones, h.from(), perSeat.merge(h.from(), 1, Integer::sum) - 1, h.card()));
        for (int i = 0; i < s.grid().size(); i++) {
            if (s.grid().get(i).status() == NanaState.SlotStatus.TAKEN) continue;
            tablekeeper.device.loop.Zone z = zone(zones, "grid-" + i);
            Integer up = faceUp.get(i);
            cards.add(new TableScene.Placed(up == null ? "back" : Integer.toString(up),
                    (z.x() + z.width() / 2) * TableScene.WIDTH, (z.y() + z.height() / 2) * TableScene.HEIGHT, tilt(i)));
        }
        return cards;
    }

    private static TableScene.Placed seat(List<tablekeeper.device.loop.Zone> zones, String player, int index, int card) {
        tablekeeper.device.loop.Zone z = zone(zones, "seat:" + player);
        return new TableScene.Placed(Integer.toString(card), z.x() * TableScene.WIDTH + 75 + index * 138,
                (z.y() + z.height() / 2) * TableScene.HEIGHT, tilt(index + 3));
    }

    private static tablekeeper.device.loop.Zone zone(List<tablekeeper.device.loop.Zone> zones, String name) {
        for (var z : zones) if (z.name().equals(name)) return z;
        throw new IllegalStateException("no zone " + name);
    }

    // ---- the camera's side and the tablet's side ----

    private static TableScene.Placed at(String code, int i, int cols, double x0, double y0, double dx, double dy) {
        return new TableScene.Placed(code, x0 + (i % cols) * dx, y0 + (i / cols) * dy, tilt(i));
    }

    private static double tilt(int i) {
        return ((i * 37) % 9) - 4; // a few degrees either way, as cards are laid by hand
    }

    /** Lays the cards (writes the camera's next frame) and waits until the device has looked at them. */
    private void show(List<TableScene.Placed> cards) throws IOException, InterruptedException {
        show(cards, scene);
    }

    private void show(List<TableScene.Placed> cards, TableScene scene) throws IOException, InterruptedException {
        if (cards.equals(shown)) return;
        // wait for a view of THIS layout: a late view of the one before (the loop was still settling on it when
        // this frame was written) would put the script a step behind the camera
        long laid = System.nanoTime();
        frameNo++;
        scene.write(cards, frames.resolve(String.format("%05d.png", frameNo)));
        shown = List.copyOf(cards);
        long until = System.currentTimeMillis() + VIEW_TIMEOUT_MS;
        while (loop.lastViewSince() <= laid && System.currentTimeMillis() < until) Thread.sleep(10);
        if (loop.lastViewSince() <= laid) options.out().println("  camera: the view did not settle (" + feed.status() + ")");
    }

    private void tablet(Line line) {
        device.submit(line);
        say("tablet", line);
    }

    private int lines() {
        return device.record().orElseThrow().lines().size();
    }

    /**
     * The line the camera should have read ({@code before}: the record's size before the cards were laid): taken
     * as read, confirmed, corrected or typed in, as a host would.
     */
    private void camera(Line truth, int before) {
        try {
            takeOrFix(truth, before);
        } catch (tablekeeper.rules.Refusal r) {
            // what the camera applied no longer fits the table: the host winds back to before the cards were laid
            options.out().println("  tablet: the camera's lines do not fit the table (" + r.getMessage() + "): the host undoes them and types the line in");
            while (lines() > before) device.undo();
            device.submit(truth);
            typed++;
            say("tablet", truth);
        }
        for (Device.Proposal other : device.proposals()) device.reject(other.id());
    }

    private void takeOrFix(Line truth, int before) {
        GameRecord r = device.record().orElseThrow();
        List<Device.Proposal> proposals = device.proposals();
        if (r.lines().size() > before) {
            while (device.record().orElseThrow().lines().size() > before + 1) {
                device.undo(); // a card seen twice: the host undoes the extra line
                corrected++;
            }
            Line read = r.lines().get(before);
            if (same(read, truth)) {
                fromCamera++;
                say("camera", read);
            } else {
                device.correct(before, truth);
                corrected++;
                say("tablet corrects a misread " + RecordJson.writeLine(read) + " to", truth);
            }
        } else if (!proposals.isEmpty()) {
            Device.Proposal p = proposals.get(0);
            if (same(p.line(), truth)) {
                device.confirm(p.id());
                confirmed++;
                say("tablet confirms what the camera proposed", truth);
            } else {
                device.correctProposal(p.id(), truth);
                corrected++;
                say("tablet corrects the proposal " + RecordJson.writeLine(p.line()) + " to", truth);
            }
        } else {
            device.submit(truth);
            typed++;
            say("tablet (the camera could not read it)", truth);
        }
    }

    private static boolean same(Line a, Line b) {
        if (a instanceof Line.Reveal ra && b instanceof Line.Reveal rb) return matching(ra.cards(), rb.cards()) == rb.cards().size() && ra.cards().size() == rb.cards().size();
        return a.equals(b);
    }

    private void say(String who, Line line) {
        options.out().println(who + ": " + RecordJson.writeLine(line));
        options.out().println("  leds: " + panel.describe());
    }

    private void pause() throws InterruptedException {
        if (!options.fast()) Thread.sleep(900);
    }

    private Result finish() {
        GameState state = device.record().orElseThrow().state();
        Map<String, Object> s = state.summary();
        PrintStream out = options.out();
        out.println();
        out.println("game over: " + state.over());
        if (state.game() == GameKind.NANUK) {
            out.println("winners: " + s.get("winners"));
            if (s.get("scores") instanceof Map<?, ?> scores) {
                scores.forEach((p, v) -> out.println("  " + p + ": " + (v instanceof Map<?, ?> m
                        ? m.get("points") + (Integer.valueOf(1).equals(m.get("points")) ? " point " : " points ") + m : v)));
            }
        } else {
            out.println("winner: " + s.get("winner") + (s.get("reason") != null ? " (" + s.get("reason") + ")" : ""));
            out.println("sets: " + s.get("sets"));
        }
        out.println("camera lines: " + fromCamera + " read, " + confirmed + " confirmed, " + corrected + " corrected, " + typed + " typed in on the tablet");
        out.println("record: " + store.file() + " (game " + device.gameId() + ")");
        return new Result(state, fromCamera, confirmed, corrected, typed);
    }

    @Override
    public void close() {
        feed.close();
        loop.close();
        panel.close();
        device.close();
    }
}
