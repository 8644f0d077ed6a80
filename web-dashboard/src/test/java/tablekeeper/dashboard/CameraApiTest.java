package tablekeeper.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Line;
import tablekeeper.rules.NanukCard;
import tablekeeper.rules.Refusal;

/** What a table with a camera offers (proposals, frames, zones), over HTTP: a table that proposes what a test says. */
class CameraApiTest {
    /** The rules over EngineTable, plus a camera whose frame, zones and proposals the test sets. */
    static final class SeeingTable implements Table {
        final EngineTable engine = new EngineTable();
        final List<Proposal> proposals = new ArrayList<>();
        List<Zone> zones = List.of();
        byte[] jpeg;

        public Optional<CurrentGame> game() { return engine.game(); }
        public void start(Line.Setup setup) { engine.start(setup); }
        public void submit(Line line) { engine.submit(line); }
        public void undo() { engine.undo(); }
        public void correct(int index, Line line) { engine.correct(index, line); }
        public synchronized List<Proposal> proposals() { return List.copyOf(proposals); }
        public void confirm(String id) { submit(take(id).line()); }
        public void correctProposal(String id, Line line) { take(id); submit(line); }
        public void reject(String id) { take(id); engine.settings(engine.settings()); /* a change: pages refresh */ }
        /** The camera proposes a line: a change every page must see (the listeners hear it through the engine table). */
        void propose(Proposal p) {
            synchronized (this) {
                proposals.add(p);
            }
            engine.settings(engine.settings());
        }
        synchronized Proposal take(String id) {
            Proposal p = proposals.stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow(() -> new Refusal("no proposal " + id));
            proposals.remove(p);
            return p;
        }
        public CameraView camera() { return new CameraView(jpeg, "ok", Instant.parse("2026-11-29T20:00:00Z"), zones); }
        public void calibrate(List<Zone> zones) { this.zones = zones; engine.settings(engine.settings()); }
        public PileScan pileScan() { return engine.pileScan(); }
        public void scanBatch(String player) { engine.scanBatch(player); }
        public void confirmPile(String player, List<NanukCard> cards) { engine.confirmPile(player, cards); }
        public void finishPileScan() { engine.finishPileScan(); }
        public Settings settings() { return engine.settings(); }
        public void settings(Settings settings) { engine.settings(settings); }
        public void shutDown() { engine.shutDown(); }
        public void tabletTime(Instant now) { engine.tabletTime(now); }
        public List<PastGame> history() { return engine.history(); }
        public List<Line> export(String id) { return engine.export(id); }
        public String importRecord(List<Line> lines) { return engine.importRecord(lines); }
        public void resume(String id) { engine.resume(id); }
        public void addListener(Runnable l) { engine.addListener(l); }
        public void removeListener(Runnable l) { engine.removeListener(l); }
    }

    SeeingTable table;
    Dashboard dashboard;
    Http viewer;
    Http host;

    @BeforeEach
    void start() {
        table = new SeeingTable();
        dashboard = Dashboard.start(table, "127.0.0.1", 0, "4821");
        viewer = new Http(dashboard.port());
        host = new Http(dashboard.port()).unlock("4821");
        table.start(new Line.Setup(GameKind.NANUK, List.of("Ann", "Bob", "Cy", "Di", "Ed"), "Ann", null, null, null, null, null));
    }

    @AfterEach
    void stop() {
        dashboard.close();
    }

    @Test
    void aProposalIsAppliedOnlyWhenTheHostConfirmsItAndCanBeCorrectedOrRejected() {
        table.propose(new Table.Proposal("p1", new Line.Wind(Line.Direction.CLOCKWISE), "Wind: clockwise", 0.6));
        JsonNode state = viewer.state();
        assertThat(state.get("proposals").get(0).get("line").get("wind").asText()).isEqualTo("clockwise");
        assertThat(state.get("game").get("lines")).hasSize(1);

        assertThat(viewer.post("/api/proposals/p1/confirm", null).statusCode()).isEqualTo(401);
        assertThat(host.post("/api/proposals/p1/correct", "{\"line\": {\"wind\": \"counterclockwise\"}}").statusCode()).isEqualTo(200);
        state = viewer.state();
        assertThat(state.get("proposals")).isEmpty();
        assertThat(state.get("game").get("summary").get("wind").asText()).isEqualTo("counterclockwise");

        table.propose(new Table.Proposal("p2", new Line.Doom("Ann"), "Ann dooms", 0.5));
        assertThat(host.post("/api/proposals/p2/reject", null).statusCode()).isEqualTo(200);
        assertThat(viewer.state().get("game").get("lines")).hasSize(2);
        assertThat(host.post("/api/proposals/p9/confirm", null).statusCode()).isEqualTo(409);
    }

    @Test
    void theCameraFrameAndTheZonesAreServed() throws Exception {
        assertThat(viewer.get("/api/camera.jpg").statusCode()).isEqualTo(404);
        BufferedImage img = new BufferedImage(64, 48, BufferedImage.TYPE_INT_RGB);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(img, "jpg", out);
        table.jpeg = out.toByteArray();

        HttpResponse<byte[]> frame = viewer.client.send(HttpRequest.newBuilder(URI.create(viewer.base + "/api/camera.jpg")).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertThat(frame.headers().firstValue("Content-Type")).hasValue("image/jpeg");
        assertThat(ImageIO.read(new ByteArrayInputStream(frame.body())).getWidth()).isEqualTo(64);

        String zones = "{\"zones\": [{\"name\": \"draw\", \"x\": 0.1, \"y\": 0.2, \"width\": 0.3, \"height\": 0.4}]}";
        assertThat(viewer.post("/api/camera/zones", zones).statusCode()).isEqualTo(401);
        assertThat(host.post("/api/camera/zones", zones).statusCode()).isEqualTo(200);
        assertThat(table.zones).containsExactly(new Table.Zone("draw", 0.1, 0.2, 0.3, 0.4));
        assertThat(viewer.state().get("camera").get("zones").get(0).get("name").asText()).isEqualTo("draw");

        HttpResponse<String> outside = host.post("/api/camera/zones", "{\"zones\": [{\"name\": \"draw\", \"x\": 0.9, \"y\": 0, \"width\": 0.3, \"height\": 0.4}]}");
        assertThat(outside.statusCode()).isEqualTo(400);
        assertThat(Http.json(outside).get("detail").asText()).contains("outside the frame");
        assertThat(table.zones).hasSize(1);
    }
}
