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
import { meetingLinkSchema } from "./schema.server";
import { setBookingMeetingLink } from "~/models/booking-admin.server";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { loadBookingForAction } from "~/features/admin/admin-bookings.server";
import { seoMeta } from "~/utils/meta";
import { parseMultipartForm } from "~/utils/uploads.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(data?.booking.meetingLink ? "Change Meeting Link" : "Add Meeting Link", "Give a session the video meeting its student joins.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { booking, page, closeTo } = await loadBookingForAction(request, params, "meeting_link");
  return { booking, noun: page.noun, closeTo, constraint: getZodConstraint(meetingLinkSchema) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, booking, page, closeTo } = await loadBookingForAction(request, params, "meeting_link");
  return handleAdminIntent(request, await parseMultipartForm(request), {
    schema: meetingLinkSchema,
    closeTo,
    run: async ({ meetingLink }) => {
      await setBookingMeetingLink({ adminId: admin.id, bookingId: booking.id, meetingLink });
      return {
        title: booking.meetingLink ? "Meeting link changed" : "Meeting link added",
        description: `The student can now join the ${page.noun} from their list; they have been sent the link.`,
      };
    },
  });
}

export default function MeetingLinkPage() {
  const { booking, noun, closeTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ meetingLink: string }>({
    id: "booking-meeting-link",
    lastResult: actionData?.result,
    constraint,
    defaultValue: { meetingLink: booking.meetingLink ?? "" },
  });
  return (
    <ActionPage title={booking.meetingLink ? "Change Meeting Link" : "Add Meeting Link"} backTo={closeTo} summary={<BookingSummary booking={booking} noun={noun} />}>
      <Form method="post" {...getFormProps(form)}>
        <Field label="Meeting link" id={fields.meetingLink.id} errors={fields.meetingLink.errors} hint="The https:// address of the video meeting.">
          {(control) => (
            <Input {...getInputProps(fields.meetingLink, { type: "url", ariaAttributes: false })} {...control} placeholder="https://" autoComplete="off" />
          )}
        </Field>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end gap-2 pt-2">
          <CancelLink to={closeTo} />
          <SubmitButton pendingText="Saving...">Save link</SubmitButton>
        </div>
      </Form>
    </ActionPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
