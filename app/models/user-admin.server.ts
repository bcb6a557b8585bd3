import { accountLifecycle, lifecycleColumns, moveAccount, type AccountLifecycle } from "~/domain/account-lifecycle";
import type { UserAdminQuery } from "~/domain/admin-lists";
import { isStaff, leavesAnActiveAdmin, roleLabel, type Role, type STAFF_ROLES } from "~/domain/roles";
import { containsText, db, type Prisma, type Tx } from "~/utils/db.server";
import { withdrawDeletion } from "./account-deletion.server";
import { ActionNotAllowedError, AdminRecordNotFoundError, recordAdminChange } from "./admin-change.server";
import { paginate } from "./paginate.server";
import { applyStaffTwoFactorRequirement } from "./staff-two-factor.server";
import { isStaffTwoFactorRequired } from "./two-factor.server";
import { NO_PASSWORD, normalizeEmail, upsertUser } from "./user.server";

const USER_ENTITY = "user";

/** How many of each kind of record a student's page lists; the section says how many there are in all. */
export const ACCOUNT_SECTION_SIZE = 10;

/** Demoting or disabling the last admin who can still log in: nobody could run the admin area any more. */
export class LastAdminError extends ActionNotAllowedError {
  constructor() {
    super("This is the last active admin. Make another account an admin first, so that someone can still run the admin area.");
  }
}

const NOT_FOUND = "That account does not exist any more.";

/** The rows in each account state, as `accountLifecycle` reads them from the same columns. */
const ACCOUNT_STATE_WHERE: Record<AccountLifecycle, Prisma.UserWhereInput> = {
  active: { erasedAt: null, disabledAt: null },
  disabled: { erasedAt: null, disabledAt: { not: null }, deletionRequestedAt: null },
  deletion_pending: { erasedAt: null, disabledAt: { not: null }, deletionRequestedAt: { not: null } },
  erased: { erasedAt: { not: null } },
};

function listWhere({ search, filters }: Pick<UserAdminQuery, "search" | "filters">): Prisma.UserWhereInput {
  return {
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.state ? ACCOUNT_STATE_WHERE[filters.state] : {}),
    ...(search ? { OR: [{ name: containsText(search) }, { email: containsText(search) }] } : {}),
  };
}

/** Every account, newest first: searched on name and e-mail, filtered by role and by state. */
export function listUsers(query: UserAdminQuery) {
  const where = listWhere(query);
  return paginate(query, {
    count: () => db.user.count({ where }),
    findMany: (offset) =>
      db.user.findMany({
        where,
        orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }],
        ...offset,
        select: { id: true, name: true, email: true, role: true, disabledAt: true, deletionRequestedAt: true, erasedAt: true, createdAt: true },
      }),
  });
}

/** Who an account is, for a confirmation that names it. */
export function findAccount(userId: number) {
  return db.user.findUnique({ where: { id: userId }, select: { id: true, name: true, email: true, role: true, disabledAt: true, deletionRequestedAt: true, erasedAt: true } });
}

/**
 * One account for its admin page. A student's comes with the newest `ACCOUNT_SECTION_SIZE` of each kind of record
 * they own (SOP applications, sessions by their time, loans, payments, documents) and how many there are of each.
 */
export async function getAccount(userId: number) {
  const account = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      address: true,
      role: true,
      disabledAt: true,
      deletionRequestedAt: true,
      erasedAt: true,
      createdAt: true,
      passwordHash: true,
      twoFactorEnabledAt: true,
      emailVerifiedAt: true,
      _count: { select: { sopApplications: true, bookings: true, loanApplications: true, payments: true, documents: true, passkeys: true } },
    },
  });
  if (!account) return null;
  const { passwordHash, _count: counts, ...user } = account;
  const summary = { ...user, invitationPending: passwordHash === NO_PASSWORD, passkeys: counts.passkeys };
  if (user.role !== "student") return { user: summary, records: null };
  const newest = { orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }], take: ACCOUNT_SECTION_SIZE };
  const [sops, bookings, loans, payments, documents] = await Promise.all([
    db.sopApplication.findMany({ where: { studentId: userId }, ...newest, select: { id: true, package: true, university: true, program: true, status: true, createdAt: true } }),
    db.booking.findMany({
      where: { studentId: userId },
      // a session's own time, latest first, rather than when it was booked
      orderBy: [{ startTime: "desc" }, { id: "desc" }],
      take: ACCOUNT_SECTION_SIZE,
      select: { id: true, type: true, interviewType: true, proficiencyLevel: true, courseName: true, country: true, status: true, startTime: true },
    }),
    db.loanApplication.findMany({ where: { studentId: userId }, ...newest, select: { id: true, university: true, course: true, loanAmount: true, status: true, createdAt: true } }),
    db.payment.findMany({ where: { studentId: userId }, ...newest, select: { id: true, invoiceNumber: true, serviceName: true, amountCents: true, currency: true, status: true, createdAt: true } }),
    db.document.findMany({ where: { ownerId: userId }, ...newest, select: { id: true, originalName: true, kind: true, sizeBytes: true, createdAt: true } }),
  ]);
  return {
    user: summary,
    records: {
      sops: { rows: sops, total: counts.sopApplications },
      bookings: { rows: bookings, total: counts.bookings },
      loans: { rows: loans, total: counts.loanApplications },
      payments: { rows: payments, total: counts.payments },
      documents: { rows: documents, total: counts.documents },
    },
  };
}

