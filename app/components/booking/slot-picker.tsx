import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link, useLocation, useSubmit } from "@remix-run/react";
import { useMemo } from "react";
import { Field, Input, ErrorLine } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { CalendarDay } from "~/domain/available-days";
import type { Day } from "~/domain/dates";
import { bikramSambatDayOfMonth, describeDay, describeMonths, weekdayNames, type DayLanguage } from "~/domain/day-label";
import type { DateWindow } from "~/domain/preferred-date";
import type { SlotChoice } from "~/features/booking/form-setup";
import { bikramSambatText, toBikramSambat } from "~/i18n/bikram-sambat";
import { useLocale, useT } from "~/i18n/i18n";
import { LOCALES, intlLocale } from "~/i18n/locales";
import { calendarNames } from "~/i18n/format";

const bikramSambatDate = (day: Day) => ({ day: toBikramSambat(day).day, text: bikramSambatText(day) });

/** The page's language as the calendar names days: its month and weekday names, its digits, its second calendar. */
function useDayLanguage(): DayLanguage {
  const locale = useLocale();
  return useMemo(() => ({ intl: intlLocale(locale), bikramSambat: LOCALES[locale].bikramSambat ? bikramSambatDate : null, names: calendarNames(locale) }), [locale]);
}

/**
 * A day's label in the calendar, with its Bikram Sambat day under it in a language that shows it. The 1st carries
 * its month ("Aug 1") a size smaller: at the text size of the other days the wider months do not fit a phone's
 * column, wrap, and make their week taller than the others.
 */
function DayLabel({ day, short, bikramSambat }: { day: Day; short: string; bikramSambat: string | null }) {
  return (
    <>
      {day.endsWith("-01") ? <span className="text-xs whitespace-nowrap">{short}</span> : short}
      {bikramSambat ? <span className="block text-[0.625rem] leading-tight">{bikramSambat}</span> : null}
    </>
  );
}

/**
 * The coming weeks as a calendar: each day with a free time is a GET link to the same page with that date (the
 * address keeps the query string, so values carried by an earlier GET stay); with JavaScript the click submits the
 * whole form as a GET instead, so values typed since come along too. Days without free times are shown disabled.
 */
