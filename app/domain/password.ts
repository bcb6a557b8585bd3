export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_BYTES = 72; // bcrypt ignores everything past 72 bytes, so a longer password is not what it seems

/** What is wrong with a new password, or null when it is acceptable. Length is counted as the user sees it. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return "Password is too long";
  if (password.trim() === "") return "Password cannot be only spaces";
  return null;
}
