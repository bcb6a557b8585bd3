import type { ComponentType } from "react";
import { Section } from "~/components/marketing/page-header";
import type { ServiceSlug } from "~/content/services";
import { COUNSELING_COUNTRIES, COURSE_LEVELS, DEMO_COURSES, ENGLISH_LEVELS, LOAN_AMOUNT, PARTNER_BANKS } from "~/domain/booking-options";
import { COUNTRY_KEYS, COURSE_LEVEL_KEYS, DEMO_COURSE_KEYS, ENGLISH_LEVEL_KEYS } from "~/features/booking/option-keys";
import { useFormat, useT } from "~/i18n/i18n";
import { PackagesSection } from "./sop-packages";

function InterviewTypesSection() {
  const t = useT();
  return (
    <Section id="interview-types" title={t("services.interviewTypes.title")} tone="gray">
      <div className="grid gap-6 md:grid-cols-2">
        <article className="rounded-lg border border-gray-200 bg-white p-6">
          <h3 className="text-lg font-semibold">{t("services.interviewTypes.visa")}</h3>
          <p className="mt-2 text-gray-600">{t("services.interviewTypes.visaText")}</p>
        </article>
        <article className="rounded-lg border border-gray-200 bg-white p-6">
          <h3 className="text-lg font-semibold">{t("services.interviewTypes.credibility")}</h3>
          <p className="mt-2 text-gray-600">{t("services.interviewTypes.credibilityText")}</p>
        </article>
      </div>
    </Section>
  );
}

function LevelsSection() {
  const t = useT();
  return (
    <Section id="levels" title={t("services.levels.title")} intro={t("services.levels.intro")} tone="gray">
      <ul className="flex flex-wrap gap-3">
        {ENGLISH_LEVELS.map((level) => (
          <li key={level} className="rounded-full bg-white px-4 py-2 text-sm font-medium text-gray-800 ring-1 ring-gray-200">
            {t(ENGLISH_LEVEL_KEYS[level])}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CoursesSection() {
  const t = useT();
  return (
    <Section id="courses" title={t("services.courses.title")} tone="gray">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {DEMO_COURSES.map((course) => (
          <li key={course} className="rounded-lg bg-white p-4 text-center font-semibold text-gray-800 ring-1 ring-gray-200">
            {t(DEMO_COURSE_KEYS[course])}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function DestinationsSection() {
  const t = useT();
  return (
    <Section id="destinations" title={t("services.destinations.title")} tone="gray">
      <div className="grid gap-8 md:grid-cols-3">
        <div className="md:col-span-2">
          <h3 className="font-semibold text-gray-900">{t("services.destinations.countries")}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {COUNSELING_COUNTRIES.map((country) => (
              <li key={country} className="rounded-full bg-white px-3 py-1 text-sm text-gray-800 ring-1 ring-gray-200">
                {t(COUNTRY_KEYS[country])}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-gray-900">{t("services.destinations.courseLevels")}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {COURSE_LEVELS.map((level) => (
              <li key={level} className="rounded-full bg-white px-3 py-1 text-sm text-gray-800 ring-1 ring-gray-200">
                {t(COURSE_LEVEL_KEYS[level])}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function PartnerBanksSection() {
  const t = useT();
  const format = useFormat();
  return (
    <Section
      id="partner-banks"
      title={t("services.partnerBanks.title")}
      intro={t("services.partnerBanks.intro", { min: format.number(LOAN_AMOUNT.min), max: format.number(LOAN_AMOUNT.max) })}
      tone="gray"
    >
      <ul className="grid gap-4 sm:grid-cols-3">
        {PARTNER_BANKS.map((bank) => (
          <li key={bank} className="rounded-lg bg-white p-6 text-center font-semibold text-gray-800 ring-1 ring-gray-200">
            {bank}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The one section a service page has of its own, between its highlights and its steps. */
export const SERVICE_SECTIONS: Record<ServiceSlug, ComponentType> = {
  "sop-writing": PackagesSection,
  "interview-application": InterviewTypesSection,
  "speaking-mock": LevelsSection,
  "demo-class": CoursesSection,
  "free-counseling": DestinationsSection,
  "loan-assistance": PartnerBanksSection,
};
