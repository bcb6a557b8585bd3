import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { Pagination, PerPageSelect } from "~/components/ui/pagination";
import { EmptyState, Table, TBody, TD, TH, THead, TR } from "~/components/ui/table";
import { canUploadLoanDocuments } from "~/domain/booking";
import { formatDay } from "~/domain/dates";
import { formatWholeDollars } from "~/domain/money";
import { pageParams } from "~/domain/pagination";
import { listStudentLoans } from "~/models/loan-application.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/utils/session.server";
import { Link } from "~/components/ui/link";

export const meta: MetaFunction = ({ matches }) => seoMeta("Loan Applications", "Your education-loan applications, their status and documents.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const { page, perPage } = pageParams(new URL(request.url).searchParams);
  const zone = getEnv().APP_TIME_ZONE;
  const { rows, meta } = await listStudentLoans({ studentId: student.id, page, perPage });
  return {
    meta,
    rows: rows.map(({ createdAt, loanAmount, ...row }) => ({
      ...row,
      amount: formatWholeDollars(loanAmount),
      date: formatDay(createdAt, zone),
      canUpload: canUploadLoanDocuments(row.status),
    })),
  };
}

export default function LoanApplicationsPage() {
  const { meta, rows } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Loan Applications</h1>
          <p className="mt-1 text-sm text-gray-600">Your education-loan applications with our partner banks.</p>
        </div>
        <ButtonLink to="/services/loan-assistance">New Loan Application</ButtonLink>
      </div>
      {meta.total === 0 ? (
        <EmptyState title="No loan applications yet" hint="Apply for education-loan assistance and follow it here.">
          <ButtonLink to="/services/loan-assistance" variant="secondary">
            Apply for a Loan
          </ButtonLink>
        </EmptyState>
      ) : (
        <>
          <DocumentsRequests rows={rows.filter((row) => row.canUpload && row.documentsRequest)} />
          <Table caption="Loan applications">
            <THead>
              <tr>
                <TH>ID</TH>
                <TH>University</TH>
                <TH>Course</TH>
                <TH>Amount</TH>
                <TH>Date</TH>
                <TH>Status</TH>
                <TH>Bank</TH>
                <TH>Documents</TH>
                <TH>Actions</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <TR key={row.id} data-testid={`loan-${row.id}`}>
                  <TD className="font-medium text-gray-900">#{row.id}</TD>
                  <TD>{row.university}</TD>
                  <TD>{row.course}</TD>
                  <TD className="whitespace-nowrap">{row.amount}</TD>
                  <TD className="whitespace-nowrap">{row.date}</TD>
                  <TD>
                    <StatusBadge status={row.status} />
                  </TD>
                  <TD>{row.bank ?? <span className="text-gray-500">Unassigned</span>}</TD>
                  <TD>
                    {row.documents.length === 0 ? (
                      <span className="text-gray-500">None</span>
                    ) : (
                      <ul className="space-y-1">
                        {row.documents.map((document) => (
                          <li key={document.id}>
                            <a href={`/student/documents/${document.id}`} download className="text-brand-700 underline">
                              {document.originalName}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </TD>
                  <TD>
                    {row.canUpload ? (
                      <Link to={`/student/loan-applications/${row.id}/upload`} className={buttonClass({ size: "sm" })}>
                        Upload
                      </Link>
                    ) : null}
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
    </div>
  );
}

/**
 * What staff asked for, above the table: on a phone the table scrolls sideways and its last column (the request and
 * Upload) would start off-screen, so a student could miss the one thing they must do.
 */
function DocumentsRequests({ rows }: { rows: { id: number; university: string; documentsRequest: string | null }[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="documents-requests" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="documents-requests" className="text-sm font-semibold text-amber-900">
        Documents requested
      </h2>
      <ul className="mt-2 space-y-3">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-start justify-between gap-2 text-sm text-gray-800">
            <p className="min-w-0 flex-1 whitespace-pre-line">
              <span className="font-medium">
                Loan #{row.id} ({row.university}):
              </span>{" "}
              {row.documentsRequest}
            </p>
            <Link to={`/student/loan-applications/${row.id}/upload`} className={buttonClass({ size: "sm" })}>
              Upload documents
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
