import type { MetaDescriptor } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageHeader } from "~/components/marketing/page-header";
import { PostDate } from "~/components/marketing/post-date";
import type { LegalPageView } from "~/features/content/legal-view.server";
import { T, useFormat, useLocale, useLocalizedPath, useT } from "~/i18n/i18n";
import { notFoundMeta, seoMeta, type MetaMatches } from "~/utils/meta";
import { UntranslatedNote, contentLang } from "./content-language";
import { MarkdownBody } from "./markdown-body";

/** A legal page's title and description in its language; an earlier version of it (decision 116) is kept out of search results. */
export function legalVersionMeta(data: Pick<LegalPageView, "title" | "description" | "earlier"> | undefined, matches: MetaMatches): MetaDescriptor[] {
  if (!data) return notFoundMeta(matches);
  const page = seoMeta(data.title, data.description, matches);
  return data.earlier ? [...page, { name: "robots", content: "noindex" }] : page;
}

/**
 * A legal page (decision 116): its version's text (in English, with a note, on a Nepali page when the version has no
 * Nepali text), when it was last updated, a notice on an earlier version, the earlier versions with the days each was
 * in force, and the page's own lines after the text (`children`).
 */
export function LegalPage({ page, children }: { page: LegalPageView; children?: ReactNode }) {
  const t = useT();
  const lp = useLocalizedPath();
  const locale = useLocale();
  const format = useFormat();
  return (
    <>
      <PageHeader eyebrow={t("public.legal.eyebrow")} title={page.title}>
        <p>
          <T k="public.legal.lastUpdated" values={{ date: <PostDate day={page.updated} /> }} />
        </p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {page.earlier ? (
          <aside aria-label={t("public.legal.earlierLabel")} className="mb-10 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-yellow-900">
            <p>
              <T
                k="public.legal.earlierNotice"
                values={{ version: format.number(page.version), title: page.title, from: <PostDate day={page.earlier.from} />, until: <PostDate day={page.earlier.until} /> }}
                components={{ 0: <Link to={lp(page.earlier.currentPath)} className="font-medium underline" /> }}
              />
            </p>
          </aside>
        ) : null}
        <UntranslatedNote lang={page.lang} className="mb-6" />
        <div lang={contentLang(page.lang, locale)}>
          <MarkdownBody html={page.html} />
        </div>
        {children}
        {page.earlierVersions.length > 0 ? (
          <section aria-labelledby="earlier-versions" className="mt-12 border-t border-gray-200 pt-6">
            <h2 id="earlier-versions" className="text-base font-semibold text-gray-900">
              {t("public.legal.earlierVersions")}
            </h2>
            <ul className="mt-2 space-y-1 text-sm text-gray-700">
              {page.earlierVersions.map((row) => {
                const values = { version: format.number(row.version), from: <PostDate day={row.from} />, until: <PostDate day={row.until} /> };
                return (
                  <li key={row.version}>
                    {row.version === page.version ? (
                      <T k="public.legal.versionThisPage" values={values} components={{ 0: <span aria-current="page" className="font-medium" /> }} />
                    ) : (
                      <T k="public.legal.versionLink" values={values} components={{ 0: <Link to={lp(row.path)} className="font-medium text-brand-700 hover:underline" /> }} />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </article>
    </>
  );
}
