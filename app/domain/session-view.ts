import { formatDateTime } from "./dates";
import { deviceLabel, parseUserAgent } from "./user-agent";

/** A session as people see it listed (their own security page, the admin's user page): which browser, where, when. */
export function describeSession(
  session: { handle: string; userAgent: string | null; ipAddress: string | null; createdAt: Date; lastSeenAt: Date | null },
  zone: string,
) {
  return {
    handle: session.handle,
    device: deviceLabel(parseUserAgent(session.userAgent)),
    address: session.ipAddress,
    firstSeen: formatDateTime(session.createdAt, zone),
    lastSeen: session.lastSeenAt ? formatDateTime(session.lastSeenAt, zone) : null,
  };
}

export type SessionView = ReturnType<typeof describeSession>;
