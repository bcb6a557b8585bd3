import { AT_LEAST_CHARACTERS, IS_TOO_LONG, ONLY_SPACES, fillTemplate } from "./message-templates";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_BYTES = 72; // bcrypt ignores everything past 72 bytes, so a longer password is not what it seems

/**
 * What is wrong with a new password, or null when it is acceptable, the field named by `label`. Length is counted as
 * the user sees it.
 */
export function passwordProblem(password: string, label = "Password"): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return fillTemplate(AT_LEAST_CHARACTERS, { label, min: PASSWORD_MIN_LENGTH });
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return fillTemplate(IS_TOO_LONG, { label });
  if (password.trim() === "") return fillTemplate(ONLY_SPACES, { label });
  return null;
}
