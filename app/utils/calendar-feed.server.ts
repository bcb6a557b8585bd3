import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "./env.server";

/**
 * A calendar app fetches a subscription without the student's cookie, so the feed's address carries its own proof:
 * the user id and an HMAC of it under the session secret. Unguessable, needs no table, and rotating the secret
 * revokes every feed at once.
 */
function signature(userId: number) {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`calendar-feed:${userId}`).digest("base64url").slice(0, 32);
}

export function calendarFeedToken(userId: number) {
  return `${userId}-${signature(userId)}`;
}

/** The user id a feed token stands for, or null when the token was not issued by us. */
export function verifyCalendarFeedToken(token: string): number | null {
  const match = /^(\d{1,12})-([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(userId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

export function calendarFeedUrls(userId: number) {
  const https = `${getEnv().APP_URL}/student/calendar/feed/${calendarFeedToken(userId)}.ics`;
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}
