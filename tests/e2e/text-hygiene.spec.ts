import { expect, test } from "@playwright/test";
import { db } from "~/utils/db.server";
import { signIn } from "../support/browser";
import { createTestUser } from "../support/users";

const REFUSED = "Message contains a control character that cannot be saved; remove it and try again";

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a message with a NUL byte is refused next to the field and what was typed stays", async ({ page }) => {
      const student = await createTestUser("student", "Nul Typist");
      await signIn(page, student);
      await page.goto("/student/messages");
      const body = "Is my offer in?\u0000 Thanks";
      const field = page.getByLabel("Your message");
      await field.fill(body);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(field).toHaveAccessibleDescription(new RegExp(REFUSED.replace(/[.;]/g, "\\$&")));
      await expect(field).toHaveAttribute("aria-invalid", "true");
      // the server's page shows the NUL as U+FFFD (an HTML parser never keeps one), so the person sees where it was
      expect((await field.inputValue()).replace("\u0000", "").replace("\ufffd", "")).toBe(body.replace("\u0000", ""));
      expect(await db.conversationMessage.count({ where: { authorId: student.id } })).toBe(0);
    });
  });
}
