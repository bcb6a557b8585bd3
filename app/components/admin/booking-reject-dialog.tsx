import { BookingSummary } from "~/components/admin/action-page";
import { ConfirmDialog } from "~/components/list/confirm-dialog";

/** The confirmation of Reject on the four session lists: whose session, and what rejecting it does. */
export function BookingRejectDialog({
  booking,
  noun,
  closeTo,
}: {
  booking: { id: number; when: string; student: { name: string; email: string } };
  noun: string;
  closeTo: string;
}) {
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
