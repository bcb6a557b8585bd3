import { TESTIMONIAL_QUEUE_PATH } from "~/domain/testimonial";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { ARTICLE_ADMIN_LIST, ARTICLE_STATUSES, articleStatusLabel } from "~/domain/article";
import { formatDateTime } from "~/domain/dates";
import { listSearchParams } from "~/domain/list-query";
import { lookup } from "~/domain/lookup";
import { DEFAULT_PER_PAGE } from "~/domain/pagination";
import { TEAM_ADMIN_LIST, type TeamVisibility } from "~/domain/team";
import { readArticleOverview } from "~/models/article.server";
import { countTeamMembers } from "~/models/team-member.server";
import { countPendingTestimonials } from "~/models/testimonial.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { requireContentEditor } from "~/auth/session.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Content", "The public site's articles and pages, edited without a deploy.", matches);

const teamListPath = (visibility: TeamVisibility) =>
  `/admin/content/team?${listSearchParams({ page: 1, perPage: DEFAULT_PER_PAGE, search: null, sortType: "position", sortDirection: "asc", filters: { visibility } }, TEAM_ADMIN_LIST)}`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const zone = getEnv().APP_TIME_ZONE;
  const [{ counts, scheduled }, team, pendingTestimonials] = await Promise.all([readArticleOverview(), countTeamMembers(), countPendingTestimonials()]);
  return {
    people: [
      { key: "pending", count: pendingTestimonials, label: "Testimonials waiting for approval", href: TESTIMONIAL_QUEUE_PATH },
      { key: "shown", count: team.shown, label: "Team members shown", href: teamListPath("shown") },
      { key: "hidden", count: team.hidden, label: "Team members hidden", href: teamListPath("hidden") },
    ],
    articles: ARTICLE_STATUSES.map((status) => ({
      status,
      label: articleStatusLabel(status),
      count: lookup(counts, status) ?? 0,
      href: `/admin/content/articles?${listSearchParams({ page: 1, perPage: DEFAULT_PER_PAGE, search: null, sortType: "updated", sortDirection: "desc", filters: { status, tag: null } }, ARTICLE_ADMIN_LIST)}`,
    })),
    scheduled: scheduled.map((article) => ({ id: article.id, title: article.title, when: article.publishAt ? formatDateTime(article.publishAt, zone) : "" })),
  };
}

export default function ContentOverview() {
  const { articles, scheduled, people } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Content</h1>
          <p className="text-sm text-gray-600">What the public site shows: every change is live on save or at its publication time, with no deploy.</p>
        </div>
        <ButtonLink to="/admin/content/articles/new">New article</ButtonLink>
      </div>
      <SectionCard id="articles" title="Articles">
        <ul className="grid gap-3 sm:grid-cols-4">
          {articles.map((row) => (
            <li key={row.status}>
              <Link to={row.href} className="block rounded-md border border-gray-200 p-3 hover:border-brand-300">
                <span className="block text-2xl font-bold text-gray-900">{row.count}</span>
                <span className="text-sm text-gray-600">{row.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        <h3 className="mt-6 text-sm font-semibold text-gray-900">Going live next</h3>
        {scheduled.length === 0 ? (
          <p className="mt-1 text-sm text-gray-600">No article is scheduled.</p>
        ) : (
          <ul className="mt-2 divide-y divide-gray-100">
            {scheduled.map((article) => (
              <li key={article.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <Link to={`/admin/content/articles/${article.id}`} className="font-medium text-brand-700 hover:underline">
                  {article.title}
                </Link>
                <span className="text-gray-600">{article.when}</span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard id="people" title="Team and testimonials">
        <ul className="grid gap-3 sm:grid-cols-3">
          {people.map((row) => (
            <li key={row.key}>
              <Link to={row.href} className="block rounded-md border border-gray-200 p-3 hover:border-brand-300">
                <span className="block text-2xl font-bold text-gray-900">{row.count}</span>
                <span className="text-sm text-gray-600">{row.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
