import * as z from "zod";
import { emailField } from "~/utils/form-fields.server";

export const forgotPasswordSchema = z.object({ email: emailField() });
