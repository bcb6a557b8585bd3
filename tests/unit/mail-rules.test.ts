import { describe, expect, test } from "vitest";
import { DEFAULT_EMAIL_SETTINGS } from "~/content/settings-defaults";
import { mailAllowed, bookingMailDetails } from "~/domain/mail";
import { buildInvitation } from "~/mail/calendar-invitation.server";
import { localizedBookingMailDetails } from "~/models/booking-mail.server";
import { resolveMailTransport } from "~/mail/transport.server";
import { retryDelayMs } from "~/models/job-queue.server";
import { parseEnv } from "~/utils/env.server";

describe("which mail may go", () => {
  const everything = { emailUpdates: true, emailReminders: true };
  test("account mail and confirmations always go, even with notifications off and every switch off", () => {
    for (const category of ["account", "confirmation"] as const) {
      expect(mailAllowed(category, { notificationsEnabled: false, recipient: { emailUpdates: false, emailReminders: false } })).toBe(true);
    }
  });
  test("the admin's switch stops updates, reminders and staff mail", () => {
    for (const category of ["update", "reminder", "staff"] as const) {
      expect(mailAllowed(category, { notificationsEnabled: false, recipient: everything })).toBe(false);
      expect(mailAllowed(category, { notificationsEnabled: true, recipient: everything })).toBe(true);
    }
  });
  test("each of the student's switches stops its own kind only", () => {
    const noUpdates = { emailUpdates: false, emailReminders: true };
    expect(mailAllowed("update", { notificationsEnabled: true, recipient: noUpdates })).toBe(false);
    expect(mailAllowed("reminder", { notificationsEnabled: true, recipient: noUpdates })).toBe(true);
    const noReminders = { emailUpdates: true, emailReminders: false };
    expect(mailAllowed("reminder", { notificationsEnabled: true, recipient: noReminders })).toBe(false);
    expect(mailAllowed("update", { notificationsEnabled: true, recipient: noReminders })).toBe(true);
  });
});

describe("where mail goes", () => {
  const env = parseEnv({});
  test("with no host anywhere it is kept in the local mailbox", () => {
    expect(resolveMailTransport(DEFAULT_EMAIL_SETTINGS, env).kind).toBe("mailbox");
  });
  test("the environment's server is used when the settings name none", () => {
    const fromEnv = parseEnv({ SMTP_HOST: "smtp.example.com", SMTP_PORT: "465", SMTP_SECURE: "true", SMTP_USER: "u", SMTP_PASSWORD: "p", MAIL_FROM: "Office <office@example.com>" });
    expect(resolveMailTransport(DEFAULT_EMAIL_SETTINGS, fromEnv)).toEqual({
      kind: "smtp",
      source: "environment",
      from: "Office <office@example.com>",
      options: { host: "smtp.example.com", port: 465, secure: true, auth: { user: "u", pass: "p" } },
    });
  });
  test("the admin's Email settings win over the environment", () => {
    const fromEnv = parseEnv({ SMTP_HOST: "smtp.example.com" });
    const settings = { ...DEFAULT_EMAIL_SETTINGS, smtpHost: "mail.office.example", smtpPort: 2525, fromName: "Office", fromEmail: "hi@office.example" };
    expect(resolveMailTransport(settings, fromEnv)).toMatchObject({
      kind: "smtp",
      source: "settings",
      from: { name: "Office", address: "hi@office.example" },
      options: { host: "mail.office.example", port: 2525, secure: false },
    });
  });
});

test("a failed job waits 30 s, then twice as long each time, never more than an hour", () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelayMs(20)).toBe(60 * 60 * 1000);
});

