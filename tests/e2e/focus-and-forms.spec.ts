import { expect, test, type Locator, type Page } from "@playwright/test";
import type { PublicUser } from "~/models/user.server";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { addDaysToDay, todayInZone } from "~/domain/dates";
import { db } from "~/utils/db.server";
import { expectToast, gotoReady, signIn, waitForList } from "../support/browser";
import { ZONE, createSlot } from "../support/fixtures/bookings";
import { seedServices, uniqueTag } from "../support/fixtures/catalogue";
import { createTestUser } from "../support/users";

/** What has focus: its tag, text, size and whether it sits inside `within` (a CSS selector). */
function focused(page: Page, within = "body") {
  return page.evaluate((selector) => {
    const active = document.activeElement as HTMLElement | null;
    const box = active?.getBoundingClientRect();
    const container = document.querySelector(selector);
    return {
      tag: active?.tagName ?? null,
      text: active?.textContent?.trim().slice(0, 60) ?? "",
      isBody: active === document.body || active === null,
      isContainer: active === container,
      width: box?.width ?? 0,
      height: box?.height ?? 0,
      inside: Boolean(active && container?.contains(active)),
    };
  }, within);
}

/**
 * The contrast between an element's focus indicator (its outline, or the widest coloured ring of its box shadow)
 * and the colour next to it: its own background for an inset outline, else the first opaque background around it.
 * Colours go through a canvas, so Tailwind's oklch() values come out as sRGB.
 */
