import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/button";
import { BOOKING_LIST_PATHS, CANCEL_TOO_LATE_MESSAGE, isChangeable } from "~/domain/booking";
import { asServiceType } from "~/domain/service-types";
import {
  BookingNotChangeableError,
  BookingNotFoundError,
  CancellationTooLateError,
  cancelBooking,
  getStudentBooking,
} from "~/models/booking.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";
import { bookingView } from "~/features/booking/booking-views.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Cancel session", "Cancel a session and give its seat back.", matches);

/** Why this session cannot be cancelled, or null when it can. */
function blocker(booking: { status: string; startTime: Date }, now: Date) {
  if (booking.status !== "pending" && booking.status !== "scheduled") return "This session can no longer be cancelled.";
  if (!isChangeable(booking, now)) return CANCEL_TOO_LATE_MESSAGE;
  return null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const booking = await getStudentBooking(student.id, requireId(params.id));
  if (!booking) throw notFound();
  const now = new Date();
  return {
    session: bookingView(booking, getEnv().APP_TIME_ZONE, now),
    listPath: BOOKING_LIST_PATHS[asServiceType(booking.type)],
    blocked: blocker(booking, now),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  const bookingId = requireId(params.id);
  try {
    const cancelled = await cancelBooking({ studentId: student.id, bookingId });
    return redirectWithToast(BOOKING_LIST_PATHS[asServiceType(cancelled.type)], {
      type: "success",
      title: "Session cancelled",
      description: "Your seat has been released.",
    });
  } catch (error) {
    if (error instanceof BookingNotFoundError) throw notFound();
    if (error instanceof CancellationTooLateError || error instanceof BookingNotChangeableError) {
      return redirectWithToast(`/student/bookings/${bookingId}`, { type: "error", title: "Cancellation not possible", description: error.message });
    }
    throw error;
  }
}

export default function CancelBookingPage() {
  const { session, listPath, blocked } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <Link to={listPath} className="text-sm font-medium text-brand-700 hover:underline">
        ← Back
      </Link>
      <h1 className="text-2xl font-bold text-gray-900">Cancel session</h1>
      <div className="rounded-lg border border-gray-200 bg-white p-6">
        <p className="font-semibold text-gray-900">{session.title}</p>
        <p className="mt-1 text-gray-600">{session.when}</p>
        {blocked ? (
          <p role="alert" className="mt-4 rounded-md border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900">
            {blocked}
          </p>
        ) : (
          <Form method="post" className="mt-6 flex flex-wrap gap-3">
            <p className="w-full text-sm text-gray-600">Your seat will be released for other students. You can book again at any time.</p>
            <SubmitButton variant="danger" pendingText="Cancelling...">
              Yes, cancel this session
            </SubmitButton>
            <Link to={listPath} className="inline-flex items-center px-3 text-sm font-medium text-gray-700 hover:underline">
              Keep it
            </Link>
          </Form>
        )}
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
