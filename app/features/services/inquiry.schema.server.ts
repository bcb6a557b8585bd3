import * as z from "zod";
import type { ServicePage } from "~/content/services";
import { APPLICATION_COUNTRIES } from "~/domain/booking-options";
import { preferredDateProblem, type DateWindow } from "~/domain/preferred-date";
import { emailField, honeypotField, optionalText, phoneField, requiredText } from "~/utils/form-fields.server";

/** The generic service application form of one service page; its date window depends on the day it is used. */
export function inquirySchema(service: Pick<ServicePage, "serviceType">, window: DateWindow) {
  return z.object({
    serviceType: z.literal(service.serviceType, { error: "Unknown service type" }),
    fullName: requiredText("Full name", 100),
    email: emailField(),
    phone: phoneField(),
    country: z.enum(APPLICATION_COUNTRIES, { error: "Choose a country from the list" }),
    preferredDate: z
      .string()
      .trim()
      .optional()
      .superRefine((value, ctx) => {
        const problem = value ? preferredDateProblem(value, window) : null;
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    message: optionalText("Message", 2000, { lines: "many" }),
    website: honeypotField,
  });
}
