import { expect, test } from "@playwright/test";
import { submitInquiry } from "~/models/inquiry.server";
import { db } from "~/utils/db.server";
import { seedServices, uniqueTag } from "../support/fixtures/catalogue";
import { dialogOrPage, expectToast, gotoReady, signIn } from "../support/browser";
import { createTestUser, uniqueEmail } from "../support/users";

for (const javaScriptEnabled of [true, false]) {
  const js = javaScriptEnabled ? "on" : "off";

  test.describe(`inquiries and the audit log with JavaScript ${js}`, () => {
    test.use({ javaScriptEnabled });

    test("an admin assigns an inquiry, keeps a note and marks it contacted; its history shows each step", async ({ page }) => {
      const tag = uniqueTag(`inq${js}`);
      const { id } = await submitInquiry({
        serviceType: "counseling",
        serviceName: "Free Counseling",
        fullName: `Kiran ${tag}`,
        email: uniqueEmail("visitor"),
        phone: "+977 980 123 4567",
        country: "Australia",
        message: "Which nursing programs suit me?",
      });
      const admin = await createTestUser("admin", `Staff ${tag}`);
      await signIn(page, admin);

      await gotoReady(page, `/admin/inquiries?search_keyword=${tag}`);
      const row = page.getByTestId(`inquiry-row-${id}`);
      await expect(row).toContainText("Free Counseling");
      await expect(row).toContainText("New");
      await expect(row).toContainText("Unassigned");
      await row.getByRole("link", { name: `Kiran ${tag}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Kiran ${tag}: Free Counseling` })).toBeVisible();
      await expect(page.getByText("Which nursing programs suit me?")).toBeVisible();
      await expect(page.getByRole("link", { name: "Convert to student account" })).toHaveAttribute("href", `/admin/inquiries/${id}/convert`);

      await page.getByLabel("Assigned to").selectOption({ label: `Staff ${tag}` });
      await page.getByRole("button", { name: "Assign" }).click();
      await expectToast(page, "Inquiry assigned");
      await expect(page.getByLabel("Assigned to")).toHaveValue(String(admin.id));

      await page.getByLabel("Staff notes").fill("Called once; call back on Monday.");
      await page.getByRole("button", { name: "Save notes" }).click();
      await expectToast(page, "Notes saved");
      await expect(page.getByLabel("Staff notes")).toHaveValue("Called once; call back on Monday.");

      await page.getByRole("button", { name: "Mark contacted" }).click();
      await expectToast(page, "Marked contacted");
      await expect(page.getByText("Contacted", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Mark contacted" })).toHaveCount(0);

      const history = page.getByRole("region", { name: "History" });
      await expect(history.locator("[data-testid^='history-']")).toHaveCount(3);
      await expect(history).toContainText(`Assigned: Staff ${tag}`);
      await expect(history).toContainText("Saved notes");
      await expect(history).toContainText("Status: New → Contacted");
      expect(await db.inquiry.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "contacted", assigneeId: admin.id, notes: "Called once; call back on Monday." });
    });

    test("a price edited in Services shows in the audit log with before and after, linked to the service", async ({ page }) => {
      const tag = uniqueTag(`aud${js}`);
      const [service] = await seedServices(tag, [{ name: "Visa Coaching", priceCents: 2000 }]);
      await signIn(page, await createTestUser("admin", `Editor ${tag}`));

      await gotoReady(page, `/admin/services/${service.id}/edit`);
      const dialog = await dialogOrPage(page, javaScriptEnabled, "Edit Service");
      await dialog.getByLabel("Price (USD)").fill("25.50");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(page, "Service updated");

      await gotoReady(page, `/admin/audit-log?search_keyword=${tag}`);
      const rows = page.locator("[data-testid^='audit-row-']");
      await expect(rows).toHaveCount(2);
      const edit = rows.first();
      await expect(edit).toContainText("Edited");
      await expect(edit).toContainText(`Editor ${tag}`);
      await expect(edit).toContainText("Price: $20.00 → $25.50");
      await edit.getByRole("link", { name: `Service #${service.id}` }).click();
      await expect(page).toHaveURL(`/admin/services/${service.id}/edit`);
      const reopened = await dialogOrPage(page, javaScriptEnabled, "Edit Service");
      await expect(reopened.getByLabel("Price (USD)")).toHaveValue("25.5");
    });
  });
}
