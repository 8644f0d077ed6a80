package tablekeeper.dashboard;

import io.javalin.http.sse.SseClient;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The live feed behind GET /api/events: each page gets the current state first, then the whole state again
 * after every change (so a page that missed events catches up from the next one, never from a diff), and a
 * heartbeat event every few seconds so that a page notices a lost connection.
 */
final class Events implements AutoCloseable {
    static final long HEARTBEAT_SECONDS = 5;

    private final Table table;
    private final Set<SseClient> clients = ConcurrentHashMap.newKeySet();
    private final AtomicLong version = new AtomicLong();
    private final AtomicBoolean pending = new AtomicBoolean();
    private final ExecutorService sender = Executors.newSingleThreadExecutor(r -> daemon(r, "dashboard-events"));
    private final ScheduledExecutorService heartbeat = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "dashboard-heartbeat"));
    private final Runnable listener = this::changed;
    private volatile String latest;

    Events(Table table) {
        this.table = table;
        this.latest = StateJson.of(table, version.get());
        table.addListener(listener);
        heartbeat.scheduleAtFixedRate(this::beat, HEARTBEAT_SECONDS, HEARTBEAT_SECONDS, TimeUnit.SECONDS);
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /** The state as the last change left it (what GET /api/state answers). */
    String state() {
        return latest;
    }

    void join(SseClient client) {
        client.keepAlive();
        client.onClose(() -> clients.remove(client));
        clients.add(client);
        client.sendEvent("state", latest, String.valueOf(version.get()));
    }

    int clients() {
        return clients.size();
    }

    /** Changes come in bursts (a correction replays many lines): send once the burst is over, the latest state. */
    private void changed() {
        synchronized (this) { // two changes at once: the later state must win
            latest = StateJson.of(table, version.incrementAndGet());
        }
        if (pending.compareAndSet(false, true)) sender.execute(this::broadcast);
    }

    private void broadcast() {
        pending.set(false);
        String state = latest;
        String id = String.valueOf(version.get());
        for (SseClient c : clients) {
            if (c.terminated()) {
                clients.remove(c);
                continue;
            }
            try {
                c.sendEvent("state", state, id);
            } catch (RuntimeException e) {
                clients.remove(c);
            }
        }
    }

    private void beat() {
        for (SseClient c : clients) {
            try {
                if (c.terminated()) clients.remove(c);
                else c.sendEvent("heartbeat", "{}");
            } catch (RuntimeException e) {
                clients.remove(c);
            }
        }
    }

    @Override
    public void close() {
        table.removeListener(listener);
        heartbeat.shutdownNow();
        sender.shutdownNow();
        for (SseClient c : clients) c.close();
        clients.clear();
    }
}
