import { expect, test, vi } from "vitest";
import { deleteSession } from "~/models/session.server";
import { runInRequestScope } from "~/utils/request-scope.server";
import { getOptionalUser, getSessionId, requireUser, sessionStorage } from "~/auth/session.server";
import { signedInUser } from "../support/users";

// Each test request is handled in a scope of its own, as the server handles each HTTP request (server/app.ts).

test("the loaders of one GET share one session lookup; another request or a POST looks again", async () => {
  const { user, cookie, sessionId } = await signedInUser("student", "Lookup Student");
  const page = new Request("http://localhost/student", { headers: { Cookie: cookie } });
  await runInRequestScope(async () => {
    expect((await getOptionalUser(new Request(page)))?.id).toBe(user.id);

    await deleteSession(sessionId);

    // the same page's other loaders, each with its own copy of the request: the answer of this request's first lookup
    expect((await requireUser(new Request(page))).id).toBe(user.id);
  });
  // a new request sees the session gone
  await runInRequestScope(async () => expect(await getOptionalUser(new Request(page))).toBeNull());
  // a POST's loaders run after its action, which may have signed the user out: always looked up again
  const { cookie: other, sessionId: otherSession } = await signedInUser("student", "Poster");
  const post = new Request("http://localhost/student/profile", { method: "POST", headers: { Cookie: other } });
  await runInRequestScope(async () => {
    expect(await getOptionalUser(post)).not.toBeNull();
    await deleteSession(otherSession);
    expect(await getOptionalUser(post)).toBeNull();
  });
});

test("outside a request's scope nothing is remembered", async () => {
  const { user, cookie, sessionId } = await signedInUser("student", "Unscoped Student");
  const page = new Request("http://localhost/student", { headers: { Cookie: cookie } });
  expect((await getOptionalUser(page))?.id).toBe(user.id);
  await deleteSession(sessionId);
  expect(await getOptionalUser(page)).toBeNull();
});

test("a request's cookie is read and its signature checked once, whichever loader asks first, POST included", async () => {
  const { cookie, sessionId } = await signedInUser("student", "Cookie Reader");
  const reads = vi.spyOn(sessionStorage, "getSession");
  try {
    const post = new Request("http://localhost/student/profile", { method: "POST", headers: { Cookie: cookie } });
    const ids = await runInRequestScope(() =>
      Promise.all([getSessionId(post), getSessionId(new Request(post)), getOptionalUser(post).then(() => getSessionId(post))]),
    );
    expect(ids).toEqual([sessionId, sessionId, sessionId]);
    expect(reads).toHaveBeenCalledTimes(1);

    const forged = new Request("http://localhost/student", { headers: { Cookie: cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A")) } });
    expect(await runInRequestScope(() => getSessionId(forged))).toBeNull();
    expect(reads).toHaveBeenCalledTimes(2);
  } finally {
    reads.mockRestore();
  }
});
