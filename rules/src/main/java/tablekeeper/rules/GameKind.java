package tablekeeper.rules;

/** The two games Tablekeeper keeps; {@link #code()} is the name used in records and on the command line. */
public enum GameKind {
    NANUK, NANA;

    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static GameKind parse(String code) {
        for (GameKind kind : values()) {
            if (kind.code().equals(code)) return kind;
        }
        throw new Refusal("unknown game '" + code + "': expected \"nanuk\" or \"nana\"");
    }
}
