export const ROLES = ["student", "admin"] as const;
export type Role = (typeof ROLES)[number];

export function isAdmin(user: { role: string }) {
  return user.role === "admin";
}

/** Where a signed-in user's "Dashboard" and "Profile" links lead. */
export function homePathFor(user: { role: string }) {
  return isAdmin(user) ? "/admin" : "/student";
}

export function profilePathFor(user: { role: string }) {
  return isAdmin(user) ? "/admin/profile" : "/student/profile";
}

export const ROLE_LABELS: Record<Role, string> = { student: "Student", admin: "Admin" };

export function roleLabel(role: string) {
  return ROLE_LABELS[role as Role] ?? role;
}

/**
 * The rule behind "never remove the last admin": after a role change or a disabling, at least one admin must still
 * be able to log in. Counted after the write, inside its transaction, so a concurrent change is seen.
 */
export function leavesAnActiveAdmin(activeAdminsAfter: number) {
  return activeAdminsAfter > 0;
}
