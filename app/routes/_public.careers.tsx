import type { MetaFunction } from "@remix-run/node";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { BENEFITS, CAREERS_INTRO, OPENINGS } from "~/content/careers";
import { seoMeta } from "~/utils/meta";
import { useSiteSettings } from "~/components/layout/use-site-settings";

export const meta: MetaFunction = ({ matches }) => seoMeta("Careers", "Join our team of counselors, trainers and writers helping students study abroad.", matches);

export default function CareersPage() {
  const { contactEmail } = useSiteSettings();
  return (
    <>
      <PageHeader eyebrow="Company" title="Careers">
        <p>{CAREERS_INTRO}</p>
      </PageHeader>
      <Section id="openings" title="Open positions">
        <ul className="space-y-4">
          {OPENINGS.map((opening) => (
            <li key={opening.title} className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-gray-900">{opening.title}</h3>
              <p className="text-sm text-gray-500">
                {opening.type} · {opening.location}
              </p>
              <p className="mt-2 text-gray-700">{opening.summary}</p>
              <a
                href={`mailto:${contactEmail}?subject=${encodeURIComponent(`Application: ${opening.title}`)}`}
                className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
              >
                Apply by e-mail
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="benefits" title="Why work with us" tone="gray">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="rounded-lg bg-white p-5 font-medium text-gray-800 ring-1 ring-gray-200">
              {benefit}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-gray-700">
          No matching opening? Send your CV to{" "}
          <a href={`mailto:${contactEmail}`} className="font-medium text-brand-700 hover:underline">
            {contactEmail}
          </a>
          .
        </p>
      </Section>
    </>
  );
}
