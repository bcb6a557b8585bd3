import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { TimeSlotViewSwitch } from "~/components/catalogue/time-slot-views";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { EditDeleteMenu } from "~/components/list/edit-delete";
import { ListFilterPanel, ListPage, type ListColumn } from "~/components/list/list-page";
import { ButtonLink } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { controlWithFocusKey, returnFocusAfterNavigation } from "~/components/ui/focus-return";
import { formatDay, zoneLabel } from "~/domain/dates";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from "~/domain/service-types";
import { TIME_SLOT_LIST, durationMinutes, formatSlotTime, remainingSeats, type TimeSlotRecord, type TimeSlotSortKey } from "~/domain/time-slot";
import { listTimeSlots } from "~/models/time-slot.server";
import { cn } from "~/components/ui/cn";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStaff } from "~/auth/session.server";

const LIST_PATH = "/admin/time-slots";

export const meta: MetaFunction = ({ matches }) => seoMeta("Time Slots", "Manage the bookable time slots of interviews, mock tests, demo classes and counseling.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const { query, view } = readListPage(request, TIME_SLOT_LIST, LIST_PATH);
  const { rows, meta } = await listTimeSlots(query);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return { slots: rows, meta, query, view, zone, zoneName: zoneLabel(new Date(), zone) };
}

/** Flips one slot between Available and Unavailable: a small form, so it works without JavaScript. */
function AvailabilityToggle({ slot, search }: { slot: TimeSlotRecord; search: string }) {
  return (
    <Form method="post" action={`/admin/time-slots/${slot.id}/availability${search}`} preventScrollReset>
      <input type="hidden" name="is_available" value={slot.isAvailable ? "false" : "true"} />
      <button
        type="submit"
        data-focus-key={`availability-${slot.id}`}
        // With an availability filter on, the row leaves the list: focus then goes to the heading instead of the body.
        onClick={() => returnFocusAfterNavigation(controlWithFocusKey(`availability-${slot.id}`))}
        aria-label={slot.isAvailable ? "Available: mark as unavailable" : "Unavailable: mark as available"}
        className={cn(
          "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
          slot.isAvailable ? "bg-green-50 text-green-700 ring-green-600/20 hover:bg-green-100" : "bg-gray-100 text-gray-700 ring-gray-500/20 hover:bg-gray-200",
        )}
      >
        {slot.isAvailable ? "Available" : "Unavailable"}
      </button>
    </Form>
  );
}

function Remaining({ slot }: { slot: TimeSlotRecord }) {
  const remaining = remainingSeats(slot);
  return <span className={cn("font-medium", remaining === 0 ? "text-red-600" : "text-gray-900")}>{remaining}</span>;
}

function slotLabel(slot: TimeSlotRecord, zone: string) {
  return `${SERVICE_TYPE_LABELS[slot.serviceType]} on ${formatDay(slot.startTime, zone)} at ${formatSlotTime(slot, zone)}`;
}

export default function TimeSlotsPage() {
  const { slots, meta, query, view, zone, zoneName } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const targets = (slot: TimeSlotRecord) => ({ editTo: `/admin/time-slots/${slot.id}/edit${search}`, deleteTo: `/admin/time-slots/${slot.id}/delete${search}` });
  const columns: ListColumn<TimeSlotRecord, TimeSlotSortKey>[] = [
    { header: "Service", sortKey: "service_type", className: "font-medium text-gray-900", card: "title", cell: (slot) => SERVICE_TYPE_LABELS[slot.serviceType] },
    { header: "Date", sortKey: "start_time", className: "whitespace-nowrap", cell: (slot) => formatDay(slot.startTime, zone) },
    {
      header: "Time",
      className: "whitespace-nowrap",
      cell: (slot) => (
        <>
          {formatSlotTime(slot, zone)}
          <span className="block text-xs text-gray-500">{durationMinutes(slot)} min</span>
        </>
      ),
    },
    {
      header: "Bookings",
      card: "footer",
      cell: (slot) => (
        <>
          {`${slot.currentBookings} / ${slot.maxBookings}`}
          {/* the card has no Remaining column: it says both here */}
          <span className="hidden card:inline">
            {" booked, "}
            <Remaining slot={slot} /> left
          </span>
        </>
      ),
    },
    { header: "Remaining", card: "hidden", cell: (slot) => <Remaining slot={slot} /> },
    { header: "Status", sortKey: "is_available", card: "badge", cell: (slot) => <AvailabilityToggle slot={slot} search={search} /> },
    {
      header: <span className="sr-only">Actions</span>,
      className: "text-right",
      card: "actions",
      cell: (slot) => <EditDeleteMenu label={`Actions for ${slotLabel(slot, zone)}`} {...targets(slot)} />,
    },
  ];
  return (
    <ListPage
      title="Time Slots"
      description={<>Bookable sessions; times are in the consultancy&apos;s time zone ({zoneName}).</>}
      actions={
        <div className="flex flex-wrap gap-2">
          <TimeSlotViewSwitch current="list" />
          <ButtonLink to={`/admin/time-slots/generate${search}`} variant="secondary" preventScrollReset>
            Generate Slots
          </ButtonLink>
          <ButtonLink to={`/admin/time-slots/new${search}`} preventScrollReset>
            Add Time Slot
          </ButtonLink>
        </div>
      }
      spec={TIME_SLOT_LIST}
      query={query}
      filters={
        <ListFilterPanel spec={TIME_SLOT_LIST} searchLabel="Search time slots" placeholder="Search by service type">
          <Field label="Service type" id="filter-service-type" className="w-48">
            {(control) => (
              <Select {...control} name="service_type" defaultValue={query.filters.serviceType ?? ""}>
                <option value="">All</option>
                {SERVICE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {SERVICE_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="From" id="filter-date-from" className="w-40">
            {(control) => <Input {...control} type="date" name="date_from" defaultValue={query.filters.dateFrom ?? ""} />}
          </Field>
          <Field label="To" id="filter-date-to" className="w-40">
            {(control) => <Input {...control} type="date" name="date_to" defaultValue={query.filters.dateTo ?? ""} />}
          </Field>
          <Field label="Availability" id="filter-is-available" className="w-36">
            {(control) => (
              <Select {...control} name="is_available" defaultValue={query.filters.isAvailable === null ? "" : String(query.filters.isAvailable)}>
                <option value="">All</option>
                <option value="true">Available</option>
                <option value="false">Unavailable</option>
              </Select>
            )}
          </Field>
        </ListFilterPanel>
      }
      rows={slots}
      meta={meta}
      empty={{ title: "No time slots found", hint: "Add a time slot or generate a range of them.", filteredHint: "Try adjusting your search or filters." }}
      view={view}
      bulkDelete={{
        formId: "time-slots-bulk-delete",
        action: "/admin/time-slots/bulk-delete",
        noun: "time slot",
        selectAllLabel: "Select all time slots on this page",
        rowLabel: (slot) => slotLabel(slot, zone),
      }}
      table={{ caption: "Time slots", columns, rowTestId: () => "time-slot-row", cards: true }}
    />
  );
}

/** The list's failure text for an unexpected error; a thrown response gets its status page. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load time slots." message="Please try again in a moment." />} />;
}
