/**
 * The settings groups and their tab labels. The admin settings page renders these in the browser, so they live
 * here and not in the `.server` model (whose exports are empty in the client bundle); the schemas stay server-side.
 */
export const SETTINGS_GROUPS = ["general", "payment", "email", "policies"] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

export const SETTINGS_GROUP_LABELS: Record<SettingsGroup, string> = {
  general: "General",
  payment: "Payment",
  email: "Email",
  policies: "Terms & Policies",
};

export function isSettingsGroup(value: unknown): value is SettingsGroup {
  return typeof value === "string" && (SETTINGS_GROUPS as readonly string[]).includes(value);
}
