package tablekeeper.vision;

import java.util.ArrayList;
import java.util.List;
import tablekeeper.vision.scene.TruthCard;

/**
 * Scores what a scan saw against a generated scene's truth (tests and the vision benchmark share it). A seen card
 * belongs to the true card whose centre is nearest to its own, within a quarter of the card's width. Outcomes per
 * true card: correct, unknown, wrong (another code), missed; seen cards that belong to no true card are wrong when
 * they carry a code and spurious when {@code unknown}.
 */
public final class SceneCheck {
    /** Counts over one or more scenes; {@link #cornerErrors} holds, per correct card, its mean corner error in pixels. */
    public static final class Tally {
        public int cards, correct, unknown, wrong, missed, spurious;
        public final List<Double> cornerErrors = new ArrayList<>();
        /** As {@link #cornerErrors} but up to a half turn: the outline's fit, whichever short side the deck calls top. */
        public final List<Double> outlineErrors = new ArrayList<>();
        public final List<String> wrongs = new ArrayList<>();

        public void add(Tally t) {
            cards += t.cards; correct += t.correct; unknown += t.unknown; wrong += t.wrong; missed += t.missed; spurious += t.spurious;
            cornerErrors.addAll(t.cornerErrors);
            outlineErrors.addAll(t.outlineErrors);
            wrongs.addAll(t.wrongs);
        }

        public double accuracy() {
            return cards == 0 ? 1 : (double) correct / cards;
        }

        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "%d cards: %d correct (%.2f%%), %d unknown, %d missed, %d wrong, %d spurious unknown",
                    cards, correct, 100 * accuracy(), unknown, missed, wrong, spurious);
        }
    }

    private SceneCheck() {}

    /** The median of a list of errors, or NaN when empty. */
    public static double median(List<Double> xs) {
        if (xs.isEmpty()) return Double.NaN;
        double[] s = xs.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return s[s.length / 2];
    }

    public static Tally score(List<TruthCard> truth, List<SeenCard> seen, String label) {
        Tally t = new Tally();
        boolean[] used = new boolean[seen.size()];
        int[] owner = new int[seen.size()];
        for (int s = 0; s < seen.size(); s++) {
            double[] c = Geometry.centre(seen.get(s).corners());
            owner[s] = -1;
            double best = Double.MAX_VALUE;
            for (int k = 0; k < truth.size(); k++) {
                TruthCard tc = truth.get(k);
                double d = Math.hypot(c[0] - tc.centreX(), c[1] - tc.centreY());
                if (d < 0.25 * tc.width() && d < best) { best = d; owner[s] = k; }
            }
        }
        for (int k = 0; k < truth.size(); k++) {
            TruthCard tc = truth.get(k);
            t.cards++;
            SeenCard hit = null;
            for (int s = 0; s < seen.size(); s++) {
                if (owner[s] == k && !used[s]) { hit = seen.get(s); used[s] = true; break; }
            }
            if (hit == null) t.missed++;
            else if (hit.code().equals(tc.code())) {
                t.correct++;
                double e = 0;
                for (int i = 0; i < 4; i++) e += Geometry.dist(hit.corners()[i], tc.corners()[i]) / 4;
                t.cornerErrors.add(e);
                double turned = 0;
                for (int i = 0; i < 4; i++) turned += Geometry.dist(hit.corners()[(i + 2) % 4], tc.corners()[i]) / 4;
                t.outlineErrors.add(Math.min(e, turned));
            } else if (hit.code().equals(SeenCard.UNKNOWN)) t.unknown++;
            else {
                t.wrong++;
                t.wrongs.add(label + ": " + tc.code() + " read as " + hit.code() + " (confidence " + hit.confidence() + ", visible " + tc.visible() + ")");
            }
        }
        for (int s = 0; s < seen.size(); s++) {
            if (used[s]) continue;
            if (seen.get(s).code().equals(SeenCard.UNKNOWN)) t.spurious++;
            else {
                t.wrong++;
                t.wrongs.add(label + ": " + seen.get(s).code() + " seen where there is no card (confidence " + seen.get(s).confidence() + ")");
            }
        }
        return t;
    }
}
