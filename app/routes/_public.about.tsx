import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHeader, Section } from "~/components/marketing/page-header";
import { TeamGrid } from "~/components/marketing/team-grid";
import { ButtonLink } from "~/components/ui/button";
import { MarkdownBody } from "~/components/content/markdown-body";
import { ABOUT_PAGE_TEAM_SIZE } from "~/domain/team";
import { listVisibleTeamMembers } from "~/models/team-member.server";
import { getSiteCopy } from "~/models/site-copy.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { seoMeta, siteNameOf } from "~/utils/meta";
import { translator } from "~/i18n/catalogs.server";
import { useLocale, useLocalizedPath, useT } from "~/i18n/i18n";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { UntranslatedNote } from "~/components/content/content-language";
import { getLocale } from "~/i18n/locale.server";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(data.meta.title, data.meta.description, matches) : [{ title: siteNameOf(matches) ?? "" }];

/** The editors' copy of the page, and the first members of the team in the content area's order (decision 114). */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const [team, copy] = await Promise.all([
    listVisibleTeamMembers({ take: ABOUT_PAGE_TEAM_SIZE, locale }),
    getSiteCopy("about", locale),
  ]);
  const t = translator(locale);
  return {
    meta: { title: t("common.nav.about"), description: copy?.intro ?? t("public.about.metaDescription") },
    team,
    copy: copy ? { ...copy, story: renderMarkdown(copy.story) } : null,
  };
}

export default function AboutPage() {
  const { team, copy } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  const locale = useLocale();
  // a field the editors have not written in the page's language is shown in English, and marked as such
  const langOf = (field: string) => (copy?.untranslated.includes(field) ? DEFAULT_LOCALE : undefined);
  // each block with a field in English carries one note saying so
  const blockLang = (...fields: string[]) => (fields.some((field) => langOf(field)) ? DEFAULT_LOCALE : locale);
  return (
    <>
      <PageHeader eyebrow={t("common.nav.about")} title={copy?.heading ?? t("common.nav.about")} titleLang={langOf("heading")}>
        {copy ? <p lang={langOf("intro")}>{copy.intro}</p> : null}
        {copy ? <UntranslatedNote lang={blockLang("heading", "intro")} className="mt-3 text-brand-100" /> : null}
      </PageHeader>
      {copy ? (
        <>
          <Section id="story" title={t("public.about.story")}>
            <div className="grid gap-10 md:grid-cols-2">
              <div lang={langOf("story")}>
                <MarkdownBody html={copy.story} className="space-y-4" />
              </div>
              <div className="grid gap-6">
                <article className="rounded-lg bg-brand-50 p-6">
                  <h3 className="text-lg font-semibold text-brand-900">
                    {t("public.about.mission")}
                  </h3>
                  <p lang={langOf("mission")} className="mt-2 text-gray-700">{copy.mission}</p>
                </article>
                <article className="rounded-lg bg-brand-50 p-6">
                  <h3 className="text-lg font-semibold text-brand-900">
                    {t("public.about.vision")}
                  </h3>
                  <p lang={langOf("vision")} className="mt-2 text-gray-700">{copy.vision}</p>
                </article>
              </div>
            </div>
            <UntranslatedNote lang={blockLang("story", "mission", "vision")} className="mt-6" />
          </Section>

          <Section id="values" title={t("public.about.values")} tone="gray">
            <ul lang={langOf("values")} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
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
            <UntranslatedNote lang={blockLang("values")} className="mt-4" />
          </Section>
        </>
      ) : null}

      <Section id="team" title={t("public.about.team")}>
        <TeamGrid members={team} />
        <Link
          to={lp("/team")}
          className="mt-8 inline-block font-semibold text-brand-700 hover:underline"
        >
          {t("public.about.meetTheTeam")}
        </Link>
      </Section>

      {copy && copy.impact.length > 0 ? (
        <section
          aria-labelledby="impact-heading"
          className="bg-brand-900 text-white"
        >
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="impact-heading" className="text-3xl font-bold">
              {t("public.about.impact")}
            </h2>
            <dl lang={langOf("impact")} className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
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
            <UntranslatedNote lang={blockLang("impact")} className="mt-4 text-brand-100" />
          </div>
        </section>
      ) : null}

      <CtaBand
        title={t("public.about.cta.title")}
        text={t("public.about.cta.text")}
      >
        <ButtonLink to={lp("/services/free-counseling")} variant="light" size="lg">
          {t("public.cta.getFreeCounseling")}
        </ButtonLink>
        <ButtonLink to={lp("/contact")} size="lg" className="ring-1 ring-white/40">
          {t("public.contact.title")}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
