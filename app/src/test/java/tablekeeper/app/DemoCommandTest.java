package tablekeeper.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.CookieManager;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The demo as a newcomer meets it: its dashboard is theirs to press, and pressing it never takes the dashboard away. */
class DemoCommandTest {
    final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void aNewGameStartedOnTheDashboardMidDemoStopsTheScriptButNotTheDashboard(@TempDir Path dir) throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        String base = "http://127.0.0.1:" + port;
        PrintStream oldOut = System.out, oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream both = new PrintStream(out, true, StandardCharsets.UTF_8);
        System.setOut(both);
        System.setErr(both);
        CompletableFuture<Integer> exit = new CompletableFuture<>();
        Thread demo = new Thread(() -> {
            try {
                exit.complete(Tablekeeper.commandLine().execute("demo", "--fast", "--port", "" + port, "--data", dir.toString()));
            } catch (Throwable t) {
                exit.completeExceptionally(t);
            }
        });
        try {
            demo.start();
            Supplier<String> printed = () -> out.toString(StandardCharsets.UTF_8);
            waitFor(() -> printed.get().contains("tablet: {\"wind\""), Duration.ofMinutes(3), printed);

            // the newcomer unlocks the controls with the printed PIN and starts a game of their own
            assertThat(send(HttpRequest.newBuilder(URI.create(base + "/api/session")), "{\"pin\": \"1234\"}").statusCode()).isEqualTo(200);
            HttpResponse<String> started = send(HttpRequest.newBuilder(URI.create(base + "/api/games")),
                    "{\"setup\": {\"game\": \"nana\", \"players\": [\"Mo\", \"Jo\", \"Flo\"]}}");
            assertThat(started.statusCode()).as(started.body()).isEqualTo(201);

            waitFor(() -> printed.get().contains("the script stopped") || exit.isDone(), Duration.ofMinutes(1), printed);
            assertThat(printed.get()).contains("demo: the script stopped").contains("carry on from the tablet");
            assertThat(exit).as(printed.get()).isNotDone();
            HttpResponse<String> state = http.send(HttpRequest.newBuilder(URI.create(base + "/api/state")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(state.statusCode()).isEqualTo(200);
            JsonNode game = new ObjectMapper().readTree(state.body());
            assertThat(game.toString()).contains("\"Flo\"").doesNotContain("\"Ann\"");
            // and the game is theirs to play
            assertThat(send(HttpRequest.newBuilder(URI.create(base + "/api/undo")), "").statusCode()).isIn(200, 409);
        } finally {
            demo.interrupt(); // the demo serves on until stopped: this stops it, and its dashboard
            demo.join(30_000);
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    private HttpResponse<String> send(HttpRequest.Builder b, String body) throws Exception {
        return http.send(b.POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json").build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static void waitFor(java.util.function.BooleanSupplier done, Duration atMost, Supplier<String> printed) throws InterruptedException {
        long until = System.nanoTime() + atMost.toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > until) throw new AssertionError("timed out; the demo printed:\n" + printed.get());
            Thread.sleep(100);
        }
    }
}
