import { readdir } from "node:fs/promises";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { addDaysToDay, todayInZone } from "~/domain/dates";
import { inviteStaff } from "~/models/account-invitation.server";
import { addChecklistItem } from "~/models/checklist.server";
import { EMAIL_VERIFICATION_TTL_MS, InvalidVerificationLinkError, markEmailVerified, verifyEmailWithToken } from "~/models/email-verification.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { requestPasswordReset } from "~/models/password-reset.server";
import { createUser, verifyLogin } from "~/models/user.server";
import { action as registerAction } from "~/routes/_auth.register/route";
import { action as resetAction } from "~/routes/_auth.reset-password/route";
import { action as verifyAction, loader as verifyLoader } from "~/routes/_auth.verify-email/route";
import { action as apiRegister } from "~/routes/api.register";
import { loader as apiUser } from "~/routes/api.user";
import { loader as adminUserPage } from "~/routes/admin.users.$id/route";
import { loader as studentLayout } from "~/routes/student";
import { action as documentsAction } from "~/routes/student.documents._index/route";
import { action as loanUploadAction } from "~/routes/student.loan-applications.$id.upload/route";
import { action as messagesAction } from "~/routes/student.messages";
import { action as paymentAction } from "~/routes/student.payment-histories.$id";
import { action as profileAction, loader as profileLoader } from "~/routes/student.profile/route";
import { action as sopAction } from "~/routes/student.sop-applications.$id/route";
import { action as servicePageAction, loader as servicePageLoader } from "~/shared-routes/service-page";
import { db } from "~/utils/db.server";
import { createLoan, createPayment, createSop } from "../support/fixtures/applications";
import { ZONE, createSlot } from "../support/fixtures/bookings";
import { seedCatalogue } from "../support/fixtures/catalogue";
import { pdfFile } from "../support/fixtures/files";
import { interleave } from "../support/interleave";
import { drainQueue, linkTo, mailTo, sendMailThrough, visibleText } from "../support/mail";
import { callRoute, expectRedirect, formResult, type Answer } from "../support/routes";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { TEST_PASSWORD, signedInUser, staffActorId, uniqueEmail, type SignedInUser } from "../support/users";

const SITE = "EduGlobal";
const WELCOME_SUBJECT = "Welcome! Please verify your e-mail address";
const VERIFY_SUBJECT = "Verify your e-mail address";
const CHANGE_SUBJECT = "Confirm your new e-mail address";
const ADDRESS_CHANGED_SUBJECT = "Your e-mail address was changed";
const NOT_VERIFIED = (email: string) => `Verify your e-mail address first: open the link we sent to ${email}, or send it again from this page. Nothing was saved.`;

let sink: SmtpSink;

