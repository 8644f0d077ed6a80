package tablekeeper.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class PrintDeckCommandTest {
    private final StringWriter out = new StringWriter(), err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Tablekeeper.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void printsTheNanaDeck(@TempDir Path dir) {
        assertThat(run("print-deck", "--game", "nana", "--out", dir.toString())).isEqualTo(0);
        assertThat(dir.resolve("12.png")).exists();
        assertThat(dir.resolve("back.png")).exists();
        assertThat(dir.resolve("nana-classic.pdf")).exists();
        assertThat(out.toString()).contains("36 cards", "8 pages");
    }

    @Test
    void anUnknownGameIsRefusedWithExitCodeTwoAndNothingWritten(@TempDir Path dir) {
        Path target = dir.resolve("deck");
        assertThat(run("print-deck", "--game", "chess", "--out", target.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("chess", "nanuk", "nana");
        assertThat(target).doesNotExist();
    }

    @Test
    void aStyleOfTheOtherGameIsRefused(@TempDir Path dir) {
        assertThat(run("print-deck", "--game", "nana", "--style", "nanuk-aurora", "--out", dir.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("nana-classic", "nana-ribbon");
    }

    @Test
    void aMissingOutputFolderIsAUsageError() {
        assertThat(run("print-deck", "--game", "nanuk")).isEqualTo(2);
        assertThat(err.toString()).contains("--out");
    }
}
