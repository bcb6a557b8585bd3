import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv, type Env } from "./env.server";

const PREFIX = "enc:v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DERIVED_KEY_INFO = "study-abroad-consultancy settings secrets v1";

/** A stored secret that this key cannot open: another key sealed it, or it was altered or cut. */
export class SecretDecryptionError extends Error {
  override name = "SecretDecryptionError";
}

/**
 * The key that seals the settings' secrets: SETTINGS_ENCRYPTION_KEY when set, else one derived from SESSION_SECRET
 * with HKDF, so that `npm run setup` and development need no new variable. The derived key changes with
 * SESSION_SECRET: whoever means to rotate SESSION_SECRET sets SETTINGS_ENCRYPTION_KEY first (and saves the secrets
 * again under it), or the stored secrets can no longer be read.
 */
export function settingsEncryptionKey(env: Pick<Env, "SETTINGS_ENCRYPTION_KEY" | "SESSION_SECRET"> = getEnv()): Buffer {
  return env.SETTINGS_ENCRYPTION_KEY ?? Buffer.from(hkdfSync("sha256", env.SESSION_SECRET, "", DERIVED_KEY_INFO, 32));
}

/** AES-256-GCM with a fresh IV per value: `enc:v1:<iv>:<tag>:<data>`, each part base64. */
export function encryptSecret(plain: string, key: Buffer = settingsEncryptionKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), data].map((part) => part.toString("base64")).join(":")}`;
}

/** The plain text of `encryptSecret`'s output; throws SecretDecryptionError rather than return anything unchecked. */
export function decryptSecret(sealed: string, key: Buffer = settingsEncryptionKey()): string {
  if (!isEncryptedSecret(sealed)) throw new SecretDecryptionError("not an encrypted secret (expected enc:v1:...)");
  const parts = sealed.slice(PREFIX.length).split(":");
  const [iv, tag, data] = parts.map((part) => Buffer.from(part, "base64"));
  if (parts.length !== 3 || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretDecryptionError("malformed encrypted secret");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretDecryptionError("the encrypted secret does not open with this key (the key changed, or the value was altered)");
  }
}

/** Whether a stored value is sealed (as opposed to a plain value saved before secrets were encrypted). */
export function isEncryptedSecret(stored: string) {
  return stored.startsWith(PREFIX);
}
