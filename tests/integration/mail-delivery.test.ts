import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { cancelBooking } from "~/models/booking.server";
import { enqueueMail } from "~/models/mail.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { getSettings, saveSettings } from "~/models/settings.server";
import { db } from "~/utils/db.server";
import { bookFor, createSlot } from "../support/fixtures/bookings";
import { addressesIn, calendarPart, drainQueue, hrefsIn, icsValue, linkTo, mailTo, sendMailThrough, visibleText } from "../support/mail";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { createTestUser, staffActorId } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

// vitest.config.ts sets APP_URL: every link in a mail is absolute under it, and invitations' UIDs name its host.
const APP_URL = "http://localhost:3000";

const SITE = {
  ...DEFAULT_GENERAL_SETTINGS,
  siteName: "Himalaya Study Abroad",
  officeAddress: "Lazimpat 2, Kathmandu 44600",
  contactPhone: "+977 1 5550 100",
  contactEmail: "hello@himalaya.example",
};
const FROM = { name: "Admissions Desk", address: "desk@himalaya.example" };

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  await saveSettings("general", SITE, await staffActorId());
  await saveSettings("email", { ...(await getSettings("email")), fromName: FROM.name, fromEmail: FROM.address }, await staffActorId());
  await sendMailThrough(sink.port, { username: "mailer", password: "s3cret" });
});

afterAll(() => sink.close());

/** A student with a scheduled counseling session ten days ahead (booked through the model, as the form books it). */
async function studentWithSession() {
  const student = await createTestUser("student", "Nima Sherpa");
  const booking = await bookFor(student, await createSlot("counseling", { daysAhead: 10 }));
  return { student, booking: await db.booking.findUniqueOrThrow({ where: { id: booking.id } }) };
}

/** `2026-12-03T01:20:00.000Z` as iCalendar writes a UTC time: `20261203T012000Z`. */
const icsUtc = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

describe("a notice with a calendar invitation, as it arrives over SMTP", () => {
  test("has the settings' sender, the named recipient, the site in the subject and footer, both parts and the invitation", async () => {
    const { student, booking } = await studentWithSession();
    const subject = "Your counseling session has a meeting link";
    const queued = await enqueueMail(db, {
      to: student.email,
      toName: student.name,
      userId: student.id,
      category: "update",
      subject,
      replyTo: "counselor@himalaya.example",
      content: {
        template: "notice",
        heading: "Your meeting link is ready",
        paragraphs: ["Join a few minutes early."],
        details: [["Counselor", "Pema Lama"]],
        action: { label: "View the session", path: `/student/bookings/${booking.id}` },
        calendar: { bookingId: booking.id, method: "REQUEST" },
      },
    });
    await drainQueue();
    const mail = await sink.waitForMail(mailTo(student.email, subject));
    const { parsed } = mail;

    expect(mail.user).toBe("mailer");
    expect(mail.envelope).toEqual({ from: FROM.address, to: [student.email] });
    expect(parsed.from?.value).toEqual([FROM]);
    expect([parsed.to].flat()[0]?.value).toEqual([{ address: student.email, name: student.name }]);
    expect(parsed.subject).toBe(`${subject} | ${SITE.siteName}`);
    expect(addressesIn(parsed.replyTo)).toEqual(["counselor@himalaya.example"]);

    const text = parsed.text ?? "";
    const html = parsed.html || "";
    for (const part of [text, visibleText(html)]) {
      expect(part).toContain("Hello Nima Sherpa,");
      expect(part).toContain("Your meeting link is ready");
      expect(part).toContain("Pema Lama");
      // the footer: the office as the General settings describe it
      expect(part).toContain(SITE.siteName);
      expect(part).toContain(SITE.officeAddress);
      expect(part).toContain(SITE.contactPhone);
      expect(part).toContain(SITE.contactEmail);
    }
    const action = linkTo(parsed, `/student/bookings/${booking.id}`);
    expect(action.origin).toBe(APP_URL);
    expect(hrefsIn(html)).toContain(action.href);
    // an update can be turned off: the mail says where
    expect(hrefsIn(html)).toContain(`${APP_URL}/student/profile#email-preferences`);
    expect(linkTo(parsed, "/student/profile").hash).toBe("#email-preferences");

    const invitation = calendarPart(parsed);
    expect(invitation?.method).toBe("REQUEST");
    const lines = invitation!.lines;
    expect(icsValue(lines, "METHOD")).toBe("REQUEST");
    expect(icsValue(lines, "UID")).toBe(`booking-${booking.id}@localhost:3000`);
    expect(icsValue(lines, "SEQUENCE")).toBe(String(booking.calendarSequence));
    expect(icsValue(lines, "STATUS")).toBe("CONFIRMED");
    expect(icsValue(lines, "DTSTART")).toBe(icsUtc(booking.startTime));
    expect(icsValue(lines, "DTEND")).toBe(icsUtc(booking.endTime));
    expect(lines.find((line) => line.startsWith("ORGANIZER"))?.toLowerCase()).toContain(`mailto:${FROM.address}`);
    expect(lines.find((line) => line.startsWith("ATTENDEE"))?.toLowerCase()).toContain(`mailto:${student.email}`);

    // what staff can read back at /admin/mail: the text and the invitation as sent, under the server's message id
    const row = await db.mail.findUniqueOrThrow({ where: { id: queued!.id } });
    expect(row).toMatchObject({ status: "sent", delivery: "smtp", subject: parsed.subject, messageId: parsed.messageId, calendar: invitation!.content });
    expect(row.text).toContain("Join a few minutes early.");
  });

  test("cancelling the session sends the cancellation of the same event, one sequence later", async () => {
    const { student, booking } = await studentWithSession();
    await drainQueue();
    const booked = await sink.waitForMail(mailTo(student.email, "Your counseling session is scheduled"));
    const request = calendarPart(booked.parsed)!;
    expect(request.method).toBe("REQUEST");

    await cancelBooking({ studentId: student.id, bookingId: booking.id });
    await drainQueue();
    const cancelled = await sink.waitForMail(mailTo(student.email, "Your session was cancelled"));
    expect(cancelled.parsed.subject).toBe(`Your session was cancelled | ${SITE.siteName}`);
    const cancellation = calendarPart(cancelled.parsed);
    expect(cancellation?.method).toBe("CANCEL");
    const lines = cancellation!.lines;
    expect(icsValue(lines, "METHOD")).toBe("CANCEL");
    expect(icsValue(lines, "STATUS")).toBe("CANCELLED");
    expect(icsValue(lines, "UID")).toBe(icsValue(request.lines, "UID"));
    expect(Number(icsValue(lines, "SEQUENCE"))).toBe(Number(icsValue(request.lines, "SEQUENCE")) + 1);
    expect(icsValue(lines, "DTSTART")).toBe(icsUtc(booking.startTime));
  });
});

