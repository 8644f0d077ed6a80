package tablekeeper.vision;

/** A card's axes: {@code u} along its short side (from its portrait corner order), {@code v} across it. */
record CardAxes(double width, double[] u, double[] v) {
    static CardAxes of(double[][] outline) {
        double[][] q = Geometry.portraitClockwise(outline);
        double[] u = Geometry.unit(q[0], q[1]);
        return new CardAxes(Geometry.dist(q[0], q[1]), u, new double[] {-u[1], u[0]});
    }

    /** The outline moved by {@code a} card widths along u and {@code b} along v. */
    double[][] moved(double[][] outline, double a, double b) {
        return Geometry.moved(outline, (u[0] * a + v[0] * b) * width, (u[1] * a + v[1] * b) * width);
    }
}
