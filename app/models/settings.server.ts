import { DEFAULT_EMAIL_SETTINGS, DEFAULT_PAYMENT_SETTINGS, DEFAULT_POLICY_SETTINGS } from "~/content/settings-defaults";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { SECRET_FIELDS, type SettingsGroup, type SettingsValues } from "~/domain/settings";
import { db, type Tx } from "~/utils/db.server";

const DEFAULTS: SettingsValues = {
  general: DEFAULT_GENERAL_SETTINGS,
  payment: DEFAULT_PAYMENT_SETTINGS,
  email: DEFAULT_EMAIL_SETTINGS,
  policies: DEFAULT_POLICY_SETTINGS,
};

/**
 * Stored values over the defaults: a group saved before a field existed still gets that field's default, and a
 * stored value of another type than its default (never written by `saveSettings`) is ignored.
 */
export async function getSettings<G extends SettingsGroup>(group: G, client: Tx | typeof db = db): Promise<SettingsValues[G]> {
  const row = await client.setting.findUnique({ where: { key: group }, select: { value: true } });
  if (!row) return DEFAULTS[group];
  const stored: unknown = JSON.parse(row.value);
  const values: Record<string, unknown> = { ...DEFAULTS[group] };
  if (stored && typeof stored === "object") {
    for (const [field, value] of Object.entries(stored)) {
      if (Object.hasOwn(values, field) && typeof value === typeof values[field]) values[field] = value;
    }
  }
  return values as SettingsValues[G];
}

export function getGeneralSettings() {
  return getSettings("general");
}

/** Saves a group's values (checked by the settings form's schema); an empty secret keeps the stored one. */
export async function saveSettings<G extends SettingsGroup>(group: G, values: SettingsValues[G]) {
  const current = await getSettings(group);
  const merged: Record<string, unknown> = { ...values };
  for (const field of SECRET_FIELDS[group] ?? []) {
    if (!merged[field]) merged[field] = (current as Record<string, unknown>)[field];
  }
  const value = JSON.stringify(merged);
  await db.setting.upsert({ where: { key: group }, create: { key: group, value }, update: { value } });
}
