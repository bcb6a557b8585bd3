import { afterEach, describe, expect, test, vi } from "vitest";
import { PAGE_VERSION_RECHECK_MS } from "~/models/page-version.server";
import { getGeneralSettings, getSettings } from "~/models/settings.server";
import { db } from "~/utils/db.server";
import { socialLinks } from "~/domain/settings";
import { loader as rootLoader, meta as rootMeta } from "~/root";
import * as notFoundPage from "~/routes/$";
import * as servicePage from "~/shared-routes/service-page";
import * as adminDashboard from "~/routes/admin._index";
import { action, loader } from "~/routes/admin.settings/route";
import * as newApplication from "~/routes/student.new-application";
import { callRoute, expectRedirect, fieldErrors } from "../support/routes";
import { signedInUser } from "../support/users";

const adminCookie = async () => (await signedInUser("admin")).cookie;
const save = (cookie: string, form: Record<string, string>) => callRoute(action, "/admin/settings", { cookie, form });

describe("admin settings", () => {
  test("a student cannot read or save settings", async () => {
    const { cookie } = await signedInUser("student");
    expectRedirect(await callRoute(loader, "/admin/settings", { cookie }), "/student");
    expectRedirect(await save(cookie, { intent: "payment", currency: "EUR", offlineInstructions: "x" }), "/student");
    expect((await getSettings("payment")).offlineInstructions).not.toBe("x");
  });

  test("saves a group, redirects with the spec's toast and the pages read the stored value", async () => {
    const cookie = await adminCookie();
    const answer = await save(cookie, { intent: "general", siteName: "Study Bridge", contactEmail: "hi@bridge.example", supportEmail: "help@bridge.example", contactPhone: "+1 555 0100", secondaryPhone: "", officeAddress: "1 Main St, Springfield" });
    expect(answer.status).toBe(302);
    expect(answer.toast).toMatchObject({ type: "success", title: "Settings saved" });
    expect(await getSettings("general")).toMatchObject({ siteName: "Study Bridge", contactEmail: "hi@bridge.example" });
  });

  test("refuses a bad currency with a message and changes nothing", async () => {
    const cookie = await adminCookie();
    const errors = fieldErrors(await save(cookie, { intent: "payment", currency: "dollars", enableOfflinePayment: "on" }));
    expect(errors.currency).toEqual([expect.stringContaining("Use a 3-letter ISO currency code")]);
    expect((await getSettings("payment")).currency).toBe("USD");
  });

  test("a line break in a one-line setting, or a control character in any, is refused next to its field and nothing changes", async () => {
    const cookie = await adminCookie();
    const before = await getSettings("general");
    const general = { intent: "general", siteName: "Study\nBridge", contactEmail: "hi@bridge.example", supportEmail: "help@bridge.example", contactPhone: "+1 555 0100", secondaryPhone: "", officeAddress: "1 Main St" };
    expect(fieldErrors(await save(cookie, general)).siteName).toEqual(["Site name must be on one line"]);
    expect(await getSettings("general")).toEqual(before);

    const email = { intent: "email", smtpPort: "587", fromEmail: "hi@bridge.example", fromName: "Bridge\r\nBcc: someone@example.com" };
    expect(fieldErrors(await save(cookie, email)).fromName).toEqual(["From name must be on one line"]);
    const payment = { intent: "payment", currency: "USD", enableOfflinePayment: "on", offlineInstructions: "Line one\nLine two\u0000" };
    expect(fieldErrors(await save(cookie, payment))).toEqual({ offlineInstructions: ["Offline payment instructions contains a control character that cannot be saved; remove it and try again"] });
    expect((await getSettings("payment")).offlineInstructions).not.toContain("\u0000");
  });

  test("keeps a stored secret when the field is left empty and never sends it back", async () => {
    const cookie = await adminCookie();
    const email = { intent: "email", smtpHost: "smtp.example.com", smtpPort: "587", smtpUsername: "mailer", fromEmail: "no-reply@example.com", fromName: "Bridge", enableNotifications: "on" };
    await save(cookie, { ...email, smtpPassword: "s3cret" });
    await save(cookie, { ...email, smtpPassword: "", smtpHost: "smtp2.example.com" });
    expect(await getSettings("email")).toMatchObject({ smtpHost: "smtp2.example.com", smtpPassword: "s3cret" });
    const page = await callRoute(loader, "/admin/settings?tab=email", { cookie });
    expect(JSON.stringify(page.body)).not.toContain("s3cret");
  });
});

