import { MEDIA_PATH } from "~/domain/content";
import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { ALT_HINT } from "~/components/content/image-upload-form";
import { MediaSnippet } from "~/components/content/media-snippet";
import { MediaUses } from "~/components/content/media-uses";
import { ResponsiveImage } from "~/components/content/responsive-image";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateTime } from "~/domain/dates";
import { defaultImageUrl, formatImageSize, markdownImage, mediaUseHref, mediaUseLabel } from "~/domain/media";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { mediaAltSchema, mediaDeleteSchema } from "~/features/content/media.schema.server";
import { MediaImageNotFoundError, deleteMediaImage, readMediaImage, updateMediaAlt } from "~/models/media.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? data.image.name : "Image", "An image of the media library: its alt text, its Markdown and where it is used.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const image = await readMediaImage(requireId(params.id));
  if (!image) throw notFound();
  return {
    image: {
      id: image.id,
      name: image.originalName,
      alt: image.alt,
      ref: { storageKey: image.storageKey, widths: image.widths, width: image.width, height: image.height },
      size: `${image.width} × ${image.height} px · ${formatImageSize(image.sizeBytes)} uploaded`,
      widths: image.widths.map((width) => `${width} px`).join(", "),
      snippet: markdownImage(image.alt, defaultImageUrl(image)),
      uses: image.uses.map((use) => ({ label: mediaUseLabel(use), href: mediaUseHref(use) })),
      uploaded: formatDateTime(image.createdAt, getEnv().APP_TIME_ZONE),
      uploadedBy: image.uploadedBy?.name ?? null,
    },
    constraint: getZodConstraint(mediaAltSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const imageId = requireId(params.id);
  const formData = await readFormData(request);
  const closeTo = `${MEDIA_PATH}/${imageId}`;
  return dispatchIntent(formData, {
    alt: () =>
      handleAdminIntent(request, formData, {
        schema: mediaAltSchema,
        closeTo,
        intent: "alt",
        notFound: [MediaImageNotFoundError],
        run: async ({ alt }) => {
          await updateMediaAlt({ imageId, alt });
          return { title: "Alt text saved", description: "New uses of the image start with this alt text." };
        },
      }),
    // A refused delete (the image is in use) comes back to this page, with the places that use it in its toast.
    delete: () =>
      handleAdminIntent(request, formData, {
        schema: mediaDeleteSchema,
        closeTo,
        intent: "delete",
        notFound: [MediaImageNotFoundError],
        run: async () => {
          const { originalName } = await deleteMediaImage({ imageId, editorId: editor.id });
          return { title: "Image deleted", description: `"${originalName}" is no longer in the library.`, to: MEDIA_PATH };
        },
      }),
  });
}

export default function MediaImagePage() {
  const { image, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ alt: string }>({
    id: "media-alt",
    lastResult: actionData && "intent" in actionData && actionData.intent === "alt" ? actionData.result : undefined,
    constraint,
    defaultValue: { alt: image.alt },
  });
  const inUse = image.uses.length > 0;
  return (
    <div className="space-y-4">
      <div>
        <Link to={MEDIA_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          ← Media
        </Link>
        <h1 className="mt-1 break-all text-2xl font-bold text-gray-900">{image.name}</h1>
        <p className="mt-1 text-sm text-gray-600">
          {image.size} · Uploaded {image.uploaded}
          {image.uploadedBy ? ` by ${image.uploadedBy}` : null}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
          <ResponsiveImage image={image.ref} alt={image.alt} sizes="(min-width: 1024px) 60vw, 100vw" loading="eager" className="h-auto w-full" />
        </div>
        <div className="space-y-4">
          <SectionCard id="media-alt-section" title="Alt text">
            <Form method="post" {...getFormProps(form)}>
              <Field label="Suggested alt text" id={fields.alt.id} errors={fields.alt.errors} hint={`${ALT_HINT} Each place that shows the image keeps its own.`}>
                {(control) => <Input {...getInputProps(fields.alt, { type: "text", ariaAttributes: false })} {...control} />}
              </Field>
              <FormError errors={form.errors} id={form.errorId} />
              <SubmitButton name="intent" value="alt" pendingText="Saving...">
                Save alt text
              </SubmitButton>
            </Form>
          </SectionCard>
          <SectionCard id="media-use-section" title="Use">
            <MediaSnippet id="media-snippet" snippet={image.snippet} />
            <p className="mt-1 text-xs text-gray-600">Kept at {image.widths} wide, each as WebP and JPEG.</p>
            <h3 className="mt-4 text-sm font-semibold text-gray-900">Used in</h3>
            <div className="mt-1 text-sm">
              <MediaUses uses={image.uses} />
            </div>
          </SectionCard>
          <SectionCard id="media-delete-section" title="Delete">
            {inUse ? (
              <p className="text-sm text-gray-700">This image cannot be deleted while it is used. Choose another image in the places listed above first.</p>
            ) : (
              <Form method="post" className="space-y-2">
                <p className="text-sm text-gray-700">The image and all its sizes are removed for good.</p>
                <SubmitButton name="intent" value="delete" variant="danger" pendingText="Deleting...">
                  Delete image
                </SubmitButton>
              </Form>
            )}
          </SectionCard>
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
