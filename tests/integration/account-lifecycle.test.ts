import { describe, expect, test } from "vitest";
import { DELETION_GRACE_MS } from "~/domain/account-data";
import type { NoticeContent } from "~/domain/mail";
import { runDueJobs } from "~/jobs/worker.server";
import { eraseAccount, requestAccountDeletion } from "~/models/account-deletion.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { enableTwoFactor, generateTotpCode, getOrStartTwoFactorSetup } from "~/models/two-factor.server";
import { setAccountDisabled } from "~/models/user-admin.server";
import { verifyLogin } from "~/models/user.server";
import * as keepRoute from "~/routes/_auth.keep-my-account/route";
import * as userDisable from "~/routes/admin.users.$id.disable";
import * as userPage from "~/routes/admin.users.$id/route";
import { db } from "~/utils/db.server";
import { interleave } from "../support/interleave";
import { callRoute, fieldErrors } from "../support/routes";
import { createTestUser, signedInUser, TEST_PASSWORD } from "../support/users";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs every job due at `now` (the worker under a fake clock) until none is left. */
async function drainJobs(now: Date) {
  while ((await runDueJobs({ now, limit: 10 })) > 0);
}

/** A student who asked for their account's deletion, and when. */
async function pendingDeletion(options: { twoFactor?: boolean } = {}) {
  const student = await createTestUser("student");
  let secret: string | null = null;
  let recovery: string | null = null;
  // each TOTP code is good once, for a later time step than the last: the set-up and the request use past ones,
  // which leaves the current code for keeping the account
  const setUpAt = new Date(Date.now() - 90_000);
  const requestedAt = new Date(Date.now() - 60_000);
  if (options.twoFactor) {
    secret = (await getOrStartTwoFactorSetup(student.id)).secret;
    [recovery] = await enableTwoFactor({ userId: student.id, code: generateTotpCode(secret, setUpAt), now: setUpAt });
  }
  await requestAccountDeletion({ userId: student.id, password: TEST_PASSWORD, code: secret ? generateTotpCode(secret, requestedAt) : undefined, now: requestedAt });
  return { student, requestedAt, secret, recovery };
}

const erasureJobs = (userId: number) => db.job.count({ where: { key: `account-erasure:${userId}` } });

