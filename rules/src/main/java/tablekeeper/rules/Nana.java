package tablekeeper.rules;

/** The rules of Nana. PLACEHOLDER: being written. */
public final class Nana {
    private Nana() {}

    public static NanaState start(Line.Setup setup) {
        throw new Refusal("the Nana engine is not written yet");
    }

    public static NanaState apply(NanaState state, Line line) {
        throw new Refusal("the Nana engine is not written yet");
    }
}
