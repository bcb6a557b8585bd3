/** Percent change from `previous` to `current`, rounded; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

export function describeChange(change: number | null) {
  if (change === null) return "new this month";
  const sign = change > 0 ? "+" : "";
  return `${sign}${change}% vs last month`;
}
