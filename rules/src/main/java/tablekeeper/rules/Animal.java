package tablekeeper.rules;

import java.util.Locale;

/** The four animals of Nanuk; {@link #code()} is the card code and the bid's animal. */
public enum Animal {
    DEER, SEAL, FISH, BIRD;

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Animal parse(String code) {
        for (Animal animal : values()) {
            if (animal.code().equals(code)) return animal;
        }
        throw new Refusal("unknown animal '" + code + "': expected deer, seal, fish or bird");
    }
}
