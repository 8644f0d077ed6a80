package tablekeeper.app;

import java.io.IOException;
import java.nio.file.NoSuchFileException;

/** What every command does with bad input: one clear line on stderr and exit code 2. */
final class Cli {
    static final int BAD_INPUT = 2;

    private Cli() {}

    static int fail(String message) {
        System.err.println("tablekeeper: " + message);
        return BAD_INPUT;
    }

    static String reason(IOException e) {
        if (e instanceof NoSuchFileException) return "no such file";
        if (e instanceof java.nio.charset.CharacterCodingException) return "not UTF-8 text";
        if (e instanceof java.nio.file.AccessDeniedException) return "permission denied";
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
