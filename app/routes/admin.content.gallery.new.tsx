import { GALLERY_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { AlbumForm } from "~/components/content/album-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { handleAlbumForm } from "~/features/content/gallery-editor.server";
import { albumFormSchema } from "~/features/content/gallery.schema.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("New album", "Start an album of the gallery.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  return { constraint: getZodConstraint(albumFormSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  return handleAlbumForm(request, await readFormData(request), { albumId: null, editorId: editor.id });
}

export default function NewAlbumPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-2xl space-y-4">
      <div>
        <Link to={GALLERY_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          ← Gallery
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">New album</h1>
        <p className="mt-1 text-sm text-gray-600">Save the album first, then add its photos on its page.</p>
      </div>
      <div className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <AlbumForm
          id="album-new"
          defaultValue={{ title: "", slug: "", description: "", titleNe: "", descriptionNe: "", position: "", visible: "" }}
          lastResult={actionData?.result}
          constraint={constraint}
          submitLabel="Create album"
        />
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
