import { getFormProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ActionPage, BookingSummary } from "~/components/admin/action-page";
import { useAppForm } from "~/components/forms/use-app-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CancelLink } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Textarea } from "~/components/ui/field";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { loadBookingForAction } from "~/features/admin/admin-bookings.server";
import { cancelBookingByStaff } from "~/models/booking-admin.server";
import { seoMeta } from "~/utils/meta";
import { parseMultipartForm } from "~/utils/uploads.server";
import { cancelBookingSchema } from "./schema.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Cancel Session", "Confirm the cancellation of a scheduled session.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { booking, page, closeTo } = await loadBookingForAction(request, params, "cancel");
  return { booking, noun: page.noun, closeTo, constraint: getZodConstraint(cancelBookingSchema) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, booking, page, closeTo } = await loadBookingForAction(request, params, "cancel");
  return handleAdminIntent(request, await parseMultipartForm(request), {
    schema: cancelBookingSchema,
    closeTo,
    run: async ({ reason }) => {
      await cancelBookingByStaff({ adminId: admin.id, bookingId: booking.id, reason: reason ?? null });
      return { title: "Session cancelled", description: `The ${page.noun} was cancelled, its seat given back and the student told.` };
    },
  });
}

/** A page of its own, as the session's other actions are: the lists it is opened from are not its parent routes. */
export default function CancelBookingPage() {
  const { booking, noun, closeTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ reason: string }>({ id: "booking-cancel", lastResult: actionData?.result, constraint });
  return (
    <ActionPage title="Cancel this session?" backTo={closeTo} summary={<BookingSummary booking={booking} noun={noun} />}>
      <p className="text-sm text-gray-700">
        The session is cancelled for good and its seat given back. The student is told by notification and e-mail.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4">
        <Field label="Reason for the student (optional)" id={fields.reason.id} errors={fields.reason.errors}>
          {(control) => <Textarea {...getTextareaProps(fields.reason, { ariaAttributes: false })} {...control} rows={3} />}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="mt-2 flex justify-end gap-2">
          <CancelLink to={closeTo} label="Keep session" />
          <SubmitButton variant="danger" pendingText="Cancelling...">
            Cancel session
          </SubmitButton>
        </div>
      </Form>
    </ActionPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
