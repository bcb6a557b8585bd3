import { EmailNotVerifiedError, assertEmailVerified } from "~/models/email-verification.server";
import { replyWithErrors, type FormReply, type Replyable } from "~/utils/form-reply.server";

/**
 * The one answer of a book, order, pay or upload form while the account's address waits for its link: the form comes
 * back with what was typed and the reason above its button (403), before anything (a file included) is stored. Null
 * when the account may go on. Every such action asks this first, after reading its form.
 */
export async function refuseUnverifiedEmail<Intent extends string | undefined = undefined, Key extends string = "result", Extra extends object = object>(
  request: Request,
  userId: number,
  submission: Replyable,
  reply: FormReply<Intent, Key, Extra> = {},
) {
  try {
    await assertEmailVerified(userId);
    return null;
  } catch (error) {
    if (!(error instanceof EmailNotVerifiedError)) throw error;
    return replyWithErrors(request, submission, { ...reply, status: 403, formErrors: [error.message] });
  }
}