describe("an admin and a pending deletion", () => {
  test("the admin's page says the deletion is pending and what enabling does", async () => {
    const admin = await signedInUser("admin");
    const { student } = await pendingDeletion();
    const page = await callRoute(userPage.loader, `/admin/users/${student.id}`, { cookie: admin.cookie, params: { id: String(student.id) } });
    const user = (page.body as { user: { lifecycle: string; canEnable: boolean; canDisable: boolean; deletion: unknown } }).user;
    expect(user).toMatchObject({ lifecycle: "deletion_pending", canEnable: true, canDisable: true });
    expect(user.deletion).not.toBeNull();
  });

  test("enabling it cancels the deletion explicitly: it signs in, nothing is erased on its day, the audit names the admin and the owner is told", async () => {
    const admin = await signedInUser("admin");
    const { student, requestedAt } = await pendingDeletion();
    const answer = await callRoute(userPage.action, `/admin/users/${student.id}`, { method: "POST", cookie: admin.cookie, params: { id: String(student.id) }, form: { intent: "enable" } });
    expect(answer.toast).toMatchObject({ type: "success", title: "Account enabled, deletion cancelled" });
    const user = await db.user.findUniqueOrThrow({ where: { id: student.id } });
    expect(user).toMatchObject({ disabledAt: null, deletionRequestedAt: null, erasedAt: null });
    expect(await erasureJobs(student.id)).toBe(0);
    expect(await verifyLogin(student.email, TEST_PASSWORD)).not.toBeNull();
    expect(await db.mail.count({ where: { userId: student.id, subject: "Your account will not be deleted" } })).toBe(1);
    const audit = await db.auditLog.findMany({ where: { entityType: "user", entityId: student.id }, orderBy: { id: "asc" }, select: { action: true, actorId: true, fromStatus: true, toStatus: true } });
    expect(audit).toEqual([
      { action: "request_deletion", actorId: student.id, fromStatus: "active", toStatus: "deletion_pending" },
      { action: "cancel_deletion", actorId: admin.user.id, fromStatus: "deletion_pending", toStatus: "active" },
      { action: "enable", actorId: admin.user.id, fromStatus: "deletion_pending", toStatus: "active" },
    ]);

    await drainJobs(new Date(requestedAt.getTime() + DELETION_GRACE_MS + DAY_MS));
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).erasedAt).toBeNull();
  });

  test("a Nepali owner's mails of the deletion and of its cancelling are in Nepali, their dates with the Bikram Sambat date", async () => {
    const admin = await signedInUser("admin");
    const student = await createTestUser("student", "सीता शर्मा");
    await setPreferredLanguage(student.id, "ne");
    await requestAccountDeletion({ userId: student.id, password: TEST_PASSWORD });
    const lastMail = async () => {
      const mail = await db.mail.findFirstOrThrow({ where: { userId: student.id }, orderBy: { id: "desc" } });
      return { subject: mail.subject, content: (JSON.parse(mail.data) as { content: NoticeContent }).content };
    };
    const requested = await lastMail();
    expect(requested.subject).toBe("तपाईंको खाता मेटाइनेछ");
    expect(requested.content.paragraphs[2]).toBe("विचार बदलियो? त्यसअघिसम्म तपाईं आफ्नो इमेल ठेगाना र पासवर्ड प्रयोग गरेर आफ्नो खाता राख्न सक्नुहुन्छ।");
    expect(requested.content.details).toEqual([["मेटाइने समय", expect.stringMatching(/^[०-९]{4} \S+ [०-९]+, [०-९]{2}:[०-९]{2} \(वि\.सं\. [०-९]+ \S+ [०-९]{4}\) UTC$/)]]);
    expect(requested.content.action?.label).toBe("मेरो खाता राख्नुहोस्");

    await callRoute(userPage.action, `/admin/users/${student.id}`, { method: "POST", cookie: admin.cookie, params: { id: String(student.id) }, form: { intent: "enable" } });
    const kept = await lastMail();
    expect(kept.subject).toBe("तपाईंको खाता मेटाइने छैन");
    expect(kept.content.paragraphs).toContain("तपाईंको खाता फेरि खुला छ: तपाईं पहिलेजस्तै साइन इन गर्न सक्नुहुन्छ।");
  });

  test("disabling it works: it stays closed with its data, the deletion is cancelled and the owner can no longer keep it", async () => {
    const admin = await signedInUser("admin");
    const { student, requestedAt } = await pendingDeletion();
    const dialog = await callRoute(userDisable.loader, `/admin/users/${student.id}/disable`, { cookie: admin.cookie, params: { id: String(student.id) } });
    expect(dialog.status).toBe(200);
    expect(dialog.body).toMatchObject({ cancelsDeletion: true });
    const answer = await callRoute(userDisable.action, `/admin/users/${student.id}/disable`, { method: "POST", cookie: admin.cookie, params: { id: String(student.id) } });
    expect(answer.toast).toMatchObject({ type: "success", title: "Account disabled, deletion cancelled" });
    const user = await db.user.findUniqueOrThrow({ where: { id: student.id } });
    expect(user.disabledAt).not.toBeNull();
    expect(user.deletionRequestedAt).toBeNull();
    expect(await erasureJobs(student.id)).toBe(0);

    const kept = await callRoute(keepRoute.action, "/keep-my-account", { method: "POST", form: { email: student.email, password: TEST_PASSWORD } });
    expect(kept.status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).disabledAt).not.toBeNull();

    await drainJobs(new Date(requestedAt.getTime() + DELETION_GRACE_MS + DAY_MS));
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).erasedAt).toBeNull();
  });

  test("an enable decided on a page shown before the erasure ran is refused, and the account stays erased", async () => {
    const admin = await signedInUser("admin");
    const { student, requestedAt } = await pendingDeletion();
    const due = new Date(requestedAt.getTime() + DELETION_GRACE_MS + 1000);
    const outcome = interleave(
      "user",
      () => setAccountDisabled({ adminId: admin.user.id, userId: student.id, disabled: false }),
      () => eraseAccount({ userId: student.id }, due),
    );
    await expect(outcome).rejects.toThrow("This account changed meanwhile; reload to see it.");
    const user = await db.user.findUniqueOrThrow({ where: { id: student.id } });
    expect(user.erasedAt).not.toBeNull();
    expect(user.disabledAt).not.toBeNull();
  });

  test("an erased account can be neither enabled nor disabled", async () => {
    const admin = await signedInUser("admin");
    const { student, requestedAt } = await pendingDeletion();
    await eraseAccount({ userId: student.id }, new Date(requestedAt.getTime() + DELETION_GRACE_MS + 1000));
    await expect(setAccountDisabled({ adminId: admin.user.id, userId: student.id, disabled: false })).rejects.toThrow("This account is erased: it cannot be enabled.");
    await expect(setAccountDisabled({ adminId: admin.user.id, userId: student.id, disabled: true })).rejects.toThrow("This account is erased: there is nothing to disable.");
  });
});