function AvailableDays({ calendar, selected, anchor, dateId }: { calendar: CalendarDay[][]; selected: string; anchor: string; dateId: string }) {
  const t = useT();
  const language = useDayLanguage();
  const submit = useSubmit();
  const { pathname, search } = useLocation();
  const cells = calendar.flat();
  const bookable = cells.filter((cell) => cell.inRange);
  const months = bookable.length > 0 ? describeMonths(bookable[0].day, bookable[bookable.length - 1].day, language) : null;
  const hrefFor = (day: string) => {
    const params = new URLSearchParams(search);
    params.set("date", day);
    return `${pathname}?${params}#${anchor}`;
  };
  return (
    <nav aria-label={t("booking.slots.availableDays")} className="sm:col-span-2" data-testid="available-days">
      <p className="mb-2 text-sm font-medium text-gray-700">
        {t("booking.slots.daysWithFreeTimes")}
        {months ? <span className="font-normal text-gray-500"> · {months}</span> : null}
      </p>
      <div role="list" className="grid max-w-md grid-cols-7 gap-1 text-center text-sm">
        {weekdayNames(language).map((weekday) => (
          <span key={weekday} aria-hidden="true" className="text-xs font-medium text-gray-500">
            {weekday}
          </span>
        ))}
        {cells.map((cell) => {
          const { long, short } = describeDay(cell.day, language);
          const label = <DayLabel day={cell.day} short={short} bikramSambat={bikramSambatDayOfMonth(cell.day, language)} />;
          if (!cell.inRange) {
            return (
              <span key={cell.day} aria-hidden="true" className="rounded-md py-2 text-gray-500">
                {label}
              </span>
            );
          }
          if (!cell.open) {
            return (
              <span key={cell.day} role="listitem" aria-disabled="true" aria-label={t("booking.slots.dayWithoutTimes", { day: long })} className="rounded-md bg-gray-100 py-2 text-gray-600 line-through decoration-gray-400">
                {label}
              </span>
            );
          }
          const isSelected = cell.day === selected;
          return (
            <span key={cell.day} role="listitem">
              <Link
                to={hrefFor(cell.day)}
                preventScrollReset
                aria-current={isSelected ? "date" : undefined}
                aria-label={t("booking.slots.dayWithTimes", { day: long, count: cell.openTimes })}
                onClick={(event) => {
                  const form = event.currentTarget.closest("form");
                  const input = form?.querySelector<HTMLInputElement>(`#${CSS.escape(dateId)}`);
                  if (!form || !input) return;
                  event.preventDefault();
                  input.value = cell.day;
                  submit(form, { method: "get", preventScrollReset: true, replace: true });
                }}
                className={
                  isSelected
                    ? "block rounded-md bg-brand-600 py-2 font-semibold text-white"
                    : "block rounded-md bg-brand-50 py-2 font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                }
              >
                {label}
              </Link>
            </span>
          );
        })}
      </div>
    </nav>
  );
}

/**
 * The date and the open slots of that date. Choosing a date reloads the page with that day's slots through a GET of
 * the whole form, so every typed value comes back in the query string: with JavaScript on change, without it through
 * the "Show times" button, whose address ends in the picker's anchor so that the new page opens where the student
 * was rather than at its top. The time is a radio group so each choice can show its seats left.
 */
export function SlotPicker({
  window,
  calendar,
  day,
  zoneLabel,
  slots,
  date,
  timeSlot,
}: {
  window: DateWindow;
  calendar: CalendarDay[][];
  /** The day whose times are listed (the loader's, which follows every GET; the form's initial value does not). */
  day: string;
  zoneLabel: string;
  slots: SlotChoice[];
  date: FieldMetadata<string>;
  timeSlot: FieldMetadata<number>;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const anchor = `${date.formId}-slots`;
  const chosen = timeSlot.initialValue ? String(timeSlot.initialValue) : undefined;
  const errorId = `${timeSlot.id}-error`;
  return (
    <div id={anchor} className="scroll-mt-24 space-y-2 sm:col-span-2">
      <AvailableDays calendar={calendar} selected={day} anchor={anchor} dateId={date.id} />
      <div className="flex flex-wrap items-start gap-3">
        <Field
          label={t("booking.slots.date")}
          id={date.id}
          errors={date.errors}
          hint={t("booking.form.dateWindowHint", { months: window.months })}
          className="min-w-48 flex-1"
        >
          {(control) => (
            <Input
              {...getInputProps(date, { type: "date", ariaAttributes: false })}
              {...control}
              min={window.min}
              max={window.max}
              onChange={(event) => {
                if (event.currentTarget.value) submit(event.currentTarget.form, { method: "get", preventScrollReset: true, replace: true });
              }}
            />
          )}
        </Field>
        {hydrated ? null : (
          <button
            type="submit"
            formMethod="get"
            formAction={`${pathname}#${anchor}`}
            formNoValidate
            className="mt-6 rounded-md bg-white px-3 py-2 text-sm font-semibold text-gray-900 ring-1 ring-gray-300 ring-inset hover:bg-gray-50"
          >
            {t("booking.slots.showTimes")}
          </button>
        )}
      </div>
      <fieldset aria-describedby={timeSlot.errors?.length ? errorId : undefined} aria-invalid={timeSlot.errors?.length ? true : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-700">{t("booking.slots.time", { zone: zoneLabel })}</legend>
        {slots.length === 0 ? (
          <p className="rounded-md bg-gray-50 p-3 text-sm text-gray-600">{t("booking.slots.noTimes")}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" data-testid="slot-list">
            {slots.map((slot) => (
              <li key={slot.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-md border border-gray-300 bg-white p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-200">
                  <input
                    type="radio"
                    name={timeSlot.name}
                    value={slot.id}
                    defaultChecked={chosen === String(slot.id)}
                    required
                    className="h-4 w-4 text-brand-600"
                  />
                  <span className="flex-1">
                    <span className="block font-medium text-gray-900">{slot.label}</span>
                    {slot.studentLabel ? <span className="block text-xs text-gray-600">{slot.studentLabel}</span> : null}
                  </span>
                  <span className="text-xs text-gray-500">{slot.seatsLabel}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <ErrorLine id={errorId} errors={timeSlot.errors} />
      </fieldset>
    </div>
  );
}
