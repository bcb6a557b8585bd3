import * as z from "zod";
import { existingPasswordField } from "~/features/account/account.schema.server";

const codeField = () => z.string({ error: "Code is required" }).trim().min(1, "Code is required").max(64, "That code is not valid.");

/** Turning two-factor on: one code from the app that scanned the QR code. */
export const enableSchema = z.object({ code: codeField() });

/** Turning it off: the password and a code (or a recovery code). */
export const disableSchema = z.object({ password: existingPasswordField(), code: codeField() });
