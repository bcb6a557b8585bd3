import { expect, test } from "@playwright/test";
import { db } from "~/utils/db.server";
import { signIn } from "../support/browser";
import { createTestUser } from "../support/users";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`notifications with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the bell counts unread notifications and opening one reads it and follows its link", async ({ page }) => {
      const student = await createTestUser("student");
      await db.notification.create({ data: { userId: student.id, title: "Interview approved", body: "Your session is scheduled.", link: "/student/interview-applications" } });
      await signIn(page, student);

      await page.goto("/");
      await page.getByRole("banner").getByRole("link", { name: "Notifications (1 unread)" }).click();
      await expect(page).toHaveURL("/student/notifications");
      await expect(page.getByText("Interview approved")).toBeVisible();

      await page.getByRole("button", { name: "Open" }).click();
      await expect(page).toHaveURL("/student/interview-applications");
      await page.goto("/");
      await expect(page.getByRole("banner").getByRole("link", { name: "Notifications (0 unread)" })).toBeVisible();
    });
  });
}
