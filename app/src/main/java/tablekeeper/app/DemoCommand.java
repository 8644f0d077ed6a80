package tablekeeper.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tablekeeper.dashboard.Dashboard;
import tablekeeper.device.demo.Demo;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Refusal;

@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"Plays a whole scripted game through the real pipeline, for someone with neither a Pi nor the game:",
                "teaches the project's own deck from generated photos, renders what a camera would see into a folder",
                "replayed as the camera, reads the cards, keeps the record, drives mock LEDs and serves the dashboard."})
final class DemoCommand implements Callable<Integer> {
    @Option(names = "--game", defaultValue = "nanuk", description = "nanuk or nana (default: ${DEFAULT-VALUE})")
    String game;

    @Option(names = "--fast", description = "no pauses between moves")
    boolean fast;

    @Option(names = "--headless", description = "no dashboard; exit once the game is over (prints the winner and scores)")
    boolean headless;

    @Option(names = "--port", defaultValue = "7070", description = "the dashboard's port (default: ${DEFAULT-VALUE})")
    int port;

    @Option(names = "--seed", defaultValue = "1", description = "the scripted game (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--data", paramLabel = "DIR", description = "where the demo keeps its game (default: a new temporary folder)")
    Path data;

    @Override
    public Integer call() throws Exception {
        GameKind kind;
        try {
            kind = GameKind.parse(game);
        } catch (Refusal e) {
            return Cli.fail(e.getMessage());
        }
        Path dir = data != null ? data : Files.createTempDirectory("tablekeeper-demo");
        try (Demo demo = Demo.prepare(new Demo.Options(kind, fast, seed, dir, System.out))) {
            Dashboard dashboard = null;
            if (!headless) {
                try {
                    dashboard = Dashboard.start(new DeviceTable(demo.device()), port, "1234");
                    System.out.println("dashboard: " + dashboard.url() + " (also http://localhost:" + dashboard.port() + "), table PIN 1234");
                } catch (RuntimeException e) {
                    return Cli.fail("cannot serve the dashboard on port " + port + " (" + e.getMessage() + "): use --port N, or --headless");
                }
            }
            try {
                String serving;
                try {
                    Demo.Result result = demo.play();
                    if (headless) return result.state().over() ? 0 : 1;
                    serving = "the game is over; the dashboard keeps serving at http://localhost:" + dashboard.port() + " until you stop it (Ctrl-C)";
                } catch (Refusal e) {
                    if (headless) {
                        System.err.println("demo: the scripted game fell out of step with what the camera read (" + e.getMessage()
                                + "); the record so far is in " + dir);
                        return 1;
                    }
                    // most likely someone took the controls on the dashboard (an undo, a correction, a new game): the
                    // game is theirs now, and the dashboard stays up for them rather than vanishing under their fingers
                    serving = "demo: the script stopped, its next line refused (" + e.getMessage() + "): the game was most likely"
                            + " changed from the dashboard. It is yours: carry on from the tablet at http://localhost:" + dashboard.port()
                            + " (Ctrl-C to stop)";
                }
                System.out.println(serving);
                Thread.currentThread().join();
                return 0;
            } finally {
                if (dashboard != null) dashboard.close(); // before the device it serves (a test runs the demo in-process)
            }
        }
    }
}