function focusIndicatorContrast(locator: Locator) {
  return locator.evaluate((element: HTMLElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "rgba(0, 0, 0, 0)";
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const style = getComputedStyle(element);
    let indicator: string | null = null;
    let inset = false;
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) {
      indicator = style.outlineColor;
      inset = parseFloat(style.outlineOffset) < 0;
    } else if (style.boxShadow !== "none") {
      // Computed layers read "<colour> <x> <y> <blur> <spread>[ inset]"; a focus ring is the widest spread.
      const layers = [...style.boxShadow.matchAll(/((?:rgba?|oklch|oklab|lab|lch|color)\([^)]*\)|#[0-9a-f]+)\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px(\s+inset)?/gi)];
      const rings = layers.filter((layer) => parseFloat(layer[5]) >= 1 && rgba(layer[1]).a > 0.5).sort((a, b) => parseFloat(b[5]) - parseFloat(a[5]));
      if (rings[0]) {
        indicator = rings[0][1];
        inset = Boolean(rings[0][6]);
      }
    }
    if (!indicator) return { ratio: 0, indicator: null, background: null, focusVisible: element.matches(":focus-visible") };
    let background = rgba("#ffffff");
    for (let node: Element | null = inset ? element : element.parentElement; node; node = node.parentElement) {
      const color = rgba(getComputedStyle(node).backgroundColor);
      if (color.a > 0.5) {
        background = color;
        break;
      }
    }
    const [light, dark] = [luminance(rgba(indicator)), luminance(background)].sort((a, b) => b - a);
    return { ratio: (light + 0.05) / (dark + 0.05), indicator, background, focusVisible: element.matches(":focus-visible") };
  });
}

/** The error lines of a form: each field's line under it, empty while the field is fine. */
const errorLines = (form: Locator) => form.locator('p[id$="-error"]');

async function expectNoErrors(form: Locator) {
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  for (const text of await errorLines(form).allTextContents()) expect(text).toBe("");
}

/** Tabs from the first field through every control of the form without typing anything. */
async function tabThrough(page: Page, first: Locator, presses: number) {
  await first.focus();
  for (let i = 0; i < presses; i++) await page.keyboard.press("Tab");
}

const BROWSER_TEXT = /Please (fill|select|enter|include|match)/;

async function pendingInterview(student: PublicUser) {
  const slot = await createSlot("interview", { daysAhead: 13 });
  await db.timeSlot.update({ where: { id: slot.id }, data: { currentBookings: 1 } });
  return db.booking.create({
    data: { type: "interview", studentId: student.id, slotId: slot.id, status: "pending", startTime: slot.startTime, endTime: slot.endTime, university: "University of Toronto", intake: "Fall 2027", interviewType: "visa" },
  });
}

test.describe("focus with JavaScript on", () => {
  test("a dialog route focuses a visible control inside the dialog, never its zero-height container", async ({ page }) => {
    const tag = uniqueTag("Focus");
    await seedServices(tag, [{ name: "Alpha" }]);
    await signIn(page, await createTestUser("admin", "Focus Admin"));
    await gotoReady(page, `/admin/services?search_keyword=${tag}`);
    await waitForList(page, true);

    await page.getByRole("link", { name: "Add Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Service" });
    await expect(dialog.getByRole("heading", { name: "Add Service" })).toBeVisible();
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
    const onOpen = await focused(page, '[role="dialog"]');
    expect(onOpen).toMatchObject({ inside: true, isContainer: false });
    expect(onOpen.width).toBeGreaterThan(0);
    expect(onOpen.height).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // A confirmation has no field: its least destructive action, Cancel, takes focus.
    await page.getByLabel(`Select ${tag} Alpha`).first().check();
    await page.getByRole("button", { name: "Delete selected (1)" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Multiple Items" });
    await expect(confirm.getByRole("heading", { name: "Delete Multiple Items" })).toBeVisible();
    await expect(confirm.getByRole("link", { name: "Cancel" })).toBeFocused();
    const onConfirm = await focused(page, '[role="dialog"]');
    expect(onConfirm.inside).toBe(true);
    expect(onConfirm.width * onConfirm.height).toBeGreaterThan(0);
  });

  test("deleting the row a dialog was opened from leaves focus on the page heading, not the body", async ({ page }) => {
    const tag = uniqueTag("Gone");
    await seedServices(tag, [{ name: "Only" }]);
    await signIn(page, await createTestUser("admin", "Focus Admin"));
    await gotoReady(page, `/admin/services?search_keyword=${tag}`);
    await waitForList(page, true);

    await page.getByRole("button", { name: `Actions for ${tag} Only` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Are you sure?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Service deleted");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeFocused();
  });

  test("a row action that takes its menu away leaves focus on the page, not the body", async ({ page }) => {
    const student = await createTestUser("student", "Rejected Student");
    const booking = await pendingInterview(student);
    await signIn(page, await createTestUser("admin", "Focus Admin"));
    await gotoReady(page, `/admin/interview-applications?search_keyword=${encodeURIComponent(student.email)}`);

    // By keyboard: open the menu, move to Reject, choose it.
    await page.getByRole("button", { name: `Actions for application #${booking.id}` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Reject" })).toHaveAttribute("data-focus", "");
    await page.keyboard.press("Enter");
    // Reject cannot be undone: its confirmation opens with Cancel focused; Tab moves on to Reject.
    const confirm = page.getByRole("dialog", { name: "Reject Application" });
    await expect(confirm.getByRole("link", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(confirm.getByRole("button", { name: "Reject" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expectToast(page, "Application rejected");
    const row = page.getByTestId(`booking-row-${booking.id}`);
    await expect(row).toContainText("Cancelled");
    await expect(row).toContainText("No actions");
    await expect(page.getByRole("heading", { level: 1, name: "Interview Applications" })).toBeFocused();
    const after = await focused(page);
    expect(after.isBody).toBe(false);
  });

  test("an availability switch whose row leaves the filtered list hands focus to the heading", async ({ page }) => {
    const slot = await createSlot("demo_class", { daysAhead: 14 });
    await signIn(page, await createTestUser("admin", "Focus Admin"));
    const filters = encodeURIComponent(JSON.stringify({ service_type: "demo_class", date_from: slot.day, date_to: slot.day, is_available: true }));
    await gotoReady(page, `/admin/time-slots?filters=${filters}`);
    const toggle = page.getByRole("button", { name: "Available: mark as unavailable" }).first();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Time slot updated");
    await expect(page.getByRole("heading", { level: 1, name: "Time Slots" })).toBeFocused();
  });

  test("focus rings of a secondary button, a field and a menu item reach 3:1 against their background", async ({ page }) => {
    await signIn(page, await createTestUser("admin", "Focus Admin"));
    await gotoReady(page, "/admin/time-slots");
    await waitForList(page, true);

    const secondary = page.getByRole("link", { name: "Generate Slots" });
    await secondary.focus();
    const button = await focusIndicatorContrast(secondary);
    expect(button.focusVisible).toBe(true);
    expect(button.ratio, JSON.stringify(button)).toBeGreaterThanOrEqual(3);

    const search = page.getByLabel("Search time slots");
    await search.focus();
    const field = await focusIndicatorContrast(search);
    expect(field.ratio, JSON.stringify(field)).toBeGreaterThanOrEqual(3);

    await page.getByRole("button", { name: /^Actions for / }).first().focus();
    await page.keyboard.press("Enter");
    const item = page.locator('[role="menuitem"][data-focus]');
    await expect(item).toHaveCount(1);
    const menuItem = await focusIndicatorContrast(item);
    expect(menuItem.ratio, JSON.stringify(menuItem)).toBeGreaterThanOrEqual(3);
  });
});

test.describe("form validation with JavaScript on", () => {
  test("login: tabbing through says nothing; submitting shows the spec's messages; typing clears its own", async ({ page }) => {
    await gotoReady(page, "/login");
    const form = page.locator("form#login");
    await tabThrough(page, form.getByLabel("Email"), 3);
    await expectNoErrors(form);

    await form.getByRole("button", { name: "Login" }).click();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(form.getByText("Password is required")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(BROWSER_TEXT)).toHaveCount(0);

    await form.getByLabel("Email").pressSequentially("s");
    await expect(form.getByText("Email is required")).toHaveCount(0);
    await expect(form.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Password is required")).toBeVisible();
    await expect(form.getByText(BROWSER_TEXT)).toHaveCount(0);
  });

  test("contact: tabbing through says nothing; submitting shows the spec's messages; typing clears its own", async ({ page }) => {
    await gotoReady(page, "/contact");
    const form = page.locator("form#contact");
    await tabThrough(page, form.getByLabel("Name", { exact: true }), 5);
    await expectNoErrors(form);

    await form.getByRole("button", { name: "Send Message" }).click();
    for (const message of ["Name is required", "Email is required", "Subject is required", "Message is required"]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByText(BROWSER_TEXT)).toHaveCount(0);

    // A half-typed address no longer lacks a value: the "required" message goes, and no browser text takes its place.
    await form.getByLabel("Email", { exact: true }).pressSequentially("sita");
    await expect(form.getByText("Email is required")).toHaveCount(0);
    await expect(form.getByText(BROWSER_TEXT)).toHaveCount(0);
    await expect(form.getByText("Subject is required")).toBeVisible();

    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Enter a valid e-mail address")).toBeVisible();
    // "sita@" is still not an address: the server's message stays until it is one.
    await form.getByLabel("Email", { exact: true }).pressSequentially("@");
    await expect(form.getByText("Enter a valid e-mail address")).toBeVisible();
    await form.getByLabel("Email", { exact: true }).pressSequentially("example.com");
    await expect(form.getByText("Enter a valid e-mail address")).toHaveCount(0);
  });

  test("booking: tabbing through says nothing; submitting shows the spec's messages; choosing clears its own", async ({ page }) => {
    await signIn(page, await createTestUser("student", "Booking Student"));
    await gotoReady(page, "/services/demo-class");
    const form = page.getByTestId("booking-form");
    await tabThrough(page, form.getByLabel("Course", { exact: true }), 2);
    await expectNoErrors(form);

    await form.getByRole("button", { name: "Book Demo Class" }).click();
    await expect(form.getByText("Course name is required")).toBeVisible();
    await expect(form.getByText("Choose a time")).toBeVisible();
    await expect(form.getByLabel("Course", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(BROWSER_TEXT)).toHaveCount(0);

    await form.getByLabel("Course", { exact: true }).selectOption({ index: 1 });
    await expect(form.getByText("Course name is required")).toHaveCount(0);
    await expect(form.getByLabel("Course", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Choose a time")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test('"Show times" comes back at the slot picker, not at the top of the page', async ({ page }) => {
    await signIn(page, await createTestUser("student", "No-JS Student"));
    await page.goto("/services/interview-application");
    await page.getByLabel("Date", { exact: true }).fill(addDaysToDay(todayInZone(ZONE), 3));
    await page.getByRole("button", { name: "Show times" }).click();

    await expect(page).toHaveURL(/date=.*#book-interview-slots$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(page.locator("#book-interview-slots")).toBeInViewport();
  });

  test("the admin sidebar offers no collapse button, which would need JavaScript", async ({ page }) => {
    await signIn(page, await createTestUser("admin", "No-JS Admin"));
    await page.goto("/admin");
    await expect(page.getByRole("link", { name: `${DEFAULT_GENERAL_SETTINGS.siteName} Admin` }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /(Collapse|Expand) sidebar/ })).toHaveCount(0);
  });

  for (const { path, message } of [
    { path: "/admin/services", message: "Select at least one service to delete." },
    { path: "/admin/time-slots", message: "Select at least one time slot to delete." },
  ]) {
    test(`"Delete selected" with nothing ticked on ${path} says why nothing was deleted`, async ({ page }) => {
      await signIn(page, await createTestUser("admin", "No-JS Admin"));
      await page.goto(path);
      await page.getByRole("button", { name: "Delete selected" }).click();
      await expect(page).toHaveURL(path);
      await expectToast(page, "Failed to delete", message);
    });
  }
});

test.describe("with JavaScript on", () => {
  test("the admin sidebar collapses", async ({ page }) => {
    await signIn(page, await createTestUser("admin", "Focus Admin"));
    await gotoReady(page, "/admin");
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  });

  for (const { path, message } of [
    { path: "/admin/services", message: "Select at least one service to delete." },
    { path: "/admin/time-slots", message: "Select at least one time slot to delete." },
  ]) {
    test(`"Delete selected" with nothing ticked on ${path} says why, next to the button`, async ({ page }) => {
      await signIn(page, await createTestUser("admin", "Focus Admin"));
      await gotoReady(page, path);
      await waitForList(page, true);
      await page.getByRole("button", { name: "Delete selected (0)" }).click();
      await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
      await expect(page).toHaveURL(path);
    });
  }
});