describe("the erasure job", () => {
  test("does nothing to an account that signs in again, even with a deletion request left on it", async () => {
    const { student, requestedAt } = await pendingDeletion();
    // what an admin's enabling once left behind: open again, the request and its planned erasure still there
    await db.user.update({ where: { id: student.id }, data: { disabledAt: null } });
    await drainJobs(new Date(requestedAt.getTime() + DELETION_GRACE_MS + DAY_MS));
    const user = await db.user.findUniqueOrThrow({ where: { id: student.id } });
    expect(user.erasedAt).toBeNull();
    expect(user.email).toBe(student.email);
  });

  test("does nothing to an account an admin disabled after its owner asked for the deletion", async () => {
    const { student, requestedAt } = await pendingDeletion();
    // the row as it stands when the planned job was claimed just before the admin's change removed it
    await db.user.update({ where: { id: student.id }, data: { deletionRequestedAt: null } });
    await eraseAccount({ userId: student.id }, new Date(requestedAt.getTime() + DELETION_GRACE_MS + DAY_MS));
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).erasedAt).toBeNull();
  });
});

describe("keeping an account with two-factor", () => {
  const keep = (form: Record<string, string>) => callRoute(keepRoute.action, "/keep-my-account", { method: "POST", form });

  test("the e-mail and password alone are refused: the code is asked for, the e-mail kept, and the account stays closed", async () => {
    const { student } = await pendingDeletion({ twoFactor: true });
    const answer = await keep({ email: student.email, password: TEST_PASSWORD });
    expect(fieldErrors(answer).code).toEqual(["This account has two-factor: enter the code from your authenticator app, or a recovery code."]);
    const result = (answer.body as { result: { initialValue: Record<string, unknown> } }).result;
    expect(result.initialValue.email).toBe(student.email);
    const mail = await db.mail.findFirstOrThrow({ where: { userId: student.id, subject: "Your account will be deleted" } });
    expect(mail.data).toContain("a two-factor code (or a recovery code)");
    const user = await db.user.findUniqueOrThrow({ where: { id: student.id } });
    expect(user.deletionRequestedAt).not.toBeNull();
    expect(user.disabledAt).not.toBeNull();
  });

  test("a wrong code is refused and the account stays closed", async () => {
    const { student, secret } = await pendingDeletion({ twoFactor: true });
    const right = generateTotpCode(secret!);
    const answer = await keep({ email: student.email, password: TEST_PASSWORD, code: right === "000000" ? "111111" : "000000" });
    expect(fieldErrors(answer).code?.[0]).toMatch(/That code is not valid/);
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).deletionRequestedAt).not.toBeNull();
  });

  test("a right code keeps the account, and so does a recovery code", async () => {
    const withCode = await pendingDeletion({ twoFactor: true });
    const answer = await keep({ email: withCode.student.email, password: TEST_PASSWORD, code: generateTotpCode(withCode.secret!) });
    expect(answer.status).toBe(302);
    expect(await db.user.findUniqueOrThrow({ where: { id: withCode.student.id } })).toMatchObject({ disabledAt: null, deletionRequestedAt: null });

    const withRecovery = await pendingDeletion({ twoFactor: true });
    expect((await keep({ email: withRecovery.student.email, password: TEST_PASSWORD, code: withRecovery.recovery! })).status).toBe(302);
    expect((await db.user.findUniqueOrThrow({ where: { id: withRecovery.student.id } })).disabledAt).toBeNull();
  });

  test("an account without two-factor is kept with its e-mail and password", async () => {
    const { student } = await pendingDeletion();
    expect((await keep({ email: student.email, password: TEST_PASSWORD })).status).toBe(302);
    expect(await erasureJobs(student.id)).toBe(0);
  });
});
