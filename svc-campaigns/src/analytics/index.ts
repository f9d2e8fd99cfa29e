// What the other contexts of svc-campaigns may use of analytics: their only way in, besides events.
export type { ExportCells } from './data-access/analytics-export-cursor';
export { EXPORT_COLUMNS, exportRow } from './domain/analytics-export';
export { lockedPricePerPlay } from './domain/analytics';
export { creativeResults } from './domain/creative-results-use-case';
