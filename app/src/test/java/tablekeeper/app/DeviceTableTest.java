package tablekeeper.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tablekeeper.dashboard.Dashboard;
import tablekeeper.device.Device;
import tablekeeper.device.hardware.Buttons;
import tablekeeper.device.hardware.Gpio;
import tablekeeper.device.hardware.HardwareMode;
import tablekeeper.device.hardware.Panel;
import tablekeeper.device.hardware.Pins;
import tablekeeper.device.store.Store;
import tablekeeper.record.RecordJson;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukTable;

/** The device behind the real dashboard, driven over HTTP as a tablet would: every line lands in SQLite and on the pins. */
class DeviceTableTest {
    final HttpClient http = HttpClient.newHttpClient();
    String base;
    String cookie;

    HttpResponse<String> post(String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        if (cookie != null) b.header("Cookie", cookie);
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    String get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).build(), HttpResponse.BodyHandlers.ofString()).body();
    }

    @Test
    void aGamePlayedFromTheTabletIsKeptInTheStoreAndShownOnTheLeds(@TempDir Path dir) throws Exception {
        Line.Setup setup = new Line.Setup(GameKind.NANUK, List.of("Ann", "Bob", "Cy", "Di", "Ed"), "Ann", null, null, null, null, null);
        NanukTable table = new NanukTable(setup, 9);
        List<Line> played = new ArrayList<>();
        played.add(setup);
        String id;
        Panel panel = new Panel(Gpio.open(HardwareMode.MOCK), Pins.defaults(), InstantSource.system());
        Device device = new Device(Store.open(dir), panel);
        try (Dashboard dashboard = Dashboard.start(new DeviceTable(device), "127.0.0.1", 0, "2468")) {
            base = "http://127.0.0.1:" + dashboard.port();
            assertThat(post("/api/lines", RecordJson.writeLine(table.next())).statusCode()).isEqualTo(401);
            HttpResponse<String> session = post("/api/session", "{\"pin\": \"2468\"}");
            cookie = session.headers().firstValue("Set-Cookie").orElseThrow().split(";")[0];
            assertThat(post("/api/games", RecordJson.writeLine(setup)).statusCode()).isEqualTo(201);
            table = new NanukTable(setup, 9);
            for (int i = 0; i < 10; i++) {
                Line line = table.next();
                HttpResponse<String> r = post("/api/lines", RecordJson.writeLine(line));
                assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
                played.add(line);
            }
            // an illegal line: refused with the engine's reason, nothing stored
            HttpResponse<String> refused = post("/api/lines", "{\"doom\": {\"player\": \"Nobody\"}}");
            assertThat(refused.statusCode()).isEqualTo(409);
            assertThat(get("/api/state")).contains("\"wind\"");
            assertThat(panel.describe()).contains("wind");
            id = device.gameId();
            assertThat(get("/api/history/" + id + "/record.jsonl").lines().toList())
                    .isEqualTo(played.stream().map(RecordJson::writeLine).toList());
        } finally {
            panel.close();
            device.close();
        }
        try (Store store = Store.open(dir)) {
            assertThat(store.game(id).orElseThrow().lines()).isEqualTo(played.stream().map(RecordJson::writeLine).toList());
        }
    }

    @Test
    void undoHeldDownOnTheDeviceAsksTheTabletBeforeWithdrawingALine(@TempDir Path dir) throws Exception {
        Line.Setup setup = new Line.Setup(GameKind.NANUK, List.of("Ann", "Bob", "Cy", "Di", "Ed"), "Ann", null, null, null, null, null);
        NanukTable table = new NanukTable(setup, 9);
        AtomicLong now = new AtomicLong(1_000_000);
        Panel panel = new Panel(Gpio.open(HardwareMode.MOCK), Pins.defaults(), () -> Instant.ofEpochMilli(now.get()));
        Device device = new Device(Store.open(dir), panel);
        MockDigitalInput undo = null;
        for (var io : panel.gpio().context().registry().all().values()) {
            if (io instanceof MockDigitalInput in && in.address().intValue() == Pins.defaults().get("button.undo")) undo = in;
        }
        MockDigitalInput button = undo;
        Runnable holdUndo = () -> {
            button.mockState(DigitalState.LOW);
            for (long t = 0; t < Buttons.LONG_PRESS_MS + 100; t += Panel.TICK_MS) { now.addAndGet(Panel.TICK_MS); panel.refresh(); }
            button.mockState(DigitalState.HIGH);
            for (long t = 0; t < 100; t += Panel.TICK_MS) { now.addAndGet(Panel.TICK_MS); panel.refresh(); }
        };
        try (Dashboard dashboard = Dashboard.start(new DeviceTable(device), "127.0.0.1", 0, "2468")) {
            base = "http://127.0.0.1:" + dashboard.port();
            cookie = post("/api/session", "{\"pin\": \"2468\"}").headers().firstValue("Set-Cookie").orElseThrow().split(";")[0];
            post("/api/games", RecordJson.writeLine(setup));
            table = new NanukTable(setup, 9);
            for (int i = 0; i < 4; i++) post("/api/lines", RecordJson.writeLine(table.next()));
            assertThat(get("/api/state")).contains("\"undoRequest\":null");

            holdUndo.run();
            assertThat(device.record().orElseThrow().lines()).hasSize(5); // nothing withdrawn yet: the tablet is asked
            assertThat(get("/api/state")).contains("\"undoRequest\":\"Undo was held down at the table: withdraw line 4");
            assertThat(post("/api/undo-request", "{\"undo\": false}").statusCode()).isEqualTo(200);
            assertThat(device.record().orElseThrow().lines()).hasSize(5);
            assertThat(get("/api/state")).contains("\"undoRequest\":null");

            holdUndo.run();
            assertThat(post("/api/undo-request", "{\"undo\": true}").statusCode()).isEqualTo(200);
            assertThat(device.record().orElseThrow().lines()).hasSize(4);
            assertThat(device.store().game(device.gameId()).orElseThrow().lines()).hasSize(4);
            HttpResponse<String> nothingAsked = post("/api/undo-request", "{\"undo\": true}");
            assertThat(nothingAsked.statusCode()).isEqualTo(409);
            assertThat(nothingAsked.body()).contains("hold Undo down on the device");
            assertThat(post("/api/undo-request", "{\"undo\": \"yes\"}").statusCode()).isEqualTo(400);
            assertThat(device.record().orElseThrow().lines()).hasSize(4);
        } finally {
            panel.close();
            device.close();
        }
    }
}
