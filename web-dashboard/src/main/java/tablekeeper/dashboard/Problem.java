package tablekeeper.dashboard;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;

/** Errors as JSON problem details (RFC 9457): what was wrong ("detail") and what was expected ("expected"). */
final class Problem {
    private Problem() {}

    static void send(Context ctx, int status, String type, String title, String detail, String expected) {
        ObjectNode p = Json.MAPPER.createObjectNode();
        p.put("type", "/problems/" + type);
        p.put("title", title);
        p.put("status", status);
        p.put("detail", detail);
        if (expected != null) p.put("expected", expected);
        p.put("instance", ctx.path());
        ctx.status(status).contentType("application/problem+json").result(Json.write(p));
    }
}
