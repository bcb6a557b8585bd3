import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { catalogueNameKey } from "~/content/catalogue";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { StudentStatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { canPayOnline, paymentMethodKey, readCheckoutReturn } from "~/domain/payment";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { PaymentBeingConfirmedError, PaymentNotPayableError, startCheckout } from "~/models/payment-checkout.server";
import { GatewayUnavailableError, gatewayErrorMessage, getPaymentOptions } from "~/models/payment-gateway.server";
import { getStudentPayment } from "~/models/payment.server";
import { EmailNotVerifiedError, assertEmailVerified } from "~/models/email-verification.server";
import { getGeneralSettings } from "~/models/settings.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.meta.title, data.meta.description, matches) : []);

/** How often the page looks again while the gateway's confirmation is on its way. */
const CONFIRMATION_POLL_SECONDS = 3;

/** A default catalogue name in the reader's language; a name an admin wrote stays as written. */
const serviceNameIn = (t: (key: string) => string, name: string) => {
  const key = catalogueNameKey(name);
  return key ? t(key) : name;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const payment = await getStudentPayment(student.id, requireId(params.id));
  if (!payment) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  const locale = await getLocale(request);
  const [t, format] = [translator(locale), createFormatter(locale)];
  const unpaid = canPayOnline(payment);
  const [options, company] = unpaid ? await Promise.all([getPaymentOptions(), getGeneralSettings()]) : [null, null];
  const checkout = readCheckoutReturn(new URL(request.url).searchParams.get("checkout"));
  const contacts = company ? [company.contactEmail, company.contactPhone].filter(Boolean) : [];
  const methodKey = paymentMethodKey(payment.method);
  return {
    meta: { title: t("student.payment.metaTitle", { invoice: payment.invoiceNumber }), description: t("student.payment.metaDescription") },
    payment: {
      id: payment.id,
      invoiceNumber: payment.invoiceNumber,
      service: serviceNameIn(t, payment.serviceName),
      amount: format.money(payment.amountCents, payment.currency),
      status: payment.status,
      method: methodKey ? t(methodKey) : payment.method,
      date: format.day(payment.createdAt, zone),
      paidAt: payment.paidAt ? format.day(payment.paidAt, zone) : null,
      refundedAt: payment.refundedAt ? format.day(payment.refundedAt, zone) : null,
      refunds: payment.refunds.map((refund) => ({
        id: refund.id,
        amount: format.money(refund.amountCents, payment.currency),
        date: format.day(refund.settledAt ?? refund.createdAt, zone),
        done: refund.status === "succeeded",
      })),
    },
    // Only an unpaid invoice needs to say how it can be paid.
    paying: options && company
      ? {
          online: options.online,
          offline: options.offline,
          offlineInstructions: options.offlineInstructions,
          contact: contacts.length === 2 ? t("student.payment.contactEither", { first: contacts[0], second: contacts[1] }) : contacts.join(""),
        }
      : null,
    // The gateway sent the student back before its webhook confirmed the payment: the page waits for it.
    confirming: checkout === "success" && payment.status === "pending" && payment.checkoutSessionId !== null,
    cancelled: checkout === "cancelled" && unpaid,
    justPaid: checkout === "success" && payment.status === "paid",
  };
}

/** Pay now: off to the gateway's checkout page (a 303), or back here with the reason it cannot be paid now. */
export async function action({ request, params }: ActionFunctionArgs) {
  const student = await requireStudent(request);
  const paymentId = requireId(params.id);
  const pagePath = `/student/payment-histories/${paymentId}`;
  try {
    await assertEmailVerified(student.id);
    const checkoutUrl = await startCheckout({ studentId: student.id, paymentId });
    if (!checkoutUrl) throw notFound();
    return redirect(checkoutUrl, 303);
  } catch (error) {
    if (error instanceof PaymentBeingConfirmedError) return redirect(`${pagePath}?checkout=success`, 303);
    const t = translator(await getLocale(request));
    if (error instanceof PaymentNotPayableError || error instanceof GatewayUnavailableError || error instanceof EmailNotVerifiedError) {
      return redirectWithToast(pagePath, { type: "error", title: t("student.payment.notStartedTitle"), description: error.message });
    }
    if (error instanceof Response) throw error;
    console.error(`Checkout of payment ${paymentId} failed: ${gatewayErrorMessage(error)}`, error);
    return redirectWithToast(pagePath, { type: "error", title: t("student.payment.notStartedTitle"), description: t("student.payment.notStartedDescription") });
  }
}

export default function PaymentDetailPage() {
  const { payment, paying, confirming, cancelled, justPaid } = useLoaderData<typeof loader>();
  const t = useT();
  const rows: Array<[string, string]> = [
    [t("student.payment.service"), payment.service],
    [t("student.payment.amount"), payment.amount],
    [t("student.payment.date"), payment.date],
    [t("student.payment.method"), payment.method],
    ...(payment.paidAt ? [[t("student.payment.paidOn"), payment.paidAt] as [string, string]] : []),
    ...(payment.refundedAt ? [[t("student.payment.refundedOn"), payment.refundedAt] as [string, string]] : []),
  ];
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link to="/student/payment-histories" className="text-sm font-medium text-brand-700 hover:underline">
        {t("student.payment.back")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-gray-900">{t("student.payment.heading", { invoice: payment.invoiceNumber })}</h1>
        <StudentStatusBadge status={payment.status} />
      </div>
      {confirming ? <ConfirmingNotice /> : null}
      {justPaid ? <Notice tone="success">{t("student.payment.justPaid")}</Notice> : null}
      {cancelled ? <Notice tone="info">{t("student.payment.cancelled")}</Notice> : null}
      <dl className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-6 py-3 text-sm">
            <dt className="text-gray-500">{label}</dt>
            <dd className="font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {paying && !confirming ? <PayOptions status={payment.status} paying={paying} invoiceNumber={payment.invoiceNumber} /> : null}
      {payment.refunds.length > 0 ? (
        <SectionCard id="refunds" title={t("student.payment.refunds")}>
          <ul className="divide-y divide-gray-100 text-sm">
            {payment.refunds.map((refund) => (
              <li key={refund.id} className="flex justify-between gap-4 py-2">
                <span className="text-gray-700">{t(refund.done ? "student.payment.refundDone" : "student.payment.refundPending", { date: refund.date })}</span>
                <span className="font-medium text-gray-900">{refund.amount}</span>
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
      <a href={`/student/payment-histories/${payment.id}/invoice.pdf`} download className={buttonClass({ variant: "secondary" })}>
        {t("student.payments.downloadInvoice")}
      </a>
    </div>
  );
}

function Notice({ tone, children }: { tone: "success" | "info"; children: string }) {
  const colours = tone === "success" ? "border-green-300 bg-green-50 text-green-900" : "border-gray-300 bg-gray-50 text-gray-800";
  return (
    <p role="status" className={`rounded-lg border p-4 text-sm ${colours}`}>
      {children}
    </p>
  );
}

/**
 * Waiting for the gateway's webhook: with JavaScript the page re-reads its data every few seconds; without it, the
 * refresh in <noscript> reloads the page (a browser that runs scripts ignores it).
 */
function ConfirmingNotice() {
  const t = useT();
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, CONFIRMATION_POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [revalidator]);
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <noscript>
        <meta httpEquiv="refresh" content={String(CONFIRMATION_POLL_SECONDS)} />
      </noscript>
      <p className="font-semibold">{t("student.payment.confirmingTitle")}</p>
      <p className="mt-1">{t("student.payment.confirmingText")}</p>
    </div>
  );
}

function PayOptions({
  status,
  paying,
  invoiceNumber,
}: {
  status: string;
  paying: { online: boolean; offline: boolean; offlineInstructions: string; contact: string };
  invoiceNumber: string;
}) {
  const t = useT();
  return (
    <SectionCard id="pay" title={t(status === "failed" ? "student.payment.lastFailed" : "student.payment.payThis")}>
      {paying.online ? (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-gray-600">{t("student.payment.payByCard")}</p>
          <SubmitButton pendingText={t("student.payment.opening")}>{t("student.payment.payNow")}</SubmitButton>
        </Form>
      ) : (
        <p className="text-sm text-gray-700">{t("student.payment.onlineUnavailable")}</p>
      )}
      {paying.offline ? (
        <div className="mt-4 border-t border-gray-100 pt-4 text-sm text-gray-700">
          <h3 className="font-semibold text-gray-900">{t("student.payment.bankTransfer")}</h3>
          <p className="mt-1 whitespace-pre-line">
            {paying.offlineInstructions || t("student.payment.bankDetailsContact", { contact: paying.contact, invoice: invoiceNumber })}
          </p>
          <p className="mt-2 text-gray-500">{t("student.payment.staysPending")}</p>
        </div>
      ) : null}
      {!paying.online && !paying.offline ? <p className="mt-2 text-sm text-gray-700">{t("student.payment.contactToPay", { contact: paying.contact })}</p> : null}
    </SectionCard>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
