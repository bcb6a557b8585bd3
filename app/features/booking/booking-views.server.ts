import { BOOKING_LIST_PATHS, bookingActions, bookingTitle } from "~/domain/booking";
import { INTERVIEW_TYPES, PROFICIENCY_LEVELS, optionLabel } from "~/domain/booking-options";
import { formatDateTime, zoneLabel } from "~/domain/dates";
import type { ServiceType } from "~/domain/service-types";
import { STUDENT_BOOKING_LIST } from "~/domain/student-lists";
import { listStudentBookings, type StudentBookingRow } from "~/models/booking.server";
import { dateTimeInStudentZone } from "~/domain/time-zones";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { requireStudent } from "~/auth/session.server";
import { studentTimeZone } from "./student-zone.server";

/** When a booking happens, in the consultancy's zone and labelled with it: "Dec 3, 2026, 10:00 AM GMT+5:45". */
export function bookingTime(instant: Date, zone: string) {
  return `${formatDateTime(instant, zone)} ${zoneLabel(instant, zone)}`;
}

/** A booking as the student pages show it: times formatted, labels resolved and the buttons it offers. */
export function bookingView(booking: StudentBookingRow, zone: string, now: Date, studentZone: string | null = null) {
  return {
    id: booking.id,
    type: booking.type,
    title: bookingTitle(booking),
    status: booking.status,
    when: bookingTime(booking.startTime, zone),
    whenYours: dateTimeInStudentZone({ start: booking.startTime, zone, studentZone }),
    staffName: booking.staffName,
    meetingLink: booking.meetingLink,
    materialsUrl: booking.materialsUrl,
    feedback: booking.feedback,
    score: booking.score,
    level: booking.level,
    notes: booking.notes,
    interviewType: optionLabel(INTERVIEW_TYPES, booking.interviewType),
    university: booking.university,
    intake: booking.intake,
    proficiency: optionLabel(PROFICIENCY_LEVELS, booking.proficiencyLevel),
    courseName: booking.courseName,
    country: booking.country,
    courseLevel: booking.courseLevel,
    actions: bookingActions(booking, now),
  };
}

export type BookingView = ReturnType<typeof bookingView>;

/** The loader of the student's four booking lists: one page of their bookings of `type`, ready to show. */
export async function loadStudentBookingList(request: Request, type: ServiceType) {
  const student = await requireStudent(request);
  const listPath = BOOKING_LIST_PATHS[type];
  const { query } = readListPage(request, STUDENT_BOOKING_LIST, listPath);
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  const [{ rows, meta }, studentZone] = await Promise.all([listStudentBookings({ studentId: student.id, type, query }), studentTimeZone(request, student.id)]);
  redirectPastLastPage(request, listPath, meta);
  return { type, rows: rows.map((row) => bookingView(row, zone, now, studentZone)), meta };
}
