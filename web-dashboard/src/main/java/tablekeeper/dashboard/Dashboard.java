package tablekeeper.dashboard;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import tablekeeper.rules.RefusedLine;
import tablekeeper.rules.Refusal;

/**
 * The live scoreboard and host controls for a tablet: pages from the jar, the API under /api (docs/API.md) and
 * the live feed. {@code Dashboard.start(table, 7070, "4821")}; port 0 picks a free port ({@link #port()}).
 */
public final class Dashboard implements AutoCloseable {
    private final Javalin app;
    private final Events events;

    private Dashboard(Javalin app, Events events) {
        this.app = app;
        this.events = events;
    }

    /**
     * Serves {@code table} on {@code port} (0: any free port) on every interface; control needs {@code pin}
     * (4 to 8 digits).
     */
    public static Dashboard start(Table table, int port, String pin) {
        return start(table, "0.0.0.0", port, pin);
    }

    public static Dashboard start(Table table, String host, int port, String pin) {
        Access access = new Access(pin);
        Events events = new Events(table);
        int[] actualPort = {port};
        Api api = new Api(table, events, access, () -> actualPort[0]);
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.http.maxRequestSize = 4_000_000; // an imported record
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
            });
            config.routes.exception(BadInput.class, (e, ctx) ->
                    Problem.send(ctx, 400, "bad-input", "Bad input", e.getMessage(), e.expected()));
            config.routes.exception(Denied.class, (e, ctx) ->
                    Problem.send(ctx, e.status, "denied", e.title, e.getMessage(), e.expected));
            config.routes.exception(Access.TooManyTries.class, (e, ctx) ->
                    Problem.send(ctx, 429, "too-many-tries", "Too many wrong PINs", e.getMessage(), "wait, then try the PIN again"));
            config.routes.exception(RefusedLine.class, (e, ctx) -> {
                Problem.send(ctx, 409, "refused", "Refused by the rules", "line " + e.index() + ": " + e.getMessage(), null);
            });
            config.routes.exception(Refusal.class, (e, ctx) ->
                    Problem.send(ctx, 409, "refused", "Refused", e.getMessage(), null));
            config.routes.exception(Exception.class, (e, ctx) ->
                    Problem.send(ctx, 500, "internal", "Internal error", "the dashboard failed: " + e, "nothing: this is a bug, please report it"));
            api.routes(config.routes);
        });
        app.start(host, port);
        actualPort[0] = app.port();
        return new Dashboard(app, events);
    }

    public int port() {
        return app.port();
    }

    /** The URL a tablet on the network opens (by IP address, as the QR code says). */
    public String url() {
        return JoinCode.url(port());
    }

    /** How many pages follow the live feed now. */
    public int liveClients() {
        return events.clients();
    }

    @Override
    public void close() {
        events.close();
        app.stop();
    }
}
