import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { createApiToken, getUserByApiToken } from "~/models/api-token.server";
import { createSession, getSessionUser } from "~/models/session.server";
import { createUser, getUserProfile, verifyLogin } from "~/models/user.server";
import { loader as adminProfileLoader } from "~/routes/admin.profile/route";
import { loader as avatarLoader } from "~/routes/avatars.$userId";
import { action as profileAction, loader as profileLoader } from "~/routes/student.profile/route";
import { sessionStorage } from "~/utils/session.server";
import { formRequest, getRequest, unwrap } from "../support/requests";

const PASSWORD = "correct-horse-battery";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const PDF = new TextEncoder().encode("%PDF-1.4\n%fake\n");
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
const newEmail = () => `profile-${randomUUID()}@example.com`;

async function signedIn(role: "student" | "admin" = "student") {
  const user = await createUser({ name: "Priya Karki", email: newEmail(), password: PASSWORD, role });
  const session = await createSession({ userId: user.id });
  const cookieSession = await sessionStorage.getSession();
  cookieSession.set("sessionId", session.id);
  const cookie = (await sessionStorage.commitSession(cookieSession)).split(";")[0];
  return { user, cookie, sessionId: session.id };
}

function profileForm(fields: Record<string, string>, cookie: string, avatar?: File) {
  const body = new FormData();
  body.set("intent", "profile");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (avatar) body.set("avatar", avatar);
  return new Request("http://localhost/student/profile", { method: "POST", body, headers: { Cookie: cookie } });
}

const details = (email: string) => ({ fullName: "Priya K. Karki", email, phone: "+977 980 000 1111", dob: "2001-04-09", address: "Lalitpur, Nepal" });
const errorsOf = (body: unknown) => (body as { result: { error: Record<string, string[]> } }).result.error;

describe("profile details", () => {
  test("the page shows the stored details", async () => {
    const { user, cookie } = await signedIn();
    const { body } = await unwrap(await profileLoader(args(getRequest("/student/profile", cookie))));
    expect(body).toMatchObject({ profile: { fullName: "Priya Karki", email: user.email, phone: "", dob: "", address: "" }, avatarUrl: null });
  });

  test("saves every field and comes back with the 'Profile updated' toast", async () => {
    const { user, cookie } = await signedIn();
    const email = newEmail();
    const { status, headers } = await unwrap(await profileAction(args(profileForm(details(email), cookie))));
    expect(status).toBe(302);
    expect(headers.get("Location")).toBe("/student/profile");
    expect(headers.get("Set-Cookie")).toContain("__toast=");
    const saved = await getUserProfile(user.id);
    expect(saved).toMatchObject({ name: "Priya K. Karki", email, phone: "+977 980 000 1111", address: "Lalitpur, Nepal" });
    expect(saved?.dob?.toISOString()).toBe("2001-04-09T00:00:00.000Z");
    const { body } = await unwrap(await profileLoader(args(getRequest("/student/profile", cookie))));
    expect(body).toMatchObject({ profile: { dob: "2001-04-09" } });
  });

  test("refuses a date of birth in the future, with the failure toast", async () => {
    const { cookie } = await signedIn();
    const { status, body, headers } = await unwrap(await profileAction(args(profileForm({ ...details(newEmail()), dob: "2999-01-01" }, cookie))));
    expect(status).toBe(400);
    expect(errorsOf(body).dob).toEqual(["Date of birth cannot be in the future"]);
    expect(headers.get("Set-Cookie")).toContain("__toast=");
  });

  test("refuses another account's e-mail and a missing name", async () => {
    const other = await createUser({ name: "Other", email: newEmail(), password: PASSWORD });
    const { cookie } = await signedIn();
    const taken = await unwrap(await profileAction(args(profileForm(details(other.email), cookie))));
    expect(errorsOf(taken.body).email).toEqual(["An account with this e-mail already exists."]);
    const nameless = await unwrap(await profileAction(args(profileForm({ ...details(newEmail()), fullName: "   " }, cookie))));
    expect(errorsOf(nameless.body).fullName).toEqual(["Full name is required"]);
  });

  test("an avatar is judged by its bytes: a PDF named .png is refused and nothing is saved", async () => {
    const { user, cookie } = await signedIn();
    const fake = new File([PDF], "me.png", { type: "image/png" });
    const { status, body } = await unwrap(await profileAction(args(profileForm(details(newEmail()), cookie, fake))));
    expect(status).toBe(400);
    expect(errorsOf(body).avatar).toEqual(["Upload a JPG, PNG, GIF, WEBP file."]);
    expect((await getUserProfile(user.id))?.name).toBe("Priya Karki");
  });

  test("a real image becomes the avatar, replaces the old file, and is served to its owner and admins only", async () => {
    const { user, cookie } = await signedIn();
    await profileAction(args(profileForm(details(user.email), cookie, new File([PNG], "first.png"))));
    const firstKey = (await getUserProfile(user.id))!.avatarKey!;
    await profileAction(args(profileForm(details(user.email), cookie, new File([PNG], "second.png"))));
    const secondKey = (await getUserProfile(user.id))!.avatarKey!;
    expect(secondKey).not.toBe(firstKey);
    expect(existsSync(path.join(process.env.UPLOAD_DIR!, firstKey))).toBe(false);

    const own = await avatarLoader(args(getRequest(`/avatars/${user.id}`, cookie), { userId: String(user.id) }));
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG);

    const { cookie: strangerCookie } = await signedIn();
    const stranger = await avatarLoader(args(getRequest(`/avatars/${user.id}`, strangerCookie), { userId: String(user.id) })).catch((r: Response) => r);
    expect(stranger.status).toBe(404);

    const { cookie: adminCookie } = await signedIn("admin");
    const admin = await avatarLoader(args(getRequest(`/avatars/${user.id}`, adminCookie), { userId: String(user.id) }));
    expect(admin.status).toBe(200);
  });
});

