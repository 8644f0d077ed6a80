package tablekeeper.app;

import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import tablekeeper.record.RecordFile;
import tablekeeper.record.RecordJson;
import tablekeeper.rules.GameRecord;
import tablekeeper.rules.Refusal;

@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Replays a game record (one JSON object a line, see docs/GAME-RECORD.md) and prints the resulting state as one JSON object.",
                "A refused line stops the replay: stderr says 'line N: what is wrong', stdout stays empty, exit code 2."})
final class ReplayCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "the record, or - for standard input")
    String file;

    @Override
    public Integer call() {
        String text;
        try {
            text = RecordFile.readText(file);
        } catch (IOException e) {
            return Cli.fail("cannot read " + file + ": " + Cli.reason(e));
        }
        try {
            GameRecord record = RecordFile.parse(text);
            System.out.println(RecordJson.write(record.state().summary()));
            return 0;
        } catch (Refusal r) {
            return Cli.fail(r.getMessage());
        }
    }
}
