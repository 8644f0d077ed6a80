package tablekeeper.vision;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The large arrays one frame needs (its grey levels, its colour gradient, the finder's distance maps and their copies),
 * given back when the frame is done so the next frame of the same size reuses them. Some eighteen megabytes a frame,
 * each array larger than half a collector region in a 256 MB heap: allocated anew, they started most of the young
 * collections (33 of 52 over 200 one-card frames), whose pauses of 10-30 ms fell in the frames' time. Shared by a
 * frame's workers; an array taken is filled whole by whoever took it, as it comes with the last frame's values.
 */
final class FrameArrays implements AutoCloseable {
    /** The arrays given back by a scanner's frames, for its next ones (a few, of any size). */
    static final class Spare {
        private static final int KEPT = 16;
        private final ConcurrentLinkedQueue<Object> arrays = new ConcurrentLinkedQueue<>();

        private Object take(Class<?> type, int length) {
            for (Object a : arrays) {
                if (a.getClass() == type && java.lang.reflect.Array.getLength(a) == length && arrays.remove(a)) return a;
            }
            return null;
        }

        private void give(List<Object> given) {
            for (Object a : given) if (arrays.size() < KEPT) arrays.add(a);
        }
    }

    private final Spare spare;
    private final List<Object> taken = new ArrayList<>();

    /** A frame's arrays, taken from {@code spare} where it holds one of the size asked and given back to it on closing. */
    FrameArrays(Spare spare) {
        this.spare = spare;
    }

    /** Arrays allocated anew and never reused (teaching, where a finding outlives its frame). */
    static FrameArrays fresh() {
        return new FrameArrays(null);
    }

    /** A float array of {@code length}, holding anything. */
    float[] floats(int length) {
        return (float[]) take(float[].class, length);
    }

    /** A short array of {@code length}, holding anything. */
    short[] shorts(int length) {
        return (short[]) take(short[].class, length);
    }

    /** A byte array of {@code length}, holding anything. */
    byte[] bytes(int length) {
        return (byte[]) take(byte[].class, length);
    }

    private synchronized Object take(Class<?> type, int length) {
        if (spare == null) return java.lang.reflect.Array.newInstance(type.getComponentType(), length);
        Object a = spare.take(type, length);
        if (a == null) a = java.lang.reflect.Array.newInstance(type.getComponentType(), length);
        taken.add(a);
        return a;
    }

    /** Gives every array taken back for the next frame: nothing of this frame may use them after. */
    @Override
    public synchronized void close() {
        if (spare != null) spare.give(taken);
        taken.clear();
    }
}
