import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookingActionButtons } from "~/components/booking/booking-table";
import { StudentStatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { BOOKING_LIST_PATHS } from "~/domain/booking";
import type { ServiceType } from "~/domain/service-types";
import { getStudentBooking } from "~/models/booking.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";
import { bookingTime, bookingView, readerOf, bookingKindIn } from "~/features/booking/booking-views.server";
import { studentTimeZone } from "~/features/booking/student-zone.server";
import { lookup } from "~/domain/lookup";
import { useT } from "~/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const booking = await getStudentBooking(student.id, requireId(params.id));
  if (!booking) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  const type = booking.type as ServiceType;
  const [reader, studentZone] = await Promise.all([readerOf(request), studentTimeZone(request, student.id)]);
  const session = { ...bookingView(booking, zone, new Date(), reader, studentZone), ends: bookingTime(booking.endTime, zone, reader.format) };
  return {
    meta: { title: session.title, description: reader.t("student.bookings.detail.metaDescription") },
    session,
    kind: bookingKindIn(type, reader.t),
    listPath: lookup(BOOKING_LIST_PATHS, type) ?? "/student",
    documents: booking.documents,
  };
}

export default function BookingDetailPage() {
  const { session, kind, listPath, documents } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-6">
      <Link to={listPath} className="text-sm font-medium text-brand-700 hover:underline">
        ← {t("student.bookings.detail.back", { kind })}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-gray-500">
            {kind} · #{session.id}
          </p>
          <h1 className="mt-1 text-2xl font-bold text-gray-900">{session.title}</h1>
        </div>
        <StudentStatusBadge status={session.status} />
      </div>
      <section className="rounded-lg border border-gray-200 bg-white p-6">
        <DetailList>
          <Detail label={t("student.bookings.detail.starts")}>
            {session.when}
            {session.whenYours ? <span className="block text-xs text-gray-500">{session.whenYours}</span> : null}
          </Detail>
          <Detail label={t("student.bookings.detail.ends")}>{session.ends}</Detail>
          {session.university ? <Detail label={t("student.bookings.detail.university")}>{session.university}</Detail> : null}
          {session.intake ? <Detail label={t("student.bookings.detail.intake")}>{session.intake}</Detail> : null}
          {session.proficiency ? <Detail label={t("student.bookings.detail.yourLevel")}>{session.proficiency}</Detail> : null}
          {session.courseName ? <Detail label={t("student.bookings.detail.course")}>{session.courseName}</Detail> : null}
          {session.country ? <Detail label={t("student.bookings.detail.country")}>{session.country}</Detail> : null}
          {session.courseLevel ? <Detail label={t("student.bookings.detail.courseLevel")}>{session.courseLevel}</Detail> : null}
          <Detail label={session.type === "counseling" ? t("student.bookings.detail.counselor") : t("student.bookings.detail.instructor")}>
            {session.staffName ?? t("student.bookings.detail.unassigned")}
          </Detail>
          <Detail label={t("student.bookings.detail.meetingLink")}>
            {session.meetingLink ? (
              <a href={session.meetingLink} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                {session.meetingLink}
              </a>
            ) : session.actions.cancel ? (
              t("student.bookings.detail.linkComing")
            ) : (
              t("student.bookings.detail.noLink")
            )}
          </Detail>
        </DetailList>
        <div className="mt-6 border-t border-gray-100 pt-4">
          <BookingActionButtons row={session} onDetailPage />
        </div>
      </section>
      {session.actions.materials ? (
        <section id="materials" className="rounded-lg border border-gray-200 bg-white p-6">
          <h2 className="text-lg font-semibold">{t("student.bookings.detail.materials")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {session.materialsUrl ? (
              <li>
                <a href={session.materialsUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                  {t("student.bookings.detail.classMaterials")}
                </a>
              </li>
            ) : null}
            {documents.map((document) => (
              <li key={document.id}>
                <a href={`/student/documents/${document.id}`} className="text-brand-700 underline" download>
                  {document.originalName}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {session.actions.notes ? (
        <section id="notes" className="rounded-lg border border-gray-200 bg-white p-6">
          <h2 className="text-lg font-semibold">{t("student.bookings.detail.notes")}</h2>
          <p className="mt-3 whitespace-pre-line text-gray-700">{session.notes}</p>
        </section>
      ) : null}
      {session.actions.feedback ? (
        <section id="feedback" className="rounded-lg border border-gray-200 bg-white p-6">
          <h2 className="text-lg font-semibold">{t("student.bookings.detail.feedback")}</h2>
          {session.score || session.level ? (
            <p className="mt-3 text-gray-900">
              {session.score ? t("student.bookings.detail.score", { score: session.score }) : null}
              {session.score && session.level ? " · " : null}
              {session.level ? t("student.bookings.detail.level", { level: session.level }) : null}
            </p>
          ) : null}
          <p className="mt-3 whitespace-pre-line text-gray-700">{session.feedback ?? t("student.bookings.detail.feedbackPending")}</p>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
