import { describe, expect, test } from "vitest";
import { getSettings } from "~/models/settings.server";
import { action, loader } from "~/routes/admin.settings/route";
import { callRoute, expectRedirect, fieldErrors } from "../support/routes";
import { signedInUser } from "../support/users";

const adminCookie = async () => (await signedInUser("admin")).cookie;
const save = (cookie: string, form: Record<string, string>) => callRoute(action, "/admin/settings", { cookie, form });

describe("admin settings", () => {
  test("a student cannot read or save settings", async () => {
    const { cookie } = await signedInUser("student");
    expectRedirect(await callRoute(loader, "/admin/settings", { cookie }), "/student");
    expectRedirect(await save(cookie, { intent: "policies", termsOfService: "x", privacyPolicy: "x", refundPolicy: "x" }), "/student");
    expect((await getSettings("policies")).termsOfService).not.toBe("x");
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
