import type { MetaFunction } from "@remix-run/node";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { TeamGrid } from "~/components/marketing/team-grid";
import { ButtonLink } from "~/components/ui/button";
import { MarkdownBody } from "~/components/content/markdown-body";
import { ABOUT_PAGE_TEAM_SIZE } from "~/domain/team";
import { listVisibleTeamMembers } from "~/models/team-member.server";
import { getSiteCopy } from "~/models/site-copy.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { seoMeta } from "~/utils/meta";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(
    "About Us",
    data?.copy?.intro ?? "Meet our team, our mission and our values.",
    matches
  );

/** The editors' copy of the page, and the first members of the team in the content area's order (decision 114). */
export async function loader() {
  const [team, copy] = await Promise.all([
    listVisibleTeamMembers({ take: ABOUT_PAGE_TEAM_SIZE }),
    getSiteCopy("about"),
  ]);
  return {
    team,
    copy: copy ? { ...copy, story: renderMarkdown(copy.story) } : null,
  };
}

export default function AboutPage() {
  const { team, copy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="About Us" title={copy?.heading ?? "About Us"}>
        {copy ? <p>{copy.intro}</p> : null}
      </PageHeader>
      {copy ? (
        <>
          <Section id="story" title="Our story">
            <div className="grid gap-10 md:grid-cols-2">
              <MarkdownBody html={copy.story} className="space-y-4" />
              <div className="grid gap-6">
                <article className="rounded-lg bg-brand-50 p-6">
                  <h3 className="text-lg font-semibold text-brand-900">
                    Our mission
                  </h3>
                  <p className="mt-2 text-gray-700">{copy.mission}</p>
                </article>
                <article className="rounded-lg bg-brand-50 p-6">
                  <h3 className="text-lg font-semibold text-brand-900">
                    Our vision
                  </h3>
                  <p className="mt-2 text-gray-700">{copy.vision}</p>
                </article>
              </div>
            </div>
          </Section>

          <Section id="values" title="Our core values" tone="gray">
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {copy.values.map((value) => (
                <li
                  key={value.title}
                  className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
                >
                  <h3 className="text-lg font-semibold text-gray-900">
                    {value.title}
                  </h3>
                  <p className="mt-2 text-sm text-gray-600">{value.text}</p>
                </li>
              ))}
            </ul>
          </Section>
        </>
      ) : null}

      <Section id="team" title="Our team">
        <TeamGrid members={team} />
        <Link
          to="/team"
          className="mt-8 inline-block font-semibold text-brand-700 hover:underline"
        >
          Meet the whole team →
        </Link>
      </Section>

      {copy && copy.impact.length > 0 ? (
        <section
          aria-labelledby="impact-heading"
          className="bg-brand-900 text-white"
        >
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="impact-heading" className="text-3xl font-bold">
              Our impact
            </h2>
            <dl className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
              {copy.impact.map((item) => (
                <div
                  key={item.label}
                  className="flex flex-col rounded-lg bg-white/5 p-6 text-center ring-1 ring-white/10"
                >
                  <dt className="text-brand-100">{item.label}</dt>
                  <dd className="order-first text-4xl font-extrabold">
                    {item.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      ) : null}

      <CtaBand
        title="Start with a free conversation"
        text="Tell a counselor about your plans, or send us your questions."
      >
        <ButtonLink to="/services/free-counseling" variant="light" size="lg">
          Get Free Counseling
        </ButtonLink>
        <ButtonLink to="/contact" size="lg" className="ring-1 ring-white/40">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
