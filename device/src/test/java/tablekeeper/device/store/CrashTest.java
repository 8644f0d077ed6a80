package tablekeeper.device.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A hard kill (no shutdown hook, no clean close) in the middle of a game loses no confirmed line. */
class CrashTest {
    static String line(int i) {
        return "{\"reveal\":{\"player\":\"Ann\",\"grid\":" + i + ",\"card\":" + (1 + i % 10) + "}}";
    }

    @Test
    void aKilledDeviceKeepsEveryConfirmedLine(@TempDir Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), CrashChild.class.getName(), dir.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        int confirmed = 0;
        String game = null;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream()))) {
            for (String l; (l = out.readLine()) != null; ) {
                if (l.startsWith("game ")) game = l.substring(5);
                else if (l.startsWith("confirmed ")) confirmed = Integer.parseInt(l.substring(10));
                else throw new AssertionError("child said: " + l);
                if (confirmed >= 150) break;
            }
            child.destroyForcibly(); // SIGKILL, mid-write: no clean shutdown
            child.waitFor(10, TimeUnit.SECONDS);
        }
        assertThat(confirmed).isEqualTo(150);
        try (Store store = Store.open(dir)) {
            assertThat(store.warnings()).isEmpty();
            var lines = store.game(game).orElseThrow().lines();
            assertThat(lines.size() - 1).isGreaterThanOrEqualTo(confirmed); // the line being written may or may not be there
            for (int i = 1; i < lines.size(); i++) assertThat(lines.get(i)).isEqualTo(line(i));
        }
    }
}
