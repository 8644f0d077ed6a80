package tablekeeper.device;

/** Loads OpenCV's native library once (the openpnp build carries it for x86-64, ARMv7 and ARMv8). */
public final class Native {
    private static volatile boolean loaded;

    private Native() {}

    public static synchronized void loadOpenCv() {
        if (!loaded) {
            nu.pattern.OpenCV.loadLocally();
            loaded = true;
        }
    }
}
