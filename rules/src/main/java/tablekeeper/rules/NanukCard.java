package tablekeeper.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * One Nanuk card: an animal (single or double, with or without the Nanuk bear) or an Inuksuk
 * ({@code animal == null}). Codes: {@code deer}, {@code seal-double}, {@code fish-nanuk},
 * {@code bird-double-nanuk}, {@code inuksuk}.
 */
public record NanukCard(Animal animal, boolean isDouble, boolean nanuk) {
    public static final NanukCard INUKSUK = new NanukCard(null, false, false);

    public NanukCard {
        if (animal == null && (isDouble || nanuk)) throw new IllegalArgumentException("an Inuksuk is never double or Nanuk");
    }

    public boolean isInuksuk() {
        return animal == null;
    }

    /** How many animals (or scoring cards) it is worth: a double counts two. */
    public int weight() {
        return isDouble ? 2 : 1;
    }

    public String code() {
        if (animal == null) return "inuksuk";
        return animal.code() + (isDouble ? "-double" : "") + (nanuk ? "-nanuk" : "");
    }

    @Override
    public String toString() {
        return code();
    }

    public static NanukCard parse(String code) {
        if ("inuksuk".equals(code)) return INUKSUK;
        if (code != null) {
            String[] parts = code.split("-", -1);
            Animal animal = null;
            for (Animal a : Animal.values()) if (a.code().equals(parts[0])) animal = a;
            if (animal != null) {
                int i = 1;
                boolean isDouble = i < parts.length && parts[i].equals("double");
                if (isDouble) i++;
                boolean nanuk = i < parts.length && parts[i].equals("nanuk");
                if (nanuk) i++;
                if (i == parts.length) return new NanukCard(animal, isDouble, nanuk);
            }
        }
        throw new Refusal("unknown Nanuk card '" + code + "': expected deer, seal, fish or bird, optionally with -double and then -nanuk"
                + " (e.g. seal-double, fish-nanuk, bird-double-nanuk), or inuksuk");
    }

    /** Every distinct Nanuk card code, animals first. */
    public static List<NanukCard> all() {
        List<NanukCard> all = new ArrayList<>();
        for (Animal a : Animal.values()) {
            for (boolean d : new boolean[] {false, true}) {
                for (boolean n : new boolean[] {false, true}) all.add(new NanukCard(a, d, n));
            }
        }
        all.add(INUKSUK);
        return all;
    }
}
