package tablekeeper.dashboard;

/** A request the dashboard cannot read: answered 400 with what was wrong and what was expected; nothing changes. */
final class BadInput extends RuntimeException {
    private final String expected;

    BadInput(String detail, String expected) {
        super(detail);
        this.expected = expected;
    }

    String expected() {
        return expected;
    }
}
