import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmDialog } from "~/components/list/confirm-dialog";
import { DialogRouteError } from "~/components/list/route-dialog";
import { PAYMENT_ADMIN_LIST } from "~/domain/admin-lists";
import { formatMoney } from "~/domain/money";
import { PAYMENT_ACTION_REFUSALS, getAdminPayment, refundPayment } from "~/models/payment-admin.server";
import { refuseAdminAction, runAdminAction } from "~/features/admin/admin-actions.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireAdmin } from "~/utils/session.server";

const LIST_PATH = "/admin/payment-histories";

export const meta: MetaFunction = ({ matches }) => seoMeta("Issue Refund", "Confirm the refund of a paid invoice.", matches);

/** The payment to refund, if it still offers Issue Refund; otherwise back to the list with the reason. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const closeTo = listReturnPath(request, LIST_PATH, PAYMENT_ADMIN_LIST);
  const payment = await getAdminPayment(requireId(params.id));
  if (!payment) throw notFound();
  if (!payment.actions.includes("refund")) throw await refuseAdminAction(closeTo, PAYMENT_ACTION_REFUSALS.refund);
  return {
    payment: { invoiceNumber: payment.invoiceNumber, service: payment.serviceName, amount: formatMoney(payment.amountCents, payment.currency), student: payment.student.name },
    closeTo,
  };
}

/** The refund itself: the payment's state machine, not this page, decides whether it may happen. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const paymentId = requireId(params.id);
  return runAdminAction(listReturnPath(request, LIST_PATH, PAYMENT_ADMIN_LIST), async () => {
    const payment = await refundPayment({ adminId: admin.id, paymentId });
    return { title: "Refund issued", description: `Invoice ${payment.invoiceNumber} has been refunded.` };
  });
}

export default function RefundConfirmation() {
  const { payment, closeTo } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title="Issue Refund"
      message={
        <p>
          Refund invoice <strong>{payment.invoiceNumber}</strong> ({payment.service}) of <strong>{payment.amount}</strong> to{" "}
          <strong>{payment.student}</strong>? The student is told by e-mail. This cannot be undone.
        </p>
      }
      confirmLabel="Issue Refund"
      pendingText="Refunding..."
      closeTo={closeTo}
    />
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath={LIST_PATH} message="Failed to load the payment." />;
}
