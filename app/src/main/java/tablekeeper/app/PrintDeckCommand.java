package tablekeeper.app;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.Refusal;
import tablekeeper.vision.art.CardArt;
import tablekeeper.vision.art.CardArts;
import tablekeeper.vision.art.DeckPrinter;

/** {@code tablekeeper print-deck}: the project's own card faces as PNGs and a printable PDF of the whole deck. */
@Command(name = "print-deck", mixinStandardHelpOptions = true,
        description = "Renders the project's own original card art into DIR: CODE.png for every card code, back.png, "
                + "and STYLE.pdf, the whole deck (Nanuk 100 cards, nana 36) on A4 at real size (63x88 mm) "
                + "with cut marks and back pages for long-edge duplex printing.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:written", "2:bad input (unknown game or style, output not writable)"})
public final class PrintDeckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--game", required = true, paramLabel = "GAME", description = "nanuk or nana")
    String game;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "folder to write into (created if missing)")
    Path out;

    @Option(names = "--style", paramLabel = "NAME",
            description = "art style: nanuk-classic (default for nanuk), nanuk-linocut, nanuk-aurora, nana-classic (default for nana), nana-frost, nana-ribbon")
    String style;

    @Override
    public Integer call() {
        CardArt art;
        try {
            GameKind kind = GameKind.parse(game);
            art = style == null ? CardArts.tuning(kind) : CardArts.named(style);
            if (art.game() != kind) {
                throw new Refusal("style '" + style + "' draws " + art.game().code() + " cards, not " + kind.code()
                        + ": expected one of " + CardArts.of(kind).stream().map(CardArt::name).toList());
            }
        } catch (Refusal r) {
            spec.commandLine().getErr().println("print-deck: " + r.getMessage());
            return 2;
        }
        try {
            List<Path> pngs = DeckPrinter.writePngs(art, out);
            Path pdf = out.resolve(art.name() + ".pdf");
            int pages = DeckPrinter.writePdf(art, pdf);
            int cards = DeckPrinter.copies(art.game()).values().stream().mapToInt(Integer::intValue).sum();
            spec.commandLine().getOut().printf("%d card images and %s (%d cards, %d pages) written to %s%n",
                    pngs.size(), pdf.getFileName(), cards, pages, out);
            return 0;
        } catch (java.io.IOException | java.nio.file.InvalidPathException e) {
            spec.commandLine().getErr().println("print-deck: cannot write to " + out + ": " + e.getMessage()
                    + "; expected a folder that can be created and written");
            return 2;
        }
    }
}
