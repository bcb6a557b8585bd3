import * as z from "zod";
import { ROLES } from "~/domain/roles";

export const roleSchema = z.object({
  intent: z.literal("role"),
  role: z.enum(ROLES, { error: "Choose Student, Counsellor or Admin" }),
});
