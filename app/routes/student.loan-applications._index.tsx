import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { canUploadLoanDocuments } from "~/domain/booking";
import { formatDay } from "~/domain/dates";
import { formatWholeDollars } from "~/domain/money";
import { STUDENT_LOAN_LIST } from "~/domain/student-lists";
import { listStudentLoans } from "~/models/loan-application.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";

const LIST_PATH = "/student/loan-applications";

export const meta: MetaFunction = ({ matches }) => seoMeta("Loan Applications", "Your education-loan applications, their status and documents.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const { query } = readListPage(request, STUDENT_LOAN_LIST, LIST_PATH);
  const { rows, meta } = await listStudentLoans(student.id, query);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map(({ createdAt, loanAmount, ...row }) => ({
      ...row,
      amount: formatWholeDollars(loanAmount),
      date: formatDay(createdAt, zone),
      canUpload: canUploadLoanDocuments(row.status),
    })),
    meta,
    query,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: ListColumn<Row, "date">[] = [
  { header: "ID", className: "font-medium text-gray-900", cell: (row) => `#${row.id}` },
  { header: "University", cell: (row) => row.university },
  { header: "Course", cell: (row) => row.course },
  { header: "Amount", className: "whitespace-nowrap", cell: (row) => row.amount },
  { header: "Date", sortKey: "date", className: "whitespace-nowrap", cell: (row) => row.date },
  { header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
  { header: "Bank", cell: (row) => row.bank ?? <span className="text-gray-500">Unassigned</span> },
  {
    header: "Documents",
    cell: (row) =>
      row.documents.length === 0 ? (
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
      ),
  },
  {
    header: "Actions",
    cell: (row) =>
      row.canUpload ? (
        <Link to={`/student/loan-applications/${row.id}/upload`} className={buttonClass({ size: "sm" })}>
          Upload
        </Link>
      ) : null,
  },
];

export default function LoanApplicationsPage() {
  const { rows, meta, query } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Loan Applications"
      description="Your education-loan applications with our partner banks."
      actions={<ButtonLink to="/services/loan-assistance">New Loan Application</ButtonLink>}
      spec={STUDENT_LOAN_LIST}
      query={query}
      rows={rows}
      meta={meta}
      empty={{
        title: "No loan applications yet",
        hint: "Apply for education-loan assistance and follow it here.",
        action: (
          <ButtonLink to="/services/loan-assistance" variant="secondary">
            Apply for a Loan
          </ButtonLink>
        ),
      }}
      notice={<DocumentsRequests rows={rows.filter((row) => row.canUpload && row.documentsRequest)} />}
      table={{ caption: "Loan applications", columns: COLUMNS, rowTestId: (row) => `loan-${row.id}` }}
    />
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
