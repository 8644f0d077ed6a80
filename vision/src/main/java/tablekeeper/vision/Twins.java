package tablekeeper.vision;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import tablekeeper.rules.CardCodes;
import tablekeeper.rules.GameKind;
import tablekeeper.rules.NanukCard;

/**
 * Twins: a Nanuk card and the same animal without the bear, which differ only by the bear in their corners. Only one
 * of them taught, a card of either can only be read as it; both taught, they must look alike away from the corners,
 * or one was taught from something else than its card.
 */
final class Twins {
    private Twins() {}

    /**
     * How alike twins' faces must be away from their corners. (On six seeds' teaching photos of three styles: 119
     * pairs taught right, 0.966 and over; of the 10 with one of them taught 6 px off or more, 9 at 0.907 and under,
     * one 7.7 px off at 0.943.)
     */
    static final double LIKENESS = 0.93;

    /**
     * The share of a face's width and height its corner regions take: a little more than the Nanuk bear's corners
     * on our art (24% and 17%), as a face's outline may be a little off.
     */
    private static final double CORNER_W = 0.3, CORNER_H = 0.21;

    /** The code that {@code code} differs from only by the bear, or null (nana, the inuksuk, the back). */
    static String of(GameKind game, String code) {
        if (game != GameKind.NANUK || CardCodes.BACK.equals(code)) return null;
        NanukCard card = NanukCard.parse(code);
        return card.isInuksuk() ? null : new NanukCard(card.animal(), card.isDouble(), !card.nanuk()).code();
    }

    /**
     * The codes whose faces were taught from something else than their card: of each pair of twins unlike away from
     * their corners, the one less like the rest of the deck (a patch of the table, a card found half off). Codes
     * taught from several photos are not judged.
     */
    static Set<String> mistaught(TaughtDeck deck) {
        Map<String, FaceSignature> byCode = new HashMap<>();
        Map<String, Integer> count = new HashMap<>();
        for (TaughtDeck.Face f : deck.faces()) {
            byCode.put(f.code(), f.signature());
            count.merge(f.code(), 1, Integer::sum);
        }
        FaceSignature any = deck.faces().get(0).signature();
        boolean[] body = awayFromCorners(any.w, any.h);
        Set<String> mistaught = new HashSet<>();
        for (String code : byCode.keySet()) {
            String twin = of(deck.game(), code);
            if (twin == null || !byCode.containsKey(twin) || code.compareTo(twin) > 0 || count.get(code) > 1 || count.get(twin) > 1) continue;
            if (alike(byCode.get(code), byCode.get(twin), body) >= LIKENESS) continue;
            mistaught.add(likenessToOthers(code, twin, byCode, body) < likenessToOthers(twin, code, byCode, body) ? code : twin);
        }
        return mistaught;
    }

    /** The face's cells away from its four corner regions. */
    private static boolean[] awayFromCorners(int w, int h) {
        boolean[] m = Identifier.interior(w, h);
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) {
            boolean cornerX = x < CORNER_W * w || x >= w - CORNER_W * w, cornerY = y < CORNER_H * h || y >= h - CORNER_H * h;
            if (cornerX && cornerY) m[y * w + x] = false;
        }
        return m;
    }

    /** How alike two faces are over the mask, either way up. */
    private static double alike(FaceSignature a, FaceSignature b, boolean[] mask) {
        float[] na = a.normalised(mask);
        return Math.max(OutlineFit.likeness(na, b.normalised(mask)), OutlineFit.likeness(na, b.turned().normalised(mask)));
    }

    /** A face's mean likeness to the deck's other faces but its twin and the back. */
    private static double likenessToOthers(String code, String twin, Map<String, FaceSignature> byCode, boolean[] mask) {
        double sum = 0;
        int n = 0;
        for (Map.Entry<String, FaceSignature> e : byCode.entrySet()) {
            if (e.getKey().equals(code) || e.getKey().equals(twin) || e.getKey().equals(CardCodes.BACK)) continue;
            sum += alike(byCode.get(code), e.getValue(), mask);
            n++;
        }
        return n == 0 ? 0 : sum / n;
    }
}
