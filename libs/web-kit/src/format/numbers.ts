import { formatLanguage, isolate, urduFormats } from './language';

const full = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-PK', { notation: 'compact', maximumFractionDigits: 1 });

/** A count in full with grouping, e.g. "1,234,567" (tables, invoices, exact plays). */
export const formatCount = (n: number): string =>
  formatLanguage() === 'ur' ? urduFormats().lakhGrouped(n) : full.format(n);

/** A count at a glance: audiences and impressions abbreviated with K and M (spec §2, §9), e.g. "1.2M". */
export const formatCountCompact = (n: number): string =>
  formatLanguage() === 'ur' ? isolate(urduFormats().lakhCompact(n)) : compact.format(n);

const percent = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 1 });

/**
 * A ratio as a percent to one decimal, e.g. 0.456 → "45.6%", 0.001 → "0.1%", 0.25 → "25%". One precision on every
 * screen (the dashboard said "0 %" where analytics said "0.1 %" for the same campaign).
 */
export const formatPercent = (ratio: number): string => `${percent.format(ratio * 100)}%`;