/**
 * Refuses (and so rolls back) a change that left no admin who can log in. Counted after the write, in its
 * transaction: two admins demoting or disabling each other at once cannot both pass (decision 042).
 */
async function guardLastAdmin(tx: Tx) {
  const activeAdmins = await tx.user.count({ where: { role: "admin", disabledAt: null } });
  if (!leavesAnActiveAdmin(activeAdmins)) throw new LastAdminError();
}

/** Changes an account's role (student, counsellor, admin); the last active admin stays one. */
export function changeUserRole({ adminId, userId, role }: { adminId: number; userId: number; role: Role }) {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, role: true } });
    if (!user) throw new AdminRecordNotFoundError(NOT_FOUND);
    if (user.role === role) throw new ActionNotAllowedError(`This account's role is ${roleLabel(role)} already.`);
    const changed = await tx.user.updateMany({ where: { id: userId, role: user.role }, data: { role } });
    if (changed.count !== 1) throw new ActionNotAllowedError("This account changed meanwhile; reload to see it.");
    await guardLastAdmin(tx);
    // only staff counsel and only students are counselled: a role change undoes the assignments it makes meaningless
    if (role === "student") await tx.user.updateMany({ where: { counsellorId: userId }, data: { counsellorId: null } });
    else await tx.user.updateMany({ where: { id: userId, counsellorId: { not: null } }, data: { counsellorId: null } });
    // made staff while two-factor is required of staff: the account's open sessions set it up before the admin area
    await applyStaffTwoFactorRequirement(tx, { required: isStaff({ role }) && (await isStaffTwoFactorRequired(tx)), userId });
    await recordAdminChange(tx, { entityType: USER_ENTITY, entityId: userId, actorId: adminId, action: "change_role", changes: { role: [user.role, role] } }, null);
  });
}

/**
 * Disables an account (it cannot log in; its sessions and API tokens end in the same transaction) or enables it
 * again, from any state that allows the move (`moveAccount`). A pending deletion is cancelled by either, explicitly:
 * audited, and the owner told by mail (decision 100). Nobody disables their own account, and the last active admin
 * is never disabled. Answers whether a deletion was cancelled, for the admin's page to say so.
 */
export async function setAccountDisabled({ adminId, userId, disabled, now = new Date() }: { adminId: number; userId: number; disabled: boolean; now?: Date }) {
  if (disabled && adminId === userId) throw new ActionNotAllowedError("You cannot disable your own account.");
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, role: true, disabledAt: true, deletionRequestedAt: true, erasedAt: true } });
    if (!user) throw new AdminRecordNotFoundError(NOT_FOUND);
    const from = accountLifecycle(user);
    const move = moveAccount(from, disabled ? "disable" : "enable");
    if (!move.allowed) throw new ActionNotAllowedError(move.reason);
    const to = disabled ? "disabled" : "active";
    const changed = await tx.user.updateMany({
      where: { id: userId, disabledAt: user.disabledAt, deletionRequestedAt: user.deletionRequestedAt, erasedAt: null },
      data: lifecycleColumns(to, now),
    });
    if (changed.count !== 1) throw new ActionNotAllowedError("This account changed meanwhile; reload to see it.");
    if (disabled) {
      await tx.session.deleteMany({ where: { userId } });
      await tx.apiToken.deleteMany({ where: { userId } });
      await guardLastAdmin(tx);
    }
    if (move.cancelsDeletion && user.deletionRequestedAt) await withdrawDeletion(tx, { userId, actorId: adminId, requestedAt: user.deletionRequestedAt, reopened: !disabled });
    await recordAdminChange(tx, { entityType: USER_ENTITY, entityId: userId, actorId: adminId, action: disabled ? "disable" : "enable", fromStatus: from, toStatus: to }, null);
    return { cancelledDeletion: move.cancelsDeletion };
  });
}

/**
 * `npm run admin:create`: a staff account with this e-mail, made or brought to this role, name and password. Making
 * the last active admin a counsellor is refused like on the user page (decision 092), and nothing is changed.
 */
export async function upsertStaffAccount(input: { name: string; email: string; password: string; role: (typeof STAFF_ROLES)[number] }) {
  if (input.role !== "admin") {
    const existing = await db.user.findUnique({ where: { email: normalizeEmail(input.email) }, select: { role: true, disabledAt: true } });
    if (existing?.role === "admin" && existing.disabledAt === null) {
      const otherAdmins = (await db.user.count({ where: { role: "admin", disabledAt: null } })) - 1;
      if (!leavesAnActiveAdmin(otherAdmins)) throw new LastAdminError();
    }
  }
  return upsertUser(input);
}
