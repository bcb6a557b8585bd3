import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useSearchParams } from "@remix-run/react";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { Pagination, PerPageSelect } from "~/components/ui/pagination";
import { EmptyState, Table, TBody, TD, TH, THead, TR } from "~/components/ui/table";
import { SOP_TABS, canDownloadSop, sopTab } from "~/domain/booking";
import { formatDay } from "~/domain/dates";
import { pageParams } from "~/domain/pagination";
import { listStudentSops } from "~/models/sop-application.server";
import { getEnv } from "~/utils/env.server";
import { cn } from "~/components/ui/cn";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/utils/session.server";
import { Link } from "~/components/ui/link";

export const meta: MetaFunction = ({ matches }) => seoMeta("SOP Applications", "Your statement-of-purpose orders, their status and documents.", matches);

const MAX_SEARCH = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const searchParams = new URL(request.url).searchParams;
  const { page, perPage } = pageParams(searchParams);
  const search = (searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH);
  const tab = sopTab(searchParams.get("status")).value;
  const zone = getEnv().APP_TIME_ZONE;
  const { rows, meta } = await listStudentSops({ studentId: student.id, search, tab, page, perPage });
  return {
    search,
    tab,
    meta,
    rows: rows.map(({ createdAt, ...row }) => ({
      ...row,
      submitted: formatDay(createdAt, zone),
      downloadable: canDownloadSop(row.status) && row.finalDocumentId !== null,
    })),
  };
}

function tabHref(searchParams: URLSearchParams, value: string) {
  const next = new URLSearchParams(searchParams);
  next.delete("page");
  if (value === "all") next.delete("status");
  else next.set("status", value);
  const query = next.toString();
  return query ? `?${query}` : "?";
}

export default function SopApplicationsPage() {
  const { search, tab, meta, rows } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const filtering = search !== "" || tab !== "all";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">SOP Applications</h1>
          <p className="mt-1 text-sm text-gray-600">Follow your statements of purpose from order to final document.</p>
        </div>
        <ButtonLink to="/services/sop-writing">New SOP Application</ButtonLink>
      </div>

      <Form method="get" role="search" className="flex max-w-xl gap-2">
        {tab !== "all" ? <input type="hidden" name="status" value={tab} /> : null}
        {searchParams.get("per_page") ? <input type="hidden" name="per_page" value={searchParams.get("per_page") ?? ""} /> : null}
        <label htmlFor="sop-search" className="sr-only">
          Search applications
        </label>
        <input
          id="sop-search"
          type="search"
          name="q"
          defaultValue={search}
          maxLength={MAX_SEARCH}
          placeholder="Search by university, program or ID"
          className="block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
        />
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          Search
        </button>
      </Form>

      <nav aria-label="Filter by status" className="flex flex-wrap gap-1 border-b border-gray-200">
        {SOP_TABS.map((option) => (
          <Link
            key={option.value}
            to={tabHref(searchParams, option.value)}
            aria-current={tab === option.value ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-4 py-2 text-sm font-medium",
              tab === option.value ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900",
            )}
          >
            {option.label}
          </Link>
        ))}
      </nav>

      {rows.length === 0 ? (
        <EmptyState
          title="No applications found"
          hint={filtering ? "Try adjusting your search terms" : "You haven't submitted any SOP applications yet"}
        />
      ) : (
        <>
          <Table caption="SOP applications">
            <THead>
              <tr>
                <TH>ID</TH>
                <TH>University</TH>
                <TH>Program</TH>
                <TH>Submitted</TH>
                <TH>Status</TH>
                <TH>Feedback</TH>
                <TH>Actions</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <TR key={row.id} data-testid={`sop-${row.id}`}>
                  <TD className="font-medium text-gray-900">#{row.id}</TD>
                  <TD>{row.university}</TD>
                  <TD>
                    {row.program}
                    <span className="block text-xs capitalize text-gray-500">{row.package} package</span>
                  </TD>
                  <TD className="whitespace-nowrap">{row.submitted}</TD>
                  <TD>
                    <StatusBadge status={row.status} context="student-sop" />
                  </TD>
                  <TD className="max-w-xs text-sm">{row.feedback ?? <span className="text-gray-500">—</span>}</TD>
                  <TD>
                    <div className="flex flex-wrap gap-2">
                      <Link to={`/student/sop-applications/${row.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
                        View Details
                      </Link>
                      {row.downloadable ? (
                        <a href={`/student/documents/${row.finalDocumentId}`} download className={buttonClass({ size: "sm" })}>
                          Download SOP Document
                        </a>
                      ) : null}
                    </div>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <div className="flex flex-col items-center justify-between gap-2 sm:flex-row">
            <PerPageSelect perPage={meta.per_page} />
            <Pagination meta={meta} />
          </div>
        </>
      )}

      <section aria-labelledby="tips-heading" className="rounded-lg bg-brand-50 p-6">
        <h2 id="tips-heading" className="text-lg font-semibold text-brand-900">
          Tips for a strong SOP
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-brand-900">
          <li>Apply at least 2 weeks before your deadline so there is time for revisions.</li>
          <li>Send your CV and any draft you have: your writer builds on your own story.</li>
          <li>Read the feedback on a &quot;Needs Revision&quot; SOP and reply with the details asked for.</li>
        </ul>
        <Link to="/resources/sop-writing-guide" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
          Read the SOP writing guide →
        </Link>
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
