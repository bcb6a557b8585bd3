import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { SecretDecryptionError, decryptSecret, encryptSecret, isEncryptedSecret, settingsEncryptionKey } from "~/utils/secret-box.server";

const key = randomBytes(32);
const SECRET = "sk_test_51HxYzAbCdEfGhIjKlMnOpQrSt";

/** The same sealed text with one byte of its encrypted data flipped. */
function tampered(sealed: string) {
  const parts = sealed.split(":");
  const data = Buffer.from(parts[4], "base64");
  data[0] ^= 0x01;
  parts[4] = data.toString("base64");
  return parts.join(":");
}

describe("secret box", () => {
  test("a sealed secret opens to the same text, unicode included", () => {
    for (const plain of [SECRET, "pässwörd 🔑", "x"]) expect(decryptSecret(encryptSecret(plain, key), key)).toBe(plain);
  });

  test("seals the same text differently each time, as versioned text without the plain value", () => {
    const first = encryptSecret(SECRET, key);
    const second = encryptSecret(SECRET, key);
    expect(first).not.toBe(second);
    for (const sealed of [first, second]) {
      expect(sealed).toMatch(/^enc:v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
      expect(sealed).not.toContain(SECRET);
      expect(sealed).not.toContain(Buffer.from(SECRET).toString("base64"));
      expect(isEncryptedSecret(sealed)).toBe(true);
    }
    expect(Buffer.from(first.split(":")[2], "base64")).toHaveLength(12);
    expect(isEncryptedSecret(SECRET)).toBe(false);
  });

  test("refuses altered data, an altered tag and a cut value with a SecretDecryptionError", () => {
    const sealed = encryptSecret(SECRET, key);
    expect(() => decryptSecret(tampered(sealed), key)).toThrow(SecretDecryptionError);
    const parts = sealed.split(":");
    const tag = Buffer.from(parts[3], "base64");
    tag[15] ^= 0x80;
    expect(() => decryptSecret([...parts.slice(0, 3), tag.toString("base64"), parts[4]].join(":"), key)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(parts.slice(0, 4).join(":"), key)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(SECRET, key)).toThrow(SecretDecryptionError);
  });

  test("a value sealed with another key fails clearly instead of giving garbage", () => {
    const sealed = encryptSecret(SECRET, randomBytes(32));
    expect(() => decryptSecret(sealed, key)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(sealed, key)).toThrow(/does not open with this key/);
  });

  test("uses SETTINGS_ENCRYPTION_KEY when set, else a stable key derived from SESSION_SECRET", () => {
    const explicit = randomBytes(32);
    expect(settingsEncryptionKey({ SETTINGS_ENCRYPTION_KEY: explicit, SESSION_SECRET: "a".repeat(32) })).toBe(explicit);
    const derived = settingsEncryptionKey({ SETTINGS_ENCRYPTION_KEY: undefined, SESSION_SECRET: "a".repeat(32) });
    expect(derived).toHaveLength(32);
    expect(settingsEncryptionKey({ SETTINGS_ENCRYPTION_KEY: undefined, SESSION_SECRET: "a".repeat(32) }).equals(derived)).toBe(true);
    expect(settingsEncryptionKey({ SETTINGS_ENCRYPTION_KEY: undefined, SESSION_SECRET: "b".repeat(32) }).equals(derived)).toBe(false);
    expect(derived.equals(Buffer.from("a".repeat(32)))).toBe(false);
  });
});
