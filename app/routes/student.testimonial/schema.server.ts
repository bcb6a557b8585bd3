import * as z from "zod";
import { testimonialTextFields } from "~/features/content/testimonial.schema.server";
import { checkboxField } from "~/utils/form-fields.server";

export const CONSENT_REQUIRED = "Tick the box to let us show your testimonial on our website";

/** A student's testimonial: the editors' fields a student writes, and their consent to show it, which is required. */
export const studentTestimonialSchema = z.object({
  ...testimonialTextFields,
  consent: checkboxField().refine((given) => given, CONSENT_REQUIRED),
});
