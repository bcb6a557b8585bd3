import { ButtonLink } from "~/components/ui/button";
import { Pagination, PerPageSelect } from "~/components/ui/pagination";
import { EmptyState } from "~/components/ui/table";
import { BOOKING_FORM_PATHS } from "~/domain/booking";
import type { PageMeta } from "~/domain/pagination";
import type { ServiceType } from "~/domain/service-types";
import type { BookingView } from "~/features/booking/booking-views.server";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { BookingTable } from "./booking-table";

/** Each list's words: its heading, intro, empty state and booking button. */
const COPY: Record<ServiceType, { heading: string; intro: string; empty: string; hint: string; book: string }> = {
  interview: {
    heading: "student.bookings.list.interview.heading",
    intro: "student.bookings.list.interview.intro",
    empty: "student.bookings.list.interview.empty",
    hint: "student.bookings.list.interview.hint",
    book: "student.bookings.list.interview.book",
  },
  speaking: {
    heading: "student.bookings.list.speaking.heading",
    intro: "student.bookings.list.speaking.intro",
    empty: "student.bookings.list.speaking.empty",
    hint: "student.bookings.list.speaking.hint",
    book: "student.bookings.list.speaking.book",
  },
  demo_class: {
    heading: "student.bookings.list.demoClass.heading",
    intro: "student.bookings.list.demoClass.intro",
    empty: "student.bookings.list.demoClass.empty",
    hint: "student.bookings.list.demoClass.hint",
    book: "student.bookings.list.demoClass.book",
  },
  counseling: {
    heading: "student.bookings.list.counseling.heading",
    intro: "student.bookings.list.counseling.intro",
    empty: "student.bookings.list.counseling.empty",
    hint: "student.bookings.list.counseling.hint",
    book: "student.bookings.list.counseling.book",
  },
};

/** The page of one of the four booking lists: heading, table (or empty state), pagination. */
export function StudentBookingListPage({ type, rows, meta }: { type: ServiceType; rows: BookingView[]; meta: PageMeta }) {
  const t = useT();
  const lp = useLocalizedPath();
  const bookingForm = lp(BOOKING_FORM_PATHS[type]);
  const copy = COPY[type];
  const heading = t(copy.heading);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{heading}</h1>
          <p className="mt-1 text-sm text-gray-600">{t(copy.intro)}</p>
        </div>
        <ButtonLink to={bookingForm}>{t(copy.book)}</ButtonLink>
      </div>
      {meta.total === 0 ? (
        <EmptyState title={t(copy.empty)} hint={t(copy.hint)}>
          <ButtonLink to={bookingForm} variant="secondary">
            {t(copy.book)}
          </ButtonLink>
        </EmptyState>
      ) : (
        <>
          <BookingTable type={type} rows={rows} caption={heading} />
          <div className="flex flex-col items-center justify-between gap-2 sm:flex-row">
            <PerPageSelect perPage={meta.per_page} />
            <Pagination meta={meta} />
          </div>
        </>
      )}
    </div>
  );
}
