import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { orDash } from "~/components/ui/cell";
import { RowMenu } from "~/components/ui/menu";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/table";
import type { ServiceType } from "~/domain/service-types";
import type { BookingView } from "~/features/booking/booking-views.server";
import { useT } from "~/i18n/i18n";
import { SpeakingTest } from "./speaking-test";
import { StudentStatusBadge } from "./status-badge";
import { Link } from "@remix-run/react";
import { lookup } from "~/domain/lookup";

type Column = { key: string; header: string; cell: (row: BookingView) => ReactNode };

/** The counselor or instructor of a session, or "Unassigned" while there is none. */
function StaffName({ name }: { name: string | null }) {
  const t = useT();
  return name ?? <span className="text-gray-500">{t("student.bookings.table.unassigned")}</span>;
}

/** The columns of each list besides ID, Date & Time, Status and Actions in every student booking list. */
const COLUMNS: Record<ServiceType, Column[]> = {
  interview: [
    { key: "interviewType", header: "student.bookings.table.interviewType", cell: (row) => row.interviewType },
    { key: "university", header: "student.bookings.table.university", cell: (row) => orDash(row.university) },
    { key: "intake", header: "student.bookings.table.intake", cell: (row) => orDash(row.intake) },
  ],
  speaking: [
    {
      key: "test",
      header: "student.bookings.table.test",
      cell: (row) => <SpeakingTest proficiency={row.proficiency} />,
    },
    { key: "score", header: "student.bookings.table.score", cell: (row) => orDash(row.score) },
    { key: "level", header: "student.bookings.table.level", cell: (row) => orDash(row.level) },
  ],
  demo_class: [
    { key: "course", header: "student.bookings.table.course", cell: (row) => orDash(row.courseName) },
    { key: "instructor", header: "student.bookings.table.instructor", cell: (row) => <StaffName name={row.staffName} /> },
  ],
  counseling: [
    { key: "country", header: "student.bookings.table.country", cell: (row) => orDash(row.country) },
    { key: "courseLevel", header: "student.bookings.table.courseLevel", cell: (row) => orDash(row.courseLevel) },
    { key: "counselor", header: "student.bookings.table.counselor", cell: (row) => <StaffName name={row.staffName} /> },
  ],
};

const JOIN_KEYS: Record<ServiceType, string> = {
  interview: "student.bookings.actions.join",
  speaking: "student.bookings.actions.join",
  demo_class: "student.bookings.actions.joinClass",
  counseling: "student.bookings.actions.join",
};

const small = buttonClass({ variant: "secondary", size: "sm" });

/** The buttons a booking offers; which ones depends on its status (see `bookingActions`). */
export function BookingActionButtons({ row, onDetailPage = false }: { row: BookingView; onDetailPage?: boolean }) {
  const t = useT();
  const detail = `/student/bookings/${row.id}`;
  const menu = [
    ...(onDetailPage ? [] : [{ key: "details", node: <Link to={detail}>{t("student.bookings.actions.viewDetails")}</Link> }]),
    ...(row.actions.addToCalendar
      ? [{ key: "calendar", node: <a href={`${detail}/calendar.ics`} download>{t("student.bookings.actions.addToCalendar")}</a> }]
      : []),
    ...(row.actions.cancel ? [{ key: "cancel", node: <Link to={`${detail}/cancel`}>{t("student.bookings.actions.cancel")}</Link> }] : []),
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      {row.actions.join && row.meetingLink ? (
        <a href={row.meetingLink} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "sm" })}>
          {t(lookup(JOIN_KEYS, row.type) ?? "student.bookings.actions.join")}
        </a>
      ) : null}
      {row.actions.materials ? (
        row.materialsUrl ? (
          <a href={row.materialsUrl} target="_blank" rel="noopener noreferrer" className={small}>
            {t("student.bookings.actions.materials")}
          </a>
        ) : (
          <Link to={`${detail}#materials`} className={small}>
            {t("student.bookings.actions.materials")}
          </Link>
        )
      ) : null}
      {row.actions.notes ? (
        <Link to={`${detail}#notes`} className={small}>
          {t("student.bookings.actions.notes")}
        </Link>
      ) : null}
      {row.actions.feedback ? (
        <Link to={`${detail}#feedback`} className={small}>
          {t("student.bookings.actions.feedback")}
        </Link>
      ) : null}
      {row.actions.reschedule ? (
        <Link to={`${detail}/reschedule`} className={small}>
          {t("student.bookings.actions.reschedule")}
        </Link>
      ) : null}
      <RowMenu label={t("student.bookings.actions.more", { id: row.id })} items={menu} />
    </div>
  );
}

export function BookingTable({ type, rows, caption }: { type: ServiceType; rows: BookingView[]; caption: string }) {
  const t = useT();
  const columns = COLUMNS[type];
  return (
    <Table caption={caption}>
      <THead>
        <tr>
          <TH>{t("student.bookings.table.id")}</TH>
          {columns.map((column) => (
            <TH key={column.key}>{t(column.header)}</TH>
          ))}
          <TH>{t("student.bookings.table.dateTime")}</TH>
          <TH>{t("student.bookings.table.status")}</TH>
          <TH>{t("student.bookings.table.actions")}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <TR key={row.id} data-testid={`booking-${row.id}`}>
            <TD className="font-medium text-gray-900">#{row.id}</TD>
            {columns.map((column) => (
              <TD key={column.key}>{column.cell(row)}</TD>
            ))}
            <TD className="whitespace-nowrap">
              {row.when}
              {row.whenYours ? <span className="block text-xs text-gray-500">{row.whenYours}</span> : null}
            </TD>
            <TD>
              <StudentStatusBadge status={row.status} />
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
