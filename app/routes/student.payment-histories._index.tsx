import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { catalogueNameKey } from "~/content/catalogue";
import { Link, useLoaderData } from "@remix-run/react";
import { StudentStatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { buttonClass } from "~/components/ui/button";
import { RowMenu } from "~/components/ui/menu";
import { paymentMethodKey } from "~/domain/payment";
import { STUDENT_PAYMENT_LIST } from "~/domain/student-lists";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { useT, type Translate } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { listStudentPayments } from "~/models/payment.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";

const LIST_PATH = "/student/payment-histories";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.seo.title, data.seo.description, matches) : []);

/** A default catalogue name in the reader's language; a name an admin wrote stays as written. */
const serviceNameIn = (t: (key: string) => string, name: string) => {
  const key = catalogueNameKey(name);
  return key ? t(key) : name;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const { query } = readListPage(request, STUDENT_PAYMENT_LIST, LIST_PATH);
  const { rows, meta } = await listStudentPayments(student.id, query);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  const locale = await getLocale(request);
  const [t, format] = [translator(locale), createFormatter(locale)];
  const translatedMethod = (method: string) => {
    const key = paymentMethodKey(method);
    return key ? t(key) : method;
  };
  return {
    seo: { title: t("student.payments.metaTitle"), description: t("student.payments.metaDescription") },
    rows: rows.map((row) => ({
      id: row.id,
      invoiceNumber: row.invoiceNumber,
      service: serviceNameIn(t, row.serviceName),
      amount: format.money(row.amountCents, row.currency),
      date: format.day(row.createdAt, zone),
      status: row.status,
      method: translatedMethod(row.method),
    })),
    meta,
    query,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

function paymentColumns(t: Translate): ListColumn<Row, "date">[] {
  return [
    { header: t("student.payments.column.invoice"), className: "font-medium text-gray-900", cell: (row) => row.invoiceNumber },
    { header: t("student.payments.column.service"), cell: (row) => row.service },
    { header: t("student.payments.column.amount"), className: "whitespace-nowrap", cell: (row) => row.amount },
    { header: t("student.payments.column.date"), sortKey: "date", className: "whitespace-nowrap", cell: (row) => row.date },
    { header: t("student.payments.column.status"), cell: (row) => <StudentStatusBadge status={row.status} /> },
    { header: t("student.payments.column.method"), cell: (row) => row.method },
    {
      header: t("student.payments.column.actions"),
      cell: (row) => (
        <RowMenu
          label={t("student.payments.actionsFor", { invoice: row.invoiceNumber })}
          items={[
            {
              key: "invoice",
              node: (
                <a href={`/student/payment-histories/${row.id}/invoice.pdf`} download>
                  {t("student.payments.downloadInvoice")}
                </a>
              ),
            },
            { key: "details", node: <Link to={`/student/payment-histories/${row.id}`}>{t("student.payments.viewDetails")}</Link> },
          ]}
        />
      ),
    },
  ];
}

export default function PaymentHistoryPage() {
  const { rows, meta, query } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <ListPage
      title={t("student.payments.title")}
      description={t("student.payments.description")}
      actions={
        meta.total > 0 ? (
          <a href="/student/payment-histories/export.csv" download className={buttonClass({ variant: "secondary" })}>
            {t("student.payments.exportAll")}
          </a>
        ) : null
      }
      spec={STUDENT_PAYMENT_LIST}
      query={query}
      rows={rows}
      meta={meta}
      empty={{ title: t("student.payments.emptyTitle"), hint: t("student.payments.emptyHint") }}
      table={{ caption: t("student.payments.caption"), columns: paymentColumns(t), rowTestId: (row) => `payment-${row.id}` }}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
