import { CASE_ROLES, STAFF_ROLES } from "~/domain/roles";
import { db, type Prisma } from "~/utils/db.server";

/** Staff who can be given case work now: admins and counsellors whose account is not disabled (never an editor). */
export const ACTIVE_STAFF = { role: { in: [...CASE_ROLES] }, disabledAt: null } satisfies Prisma.UserWhereInput;

/** The staff a record (an SOP, an inquiry, a student) can be given to, by name. */
export function listActiveStaff() {
  return db.user.findMany({ where: ACTIVE_STAFF, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true, role: true } });
}

/** Every active staff member (any staff role), by name: who can sign an article. */
export function listStaffMembers() {
  return db.user.findMany({ where: { role: { in: [...STAFF_ROLES] }, disabledAt: null }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true } });
}
