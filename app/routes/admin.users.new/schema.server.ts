import * as z from "zod";
import { registrationFields } from "~/features/account/account.schema.server";

/** A new admin: who they are and where their invitation goes; they choose their password from it. */
export const newAdminSchema = z.object({ name: registrationFields.name, email: registrationFields.email });
