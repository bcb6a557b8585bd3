import { describe, expect, test } from "vitest";
import {
  bookingActions,
  bookingTitle,
  canDownloadSop,
  canUploadLoanDocuments,
  isChangeable,
  isSlotBookable,
  seatsLeft,
  seatsLeftLabel,
  sopTab,
} from "~/domain/booking";
import { COLLATERAL_VALUE, LOAN_AMOUNT, PROFICIENCY_LEVELS, isOnStep } from "~/domain/booking-options";
import { bookingSchemas } from "~/features/booking/booking.schema.server";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";

const now = new Date("2026-03-10T06:00:00Z");
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);

describe("slot capacity", () => {
  test("counts the seats left and never below zero", () => {
    expect(seatsLeft({ maxBookings: 3, currentBookings: 1 })).toBe(2);
    expect(seatsLeft({ maxBookings: 3, currentBookings: 5 })).toBe(0);
    expect(seatsLeftLabel(1)).toBe("1 seat left");
    expect(seatsLeftLabel(2)).toBe("2 seats left");
  });

  test("a slot is bookable only while open, ahead and with a free seat", () => {
    const slot = { isAvailable: true, startTime: hours(2), maxBookings: 3, currentBookings: 2 };
    expect(isSlotBookable(slot, now)).toBe(true);
    expect(isSlotBookable({ ...slot, currentBookings: 3 }, now)).toBe(false);
    expect(isSlotBookable({ ...slot, isAvailable: false }, now)).toBe(false);
    expect(isSlotBookable({ ...slot, startTime: now }, now)).toBe(false);
  });
});

describe("24-hour notice", () => {
  test("a session can be changed until exactly 24 hours before it starts", () => {
    expect(isChangeable({ status: "scheduled", startTime: hours(24) }, now)).toBe(true);
    expect(isChangeable({ status: "scheduled", startTime: new Date(hours(24).getTime() - 1) }, now)).toBe(false);
    expect(isChangeable({ status: "pending", startTime: hours(48) }, now)).toBe(true);
  });

  test("finished and cancelled sessions cannot be changed", () => {
    expect(isChangeable({ status: "completed", startTime: hours(48) }, now)).toBe(false);
    expect(isChangeable({ status: "cancelled", startTime: hours(48) }, now)).toBe(false);
  });
});

describe("which buttons a session shows", () => {
  const ahead = hours(72);
  const past = hours(-72);

  test("Join only when scheduled with a meeting link", () => {
    expect(bookingActions({ status: "scheduled", startTime: ahead, meetingLink: "https://meet.example.com/x" }, now).join).toBe(true);
    expect(bookingActions({ status: "scheduled", startTime: ahead, meetingLink: null }, now).join).toBe(false);
    expect(bookingActions({ status: "pending", startTime: ahead, meetingLink: "https://meet.example.com/x" }, now).join).toBe(false);
  });

  test("Join stays until the session ends, so a late student still gets in", () => {
    const started = { status: "scheduled", startTime: hours(-0.5), endTime: hours(0.5), meetingLink: "https://meet.example.com/x" };
    expect(bookingActions(started, now).join).toBe(true);
    expect(bookingActions({ ...started, endTime: hours(-0.01) }, now).join).toBe(false);
  });

  test("Reschedule only when scheduled and still ahead", () => {
    expect(bookingActions({ status: "scheduled", startTime: ahead }, now).reschedule).toBe(true);
    expect(bookingActions({ status: "pending", startTime: ahead }, now).reschedule).toBe(false);
    expect(bookingActions({ status: "completed", startTime: past }, now).reschedule).toBe(false);
    expect(bookingActions({ status: "scheduled", startTime: past }, now).reschedule).toBe(false);
  });

  test("Cancel and Add to calendar on every upcoming pending or scheduled session", () => {
    for (const status of ["pending", "scheduled"]) {
      expect(bookingActions({ status, startTime: ahead }, now)).toMatchObject({ cancel: true, addToCalendar: true });
    }
    expect(bookingActions({ status: "cancelled", startTime: ahead }, now)).toMatchObject({ cancel: false, addToCalendar: false });
  });

  test("Materials whenever they exist, Notes when completed with notes, Feedback when an assessed session is completed", () => {
    expect(bookingActions({ status: "pending", startTime: ahead, hasMaterials: true }, now).materials).toBe(true);
    expect(bookingActions({ status: "pending", startTime: ahead }, now).materials).toBe(false);
    expect(bookingActions({ status: "completed", startTime: past, notes: "Shortlist" }, now).notes).toBe(true);
    expect(bookingActions({ status: "completed", startTime: past, notes: "  " }, now).notes).toBe(false);
    expect(bookingActions({ status: "scheduled", startTime: ahead, notes: "Shortlist" }, now).notes).toBe(false);
    expect(bookingActions({ type: "speaking", status: "completed", startTime: past }, now).feedback).toBe(true);
    expect(bookingActions({ type: "interview", status: "completed", startTime: past }, now).feedback).toBe(true);
    expect(bookingActions({ type: "counseling", status: "completed", startTime: past }, now).feedback).toBe(false);
    expect(bookingActions({ type: "demo_class", status: "completed", startTime: past, feedback: "Good class" }, now).feedback).toBe(true);
    expect(bookingActions({ type: "speaking", status: "scheduled", startTime: ahead }, now).feedback).toBe(false);
  });
});

