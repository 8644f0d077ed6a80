package tablekeeper.device.store;

import java.nio.file.Path;

/** Where the device keeps its data: {@code --data DIR}, else systemd's state directory, else ~/.tablekeeper. */
public final class DataDir {
    private DataDir() {}

    public static Path resolve(Path given) {
        if (given != null) return given;
        String state = System.getenv("STATE_DIRECTORY"); // systemd StateDirectory=; may list several, colon-separated
        if (state != null && !state.isBlank()) return Path.of(state.split(":")[0]);
        return Path.of(System.getProperty("user.home"), ".tablekeeper");
    }
}
