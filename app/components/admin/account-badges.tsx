import { Badge } from "~/components/ui/badge";
import { roleLabel } from "~/domain/roles";

/** An account's role, and a marker when it is disabled: the list, the account page and its dialogs agree. */
export function RoleBadge({ role }: { role: string }) {
  return <Badge tone={role === "admin" ? "purple" : "blue"}>{roleLabel(role)}</Badge>;
}

export function AccountStateBadge({ disabled }: { disabled: boolean }) {
  return disabled ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>;
}

/** The one control that disables or enables an account on its page: focus comes back to it after either. */
export const ACCOUNT_STATE_FOCUS_KEY = "account-state";
