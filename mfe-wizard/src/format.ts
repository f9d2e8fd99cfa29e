// Spec §9: PKR displayed en-PK, compact, zero decimals; audience numbers abbreviated with K and M.
// currencyDisplay 'code' prints "PKR" (en-PK's symbol is "Rs"), matching the spec's currency name.
const pkrCompact = new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', currencyDisplay: 'code', notation: 'compact', maximumFractionDigits: 0 });
const pkrCents = new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', currencyDisplay: 'code', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money in the compact display, e.g. "PKR 1M". */
export const formatPkr = (n: number): string => pkrCompact.format(n).replace(/\u00a0/g, ' ');
/** Per-view and per-slot prices, which are below 10 rupees and need their paisas, e.g. "PKR 1.43". */
export const formatPkrPrice = (n: number): string => pkrCents.format(n).replace(/\u00a0/g, ' ');

/** 1234 → "1.2K", 2100000 → "2.1M", 950 → "950". */
export function formatCount(n: number): string {
  const abs = Math.abs(n);
  if (abs >= 1_000_000) return `${trim(n / 1_000_000)}M`;
  if (abs >= 1_000) return `${trim(n / 1_000)}K`;
  return String(Math.round(n));
}
const trim = (x: number): string => (Math.round(x * 10) / 10).toString();

const pkrExact = new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', currencyDisplay: 'code', minimumFractionDigits: 0, maximumFractionDigits: 2 });
/** Money as quoted, to the paisa when there are paisas, e.g. "PKR 49,999.50" (totals a buyer checks against the invoice). */
export const formatPkrExact = (n: number): string => pkrExact.format(n).replace(/\u00a0/g, ' ');
