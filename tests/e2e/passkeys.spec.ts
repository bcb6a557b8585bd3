import { expect, test, type Page } from "@playwright/test";
import { addPasskey, startPasskeyRegistration } from "~/models/passkey.server";
import type { PublicUser } from "~/models/user.server";
import { expectToast, gotoReady, signIn, submitLogin } from "../support/browser";
import { SoftwareAuthenticator } from "../support/passkey-authenticator";
import { TEST_PASSWORD, createTestUser } from "../support/users";

// Browsers refuse an IP address as a passkey's relying party: these tests browse the app at localhost (the config's
// baseURL), which the server takes as its relying party ID.

/** Chromium's virtual authenticator (through the DevTools protocol): a platform authenticator that unlocks at once. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}

/** A passkey added through the model, as the security page would add it, for the pages that cannot add one themselves. */
async function withPasskey(user: PublicUser, name: string) {
  const rp = { id: "localhost", origin: new URL(process.env.APP_URL!).origin };
  const options = await startPasskeyRegistration({ user, rp });
  await addPasskey({ userId: user.id, name, response: new SoftwareAuthenticator(rp.origin).register(options), challenge: options.challenge, rp });
}

test.describe("passkeys with JavaScript on", () => {
  test("a student adds a passkey, signs out, signs in with it and no password, lands in their area, and removes it", async ({ page }) => {
    const authenticator = await virtualAuthenticator(page);
    const user = await createTestUser("student", "Passkey Student");
    await signIn(page, user);
    await gotoReady(page, "/profile/security");
    expect(new URL(page.url()).hostname).toBe("localhost");
    const passkeys = page.getByTestId("passkey");
    await expect(page.getByText("No passkeys yet.")).toBeVisible();

    await page.getByLabel("Name of the new passkey").fill("Test laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expectToast(page, "Passkey added");
    await expect(passkeys).toHaveCount(1);
    await expect(passkeys).toContainText("Test laptop");
    await expect(passkeys).toContainText("not used yet");
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: "localhost" });

    await page.getByRole("button", { name: /Sign out here/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/student$/);
    await expectToast(page, "Login successful");

    await gotoReady(page, "/profile/security");
    await expect(passkeys).toContainText("last used");
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("Signed in");
    await passkeys.getByRole("button", { name: /Remove/ }).click();
    await expectToast(page, "Passkey removed");
    await expect(passkeys).toHaveCount(0);

    // the authenticator still holds the credential, but the site no longer knows it
    await page.getByRole("button", { name: /Sign out here/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expectToast(page, "Login failed", "That passkey did not sign you in");
    await expect(page.locator("form").getByRole("alert")).toHaveText("That passkey did not sign you in. Try again, or log in with your e-mail and password.");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("passkeys with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("both pages say a passkey needs JavaScript; a passkey is renamed and removed; the password still logs in", async ({ page }) => {
    const user = await createTestUser("student", "No Script Student");
    await withPasskey(user, "Old phone");
    await signIn(page, user);
    await gotoReady(page, "/profile/security");
    await expect(page.getByText("Adding a passkey needs JavaScript, which is off in this browser.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);

    const passkey = page.getByTestId("passkey");
    await passkey.getByText("Rename").click();
    await passkey.getByLabel("New name").fill("Work phone");
    await passkey.getByRole("button", { name: "Save name" }).click();
    await expect(passkey).toContainText("Work phone");
    await passkey.getByRole("button", { name: /Remove/ }).click();
    await expect(page.getByTestId("passkey")).toHaveCount(0);
    await expect(page.getByText("No passkeys yet.")).toBeVisible();

    await page.context().clearCookies();
    await gotoReady(page, "/login");
    await expect(page.getByText("Signing in with a passkey needs JavaScript, which is off in this browser.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    await submitLogin(page, user.email, TEST_PASSWORD);
    await expect(page).toHaveURL(/\/student$/);
  });
});