describe("password change", () => {
  const form = (fields: Record<string, string>, cookie: string) => formRequest("/student/profile", { intent: "password", ...fields }, cookie);

  test("refuses a wrong current password and keeps the old one", async () => {
    const { user, cookie } = await signedIn();
    const { status, body } = await unwrap(await profileAction(args(form({ currentPassword: "not-my-password", newPassword: "new-password-1", confirmPassword: "new-password-1" }, cookie))));
    expect(status).toBe(400);
    expect(errorsOf(body).currentPassword).toEqual(["The current password is incorrect."]);
    expect(await verifyLogin(user.email, PASSWORD)).not.toBeNull();
  });

  test("says \"Passwords don't match\" with the spec's toast when the confirmation differs", async () => {
    const { cookie } = await signedIn();
    const { status, body, headers } = await unwrap(await profileAction(args(form({ currentPassword: PASSWORD, newPassword: "new-password-1", confirmPassword: "new-password-2" }, cookie))));
    expect(status).toBe(400);
    expect(errorsOf(body).confirmPassword).toEqual(["Passwords don't match"]);
    expect(headers.get("Set-Cookie")).toContain("__toast=");
    expect(JSON.stringify(body)).not.toContain("new-password-1");
  });

  test("sets the new password and signs out every other session and API token, keeping this one", async () => {
    const { user, cookie, sessionId } = await signedIn();
    const otherBrowser = await createSession({ userId: user.id });
    const apiToken = await createApiToken(user.id);
    const { status, headers } = await unwrap(await profileAction(args(form({ currentPassword: PASSWORD, newPassword: "new-password-1", confirmPassword: "new-password-1" }, cookie))));
    expect(status).toBe(302);
    expect(headers.get("Location")).toBe("/student/profile");
    expect(await verifyLogin(user.email, "new-password-1")).not.toBeNull();
    expect(await getSessionUser(sessionId)).toMatchObject({ id: user.id });
    expect(await getSessionUser(otherBrowser.id)).toBeNull();
    expect(await getUserByApiToken(apiToken)).toBeNull();
  });
});

describe("guards", () => {
  test("a visitor posting to the profile is sent to log in, and nothing runs", async () => {
    const thrown = await profileAction(args(formRequest("/student/profile", { intent: "password" }))).catch((r: Response) => r);
    expect((thrown as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fstudent%2Fprofile");
  });

  test("/admin/profile sends a student to /student and shows an admin their profile", async () => {
    const { cookie: studentCookie } = await signedIn();
    const thrown = await adminProfileLoader(args(getRequest("/admin/profile", studentCookie))).catch((r: Response) => r);
    expect((thrown as Response).headers.get("Location")).toBe("/student");
    const { user, cookie } = await signedIn("admin");
    expect((await unwrap(await adminProfileLoader(args(getRequest("/admin/profile", cookie))))).body).toMatchObject({ profile: { email: user.email } });
  });

  test("a cookie whose signature does not match is ignored", async () => {
    const { cookie } = await signedIn();
    const forged = cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    await expect(profileLoader(args(getRequest("/student/profile", forged)))).rejects.toMatchObject({ status: 302 });
  });
});
