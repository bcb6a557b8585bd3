import { Badge } from "~/components/ui/badge";
import type { AccountLifecycle } from "~/domain/account-lifecycle";
import { roleLabel } from "~/domain/roles";
import { statusLabel } from "~/domain/statuses";

/** An account's role, and its state (decision 100): the lists, the account page, the case and its dialogs agree. */
export function RoleBadge({ role }: { role: string }) {
  return <Badge tone={role === "admin" ? "purple" : "blue"}>{roleLabel(role)}</Badge>;
}

const STATE_TONES = { active: "green", disabled: "red", deletion_pending: "red", erased: "gray" } as const satisfies Record<AccountLifecycle, string>;

export function AccountStateBadge({ state }: { state: AccountLifecycle }) {
  return <Badge tone={STATE_TONES[state]}>{statusLabel(state)}</Badge>;
}

/** The one control that disables or enables an account on its page: focus comes back to it after either. */
export const ACCOUNT_STATE_FOCUS_KEY = "account-state";
