import { statusListSpec, type StatusFilters } from "./admin-lists";
import { SOP_TABS } from "./booking";
import { unknownFilterErrors, type ListQuery, type ListSpec } from "./list-query";

/**
 * The student's own lists (SOPs, sessions, loans, payments) and every account's notifications keep their state in the URL as
 * the admin lists do (decision 031): `page`, `per_page`, newest first unless `sort_direction` says otherwise. The
 * SOP list adds `search_keyword` and its tabs as a `status` filter, so an old `?status=completed` link is folded into
 * `filters` like any filter field posted without JavaScript.
 */

type NoFilters = Record<string, never>;

const NO_FILTER_KEYS: readonly string[] = [];

/** A list that is neither searched nor filtered: one date, newest first. */
function newestFirstList<SortKey extends string>(sortKey: SortKey): ListSpec<SortKey, NoFilters> {
  return {
    sortKeys: [sortKey],
    defaultSort: sortKey,
    defaultSortDirection: "desc",
    filterKeys: NO_FILTER_KEYS,
    parseFilters: (raw) => ({ filters: {}, errors: unknownFilterErrors(raw, NO_FILTER_KEYS) }),
    filtersToJson: () => ({}),
  };
}

/** The SOP tabs other than All, which is no filter at all. */
export const SOP_TAB_FILTERS = SOP_TABS.flatMap((tab) => (tab.value === "all" ? [] : [tab.value]));
export type SopTabFilter = (typeof SOP_TAB_FILTERS)[number];

export const STUDENT_SOP_LIST = statusListSpec(SOP_TAB_FILTERS, "submitted");
/** Each of the four booking lists, by the booking's start. */
export const STUDENT_BOOKING_LIST = newestFirstList("date");
export const STUDENT_LOAN_LIST = newestFirstList("date");
export const STUDENT_PAYMENT_LIST = newestFirstList("date");
export const NOTIFICATION_LIST = newestFirstList("received");

export type StudentSopQuery = ListQuery<"submitted", StatusFilters<SopTabFilter>>;
export type StudentBookingQuery = ListQuery<"date", NoFilters>;
export type StudentLoanQuery = ListQuery<"date", NoFilters>;
export type StudentPaymentQuery = ListQuery<"date", NoFilters>;
export type NotificationQuery = ListQuery<"received", NoFilters>;
