import type { MetaFunction } from "@remix-run/node";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { TeamGrid } from "~/components/marketing/team-grid";
import { ButtonLink } from "~/components/ui/button";
import { CORE_VALUES, FOUNDED_YEAR, IMPACT, LEADERSHIP, MISSION, STORY, VISION } from "~/content/about";
import { seoMeta } from "~/utils/meta";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta("About Us", `Founded in ${FOUNDED_YEAR}, we have helped more than 10,000 students study abroad. Meet our team, our mission and our values.`, matches);

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow="About Us" title="Helping students study abroad since 2010">
        <p>Honest advice, thorough preparation and support until you arrive on campus.</p>
      </PageHeader>

      <Section id="story" title="Our story">
        <div className="grid gap-10 md:grid-cols-2">
          <div className="space-y-4 text-lg text-gray-700">
            {STORY.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p className="text-base font-semibold text-brand-700">Founded {FOUNDED_YEAR}</p>
          </div>
          <div className="grid gap-6">
            <article className="rounded-lg bg-brand-50 p-6">
              <h3 className="text-lg font-semibold text-brand-900">Our mission</h3>
              <p className="mt-2 text-gray-700">{MISSION}</p>
            </article>
            <article className="rounded-lg bg-brand-50 p-6">
              <h3 className="text-lg font-semibold text-brand-900">Our vision</h3>
              <p className="mt-2 text-gray-700">{VISION}</p>
            </article>
          </div>
        </div>
      </Section>

      <Section id="values" title="Our core values" tone="gray">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CORE_VALUES.map((value) => (
            <li key={value.title} className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-gray-900">{value.title}</h3>
              <p className="mt-2 text-sm text-gray-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="leadership" title="Leadership team">
        <TeamGrid members={LEADERSHIP} />
        <Link to="/team" className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
          Meet the whole team →
        </Link>
      </Section>

      <section aria-labelledby="impact-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="impact-heading" className="text-3xl font-bold">
            Our impact
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
            {IMPACT.map((item) => (
              <div key={item.label} className="flex flex-col rounded-lg bg-white/5 p-6 text-center ring-1 ring-white/10">
                <dt className="text-brand-100">{item.label}</dt>
                <dd className="order-first text-4xl font-extrabold">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <CtaBand title="Start with a free conversation" text="Tell a counselor about your plans, or send us your questions.">
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
