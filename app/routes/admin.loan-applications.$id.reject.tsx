import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmDialog } from "~/components/list/confirm-dialog";
import { DialogRouteError } from "~/components/list/route-dialog";
import { LOAN_ADMIN_LIST } from "~/domain/admin-lists";
import { formatWholeDollars } from "~/domain/money";
import { LOAN_ACTION_REFUSALS, getAdminLoan, rejectLoan } from "~/models/loan-admin.server";
import { refuseAdminAction, runAdminAction } from "~/features/admin/admin-actions.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireAdmin } from "~/utils/session.server";

const LIST_PATH = "/admin/loan-applications";

export const meta: MetaFunction = ({ matches }) => seoMeta("Reject Loan Application", "Confirm that a loan application is turned down.", matches);

/** The loan to reject, if it still offers Reject; otherwise back to the list with the reason. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const closeTo = listReturnPath(request, LIST_PATH, LOAN_ADMIN_LIST);
  const loan = await getAdminLoan(requireId(params.id));
  if (!loan) throw notFound();
  if (!loan.actions.includes("reject")) throw await refuseAdminAction(closeTo, LOAN_ACTION_REFUSALS.reject);
  return {
    loan: { id: loan.id, student: loan.student.name, amount: formatWholeDollars(loan.loanAmount), course: loan.course, university: loan.university },
    closeTo,
  };
}

/** The rejection itself: the loan's state machine, not this page, decides whether it may happen. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const loanId = requireId(params.id);
  return runAdminAction(listReturnPath(request, LIST_PATH, LOAN_ADMIN_LIST), async () => {
    await rejectLoan({ adminId: admin.id, loanId });
    return { title: "Loan application rejected", description: "The student has been told their loan was not approved." };
  });
}

export default function RejectLoanConfirmation() {
  const { loan, closeTo } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title="Reject Loan Application"
      message={
        <p>
          Reject loan application #{loan.id} of <strong>{loan.student}</strong>: {loan.amount} for {loan.course}, {loan.university}? The student is told
          by e-mail. This cannot be undone.
        </p>
      }
      confirmLabel="Reject"
      pendingText="Rejecting..."
      closeTo={closeTo}
    />
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath={LIST_PATH} message="Failed to load the loan application." />;
}
