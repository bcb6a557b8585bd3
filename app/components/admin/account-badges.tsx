import { Badge } from "~/components/ui/badge";
import type { AccountLifecycle } from "~/domain/account-lifecycle";
import { roleLabel } from "~/domain/roles";

/** An account's role, and its state (decision 100): the lists, the account page, the case and its dialogs agree. */
export function RoleBadge({ role }: { role: string }) {
  return <Badge tone={role === "admin" ? "purple" : "blue"}>{roleLabel(role)}</Badge>;
}

const STATE_BADGES = {
  active: { tone: "green", label: "Active" },
  disabled: { tone: "red", label: "Disabled" },
  deletion_pending: { tone: "red", label: "Deletion pending" },
  erased: { tone: "gray", label: "Erased" },
} as const satisfies Record<AccountLifecycle, { tone: string; label: string }>;

export function AccountStateBadge({ state }: { state: AccountLifecycle }) {
  const { tone, label } = STATE_BADGES[state];
  return <Badge tone={tone}>{label}</Badge>;
}

/** The one control that disables or enables an account on its page: focus comes back to it after either. */
export const ACCOUNT_STATE_FOCUS_KEY = "account-state";
