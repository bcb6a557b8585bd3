import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { TimeSlotViewSwitch } from "~/components/catalogue/time-slot-views";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { useDialogOutlet } from "~/components/list/route-dialog";
import { Button, buttonClass } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field, Select } from "~/components/ui/field";
import { addDaysToDay, zoneLabel } from "~/domain/dates";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from "~/domain/service-types";
import { formatSlotTime, remainingSeats } from "~/domain/time-slot";
import { WEEK_PARAMS, WEEK_PATH, dayHeading, groupWeek, mondayOf, timeHeading, weekRange, weekSearch, weekTitle } from "~/domain/time-slot-week";
import { readWeekRequest } from "~/features/catalogue/time-slot-week.server";
import { listSlotsBetween } from "~/models/time-slot.server";
import { seoMeta } from "~/utils/meta";
import { requireStaff } from "~/auth/session.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Time Slots: Week", "The week's time slots by day and time, with the seats left.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const { monday, serviceType, today, zone } = readWeekRequest(request);
  const search = weekSearch({ monday, serviceType }, today);
  // One address per week and filter (any day of a week names it; an empty filter is none); a dialog keeps its own.
  const url = new URL(request.url);
  if (url.pathname === WEEK_PATH && url.search !== search) throw redirect(`${WEEK_PATH}${search}`);
  const range = weekRange(monday, zone);
  const grid = groupWeek(await listSlotsBetween({ ...range, serviceType }), monday, zone);
  return {
    title: weekTitle(monday),
    zoneName: zoneLabel(range.gte, zone),
    monday,
    isThisWeek: monday === mondayOf(today),
    serviceType,
    search,
    previous: weekSearch({ monday: addDaysToDay(monday, -7), serviceType }, today),
    next: weekSearch({ monday: addDaysToDay(monday, 7), serviceType }, today),
    thisWeek: weekSearch({ monday: mondayOf(today), serviceType }, today),
    days: grid.days.map((day) => ({ day, heading: dayHeading(day), isToday: day === today })),
    rows: grid.rows.map((row) => ({
      time: row.time,
      heading: timeHeading(row.time),
      cells: row.cells.map((cell) =>
        cell.map((slot) => ({
          id: slot.id,
          type: SERVICE_TYPE_LABELS[slot.serviceType],
          time: formatSlotTime(slot, zone),
          seatsLeft: remainingSeats(slot),
          maxBookings: slot.maxBookings,
          isAvailable: slot.isAvailable,
        })),
      ),
    })),
  };
}

type WeekData = ReturnType<typeof useLoaderData<typeof loader>>;
type Slot = WeekData["rows"][number]["cells"][number][number];

function seatsText(slot: Slot) {
  if (slot.seatsLeft === 0) return "Full";
  return `${slot.seatsLeft} of ${slot.maxBookings} ${slot.maxBookings === 1 ? "seat" : "seats"} left`;
}

/** One slot in its cell: a link to its edit dialog, saying its type, seats left and whether it can be booked. */
function SlotChip({ slot, day, search }: { slot: Slot; day: string; search: string }) {
  return (
    <Link
      to={`${WEEK_PATH}/${slot.id}/edit${search}`}
      preventScrollReset
      data-testid={`week-slot-${slot.id}`}
      aria-label={`${slot.type}, ${day}, ${slot.time}: ${seatsText(slot)}${slot.isAvailable ? "" : ", unavailable"}. Edit`}
      className={cn(
        "block rounded-md px-2 py-1 text-xs ring-1 ring-inset hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
        slot.isAvailable ? "bg-brand-50 text-brand-900 ring-brand-200" : "bg-gray-100 text-gray-600 ring-gray-300",
      )}
    >
      <span className="block font-medium">{slot.type}</span>
      <span className={cn("block", slot.isAvailable && slot.seatsLeft === 0 ? "font-medium text-red-700" : null)}>{seatsText(slot)}</span>
      {slot.isAvailable ? null : <span className="block font-medium">Unavailable</span>}
    </Link>
  );
}

