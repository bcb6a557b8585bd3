import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";
import { BOOKING_INTENT, type BookingFormKind, type BookingFormSetup, type SlotChoice, type SlotFormSetup, type SopPackageChoice } from "./form-setup";
import { BOOKING_LIST_PATHS, DEADLINE_WINDOW_MONTHS, BOOKING_WINDOW_MONTHS } from "~/domain/booking";
import { COLLATERAL_VALUE, LOAN_AMOUNT, SOP_PACKAGES } from "~/domain/booking-options";
import { NOT_AVAILABLE_MESSAGE, sopServiceCode, type Offer } from "~/domain/catalogue";
import { calendarLastDay, calendarWeeks } from "~/domain/available-days";
import { dayInZone, todayInZone, zoneLabel, zonedDateTime, type Day } from "~/domain/dates";
import type { ServiceType } from "~/domain/service-types";
import { timeInStudentZone, zonesDiffer } from "~/domain/time-zones";
import {
  AlreadyBookedError,
  BookingClashError,
  SlotFullError,
  SlotUnavailableError,
  bookSlot,
  countOpenSlotsByDay,
  findFirstOpenDay,
  listOpenSlots,
  type BookingDetails,
} from "~/models/booking.server";
import { ServiceUnavailableError } from "~/models/service.server";
import type { PublicUser } from "~/models/user.server";
import { createLoanApplication } from "~/models/loan-application.server";
import { createSopApplication } from "~/models/sop-application.server";
import { refuseUnverifiedEmail } from "~/features/account/email-verification.server";
import { dateWindow, preferredDateProblem } from "~/domain/preferred-date";
import { isStaff } from "~/domain/roles";
import { translator, type ServerTranslate } from "~/i18n/catalogs.server";
import { createFormatter, type Formatter } from "~/i18n/format";
import { getLocale } from "~/i18n/locale.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { getEnv } from "~/utils/env.server";
import { requireStudent } from "~/auth/session.server";
import { replyWithErrors, type Replyable } from "~/utils/form-reply.server";
import { redirectWithToast, type Toast } from "~/utils/toast.server";
import { inspectUpload, storeUpload } from "~/utils/uploads.server";
import { bookingSchemas, type BookingSchemas } from "./booking.schema.server";
import { readerOf, slotRefusalIn } from "./booking-views.server";
import { studentTimeZone } from "./student-zone.server";

type SlotSchema = BookingSchemas[ServiceType];

/** Field names of each form, to carry what was typed across the date reload (a GET) and after errors. */
const FORM_FIELDS: Record<BookingFormKind, readonly string[]> = {
  interview: ["interviewType", "date", "university", "intake"],
  speaking: ["proficiencyLevel", "date"],
  demo_class: ["courseName", "date"],
  counseling: ["country", "courseLevel", "courseName", "universityName", "date"],
  sop: ["package", "university", "program", "deadline", "message"],
  loan: ["university", "course", "loanAmount", "collateralValue", "collateralType", "preferredBank"],
};

const SUCCESS: Record<BookingFormKind, { path: string; toast: Toast }> = {
  interview: {
    path: BOOKING_LIST_PATHS.interview,
    toast: { type: "success", title: "Application submitted successfully!", description: "We will contact you to confirm your interview slot." },
  },
  speaking: {
    path: BOOKING_LIST_PATHS.speaking,
    toast: { type: "success", title: "Mock test scheduled successfully!", description: "We will send a confirmation email with meeting details." },
  },
  demo_class: {
    path: BOOKING_LIST_PATHS.demo_class,
    toast: { type: "success", title: "Demo class scheduled successfully!", description: "We will email you the class link and materials." },
  },
  counseling: {
    path: BOOKING_LIST_PATHS.counseling,
    toast: { type: "success", title: "Counseling session scheduled!", description: "We will send you a confirmation email with session details." },
  },
  sop: {
    path: "/student/sop-applications",
    toast: { type: "success", title: "Application submitted successfully!", description: "We will contact you within 24 hours." },
  },
  loan: {
    path: "/student/loan-applications",
    toast: { type: "success", title: "Application submitted successfully!", description: "Our loan experts will review your application and contact you soon." },
  },
};

