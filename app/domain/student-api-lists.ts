import type { FieldErrors } from "./forms";
import { readChoiceFilter, unknownFilterErrors, type FilterValue, type ListQuery, type ListSpec } from "./list-query";
import { SERVICE_TYPES, type ServiceType } from "./service-types";
import { BOOKING_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type BookingStatus, type PaymentMethod, type PaymentStatus } from "./statuses";

/*
 * The student's bookings and payments as the JSON API lists them (`/api/me/bookings`, `/api/me/payments`): every
 * record of the student in one list, where the pages split the bookings by kind and sort by one date. A client
 * filters by status (and kind or method) and sorts by any of the record's dates or its amount; one student has few
 * such records, so each sort reads that student's rows only.
 */

export const MY_BOOKING_SORT_KEYS = ["start_time", "created_at"] as const;
export type MyBookingSortKey = (typeof MY_BOOKING_SORT_KEYS)[number];

export type MyBookingFilters = { status: BookingStatus | null; serviceType: ServiceType | null };

const BOOKING_FILTER_KEYS = ["status", "service_type"] as const;

/** Latest session first, as on the student's booking lists. */
export const MY_BOOKING_LIST: ListSpec<MyBookingSortKey, MyBookingFilters> = {
  sortKeys: MY_BOOKING_SORT_KEYS,
  defaultSort: "start_time",
  defaultSortDirection: "desc",
  filterKeys: BOOKING_FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, BOOKING_FILTER_KEYS);
    const status = readChoiceFilter(raw.status, BOOKING_STATUSES);
    const serviceType = readChoiceFilter(raw.service_type, SERVICE_TYPES);
    if (status.error) errors.status = [`The status filter must be one of ${BOOKING_STATUSES.join(", ")}.`];
    if (serviceType.error) errors.service_type = [`The service type filter must be one of ${SERVICE_TYPES.join(", ")}.`];
    return { filters: { status: status.value, serviceType: serviceType.value }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.status) json.status = filters.status;
    if (filters.serviceType) json.service_type = filters.serviceType;
    return json;
  },
};

export type MyBookingQuery = ListQuery<MyBookingSortKey, MyBookingFilters>;

export const MY_PAYMENT_SORT_KEYS = ["created_at", "amount"] as const;
export type MyPaymentSortKey = (typeof MY_PAYMENT_SORT_KEYS)[number];

export type MyPaymentFilters = { status: PaymentStatus | null; method: PaymentMethod | null };

const PAYMENT_FILTER_KEYS = ["status", "method"] as const;

/** Newest invoice first, as on the student's payment history. */
export const MY_PAYMENT_LIST: ListSpec<MyPaymentSortKey, MyPaymentFilters> = {
  sortKeys: MY_PAYMENT_SORT_KEYS,
  defaultSort: "created_at",
  defaultSortDirection: "desc",
  filterKeys: PAYMENT_FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, PAYMENT_FILTER_KEYS);
    const status = readChoiceFilter(raw.status, PAYMENT_STATUSES);
    const method = readChoiceFilter(raw.method, PAYMENT_METHODS);
    if (status.error) errors.status = [`The status filter must be one of ${PAYMENT_STATUSES.join(", ")}.`];
    if (method.error) errors.method = [`The method filter must be one of ${PAYMENT_METHODS.join(", ")}.`];
    return { filters: { status: status.value, method: method.value }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.status) json.status = filters.status;
    if (filters.method) json.method = filters.method;
    return json;
  },
};

export type MyPaymentQuery = ListQuery<MyPaymentSortKey, MyPaymentFilters>;
