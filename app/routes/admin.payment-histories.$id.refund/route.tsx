import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink, DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Textarea } from "~/components/ui/field";
import { PAYMENT_ADMIN_LIST } from "~/domain/admin-lists";
import { amountToCents, centsToAmount, formatMoney } from "~/domain/money";
import { handleAdminIntent, refuseAdminAction } from "~/features/admin/admin-actions.server";
import { PAYMENT_ACTION_REFUSALS, getAdminPayment } from "~/models/payment-admin.server";
import { REFUND_UNDER_WAY, RefundGatewayError, RefundTooLargeError, issueRefund, refundableAmount } from "~/models/refund.server";
import { VALIDATION_ERROR } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/http.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireAdmin } from "~/auth/session.server";
import { refundSchema } from "./schema.server";
import { REFUND_REASON_MAX } from "./limits";

const LIST_PATH = "/admin/payment-histories";

export const meta: MetaFunction = ({ matches }) => seoMeta("Issue Refund", "Refund all or part of a paid invoice.", matches);

/** The payment, if it is paid and something is left to refund; otherwise back to the list with the reason. */
async function loadRefundable(request: Request, id: string | undefined) {
  const admin = await requireAdmin(request);
  const closeTo = listReturnPath(request, LIST_PATH, PAYMENT_ADMIN_LIST);
  const payment = await getAdminPayment(requireId(id));
  if (!payment) throw notFound();
  if (!payment.actions.includes("refund")) throw await refuseAdminAction(closeTo, PAYMENT_ACTION_REFUSALS.refund);
  const left = await refundableAmount(payment);
  if (left === 0) throw await refuseAdminAction(closeTo, REFUND_UNDER_WAY);
  return { admin, payment, left, closeTo };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { payment, left, closeTo } = await loadRefundable(request, params.id);
  return {
    payment: {
      invoiceNumber: payment.invoiceNumber,
      service: payment.serviceName,
      amount: formatMoney(payment.amountCents, payment.currency),
      refunded: payment.refundedCents > 0 ? formatMoney(payment.refundedCents, payment.currency) : null,
      student: payment.student.name,
      viaGateway: Boolean(payment.gatewayPaymentId),
    },
    left: { amount: centsToAmount(left).toFixed(2), label: formatMoney(left, payment.currency) },
    closeTo,
    constraint: getZodConstraint(refundSchema),
  };
}

/** The refund itself: the refund model, not this page, decides how much may still be refunded, and how. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, payment, closeTo } = await loadRefundable(request, params.id);
  return handleAdminIntent(request, await readFormData(request), {
    schema: refundSchema,
    closeTo,
    refuse: (error, reply) => {
      if (error instanceof RefundTooLargeError) return reply({ ...VALIDATION_ERROR, status: 409, fieldErrors: { amount: [error.message] } });
      if (error instanceof RefundGatewayError) return reply({ status: 502, formErrors: [error.message], toast: { type: "error", title: "Refund failed", description: error.message } });
      return undefined;
    },
    run: async ({ amount, reason }) => {
      const refund = await issueRefund({ adminId: admin.id, paymentId: payment.id, amountCents: amountToCents(Number(amount)), reason });
      return refund.settled
        ? { title: "Refund issued", description: `${refund.amount} of invoice ${refund.invoiceNumber} has been refunded.` }
        : { title: "Refund requested", description: `The payment gateway is refunding ${refund.amount} of invoice ${refund.invoiceNumber}; the invoice shows it once the gateway confirms.` };
    },
  });
}

export default function RefundDialog() {
  const { payment, left, closeTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ amount: string; reason: string }>({
    id: "payment-refund",
    lastResult: actionData?.result,
    constraint,
    defaultValue: { amount: left.amount, reason: "" },
  });
  return (
    <RouteDialog
      title="Issue Refund"
      description={`Invoice ${payment.invoiceNumber} (${payment.service}) of ${payment.amount}, paid by ${payment.student}.${payment.refunded ? ` Already refunded: ${payment.refunded}.` : ""}`}
      closeTo={closeTo}
    >
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <div className="space-y-4">
          <Field label="Amount to refund" id={fields.amount.id} errors={fields.amount.errors} hint={`At most ${left.label}. Less than that is a partial refund.`}>
            {(control) => <Input {...getInputProps(fields.amount, { type: "text", ariaAttributes: false })} {...control} inputMode="decimal" autoComplete="off" />}
          </Field>
          <Field label="Reason" id={fields.reason.id} errors={fields.reason.errors} hint="The student reads it in the refund's e-mail.">
            {(control) => <Textarea {...getTextareaProps(fields.reason, { ariaAttributes: false })} {...control} rows={3} maxLength={REFUND_REASON_MAX} />}
          </Field>
        </div>
        <p className="mt-4 text-sm text-gray-600">
          {payment.viaGateway
            ? "The card is refunded through the payment gateway; the invoice shows the refund once the gateway confirms it."
            : "Return the money to the student yourself (bank transfer or cash); the refund is recorded at once."}{" "}
          This cannot be undone.
        </p>
        <FormError errors={form.errors} id={form.errorId} />
        <div className="flex justify-end gap-2 pt-4">
          <CancelLink to={closeTo} />
          <SubmitButton variant="danger" pendingText="Refunding...">
            Issue Refund
          </SubmitButton>
        </div>
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath={LIST_PATH} message="Failed to load the payment." />;
}
