import * as z from "zod";
import { PARTNER_BANKS } from "~/domain/booking-options";

export const loanBankSchema = z.object({ bank: z.enum(PARTNER_BANKS, { error: "Choose a partner bank" }) });