/** The interview, SOP and loan forms say "Submission failed"; mock, demo and counseling "Scheduling failed". */
const SUBMISSION_FAILED = { title: "Submission failed", formError: "Submission failed. Please try again later." };
const SCHEDULING_FAILED = { title: "Scheduling failed", formError: "Scheduling failed. Please try again later." };
const FAILURE: Record<BookingFormKind, { title: string; formError: string }> = {
  interview: SUBMISSION_FAILED,
  sop: SUBMISSION_FAILED,
  loan: SUBMISSION_FAILED,
  speaking: SCHEDULING_FAILED,
  demo_class: SCHEDULING_FAILED,
  counseling: SCHEDULING_FAILED,
};

/** A booking form's answer when it is not accepted, under the key its component reads (`bookingResult`). */
const BOOKING_REPLY = { intent: BOOKING_INTENT, key: "bookingResult" } as const;

/** An unexpected failure: the form comes back with what was typed, its error above the button and the failure toast. */
function failed(request: Request, kind: BookingFormKind, submission: Replyable) {
  const { title, formError } = FAILURE[kind];
  return replyWithErrors(request, submission, {
    ...BOOKING_REPLY,
    status: 500,
    formErrors: [formError],
    toast: { type: "error", title, description: "Please try again later." },
  });
}

/** The catalogue entry was made inactive (or removed) while the form was open: nothing was stored. */
function unavailable(request: Request, submission: Replyable, fieldErrors?: Record<string, string[]>) {
  return replyWithErrors(request, submission, {
    ...BOOKING_REPLY,
    status: 409,
    ...(fieldErrors ? { fieldErrors } : { formErrors: [NOT_AVAILABLE_MESSAGE] }),
  });
}

function typedValues(searchParams: URLSearchParams, kind: BookingFormKind) {
  const kept: Record<string, string> = {};
  for (const name of FORM_FIELDS[kind]) {
    const value = searchParams.get(name);
    if (value !== null) kept[name] = value.slice(0, 3000);
  }
  return kept;
}

type Reader = { locale: Locale; t: ServerTranslate; format: Formatter };

/**
 * A slot's times in the student's own zone, or null when they have none or theirs shows the same clock. English keeps
 * the wording and clock of the other student-zone times ("4:15 AM – 5:00 AM your time (Europe/London)"); another
 * language writes its own, with the day when the session falls on another day there.
 */
function timesInStudentZone(start: Date, end: Date, zone: string, studentZone: string | null, { locale, t, format }: Reader) {
  if (locale === DEFAULT_LOCALE) return timeInStudentZone({ start, end, zone, studentZone });
  if (!studentZone || !zonesDiffer(start, zone, studentZone)) return null;
  const times = `${format.time(start, studentZone)} – ${format.time(end, studentZone)}`;
  const when = dayInZone(start, zone) === dayInZone(start, studentZone) ? times : `${format.day(start, studentZone)}, ${times}`;
  return t("booking.slots.yourTime", { when, zone: studentZone });
}

function slotChoices(slots: Awaited<ReturnType<typeof listOpenSlots>>, zone: string, studentZone: string | null, locale: Locale): SlotChoice[] {
  const reader = { locale, t: translator(locale), format: createFormatter(locale) };
  return slots.map((slot) => ({
    id: slot.id,
    label: `${reader.format.time(slot.startTime, zone)} – ${reader.format.time(slot.endTime, zone)}`,
    studentLabel: timesInStudentZone(slot.startTime, slot.endTime, zone, studentZone, reader),
    seatsLabel: reader.t("booking.slots.seatsLeft", { count: slot.seatsLeft }),
  }));
}

/** `locale` is the page's language, which the times and the seats left are written in. */
type ChoiceOptions = { now?: Date; excludeSlotId?: number | null; studentZone?: string | null; locale?: Locale };

/**
 * The open slots of `day` for a form, formatted in the consultancy's zone and, when it differs, the student's; also
 * used after a failed booking to show what is left.
 */
export async function loadSlotChoices(
  type: ServiceType,
  day: Day,
  { now = new Date(), excludeSlotId, studentZone = null, locale = DEFAULT_LOCALE }: ChoiceOptions = {},
) {
  const zone = getEnv().APP_TIME_ZONE;
  const slots = await listOpenSlots({ type, day, zone, now });
  return slotChoices(excludeSlotId ? slots.filter((slot) => slot.id !== excludeSlotId) : slots, zone, studentZone, locale);
}

