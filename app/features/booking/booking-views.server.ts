import { BOOKING_LIST_PATHS, bookingActions, type BookingDescription } from "~/domain/booking";
import { INTERVIEW_TYPES, PROFICIENCY_LEVELS, optionLabel } from "~/domain/booking-options";
import { zoneLabel } from "~/domain/dates";
import { lookup } from "~/domain/lookup";
import type { ServiceType } from "~/domain/service-types";
import { STUDENT_BOOKING_LIST } from "~/domain/student-lists";
import { BookingClashError, listStudentBookings, type StudentBookingRow } from "~/models/booking.server";
import { dateTimeInStudentZone, zonesDiffer } from "~/domain/time-zones";
import { translator, type ServerTranslate } from "~/i18n/catalogs.server";
import { createFormatter, type Formatter } from "~/i18n/format";
import { getLocale } from "~/i18n/locale.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { requireStudent } from "~/auth/session.server";
import { COUNTRY_KEYS, COURSE_LEVEL_KEYS, DEMO_COURSE_KEYS, ENGLISH_LEVEL_KEYS, INTERVIEW_TYPE_KEYS, SOP_PACKAGE_KEYS } from "./option-keys";
import { studentTimeZone } from "./student-zone.server";

/** The reader's language, its messages and its date formats, for a student page's loader or action. */
export type Reader = { locale: Locale; t: ServerTranslate; format: Formatter };

export async function readerOf(request: Request): Promise<Reader> {
  const locale = await getLocale(request);
  return { locale, t: translator(locale), format: createFormatter(locale) };
}

const ENGLISH = createFormatter(DEFAULT_LOCALE);

/**
 * When a booking happens, in the consultancy's zone and labelled with it: "Dec 3, 2026, 10:00 AM GMT+5:45"; in the
 * reader's language when a student page passes its formatter (the admin area's stays English).
 */
export function bookingTime(instant: Date, zone: string, format: Formatter = ENGLISH) {
  return `${format.dateTime(instant, zone)} ${zoneLabel(instant, zone)}`;
}

const SESSION_KIND_KEYS: Record<ServiceType, string> = {
  interview: "student.bookings.kind.interview",
  speaking: "student.bookings.kind.speaking",
  demo_class: "student.bookings.kind.demoClass",
  counseling: "student.bookings.kind.counseling",
};

/** A choice of the service forms, stored as its English label, in the reader's language; one without a message as stored. */
function choiceText(keys: Readonly<Record<string, string>>, label: string | null | undefined, t: ServerTranslate) {
  const key = lookup(keys, label);
  return key ? t(key) : (label ?? "");
}

/** A kind of session ("Speaking Mock Test") in the reader's language; an unknown kind as stored. */
export function bookingKindIn(type: string, t: ServerTranslate) {
  const key = lookup(SESSION_KIND_KEYS, type);
  return key ? t(key) : type;
}

function interviewTypeLabel(value: string | null | undefined, t: ServerTranslate) {
  return choiceText(INTERVIEW_TYPE_KEYS, optionLabel(INTERVIEW_TYPES, value), t);
}

function levelLabel(code: string | null | undefined, t: ServerTranslate) {
  return choiceText(ENGLISH_LEVEL_KEYS, optionLabel(PROFICIENCY_LEVELS, code), t);
}

/** `bookingTitle` of ~/domain/booking in the reader's language: "Visa Interview", "IELTS Demo Class". */
export function bookingTitleIn(booking: BookingDescription, t: ServerTranslate) {
  switch (booking.type) {
    case "interview":
      return interviewTypeLabel(booking.interviewType, t) || t("student.bookings.kind.interview");
    case "speaking":
      return booking.proficiencyLevel ? t("student.bookings.title.speakingAtLevel", { level: levelLabel(booking.proficiencyLevel, t) }) : t("student.bookings.kind.speaking");
    case "demo_class":
      return booking.courseName ? t("student.bookings.title.demoClassOf", { course: choiceText(DEMO_COURSE_KEYS, booking.courseName, t) }) : t("student.bookings.kind.demoClass");
    case "counseling":
      return booking.country ? t("student.bookings.title.counselingFor", { country: choiceText(COUNTRY_KEYS, booking.country, t) }) : t("student.bookings.title.counselingSession");
    default:
      return t("student.bookings.title.session");
  }
}

