import type { LoaderFunctionArgs } from "@remix-run/node";
import path from "node:path";
import { isCaseWorker } from "~/domain/roles";
import { FILE_TYPE_INFO } from "~/domain/uploads";
import { getUserAvatarKey } from "~/models/user.server";
import { notFound, readId } from "~/utils/route-params.server";
import { requireUser } from "~/auth/session.server";
import { fileResponse } from "~/utils/uploads.server";

/** GET /avatars/:userId: a user's own avatar, or anyone's for an admin; everybody else gets the same 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireUser(request);
  const userId = readId(params.userId);
  const allowed = userId !== null && (viewer.id === userId || isCaseWorker(viewer));
  const avatarKey = allowed ? await getUserAvatarKey(userId) : null;
  const type = avatarKey ? Object.values(FILE_TYPE_INFO).find((info) => info.extension === path.extname(avatarKey)) : undefined;
  if (!avatarKey || !type) throw notFound();
  return fileResponse({ storageKey: avatarKey, originalName: `avatar${type.extension}`, mimeType: type.mime });
}
