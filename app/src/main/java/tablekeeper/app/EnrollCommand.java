package tablekeeper.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import tablekeeper.rules.CardCodes;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Refusal;
import tablekeeper.vision.Enrollment;

/** {@code tablekeeper enroll FACES_DIR --deck DECK_DIR [--game nanuk|nana]}: teaches a deck from one photo per card. */
@Command(name = "enroll", mixinStandardHelpOptions = true,
        description = {"Teaches a deck from photos named by card code (CODE.jpg|png, or several in a folder CODE/, plus back).",
                "Each photo shows one card lying on the table, or is a tight crop of its face. Exit code 2 when a photo is refused."})
public final class EnrollCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FACES_DIR", description = "folder of photos named by card code")
    Path faces;

    @Option(names = "--deck", required = true, paramLabel = "DECK_DIR", description = "where the taught deck is written")
    Path deck;

    @Option(names = "--game", paramLabel = "nanuk|nana", description = "the game of the deck (default: read from the codes)")
    String game;

    @Override
    public Integer call() throws Exception {
        GameKind kind;
        try {
            kind = game == null ? null : GameKind.parse(game);
        } catch (Refusal r) {
            System.err.println(r.getMessage());
            return 2;
        }
        Enrollment.Result result;
        try {
            result = Enrollment.teach(faces, deck, kind);
        } catch (java.io.IOException e) {
            System.err.println(e.getMessage());
            return 2;
        }
        for (Enrollment.Refused r : result.refused()) System.err.println("refused " + r.photo() + ": " + r.reason());
        for (String[] p : result.tooAlike()) {
            System.err.println("too alike to tell apart reliably: " + p[0] + " and " + p[1] + " (teach clearer photos or check the codes)");
        }
        if (result.deck() == null) {
            System.err.println("nothing taught: no photo in " + faces + " showed one card named by a card code");
            return 2;
        }
        for (String code : result.deck().codes()) {
            String twin = result.deck().untaughtTwin(code);
            if (twin != null) System.err.println(code + " will be read as unknown until " + twin + " is taught (they differ only by the bear)");
        }
        // a card never taught is not known to exist: on the table it is read as the taught card most like it (a
        // black-bordered nana 12 whose photo was refused was read as the 11 at 0.72 to 0.89)
        if (result.deck().game() != null) {
            List<String> missing = new ArrayList<>(CardCodes.faces(result.deck().game()));
            missing.removeAll(result.deck().codes());
            if (!missing.isEmpty()) {
                System.err.println("not taught: " + String.join(", ", missing) + " (a card not taught may be read as the taught card most like it: teach every card before playing)");
            }
        }
        System.out.println("taught " + result.taught().size() + " photo(s), " + result.deck().codes().size() + " code(s)"
                + (result.deck().game() == null ? "" : " of " + result.deck().game().code()) + " into " + deck);
        return result.refused().isEmpty() ? 0 : 2;
    }
}
