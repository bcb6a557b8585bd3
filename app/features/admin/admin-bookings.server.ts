import type { BookingAction } from "~/domain/admin-actions";
import { ADMIN_BOOKING_PAGES, BOOKING_ADMIN_LIST, manageSlotsPath } from "~/domain/admin-lists";
import { formatDay, formatTime, zoneLabel } from "~/domain/dates";
import { INTERVIEW_TYPES, PROFICIENCY_LEVELS, optionLabel } from "~/domain/booking-options";
import { asServiceType, type ServiceType } from "~/domain/service-types";
import { counsellorFilterFor } from "~/domain/student-case";
import {
  BOOKING_ACTION_REFUSALS,
  approveBooking,
  completeBooking,
  getAdminBooking,
  listAdminBookings,
  rejectBooking,
  type AdminBookingRow,
} from "~/models/booking-admin.server";
import { postedId, refuseAdminAction, runAdminAction } from "./admin-actions.server";
import { getEnv } from "~/utils/env.server";
import { listReturnPath, readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { bookingTime } from "~/features/booking/booking-views.server";
import { parseMultipartForm } from "~/utils/uploads.server";
import { dispatchIntent } from "~/utils/intent.server";

/**
 * Loader and action of the four admin session lists (interview, speaking mock, demo class, counseling) and of the
 * pages their row actions open: one implementation, bound to a type by the modules of app/shared-routes.
 */

function adminBookingView(row: AdminBookingRow, zone: string) {
  return {
    id: row.id,
    type: row.type,
    slotId: row.slotId,
    status: row.status,
    student: row.student,
    when: bookingTime(row.startTime, zone),
    day: formatDay(row.startTime, zone),
    time: `${formatTime(row.startTime, zone)} ${zoneLabel(row.startTime, zone)}`,
    staffName: row.staffName,
    meetingLink: row.meetingLink,
    materialsUrl: row.materialsUrl,
    feedback: row.feedback,
    score: row.score,
    level: row.level,
    notes: row.notes,
    interviewType: optionLabel(INTERVIEW_TYPES, row.interviewType),
    university: row.university,
    intake: row.intake,
    proficiency: optionLabel(PROFICIENCY_LEVELS, row.proficiencyLevel),
    courseName: row.courseName,
    country: row.country,
    courseLevel: row.courseLevel,
    actions: row.actions,
  };
}

export type AdminBookingView = ReturnType<typeof adminBookingView>;

export async function loadAdminBookingList(request: Request, type: ServiceType) {
  const viewer = await requireStaff(request);
  const page = ADMIN_BOOKING_PAGES[type];
  const { query } = readListPage(request, BOOKING_ADMIN_LIST, page.path);
  const { rows, meta } = await listAdminBookings(type, query, viewer);
  redirectPastLastPage(request, page.path, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    type,
    rows: rows.map((row) => adminBookingView(row, zone)),
    meta,
    query,
    whose: counsellorFilterFor(query.filters.counsellor, viewer),
    manageSlotsPath: manageSlotsPath(type),
  };
}

/** The row actions that need no input, posted by the list's own forms; Reject posts from its confirmation. */
export async function adminBookingListAction(request: Request, type: ServiceType) {
  const admin = await requireStaff(request);
  const page = ADMIN_BOOKING_PAGES[type];
  const closeTo = listReturnPath(request, page.path, BOOKING_ADMIN_LIST);
  const form = await parseMultipartForm(request);
  const bookingId = postedId(form);
  if (!bookingId) throw new Response("Unknown action", { status: 400 });
  return dispatchIntent(form, {
    approve: () =>
      runAdminAction(closeTo, async () => {
        await approveBooking({ adminId: admin.id, bookingId });
        return { title: "Application approved", description: `The ${page.noun} is now scheduled.` };
      }),
    complete: () =>
      runAdminAction(closeTo, async () => {
        await completeBooking({ adminId: admin.id, bookingId });
        return { title: "Session completed", description: `The ${page.noun} is marked as completed.` };
      }),
  });
}

/**
 * What a row action's own page (assign, feedback, meeting link, notes) needs: the session, the page of its kind
 * and the list to go back to with its state. An action the session does not offer goes back with the reason.
 */
export async function loadBookingForAction(request: Request, params: { id?: string }, action: BookingAction) {
  const admin = await requireStaff(request);
  const booking = await getAdminBooking(requireId(params.id));
  if (!booking) throw notFound();
  const page = ADMIN_BOOKING_PAGES[asServiceType(booking.type)];
  const closeTo = listReturnPath(request, page.path, BOOKING_ADMIN_LIST);
  if (!booking.actions.includes(action)) throw await refuseAdminAction(closeTo, BOOKING_ACTION_REFUSALS[action]);
  return { admin, booking: adminBookingView(booking, getEnv().APP_TIME_ZONE), page, closeTo };
}

/**
 * Reject cannot be undone, so it has a confirmation route under each list (`<list>/:id/reject`): this is its loader.
 * A session of another kind is not found here; one that no longer offers Reject goes back with the reason.
 */
export async function loadBookingRejection(request: Request, params: { id?: string }, type: ServiceType) {
  await requireStaff(request);
  const page = ADMIN_BOOKING_PAGES[type];
  const closeTo = listReturnPath(request, page.path, BOOKING_ADMIN_LIST);
  const booking = await getAdminBooking(requireId(params.id));
  if (!booking || booking.type !== type) throw notFound();
  if (!booking.actions.includes("reject")) throw await refuseAdminAction(closeTo, BOOKING_ACTION_REFUSALS.reject);
  const { id, when, student } = adminBookingView(booking, getEnv().APP_TIME_ZONE);
  return { booking: { id, when, student }, noun: page.noun, closeTo };
}

/** The confirmed rejection: the session's state machine, not the confirmation, decides whether it may happen. */
export async function confirmBookingRejection(request: Request, params: { id?: string }, type: ServiceType) {
  const admin = await requireStaff(request);
  const bookingId = requireId(params.id);
  const page = ADMIN_BOOKING_PAGES[type];
  return runAdminAction(listReturnPath(request, page.path, BOOKING_ADMIN_LIST), async () => {
    await rejectBooking({ adminId: admin.id, bookingId });
    return { title: "Application rejected", description: `The ${page.noun} was cancelled and its seat given back.` };
  });
}
