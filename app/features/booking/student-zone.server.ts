import { browserZoneFromCookies } from "~/domain/zone-name";
import { getUserTimeZone } from "~/models/user.server";

/**
 * The zone a student's times are also shown in: their profile's choice, else the one their browser reported in the
 * `tz` cookie (decision 051), else none (times then show in the consultancy's zone only).
 */
export async function studentTimeZone(request: Request, userId: number) {
  return (await getUserTimeZone(userId)) ?? browserZoneFromCookies(request.headers.get("Cookie"));
}
