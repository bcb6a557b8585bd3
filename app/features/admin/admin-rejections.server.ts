import { LOAN_ADMIN_LIST, LOAN_ADMIN_PATH } from "~/domain/admin-lists";
import { formatWholeDollars } from "~/domain/money";
import type { ServiceType } from "~/domain/service-types";
import { LOAN_ACTION_REFUSALS, getAdminLoan, rejectLoan } from "~/models/loan-admin.server";
import { listReturnPath } from "~/utils/list-query.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { refuseAdminAction, runAdminAction } from "./admin-actions.server";
import { confirmBookingRejection, loadBookingRejection } from "./admin-bookings.server";

/**
 * Reject cannot be undone, so each admin list that offers it has a confirmation route below it
 * (`<list>/:id/reject`, one route module for the five lists): the four session lists reject a session of their kind,
 * the loan list a loan application.
 */
export type RejectKind = ServiceType | "loan";

/** The record to reject, if it still offers Reject; otherwise back to the list with the reason. */
export function loadRejection(request: Request, params: { id?: string }, kind: RejectKind) {
  return kind === "loan" ? loadLoanRejection(request, params) : loadBookingRejection(request, params, kind);
}

/** The rejection itself: the record's state machine, not the confirmation, decides whether it may happen. */
export function confirmRejection(request: Request, params: { id?: string }, kind: RejectKind) {
  return kind === "loan" ? confirmLoanRejection(request, params) : confirmBookingRejection(request, params, kind);
}

async function loadLoanRejection(request: Request, params: { id?: string }) {
  await requireStaff(request);
  const closeTo = listReturnPath(request, LOAN_ADMIN_PATH, LOAN_ADMIN_LIST);
  const loan = await getAdminLoan(requireId(params.id));
  if (!loan) throw notFound();
  if (!loan.actions.includes("reject")) throw await refuseAdminAction(closeTo, LOAN_ACTION_REFUSALS.reject);
  return {
    loan: { id: loan.id, student: loan.student.name, amount: formatWholeDollars(loan.loanAmount), course: loan.course, university: loan.university },
    closeTo,
  };
}

async function confirmLoanRejection(request: Request, params: { id?: string }) {
  const admin = await requireStaff(request);
  const loanId = requireId(params.id);
  return runAdminAction(listReturnPath(request, LOAN_ADMIN_PATH, LOAN_ADMIN_LIST), async () => {
    await rejectLoan({ adminId: admin.id, loanId });
    return { title: "Loan application rejected", description: "The student has been told their loan was not approved." };
  });
}
