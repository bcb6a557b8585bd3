import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { createApiToken, getUserByApiToken } from "~/models/api-token.server";
import { createSession, getSessionUser } from "~/models/session.server";
import { getUserProfile, verifyLogin } from "~/models/user.server";
import { loader as adminProfileLoader } from "~/routes/admin.profile/route";
import { loader as avatarLoader } from "~/routes/avatars.$userId";
import { action as profileAction, loader as profileLoader } from "~/routes/student.profile/route";
import { PDF, PNG } from "../support/fixtures/files";
import { callRoute, expectRedirect, fieldErrors } from "../support/routes";
import { TEST_PASSWORD, createTestUser, signedInUser, uniqueEmail } from "../support/users";

const signedIn = (role: "student" | "admin" = "student") => signedInUser(role, "Priya Karki");

const saveProfile = (cookie: string, fields: Record<string, string>, avatar?: File) =>
  callRoute(profileAction, "/student/profile", { cookie, multipart: true, form: { intent: "profile", ...fields, ...(avatar ? { avatar } : {}) } });

const details = (email: string) => ({ fullName: "Priya K. Karki", email, phone: "+977 980 000 1111", dob: "2001-04-09", address: "Lalitpur, Nepal" });

describe("profile details", () => {
  test("the page shows the stored details", async () => {
    const { user, cookie } = await signedIn();
    const { body } = await callRoute(profileLoader, "/student/profile", { cookie });
    expect(body).toMatchObject({ profile: { fullName: "Priya Karki", email: user.email, phone: "", dob: "", address: "" }, avatarUrl: null });
  });

  test("saves every field and comes back with the 'Profile updated' toast; a new e-mail waits for its link", async () => {
    const { user, cookie } = await signedIn();
    const email = uniqueEmail();
    const answer = await saveProfile(cookie, details(email));
    expectRedirect(answer, "/student/profile");
    expect(answer.toast).toEqual({
      type: "success",
      title: "Profile updated",
      description: `Your profile has been saved. Your e-mail address changes to ${email} when you open the link we sent there.`,
    });
    const saved = await getUserProfile(user.id);
    // the address changes when the link mailed to it is opened (email-verification.test.ts)
    expect(saved).toMatchObject({ name: "Priya K. Karki", email: user.email, phone: "+977 980 000 1111", address: "Lalitpur, Nepal" });
    expect(await saveProfile(cookie, details(user.email))).toMatchObject({ toast: { description: "Your profile has been saved." } });
    expect(saved?.dob?.toISOString()).toBe("2001-04-09T00:00:00.000Z");
    const { body } = await callRoute(profileLoader, "/student/profile", { cookie });
    expect(body).toMatchObject({ profile: { dob: "2001-04-09" } });
  });

  test("refuses a date of birth in the future, with the failure toast", async () => {
    const { cookie } = await signedIn();
    const answer = await saveProfile(cookie, { ...details(uniqueEmail()), dob: "2999-01-01" });
    expect(fieldErrors(answer).dob).toEqual(["Date of birth cannot be in the future"]);
    expect(answer.toast).toEqual({ type: "error", title: "Update failed", description: "There was an error updating your profile." });
  });

  test("refuses another account's e-mail and a missing name", async () => {
    const other = await createTestUser("student", "Other");
    const { cookie } = await signedIn();
    expect(fieldErrors(await saveProfile(cookie, details(other.email))).email).toEqual(["An account with this e-mail already exists."]);
    expect(fieldErrors(await saveProfile(cookie, { ...details(uniqueEmail()), fullName: "   " })).fullName).toEqual(["Full name is required"]);
  });

  test("an avatar is judged by its bytes: a PDF named .png is refused and nothing is saved", async () => {
    const { user, cookie } = await signedIn();
    const fake = new File([PDF], "me.png", { type: "image/png" });
    expect(fieldErrors(await saveProfile(cookie, details(uniqueEmail()), fake)).avatar).toEqual(["Upload a JPG, PNG, GIF, WEBP file."]);
    expect((await getUserProfile(user.id))?.name).toBe("Priya Karki");
  });

  test("a real image becomes the avatar, replaces the old file, and is served to its owner and admins only", async () => {
    const { user, cookie } = await signedIn();
    await saveProfile(cookie, details(user.email), new File([PNG], "first.png"));
    const firstKey = (await getUserProfile(user.id))!.avatarKey!;
    await saveProfile(cookie, details(user.email), new File([PNG], "second.png"));
    const secondKey = (await getUserProfile(user.id))!.avatarKey!;
    expect(secondKey).not.toBe(firstKey);
    expect(existsSync(path.join(process.env.UPLOAD_DIR!, firstKey))).toBe(false);

    const params = { userId: String(user.id) };
    const own = await callRoute(avatarLoader, `/avatars/${user.id}`, { cookie, params });
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("image/png");
    expect(Buffer.from(await own.response!.arrayBuffer())).toEqual(PNG);

    const stranger = await signedIn();
    expect((await callRoute(avatarLoader, `/avatars/${user.id}`, { cookie: stranger.cookie, params })).status).toBe(404);

    const admin = await signedIn("admin");
    expect((await callRoute(avatarLoader, `/avatars/${user.id}`, { cookie: admin.cookie, params })).status).toBe(200);
  });
});

