import type { SopPackage } from "./booking-options";
import { formatMoney } from "./money";
import type { ServiceType } from "./service-types";

/**
 * The catalogue entries the site sells or books, by their stable `code` (decision 048). The admin edits their name,
 * price and availability at /admin/services; the pages, the forms and the invoices read them from there.
 */
export const CATALOGUE_CODES = [
  "sop_standard",
  "sop_premium",
  "interview_prep",
  "speaking_mock",
  "demo_class",
  "free_counseling",
  "loan_assistance",
] as const;
export type CatalogueCode = (typeof CATALOGUE_CODES)[number];

/** The catalogue entry each kind of booking is made under. */
export const BOOKING_SERVICE_CODES: Record<ServiceType, CatalogueCode> = {
  interview: "interview_prep",
  speaking: "speaking_mock",
  demo_class: "demo_class",
  counseling: "free_counseling",
};

export const LOAN_SERVICE_CODE: CatalogueCode = "loan_assistance";

export function sopServiceCode(sopPackage: SopPackage): CatalogueCode {
  return sopPackage === "premium" ? "sop_premium" : "sop_standard";
}

/** A catalogue row as the rules need it. */
export type CatalogueEntry = { id: number; code: string; name: string; priceCents: number; isActive: boolean };

/** What a page shows of one entry: its name, its price already formatted, and whether it can be ordered now. */
export type Offer = { code: CatalogueCode; name: string; price: string; priceCents: number; available: boolean };

export const NOT_AVAILABLE_MESSAGE = "This service is not available now. Please check back later or contact us.";

/** A priced entry is invoiced when it is ordered; a free one (price 0) is not. */
export function isInvoiced(entry: Pick<CatalogueEntry, "priceCents">) {
  return entry.priceCents > 0;
}

export function priceLabel(priceCents: number, currency: string) {
  return priceCents > 0 ? formatMoney(priceCents, currency) : "Free";
}

/**
 * The offer of `code`: orderable only while its row exists and is active. A missing row (deleted by an admin) is
 * not offered: there is no price to sell it at.
 */
export function offerFor(code: CatalogueCode, entry: CatalogueEntry | undefined, currency: string, fallbackName: string): Offer {
  if (!entry) return { code, name: fallbackName, price: "", priceCents: 0, available: false };
  return { code, name: entry.name, price: priceLabel(entry.priceCents, currency), priceCents: entry.priceCents, available: entry.isActive };
}

/** A page with several entries (the two SOP packages) can be ordered while any one of them can. */
export function anyAvailable(offers: readonly Offer[]) {
  return offers.some((offer) => offer.available);
}
