package tablekeeper.device.hardware;

import java.time.Instant;
import java.time.InstantSource;

/** A clock the test moves by hand. */
final class ManualClock implements InstantSource {
    private long millis;

    ManualClock(long millis) {
        this.millis = millis;
    }

    void set(long millis) {
        this.millis = millis;
    }

    void advance(long ms) {
        millis += ms;
    }

    @Override
    public Instant instant() {
        return Instant.ofEpochMilli(millis);
    }

    @Override
    public long millis() {
        return millis;
    }
}
