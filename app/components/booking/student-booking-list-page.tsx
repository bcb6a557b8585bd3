import { ButtonLink } from "~/components/ui/button";
import { Pagination, PerPageSelect } from "~/components/ui/pagination";
import { EmptyState } from "~/components/ui/table";
import { BOOKING_FORM_PATHS } from "~/domain/booking";
import type { PageMeta } from "~/domain/pagination";
import type { ServiceType } from "~/domain/service-types";
import type { BookingView } from "~/features/booking/booking-views.server";
import { BookingTable } from "./booking-table";

const COPY: Record<ServiceType, { heading: string; intro: string; empty: string; hint: string; book: string }> = {
  interview: {
    heading: "Interview Applications",
    intro: "Your visa and credibility interview practice sessions.",
    empty: "No interview applications yet",
    hint: "Book a mock visa or credibility interview with a counselor.",
    book: "Book an Interview",
  },
  speaking: {
    heading: "Speaking Mock Tests",
    intro: "Your speaking mock tests, scores and feedback.",
    empty: "No speaking mock tests yet",
    hint: "Schedule a free speaking test with a band estimate and feedback.",
    book: "Schedule a Mock Test",
  },
  demo_class: {
    heading: "Demo Classes",
    intro: "Your demo classes, their links and materials.",
    empty: "No demo classes yet",
    hint: "Try an IELTS, TOEFL, PTE or language class for free.",
    book: "Book a Demo Class",
  },
  counseling: {
    heading: "Counseling Sessions",
    intro: "Your counseling sessions and the notes from them.",
    empty: "No counseling sessions yet",
    hint: "Talk to a counselor about countries, courses and universities.",
    book: "Book Free Counseling",
  },
};

export function studentBookingListHeading(type: ServiceType) {
  return COPY[type].heading;
}

/** The page of one of the four booking lists: heading, table (or empty state), pagination. */
export function StudentBookingListPage({ type, rows, meta }: { type: ServiceType; rows: BookingView[]; meta: PageMeta }) {
  const copy = COPY[type];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{copy.heading}</h1>
          <p className="mt-1 text-sm text-gray-600">{copy.intro}</p>
        </div>
        <ButtonLink to={BOOKING_FORM_PATHS[type]}>{copy.book}</ButtonLink>
      </div>
      {meta.total === 0 ? (
        <EmptyState title={copy.empty} hint={copy.hint}>
          <ButtonLink to={BOOKING_FORM_PATHS[type]} variant="secondary">
            {copy.book}
          </ButtonLink>
        </EmptyState>
      ) : (
        <>
          <BookingTable type={type} rows={rows} caption={copy.heading} />
          <div className="flex flex-col items-center justify-between gap-2 sm:flex-row">
            <PerPageSelect perPage={meta.per_page} />
            <Pagination meta={meta} />
          </div>
        </>
      )}
    </div>
  );
}
