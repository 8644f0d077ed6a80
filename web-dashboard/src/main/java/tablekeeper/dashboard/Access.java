package tablekeeper.dashboard;

import io.javalin.http.Context;
import java.net.URI;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Who may do what: anyone on the network may watch; changing anything needs the table PIN, which grants a
 * session cookie; a change requested by a page of another origin is refused (a page elsewhere on the network
 * must not drive the table through a host's browser).
 */
final class Access {
    static final String COOKIE = "tablekeeper-session";
    private static final int MAX_FAILURES = 5;
    private static final long LOCKOUT_MILLIS = 30_000;

    private final byte[] pin;
    private final Set<String> sessions = ConcurrentHashMap.newKeySet();
    private final SecureRandom random = new SecureRandom();
    private int failures;
    private long lockedUntil;

    Access(String pin) {
        if (pin == null || !pin.matches("[0-9]{4,8}")) throw new IllegalArgumentException("the table PIN must be 4 to 8 digits, not '" + pin + "'");
        this.pin = pin.getBytes(StandardCharsets.UTF_8);
    }

    /** A control request from a page of another origin: Origin (or Sec-Fetch-Site) says it, whatever the cookie. */
    static boolean crossOrigin(Context ctx) {
        String origin = ctx.header("Origin");
        if (origin != null && !origin.equals("null")) {
            try {
                URI uri = URI.create(origin);
                String host = ctx.header("Host");
                String originHost = uri.getHost() + (uri.getPort() == -1 ? "" : ":" + uri.getPort());
                return host == null || !host.equalsIgnoreCase(originHost);
            } catch (IllegalArgumentException e) {
                return true;
            }
        }
        if (origin != null) return true; // "null": a sandboxed or file page
        return "cross-site".equals(ctx.header("Sec-Fetch-Site"));
    }

    boolean isHost(Context ctx) {
        String token = ctx.cookie(COOKIE);
        return token != null && sessions.contains(token);
    }

    /** Checks the PIN; returns a new session token, or null for a wrong PIN. Refuses guessing after 5 misses. */
    synchronized String unlock(String tried) {
        long now = System.currentTimeMillis();
        if (now < lockedUntil) throw new TooManyTries((lockedUntil - now + 999) / 1000);
        if (!MessageDigest.isEqual(pin, tried.getBytes(StandardCharsets.UTF_8))) {
            if (++failures >= MAX_FAILURES) {
                failures = 0;
                lockedUntil = now + LOCKOUT_MILLIS;
            }
            return null;
        }
        failures = 0;
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        String token = HexFormat.of().formatHex(bytes);
        sessions.add(token);
        return token;
    }

    void lock(Context ctx) {
        String token = ctx.cookie(COOKIE);
        if (token != null) sessions.remove(token);
    }

    static final class TooManyTries extends RuntimeException {
        final long seconds;

        TooManyTries(long seconds) {
            super("too many wrong PINs: try again in " + seconds + " s");
            this.seconds = seconds;
        }
    }
}
