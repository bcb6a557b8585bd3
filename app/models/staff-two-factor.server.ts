import { STAFF_ROLES } from "~/domain/roles";
import type { Tx } from "~/utils/db.server";

/**
 * While two-factor is required of staff, the sessions of staff accounts without it open only the set-up page (the
 * requirement turned on, a role made staff, an admin's reset of someone's two-factor), and their API tokens end: each
 * was given for a password alone. A session that began with a passkey stays open: a passkey is two factors. `userId`
 * narrows it to one account. Off, every session is released.
 */
export async function applyStaffTwoFactorRequirement(tx: Tx, { required, userId }: { required: boolean; userId?: number }) {
  if (!required) {
    await tx.session.updateMany({ where: { mustSetUpTwoFactor: true, ...(userId === undefined ? {} : { userId }) }, data: { mustSetUpTwoFactor: false } });
    return;
  }
  const staffWithoutTwoFactor = { ...(userId === undefined ? {} : { userId }), user: { role: { in: [...STAFF_ROLES] }, twoFactorEnabledAt: null } };
  await tx.session.updateMany({ where: { mustSetUpTwoFactor: false, viaPasskey: false, ...staffWithoutTwoFactor }, data: { mustSetUpTwoFactor: true } });
  await tx.apiToken.updateMany({ where: { revokedAt: null, ...staffWithoutTwoFactor }, data: { revokedAt: new Date() } });
}