/**
 * The day a slot picker shows and its open slots: the day asked for when it can be booked, else the first day
 * that has an open slot (today when none has).
 */
export async function loadSlotDay({
  type,
  askedDay,
  now = new Date(),
  excludeSlotId,
  studentZone = null,
  locale = DEFAULT_LOCALE,
}: {
  type: ServiceType;
  askedDay: string | null;
  now?: Date;
  excludeSlotId?: number | null;
  studentZone?: string | null;
  locale?: Locale;
}) {
  const zone = getEnv().APP_TIME_ZONE;
  const today = todayInZone(zone, now);
  const window = dateWindow(today, BOOKING_WINDOW_MONTHS);
  const day =
    askedDay && !preferredDateProblem(askedDay, window)
      ? askedDay
      : ((await findFirstOpenDay({ type, zone, lastDay: window.max, now })) ?? today);
  const lastDay = calendarLastDay(today, window.max);
  const openDays = await countOpenSlotsByDay({ type, zone, firstDay: today, lastDay, now, excludeSlotId });
  return {
    window,
    day,
    calendar: calendarWeeks({ today, lastDay, openDays }),
    slots: await loadSlotChoices(type, day, { now, excludeSlotId, studentZone, locale }),
    zoneLabel: zoneLabel(zonedDateTime(day, "12:00", zone), zone),
  };
}

function sopPackageChoices(offers: readonly Offer[]): SopPackageChoice[] {
  return SOP_PACKAGES.map((option) => {
    const offer = offers.find((candidate) => candidate.code === sopServiceCode(option.value));
    return { value: option.value, name: offer?.name ?? option.label, price: offer?.price ?? "", available: offer?.available ?? false };
  });
}

/**
 * What a service page's loader needs for the booking form, or null when the visitor is not a student (they keep the
 * inquiry form and a prompt to log in). Values typed before a date change come back from the query string.
 */
export async function loadBookingForm(
  request: Request,
  user: PublicUser | null,
  kind: BookingFormKind,
  offers: readonly Offer[],
  now = new Date(),
): Promise<BookingFormSetup | null> {
  if (!user || isStaff(user)) return null;
  const zone = getEnv().APP_TIME_ZONE;
  const today = todayInZone(zone, now);
  const searchParams = new URL(request.url).searchParams;
  const defaultValue = typedValues(searchParams, kind);
  const schemas = bookingSchemas(today);
  if (kind === "sop") {
    const packages = sopPackageChoices(offers);
    // "Choose Premium" links here with ?package=premium; a package that cannot be ordered now is not preselected.
    if (!packages.some((choice) => choice.available && choice.value === defaultValue.package)) delete defaultValue.package;
    return { kind, constraint: getZodConstraint(schemas.sop), window: dateWindow(today, DEADLINE_WINDOW_MONTHS), packages, defaultValue };
  }
  if (kind === "loan") {
    return {
      kind,
      constraint: getZodConstraint(schemas.loan),
      defaultValue: { loanAmount: String(LOAN_AMOUNT.default), collateralValue: String(COLLATERAL_VALUE.default), ...defaultValue },
    };
  }
  const slotDay = await loadSlotDay({
    type: kind,
    askedDay: searchParams.get("date"),
    now,
    studentZone: await studentTimeZone(request, user.id),
    locale: await getLocale(request),
  });
  const setup: SlotFormSetup = {
    kind,
    constraint: getZodConstraint(schemas[kind]),
    ...slotDay,
    defaultValue: { ...defaultValue, date: slotDay.day },
  };
  return setup;
}

/** What each kind of session keeps from its form. */
const SLOT_DETAILS: { [K in ServiceType]: (value: z.infer<BookingSchemas[K]>) => BookingDetails } = {
  interview: (value) => ({ interviewType: value.interviewType, university: value.university, intake: value.intake }),
  speaking: (value) => ({ proficiencyLevel: value.proficiencyLevel }),
  demo_class: (value) => ({ courseName: value.courseName }),
  counseling: (value) => ({
    country: value.country,
    courseLevel: value.courseLevel,
    courseName: value.courseName || null,
    university: value.universityName || null,
  }),
};