/**
 * Why a chosen time was refused, in the reader's language. A clash names the student's other session and its time,
 * written out in the English message (the JSON API's), so it is worded here from the session itself; the other
 * refusals are fixed sentences, which the form's answer translates.
 */
export function slotRefusalIn(error: Error, { locale, t, format }: Reader) {
  if (!(error instanceof BookingClashError) || locale === DEFAULT_LOCALE) return error.message;
  const { session, zone } = error;
  return t("booking.slots.clash", {
    title: bookingTitleIn(session, t),
    day: format.day(session.startTime, zone),
    start: format.time(session.startTime, zone),
    end: format.time(session.endTime, zone),
  });
}

/** An SOP's package ("Premium") in the reader's language; an unknown one as stored. */
export function sopPackageName(code: string, t: ServerTranslate) {
  const sopPackage = lookup(SOP_PACKAGE_KEYS, code);
  return sopPackage ? t(sopPackage.label) : code;
}

/**
 * A session's start in the student's own zone, or null when they have none or theirs shows the same clock. English
 * keeps the wording and clock of the other student-zone times ("Dec 2, 2026, 9:15 PM your time (America/New_York)").
 */
function startInStudentZone(start: Date, zone: string, studentZone: string | null, { locale, t, format }: Reader) {
  if (!studentZone || !zonesDiffer(start, zone, studentZone)) return null;
  if (locale === DEFAULT_LOCALE) return dateTimeInStudentZone({ start, zone, studentZone });
  return t("student.bookings.yourTime", { when: format.dateTime(start, studentZone), zone: studentZone });
}

/** A booking as the student pages show it, in the reader's language: times formatted, labels resolved and the buttons it offers. */
export function bookingView(booking: StudentBookingRow, zone: string, now: Date, reader: Reader, studentZone: string | null = null) {
  const { t, format } = reader;
  return {
    id: booking.id,
    type: booking.type,
    title: bookingTitleIn(booking, t),
    status: booking.status,
    when: bookingTime(booking.startTime, zone, format),
    whenYours: startInStudentZone(booking.startTime, zone, studentZone, reader),
    staffName: booking.staffName,
    meetingLink: booking.meetingLink,
    materialsUrl: booking.materialsUrl,
    feedback: booking.feedback,
    score: booking.score,
    level: booking.level,
    notes: booking.notes,
    interviewType: interviewTypeLabel(booking.interviewType, t),
    university: booking.university,
    intake: booking.intake,
    proficiency: levelLabel(booking.proficiencyLevel, t),
    courseName: booking.courseName && choiceText(DEMO_COURSE_KEYS, booking.courseName, t),
    country: booking.country && choiceText(COUNTRY_KEYS, booking.country, t),
    courseLevel: booking.courseLevel && choiceText(COURSE_LEVEL_KEYS, booking.courseLevel, t),
    actions: bookingActions(booking, now),
  };
}

export type BookingView = ReturnType<typeof bookingView>;

const LIST_TITLE_KEYS: Record<ServiceType, string> = {
  interview: "student.bookings.list.interview.heading",
  speaking: "student.bookings.list.speaking.heading",
  demo_class: "student.bookings.list.demoClass.heading",
  counseling: "student.bookings.list.counseling.heading",
};

/** The loader of the student's four booking lists: one page of their bookings of `type`, ready to show. */
export async function loadStudentBookingList(request: Request, type: ServiceType) {
  const student = await requireStudent(request);
  const listPath = BOOKING_LIST_PATHS[type];
  const { query } = readListPage(request, STUDENT_BOOKING_LIST, listPath);
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  const [{ rows, meta }, studentZone, reader] = await Promise.all([
    listStudentBookings({ studentId: student.id, type, query }),
    studentTimeZone(request, student.id),
    readerOf(request),
  ]);
  redirectPastLastPage(request, listPath, meta);
  return {
    seo: { title: reader.t(LIST_TITLE_KEYS[type]), description: reader.t("student.bookings.list.metaDescription") },
    type,
    rows: rows.map((row) => bookingView(row, zone, now, reader, studentZone)),
    meta,
  };
}
