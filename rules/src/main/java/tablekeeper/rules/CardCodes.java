package tablekeeper.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The card codes every module and file format uses: Nanuk codes ({@link NanukCard}), nana values
 * {@code "1"} to {@code "12"}, and {@code back} for a face-down card of either deck (vision only).
 */
public final class CardCodes {
    public static final String BACK = "back";

    private CardCodes() {}

    /** The game a card code belongs to; {@code back} belongs to neither and gives {@code null}. */
    public static GameKind gameOf(String code) {
        if (BACK.equals(code)) return null;
        if (code != null && code.matches("[1-9]|1[0-2]")) return GameKind.NANA;
        NanukCard.parse(code); // refuses an unknown code with a message that names it
        return GameKind.NANUK;
    }

    /** Refuses (with a message naming it) anything that is not a card code or {@code back}. */
    public static String check(String code) {
        if (!BACK.equals(code) && !(code != null && code.matches("[1-9]|1[0-2]"))) {
            try {
                NanukCard.parse(code);
            } catch (Refusal r) {
                throw new Refusal("unknown card code '" + code + "': expected a Nanuk code (deer, seal-double, fish-nanuk,"
                        + " bird-double-nanuk, inuksuk, ...), a nana value 1 to 12, or back");
            }
        }
        return code;
    }

    /** The face codes of one game's deck (not {@code back}). */
    public static List<String> faces(GameKind game) {
        List<String> codes = new ArrayList<>();
        if (game == GameKind.NANUK) {
            for (NanukCard c : NanukCard.all()) codes.add(c.code());
        } else {
            for (int v = 1; v <= 12; v++) codes.add(Integer.toString(v));
        }
        return codes;
    }
}
