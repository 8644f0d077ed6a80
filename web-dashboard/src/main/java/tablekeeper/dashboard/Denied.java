package tablekeeper.dashboard;

/** A request the dashboard will not serve (401 without the PIN's session, 403 from another origin, 404). */
final class Denied extends RuntimeException {
    final int status;
    final String title;
    final String expected;

    Denied(int status, String title, String detail, String expected) {
        super(detail);
        this.status = status;
        this.title = title;
        this.expected = expected;
    }
}