describe("General settings used site-wide", () => {
  const general = { siteName: "Study Bridge", contactEmail: "hi@bridge.example", supportEmail: "help@bridge.example", contactPhone: "+1 555 0100", secondaryPhone: "", officeAddress: "1 Main St, Springfield" };

  test("social links are optional https addresses; one that is not is refused next to its field and nothing changes", async () => {
    const cookie = await adminCookie();
    const before = await getSettings("general");
    const refused = await save(cookie, { intent: "general", ...general, facebookUrl: "http://facebook.com/bridge", xUrl: "javascript:alert(1)" });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused)).toMatchObject({
      facebookUrl: ["Enter a full https:// address, or leave it empty"],
      xUrl: ["Enter a full https:// address, or leave it empty"],
    });
    expect(await getSettings("general")).toEqual(before);

    const saved = await save(cookie, { intent: "general", ...general, facebookUrl: "https://facebook.com/bridge", instagramUrl: "", linkedinUrl: "", youtubeUrl: "", xUrl: "https://x.com/bridge" });
    expect(saved.status).toBe(302);
    const stored = await getSettings("general");
    expect(stored).toMatchObject({ facebookUrl: "https://facebook.com/bridge", instagramUrl: "", xUrl: "https://x.com/bridge" });
    expect(socialLinks(stored)).toEqual([
      { name: "Facebook", href: "https://facebook.com/bridge" },
      { name: "X", href: "https://x.com/bridge" },
    ]);
  });

  test("every page title carries the site name the root loader read from the settings", async () => {
    await save(await adminCookie(), { intent: "general", ...general });
    const root = await callRoute(rootLoader, "/");
    const matches = [{ id: "root", data: root.body }];
    const titleOf = (descriptors: unknown) => (descriptors as Array<{ title?: string }>).find((descriptor) => descriptor.title)?.title;
    const args = { matches, data: undefined, params: {}, location: { pathname: "/services/interview-application" }, error: undefined } as unknown as Parameters<typeof servicePage.meta>[0];
    const service = await callRoute(servicePage.loader, "/services/interview-application");
    expect(titleOf(servicePage.meta({ ...args, data: service.body } as Parameters<typeof servicePage.meta>[0]))).toBe("Visa & Credibility Interview Preparation | Study Bridge");
    expect(titleOf(newApplication.meta(args))).toBe("New Application | Study Bridge");
    expect(titleOf(notFoundPage.meta(args))).toBe("Page Not Found | Study Bridge");
    expect(titleOf(adminDashboard.meta(args))).toBe("Dashboard | Study Bridge");
    expect(titleOf(rootMeta({ ...args, data: root.body } as Parameters<typeof rootMeta>[0]))).toBe("Study Bridge | Study abroad with confidence");
  });
});

describe("the shell's General settings", () => {
  afterEach(() => vi.useRealTimers());

  test("are read again when the page version moves, not on every page: at once after a save here, within the recheck interval after another instance's", async () => {
    const cookie = await adminCookie();
    await save(cookie, { intent: "general", siteName: "First Name", contactEmail: "a@b.example", supportEmail: "a@b.example", contactPhone: "+1 555 0100", secondaryPhone: "", officeAddress: "1 Main St" });
    expect((await getGeneralSettings()).siteName).toBe("First Name");

    // a row changed without raising the version is not seen: the shell's copy is kept
    const row = await db.setting.findUniqueOrThrow({ where: { key: "general" } });
    await db.setting.update({ where: { key: "general" }, data: { value: JSON.stringify({ ...JSON.parse(row.value), siteName: "Unannounced" }) } });
    expect((await getGeneralSettings()).siteName).toBe("First Name");

    // another instance's save: the row and a raised version, no word to this process
    await db.setting.update({ where: { key: "general" }, data: { value: JSON.stringify({ ...JSON.parse(row.value), siteName: "Other Instance" }) } });
    await db.pageVersion.update({ where: { id: 1 }, data: { version: { increment: 1 } } });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + PAGE_VERSION_RECHECK_MS + 1 });
    expect((await getGeneralSettings()).siteName).toBe("Other Instance");

    // this process's own save shows on the very next page, without waiting for the interval
    await save(cookie, { intent: "general", siteName: "Saved Here", contactEmail: "a@b.example", supportEmail: "a@b.example", contactPhone: "+1 555 0100", secondaryPhone: "", officeAddress: "1 Main St" });
    expect((await getGeneralSettings()).siteName).toBe("Saved Here");
  });
});

