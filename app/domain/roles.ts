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
