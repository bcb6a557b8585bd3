import { format, parse } from "date-fns";

/** A publication day ("yyyy-MM-dd") as "April 14, 2025"; a calendar day, so no time zone is involved. */
export function PostDate({ day }: { day: string }) {
  return <time dateTime={day}>{format(parse(day, "yyyy-MM-dd", new Date()), "MMMM d, yyyy")}</time>;
}
