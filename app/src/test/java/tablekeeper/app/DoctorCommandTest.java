package tablekeeper.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DoctorCommandTest {
    @Test
    void withoutACameraEveryCheckPasses(@TempDir Path dir) {
        Run r = Run.of("doctor", "--hardware", "mock", "--camera", "none", "--data", dir.toString());
        assertThat(r.exit()).as(r.out()).isZero();
        assertThat(r.out()).contains("ok    pins:", "ok    camera: none", "ok    database:", "ok    disk:", "all checks pass");
    }

    @Test
    void aMissingCameraIsReportedWithWhatToDo(@TempDir Path dir) {
        Run r = Run.of("doctor", "--hardware", "mock", "--camera", "v4l2:/dev/video-not-here", "--data", dir.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).contains("FAIL  camera: camera /dev/video-not-here does not exist: plug the USB camera in");
    }

    @Test
    void anUnreadableDatabaseFailsTheCheckAndIsMovedAside(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("tablekeeper.db"), "not a database at all, but it might hold a game".repeat(100));
        Run r = Run.of("doctor", "--hardware", "mock", "--data", dir.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).contains("FAIL  database:", "moved aside");
    }
}
