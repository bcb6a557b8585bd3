import { Link, useLocation } from "@remix-run/react";
import { orDash, orUnassigned } from "~/components/ui/cell";
import { SpeakingTest } from "~/components/booking/speaking-test";
import { StatusBadge } from "~/components/booking/status-badge";
import { ButtonLink } from "~/components/ui/button";
import { RowMenu } from "~/components/ui/menu";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import type { BookingAction } from "~/domain/admin-actions";
import { ADMIN_BOOKING_PAGES, BOOKING_ADMIN_LIST, type CaseFilters } from "~/domain/admin-lists";
import type { PageMeta } from "~/domain/pagination";
import type { ServiceType } from "~/domain/service-types";
import { BOOKING_STATUSES } from "~/domain/statuses";
import type { CounsellorFilter } from "~/domain/student-case";
import type { AdminBookingView } from "~/features/admin/admin-bookings.server";
import { RowActionButton, SearchAndStatusFilter } from "./list-controls";

type Column = ListColumn<AdminBookingView, "date">;

/** The columns of each kind besides Student (with the id), Date, Status and Actions in every admin booking list. */
const COLUMNS: Record<ServiceType, Column[]> = {
  interview: [
    { header: "Interview Type", cell: (row) => row.interviewType },
    { header: "University", cell: (row) => orDash(row.university) },
    { header: "Intake", cell: (row) => orDash(row.intake) },
    { header: "Counselor", cell: (row) => orUnassigned(row.staffName) },
  ],
  speaking: [
    {
      header: "Test",
      cell: (row) => <SpeakingTest proficiency={row.proficiency} />,
    },
    { header: "Level", cell: (row) => orDash(row.level) },
    { header: "Score", cell: (row) => orDash(row.score) },
    { header: "Instructor", cell: (row) => orUnassigned(row.staffName) },
  ],
  demo_class: [
    { header: "Course", cell: (row) => orDash(row.courseName) },
    { header: "Instructor", cell: (row) => orUnassigned(row.staffName) },
    {
      header: "Meeting Link",
      cell: (row) =>
        row.meetingLink ? (
          <a href={row.meetingLink} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 hover:underline">
            {row.meetingLink}
          </a>
        ) : (
          orDash(null)
        ),
    },
  ],
  counseling: [
    { header: "Country", cell: (row) => orDash(row.country) },
    { header: "Course Level", cell: (row) => orDash(row.courseLevel) },
    { header: "Counselor", cell: (row) => orUnassigned(row.staffName) },
    { header: "Notes", cell: (row) => (row.notes ? <span className="line-clamp-2 max-w-xs">{row.notes}</span> : orDash(null)) },
  ],
};

const SEARCH_PLACEHOLDERS: Record<ServiceType, string> = {
  interview: "Search by student, university or intake",
  speaking: "Search by student, level or instructor",
  demo_class: "Search by student, course or instructor",
  counseling: "Search by student, country or course",
};

/** The pages of the actions that take input; they carry the list's query so that they come back to it. */
const INPUT_PAGES: Partial<Record<BookingAction, string>> = {
  assign: "assign",
  feedback: "feedback",
  meeting_link: "meeting-link",
  notes: "notes",
  move: "move",
  cancel: "cancel",
  materials: "materials",
};

function actionLabel(action: BookingAction, type: ServiceType, row: { meetingLink: string | null }) {
  switch (action) {
    case "approve":
      return "Approve";
    case "reject":
      return "Reject";
    case "assign":
      return `Assign ${ADMIN_BOOKING_PAGES[type].staffRole}`;
    case "feedback":
      return type === "speaking" ? "Add Feedback & Score" : "Add Feedback";
    case "meeting_link":
      return row.meetingLink ? "Change Meeting Link" : "Add Meeting Link";
    case "notes":
      return "Add Session Notes";
    case "complete":
      return "Mark as Completed";
    case "materials":
      return "Class Materials";
    case "move":
      return "Move to Another Time";
    case "cancel":
      return "Cancel Session";
  }
}

function BookingRowMenu({ row, type, search }: { row: AdminBookingView; type: ServiceType; search: string }) {
  const items = row.actions.map((action) => {
    const label = actionLabel(action, type, row);
    const page = INPUT_PAGES[action];
    if (page) return { key: action, node: <Link to={`/admin/bookings/${row.id}/${page}${search}`}>{label}</Link> };
    // Reject cannot be undone: it opens its confirmation, a dialog route over this list.
    if (action === "reject") {
      return {
        key: action,
        node: (
          <Link to={`${ADMIN_BOOKING_PAGES[type].path}/${row.id}/reject${search}`} preventScrollReset className="text-red-600">
            {label}
          </Link>
        ),
      };
    }
    return {
      key: action,
      node: (
        <RowActionButton intent={action} id={row.id}>
          {label}
        </RowActionButton>
      ),
    };
  });
  if (items.length === 0) return <span className="whitespace-nowrap text-xs text-gray-500">No actions</span>;
  return <RowMenu label={`Actions for application #${row.id}`} items={items} />;
}

export function AdminBookingListPage({
  type,
  rows,
  meta,
  query,
  whose,
  manageSlotsPath,
}: {
  type: ServiceType;
  rows: AdminBookingView[];
  meta: PageMeta;
  query: { search: string | null; perPage: number; filters: CaseFilters<(typeof BOOKING_STATUSES)[number]> };
  /** Whose students' sessions the list shows: the counsellor filter in force. */
  whose: CounsellorFilter;
  manageSlotsPath: string;
}) {
  const { search } = useLocation();
  const page = ADMIN_BOOKING_PAGES[type];
  const columns: Column[] = [
    {
      header: "Student",
      cell: (row) => (
        <>
          <p className="font-medium text-gray-900">{row.student.name}</p>
          <p className="text-xs text-gray-500">{row.student.email}</p>
          <p className="text-xs text-gray-500">Application #{row.id}</p>
        </>
      ),
    },
    ...COLUMNS[type],
    {
      header: "Date",
      sortKey: "date",
      className: "whitespace-nowrap",
      cell: (row) => (
        <>
          <p>{row.day}</p>
          <p className="text-xs text-gray-500">{row.time}</p>
        </>
      ),
    },
    { header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
    { header: <span className="sr-only">Actions</span>, className: "text-right", cell: (row) => <BookingRowMenu row={row} type={type} search={search} /> },
  ];
  return (
    <ListPage
      title={page.heading}
      description={page.description}
      actions={
        <ButtonLink to={manageSlotsPath} variant="secondary">
          {page.manageSlotsLabel}
        </ButtonLink>
      }
      spec={BOOKING_ADMIN_LIST}
      query={query}
      filters={
        <SearchAndStatusFilter
          spec={BOOKING_ADMIN_LIST}
          statuses={BOOKING_STATUSES}
          status={query.filters.status}
          whose={{ filters: query.filters, inForce: whose }}
          searchLabel={`Search ${page.heading.toLowerCase()}`}
          placeholder={SEARCH_PLACEHOLDERS[type]}
        />
      }
      rows={rows}
      meta={meta}
      empty={{
        title: "No applications found",
        hint: whose === "mine" ? `No ${page.noun}s of your students yet; choose Everyone to see every student's.` : `No ${page.noun}s have been booked yet.`,
        filteredHint: "Try adjusting your search terms or the status filter.",
      }}
      table={{ caption: page.heading, columns, rowTestId: (row) => `booking-row-${row.id}` }}
    />
  );
}