async function submitSlotForm(request: Request, formData: FormData, kind: ServiceType) {
  const student = await requireStudent(request);
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  const schema: SlotSchema = bookingSchemas(todayInZone(zone, now))[kind];
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return replyWithErrors(request, submission, BOOKING_REPLY);
  const unverified = await refuseUnverifiedEmail(request, student.id, submission, BOOKING_REPLY);
  if (unverified) return unverified;
  const { date, timeSlot } = submission.value;
  try {
    await bookSlot({ studentId: student.id, slotId: timeSlot, type: kind, day: date, zone, details: (SLOT_DETAILS[kind] as (value: z.infer<SlotSchema>) => BookingDetails)(submission.value), now });
  } catch (error) {
    if (error instanceof SlotFullError || error instanceof SlotUnavailableError || error instanceof AlreadyBookedError || error instanceof BookingClashError) {
      return replyWithErrors(request, submission, {
        ...BOOKING_REPLY,
        status: 409,
        fieldErrors: { timeSlot: [slotRefusalIn(error, await readerOf(request))] },
        extra: { slots: await loadSlotChoices(kind, date, { studentZone: await studentTimeZone(request, student.id), locale: await getLocale(request) }) },
      });
    }
    if (error instanceof ServiceUnavailableError) return unavailable(request, submission);
    console.error(`Booking a ${kind} slot failed`, error);
    return failed(request, kind, submission);
  }
  return redirectWithToast(SUCCESS[kind].path, SUCCESS[kind].toast);
}

async function submitSopForm(request: Request, formData: FormData) {
  const student = await requireStudent(request);
  const zone = getEnv().APP_TIME_ZONE;
  const submission = parseWithZod(formData, { schema: bookingSchemas(todayInZone(zone)).sop });
  const upload = await inspectUpload(formData.get("document"), "document");
  if (submission.status !== "success" || (upload && !upload.ok)) {
    const fileError = upload && !upload.ok ? { document: [upload.message] } : undefined;
    return replyWithErrors(request, submission, { ...BOOKING_REPLY, fieldErrors: fileError });
  }
  const unverified = await refuseUnverifiedEmail(request, student.id, submission, BOOKING_REPLY);
  if (unverified) return unverified;
  try {
    const draft = upload ? await storeUpload(upload.file, upload.type) : null;
    const { deadline, message, university, program } = submission.value;
    await createSopApplication({
      studentId: student.id,
      package: submission.value.package,
      university,
      program,
      deadline: zonedDateTime(deadline, "23:59", zone),
      message: message || null,
      draft,
    });
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return unavailable(request, submission, { package: [error.message] });
    console.error("Storing a SOP application failed", error);
    return failed(request, "sop", submission);
  }
  return redirectWithToast(SUCCESS.sop.path, SUCCESS.sop.toast);
}

async function submitLoanForm(request: Request, formData: FormData) {
  const student = await requireStudent(request);
  const submission = parseWithZod(formData, { schema: bookingSchemas(todayInZone(getEnv().APP_TIME_ZONE)).loan });
  const upload = await inspectUpload(formData.get("documents"), "loanDocument");
  if (submission.status !== "success" || (upload && !upload.ok)) {
    const fileError = upload && !upload.ok ? { documents: [upload.message] } : undefined;
    return replyWithErrors(request, submission, { ...BOOKING_REPLY, fieldErrors: fileError });
  }
  const unverified = await refuseUnverifiedEmail(request, student.id, submission, BOOKING_REPLY);
  if (unverified) return unverified;
  try {
    const document = upload ? await storeUpload(upload.file, upload.type) : null;
    const { intent: _intent, preferredBank, ...loan } = submission.value;
    await createLoanApplication({ studentId: student.id, ...loan, preferredBank: preferredBank || null, document });
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return unavailable(request, submission);
    console.error("Storing a loan application failed", error);
    return failed(request, "loan", submission);
  }
  return redirectWithToast(SUCCESS.loan.path, SUCCESS.loan.toast);
}

/**
 * A service page's action hands a post with `intent=book` here. A visitor is sent to log in; a student's booking is
 * validated, stored and answered with a redirect and toast, or with the form's errors (the typed values kept).
 * `formData` is already parsed (multipart for the SOP and loan forms, see `parseMultipartForm`).
 */
export function submitBookingForm(request: Request, formData: FormData, kind: BookingFormKind) {
  if (kind === "sop") return submitSopForm(request, formData);
  if (kind === "loan") return submitLoanForm(request, formData);
  return submitSlotForm(request, formData, kind);
}
