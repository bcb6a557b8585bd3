import type { ActionFunctionArgs } from "@remix-run/node";
import { startPasskeyRegistration } from "~/models/passkey.server";
import { postOnlyLoader } from "~/utils/http.server";
import { requireUser } from "~/auth/session.server";
import { passkeyOptionsResponse } from "~/utils/webauthn.server";

export const loader = postOnlyLoader;

/**
 * The security page's script asks here when "Add a passkey" is pressed, then hands the options to the browser. A POST,
 * as it hands out a challenge: nothing may cache or prefetch it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return passkeyOptionsResponse(request, { ceremony: "registration", userId: user.id, options: (rp) => startPasskeyRegistration({ user, rp }) });
}
