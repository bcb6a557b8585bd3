import * as z from "zod";

/* Conform turns an empty field into `undefined`: the "No counsellor" choice arrives as undefined. */
export const counsellorSchema = z.object({
  counsellorId: z.number({ error: "Choose a counsellor" }).int("Choose a counsellor").positive("Choose a counsellor").optional(),
});
