import { beforeAll, describe, expect, test } from "vitest";
import { createLogger } from "../../server/logger";
import { bearerTokenMatches, methodLabel } from "../../server/metrics";
import { requestIdFrom, requestLogLevel } from "../../server/request-log";
import { createRouteDescriber } from "../../server/route-labels";
import { providedRouteManifest } from "../support/route-manifest";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the request id", () => {
  test.each(["abc-123", "0f8fad5b-d9cb-469f-a165-70867728950e", "trace.id_42", "x".repeat(100)])("keeps the proxy's safe id %s", (id) => {
    expect(requestIdFrom(id)).toBe(id);
  });

  test.each([
    ["a newline that would forge a log line", "abc\n{\"level\":\"error\"}"],
    ["spaces", "abc def"],
    ["a header injection", "abc\r\nSet-Cookie: x=1"],
    ["quotes and markup", '"><script>'],
    ["more than 100 characters", "x".repeat(101)],
    ["an empty value", ""],
    ["a repeated header", ["a", "b"]],
    ["no header", undefined],
  ])("replaces %s with a fresh UUID", (_what, incoming) => {
    expect(requestIdFrom(incoming as string | string[] | undefined)).toMatch(UUID);
  });

  test("gives every request without one a different id", () => {
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});

describe("route labels for the metrics, from the app's real routes", () => {
  let describeRoute: ReturnType<typeof createRouteDescriber>;
  beforeAll(async () => {
    describeRoute = createRouteDescriber(providedRouteManifest());
  });

  test.each([
    ["/", "routes/_public._index"],
    ["/_root.data", "routes/_public._index"],
    ["/about", "routes/_public.about"],
    ["/student/bookings/42", "routes/student.bookings.$id"],
    ["/student/bookings/7.data", "routes/student.bookings.$id"],
    ["/student/bookings/42/calendar.ics", "routes/student.bookings.$id_.calendar[.ics]"],
    ["/admin/services/9/edit", "routes/admin.services.$id.edit"],
    ["/api/service/bulk", "routes/api.service.bulk"],
    ["/api/service/12", "routes/api.service.$id"],
    ["/blog/how-to-write-an-sop", "routes/_public.blog.$slug"],
    ["/healthz", "routes/healthz"],
    ["/__manifest", "__manifest"],
    ["/wp-admin/setup-config.php", "routes/$"],
    ["/student/no/such/page/123", "routes/student.$"],
  ])("labels %s as %s", (path, route) => {
    expect(describeRoute(path).route).toBe(route);
  });

  test("never puts an id or a scanner's path in a label: paths of one route share it", () => {
    const labels = new Set(["/student/bookings/1", "/student/bookings/2", "/student/bookings/99999"].map((path) => describeRoute(path).route));
    expect(labels.size).toBe(1);
    const junk = new Set(Array.from({ length: 50 }, (_, i) => describeRoute(`/random-${i}/x${i}`).route));
    expect([...junk]).toEqual(["routes/$"]);
  });

  test("masks a calendar feed's token in the logged path, and leaves other paths as they are", () => {
    expect(describeRoute("/student/calendar/feed/12-abcdefghijklmnopqrstuvwxyz012345.ics").path).toBe("/student/calendar/feed/:token");
    expect(describeRoute("/student/bookings/42").path).toBe("/student/bookings/42");
  });

  test("answers a path asked again as the first time, and masks a feed's token every time", () => {
    for (let time = 0; time < 2; time++) {
      expect(describeRoute("/student/bookings/42")).toEqual({ route: "routes/student.bookings.$id", path: "/student/bookings/42" });
      expect(describeRoute("/student/calendar/feed/12-abcdefghijklmnopqrstuvwxyz012345.ics").path).toBe("/student/calendar/feed/:token");
    }
  });
});

describe("the request line's level", () => {
  test.each([
    [{ status: 200, routine: false }, "info"],
    [{ status: 404, routine: false }, "info"],
    [{ status: 500, routine: false }, "error"],
    [{ status: 200, routine: true }, "debug"],
    [{ status: 304, routine: true }, "debug"],
    [{ status: 404, routine: true }, "info"],
    [{ status: 503, routine: true }, "error"],
  ])("%o is logged at %s", (exchange, level) => {
    expect(requestLogLevel(exchange)).toBe(level);
  });
});

describe("redaction", () => {
  test("a logged request, form or error never shows a password, a token, a cookie or an Authorization header", () => {
    const lines: string[] = [];
    const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
    logger.info({
      headers: { cookie: "__session=secret-cookie", authorization: "Bearer secret-token", "set-cookie": "__session=new-secret" },
      body: { email: "sita@example.com", password: "Secret-Password-1", newPassword: "Secret-Password-2", token: "reset-token" },
    });
    logger.info({ req: { headers: { cookie: "__session=secret-cookie-2" } }, password: "Secret-Password-3" });
    const text = lines.join("");
    for (const secret of ["secret-cookie", "secret-token", "new-secret", "Secret-Password", "reset-token"]) expect(text).not.toContain(secret);
    expect(text).toContain("sita@example.com");
    expect(JSON.parse(lines[0])).toMatchObject({ headers: { cookie: "[redacted]" }, body: { password: "[redacted]" } });
  });
});

describe("the metrics' labels and token", () => {
  test("counts unknown methods together", () => {
    expect(methodLabel("GET")).toBe("GET");
    expect(methodLabel("PROPFIND")).toBe("OTHER");
  });

  test.each([
    ["Bearer the-right-token-0123456789", true],
    ["bearer the-right-token-0123456789", true],
    ["Bearer the-wrong-token-0123456789", false],
    ["Bearer the-right-token-012345678", false],
    ["the-right-token-0123456789", false],
    ["Basic dGhlLXJpZ2h0LXRva2Vu", false],
    ["Bearer ", false],
    [undefined, false],
  ])("accepts %s: %s", (header, accepted) => {
    expect(bearerTokenMatches(header, "the-right-token-0123456789")).toBe(accepted);
  });
});
