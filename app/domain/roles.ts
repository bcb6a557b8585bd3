import { lookup } from "./lookup";

export const ROLES = ["student", "counsellor", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** The roles that work in the admin area. */
export const STAFF_ROLES = ["counsellor", "admin"] as const satisfies readonly Role[];

export function isAdmin(user: { role: string }) {
  return user.role === "admin";
}

export function isCounsellor(user: { role: string }) {
  return user.role === "counsellor";
}

/** Admins and counsellors: they sign in to the admin area; only admins reach its admin-only parts. */
export function isStaff(user: { role: string }) {
  return isAdmin(user) || isCounsellor(user);
}

/** Where a signed-in user's "Dashboard" and "Profile" links lead. */
export function homePathFor(user: { role: string }) {
  return isStaff(user) ? "/admin" : "/student";
}

export function profilePathFor(user: { role: string }) {
  return isStaff(user) ? "/admin/profile" : "/student/profile";
}

export const ROLE_LABELS: Record<Role, string> = { student: "Student", counsellor: "Counsellor", admin: "Admin" };

export function roleLabel(role: string) {
  return lookup(ROLE_LABELS, role) ?? role;
}

/**
 * The rule behind "never remove the last admin": after a role change or a disabling, at least one admin must still
 * be able to log in. Counted after the write, inside its transaction, so a concurrent change is seen.
 */
export function leavesAnActiveAdmin(activeAdminsAfter: number) {
  return activeAdminsAfter > 0;
}
