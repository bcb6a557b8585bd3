import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StudentStatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { canUploadLoanDocuments } from "~/domain/booking";
import { STUDENT_LOAN_LIST } from "~/domain/student-lists";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { T, useLocalizedPath, useT, type Translate } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { listStudentLoans } from "~/models/loan-application.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";

const LIST_PATH = "/student/loan-applications";
const LOAN_SERVICE_PATH = "/services/loan-assistance";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.seo.title, data.seo.description, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const { query } = readListPage(request, STUDENT_LOAN_LIST, LIST_PATH);
  const { rows, meta } = await listStudentLoans(student.id, query);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  const locale = await getLocale(request);
  const [t, format] = [translator(locale), createFormatter(locale)];
  return {
    seo: { title: t("student.loans.metaTitle"), description: t("student.loans.metaDescription") },
    rows: rows.map(({ createdAt, loanAmount, ...row }) => ({
      ...row,
      amount: t("student.loans.amount", { amount: format.number(loanAmount) }),
      date: format.day(createdAt, zone),
      canUpload: canUploadLoanDocuments(row.status),
    })),
    meta,
    query,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

function loanColumns(t: Translate): ListColumn<Row, "date">[] {
  return [
    { header: t("student.loans.column.id"), className: "font-medium text-gray-900", cell: (row) => `#${row.id}` },
    { header: t("student.loans.column.university"), cell: (row) => row.university },
    { header: t("student.loans.column.course"), cell: (row) => row.course },
    { header: t("student.loans.column.amount"), className: "whitespace-nowrap", cell: (row) => row.amount },
    { header: t("student.loans.column.date"), sortKey: "date", className: "whitespace-nowrap", cell: (row) => row.date },
    { header: t("student.loans.column.status"), cell: (row) => <StudentStatusBadge status={row.status} /> },
    { header: t("student.loans.column.bank"), cell: (row) => row.bank ?? <span className="text-gray-500">{t("student.loans.unassigned")}</span> },
    {
      header: t("student.loans.column.documents"),
      cell: (row) =>
        row.documents.length === 0 ? (
          <span className="text-gray-500">{t("student.loans.noDocuments")}</span>
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
      header: t("student.loans.column.actions"),
      cell: (row) =>
        row.canUpload ? (
          <Link to={`/student/loan-applications/${row.id}/upload`} className={buttonClass({ size: "sm" })}>
            {t("student.files.upload")}
          </Link>
        ) : null,
    },
  ];
}

export default function LoanApplicationsPage() {
  const { rows, meta, query } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <ListPage
      title={t("student.loans.title")}
      description={t("student.loans.description")}
      actions={<ButtonLink to={lp(LOAN_SERVICE_PATH)}>{t("student.loans.newApplication")}</ButtonLink>}
      spec={STUDENT_LOAN_LIST}
      query={query}
      rows={rows}
      meta={meta}
      empty={{
        title: t("student.loans.emptyTitle"),
        hint: t("student.loans.emptyHint"),
        action: (
          <ButtonLink to={lp(LOAN_SERVICE_PATH)} variant="secondary">
            {t("student.loans.apply")}
          </ButtonLink>
        ),
      }}
      notice={<DocumentsRequests rows={rows.filter((row) => row.canUpload && row.documentsRequest)} />}
      table={{ caption: t("student.loans.caption"), columns: loanColumns(t), rowTestId: (row) => `loan-${row.id}` }}
    />
  );
}

/**
 * What staff asked for, above the table: on a phone the table scrolls sideways and its last column (the request and
 * Upload) would start off-screen, so a student could miss the one thing they must do.
 */
function DocumentsRequests({ rows }: { rows: { id: number; university: string; documentsRequest: string | null }[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="documents-requests" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="documents-requests" className="text-sm font-semibold text-amber-900">
        {t("student.loans.documentsRequested")}
      </h2>
      <ul className="mt-2 space-y-3">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-start justify-between gap-2 text-sm text-gray-800">
            <p className="min-w-0 flex-1 whitespace-pre-line">
              <T k="student.loans.requestFor" values={{ id: row.id, university: row.university, request: row.documentsRequest }} components={{ 0: <span className="font-medium" /> }} />
            </p>
            <Link to={`/student/loan-applications/${row.id}/upload`} className={buttonClass({ size: "sm" })}>
              {t("student.loans.uploadDocuments")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
