import type { ReactNode } from "react";
import { Link } from "@remix-run/react";

/**
 * The page of an admin action that takes input (assign, cancel, feedback, meeting link, notes): a plain page, so it
 * works without JavaScript, that goes back to the list it was opened from.
 */
export function ActionPage({ title, backTo, summary, children }: { title: string; backTo: string; summary: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
      <Link to={backTo} className="text-sm text-brand-700 hover:underline">
        ← Back to the list
      </Link>
      <h1 className="mt-3 text-xl font-semibold text-gray-900">{title}</h1>
      <div className="mt-1 text-sm text-gray-600">{summary}</div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Who booked which session and when, above a session action's form. */
export function BookingSummary({ booking, noun }: { booking: { id: number; when: string; student: { name: string; email: string } }; noun: string }) {
  return (
    <p>
      Application #{booking.id}: the {noun} of <strong>{booking.student.name}</strong> ({booking.student.email}) on {booking.when}.
    </p>
  );
}