describe("SOP and loan rules", () => {
  test("Download SOP only when completed; Upload only when documents are needed", () => {
    expect(canDownloadSop("completed")).toBe(true);
    expect(["pending", "in_progress", "rejected"].some(canDownloadSop)).toBe(false);
    expect(canUploadLoanDocuments("documents_needed")).toBe(true);
    expect(["pending", "processing", "approved", "rejected"].some(canUploadLoanDocuments)).toBe(false);
  });

  test("the In Progress tab holds pending and in-progress SOPs; an unknown tab is All", () => {
    expect(sopTab("in_progress").statuses).toEqual(["pending", "in_progress"]);
    expect(sopTab("needs_revision").statuses).toEqual(["rejected"]);
    expect(sopTab("bogus").value).toBe("all");
  });
});

describe("form choices", () => {
  test("English levels store the CEFR code with the spec's label", () => {
    expect(PROFICIENCY_LEVELS[0]).toEqual({ value: "A1", label: "Beginner (A1)" });
    expect(PROFICIENCY_LEVELS.at(-1)).toEqual({ value: "C2", label: "Proficient (C2)" });
  });

  test("loan sliders accept only values on their steps", () => {
    expect(isOnStep(10_000, LOAN_AMOUNT)).toBe(true);
    expect(isOnStep(10_500, LOAN_AMOUNT)).toBe(false);
    expect(isOnStep(4_000, LOAN_AMOUNT)).toBe(false);
    expect(isOnStep(101_000, LOAN_AMOUNT)).toBe(false);
    expect(isOnStep(0, COLLATERAL_VALUE)).toBe(true);
    expect(isOnStep(7_500, COLLATERAL_VALUE)).toBe(false);
  });

  test("sessions get a readable title", () => {
    expect(bookingTitle({ type: "interview", interviewType: "visa" })).toBe("Visa Interview");
    expect(bookingTitle({ type: "demo_class", courseName: "IELTS" })).toBe("IELTS Demo Class");
    expect(bookingTitle({ type: "speaking", proficiencyLevel: "B2" })).toBe("Speaking Mock Test (Upper Intermediate (B2))");
  });
});

describe("booking window of the forms", () => {
  const today = "2026-03-10";
  const schemas = bookingSchemas(today);
  const dateError = (schema: (typeof schemas)["demo_class"] | (typeof schemas)["sop"], field: string, value: string) => {
    const form = new FormData();
    form.set(field, value);
    const result = parseWithZod(form, { schema });
    return result.status === "success" ? undefined : result.error?.[field]?.[0];
  };

  test("a session date may be today up to 2 months ahead, not in the past", () => {
    expect(dateError(schemas.demo_class, "date", "2026-03-10")).toBeUndefined();
    expect(dateError(schemas.demo_class, "date", "2026-05-10")).toBeUndefined();
    expect(dateError(schemas.demo_class, "date", "2026-03-09")).toBe("The date cannot be in the past");
    expect(dateError(schemas.demo_class, "date", "2026-05-11")).toBe("Choose a date within 2 months from today");
  });

  test("optional fields are not required by the browser either", () => {
    expect(getZodConstraint(schemas.loan).preferredBank?.required).toBe(false);
    expect(getZodConstraint(schemas.counseling).courseName?.required).toBe(false);
    expect(getZodConstraint(schemas.counseling).universityName?.required).toBe(false);
    expect(getZodConstraint(schemas.sop).message?.required).toBe(false);
    expect(getZodConstraint(schemas.interview).timeSlot?.required).toBe(true);
  });

  test("an SOP deadline may be up to 3 months ahead", () => {
    expect(dateError(schemas.sop, "deadline", "2026-06-10")).toBeUndefined();
    expect(dateError(schemas.sop, "deadline", "2026-06-11")).toBe("Choose a date within 3 months from today");
  });

  test("the schemas are built once a day, and the next day's window moves with it", () => {
    expect(bookingSchemas(today)).toBe(schemas);
    const tomorrow = bookingSchemas("2026-03-11");
    expect(tomorrow).not.toBe(schemas);
    expect(dateError(tomorrow.demo_class, "date", "2026-03-10")).toBe("The date cannot be in the past");
    expect(dateError(tomorrow.demo_class, "date", "2026-05-11")).toBeUndefined();
    expect(bookingSchemas("2026-03-11")).toBe(tomorrow);
  });
});
