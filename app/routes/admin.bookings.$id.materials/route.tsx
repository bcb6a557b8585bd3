import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ActionPage, BookingSummary } from "~/components/admin/action-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import { acceptAttribute, describeAccepted } from "~/domain/uploads";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { loadBookingForAction } from "~/features/admin/admin-bookings.server";
import { listBookingMaterials, setBookingMaterials } from "~/models/booking-admin.server";
import { seoMeta } from "~/utils/meta";
import { inspectUpload, parseMultipartForm, storeUpload } from "~/utils/uploads.server";
import { materialsSchema } from "./schema.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Class Materials", "Give a demo class its materials: a link, a file or both.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { booking, page, closeTo } = await loadBookingForAction(request, params, "materials");
  return {
    booking,
    noun: page.noun,
    closeTo,
    files: await listBookingMaterials(booking.id),
    accept: acceptAttribute("document"),
    acceptedTypes: describeAccepted("document"),
    constraint: getZodConstraint(materialsSchema),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, booking, closeTo } = await loadBookingForAction(request, params, "materials");
  const formData = await parseMultipartForm(request);
  const upload = await inspectUpload(formData.get("document"), "document");
  return handleAdminIntent(request, formData, {
    schema: materialsSchema,
    closeTo,
    fieldErrors: upload && !upload.ok ? { document: [upload.message] } : undefined,
    run: async (value) => {
      const file = upload?.ok ? await storeUpload(upload.file, upload.type) : null;
      const materialsUrl = value.materialsUrl ?? null;
      await setBookingMaterials({ adminId: admin.id, bookingId: booking.id, materialsUrl, file, removeFile: value.removeFile === "on" });
      return materialsUrl || file
        ? { title: "Materials saved", description: "The student can open them from Materials and has been told." }
        : { title: "Materials saved", description: "The student has been told of the change." };
    },
  });
}

export default function MaterialsPage() {
  const { booking, noun, closeTo, files, accept, acceptedTypes, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ materialsUrl: string; removeFile: string; document: File }>({
    id: "booking-materials",
    lastResult: actionData?.result,
    constraint,
    defaultValue: { materialsUrl: booking.materialsUrl ?? "" },
  });
  const current = files[0] ?? null;
  return (
    <ActionPage title="Class Materials" backTo={closeTo} summary={<BookingSummary booking={booking} noun={noun} />}>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        <Field label="Materials link (optional)" id={fields.materialsUrl.id} errors={fields.materialsUrl.errors} hint="An https:// address; leave it empty to remove the link.">
          {(control) => <Input {...getInputProps(fields.materialsUrl, { type: "url", ariaAttributes: false })} {...control} placeholder="https://" autoComplete="off" />}
        </Field>
        {current ? (
          <div className="mb-4 rounded-md bg-gray-50 p-3 text-sm">
            <p>
              Current file:{" "}
              <a href={`/admin/documents/${current.id}`} download className="font-medium text-brand-700 underline">
                {current.originalName}
              </a>
            </p>
            <label className="mt-2 flex items-center gap-2 text-gray-700">
              <input type="checkbox" name={fields.removeFile.name} className="h-4 w-4 rounded border-gray-300" />
              Remove this file
            </label>
          </div>
        ) : null}
        <Field
          label={current ? "Replace the file (optional)" : "File (optional)"}
          id={fields.document.id}
          errors={fields.document.errors}
          hint={`${acceptedTypes}, up to 5 MB.`}
        >
          {(control) => <Input type="file" name="document" accept={accept} {...control} />}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end gap-2 pt-2">
          <CancelLink to={closeTo} />
          <SubmitButton pendingText="Saving...">Save materials</SubmitButton>
        </div>
      </Form>
    </ActionPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
