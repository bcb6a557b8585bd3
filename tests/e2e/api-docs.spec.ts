import { expect, test } from "@playwright/test";

// The API's reference, rendered on the server from the OpenAPI document in pages (the contents, and each tag's
// operations with the schemas they bring in): whole without JavaScript.

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the API reference with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the footer leads to it; its contents lead to each operation with its parameters and answers, and to the schemas", async ({ page, request }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "API for developers" }).click();
      await expect(page).toHaveURL("/api/docs");
      await expect(page.getByRole("heading", { level: 1, name: "Study-abroad consultancy API" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Authentication" })).toBeVisible();
      const link = page.getByRole("link", { name: "The OpenAPI 3.1 document (JSON)" });
      await expect(link).toHaveAttribute("href", "/api/openapi.json");

      // the contents jump to an operation on its tag's page, which names its method, path, parameters and answers
      await page.getByRole("navigation", { name: "API contents" }).getByRole("link", { name: "List time slots" }).click();
      await expect(page).toHaveURL("/api/docs/time-slots#listTimeSlots");
      await expect(page.getByRole("heading", { level: 1, name: "Time slots" })).toBeVisible();
      const operation = page.locator("article#listTimeSlots");
      await expect(operation.getByText("GET", { exact: true })).toBeVisible();
      await expect(operation.getByText("/api/time-slots", { exact: true })).toBeVisible();
      await expect(operation.getByText("Needs a bearer token.")).toBeVisible();
      const parameters = operation.getByRole("table", { name: "Parameters of List time slots" });
      await expect(parameters.getByRole("row")).toHaveCount(7);
      await expect(parameters.getByRole("row", { name: /sort_type/ })).toContainText("start_time");
      for (const status of ["200", "401", "403", "422"]) await expect(operation.locator("dt", { hasText: status })).toBeVisible();
      // another tag's operations are on their own page
      await expect(page.locator("article#logIn")).toHaveCount(0);

      // an answer's named schema links to its fields, on the page of the first tag that uses it
      await operation.getByRole("link", { name: "array of TimeSlot" }).click();
      await expect(page).toHaveURL("/api/docs/time-slots#schema-TimeSlot");
      await expect(page.getByRole("table", { name: "Fields of TimeSlot" }).getByRole("row", { name: /remaining_slots/ })).toBeVisible();
      // a schema that many tags use is on the first one's page
      await operation.getByRole("link", { name: "ValidationError" }).click();
      await expect(page).toHaveURL("/api/docs/accounts#schema-ValidationError");

      await expect(page.locator("#logIn").getByText("Retry-After")).toBeVisible();

      const document = await (await request.get("/api/openapi.json")).json();
      expect(document).toMatchObject({ openapi: "3.1.0", paths: { "/api/time-slots": { get: { operationId: "listTimeSlots" } } } });
    });
  });
}

test("in Nepali the reference's pages keep their language, and a section that does not exist is a 404", async ({ page }) => {
  await page.goto("/ne/api/docs");
  await page.getByRole("navigation").getByRole("link", { name: "Time slots", exact: true }).click();
  await expect(page).toHaveURL("/ne/api/docs/time-slots");
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.locator("article#listTimeSlots")).toBeVisible();

  const missing = await page.goto("/api/docs/no-such-section");
  expect(missing?.status()).toBe(404);
});
