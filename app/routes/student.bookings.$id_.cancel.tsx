import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/button";
import { BOOKING_LIST_PATHS, CHANGE_NOTICE_HOURS, isChangeable } from "~/domain/booking";
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
import { bookingView, readerOf } from "~/features/booking/booking-views.server";
import type { ServerTranslate } from "~/i18n/catalogs.server";
import { useT } from "~/i18n/i18n";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

type Refusal = "closed" | "tooLate";

/** Why this session cannot be cancelled, or null when it can. */
function blocker(booking: { status: string; startTime: Date }, now: Date): Refusal | null {
  if (booking.status !== "pending" && booking.status !== "scheduled") return "closed";
  if (!isChangeable(booking, now)) return "tooLate";
  return null;
}

/** A refusal in the reader's words (the model's errors say it in English, for the JSON API). */
function refusalText(refusal: Refusal, t: ServerTranslate) {
  return refusal === "closed" ? t("student.bookings.cancel.closed") : t("student.bookings.cancel.tooLate", { hours: CHANGE_NOTICE_HOURS });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const booking = await getStudentBooking(student.id, requireId(params.id));
  if (!booking) throw notFound();
  const now = new Date();
  const reader = await readerOf(request);
  const refusal = blocker(booking, now);
  return {
    meta: { title: reader.t("student.bookings.cancel.heading"), description: reader.t("student.bookings.cancel.metaDescription") },
    session: bookingView(booking, getEnv().APP_TIME_ZONE, now, reader),
    listPath: BOOKING_LIST_PATHS[asServiceType(booking.type)],
    blocked: refusal ? refusalText(refusal, reader.t) : null,
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
      const { t } = await readerOf(request);
      return redirectWithToast(`/student/bookings/${bookingId}`, {
        type: "error",
        title: "Cancellation not possible",
        description: refusalText(error instanceof CancellationTooLateError ? "tooLate" : "closed", t),
      });
    }
    throw error;
  }
}

export default function CancelBookingPage() {
  const { session, listPath, blocked } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <Link to={listPath} className="text-sm font-medium text-brand-700 hover:underline">
        ← {t("student.bookings.back")}
      </Link>
      <h1 className="text-2xl font-bold text-gray-900">{t("student.bookings.cancel.heading")}</h1>
      <div className="rounded-lg border border-gray-200 bg-white p-6">
        <p className="font-semibold text-gray-900">{session.title}</p>
        <p className="mt-1 text-gray-600">{session.when}</p>
        {blocked ? (
          <p role="alert" className="mt-4 rounded-md border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900">
            {blocked}
          </p>
        ) : (
          <Form method="post" className="mt-6 flex flex-wrap gap-3">
            <p className="w-full text-sm text-gray-600">{t("student.bookings.cancel.explain")}</p>
            <SubmitButton variant="danger" pendingText={t("student.bookings.cancel.pending")}>
              {t("student.bookings.cancel.confirm")}
            </SubmitButton>
            <Link to={listPath} className="inline-flex items-center px-3 text-sm font-medium text-gray-700 hover:underline">
              {t("student.bookings.cancel.keep")}
            </Link>
          </Form>
        )}
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
