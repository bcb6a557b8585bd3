import type { EmploymentType } from "~/domain/careers";
import type { Day } from "~/domain/dates";
import { lookup } from "~/domain/lookup";
import { useFormat, useT, type Translate } from "~/i18n/i18n";

const EMPLOYMENT_TYPE_KEYS: Record<EmploymentType, string> = {
  full_time: "public.careers.type.fullTime",
  part_time: "public.careers.type.partTime",
  contract: "public.careers.type.contract",
  internship: "public.careers.type.internship",
};

/** An opening's type in the reader's language; a type the list does not know shows as it is stored. */
export function employmentTypeText(t: Translate, type: string) {
  const key = lookup(EMPLOYMENT_TYPE_KEYS, type);
  return key ? t(key) : type;
}

export type OpeningFactsData = { employmentType: string; location: string; closingDay: Day | null };

/** "Full-time · Kathmandu office · Apply by Dec 2, 2026": what /careers and an opening's page say under its title. */
export function OpeningFacts({ opening }: { opening: OpeningFactsData }) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      {employmentTypeText(t, opening.employmentType)} · {opening.location}
      {opening.closingDay ? ` · ${t("public.careers.applyBy", { date: format.calendarDay(opening.closingDay) })}` : null}
    </>
  );
}
