package tablekeeper.app;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The command line: {@code tablekeeper COMMAND ...}. Exit codes: 0 done, 2 bad input, 1 anything else. */
@Command(name = "tablekeeper", mixinStandardHelpOptions = true, version = "tablekeeper 0.1.0",
        description = "Keeps the state of a Nanuk or nana game played with real cards.",
        subcommands = {
            CommandLine.HelpCommand.class,
            ReplayCommand.class,
            ScoreCommand.class,
            PrintDeckCommand.class,
            EnrollCommand.class,
            ScanCommand.class,
            RunCommand.class,
            DemoCommand.class,
            DoctorCommand.class,
        })
public final class Tablekeeper {
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    public static CommandLine commandLine() {
        return new CommandLine(new Tablekeeper()); // picocli: 2 for usage errors, 1 for failures
    }
}
