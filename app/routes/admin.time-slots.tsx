import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { FilterForm } from "~/components/list/filter-form";
import { useDialogOutlet } from "~/components/list/route-dialog";
import { SearchForm } from "~/components/list/search-form";
import { BulkDeleteForm, RowCheckbox, SelectAllCheckbox, useRowSelection } from "~/components/list/selection";
import { SortHeader } from "~/components/list/sort-header";
import { ViewToggle, viewClasses } from "~/components/list/view-toggle";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { controlWithFocusKey, returnFocusAfterNavigation } from "~/components/ui/focus-return";
import { RowMenu } from "~/components/ui/menu";
import { Pagination, PerPageSelect } from "~/components/ui/pagination";
import { EmptyState, TBody, TD, TH, THead, TR, Table } from "~/components/ui/table";
import { formatDay, zoneLabel } from "~/domain/dates";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from "~/domain/service-types";
import { TIME_SLOT_LIST, durationMinutes, formatSlotTime, remainingSeats, type TimeSlotRecord } from "~/domain/time-slot";
import { listTimeSlots } from "~/models/time-slot.server";
import { cn } from "~/utils/cn";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { pageMeta } from "~/utils/meta";
import { requireAdmin } from "~/utils/session.server";

const LIST_PATH = "/admin/time-slots";
const BULK_FORM = "time-slots-bulk-delete";

export const meta: MetaFunction = () => pageMeta("Time Slots", "Manage the bookable time slots of interviews, mock tests, demo classes and counseling.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { query, view } = readListPage(request, TIME_SLOT_LIST, LIST_PATH);
  const { data, meta } = await listTimeSlots(query);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return { slots: data, meta, query, view, zone, zoneName: zoneLabel(new Date(), zone) };
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
  const { outlet, standalone } = useDialogOutlet();
  const selection = useRowSelection(slots.map((slot) => slot.id));
  const classes = viewClasses(view);

  if (standalone) return outlet;

  const filtering = query.search !== null || Object.keys(TIME_SLOT_LIST.filtersToJson(query.filters)).length > 0;
  const editLink = (slot: TimeSlotRecord) => `/admin/time-slots/${slot.id}/edit${search}`;
  const deleteLink = (slot: TimeSlotRecord) => `/admin/time-slots/${slot.id}/delete${search}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Time Slots</h1>
          <p className="text-sm text-gray-600">Bookable sessions; times are in the consultancy&apos;s time zone ({zoneName}).</p>
        </div>
        <div className="flex gap-2">
          <ButtonLink to={`/admin/time-slots/generate${search}`} variant="secondary" preventScrollReset>
            Generate Slots
          </ButtonLink>
          <ButtonLink to={`/admin/time-slots/new${search}`} preventScrollReset>
            Add Time Slot
          </ButtonLink>
        </div>
      </div>

      <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SearchForm spec={TIME_SLOT_LIST} label="Search time slots" placeholder="Search by service type" />
          <ViewToggle spec={TIME_SLOT_LIST} />
        </div>
        <FilterForm spec={TIME_SLOT_LIST}>
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
        </FilterForm>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <BulkDeleteForm formId={BULK_FORM} action="/admin/time-slots/bulk-delete" count={selection.selected.size} noun="time slot" />
        <PerPageSelect perPage={query.perPage} />
      </div>

      {slots.length === 0 ? (
        <EmptyState
          title="No time slots found"
          hint={filtering ? "Try adjusting your search or filters." : "Add a time slot or generate a range of them."}
        />
      ) : (
        <>
          <Table caption="Time slots" className={classes.table}>
            <THead>
              <tr>
                <TH className="w-10">
                  <SelectAllCheckbox selection={selection} label="Select all time slots on this page" />
                </TH>
                <SortHeader spec={TIME_SLOT_LIST} sortKey="service_type">Service</SortHeader>
                <SortHeader spec={TIME_SLOT_LIST} sortKey="start_time">Date</SortHeader>
                <TH>Time</TH>
                <TH>Bookings</TH>
                <TH>Remaining</TH>
                <SortHeader spec={TIME_SLOT_LIST} sortKey="is_available">Status</SortHeader>
                <TH>
                  <span className="sr-only">Actions</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {slots.map((slot) => (
                <TR key={slot.id} data-testid="time-slot-row">
                  <TD>
                    <RowCheckbox id={slot.id} label={`Select ${slotLabel(slot, zone)}`} formId={BULK_FORM} selection={selection} />
                  </TD>
                  <TD className="font-medium text-gray-900">{SERVICE_TYPE_LABELS[slot.serviceType]}</TD>
                  <TD className="whitespace-nowrap">{formatDay(slot.startTime, zone)}</TD>
                  <TD className="whitespace-nowrap">
                    {formatSlotTime(slot, zone)}
                    <span className="block text-xs text-gray-500">{durationMinutes(slot)} min</span>
                  </TD>
                  <TD>
                    {slot.currentBookings} / {slot.maxBookings}
                  </TD>
                  <TD>
                    <Remaining slot={slot} />
                  </TD>
                  <TD>
                    <AvailabilityToggle slot={slot} search={search} />
                  </TD>
                  <TD className="text-right">
                    <RowMenu
                      label={`Actions for ${slotLabel(slot, zone)}`}
                      items={[
                        { key: "edit", node: <Link to={editLink(slot)} preventScrollReset>Edit</Link> },
                        {
                          key: "delete",
                          node: (
                            <Link to={deleteLink(slot)} preventScrollReset className="text-red-600">
                              Delete
                            </Link>
                          ),
                        },
                      ]}
                    />
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>

          <ul className={`${classes.cards} gap-3 sm:grid-cols-2`} aria-label="Time slots">
            {slots.map((slot) => (
              <li key={slot.id} className="rounded-lg border border-gray-200 bg-white p-4" data-testid="time-slot-card">
                <div className="flex items-start justify-between gap-3">
                  <div className="flex items-start gap-3">
                    <RowCheckbox id={slot.id} label={`Select ${slotLabel(slot, zone)}`} formId={BULK_FORM} selection={selection} />
                    <div>
                      <p className="font-medium text-gray-900">{SERVICE_TYPE_LABELS[slot.serviceType]}</p>
                      <p className="text-sm text-gray-700">{formatDay(slot.startTime, zone)}</p>
                      <p className="text-sm text-gray-700">
                        {formatSlotTime(slot, zone)} ({durationMinutes(slot)} min)
                      </p>
                    </div>
                  </div>
                  <AvailabilityToggle slot={slot} search={search} />
                </div>
                <div className="mt-3 flex items-center justify-between text-sm text-gray-600">
                  <span>
                    {slot.currentBookings} / {slot.maxBookings} booked, <Remaining slot={slot} /> left
                  </span>
                  <span className="flex gap-2">
                    <Link to={editLink(slot)} preventScrollReset className={buttonClass({ variant: "secondary", size: "sm" })}>
                      Edit
                    </Link>
                    <Link to={deleteLink(slot)} preventScrollReset className={buttonClass({ variant: "ghost", size: "sm", className: "text-red-600" })}>
                      Delete
                    </Link>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      <Pagination meta={meta} />
      {outlet}
    </div>
  );
}

/** The spec's list failure text for an unexpected error; a thrown response gets its status page. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load time slots." message="Please try again in a moment." />} />;
}
