package tablekeeper.vision;

/** Loads OpenCV's native library (from the openpnp jar) once per process; safe to call from anywhere, any number of times. */
public final class OpenCv {
    private static volatile boolean loaded;

    private OpenCv() {}

    public static void load() {
        if (loaded) return;
        synchronized (OpenCv.class) {
            if (!loaded) {
                nu.pattern.OpenCV.loadLocally();
                loaded = true;
            }
        }
    }
}
