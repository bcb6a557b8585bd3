import { lookup } from "./lookup";

export const ROLES = ["student", "counsellor", "admin", "editor"] as const;
export type Role = (typeof ROLES)[number];

/** The roles that sign in to the admin area (each sees its own part of it). */
export const STAFF_ROLES = ["counsellor", "admin", "editor"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles that work the students' cases: they are given records, counsellors' students and case notices. */
export const CASE_ROLES = ["counsellor", "admin"] as const satisfies readonly StaffRole[];

/** The roles that edit the public site's content (decision 114). */
export const CONTENT_ROLES = ["admin", "editor"] as const satisfies readonly StaffRole[];

export function isAdmin(user: { role: string }) {
  return user.role === "admin";
}

export function isCounsellor(user: { role: string }) {
  return user.role === "counsellor";
}

export function isEditor(user: { role: string }) {
  return user.role === "editor";
}

/** Admins, counsellors and editors: they sign in to the admin area. */
export function isStaff(user: { role: string }) {
  return (STAFF_ROLES as readonly string[]).includes(user.role);
}

/** Admins and counsellors: the case work of the admin area (students, applications, bookings, messages). */
export function isCaseWorker(user: { role: string }) {
  return (CASE_ROLES as readonly string[]).includes(user.role);
}

/** Admins and editors: the content area. */
export function canEditContent(user: { role: string }) {
  return (CONTENT_ROLES as readonly string[]).includes(user.role);
}

/** The parts of the admin area, and who opens each: the sidebar and the route guards keep to it. */
export const STAFF_AREA_ROLES = {
  case: CASE_ROLES,
  admin: ["admin"],
  content: CONTENT_ROLES,
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREA_ROLES;

export function canOpenArea(user: { role: string }, area: StaffArea) {
  return (STAFF_AREA_ROLES[area] as readonly string[]).includes(user.role);
}

/** Where a signed-in user's "Dashboard" link leads: an editor's work is the content area alone. */
export function homePathFor(user: { role: string }) {
  if (isEditor(user)) return "/admin/content";
  return isStaff(user) ? "/admin" : "/student";
}

export function profilePathFor(user: { role: string }) {
  return isStaff(user) ? "/admin/profile" : "/student/profile";
}

export const ROLE_LABELS: Record<Role, string> = { student: "Student", counsellor: "Counsellor", admin: "Admin", editor: "Editor" };

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
