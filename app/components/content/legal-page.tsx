import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageHeader } from "~/components/marketing/page-header";
import { PostDate } from "~/components/marketing/post-date";
import type { LegalPageView } from "~/features/content/legal-view.server";
import { MarkdownBody } from "./markdown-body";

/**
 * A legal page (decision 116): its version's text, when it was last updated, a notice on an earlier version, the
 * earlier versions with the days each was in force, and the page's own lines after the text (`children`).
 */
export function LegalPage({ page, children }: { page: LegalPageView; children?: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={page.title}>
        <p>
          Last updated <PostDate day={page.updated} />
        </p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {page.earlier ? (
          <aside aria-label="Earlier version" className="mb-10 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-yellow-900">
            <p>
              This is an earlier version (version {page.version}) of the {page.title}, in force from <PostDate day={page.earlier.from} /> to{" "}
              <PostDate day={page.earlier.until} />.{" "}
              <Link to={page.earlier.currentPath} className="font-medium underline">
                Read the current version
              </Link>
              .
            </p>
          </aside>
        ) : null}
        <MarkdownBody html={page.html} />
        {children}
        {page.earlierVersions.length > 0 ? (
          <section aria-labelledby="earlier-versions" className="mt-12 border-t border-gray-200 pt-6">
            <h2 id="earlier-versions" className="text-base font-semibold text-gray-900">
              Earlier versions
            </h2>
            <ul className="mt-2 space-y-1 text-sm text-gray-700">
              {page.earlierVersions.map((row) => (
                <li key={row.version}>
                  {row.version === page.version ? (
                    <span aria-current="page" className="font-medium">
                      Version {row.version} (this page)
                    </span>
                  ) : (
                    <Link to={row.path} className="font-medium text-brand-700 hover:underline">
                      Version {row.version}
                    </Link>
                  )}
                  , in force from <PostDate day={row.from} />
                  {row.until ? (
                    <>
                      {" "}
                      to <PostDate day={row.until} />
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </>
  );
}
