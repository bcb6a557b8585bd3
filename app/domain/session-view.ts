import { formatDateTime } from "./dates";
import { deviceLabel, parseUserAgent } from "./user-agent";

/**
 * A session as people see it listed (their own security page, the admin's user page): which browser, where, when.
 * `dateTime` writes its times: English unless a page passes its reader's (the i18n formatter's `dateTime`).
 */
export function describeSession(
  session: { handle: string; userAgent: string | null; ipAddress: string | null; createdAt: Date; lastSeenAt: Date | null },
  zone: string,
  dateTime: (instant: Date, zone: string) => string = formatDateTime,
) {
  return {
    handle: session.handle,
    device: deviceLabel(parseUserAgent(session.userAgent)),
    address: session.ipAddress,
    firstSeen: dateTime(session.createdAt, zone),
    lastSeen: session.lastSeenAt ? dateTime(session.lastSeenAt, zone) : null,
  };
}

export type SessionView = ReturnType<typeof describeSession>;
