import type { LoaderFunctionArgs } from "@remix-run/node";
import { findOwnDataExport } from "~/models/account-data.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireUser } from "~/auth/session.server";
import { fileResponse } from "~/utils/uploads.server";

/** The owner's data export as a ZIP; anyone else's, one still being built or one past its 7 days is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const found = await findOwnDataExport({ userId: user.id, exportId: requireId(params.id) });
  if (!found) throw notFound();
  return fileResponse(found);
}