beforeAll(async () => {
  await seedCatalogue();
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(() => sendMailThrough(sink.port));
afterEach(() => vi.useRealTimers());

/** Lets the worker send what is queued and reads the newest mail to `email` (with `subject`) as its owner would. */
async function mailFor(email: string, subject: string) {
  await drainQueue();
  const mail = await sink.waitForMail(mailTo(email, `${subject} | ${SITE}`));
  return mail;
}

async function linkFor(email: string, subject: string) {
  const mail = await mailFor(email, subject);
  const link = linkTo(mail.parsed, "/verify-email");
  return { mail, link, token: link.searchParams.get("token")! };
}

const sentTo = (email: string) => sink.messages.filter(mailTo(email));
const userRow = (id: number) => db.user.findUniqueOrThrow({ where: { id }, select: { email: true, emailVerifiedAt: true, name: true } });
const uploadCount = async () => (await readdir(process.env.UPLOAD_DIR!)).length;
const newcomer = () => signedInUser("student", "Mina Rai", { emailVerified: false });

/** The loader's page for a link that cannot be used. */
const verifyPage = (token: string, cookie?: string) => callRoute(verifyLoader, `/verify-email?${new URLSearchParams({ token })}`, { cookie });

describe("registration", () => {
  test("the web form signs the newcomer in at once and sends one mail: the welcome with a link valid 48 hours", async () => {
    const email = uniqueEmail("register");
    const answer = await callRoute(registerAction, "/register", {
      form: { name: "Mina Rai", email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, terms: "on" },
      headers: { "X-Forwarded-For": email },
    });
    expectRedirect(answer, "/student");
    expect(answer.toast).toEqual({ type: "success", title: "Registration successful", description: "Your account has been created and you are now logged in." });

    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerifiedAt).toBeNull();
    const { mail, link } = await linkFor(email, WELCOME_SUBJECT);
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/verify-email");
    expect(mail.parsed.text).toContain("expires in 48 hours");
    expect(sentTo(email)).toHaveLength(1);
    const row = await db.emailVerification.findFirstOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({ email, usedAt: null });
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(EMAIL_VERIFICATION_TTL_MS - 60_000);
    // only the hash is kept: neither the link row nor the outbox holds the token
    const stored = await db.mail.findFirstOrThrow({ where: { to: email } });
    expect(`${stored.data}${stored.text ?? ""}${stored.html ?? ""}`).not.toContain(link.searchParams.get("token")!);
  });

  test("a newcomer who signs up on a Nepali page gets the welcome in Nepali, the link's expiry in Devanagari digits", async () => {
    const email = uniqueEmail("register-ne");
    const answer = await callRoute(registerAction, "/register", {
      form: { name: "सीता शर्मा", email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, terms: "on" },
      headers: { "X-Forwarded-For": email, Cookie: "lang=ne" },
    });
    expectRedirect(answer, "/student");
    const { mail, link } = await linkFor(email, "स्वागत छ! कृपया आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्");
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/verify-email");
    expect(mail.parsed.html).toMatch(/<html[^>]* lang="ne"/);
    for (const part of [mail.parsed.text ?? "", visibleText(mail.parsed.html || "")]) {
      expect(part).toContain("नमस्ते सीता शर्मा,");
      expect(part).toContain("स्वागत छ! तपाईंको खाता तयार छ");
      expect(part).toContain("४८ घण्टामा यसको म्याद सकिन्छ");
      expect(part).toContain("मेरो इमेल ठेगाना प्रमाणित गर्नुहोस्");
    }
  });

  test("POST /api/register sends the same mail; GET /api/user answers as before", async () => {
    const email = uniqueEmail("api");
    const answer = await callRoute(apiRegister, "/api/register", {
      json: { name: "Api Person", email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, role: "student" },
      headers: { "X-Forwarded-For": email },
    });
    expect(answer.status).toBe(201);
    const { token } = answer.body as { token: string };
    await linkFor(email, WELCOME_SUBJECT);
    const me = await callRoute(apiUser, "/api/user", { token });
    expect(Object.keys((me.body as { data: object }).data).sort()).toEqual(["email", "id", "name", "role"]);
  });

  test("the link verifies the address, signed out (to log-in) or signed in (to the dashboard), once", async () => {
    const { user, cookie } = await newcomer();
    const first = await callRoute(verifyAction, "/verify-email", { cookie, form: { intent: "resend", redirectTo: "/student" } });
    expectRedirect(first, "/student");
    const { token } = await linkFor(user.email, VERIFY_SUBJECT);

    const signedOut = await verifyPage(token);
    expectRedirect(signedOut, "/login");
    expect(signedOut.toast).toEqual({ type: "success", title: "E-mail address verified", description: `Thank you: ${user.email} is verified.` });
    expect((await userRow(user.id)).emailVerifiedAt).toBeInstanceOf(Date);

    const again = await verifyPage(token, cookie);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ problem: new InvalidVerificationLinkError().message, sendAgain: null });

    const other = await newcomer();
    await callRoute(verifyAction, "/verify-email", { cookie: other.cookie, form: { intent: "resend" } });
    const signedIn = await verifyPage((await linkFor(other.user.email, VERIFY_SUBJECT)).token, other.cookie);
    expectRedirect(signedIn, "/student");
  });

  test("an expired link (48 hours on), a used one and an unknown one are refused with nothing changed, and offer a new link", async () => {
    const { user, cookie } = await newcomer();
    await callRoute(verifyAction, "/verify-email", { cookie, form: { intent: "resend" } });
    const { token } = await linkFor(user.email, VERIFY_SUBJECT);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + EMAIL_VERIFICATION_TTL_MS + 1000 });
    const expired = await verifyPage(token, cookie);
    expect(expired.body).toMatchObject({ problem: "This verification link is invalid, has expired or was used already.", sendAgain: { intent: "resend", email: user.email } });
    vi.useRealTimers();

    const unknown = await verifyPage("not-a-real-token");
    expect(unknown.body).toMatchObject({ problem: "This verification link is invalid, has expired or was used already.", sendAgain: null });
    expect((await userRow(user.id)).emailVerifiedAt).toBeNull();
    expect(await db.emailVerification.count({ where: { userId: user.id, usedAt: { not: null } } })).toBe(0);
  });

  test("two clicks at once: one verifies, the other finds the link used", async () => {
    const { user, cookie } = await newcomer();
    await callRoute(verifyAction, "/verify-email", { cookie, form: { intent: "resend" } });
    const { token } = await linkFor(user.email, VERIFY_SUBJECT);
    await expect(interleave("emailVerification", () => verifyEmailWithToken(token), () => verifyEmailWithToken(token))).rejects.toBeInstanceOf(InvalidVerificationLinkError);
    expect(await db.emailVerification.count({ where: { userId: user.id, usedAt: { not: null } } })).toBe(1);
  });
});

