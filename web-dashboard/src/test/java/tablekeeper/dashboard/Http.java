package tablekeeper.dashboard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A test's HTTP client for one dashboard: a browser-like cookie jar, JSON in and out. */
final class Http {
    static final ObjectMapper JSON = new ObjectMapper();
    final String base;
    final HttpClient client = HttpClient.newBuilder().cookieHandler(new CookieManager()).connectTimeout(Duration.ofSeconds(5)).build();

    Http(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    HttpResponse<String> get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    HttpResponse<String> post(String path, String body, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .POST(body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        if (headers.length > 0) b.headers(headers);
        return send(b);
    }

    HttpResponse<String> send(HttpRequest.Builder b) {
        try {
            return client.send(b.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new RuntimeException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RuntimeException(e);
        }
    }

    /** Unlocks control with the PIN; the session cookie is kept for the next requests. */
    Http unlock(String pin) {
        HttpResponse<String> r = post("/api/session", "{\"pin\":\"" + pin + "\"}");
        if (r.statusCode() != 200) throw new AssertionError("unlock failed: " + r.statusCode() + " " + r.body());
        return this;
    }

    JsonNode state() {
        return json(get("/api/state"));
    }

    static JsonNode json(HttpResponse<String> r) {
        try {
            return JSON.readTree(r.body());
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + r.body(), e);
        }
    }
}
