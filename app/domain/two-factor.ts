/**
 * Two-factor sign-in with time-based one-time passwords (RFC 6238): the parameters every authenticator app assumes,
 * and the shape of the one-time recovery codes.
 */
export const TOTP = { algorithm: "SHA1", digits: 6, period: 30 } as const;

/** One step of drift either way: a code typed just as it changed, or on a phone whose clock is a little off. */
export const TOTP_WINDOW = 1;

export const RECOVERY_CODE_COUNT = 10;

/** The issuer authenticator apps show beside the account's e-mail. */
export const TOTP_ISSUER = "EduGlobal";

/** What people type, without the spaces and dashes they may add ("123 456", "abcde-fghij"), in lower case. */
export function normalizeCode(input: string) {
  return input.replace(/[\s-]/g, "").toLowerCase();
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** A recovery code as shown: ten characters in two groups of five ("k3m9q-p2x7w"). */
export function formatRecoveryCode(code: string) {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** A recovery code from random bytes (ten of them): no 0/o or 1/l/i for people to confuse. */
export function recoveryCodeFromBytes(bytes: Uint8Array) {
  return Array.from(bytes.slice(0, 10), (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join("");
}

/** The TOTP time step a moment falls in: a code is accepted once per step, so a code seen over a shoulder is spent. */
export const totpStep = (now: Date) => Math.floor(now.getTime() / (TOTP.period * 1000));

/**
 * Whether a sign-in must set two-factor up before anything else: staff (who reach every student's documents) signing
 * in on a password alone while the consultancy requires two-factor of staff. A passkey is two factors by itself.
 */
export function mustSetUpTwoFactorAtSignIn({ staff, twoFactorOn, required, viaPasskey }: { staff: boolean; twoFactorOn: boolean; required: boolean; viaPasskey: boolean }) {
  return staff && required && !twoFactorOn && !viaPasskey;
}
