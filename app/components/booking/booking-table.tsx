import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { orDash, orUnassigned } from "~/components/ui/cell";
import { RowMenu } from "~/components/ui/menu";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/table";
import type { ServiceType } from "~/domain/service-types";
import type { BookingView } from "~/features/booking/booking-views.server";
import { SpeakingTest } from "./speaking-test";
import { StatusBadge } from "./status-badge";
import { Link } from "@remix-run/react";
import { lookup } from "~/domain/lookup";

type Column = { header: string; cell: (row: BookingView) => ReactNode };

/** The columns of each list besides ID, Date & Time, Status and Actions in every student booking list. */
const COLUMNS: Record<ServiceType, Column[]> = {
  interview: [
    { header: "Interview Type", cell: (row) => row.interviewType },
    { header: "University", cell: (row) => orDash(row.university) },
    { header: "Intake", cell: (row) => orDash(row.intake) },
  ],
  speaking: [
    {
      header: "Test",
      cell: (row) => <SpeakingTest proficiency={row.proficiency} />,
    },
    { header: "Score", cell: (row) => orDash(row.score) },
    { header: "Level", cell: (row) => orDash(row.level) },
  ],
  demo_class: [
    { header: "Course", cell: (row) => orDash(row.courseName) },
    { header: "Instructor", cell: (row) => orUnassigned(row.staffName) },
  ],
  counseling: [
    { header: "Country", cell: (row) => orDash(row.country) },
    { header: "Course Level", cell: (row) => orDash(row.courseLevel) },
    { header: "Counselor", cell: (row) => orUnassigned(row.staffName) },
  ],
};

const JOIN_LABEL: Record<ServiceType, string> = {
  interview: "Join",
  speaking: "Join",
  demo_class: "Join Class",
  counseling: "Join",
};

const small = buttonClass({ variant: "secondary", size: "sm" });

/** The buttons a booking offers; which ones depends on its status (see `bookingActions`). */
export function BookingActionButtons({ row, onDetailPage = false }: { row: BookingView; onDetailPage?: boolean }) {
  const detail = `/student/bookings/${row.id}`;
  const menu = [
    ...(onDetailPage ? [] : [{ key: "details", node: <Link to={detail}>View Details</Link> }]),
    ...(row.actions.addToCalendar
      ? [{ key: "calendar", node: <a href={`${detail}/calendar.ics`} download>Add to calendar</a> }]
      : []),
    ...(row.actions.cancel ? [{ key: "cancel", node: <Link to={`${detail}/cancel`}>Cancel</Link> }] : []),
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      {row.actions.join && row.meetingLink ? (
        <a href={row.meetingLink} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "sm" })}>
          {lookup(JOIN_LABEL, row.type) ?? "Join"}
        </a>
      ) : null}
      {row.actions.materials ? (
        row.materialsUrl ? (
          <a href={row.materialsUrl} target="_blank" rel="noopener noreferrer" className={small}>
            Materials
          </a>
        ) : (
          <Link to={`${detail}#materials`} className={small}>
            Materials
          </Link>
        )
      ) : null}
      {row.actions.notes ? (
        <Link to={`${detail}#notes`} className={small}>
          Notes
        </Link>
      ) : null}
      {row.actions.feedback ? (
        <Link to={`${detail}#feedback`} className={small}>
          Feedback
        </Link>
      ) : null}
      {row.actions.reschedule ? (
        <Link to={`${detail}/reschedule`} className={small}>
          Reschedule
        </Link>
      ) : null}
      <RowMenu label={`More actions for session #${row.id}`} items={menu} />
    </div>
  );
}

export function BookingTable({ type, rows, caption }: { type: ServiceType; rows: BookingView[]; caption: string }) {
  const columns = COLUMNS[type];
  return (
    <Table caption={caption}>
      <THead>
        <tr>
          <TH>ID</TH>
          {columns.map((column) => (
            <TH key={column.header}>{column.header}</TH>
          ))}
          <TH>Date &amp; Time</TH>
          <TH>Status</TH>
          <TH>Actions</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <TR key={row.id} data-testid={`booking-${row.id}`}>
            <TD className="font-medium text-gray-900">#{row.id}</TD>
            {columns.map((column) => (
              <TD key={column.header}>{column.cell(row)}</TD>
            ))}
            <TD className="whitespace-nowrap">
              {row.when}
              {row.whenYours ? <span className="block text-xs text-gray-500">{row.whenYours}</span> : null}
            </TD>
            <TD>
              <StatusBadge status={row.status} />
            </TD>
            <TD>
              <BookingActionButtons row={row} />
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
