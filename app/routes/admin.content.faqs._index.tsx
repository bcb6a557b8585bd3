import { FAQS_PATH } from "~/domain/content";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { FilterForm } from "~/components/list/filter-form";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { SearchForm } from "~/components/list/search-form";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Field, Select } from "~/components/ui/field";
import { formatDateTime } from "~/domain/dates";
import { FAQ_ADMIN_LIST, FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, faqCategoryLabel } from "~/domain/faq";
import { listFaqsForAdmin } from "~/models/faq.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("FAQs", "The questions and answers of the Contact page, the service pages and /faq.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const { query, view } = readListPage(request, FAQ_ADMIN_LIST, FAQS_PATH);
  const { rows, meta } = await listFaqsForAdmin(query);
  redirectPastLastPage(request, FAQS_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({ id: row.id, question: row.question, category: faqCategoryLabel(row.category), position: row.position, visible: row.visible, updated: formatDateTime(row.updatedAt, zone) })),
    meta,
    query,
    view,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: ListColumn<Row>[] = [
  {
    header: "Question",
    className: "min-w-64",
    card: "title",
    cell: (row) => (
      <Link to={`${FAQS_PATH}/${row.id}`} className="font-medium text-brand-700 hover:underline">
        {row.question}
      </Link>
    ),
  },
  { header: "Shown", card: "badge", cell: (row) => (row.visible ? <Badge tone="green">Shown</Badge> : <Badge>Hidden</Badge>) },
  { header: "Category", card: "meta", cell: (row) => row.category },
  { header: "Order", card: "meta", cell: (row) => row.position },
  { header: "Last edited", className: "whitespace-nowrap", card: "meta", cell: (row) => row.updated },
];

function FaqFilters({ category }: { category: string | null }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="w-full max-w-md pb-6">
        <SearchForm spec={FAQ_ADMIN_LIST} label="Search questions" placeholder="Search questions and answers" />
      </div>
      <FilterForm spec={FAQ_ADMIN_LIST}>
        <Field label="Category" id="filter-category" className="w-64">
          {(control) => (
            <Select {...control} name="category" defaultValue={category ?? ""}>
              <option value="">All</option>
              {FAQ_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {FAQ_CATEGORY_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FilterForm>
    </div>
  );
}

export default function FaqsPage() {
  const { rows, meta, query, view } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="FAQs"
      description="By category, in the order the pages show them. General questions are on the Contact page, a service's on its page, every shown one on /faq."
      actions={<ButtonLink to={`${FAQS_PATH}/new${query.filters.category ? `?category=${query.filters.category}` : ""}`}>New question</ButtonLink>}
      spec={FAQ_ADMIN_LIST}
      query={query}
      filters={<FaqFilters category={query.filters.category} />}
      rows={rows}
      meta={meta}
      empty={{ title: "No questions found", hint: "Add the first one with New question.", filteredHint: "Try adjusting your search terms or the category." }}
      table={{ caption: "FAQs", columns: COLUMNS, rowTestId: (row) => `faq-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load the questions" message="Please try again in a moment." />} />;
}