describe("in the recipient's language", () => {
  test("a Nepali student's booking: subject, body, details with the Bikram Sambat date and the invitation in Nepali; the staff's copy stays English", async () => {
    const student = await createTestUser("student", "सीता शर्मा");
    await setPreferredLanguage(student.id, "ne");
    const booking = await bookFor(student, await createSlot("speaking", { daysAhead: 10 }));
    await drainQueue();
    const { parsed } = await sink.waitForMail(mailTo(student.email, "तपाईंको स्पिकिङ मक टेस्ट तय भयो"));
    expect(parsed.subject).toBe(`तपाईंको स्पिकिङ मक टेस्ट तय भयो | ${SITE.siteName}`);
    expect(parsed.html).toMatch(/<html[^>]* lang="ne"/);
    for (const part of [parsed.text ?? "", visibleText(parsed.html || "")]) {
      expect(part).toContain("नमस्ते सीता शर्मा,");
      expect(part).toContain("मिटिङको विवरण तल र संलग्न निमन्त्रणामा छ।");
      expect(part).toContain("स्पिकिङ मक टेस्ट (उच्च-मध्यम (B2))");
      expect(part).toMatch(/\(वि\.सं\. [०-९]+ \S+ [०-९]{4}\)/);
      expect(part).toContain("सत्र हेर्नुहोस्");
      expect(part).not.toMatch(/Hello|View the session|Meeting link/);
    }
    expect(linkTo(parsed, `/student/bookings/${booking.id}`).origin).toBe(APP_URL);
    const lines = calendarPart(parsed)!.lines;
    expect(icsValue(lines, "SUMMARY")).toBe(`स्पिकिङ मक टेस्ट (उच्च-मध्यम (B2)) (${SITE.siteName})`);
    expect(icsValue(lines, "DESCRIPTION")).toContain("कन्सल्टेन्सी Asia/Kathmandu समय क्षेत्रमा काम गर्छ।");

    const staffCopy = await sink.waitForMail(mailTo(SITE.contactEmail, "New speaking mock test"));
    expect(staffCopy.parsed.text).toContain("Session: Speaking Mock Test (Upper Intermediate (B2))");
    expect(staffCopy.parsed.text).not.toContain("वि.सं.");
  });
});
