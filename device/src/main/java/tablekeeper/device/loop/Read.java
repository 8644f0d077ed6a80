package tablekeeper.device.loop;

import tablekeeper.rules.Line;

/**
 * What the camera made of a change on the table: a record line for the current phase, how sure it is (the
 * least confident card in it), and the line in words. {@code choice} is true when the camera could not decide
 * something the line needs (e.g. smallest or biggest) and picked one for the tablet to confirm.
 */
public record Read(Line line, double confidence, String says, boolean choice) {}
