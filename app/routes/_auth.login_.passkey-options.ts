import type { ActionFunctionArgs } from "@remix-run/node";
import { startPasskeySignIn } from "~/models/passkey.server";
import { postOnlyLoader } from "~/utils/http.server";
import { requireAnonymous } from "~/auth/session.server";
import { passkeyOptionsResponse } from "~/utils/webauthn.server";

export const loader = postOnlyLoader;

/**
 * The log-in page's script asks here when "Sign in with a passkey" is pressed. A POST, as it hands out a challenge:
 * the anonymous page cache must never keep one.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  return passkeyOptionsResponse(request, { ceremony: "sign-in", options: startPasskeySignIn });
}
