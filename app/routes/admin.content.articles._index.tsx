import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { FilterForm } from "~/components/list/filter-form";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { SearchForm } from "~/components/list/search-form";
import { ArticleStatusBadge } from "~/components/content/article-status-badge";
import { ButtonLink } from "~/components/ui/button";
import { Field, Select } from "~/components/ui/field";
import { ARTICLE_ADMIN_LIST, ARTICLE_STATUSES, articleStatusLabel } from "~/domain/article";
import { formatDateTime } from "~/domain/dates";
import { listArticleTags, listArticlesForAdmin } from "~/models/article.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireContentEditor } from "~/auth/session.server";

const LIST_PATH = "/admin/content/articles";

export const meta: MetaFunction = ({ matches }) => seoMeta("Articles", "The blog's articles: drafts, scheduled, published and archived.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const { query, view } = readListPage(request, ARTICLE_ADMIN_LIST, LIST_PATH);
  const [{ rows, meta }, tags] = await Promise.all([listArticlesForAdmin(query), listArticleTags({ publishedOnly: false })]);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      status: row.status,
      author: row.author?.name ?? "",
      tags: row.tags.map((tag) => tag.name).join(", "),
      published: row.status === "scheduled" && row.publishAt ? `Goes live ${formatDateTime(row.publishAt, zone)}` : row.publishedAt ? formatDateTime(row.publishedAt, zone) : "",
      updated: formatDateTime(row.updatedAt, zone),
    })),
    tags: tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
    meta,
    query,
    view,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: ListColumn<Row, "updated" | "published" | "title">[] = [
  {
    header: "Title",
    sortKey: "title",
    className: "min-w-56",
    card: "title",
    cell: (row) => (
      <>
        <Link to={`${LIST_PATH}/${row.id}`} className="font-medium text-brand-700 hover:underline">
          {row.title}
        </Link>
        <span className="block break-all text-xs text-gray-600">/blog/{row.slug}</span>
      </>
    ),
  },
  { header: "Status", card: "badge", cell: (row) => <ArticleStatusBadge status={row.status} /> },
  { header: "Author", card: "meta", cell: (row) => row.author || "None shown" },
  { header: "Tags", card: "meta", cell: (row) => row.tags || "None" },
  { header: "Published", sortKey: "published", className: "whitespace-nowrap", card: "meta", cell: (row) => row.published || "Not yet" },
  { header: "Last edited", sortKey: "updated", className: "whitespace-nowrap", card: "meta", cell: (row) => row.updated },
];

function ArticleFilters({ status, tag, tags }: { status: string | null; tag: string | null; tags: ReadonlyArray<{ slug: string; name: string }> }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="w-full max-w-md pb-6">
        <SearchForm spec={ARTICLE_ADMIN_LIST} label="Search articles" placeholder="Search by title, slug or excerpt" />
      </div>
      <FilterForm spec={ARTICLE_ADMIN_LIST}>
        <Field label="Status" id="filter-status" className="w-40">
          {(control) => (
            <Select {...control} name="status" defaultValue={status ?? ""}>
              <option value="">All</option>
              {ARTICLE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {articleStatusLabel(value)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Tag" id="filter-tag" className="w-48">
          {(control) => (
            <Select {...control} name="tag" defaultValue={tag ?? ""}>
              <option value="">All</option>
              {tags.map((value) => (
                <option key={value.slug} value={value.slug}>
                  {value.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FilterForm>
    </div>
  );
}

export default function ArticlesPage() {
  const { rows, meta, query, view, tags } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Articles"
      description="The blog, newest edit first. A published article is live; a scheduled one goes live by itself at its time."
      actions={<ButtonLink to={`${LIST_PATH}/new`}>New article</ButtonLink>}
      spec={ARTICLE_ADMIN_LIST}
      query={query}
      filters={<ArticleFilters status={query.filters.status} tag={query.filters.tag} tags={tags} />}
      rows={rows}
      meta={meta}
      empty={{ title: "No articles found", hint: "Write the first article with New article.", filteredHint: "Try adjusting your search terms or the filters." }}
      table={{ caption: "Articles", columns: COLUMNS, rowTestId: (row) => `article-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load articles" message="Please try again in a moment." />} />;
}
