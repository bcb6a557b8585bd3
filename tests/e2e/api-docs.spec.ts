import { expect, test } from "@playwright/test";

// The API's reference page, rendered on the server from the OpenAPI document: whole without JavaScript.

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the API reference with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the footer leads to it; it lists each operation with its parameters and answers, and links the document", async ({ page, request }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "API for developers" }).click();
      await expect(page).toHaveURL("/api/docs");
      await expect(page.getByRole("heading", { level: 1, name: "Study-abroad consultancy API" })).toBeVisible();

      // the contents jump to an operation, which names its method, path, parameters and answers
      await page.getByRole("navigation", { name: "API contents" }).getByRole("link", { name: "List time slots" }).click();
      await expect(page).toHaveURL(/#listTimeSlots$/);
      const operation = page.locator("article#listTimeSlots");
      await expect(operation.getByText("GET", { exact: true })).toBeVisible();
      await expect(operation.getByText("/api/time-slots", { exact: true })).toBeVisible();
      await expect(operation.getByText("Needs a bearer token.")).toBeVisible();
      const parameters = operation.getByRole("table", { name: "Parameters of List time slots" });
      await expect(parameters.getByRole("row")).toHaveCount(7);
      await expect(parameters.getByRole("row", { name: /sort_type/ })).toContainText("start_time");
      for (const status of ["200", "401", "403", "422"]) await expect(operation.locator("dt", { hasText: status })).toBeVisible();
      await expect(page.locator("#logIn").getByText("Retry-After")).toBeVisible();

      // an answer's named schema links to its fields
      await operation.getByRole("link", { name: "array of TimeSlot" }).click();
      await expect(page).toHaveURL(/#schema-TimeSlot$/);
      await expect(page.getByRole("table", { name: "Fields of TimeSlot" }).getByRole("row", { name: /remaining_slots/ })).toBeVisible();

      const link = page.getByRole("link", { name: "The OpenAPI 3.1 document (JSON)" });
      await expect(link).toHaveAttribute("href", "/api/openapi.json");
      const document = await (await request.get("/api/openapi.json")).json();
      expect(document).toMatchObject({ openapi: "3.1.0", paths: { "/api/time-slots": { get: { operationId: "listTimeSlots" } } } });
    });
  });
}
