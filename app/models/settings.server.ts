import { DEFAULT_EMAIL_SETTINGS, DEFAULT_PAYMENT_SETTINGS, DEFAULT_SECURITY_SETTINGS } from "~/content/settings-defaults";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { DEFAULT_CHECKLIST_SETTINGS } from "~/domain/checklist";
import { diffChanges, settingsEntityId } from "~/domain/audit-log";
import { SECRET_FIELDS, SETTINGS_TAB_LABELS, type SettingsGroup, type SettingsValues } from "~/domain/settings";
import { db, type Tx } from "~/utils/db.server";
import { SecretDecryptionError, decryptSecret, encryptSecret, isEncryptedSecret } from "~/utils/secret-box.server";
import { recordAudit } from "./audit-log.server";
import { getPageVersion, raisePageVersion } from "./page-version.server";
import { applyStaffTwoFactorRequirement } from "./staff-two-factor.server";
import { lookup } from "~/domain/lookup";

const DEFAULTS: SettingsValues = {
  general: DEFAULT_GENERAL_SETTINGS,
  payment: DEFAULT_PAYMENT_SETTINGS,
  email: DEFAULT_EMAIL_SETTINGS,
  checklists: DEFAULT_CHECKLIST_SETTINGS,
  security: DEFAULT_SECURITY_SETTINGS,
};

/**
 * Stored values over the defaults: a group saved before a field existed still gets that field's default, and a
 * stored value of another type than its default (never written by `saveSettings`) is ignored. Secrets come back
 * decrypted; one that cannot be decrypted is left out (see `readSettings`).
 */
export async function getSettings<G extends SettingsGroup>(group: G, client: Tx | typeof db = db): Promise<SettingsValues[G]> {
  return (await readSettings(group, client)).values;
}

/**
 * A group's values, and the secrets that are stored but could not be decrypted (the key changed since they were
 * saved). Those read as not set, so mail and payments fall back as if the admin had never entered them instead of
 * taking the whole site down; the settings page asks for them again.
 *
 * Secrets saved before they were encrypted are still read as they are and get encrypted on the group's next save:
 * they cannot be encrypted by a migration, because SQL never sees the key, which lives in the environment.
 */
export async function readSettings<G extends SettingsGroup>(group: G, client: Tx | typeof db = db) {
  const { values, unreadableSecrets } = await loadGroup(group, client);
  return { values, unreadableSecrets };
}

/** `readSettings` with the group's fields as stored (secrets still sealed), for `saveSettings` only. */
async function loadGroup<G extends SettingsGroup>(group: G, client: Tx | typeof db) {
  const row = await client.setting.findUnique({ where: { key: group }, select: { value: true } });
  const values: Record<string, unknown> = { ...DEFAULTS[group] };
  const unreadableSecrets: string[] = [];
  const stored = storedFields(row?.value);
  for (const [field, value] of Object.entries(stored)) {
    if (Object.hasOwn(values, field) && typeof value === typeof values[field]) values[field] = value;
  }
  for (const field of lookup(SECRET_FIELDS, group) ?? []) {
    const sealed = values[field];
    if (typeof sealed !== "string" || !isEncryptedSecret(sealed)) continue;
    try {
      values[field] = decryptSecret(sealed);
    } catch (error) {
      if (!(error instanceof SecretDecryptionError)) throw error;
      values[field] = "";
      unreadableSecrets.push(field);
      reportUnreadable(group, field, sealed);
    }
  }
  return { values: values as SettingsValues[G], unreadableSecrets, stored };
}

function storedFields(json: string | undefined): Record<string, unknown> {
  const stored: unknown = json ? JSON.parse(json) : null;
  return stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
}

const reported = new Set<string>();

/** One line per unreadable stored value and process: mail reads its settings for every message. */
function reportUnreadable(group: SettingsGroup, field: string, sealed: string) {
  if (reported.has(sealed)) return;
  reported.add(sealed);
  console.error(`Settings: the stored ${group}.${field} cannot be decrypted (SETTINGS_ENCRYPTION_KEY or SESSION_SECRET changed?); it reads as not set until an admin enters it again.`);
}

let generalSettings: { version: number; values: Promise<SettingsValues["general"]> } | null = null;

/**
 * The General settings, which every page's shell shows: read again only when the page version moves (every save
 * raises it, decision 060), so a signed-in page does not ask for them each time. Another instance's save shows here
 * within PAGE_VERSION_RECHECK_MS.
 */
export async function getGeneralSettings() {
  const version = await getPageVersion();
  if (generalSettings?.version !== version) {
    const values = getSettings("general");
    generalSettings = { version, values };
    values.catch(() => {
      if (generalSettings?.values === values) generalSettings = null;
    });
  }
  return generalSettings.values;
}

/**
 * Saves a group's values (checked by the settings form's schema); an empty secret keeps the stored one. Secrets are
 * stored encrypted (an empty one stays empty: not set). A kept secret that could not be decrypted is kept as it is
 * stored, so it reads again once the old key is back. Audited with the fields that changed, a secret only as
 * "changed"; a save that changes nothing leaves no row. Saving the Security settings applies the staff two-factor
 * requirement to the sessions open now, in the same transaction: turned on, it reaches the staff signed in already.
 */
export async function saveSettings<G extends SettingsGroup>(group: G, values: SettingsValues[G], actorId: number) {
  // the raised page version makes every process read them again; this one need not even compare versions
  if (group === "general") generalSettings = null;
  await db.$transaction(async (tx) => {
    const { values: current, stored } = (await loadGroup(group, tx)) as { values: Record<string, unknown>; stored: Record<string, unknown> };
    const merged: Record<string, unknown> = { ...values };
    const toStore: Record<string, unknown> = { ...values };
    const secrets = lookup(SECRET_FIELDS, group) ?? [];
    for (const field of secrets) {
      const submitted = merged[field];
      if (typeof submitted === "string" && submitted) {
        toStore[field] = encryptSecret(submitted);
      } else {
        merged[field] = current[field];
        toStore[field] = keptSecret(stored[field]);
      }
    }
    const value = JSON.stringify(toStore);
    await tx.setting.upsert({ where: { key: group }, create: { key: group, value }, update: { value } });
    await raisePageVersion(tx);
    if (group === "security") await applyStaffTwoFactorRequirement(tx, { required: (merged as SettingsValues["security"]).requireStaffTwoFactor });
    const changes = diffChanges(current, merged, secrets);
    if (Object.keys(changes).length === 0) return;
    await recordAudit(
      tx,
      { entityType: "setting", entityId: settingsEntityId(group), actorId, action: "settings_saved", detail: `${SETTINGS_TAB_LABELS[group]} settings`, changes },
    );
  });
}

/** A stored secret as it is when sealed (readable or not), sealed now when it was plain (saved before encryption). */
function keptSecret(stored: unknown) {
  if (typeof stored !== "string" || !stored) return "";
  return isEncryptedSecret(stored) ? stored : encryptSecret(stored);
}
