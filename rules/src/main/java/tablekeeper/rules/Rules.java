package tablekeeper.rules;

/** The one entry point to both engines: start a game from its setup line, then apply each later line. */
public final class Rules {
    private Rules() {}

    public static GameState start(Line.Setup setup) {
        return switch (setup.game()) {
            case NANUK -> Nanuk.start(setup);
            case NANA -> Nana.start(setup);
        };
    }

    /** The state after {@code line}, or a {@link Refusal} that says why the line is not allowed now. */
    public static GameState apply(GameState state, Line line) {
        if (line instanceof Line.Setup) throw new Refusal("a setup line may only be the first line of a record");
        return switch (state) {
            case NanukState s -> Nanuk.apply(s, line);
            case NanaState s -> Nana.apply(s, line);
        };
    }
}
