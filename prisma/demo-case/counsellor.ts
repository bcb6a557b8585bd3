import { upsertUser } from "~/models/user.server";
import { db } from "~/utils/db.server";

/** The demo counsellor's log-in (the README's table lists it beside the demo admin and student). */
export const DEMO_COUNSELLOR = { name: "Priya Sharma", email: "counsellor@eduglobal.example", password: "Counsellor12345!" };

/** Creates the demo counsellor, or resets their name, role and password as a fresh seed would have them. */
export function seedDemoCounsellor() {
  return upsertUser({ ...DEMO_COUNSELLOR, role: "counsellor" });
}

/**
 * Gives the demo student their counsellor. Written as seed data, without the mail and notices an admin's assignment
 * sends (those belong to a change someone makes); running the seed again changes nothing.
 */
export async function assignDemoCounsellor(studentId: number, counsellorId: number) {
  await db.user.updateMany({ where: { id: studentId, role: "student" }, data: { counsellorId } });
}
