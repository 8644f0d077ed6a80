package tablekeeper.device.store;

import java.nio.file.Path;
import java.time.Instant;

/** Run in a child JVM by {@link CrashTest}: keeps appending lines and prints each one once the store confirmed it. */
public final class CrashChild {
    public static void main(String[] args) throws Exception {
        Store store = Store.open(Path.of(args[0]));
        String id = store.createGame("nana", StoreTest.SETUP, Instant.now());
        System.out.println("game " + id);
        System.out.flush();
        for (int i = 1; ; i++) {
            store.append(id, i, CrashTest.line(i));
            System.out.println("confirmed " + i);
            System.out.flush();
        }
    }
}
