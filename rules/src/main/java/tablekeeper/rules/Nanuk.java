package tablekeeper.rules;

/** The rules of Nanuk. PLACEHOLDER: being written. */
public final class Nanuk {
    private Nanuk() {}

    public static NanukState start(Line.Setup setup) {
        throw new Refusal("the Nanuk engine is not written yet");
    }

    public static NanukState apply(NanukState state, Line line) {
        throw new Refusal("the Nanuk engine is not written yet");
    }
}
