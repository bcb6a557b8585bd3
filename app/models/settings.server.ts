import { DEFAULT_EMAIL_SETTINGS, DEFAULT_PAYMENT_SETTINGS, DEFAULT_POLICY_SETTINGS } from "~/content/settings-defaults";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { diffChanges, settingsEntityId } from "~/domain/audit-log";
import { SECRET_FIELDS, SETTINGS_GROUP_LABELS, type SettingsGroup, type SettingsValues } from "~/domain/settings";
import { db, type Tx } from "~/utils/db.server";
import { recordAdminChange } from "./admin-change.server";

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

/**
 * Saves a group's values (checked by the settings form's schema); an empty secret keeps the stored one. Audited with
 * the fields that changed, a secret only as "changed"; a save that changes nothing leaves no row.
 */
export async function saveSettings<G extends SettingsGroup>(group: G, values: SettingsValues[G], actorId: number) {
  await db.$transaction(async (tx) => {
    const current = (await getSettings(group, tx)) as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...values };
    const secrets = SECRET_FIELDS[group] ?? [];
    for (const field of secrets) {
      if (!merged[field]) merged[field] = current[field];
    }
    const value = JSON.stringify(merged);
    await tx.setting.upsert({ where: { key: group }, create: { key: group, value }, update: { value } });
    const changes = diffChanges(current, merged, secrets);
    if (Object.keys(changes).length === 0) return;
    await recordAdminChange(
      tx,
      { entityType: "setting", entityId: settingsEntityId(group), actorId, action: "settings_saved", detail: `${SETTINGS_GROUP_LABELS[group]} settings`, changes },
      null,
    );
  });
}
