package tablekeeper.rules;

import java.util.Map;

/**
 * The exact probability that a Nanuk hunt succeeds from here: the days left are drawn one card a day,
 * without replacement, uniformly from the cards whose whereabouts are unknown.
 *
 * <p>Each day's card: a Nanuk bear is cancelled by an available Inuksuk (using it up), else the hunt
 * fails at once; a drawn Inuksuk is available from the next day on; a card of the target animal adds
 * its weight (a double 2), a cancelled Nanuk of the target animal included. The hunt succeeds when no
 * bear went uncancelled and the animals still needed are met after the last day.
 *
 * <p>Why it is cheap: success depends on which cards are drawn (their count per category) and, for the
 * bears, only on the order of the bears and Inuksuks among them. All orders of a drawn set are equally
 * likely, so the probability is a sum over the drawn compositions (multivariate hypergeometric) of a
 * ballot-style probability that the bears never outrun the Inuksuks. Only seven categories matter:
 * target single and double, target Nanuk single and double, other Nanuk, Inuksuk, and the rest.
 */
public final class HuntOdds {
    private HuntOdds() {}

    /**
     * The probability in [0, 1] that the hunt succeeds.
     *
     * @param target             the bid's animal
     * @param animalsStillNeeded target animals still missing (0 or less: only the bears matter)
     * @param daysLeft           cards still to draw; when fewer cards are unseen, all of them are drawn
     *                           (the table would reshuffle at winter, and the caller then passes the new
     *                           unseen cards)
     * @param inuksuksAvailable  Inuksuks contributed or drawn and not yet used
     * @param unseen             every card whose whereabouts are unknown, with how many copies
     */
    public static double success(Animal target, int animalsStillNeeded, int daysLeft, int inuksuksAvailable,
                                 Map<NanukCard, Integer> unseen) {
        if (target == null) throw new IllegalArgumentException("no target animal: expected deer, seal, fish or bird");
        if (inuksuksAvailable < 0) {
            throw new IllegalArgumentException("inuksuksAvailable is " + inuksuksAvailable + ": expected 0 or more");
        }
        if (unseen == null) throw new IllegalArgumentException("no unseen cards given: expected a map of card to count");

        // Counts per category.
        int single = 0, dbl = 0, bearSingle = 0, bearDouble = 0, otherBear = 0, inuksuk = 0, rest = 0;
        for (Map.Entry<NanukCard, Integer> e : unseen.entrySet()) {
            NanukCard card = e.getKey();
            Integer n = e.getValue();
            if (card == null) throw new IllegalArgumentException("an unseen card is null: expected a Nanuk card");
            if (n == null || n < 0) {
                throw new IllegalArgumentException("unseen count of " + card + " is " + n + ": expected 0 or more");
            }
            if (card.isInuksuk()) inuksuk += n;
            else if (card.animal() == target) {
                if (card.nanuk()) {
                    if (card.isDouble()) bearDouble += n; else bearSingle += n;
                } else {
                    if (card.isDouble()) dbl += n; else single += n;
                }
            } else if (card.nanuk()) otherBear += n;
            else rest += n;
        }
        int total = single + dbl + bearSingle + bearDouble + otherBear + inuksuk + rest;
        int days = Math.max(0, Math.min(daysLeft, total));
        int needed = Math.max(0, animalsStillNeeded);
        if (days == 0) return needed == 0 ? 1.0 : 0.0;

        // safe[b][i]: probability that b bears and i Inuksuks in random order never leave a bear uncancelled.
        int maxInuksuk = Math.min(inuksuk, days);
        int maxBears = Math.min(days, inuksuksAvailable + maxInuksuk);
        double[][] safe = ballot(maxBears, maxInuksuk, inuksuksAvailable);

        // plain[r][m]: ways to draw r cards from target singles, target doubles and the rest
        // with at least m target animals among them (m up to `needed`).
        double[][] plain = new double[days + 1][needed + 1];
        for (int d = 0; d <= Math.min(dbl, days); d++) {
            double wd = choose(dbl, d);
            for (int s = 0; s <= Math.min(single, days - d); s++) {
                double ws = wd * choose(single, s);
                int animals = Math.min(needed, 2 * d + s);
                for (int x = 0; x <= Math.min(rest, days - d - s); x++) {
                    plain[d + s + x][animals] += ws * choose(rest, x);
                }
            }
        }
        for (double[] row : plain) { // suffix sums: "at least m"
            for (int m = needed - 1; m >= 0; m--) row[m] += row[m + 1];
        }

        double ways = 0;
        for (int i = 0; i <= maxInuksuk; i++) {
            double wi = choose(inuksuk, i);
            for (int o = 0; o <= Math.min(otherBear, days - i); o++) {
                double wo = wi * choose(otherBear, o);
                for (int bs = 0; bs <= Math.min(bearSingle, days - i - o); bs++) {
                    double wbs = wo * choose(bearSingle, bs);
                    for (int bd = 0; bd <= Math.min(bearDouble, days - i - o - bs); bd++) {
                        int bears = o + bs + bd;
                        if (bears > inuksuksAvailable + i) break; // more bears than Inuksuks can ever cancel
                        double p = safe[bears][i];
                        if (p == 0) continue;
                        int stillNeeded = Math.max(0, needed - bs - 2 * bd);
                        ways += wbs * choose(bearDouble, bd) * p * plain[days - i - bears][stillNeeded];
                    }
                }
            }
        }
        double probability = ways / choose(total, days);
        return Math.min(1.0, Math.max(0.0, probability));
    }

    /**
     * For b bears and i Inuksuks shuffled uniformly, the probability that at every bear the Inuksuks
     * drawn before it plus the {@code start} available ones outnumber the bears before it: every
     * prefix keeps bears - Inuksuks at most {@code start}.
     */
    private static double[][] ballot(int maxBears, int maxInuksuk, int start) {
        double[][] paths = new double[maxBears + 1][maxInuksuk + 1];
        double[][] safe = new double[maxBears + 1][maxInuksuk + 1];
        for (int b = 0; b <= maxBears; b++) {
            for (int i = 0; i <= maxInuksuk; i++) {
                if (b - i > start) continue;
                if (b == 0 && i == 0) paths[b][i] = 1;
                else paths[b][i] = (b > 0 ? paths[b - 1][i] : 0) + (i > 0 ? paths[b][i - 1] : 0);
                safe[b][i] = paths[b][i] / choose(b + i, b);
            }
        }
        return safe;
    }

    /** n choose k as a double (exact for every deck size a table uses). */
    static double choose(int n, int k) {
        if (k < 0 || k > n) return 0;
        k = Math.min(k, n - k);
        double c = 1;
        for (int j = 1; j <= k; j++) c = c * (n - k + j) / j;
        return Math.rint(c);
    }
}
