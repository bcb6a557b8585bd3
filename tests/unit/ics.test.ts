import { describe, expect, test } from "vitest";
import { bookingEvent } from "~/domain/booking-calendar";
import { buildCalendar, escapeText, foldLine, formatUtc, quoteParameter } from "~/domain/ics";
import { translator } from "~/i18n/catalogs.server";

const english = { appUrl: "https://edu.example", siteName: "EduGlobal", t: translator("en") };

describe("iCalendar", () => {
  test("escapes backslash, semicolon, comma and newlines in text", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  test("writes times in UTC basic format", () => {
    expect(formatUtc(new Date("2026-11-23T03:15:00.000Z"))).toBe("20261123T031500Z");
  });

  test("folds long lines at 75 octets without splitting a character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join("")).toBe(`DESCRIPTION:${"é".repeat(80)}`);
  });

  test("builds one VEVENT per session with CRLF line ends and the time zone named", () => {
    const session = {
      id: 42,
      type: "counseling",
      status: "scheduled",
      country: "Canada",
      startTime: new Date("2026-11-23T03:15:00Z"),
      endTime: new Date("2026-11-23T03:45:00Z"),
      meetingLink: "https://meet.example.com/abc",
      staffName: "Maya, Counselor",
    };
    const ics = buildCalendar({
      siteName: "Himal Study, Abroad",
      name: "EduGlobal sessions",
      timeZone: "Asia/Kathmandu",
      events: [bookingEvent(session, english), bookingEvent({ ...session, id: 43, status: "pending" }, english)],
      now: new Date("2026-11-01T00:00:00Z"),
    });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("PRODID:-//Himal Study\\, Abroad//Student sessions//EN\r\n");
    expect(ics).toContain("METHOD:PUBLISH\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("X-WR-TIMEZONE:Asia/Kathmandu");
    expect(ics).toContain("UID:booking-42@edu.example");
    expect(ics).toContain("DTSTART:20261123T031500Z\r\nDTEND:20261123T034500Z");
    expect(ics).toContain("SUMMARY:Counseling: Canada (EduGlobal)");
    expect(ics).toContain("With Maya\\, Counselor\\nJoin: https://meet.example.com/abc");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toContain("STATUS:TENTATIVE");
    expect(ics).not.toMatch(/SEQUENCE|ORGANIZER|ATTENDEE/);
  });

  test("an invited event names its organizer and attendee, quoted, with its sequence", () => {
    const ics = buildCalendar({
      siteName: "EduGlobal",
      method: "REQUEST",
      events: [
        {
          uid: "booking-1@edu.example",
          start: new Date("2026-11-23T03:15:00Z"),
          end: new Date("2026-11-23T03:45:00Z"),
          summary: "Counseling",
          sequence: 2,
          organizer: { name: "Office: Kathmandu, Nepal", email: "office@edu.example" },
          attendees: [{ name: 'Mina "M" Rai', email: "mina@example.com" }],
        },
      ],
      now: new Date("2026-11-20T00:00:00Z"),
    }).replace(/\r\n /g, "");
    expect(ics).toContain("METHOD:REQUEST\r\n");
    expect(ics).not.toContain("X-WR-");
    expect(ics).toContain("DTSTAMP:20261120T000000Z");
    expect(ics).toContain("SEQUENCE:2\r\n");
    expect(ics).toContain('ORGANIZER;CN="Office: Kathmandu, Nepal":mailto:office@edu.example\r\n');
    expect(ics).toContain('ATTENDEE;CN="Mina M Rai";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:mina@example.com\r\n');
  });

  test("a parameter value is quoted and loses what a quoted value cannot hold", () => {
    expect(quoteParameter('A "B";\tC:D')).toBe('"A B;C:D"');
  });

  test("a completed session stays confirmed and says it took place; a cancelled one is cancelled", () => {
    const session = { id: 7, type: "demo_class", courseName: "IELTS", startTime: new Date("2026-11-01T03:15:00Z"), endTime: new Date("2026-11-01T04:15:00Z"), meetingLink: null };
    const completed = bookingEvent({ ...session, status: "completed" }, english);
    expect(completed.status).toBe("CONFIRMED");
    expect(completed.description).toContain("This session has taken place.");
    expect(completed.description).not.toContain("will be sent");
    expect(bookingEvent({ ...session, status: "cancelled" }, english).status).toBe("CANCELLED");
  });

  test("a Nepali student's event: summary, description and location in Nepali, escaped and folded as UTF-8", () => {
    const session = {
      id: 42,
      type: "counseling",
      status: "scheduled",
      country: "Canada",
      startTime: new Date("2026-11-23T03:15:00Z"),
      endTime: new Date("2026-11-23T03:45:00Z"),
      meetingLink: null,
      staffName: "सीता शर्मा, काउन्सेलर",
    };
    const ics = buildCalendar({ siteName: "EduGlobal", events: [bookingEvent(session, { ...english, t: translator("ne") })], now: new Date("2026-11-01T00:00:00Z") });
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:काउन्सेलिङ: क्यानडा (EduGlobal)\r\n");
    expect(unfolded).toContain("DESCRIPTION:सीता शर्मा\\, काउन्सेलर सँग\\nमिटिङ लिङ्क सत्रअघि पठाइनेछ।\\nयो सत्र व्यवस्थापन गर्नुहोस्: https://edu.example/student/bookings/42\r\n");
    expect(unfolded).toContain("LOCATION:अनलाइन भिडियो मिटिङ\r\n");
    // what is not text stays as the standard writes it
    expect(unfolded).toContain("DTSTART:20261123T031500Z");
    expect(unfolded).toContain("STATUS:CONFIRMED");
  });
});
