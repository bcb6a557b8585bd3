/**
 * iCalendar (RFC 5545) for sessions: one VEVENT per session, times in UTC (unambiguous in every client) and the
 * consultancy's zone named in X-WR-TIMEZONE so that calendar apps show it. Lines end in CRLF and are folded at 75
 * octets; text values escape backslash, semicolon, comma and newlines.
 */

export type CalendarEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  updatedAt?: Date;
};

const CRLF = "\r\n";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

export function escapeText(value: string) {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

/** 20261123T031500Z */
export function formatUtc(instant: Date) {
  return instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** Splits a content line into chunks of at most 75 octets without cutting a UTF-8 character in two. */
export function foldLine(line: string) {
  const chunks: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // continuation lines start with a space, which counts against their 75 octets
    const limit = chunks.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      chunks.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  chunks.push(current);
  return chunks.join(`${CRLF} `);
}

function eventLines(event: CalendarEvent, stamp: Date) {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(event.updatedAt ?? stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(`STATUS:${event.status ?? "CONFIRMED"}`, "END:VEVENT");
  return lines;
}

export function buildCalendar({
  name,
  timeZone,
  events,
  now = new Date(),
}: {
  name: string;
  timeZone: string;
  events: CalendarEvent[];
  now?: Date;
}) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//EduGlobal Consultancy//Student sessions//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    ...events.flatMap((event) => eventLines(event, now)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
