import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { openingSummary } from "~/features/content/opening-view.server";
import { listOpenOpenings } from "~/models/job-opening.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Careers", "Join our team of counselors, trainers and writers helping students study abroad.", matches);

const CAREERS_INTRO =
  "We are a team of counselors, trainers, writers and finance advisors who help students study abroad. If you care about honest advice and good teaching, we would like to hear from you.";

const BENEFITS = ["Flexible hours and remote work", "Paid training and certification", "Annual learning budget", "Health insurance"] as const;

export async function loader() {
  const now = new Date();
  return { openings: (await listOpenOpenings(now)).map((opening) => openingSummary(opening, now)) };
}

export default function CareersPage() {
  const { openings } = useLoaderData<typeof loader>();
  const { contactEmail } = useSiteSettings();
  return (
    <>
      <PageHeader eyebrow="Company" title="Careers">
        <p>{CAREERS_INTRO}</p>
      </PageHeader>
      <Section id="openings" title="Open positions">
        {openings.length === 0 ? (
          <p className="text-gray-700">No position is open right now. We post new ones here as soon as they open.</p>
        ) : (
          <ul className="space-y-4">
            {openings.map((opening) => (
              <li key={opening.slug} className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-gray-900">
                  <Link to={`/careers/${opening.slug}`} className="hover:text-brand-700">
                    {opening.title}
                  </Link>
                </h3>
                <p className="text-sm text-gray-500">
                  {opening.type} · {opening.location}
                  {opening.closes ? ` · Apply by ${opening.closes}` : null}
                </p>
                <Link to={`/careers/${opening.slug}`} className="mt-3 inline-block font-semibold text-brand-700 hover:underline" aria-label={`View and apply: ${opening.title}`}>
                  View and apply →
                </Link>
              </li>
            ))}
          </ul>
        )}
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

export const ErrorBoundary = GeneralErrorBoundary;
