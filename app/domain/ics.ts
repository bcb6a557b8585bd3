/**
 * iCalendar (RFC 5545) for sessions, the one writer for the downloads, the feed and the invitations that mails carry
 * (RFC 5546): one VEVENT per session, times in UTC (unambiguous in every client). A feed names the consultancy's zone
 * in X-WR-TIMEZONE so that calendar apps show it. Lines end in CRLF and are folded at 75 octets; text values escape
 * backslash, semicolon, comma and newlines.
 */

export type CalendarPerson = { name: string; email: string };

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
  /** Rises with each change an invitation announces, so that calendars replace the event they have. */
  sequence?: number;
  organizer?: CalendarPerson;
  /** Invited people, who need not answer: the booking is already theirs. */
  attendees?: CalendarPerson[];
};

const CRLF = "\r\n";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

export function escapeText(value: string) {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value such as a name in CN=: quoted, since names hold commas and colons, and a quote cannot be in one. */
export function quoteParameter(value: string) {
  return `"${value.replace(/["\p{Cc}]/gu, "")}"`;
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
  lines.push(`STATUS:${event.status ?? "CONFIRMED"}`);
  if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
  if (event.organizer) lines.push(`ORGANIZER;CN=${quoteParameter(event.organizer.name)}:mailto:${event.organizer.email}`);
  for (const attendee of event.attendees ?? []) {
    lines.push(`ATTENDEE;CN=${quoteParameter(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${attendee.email}`);
  }
  lines.push("END:VEVENT");
  return lines;
}

/**
 * A calendar of `events` from `siteName` (its PRODID): PUBLISH for files and feeds, REQUEST to add or update an
 * invited event, CANCEL to take it off the calendar. `name` and `timeZone` title a published calendar in the apps that
 * show them. An event's DTSTAMP is its last change, or `now` when it has none (an invitation is stamped when sent).
 */
export function buildCalendar({
  siteName,
  method = "PUBLISH",
  name,
  timeZone,
  events,
  now = new Date(),
}: {
  siteName: string;
  method?: "PUBLISH" | "REQUEST" | "CANCEL";
  name?: string;
  timeZone?: string;
  events: CalendarEvent[];
  now?: Date;
}) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(siteName)}//Student sessions//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
    ...(timeZone ? [`X-WR-TIMEZONE:${timeZone}`] : []),
    ...events.flatMap((event) => eventLines(event, now)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
