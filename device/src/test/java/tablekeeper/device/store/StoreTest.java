package tablekeeper.device.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StoreTest {
    static final String SETUP = "{\"setup\":{\"game\":\"nana\",\"players\":[\"Ann\",\"Bob\"]}}";
    static final String R1 = "{\"reveal\":{\"player\":\"Ann\",\"grid\":0,\"card\":7}}";
    static final String R2 = "{\"reveal\":{\"player\":\"Ann\",\"grid\":1,\"card\":7}}";
    static final String R2B = "{\"reveal\":{\"player\":\"Ann\",\"grid\":1,\"card\":8}}";

    @Test
    void linesUndoAndCorrectionsSurviveAReopenAndWithdrawnLinesAreKept(@TempDir Path dir) {
        String id;
        try (Store store = Store.open(dir)) {
            id = store.createGame("nana", SETUP, Instant.parse("2026-11-29T20:00:00Z"));
            store.append(id, 1, R1);
            store.append(id, 2, R2);
            store.correct(id, 2, R2B);
            store.append(id, 3, R1);
            store.undo(id);
            assertThatThrownBy(() -> store.append(id, 5, R1)).hasMessageContaining("next line is 3");
        }
        try (Store store = Store.open(dir)) {
            assertThat(store.warnings()).isEmpty();
            Store.Game g = store.game(id).orElseThrow();
            assertThat(g.lines()).containsExactly(SETUP, R1, R2B);
            assertThat(g.kind()).isEqualTo("nana");
            assertThat(store.withdrawn(id)).extracting(Store.Withdrawn::json, Store.Withdrawn::why, Store.Withdrawn::index)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple(R2, "correct", 2), org.assertj.core.groups.Tuple.tuple(R1, "undo", 3));
            assertThat(store.exportJsonl(id)).isEqualTo(SETUP + "\n" + R1 + "\n" + R2B + "\n");
            String second = store.createGame("nana", SETUP, Instant.now());
            assertThat(store.games()).extracting(Store.Game::id).containsExactly(id, second);
        }
    }

    @Test
    void walAndFullSync(@TempDir Path dir) throws Exception {
        try (Store store = Store.open(dir)) {
            store.createGame("nana", SETUP, Instant.now());
            assertThat(dir.resolve("tablekeeper.db-wal")).exists();
        }
    }

    @Test
    void aCorruptDatabaseIsMovedAsideNeverOverwritten(@TempDir Path dir) throws Exception {
        byte[] garbage = "this is not a database, but somebody's game might be in here".repeat(200).getBytes();
        Files.write(dir.resolve(Store.FILE), garbage);
        try (Store store = Store.open(dir)) {
            assertThat(store.warnings()).singleElement().asString()
                    .contains("could not be read").contains("moved aside to").contains("nothing in it was deleted");
            assertThat(store.games()).isEmpty();
            store.createGame("nana", SETUP, Instant.now());
        }
        List<Path> aside;
        try (var files = Files.list(dir)) {
            aside = files.filter(f -> f.getFileName().toString().startsWith("tablekeeper.db.unreadable-")).toList();
        }
        assertThat(aside).hasSize(1);
        assertThat(Files.readAllBytes(aside.get(0))).isEqualTo(garbage);
        try (Store store = Store.open(dir)) {
            assertThat(store.warnings()).isEmpty();
            assertThat(store.games()).hasSize(1);
        }
    }

    @Test
    void anUnwritableDataFolderIsReportedWithTheFix(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("a-file");
        Files.writeString(file, "x");
        assertThatThrownBy(() -> Store.open(file.resolve("data"))).hasMessageContaining("--data DIR");
    }
}
