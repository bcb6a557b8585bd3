import { centsToAmount } from "./money";
import type { FieldErrors } from "./forms";
import {
  readAmountFilter,
  readBooleanFilter,
  unknownFilterErrors,
  type FilterValue,
  type ListQuery,
  type ListSpec,
} from "./list-query";

/** A catalogue entry as the models hand it out. */
export type ServiceRecord = {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export const SERVICE_SORT_KEYS = ["name", "price", "created_at", "is_active"] as const;
export type ServiceSortKey = (typeof SERVICE_SORT_KEYS)[number];

/** Prices are whole or two-decimal dollars in filters and the API; the database keeps cents. */
export type ServiceFilters = { isActive: boolean | null; minPrice: number | null; maxPrice: number | null };

const FILTER_KEYS = ["is_active", "min_price", "max_price"] as const;

export const SERVICE_LIST: ListSpec<ServiceSortKey, ServiceFilters> = {
  sortKeys: SERVICE_SORT_KEYS,
  defaultSort: "name",
  filterKeys: FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, FILTER_KEYS);
    const isActive = readBooleanFilter(raw.is_active);
    const minPrice = readAmountFilter(raw.min_price);
    const maxPrice = readAmountFilter(raw.max_price);
    if (isActive.error) errors.is_active = ["The is active filter must be true or false."];
    if (minPrice.error) errors.min_price = ["The minimum price must be a number of at least 0."];
    if (maxPrice.error) errors.max_price = ["The maximum price must be a number of at least 0."];
    const filters: ServiceFilters = { isActive: isActive.value, minPrice: minPrice.value, maxPrice: maxPrice.value };
    if (filters.minPrice !== null && filters.maxPrice !== null && filters.maxPrice < filters.minPrice) {
      errors.max_price = ["The maximum price must be at least the minimum price."];
      filters.maxPrice = null;
    }
    return { filters, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.isActive !== null) json.is_active = filters.isActive;
    if (filters.minPrice !== null) json.min_price = filters.minPrice;
    if (filters.maxPrice !== null) json.max_price = filters.maxPrice;
    return json;
  },
};

export type ServiceListQuery = ListQuery<ServiceSortKey, ServiceFilters>;

/** The record of `/api/service`: snake_case, price in dollars as a number, dates in ISO 8601. */
export function serviceJson(service: ServiceRecord) {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    price: centsToAmount(service.priceCents),
    is_active: service.isActive,
    created_at: service.createdAt.toISOString(),
    updated_at: service.updatedAt.toISOString(),
  };
}
