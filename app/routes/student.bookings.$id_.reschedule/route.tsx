import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SlotPicker } from "~/components/booking/slot-picker";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { BOOKING_LIST_PATHS, CHANGE_NOTICE_HOURS, isChangeable } from "~/domain/booking";
import { todayInZone } from "~/domain/dates";
import { asServiceType, type ServiceType } from "~/domain/service-types";
import {
  AlreadyBookedError,
  BookingClashError,
  BookingNotChangeableError,
  BookingNotFoundError,
  RescheduleTooLateError,
  SlotFullError,
  SlotUnavailableError,
  getStudentBooking,
  rescheduleBooking,
} from "~/models/booking.server";
import { loadSlotChoices, loadSlotDay } from "~/features/booking/booking-forms.server";
import { bookingTime, bookingView, readerOf, slotRefusalIn } from "~/features/booking/booking-views.server";
import { studentTimeZone } from "~/features/booking/student-zone.server";
import type { ServerTranslate } from "~/i18n/catalogs.server";
import { useT } from "~/i18n/i18n";
import { getEnv } from "~/utils/env.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseMultipartForm } from "~/utils/uploads.server";
import { rescheduleSchema } from "./schema.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

async function loadOwnBooking(request: Request, id: string | undefined) {
  const student = await requireStudent(request);
  const booking = await getStudentBooking(student.id, requireId(id));
  if (!booking) throw notFound();
  return { student, booking };
}

type Refusal = "notScheduled" | "tooLate";

/** Why this session cannot be moved, or null when it can. */
function blocker(booking: { status: string; startTime: Date }, now: Date): Refusal | null {
  if (booking.status !== "scheduled") return "notScheduled";
  if (!isChangeable(booking, now)) return "tooLate";
  return null;
}

/** A refusal in the reader's words (the model's errors say it in English, for the JSON API). */
function refusalText(refusal: Refusal, t: ServerTranslate) {
  return refusal === "notScheduled" ? t("student.bookings.reschedule.notScheduled") : t("student.bookings.reschedule.tooLate", { hours: CHANGE_NOTICE_HOURS });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { student, booking } = await loadOwnBooking(request, params.id);
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  const type = booking.type as ServiceType;
  const [studentZone, reader] = await Promise.all([studentTimeZone(request, student.id), readerOf(request)]);
  const slotDay = await loadSlotDay({ type, askedDay: new URL(request.url).searchParams.get("date"), now, excludeSlotId: booking.slotId, studentZone });
  const refusal = blocker(booking, now);
  return {
    meta: { title: reader.t("student.bookings.reschedule.heading"), description: reader.t("student.bookings.reschedule.metaDescription") },
    session: bookingView(booking, zone, now, reader),
    listPath: BOOKING_LIST_PATHS[type],
    blocked: refusal ? refusalText(refusal, reader.t) : null,
    constraint: getZodConstraint(rescheduleSchema(todayInZone(zone, now))),
    ...slotDay,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { student, booking } = await loadOwnBooking(request, params.id);
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  const submission = parseWithZod(await parseMultipartForm(request), { schema: rescheduleSchema(todayInZone(zone, now)) });
  if (submission.status !== "success") return replyWithErrors(request, submission, { extra: { slots: null } });
  const { date, timeSlot } = submission.value;
  try {
    const moved = await rescheduleBooking({ studentId: student.id, bookingId: booking.id, slotId: timeSlot, day: date, zone, now });
    const { t, format } = await readerOf(request);
    return redirectWithToast(BOOKING_LIST_PATHS[asServiceType(booking.type)], {
      type: "success",
      title: "Session rescheduled",
      description: t("student.bookings.reschedule.movedDescription", { when: bookingTime(moved.startTime, zone, format) }),
    });
  } catch (error) {
    if (error instanceof BookingNotFoundError) throw notFound();
    if (error instanceof SlotFullError || error instanceof SlotUnavailableError || error instanceof AlreadyBookedError || error instanceof BookingClashError) {
      const slots = await loadSlotChoices(booking.type as ServiceType, date, { now, excludeSlotId: booking.slotId, studentZone: await studentTimeZone(request, student.id) });
      return replyWithErrors(request, submission, { status: 409, fieldErrors: { timeSlot: [slotRefusalIn(error, await readerOf(request))] }, extra: { slots } });
    }
    if (error instanceof RescheduleTooLateError || error instanceof BookingNotChangeableError) {
      const { t } = await readerOf(request);
      const refusal = refusalText(error instanceof RescheduleTooLateError ? "tooLate" : "notScheduled", t);
      return replyWithErrors(request, submission, { status: 409, formErrors: [refusal], extra: { slots: null } });
    }
    console.error("Rescheduling a session failed", error);
    return replyWithErrors(request, submission, {
      status: 500,
      formErrors: ["Scheduling failed. Please try again later."],
      toast: { type: "error", title: "Scheduling failed", description: "Please try again later." },
      extra: { slots: null },
    });
  }
}

export default function ReschedulePage() {
  const { session, listPath, blocked, constraint, window, calendar, day, slots, zoneLabel } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  const [form, fields] = useAppForm<{ date: string; timeSlot: number }>({
    id: `reschedule-${session.id}`,
    lastResult: actionData?.result,
    constraint,
    defaultValue: { date: day },
  });
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link to={listPath} className="text-sm font-medium text-brand-700 hover:underline">
        ← {t("student.bookings.back")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("student.bookings.reschedule.heading")}</h1>
        <p className="mt-1 text-gray-600">{t("student.bookings.reschedule.current", { title: session.title, when: session.when })}</p>
      </div>
      {blocked ? (
        <div role="alert" className="rounded-md border border-yellow-200 bg-yellow-50 p-4 text-sm text-yellow-900">
          {blocked}
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="grid gap-x-4 rounded-lg border border-gray-200 bg-white p-6 sm:grid-cols-2">
          <SlotPicker window={window} calendar={calendar} day={day} zoneLabel={zoneLabel} slots={actionData?.slots ?? slots} date={fields.date} timeSlot={fields.timeSlot} />
          <div className="space-y-4 sm:col-span-2">
            <FormError errors={form.errors} id={form.errorId} />
            <SubmitButton pendingText={t("student.bookings.reschedule.pending")}>{t("student.bookings.reschedule.submit")}</SubmitButton>
          </div>
        </Form>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
