import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StudentStatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FilterTabs } from "~/components/list/filter-tabs";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { SearchForm } from "~/components/list/search-form";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { SOP_TABS, canDownloadSop, type SopTab } from "~/domain/booking";
import { STUDENT_SOP_LIST } from "~/domain/student-lists";
import { listStudentSops } from "~/models/sop-application.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";
import { readerOf, sopPackageName } from "~/features/booking/booking-views.server";
import { useLocalizedPath, useT, type Translate } from "~/i18n/i18n";

const LIST_PATH = "/student/sop-applications";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.seo.title, data.seo.description, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const { query } = readListPage(request, STUDENT_SOP_LIST, LIST_PATH);
  const { rows, meta } = await listStudentSops(student.id, query);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  const { t, format } = await readerOf(request);
  return {
    seo: { title: t("student.sop.list.heading"), description: t("student.sop.list.metaDescription") },
    rows: rows.map(({ createdAt, ...row }) => ({
      ...row,
      packageName: sopPackageName(row.package, t),
      submitted: format.day(createdAt, zone),
      downloadable: canDownloadSop(row.status) && row.finalDocumentId !== null,
    })),
    meta,
    query,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const TAB_KEYS: Record<SopTab, string> = {
  all: "student.sop.list.tabs.all",
  in_progress: "student.sop.list.tabs.inProgress",
  completed: "student.sop.list.tabs.completed",
  needs_revision: "student.sop.list.tabs.needsRevision",
};

function columns(t: Translate): ListColumn<Row, "submitted">[] {
  return [
    { header: t("student.sop.list.columns.id"), className: "font-medium text-gray-900", cell: (row) => `#${row.id}` },
    { header: t("student.sop.list.columns.university"), cell: (row) => row.university },
    {
      header: t("student.sop.list.columns.program"),
      cell: (row) => (
        <>
          {row.program}
          <span className="block text-xs capitalize text-gray-500">
            {t("student.sop.list.package", { package: row.packageName })}
          </span>
        </>
      ),
    },
    { header: t("student.sop.list.columns.submitted"), sortKey: "submitted", className: "whitespace-nowrap", cell: (row) => row.submitted },
    { header: t("student.sop.list.columns.status"), cell: (row) => <StudentStatusBadge status={row.status} context="student-sop" /> },
    { header: t("student.sop.list.columns.feedback"), className: "max-w-xs text-sm", cell: (row) => row.feedback ?? <span className="text-gray-500">—</span> },
    {
      header: t("student.sop.list.columns.actions"),
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <Link to={`/student/sop-applications/${row.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
            {t("student.sop.list.viewDetails")}
          </Link>
          {row.downloadable ? (
            <a href={`/student/documents/${row.finalDocumentId}`} download className={buttonClass({ size: "sm" })}>
              {t("student.sop.downloadFinal")}
            </a>
          ) : null}
        </div>
      ),
    },
  ];
}

export default function SopApplicationsPage() {
  const { rows, meta, query } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <ListPage
      title={t("student.sop.list.heading")}
      description={t("student.sop.list.intro")}
      actions={<ButtonLink to={lp("/services/sop-writing")}>{t("student.sop.list.new")}</ButtonLink>}
      spec={STUDENT_SOP_LIST}
      query={query}
      filters={
        <div className="space-y-3">
          <SearchForm spec={STUDENT_SOP_LIST} label={t("student.sop.list.searchLabel")} placeholder={t("student.sop.list.searchPlaceholder")} />
          <FilterTabs
            spec={STUDENT_SOP_LIST}
            label={t("student.sop.list.filterLabel")}
            tabs={SOP_TABS.map((tab) => {
              const status = tab.value === "all" ? null : tab.value;
              return { key: tab.value, label: t(TAB_KEYS[tab.value]), filters: { status }, current: query.filters.status === status };
            })}
          />
        </div>
      }
      rows={rows}
      meta={meta}
      empty={{
        title: t("student.sop.list.empty.title"),
        hint: t("student.sop.list.empty.hint"),
        filteredHint: t("student.sop.list.empty.filteredHint"),
      }}
      table={{ caption: t("student.sop.list.caption"), columns: columns(t), rowTestId: (row) => `sop-${row.id}` }}
    >
      <section aria-labelledby="tips-heading" className="rounded-lg bg-brand-50 p-6">
        <h2 id="tips-heading" className="text-lg font-semibold text-brand-900">
          {t("student.sop.list.tips.heading")}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-brand-900">
          <li>{t("student.sop.list.tips.early")}</li>
          <li>{t("student.sop.list.tips.sendCv")}</li>
          <li>{t("student.sop.list.tips.feedback")}</li>
        </ul>
        <Link to={lp("/resources/sop-writing-guide")} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {t("student.sop.list.tips.guide")} →
        </Link>
      </section>
    </ListPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
