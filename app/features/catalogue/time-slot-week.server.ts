import { todayInZone } from "~/domain/dates";
import { WEEK_PATH, readWeekQuery, weekSearch } from "~/domain/time-slot-week";
import { getEnv } from "~/utils/env.server";

/** The week a request shows (its `week` and `service_type`), in the consultancy's time zone. */
export function readWeekRequest(request: Request) {
  const zone = getEnv().APP_TIME_ZONE;
  const today = todayInZone(zone);
  return { ...readWeekQuery(new URL(request.url).searchParams, today), today, zone };
}

/** The week view a dialog opened over it goes back to, with the week and filter it was opened with. */
export function weekReturnPath(request: Request) {
  const { today, ...week } = readWeekRequest(request);
  return `${WEEK_PATH}${weekSearch(week, today)}`;
}