describe("until the address is verified", () => {
  type Gated = {
    name: string;
    /** Posts the action as `student`; the same post must pass once the address is verified. */
    post: (student: SignedInUser) => Promise<Answer>;
    /** What the action would write, to compare before and after a refusal. */
    written: (student: SignedInUser) => Promise<unknown>;
    /** The result key of the form's answer. */
    key?: string;
    /** Typed values the refused form must come back with. */
    kept: Record<string, string>;
  };
  const day = (ahead: number) => addDaysToDay(todayInZone(ZONE), ahead);
  const bookings = (student: SignedInUser) => db.booking.count({ where: { studentId: student.user.id } });
  const documents = (student: SignedInUser) => db.document.count({ where: { ownerId: student.user.id } });

  const GATED: Gated[] = [
    {
      name: "booking a session on a service page",
      key: "bookingResult",
      post: async (student) => {
        const slot = await createSlot("interview", { daysAhead: 5 });
        return callRoute(servicePageAction, "/services/interview-application", {
          cookie: student.cookie,
          form: { intent: "book", interviewType: "visa", university: "UBC", intake: "Fall 2027", date: slot.day, timeSlot: String(slot.id) },
        });
      },
      written: bookings,
      kept: { university: "UBC", intake: "Fall 2027" },
    },
    {
      name: "ordering an SOP with a draft",
      key: "bookingResult",
      post: (student) =>
        callRoute(servicePageAction, "/services/sop-writing", {
          cookie: student.cookie,
          multipart: true,
          form: { intent: "book", package: "standard", university: "University of Toronto", program: "MSc Computer Science", deadline: day(30), message: "", document: pdfFile("draft.pdf") },
        }),
      written: async (student) => [await db.sopApplication.count({ where: { studentId: student.user.id } }), await db.payment.count({ where: { studentId: student.user.id } })],
      kept: { university: "University of Toronto", program: "MSc Computer Science" },
    },
    {
      name: "applying for a loan with a document",
      key: "bookingResult",
      post: (student) =>
        callRoute(servicePageAction, "/services/loan-assistance", {
          cookie: student.cookie,
          multipart: true,
          form: { intent: "book", university: "TU Munich", course: "MSc Informatics", loanAmount: "25000", collateralValue: "40000", collateralType: "Property", preferredBank: "", documents: pdfFile("bank.pdf") },
        }),
      written: (student) => db.loanApplication.count({ where: { studentId: student.user.id } }),
      kept: { university: "TU Munich", course: "MSc Informatics", loanAmount: "25000" },
    },
    {
      name: "uploading a checklist document",
      post: async (student) => {
        const item = await addChecklistItem({ staffId: await staffActorId(), studentId: student.user.id, name: "Passport", note: null, dueDay: null });
        return callRoute(documentsAction, "/student/documents", { cookie: student.cookie, form: { itemId: String(item.id), file: pdfFile("passport.pdf") } });
      },
      written: documents,
      kept: {},
    },
    {
      name: "uploading a loan document",
      post: async (student) => {
        const loan = await createLoan(student.user.id, { status: "documents_needed", withDocument: false });
        return callRoute(loanUploadAction, `/student/loan-applications/${loan.id}/upload`, { cookie: student.cookie, params: { id: String(loan.id) }, form: { document: pdfFile("bank.pdf") } });
      },
      written: documents,
      kept: {},
    },
    {
      name: "uploading a revised SOP draft",
      post: async (student) => {
        const sop = await createSop(student.user.id, { draft: false });
        await db.sopApplication.update({ where: { id: sop.id }, data: { status: "rejected", feedback: "Shorter, please." } });
        return callRoute(sopAction, `/student/sop-applications/${sop.id}`, { cookie: student.cookie, params: { id: String(sop.id) }, form: { note: "Cut it down.", document: pdfFile("v2.pdf") } });
      },
      written: documents,
      kept: { note: "Cut it down." },
    },
    {
      name: "attaching a file to a message",
      post: (student) => callRoute(messagesAction, "/student/messages", { cookie: student.cookie, form: { body: "My passport scan.", attachment: pdfFile("passport.pdf") } }),
      written: async (student) => [await documents(student), await db.conversationMessage.count({ where: { authorId: student.user.id } })],
      kept: { body: "My passport scan." },
    },
  ];

  test.each(GATED.map((gated) => [gated.name, gated] as const))("%s is refused with what was typed kept and nothing written, then allowed once verified", async (_name, gated) => {
    const student = await newcomer();
    const [before, files] = [await gated.written(student), await uploadCount()];
    const refused = await gated.post(student);
    expect(refused.status).toBe(403);
    const result = formResult(refused, gated.key);
    expect(result.error[""]).toEqual([NOT_VERIFIED(student.user.email)]);
    expect(result.initialValue).toMatchObject(gated.kept);
    expect(await gated.written(student)).toEqual(before);
    expect(await uploadCount()).toBe(files);

    await markEmailVerified(student.user.id);
    const allowed = await gated.post(student);
    expect(allowed.status).toBe(302);
    expect(await gated.written(student)).not.toEqual(before);
  });

  test("paying is refused with the reason, the invoice left as it was; once verified the checkout is tried", async () => {
    const student = await newcomer();
    const payment = await createPayment(student.user.id);
    const pay = () => callRoute(paymentAction, `/student/payment-histories/${payment.id}`, { cookie: student.cookie, params: { id: String(payment.id) }, form: {} });
    const refused = await pay();
    expectRedirect(refused, `/student/payment-histories/${payment.id}`);
    expect(refused.toast).toEqual({ type: "error", title: "Payment not started", description: NOT_VERIFIED(student.user.email) });
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toEqual(payment);

    await markEmailVerified(student.user.id);
    expect((await pay()).toast?.description).not.toBe(NOT_VERIFIED(student.user.email));
  });

  test("a plain message to staff is allowed, so the student can still ask for help", async () => {
    const student = await newcomer();
    const sent = await callRoute(messagesAction, "/student/messages", { cookie: student.cookie, form: { body: "I did not get the link." } });
    expect(sent.status).toBe(302);
    expect(await db.conversationMessage.count({ where: { authorId: student.user.id } })).toBe(1);
  });

  test("the student area and the service pages show the banner's address until it is verified", async () => {
    const student = await newcomer();
    expect((await callRoute(studentLayout, "/student", { cookie: student.cookie })).body).toMatchObject({ unverifiedEmail: student.user.email });
    expect((await callRoute(servicePageLoader, "/services/demo-class", { cookie: student.cookie })).body).toMatchObject({ unverifiedEmail: student.user.email });
    await markEmailVerified(student.user.id);
    expect((await callRoute(studentLayout, "/student", { cookie: student.cookie })).body).toMatchObject({ unverifiedEmail: null });
    expect((await callRoute(servicePageLoader, "/services/demo-class", { cookie: student.cookie })).body).toMatchObject({ unverifiedEmail: null });
  });
});

