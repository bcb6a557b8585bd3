import * as z from "zod";

/**
 * The browser's answer to a passkey ceremony, which the page's script puts as JSON into a hidden `response` field of
 * a plain form (the sign-in form and the security page's add form). Only its shape is checked here; the model
 * verifies what it says.
 */

export const NO_PASSKEY_ANSWER = "The passkey's answer did not arrive whole. Try again.";

const base64url = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*$/);

const credentialFields = {
  id: base64url.min(1).max(1_024),
  rawId: base64url,
  type: z.literal("public-key"),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

const registrationAnswer = z.object({
  ...credentialFields,
  response: z.looseObject({ clientDataJSON: base64url, attestationObject: base64url, transports: z.array(z.string().max(32)).max(10).optional() }),
});

const authenticationAnswer = z.object({
  ...credentialFields,
  response: z.looseObject({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url, userHandle: base64url.optional() }),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One message for a missing, cut or malformed answer: the person can do nothing but try again. */
function answerField<S extends z.ZodType>(shape: S) {
  return z.string({ error: NO_PASSKEY_ANSWER }).transform((text, ctx): z.output<S> => {
    const parsed = shape.safeParse(parseJson(text));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: NO_PASSKEY_ANSWER });
    return z.NEVER;
  });
}

export const registrationAnswerField = () => answerField(registrationAnswer);
export const authenticationAnswerField = () => answerField(authenticationAnswer);
