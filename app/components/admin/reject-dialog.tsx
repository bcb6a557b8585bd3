import { BookingSummary } from "~/components/admin/action-page";
import { ConfirmDialog } from "~/components/list/confirm-dialog";

type BookingRejection = { booking: { id: number; when: string; student: { name: string; email: string } }; noun: string; closeTo: string };
type LoanRejection = { loan: { id: number; student: string; amount: string; course: string; university: string }; closeTo: string };

/** The confirmation of Reject on the lists that offer it: what is rejected, and what rejecting it does. */
export function RejectDialog(rejection: BookingRejection | LoanRejection) {
  return "loan" in rejection ? <LoanRejectDialog {...rejection} /> : <BookingRejectDialog {...rejection} />;
}

/** On the four session lists: whose session, and that its seat is given back. */
function BookingRejectDialog({ booking, noun, closeTo }: BookingRejection) {
  return (
    <ConfirmDialog
      title="Reject Application"
      message={
        <>
          <BookingSummary booking={booking} noun={noun} />
          <p className="mt-2">Reject it? The session is cancelled, its seat is given back, and the student is told by e-mail. This cannot be undone.</p>
        </>
      }
      confirmLabel="Reject"
      pendingText="Rejecting..."
      closeTo={closeTo}
    />
  );
}

/** On the loan list: whose application, for how much and what. */
function LoanRejectDialog({ loan, closeTo }: LoanRejection) {
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
