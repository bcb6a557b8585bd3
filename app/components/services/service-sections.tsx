import type { ComponentType } from "react";
import { Section } from "~/components/marketing/page-header";
import type { ServiceSlug } from "~/content/services";
import { COUNSELING_COUNTRIES, COURSE_LEVELS, DEMO_COURSES, ENGLISH_LEVELS, LOAN_AMOUNT, PARTNER_BANKS } from "~/domain/booking-options";
import { formatWholeDollars } from "~/domain/money";
import { PackagesSection } from "./sop-packages";

function InterviewTypesSection() {
  return (
    <Section id="interview-types" title="Two kinds of interview" tone="gray">
      <div className="grid gap-6 md:grid-cols-2">
        <article className="rounded-lg border border-gray-200 bg-white p-6">
          <h3 className="text-lg font-semibold">Visa interview</h3>
          <p className="mt-2 text-gray-600">
            The embassy interview for your student visa: your course, your university, your funding and your plans after graduation.
          </p>
        </article>
        <article className="rounded-lg border border-gray-200 bg-white p-6">
          <h3 className="text-lg font-semibold">Credibility interview</h3>
          <p className="mt-2 text-gray-600">
            The university's check before or after an offer that you are a genuine student: why this course, why this country, why now.
          </p>
        </article>
      </div>
    </Section>
  );
}

function LevelsSection() {
  return (
    <Section id="levels" title="For every level" intro="Your examiner places you on the common European scale and tells you what the next level needs." tone="gray">
      <ul className="flex flex-wrap gap-3">
        {ENGLISH_LEVELS.map((level) => (
          <li key={level} className="rounded-full bg-white px-4 py-2 text-sm font-medium text-gray-800 ring-1 ring-gray-200">
            {level}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CoursesSection() {
  return (
    <Section id="courses" title="Courses you can try" tone="gray">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {DEMO_COURSES.map((course) => (
          <li key={course} className="rounded-lg bg-white p-4 text-center font-semibold text-gray-800 ring-1 ring-gray-200">
            {course}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function DestinationsSection() {
  return (
    <Section id="destinations" title="Where we can take you" tone="gray">
      <div className="grid gap-8 md:grid-cols-3">
        <div className="md:col-span-2">
          <h3 className="font-semibold text-gray-900">Countries</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {COUNSELING_COUNTRIES.map((country) => (
              <li key={country} className="rounded-full bg-white px-3 py-1 text-sm text-gray-800 ring-1 ring-gray-200">
                {country}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-gray-900">Course levels</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {COURSE_LEVELS.map((level) => (
              <li key={level} className="rounded-full bg-white px-3 py-1 text-sm text-gray-800 ring-1 ring-gray-200">
                {level}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function PartnerBanksSection() {
  return (
    <Section
      id="partner-banks"
      title="Our partner banks"
      intro={`Education loans from ${formatWholeDollars(LOAN_AMOUNT.min)} to ${formatWholeDollars(LOAN_AMOUNT.max)}, with or without collateral depending on the bank and the amount.`}
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
