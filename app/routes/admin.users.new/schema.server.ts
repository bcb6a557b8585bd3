import * as z from "zod";
import { STAFF_ROLES } from "~/domain/roles";
import { registrationFields } from "~/features/account/account.schema.server";

/** A new colleague: who they are, their role, and where their invitation goes; they choose their password from it. */
export const newStaffSchema = z.object({
  name: registrationFields.name,
  email: registrationFields.email,
  // an admin unless the form says counsellor, as before the role could be chosen
  role: z.enum(STAFF_ROLES, { error: "Choose Admin, Counsellor or Editor" }).default("admin"),
});