describe("password change", () => {
  const changePassword = (cookie: string, fields: Record<string, string>) => callRoute(profileAction, "/student/profile", { cookie, form: { intent: "password", ...fields } });

  test("refuses a wrong current password and keeps the old one", async () => {
    const { user, cookie } = await signedIn();
    const answer = await changePassword(cookie, { currentPassword: "not-my-password", newPassword: "new-password-1", confirmPassword: "new-password-1" });
    expect(fieldErrors(answer).currentPassword).toEqual(["The current password is incorrect."]);
    expect(await verifyLogin(user.email, TEST_PASSWORD)).toMatchObject({ id: user.id });
  });

  test("says \"Passwords don't match\" with the spec's toast when the confirmation differs", async () => {
    const { cookie } = await signedIn();
    const answer = await changePassword(cookie, { currentPassword: TEST_PASSWORD, newPassword: "new-password-1", confirmPassword: "new-password-2" });
    expect(fieldErrors(answer).confirmPassword).toEqual(["Passwords don't match"]);
    expect(answer.toast).toEqual({ type: "error", title: "Passwords don't match", description: "New password and confirmation password must match." });
    expect(JSON.stringify(answer.body)).not.toContain("new-password-1");
  });

  test("sets the new password and signs out every other session and API token, keeping this one", async () => {
    const { user, cookie, sessionId } = await signedIn();
    const otherBrowser = await createSession({ userId: user.id });
    const apiToken = await createApiToken(user.id);
    const answer = await changePassword(cookie, { currentPassword: TEST_PASSWORD, newPassword: "new-password-1", confirmPassword: "new-password-1" });
    expectRedirect(answer, "/student/profile");
    expect(await verifyLogin(user.email, "new-password-1")).toMatchObject({ id: user.id });
    expect(await getSessionUser(sessionId)).toMatchObject({ id: user.id });
    expect(await getSessionUser(otherBrowser.id)).toBeNull();
    expect(await getUserByApiToken(apiToken)).toBeNull();
  });
});

describe("guards", () => {
  test("a visitor posting to the profile is sent to log in, and nothing runs", async () => {
    expectRedirect(await callRoute(profileAction, "/student/profile", { form: { intent: "password" } }), "/login?redirectTo=%2Fstudent%2Fprofile");
  });

  test("/admin/profile sends a student to /student and shows an admin their profile", async () => {
    const student = await signedIn();
    expectRedirect(await callRoute(adminProfileLoader, "/admin/profile", { cookie: student.cookie }), "/student");
    const { user, cookie } = await signedIn("admin");
    expect((await callRoute(adminProfileLoader, "/admin/profile", { cookie })).body).toMatchObject({ profile: { email: user.email } });
  });

  test("a cookie whose signature does not match is ignored", async () => {
    const { cookie } = await signedIn();
    const forged = cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expectRedirect(await callRoute(profileLoader, "/student/profile", { cookie: forged }), "/login?redirectTo=%2Fstudent%2Fprofile");
  });
});
