package tablekeeper.record;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RecordFileTest {

    @Test
    void namesTheLineOfBadJsonCountingBlankLines() {
        String text = "{\"setup\":{\"game\":\"nana\",\"players\":[\"Ann\",\"Bob\"]}}\n\n{\"reveal\": oops}\n";
        assertThatThrownBy(() -> RecordFile.parse(text)).isInstanceOf(BadLine.class)
                .hasMessageStartingWith("line 3: not valid JSON")
                .satisfies(e -> org.assertj.core.api.Assertions.assertThat(((BadLine) e).lineNumber()).isEqualTo(3));
    }

    @Test
    void aRecordMustStartWithItsSetup() {
        assertThatThrownBy(() -> RecordFile.parse("\n{\"wind\":\"clockwise\"}\n")).isInstanceOf(BadLine.class)
                .hasMessageStartingWith("line 2: the first line must be the setup");
        assertThatThrownBy(() -> RecordFile.parse("\n\n")).hasMessageContaining("the record is empty");
    }
}