describe("a session's invitation", () => {
  const session = {
    id: 42,
    type: "counseling",
    country: "Canada",
    status: "scheduled",
    startTime: new Date("2026-12-01T03:15:00Z"),
    endTime: new Date("2026-12-01T04:15:00Z"),
    staffName: "Sita Gurung",
    meetingLink: "https://meet.example.com/abc",
    calendarSequence: 3,
  };
  const invite = (method: "REQUEST" | "CANCEL", overrides = {}, locale: "en" | "ne" = "en") =>
    buildInvitation({
      booking: { ...session, ...overrides },
      method,
      appUrl: "https://app.example.com",
      siteName: "EduGlobal",
      zone: "Asia/Kathmandu",
      locale,
      organizer: { name: "EduGlobal", email: "office@example.com" },
      attendee: { name: "Mina Rai", email: "mina@example.com" },
    }).content.replace(/\r\n[ \t]/g, "");

  test("REQUEST with the feed's UID, the booking's sequence, UTC times and the meeting link as location and URL", () => {
    const ics = invite("REQUEST");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("UID:booking-42@app.example.com");
    expect(ics).toContain("SEQUENCE:3");
    expect(ics).toContain("DTSTART:20261201T031500Z");
    expect(ics).toContain("DTEND:20261201T041500Z");
    expect(ics).toContain("LOCATION:https://meet.example.com/abc");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toMatch(/ORGANIZER;CN="?EduGlobal"?:mailto:office@example.com/i);
    expect(ics).toMatch(/ATTENDEE;CN="Mina Rai";.*PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:mina@example.com/);
    expect(ics).toContain("PRODID:-//EduGlobal//");
    expect(ics).toContain("the consultancy works in Asia/Kathmandu.");
    expect(ics).not.toContain("X-WR-");
  });
  test("in the language of its mail: a Nepali student's invitation names the session and the zone in Nepali", () => {
    const ics = invite("REQUEST", {}, "ne");
    expect(ics).toContain("SUMMARY:काउन्सेलिङ: क्यानडा (EduGlobal)");
    expect(ics).toContain("DESCRIPTION:Sita Gurung सँग\\nसहभागी हुनुहोस्: https://meet.example.com/abc");
    expect(ics).toContain("कन्सल्टेन्सी Asia/Kathmandu समय क्षेत्रमा काम गर्छ।");
    expect(ics).toContain("UID:booking-42@app.example.com");
  });
  test("CANCEL, and a cancelled session is always sent as a cancellation", () => {
    expect(invite("CANCEL")).toContain("METHOD:CANCEL");
    const cancelled = invite("REQUEST", { status: "cancelled" });
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain("STATUS:CANCELLED");
  });
});

test("a session's mail details: what, when in the consultancy's zone, with whom, where", () => {
  const details = bookingMailDetails(
    { type: "demo_class", courseName: "IELTS", startTime: new Date("2026-12-01T03:15:00Z"), endTime: new Date("2026-12-01T04:15:00Z"), staffName: null, meetingLink: null },
    "Asia/Kathmandu",
  );
  expect(details).toEqual([
    ["Session", "IELTS Demo Class"],
    ["When", "Dec 1, 2026, 09:00 AM – 10:00 AM (GMT+5:45, Asia/Kathmandu)"],
    ["Meeting link", "We will send it before the session."],
  ]);
});

test("a student's mail details are the same lines in English, and in Nepali carry the Bikram Sambat date", () => {
  const booking = { type: "demo_class", courseName: "IELTS", startTime: new Date("2026-12-01T03:15:00Z"), endTime: new Date("2026-12-01T04:15:00Z"), staffName: null, meetingLink: null };
  expect(localizedBookingMailDetails(booking, "en")).toEqual(bookingMailDetails(booking, "Asia/Kathmandu"));
  expect(localizedBookingMailDetails(booking, "ne")).toEqual([
    ["सत्र", "IELTS डेमो कक्षा"],
    ["समय", "२०२६ डिसेम्बर १ (वि.सं. १५ मंसिर २०८३), ०९:०० – १०:०० (GMT+5:45, Asia/Kathmandu)"],
    ["मिटिङ लिङ्क", "हामी यो सत्रअघि पठाउनेछौँ।"],
  ]);
});
