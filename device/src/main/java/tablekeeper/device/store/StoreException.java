package tablekeeper.device.store;

/** The store could not do what was asked; the message says what went wrong and what to do. */
public class StoreException extends RuntimeException {
    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }

    public StoreException(String message) {
        super(message);
    }
}
