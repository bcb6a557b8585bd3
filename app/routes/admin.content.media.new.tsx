import { MEDIA_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { ImageUploadForm } from "~/components/content/image-upload-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { MAX_IMAGE_BYTES } from "~/domain/media";
import { handleMediaUpload } from "~/features/content/media-upload.server";
import { mediaUploadSchema } from "~/features/content/media.schema.server";
import { seoMeta } from "~/utils/meta";
import { parseMultipartForm } from "~/utils/uploads.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Upload an image", "Add an image to the media library.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  return { constraint: getZodConstraint(mediaUploadSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  return handleMediaUpload(request, await parseMultipartForm(request, { maxFileBytes: MAX_IMAGE_BYTES }), editor.id);
}

export default function UploadImagePage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-2xl space-y-4">
      <div>
        <Link to={MEDIA_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          ← Media
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">Upload an image</h1>
        <p className="mt-1 text-sm text-gray-600">The image is kept in a few sizes, so each visitor's screen gets the one it needs.</p>
      </div>
      <div className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <ImageUploadForm lastResult={actionData?.result} constraint={constraint} />
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
