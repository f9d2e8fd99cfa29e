/** Spec §9: PKR shown en-PK, zero decimals. */
const pkr = new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

export const formatPkr = (n: number) => pkr.format(n);
export const formatCount = (n: number) => count.format(n);
export const formatPercent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** YYYY-MM-DD in Asia/Karachi, the portal's timezone, so "today" matches the capacity service's today. */
export function todayInKarachi(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
