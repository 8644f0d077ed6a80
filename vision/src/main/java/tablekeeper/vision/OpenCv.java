package tablekeeper.vision;

/** Loads OpenCV's native library once (the openpnp jar carries it for x86-64, ARMv7 and ARMv8). */
public final class OpenCv {
    private static volatile boolean loaded;

    private OpenCv() {}

    public static synchronized void load() {
        if (!loaded) {
            nu.pattern.OpenCV.loadLocally();
            loaded = true;
        }
    }
}
