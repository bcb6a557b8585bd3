export function formatMoney(cents: number, currency = "USD") {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

/** Loan figures are whole dollars and shown without decimals. */
export function formatWholeDollars(dollars: number) {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(dollars);
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
