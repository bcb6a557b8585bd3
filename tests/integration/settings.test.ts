import { describe, expect, test } from "vitest";
import { createUser } from "~/models/user.server";
import { getSettings } from "~/models/settings.server";
import { action, loader } from "~/routes/admin.settings/route";
import { formRequest, getRequest, sessionCookie, unwrap } from "../support/requests";

async function adminCookie() {
  const admin = await createUser({ name: "Admin", email: `admin-${Math.random()}@example.com`, password: "password123", role: "admin" });
  return sessionCookie(admin.id);
}

const args = (request: Request) => ({ request, params: {}, context: {} });

describe("admin settings", () => {
  test("a student cannot read or save settings", async () => {
    const student = await createUser({ name: "S", email: "s@example.com", password: "password123" });
    const cookie = await sessionCookie(student.id);
    await expect(loader(args(getRequest("/admin/settings", cookie)))).rejects.toMatchObject({ status: 302 });
    await expect(action(args(formRequest("/admin/settings", { intent: "policies", termsOfService: "x", privacyPolicy: "x", refundPolicy: "x" }, cookie)))).rejects.toMatchObject({ status: 302 });
    expect((await getSettings("policies")).termsOfService).not.toBe("x");
  });

  test("saves a group, redirects with the spec's toast and the pages read the stored value", async () => {
    const cookie = await adminCookie();
    const response = await action(
      args(formRequest("/admin/settings", { intent: "general", siteName: "Study Bridge", contactEmail: "hi@bridge.example", supportEmail: "help@bridge.example", contactPhone: "+1 555 0100", secondaryPhone: "", officeAddress: "1 Main St, Springfield" }, cookie)),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Set-Cookie")).toContain("__toast=");
    expect(await getSettings("general")).toMatchObject({ siteName: "Study Bridge", contactEmail: "hi@bridge.example" });
  });

  test("refuses a bad currency with a message and changes nothing", async () => {
    const cookie = await adminCookie();
    const result = await unwrap(await action(args(formRequest("/admin/settings", { intent: "payment", currency: "dollars", enableOfflinePayment: "on" }, cookie))));
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain("Use a 3-letter ISO currency code");
    expect((await getSettings("payment")).currency).toBe("USD");
  });

  test("keeps a stored secret when the field is left empty and never sends it back", async () => {
    const cookie = await adminCookie();
    const email = { intent: "email", smtpHost: "smtp.example.com", smtpPort: "587", smtpUsername: "mailer", fromEmail: "no-reply@example.com", fromName: "Bridge", enableNotifications: "on" };
    await action(args(formRequest("/admin/settings", { ...email, smtpPassword: "s3cret" }, cookie)));
    await action(args(formRequest("/admin/settings", { ...email, smtpPassword: "", smtpHost: "smtp2.example.com" }, cookie)));
    expect(await getSettings("email")).toMatchObject({ smtpHost: "smtp2.example.com", smtpPassword: "s3cret" });
    const page = await unwrap(await loader(args(getRequest("/admin/settings?tab=email", cookie))));
    expect(JSON.stringify(page.body)).not.toContain("s3cret");
  });
});
