import * as z from "zod";
import { registrationAnswerField } from "~/features/account/passkey.schema.server";
import { PASSKEY_NAME_MAX } from "~/domain/passkeys";
import { requiredText } from "~/utils/form-fields.server";

const passkeyName = () => requiredText("Name", PASSKEY_NAME_MAX);
const passkeyId = () => z.coerce.number({ error: "Unknown passkey" }).int().positive();

/** Adding a passkey: its name, and the browser's answer to the registration options (put there by the page's script). */
export const addPasskeySchema = z.object({ name: passkeyName(), response: registrationAnswerField() });

export const renamePasskeySchema = z.object({ passkey: passkeyId(), name: passkeyName() });

export const removePasskeySchema = z.object({ passkey: passkeyId() });
