const full = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-PK', { notation: 'compact', maximumFractionDigits: 1 });

/** A count in full with grouping, e.g. "1,234,567" (tables, invoices, exact plays). */
export const formatCount = (n: number): string => full.format(n);

/** A count at a glance: audiences and impressions abbreviated with K and M (spec §2, §9), e.g. "1.2M". */
export const formatCountCompact = (n: number): string => compact.format(n);

/** A ratio as a whole percent, e.g. 0.456 → "46%". */
export const formatPercent = (ratio: number): string => `${Math.round(ratio * 100)}%`;
