import { getFormProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ActionPage, BookingSummary } from "~/components/admin/action-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Textarea } from "~/components/ui/field";
import { bookingNotesSchema } from "./schema.server";
import { addBookingNotes } from "~/models/booking-admin.server";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { loadBookingForAction } from "~/features/admin/admin-bookings.server";
import { seoMeta } from "~/utils/meta";
import { parseMultipartForm } from "~/utils/uploads.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Add Session Notes", "Write down what a counseling session covered.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { booking, page, closeTo } = await loadBookingForAction(request, params, "notes");
  return { booking, noun: page.noun, closeTo, constraint: getZodConstraint(bookingNotesSchema) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, booking, closeTo } = await loadBookingForAction(request, params, "notes");
  return handleAdminIntent(request, await parseMultipartForm(request), {
    schema: bookingNotesSchema,
    closeTo,
    run: async ({ notes }) => {
      await addBookingNotes({ adminId: admin.id, bookingId: booking.id, notes });
      return { title: "Session notes added", description: "The student can read them from their counseling list." };
    },
  });
}

export default function BookingNotesPage() {
  const { booking, noun, closeTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ notes: string }>({ id: "booking-notes", lastResult: actionData?.result, constraint });
  return (
    <ActionPage title="Add Session Notes" backTo={closeTo} summary={<BookingSummary booking={booking} noun={noun} />}>
      <Form method="post" {...getFormProps(form)}>
        <Field label="Notes" id={fields.notes.id} errors={fields.notes.errors} hint="What was discussed and what the student should do next.">
          {(control) => <Textarea {...getTextareaProps(fields.notes, { ariaAttributes: false })} {...control} rows={6} />}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end gap-2 pt-2">
          <CancelLink to={closeTo} />
          <SubmitButton pendingText="Saving...">Save notes</SubmitButton>
        </div>
      </Form>
    </ActionPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
