/**
 * An account's life, as one machine (decision 100). Four states, read from the row's columns:
 * - active: it signs in;
 * - disabled: an admin closed it; an admin can open it again;
 * - deletion pending: its owner closed it and asked for its erasure, which runs when due unless the deletion is
 *   cancelled (by the owner on the keep-my-account page, or by an admin enabling or disabling it, which says so);
 * - erased: its personal data is gone; nothing moves it any more.
 */
export const ACCOUNT_LIFECYCLE_STATES = ["active", "disabled", "deletion_pending", "erased"] as const;
import { lookup } from "./lookup";

export type AccountLifecycle = (typeof ACCOUNT_LIFECYCLE_STATES)[number];

/** Who makes each move: an admin (enable, disable), the owner (request_deletion, keep), the erasure job (erase). */
export type AccountMove = "enable" | "disable" | "request_deletion" | "keep" | "erase";

/** Every allowed move, written once: from which state to which. A move not listed here is refused. */
const MOVES: Record<AccountMove, Partial<Record<AccountLifecycle, AccountLifecycle>>> = {
  enable: { disabled: "active", deletion_pending: "active" },
  disable: { active: "disabled", deletion_pending: "disabled" },
  request_deletion: { active: "deletion_pending" },
  keep: { deletion_pending: "active" },
  erase: { deletion_pending: "erased" },
};

export type AccountColumns = { disabledAt: Date | null; deletionRequestedAt: Date | null; erasedAt: Date | null };

/**
 * The state a row is in. A deletion request counts only on a closed account: a row re-opened with its request left
 * behind (as an admin's enabling once did) is active, and its erasure does nothing.
 */
export function accountLifecycle({ disabledAt, deletionRequestedAt, erasedAt }: AccountColumns): AccountLifecycle {
  if (erasedAt) return "erased";
  if (!disabledAt) return "active";
  return deletionRequestedAt ? "deletion_pending" : "disabled";
}

/** The columns a state is written as; `now` is when the account was closed, for the states that close it. */
export function lifecycleColumns(state: Exclude<AccountLifecycle, "erased">, now: Date): Omit<AccountColumns, "erasedAt"> {
  if (state === "active") return { disabledAt: null, deletionRequestedAt: null };
  if (state === "disabled") return { disabledAt: now, deletionRequestedAt: null };
  return { disabledAt: now, deletionRequestedAt: now };
}

const REFUSALS: Record<AccountMove, Partial<Record<AccountLifecycle, string>>> = {
  enable: { active: "This account is not disabled.", erased: "This account is erased: it cannot be enabled." },
  disable: { disabled: "This account is disabled already.", erased: "This account is erased: there is nothing to disable." },
  request_deletion: { disabled: "This account cannot be deleted now.", deletion_pending: "This account's deletion is pending already.", erased: "This account cannot be deleted now." },
  keep: {},
  erase: {},
};

export type AccountMoveResult = { allowed: true; to: AccountLifecycle; cancelsDeletion: boolean } | { allowed: false; reason: string };

/**
 * Whether `move` is allowed from `from`, to which state, and whether it cancels a pending deletion (the admin's page
 * and the audit log say so when it does).
 */
export function moveAccount(from: AccountLifecycle, move: AccountMove): AccountMoveResult {
  const to = MOVES[move][from];
  if (!to) return { allowed: false, reason: lookup(REFUSALS[move], from) ?? "This account has no deletion to cancel." };
  return { allowed: true, to, cancelsDeletion: from === "deletion_pending" && to !== "erased" };
}

export function canMoveAccount(from: AccountLifecycle, move: AccountMove) {
  return MOVES[move][from] !== undefined;
}