describe("sending the link again", () => {
  test("comes back to the page with a toast; an earlier link still works", async () => {
    const { user, cookie } = await newcomer();
    const answer = await callRoute(verifyAction, "/verify-email", { cookie, form: { intent: "resend", redirectTo: "/services/demo-class?date=2030-01-01" } });
    expectRedirect(answer, "/services/demo-class?date=2030-01-01");
    expect(answer.toast).toEqual({ type: "success", title: "Link sent", description: `We sent a new link to ${user.email}. It works for 48 hours.` });
    const first = await linkFor(user.email, VERIFY_SUBJECT);
    await callRoute(verifyAction, "/verify-email", { cookie, form: { intent: "resend", redirectTo: "https://evil.example/" } }).then((again) => expectRedirect(again, "/student"));
    await drainQueue();
    expect(sentTo(user.email)).toHaveLength(2);
    expectRedirect(await verifyPage(first.token, cookie), "/student");
  });

  test("is limited to 5 in 15 minutes per account: the sixth answers 429 and sends nothing", async () => {
    const { user, cookie } = await newcomer();
    const resend = () => callRoute(verifyAction, "/verify-email", { cookie, form: { intent: "resend" }, headers: { "X-Forwarded-For": user.email } });
    for (let attempt = 0; attempt < 5; attempt++) expect((await resend()).status).toBe(302);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(formResult(limited).error[""]).toEqual([expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/)]);
    expect(await db.emailVerification.count({ where: { userId: user.id } })).toBe(5);
  });

  test("a verified account has nothing to send", async () => {
    const { user, cookie } = await signedInUser("student");
    const answer = await callRoute(verifyAction, "/verify-email", { cookie, form: { intent: "resend" } });
    expect(answer.toast).toEqual({ type: "info", title: "Nothing to send", description: "Your e-mail address is verified already." });
    expect(await db.emailVerification.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("changing the e-mail address", () => {
  const profileForm = (email: string, fullName = "Nima Sherpa") => ({ intent: "profile", fullName, email, phone: "", dob: "", address: "" });
  const saveProfile = (cookie: string, email: string, fullName?: string) => callRoute(profileAction, "/student/profile", { cookie, multipart: true, form: profileForm(email, fullName) });

  test("saves the other fields at once and keeps the address until the new one is verified; the profile shows the wait", async () => {
    const { user, cookie } = await signedInUser("student");
    const newEmail = uniqueEmail("new");
    const saved = await saveProfile(cookie, newEmail.toUpperCase(), "Nima S. Sherpa");
    expectRedirect(saved, "/student/profile");
    expect(saved.toast).toMatchObject({ title: "Profile updated", description: `Your profile has been saved. Your e-mail address changes to ${newEmail} when you open the link we sent there.` });
    expect(await userRow(user.id)).toMatchObject({ email: user.email, name: "Nima S. Sherpa" });
    const page = await callRoute(profileLoader, "/student/profile", { cookie });
    expect(page.body).toMatchObject({ profile: { email: user.email }, emailChange: { email: newEmail, expired: false } });
    const { mail } = await linkFor(newEmail, CHANGE_SUBJECT);
    expect(mail.parsed.text).toContain(`You asked to use ${newEmail}`);
    // the password reset goes to the address the account still has
    await requestPasswordReset(newEmail);
    await requestPasswordReset(user.email);
    await drainQueue();
    expect(sentTo(newEmail)).toHaveLength(1);
    expect(sink.messages.filter(mailTo(user.email, `Reset your password | ${SITE}`))).toHaveLength(1);
  });

  test("opening the link moves the account to the new address and tells the old one", async () => {
    const { user, cookie } = await signedInUser("student");
    const newEmail = uniqueEmail("moved");
    await saveProfile(cookie, newEmail);
    const { token } = await linkFor(newEmail, CHANGE_SUBJECT);
    const answer = await verifyPage(token, cookie);
    expectRedirect(answer, "/student");
    expect(answer.toast).toEqual({ type: "success", title: "E-mail address changed", description: `Your account now uses ${newEmail}.` });
    expect((await userRow(user.id)).email).toBe(newEmail);
    expect(await verifyLogin(newEmail, TEST_PASSWORD)).toMatchObject({ id: user.id });
    expect(await verifyLogin(user.email, TEST_PASSWORD)).toBeNull();
    const told = await mailFor(user.email, ADDRESS_CHANGED_SUBJECT);
    expect(told.parsed.text).toContain(`The e-mail address of your account is now ${newEmail}`);
    expect((await callRoute(profileLoader, "/student/profile", { cookie })).body).toMatchObject({ emailChange: null });
  });

  test("a Nepali reader's change of address: the link and the notice to the old address are in Nepali", async () => {
    const { user, cookie } = await signedInUser("student");
    await setPreferredLanguage(user.id, "ne");
    const newEmail = uniqueEmail("moved-ne");
    await saveProfile(cookie, newEmail);
    const { mail, token } = await linkFor(newEmail, "आफ्नो नयाँ इमेल ठेगाना पुष्टि गर्नुहोस्");
    expect(mail.parsed.text).toContain(`खाताका लागि ${newEmail} प्रयोग गर्न अनुरोध गर्नुभयो`);
    expectRedirect(await verifyPage(token, cookie), "/student");
    const told = await mailFor(user.email, "तपाईंको इमेल ठेगाना परिवर्तन गरियो");
    expect(told.parsed.text).toContain(`तपाईंको खाताको इमेल ठेगाना अब ${newEmail} हो`);
  });

  test("a second change withdraws the first one's link, and cancelling withdraws the second's", async () => {
    const { user, cookie } = await signedInUser("student");
    const [first, second] = [uniqueEmail("first"), uniqueEmail("second")];
    await saveProfile(cookie, first);
    const firstLink = await linkFor(first, CHANGE_SUBJECT);
    await saveProfile(cookie, second);
    const secondLink = await linkFor(second, CHANGE_SUBJECT);
    expect((await verifyPage(firstLink.token, cookie)).status).toBe(200);

    const cancelled = await callRoute(verifyAction, "/verify-email", { cookie, form: { intent: "cancel-change", redirectTo: "/student/profile" } });
    expectRedirect(cancelled, "/student/profile");
    expect(cancelled.toast).toEqual({ type: "success", title: "Change cancelled", description: `Your account keeps ${user.email}.` });
    expect((await verifyPage(secondLink.token, cookie)).status).toBe(200);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  test("a change cancelled before its mail left withdraws the mail quietly: not sent, not failed, no notice to the admins", async () => {
    const { user, cookie } = await signedInUser("student");
    const admin = await signedInUser("admin");
    const wanted = uniqueEmail("withdrawn");
    await saveProfile(cookie, wanted);
    const cancelled = await callRoute(verifyAction, "/verify-email", { cookie, form: { intent: "cancel-change", redirectTo: "/student/profile" } });
    expectRedirect(cancelled, "/student/profile");

    await drainQueue();
    const mail = await db.mail.findFirstOrThrow({ where: { to: wanted }, select: { status: true, lastError: true, sentAt: true, job: { select: { status: true } } } });
    expect(mail).toEqual({
      status: "withdrawn",
      lastError: "Its link was withdrawn (a newer change of address, or a cancelled one) before it could be sent.",
      sentAt: null,
      job: { status: "done" },
    });
    expect(sentTo(wanted)).toHaveLength(0);
    expect(await db.notification.count({ where: { userId: admin.user.id, title: "A mail could not be delivered" } })).toBe(0);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  test("an address another account took meanwhile is refused with a clear message and nothing changed", async () => {
    const { user, cookie } = await signedInUser("student");
    const wanted = uniqueEmail("wanted");
    await saveProfile(cookie, wanted);
    const { token } = await linkFor(wanted, CHANGE_SUBJECT);
    await createUser({ name: "Quicker", email: wanted, password: TEST_PASSWORD, emailVerified: true });
    const refused = await verifyPage(token, cookie);
    expect(refused.body).toMatchObject({ problem: `Another account now uses ${wanted}, so your address was not changed. Choose another address on your profile.` });
    expect((await userRow(user.id)).email).toBe(user.email);
    expect(await db.emailVerification.count({ where: { userId: user.id, usedAt: { not: null } } })).toBe(0);
  });

  test("a taken address is refused at once, as before", async () => {
    const { cookie } = await signedInUser("student");
    const other = await signedInUser("student");
    const refused = await saveProfile(cookie, other.user.email);
    expect(refused.status).toBe(400);
    expect(formResult(refused).error.email).toEqual(["An account with this e-mail already exists."]);
  });

  test("two clicks on the change's link at once: the address moves once and the old address is told once", async () => {
    const { user, cookie } = await signedInUser("student");
    const newEmail = uniqueEmail("twice");
    await saveProfile(cookie, newEmail);
    const { token } = await linkFor(newEmail, CHANGE_SUBJECT);
    await expect(interleave("emailVerification", () => verifyEmailWithToken(token), () => verifyEmailWithToken(token))).rejects.toBeInstanceOf(InvalidVerificationLinkError);
    expect((await userRow(user.id)).email).toBe(newEmail);
    expect(await db.mail.count({ where: { to: user.email, subject: ADDRESS_CHANGED_SUBJECT } })).toBe(1);
  });
});

describe("accounts that need no link", () => {
  test("accepting a staff invitation verifies the address", async () => {
    const email = uniqueEmail("invited");
    const invited = await inviteStaff({ adminId: await staffActorId(), name: "New Colleague", email, role: "counsellor" });
    expect((await userRow(invited.id)).emailVerifiedAt).toBeNull();
    await drainQueue();
    const mail = await sink.waitForMail(mailTo(email));
    const token = linkTo(mail.parsed, "/reset-password").searchParams.get("token")!;
    const accepted = await callRoute(resetAction, "/reset-password", { form: { token, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD }, headers: { "X-Forwarded-For": email } });
    expect(accepted.status).toBe(302);
    expect((await userRow(invited.id)).emailVerifiedAt).toBeInstanceOf(Date);
  });

  test("an admin sees on the user's page whether the address is verified", async () => {
    const admin = await signedInUser("admin");
    const student = await newcomer();
    const page = () => callRoute(adminUserPage, `/admin/users/${student.user.id}`, { cookie: admin.cookie, params: { id: String(student.user.id) } });
    expect((await page()).body).toMatchObject({ user: { emailVerifiedSince: null } });
    await markEmailVerified(student.user.id);
    expect((await page()).body).toMatchObject({ user: { emailVerifiedSince: expect.any(String) } });
  });

  test("the test factory's accounts are verified unless asked otherwise", async () => {
    expect((await userRow((await signedInUser("student")).user.id)).emailVerifiedAt).toBeInstanceOf(Date);
    expect((await userRow((await newcomer()).user.id)).emailVerifiedAt).toBeNull();
  });
});
