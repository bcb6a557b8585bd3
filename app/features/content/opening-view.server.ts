import { acceptsApplications, employmentTypeLabel } from "~/domain/careers";
import { formatDay } from "~/domain/dates";
import { getEnv } from "~/utils/env.server";
import { renderMarkdown } from "~/utils/markdown.server";

type Opening = { title: string; slug: string; location: string; employmentType: string; description: string; closesOn: Date | null; status: string };

/** An opening as /careers lists it: its type and closing day in words, in the consultancy's zone. */
export function openingSummary(opening: Opening, now = new Date()) {
  const zone = getEnv().APP_TIME_ZONE;
  return {
    title: opening.title,
    slug: opening.slug,
    location: opening.location,
    type: employmentTypeLabel(opening.employmentType),
    closes: opening.closesOn ? formatDay(opening.closesOn, zone) : null,
    accepting: acceptsApplications(opening, now, zone),
  };
}

/** An opening's own page: the summary and its description rendered (sanitised). */
export function openingView(opening: Opening, now = new Date()) {
  return { ...openingSummary(opening, now), html: renderMarkdown(opening.description) };
}

export type OpeningSummary = ReturnType<typeof openingSummary>;
