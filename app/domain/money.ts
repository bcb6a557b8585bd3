// Building an Intl.NumberFormat costs far more than using one (a payments page formats dozens of amounts): one per
// currency, kept for the process's life; the catalogue has a handful of currencies.
const currencyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, currency = "USD") {
  let format = currencyFormats.get(currency);
  if (!format) currencyFormats.set(currency, (format = new Intl.NumberFormat("en-US", { style: "currency", currency })));
  return format.format(cents / 100);
}

const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Loan figures are whole dollars and shown without decimals. */
export function formatWholeDollars(dollars: number) {
  return WHOLE_DOLLARS.format(dollars);
}

export function centsToAmount(cents: number) {
  return Math.round(cents) / 100;
}

export function amountToCents(amount: number) {
  return Math.round(amount * 100);
}

export function invoiceNumber(year: number, sequence: number) {
  return `INV-${year}-${String(sequence).padStart(6, "0")}`;
}
