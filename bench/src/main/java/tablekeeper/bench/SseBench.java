package tablekeeper.bench;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.net.CookieManager;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tablekeeper.dashboard.Dashboard;
import tablekeeper.dashboard.EngineTable;

/**
 * The dashboard's live feed under load: N event-stream clients (plain HTTP/1.1 clients on sockets, not browsers) on loopback,
 * then M state changes made through the API; for each change, how long until each client has it (95th
 * percentile target: 250 ms), and the server's heap with the clients connected (target: under 128 MB).
 *
 * <p>The server runs in its own JVM (capped at -Xmx128m) so that its heap is not mixed with the clients'.
 * Bounded: at most 500 clients, 100 changes and 90 s. Run:
 * {@code java -cp bench/target/benchmarks.jar tablekeeper.bench.SseBench [clients] [changes]} after {@code mvn -B -q -DskipTests package -pl bench -am}.
 */
public final class SseBench {
    private static final String PIN = "4821";
    private static final Pattern VERSION = Pattern.compile("^data: ?\\{\"version\":(\\d+)");

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("--server")) {
            server();
            return;
        }
        int clients = Math.min(500, args.length > 0 ? Integer.parseInt(args[0]) : 100);
        int changes = Math.min(100, args.length > 1 ? Integer.parseInt(args[1]) : 30);
        String java = ProcessHandle.current().info().command().orElse("java");
        Process server = new ProcessBuilder(java, "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                SseBench.class.getName(), "--server").redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            run(server, clients, changes);
        } finally {
            server.destroy();
            if (!server.waitFor(5, TimeUnit.SECONDS)) server.destroyForcibly();
        }
    }

    /** The server side: a dashboard over an in-memory table; "heap" on stdin answers the used heap after a GC. */
    private static void server() throws Exception {
        try (Dashboard dashboard = Dashboard.start(new EngineTable(), "127.0.0.1", 0, PIN)) {
            PrintWriter out = new PrintWriter(System.out, true);
            out.println("PORT " + dashboard.port());
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String cmd; (cmd = in.readLine()) != null && !cmd.equals("quit"); ) {
                if (cmd.equals("heap")) {
                    System.gc();
                    Thread.sleep(200);
                    var heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
                    out.println("HEAP " + heap.getUsed() + " " + heap.getCommitted() + " " + dashboard.liveClients());
                }
            }
        }
    }

    private static void run(Process server, int clients, int changes) throws Exception {
        BufferedReader fromServer = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        PrintWriter toServer = new PrintWriter(server.getOutputStream(), true);
        String first = fromServer.readLine();
        if (first == null || !first.startsWith("PORT ")) throw new IllegalStateException("the server did not start: " + first);
        String base = "http://127.0.0.1:" + first.substring(5).trim();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);

        // Arrival time of each version at each client.
        ConcurrentHashMap<Long, ConcurrentLinkedQueue<Long>> arrivals = new ConcurrentHashMap<>();
        CountDownLatch connected = new CountDownLatch(clients);
        ExecutorService readers = Executors.newVirtualThreadPerTaskExecutor();
        int port = Integer.parseInt(first.substring(5).trim());
        for (int i = 0; i < clients; i++) {
            readers.submit(() -> {
                // A plain HTTP/1.1 client on a socket: the lightest reader, so that the figure is the server's.
                try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
                    socket.getOutputStream().write(("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:" + port
                            + "\r\nAccept: text/event-stream\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                    DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
                    boolean chunked = false;
                    for (String h; !(h = readLine(in)).isEmpty(); ) {
                        if (h.toLowerCase(Locale.ROOT).startsWith("transfer-encoding:") && h.toLowerCase(Locale.ROOT).contains("chunked")) chunked = true;
                    }
                    boolean counted = false;
                    StringBuilder pending = new StringBuilder();
                    while (true) {
                        String text;
                        if (chunked) {
                            int size = Integer.parseInt(readLine(in).trim(), 16);
                            if (size == 0) break;
                            byte[] chunk = new byte[size];
                            in.readFully(chunk);
                            readLine(in);
                            text = new String(chunk, StandardCharsets.UTF_8);
                        } else {
                            byte[] buf = new byte[8192];
                            int n = in.read(buf);
                            if (n < 0) break;
                            text = new String(buf, 0, n, StandardCharsets.UTF_8);
                        }
                        long now = System.nanoTime();
                        pending.append(text);
                        for (int nl; (nl = pending.indexOf("\n")) >= 0; ) {
                            Matcher m = VERSION.matcher(pending.substring(0, nl));
                            pending.delete(0, nl + 1);
                            if (m.find()) {
                                if (!counted) {
                                    counted = true;
                                    connected.countDown();
                                }
                                arrivals.computeIfAbsent(Long.parseLong(m.group(1)), v -> new ConcurrentLinkedQueue<>()).add(now);
                            }
                        }
                    }
                }
                return null;
            });
        }
        if (!connected.await(30, TimeUnit.SECONDS)) throw new IllegalStateException("only " + (clients - connected.getCount()) + " clients connected in 30 s");

        HttpClient control = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
        post(control, base, "/api/session", "{\"pin\":\"" + PIN + "\"}");
        List<String> lines = script(changes);
        toServer.println("heap");
        String heapConnected = fromServer.readLine();

        List<Long> latencies = new ArrayList<>();
        long sent = 0;
        for (String body : lines) {
            if (System.nanoTime() > deadline) break;
            String path = body.startsWith("{\"setup\"") ? "/api/games" : body.startsWith("{\"buzzerMuted\"") ? "/api/settings" : "/api/lines";
            long t0 = System.nanoTime();
            String answer = post(control, base, path, body);
            Matcher m = Pattern.compile("\"version\":(\\d+)").matcher(answer);
            if (!m.find()) throw new IllegalStateException("no version in the answer to " + body + ": " + answer);
            long version = Long.parseLong(m.group(1));
            sent++;
            long waitUntil = t0 + TimeUnit.SECONDS.toNanos(2); // every client gets it, or it counts as missing
            while (arrivals.getOrDefault(version, new ConcurrentLinkedQueue<>()).size() < clients && System.nanoTime() < waitUntil) Thread.sleep(5);
            Thread.sleep(50); // the next change starts from a quiet server
            var got = arrivals.getOrDefault(version, new ConcurrentLinkedQueue<>());
            for (long t : got) latencies.add(t - t0);
            for (int missing = clients - got.size(); missing > 0; missing--) latencies.add(Long.MAX_VALUE); // counts as late
        }
        toServer.println("heap");
        String heapAfter = fromServer.readLine();
        toServer.println("quit");
        readers.shutdownNow();

        latencies.sort(null);
        System.out.printf(Locale.ROOT, "SseBench: %d clients, %d changes, %d arrivals expected: %d over 250 ms, %d missing after 2 s%n",
                clients, sent, latencies.size(), latencies.stream().filter(l -> l > 250_000_000L).count(),
                latencies.stream().filter(l -> l == Long.MAX_VALUE).count());
        System.out.printf(Locale.ROOT, "arrival latency: p50 %s, p95 %s, p99 %s, max %s (target p95 <= 250 ms)%n",
                ms(latencies, 0.50), ms(latencies, 0.95), ms(latencies, 0.99), ms(latencies, 1.0));
        System.out.println("server heap used after GC, clients connected: " + mb(heapConnected) + "; after the changes: " + mb(heapAfter)
                + " (server JVM capped at -Xmx128m; target < 128 MB)");
    }

    private static List<String> script(int changes) {
        // A Nanuk game's boasting: every bid is a state change every page must show.
        String[] players = {"Ann", "Bob", "Cy", "Di", "Ed"};
        List<String> lines = new ArrayList<>();
        lines.add("{\"setup\":{\"game\":\"nanuk\",\"players\":[\"Ann\",\"Bob\",\"Cy\",\"Di\",\"Ed\"],\"dealer\":\"Ann\"}}");
        lines.add("{\"wind\":\"clockwise\"}");
        int count = 1, days = 0;
        for (int i = 0; lines.size() < changes; i++) {
            if (days < 12) days++;
            else count++;
            lines.add("{\"bid\":{\"player\":\"" + players[i % players.length] + "\",\"count\":" + count + ",\"animal\":\"seal\",\"days\":" + days + "}}");
        }
        return lines;
    }

    private static String readLine(DataInputStream in) throws java.io.IOException {
        StringBuilder b = new StringBuilder();
        for (int c; (c = in.read()) != '\n'; ) {
            if (c < 0) throw new java.io.EOFException();
            if (c != '\r') b.append((char) c);
        }
        return b.toString();
    }

    private static String post(HttpClient client, String base, String path, String body) throws Exception {
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() / 100 != 2) throw new IllegalStateException(path + " " + body + " -> " + r.statusCode() + " " + r.body());
        return r.body();
    }

    private static String ms(List<Long> sorted, double q) {
        if (sorted.isEmpty()) return "n/a";
        long v = sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(q * sorted.size()) - 1 < 0 ? 0 : (int) Math.ceil(q * sorted.size()) - 1));
        return v == Long.MAX_VALUE ? "late" : String.format(Locale.ROOT, "%.1f ms", v / 1e6);
    }

    private static String mb(String heapLine) {
        String[] f = heapLine.split(" ");
        return String.format(Locale.ROOT, "%.1f MB (committed %.1f MB, %s live clients)", Long.parseLong(f[1]) / 1048576.0, Long.parseLong(f[2]) / 1048576.0, f[3]);
    }
}
