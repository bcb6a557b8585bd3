import { TESTIMONIALS_PATH } from "~/domain/content";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { SearchAndStatusFilter } from "~/components/admin/list-controls";
import { TestimonialStatusBadge } from "~/components/content/testimonial-status-badge";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { formatDateTime } from "~/domain/dates";
import { reviewsAllowed, TESTIMONIAL_ADMIN_LIST, TESTIMONIAL_QUEUE_PATH, TESTIMONIAL_REVIEWS, TESTIMONIAL_STATUSES, type TestimonialSortKey, testimonialStatusLabel } from "~/domain/testimonial";
import { postedId } from "~/features/admin/admin-actions.server";
import { reviewTestimonialAction } from "~/features/content/testimonial-editor.server";
import { countPendingTestimonials, listTestimonialsForAdmin } from "~/models/testimonial.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { listReturnPath, readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Testimonials", "The students' testimonials: the approval queue and what the site shows.", matches);

const QUOTE_PREVIEW = 140;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const { query, view } = readListPage(request, TESTIMONIAL_ADMIN_LIST, TESTIMONIALS_PATH);
  const [{ rows, meta }, pending] = await Promise.all([listTestimonialsForAdmin(query), countPendingTestimonials()]);
  redirectPastLastPage(request, TESTIMONIALS_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      student: row.student?.name ?? null,
      where: `${row.university}, ${row.destination}`,
      quote: row.quote.length > QUOTE_PREVIEW ? `${row.quote.slice(0, QUOTE_PREVIEW).trimEnd()}…` : row.quote,
      rating: row.rating,
      position: row.position,
      status: row.status,
      reviews: reviewsAllowed(row.status),
      submitted: formatDateTime(row.createdAt, zone),
    })),
    pending,
    meta,
    query,
    view,
  };
}

/** Approve, Decline, Show and Hide from a row: the list comes back as it was (search, filter, page). */
export async function action({ request }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const formData = await readFormData(request);
  const testimonialId = postedId(formData);
  if (!testimonialId) throw new Response("Choose a testimonial.", { status: 400 });
  const closeTo = listReturnPath(request, TESTIMONIALS_PATH, TESTIMONIAL_ADMIN_LIST);
  return dispatchIntent(
    formData,
    Object.fromEntries(TESTIMONIAL_REVIEWS.map((review) => [review, () => reviewTestimonialAction(closeTo, { testimonialId, review, editorId: editor.id })])),
  );
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const REVIEW_LABELS = { approve: "Approve", decline: "Decline", show: "Show", hide: "Hide" } as const;

const COLUMNS: ListColumn<Row, TestimonialSortKey>[] = [
  {
    header: "Name",
    sortKey: "name",
    className: "min-w-48",
    card: "title",
    cell: (row) => (
      <>
        <Link to={`${TESTIMONIALS_PATH}/${row.id}`} className="font-medium text-brand-700 hover:underline">
          {row.name}
        </Link>
        <span className="block text-xs text-gray-600">{row.student ? `Written by the student ${row.student}` : "Added by an editor"}</span>
      </>
    ),
  },
  { header: "Status", card: "badge", cell: (row) => <TestimonialStatusBadge status={row.status} /> },
  { header: "Testimonial", className: "min-w-64", card: "line", cell: (row) => <span className="text-sm text-gray-700">“{row.quote}”</span> },
  { header: "University", card: "meta", cell: (row) => row.where },
  { header: "Rating", card: "meta", cell: (row) => `${row.rating} of 5` },
  { header: "Order", sortKey: "position", card: "meta", cell: (row) => row.position },
  { header: "Submitted", sortKey: "submitted", className: "whitespace-nowrap", card: "meta", cell: (row) => row.submitted },
  {
    header: <span className="sr-only">Actions</span>,
    card: "actions",
    cell: (row) =>
      row.reviews.length === 0 ? null : (
        <Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={row.id} />
          {row.reviews.map((review) => (
            <SubmitButton key={review} name="intent" value={review} variant={review === "approve" ? "primary" : "secondary"} size="sm">
              {REVIEW_LABELS[review]}
              <span className="sr-only"> {row.name}&apos;s testimonial</span>
            </SubmitButton>
          ))}
        </Form>
      ),
  },
];

export default function TestimonialsPage() {
  const { rows, pending, meta, query, view } = useLoaderData<typeof loader>();
  const queueOpen = query.filters.status === "pending";
  return (
    <ListPage
      title="Testimonials"
      description="In the order the site shows them; the home page shows the first three. A student's testimonial waits for approval before it shows."
      actions={<ButtonLink to={`${TESTIMONIALS_PATH}/new`}>New testimonial</ButtonLink>}
      spec={TESTIMONIAL_ADMIN_LIST}
      query={query}
      filters={<SearchAndStatusFilter spec={TESTIMONIAL_ADMIN_LIST} statuses={TESTIMONIAL_STATUSES} status={query.filters.status} labelOf={testimonialStatusLabel} searchLabel="Search testimonials" placeholder="Search by name, university, country or words" />}
      notice={
        pending > 0 && !queueOpen ? (
          <p className="rounded-md border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900">
            {pending === 1 ? "1 student testimonial waits" : `${pending} student testimonials wait`} for approval.{" "}
            <Link to={TESTIMONIAL_QUEUE_PATH} className="font-semibold underline">
              Review {pending === 1 ? "it" : "them"}
            </Link>
          </p>
        ) : null
      }
      rows={rows}
      meta={meta}
      empty={{
        title: queueOpen ? "Nothing waits for approval" : "No testimonials found",
        hint: "Add one with New testimonial; students are invited to write theirs once their visa is granted.",
        filteredHint: "Try adjusting your search terms or the status.",
      }}
      table={{ caption: "Testimonials", columns: COLUMNS, rowTestId: (row) => `testimonial-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load the testimonials" message="Please try again in a moment." />} />;
}
