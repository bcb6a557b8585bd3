import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookingActionButtons } from "~/components/booking/booking-table";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { BOOKING_LIST_PATHS } from "~/domain/booking";
import { SERVICE_TYPE_LABELS, type ServiceType } from "~/domain/service-types";
import { getStudentBooking } from "~/models/booking.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";
import { bookingTime, bookingView } from "~/features/booking/booking-views.server";
import { studentTimeZone } from "~/features/booking/student-zone.server";
import { lookup } from "~/domain/lookup";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? data.session.title : "Session", "One of your sessions.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const booking = await getStudentBooking(student.id, requireId(params.id));
  if (!booking) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  const type = booking.type as ServiceType;
  return {
    session: { ...bookingView(booking, zone, new Date(), await studentTimeZone(request, student.id)), ends: bookingTime(booking.endTime, zone) },
    kind: lookup(SERVICE_TYPE_LABELS, type) ?? booking.type,
    listPath: lookup(BOOKING_LIST_PATHS, type) ?? "/student",
    documents: booking.documents,
  };
}

export default function BookingDetailPage() {
  const { session, kind, listPath, documents } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Link to={listPath} className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to {kind}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-gray-500">
            {kind} · #{session.id}
          </p>
          <h1 className="mt-1 text-2xl font-bold text-gray-900">{session.title}</h1>
        </div>
        <StatusBadge status={session.status} />
      </div>
      <section className="rounded-lg border border-gray-200 bg-white p-6">
        <DetailList>
          <Detail label="Starts">
            {session.when}
            {session.whenYours ? <span className="block text-xs text-gray-500">{session.whenYours}</span> : null}
          </Detail>
          <Detail label="Ends">{session.ends}</Detail>
          {session.university ? <Detail label="University">{session.university}</Detail> : null}
          {session.intake ? <Detail label="Intake">{session.intake}</Detail> : null}
          {session.proficiency ? <Detail label="Your level">{session.proficiency}</Detail> : null}
          {session.courseName ? <Detail label="Course">{session.courseName}</Detail> : null}
          {session.country ? <Detail label="Country">{session.country}</Detail> : null}
          {session.courseLevel ? <Detail label="Course level">{session.courseLevel}</Detail> : null}
          <Detail label={session.type === "counseling" ? "Counselor" : "Instructor"}>{session.staffName ?? "Unassigned"}</Detail>
          <Detail label="Meeting link">
            {session.meetingLink ? (
              <a href={session.meetingLink} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                {session.meetingLink}
              </a>
            ) : session.actions.cancel ? (
              "We will send it before the session."
            ) : (
              "None"
            )}
          </Detail>
        </DetailList>
        <div className="mt-6 border-t border-gray-100 pt-4">
          <BookingActionButtons row={session} onDetailPage />
        </div>
      </section>
      {session.actions.materials ? (
        <section id="materials" className="rounded-lg border border-gray-200 bg-white p-6">
          <h2 className="text-lg font-semibold">Materials</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {session.materialsUrl ? (
              <li>
                <a href={session.materialsUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                  Class materials (opens in a new tab)
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
          <h2 className="text-lg font-semibold">Session notes</h2>
          <p className="mt-3 whitespace-pre-line text-gray-700">{session.notes}</p>
        </section>
      ) : null}
      {session.actions.feedback ? (
        <section id="feedback" className="rounded-lg border border-gray-200 bg-white p-6">
          <h2 className="text-lg font-semibold">Feedback</h2>
          {session.score || session.level ? (
            <p className="mt-3 text-gray-900">
              {session.score ? `Score: ${session.score}` : null}
              {session.score && session.level ? " · " : null}
              {session.level ? `Level: ${session.level}` : null}
            </p>
          ) : null}
          <p className="mt-3 whitespace-pre-line text-gray-700">{session.feedback ?? "Your feedback will appear here once your instructor has written it."}</p>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