function ServiceTypeFilter({ monday, isThisWeek, serviceType }: Pick<WeekData, "monday" | "isThisWeek" | "serviceType">) {
  return (
    <Form method="get" action={WEEK_PATH} className="flex flex-wrap items-end gap-2">
      {isThisWeek ? null : <input type="hidden" name={WEEK_PARAMS.week} value={monday} />}
      <Field label="Service type" id="week-service-type" className="w-48">
        {(control) => (
          <Select {...control} name={WEEK_PARAMS.serviceType} defaultValue={serviceType ?? ""}>
            <option value="">All</option>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SERVICE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" variant="secondary" className="mb-6">
        Apply
      </Button>
    </Form>
  );
}

export default function TimeSlotWeekPage() {
  const data = useLoaderData<typeof loader>();
  const { outlet, standalone } = useDialogOutlet();
  // Without JavaScript (and before hydration) the edit dialog is a page of its own.
  if (standalone) return outlet;
  const { title, zoneName, days, rows, search } = data;
  const small = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Time Slots</h1>
          <p className="text-sm text-gray-600">The week by day and time; times are in the consultancy&apos;s time zone ({zoneName}).</p>
        </div>
        <TimeSlotViewSwitch current="week" />
      </div>

      <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4">
        <div className="pb-6">
          <h2 className="text-lg font-semibold text-gray-900" id="week-title">
            {title}
          </h2>
          <nav aria-label="Weeks" className="mt-2 flex flex-wrap gap-2">
            <Link to={`${WEEK_PATH}${data.previous}`} className={small}>
              ← Previous week
            </Link>
            <Link to={`${WEEK_PATH}${data.thisWeek}`} className={small} aria-current={data.isThisWeek ? "page" : undefined}>
              This week
            </Link>
            <Link to={`${WEEK_PATH}${data.next}`} className={small}>
              Next week →
            </Link>
          </nav>
        </div>
        <ServiceTypeFilter monday={data.monday} isThisWeek={data.isThisWeek} serviceType={data.serviceType} />
      </div>

      {rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center">
          <p className="font-medium text-gray-900">No time slots this week</p>
          <p className="mt-1 text-sm text-gray-600">Add a time slot, generate a range of them, or look at another week.</p>
        </div>
      ) : (
        // The grid scrolls inside its own box on a narrow screen; the page itself never gets wider than the screen.
        <div role="region" aria-labelledby="week-title" tabIndex={0} className="overflow-x-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600">
          <table className="w-full min-w-[56rem] table-fixed border-collapse text-sm">
            <caption className="sr-only">Time slots of the week {title}, by start time and day</caption>
            <thead>
              <tr className="border-b border-gray-200 bg-gray-50">
                <th scope="col" className="w-24 px-2 py-2 text-left font-medium text-gray-600">
                  Time
                </th>
                {days.map((day) => (
                  <th key={day.day} scope="col" className={cn("px-2 py-2 text-left font-medium", day.isToday ? "text-brand-700" : "text-gray-600")}>
                    {day.heading}
                    {day.isToday ? <span className="block text-xs font-normal">Today</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.time} className="border-b border-gray-100 align-top last:border-b-0">
                  <th scope="row" className="px-2 py-2 text-left font-medium whitespace-nowrap text-gray-900">
                    {row.heading}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={days[index].day} className="px-1 py-1">
                      <ul className="space-y-1">
                        {cell.map((slot) => (
                          <li key={slot.id}>
                            <SlotChip slot={slot} day={days[index].heading} search={search} />
                          </li>
                        ))}
                      </ul>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {outlet}
    </div>
  );
}

/** The list's failure text for an unexpected error; a thrown response gets its status page. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load time slots." message="Please try again in a moment." />} />;
}
