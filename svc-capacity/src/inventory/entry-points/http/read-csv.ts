import { parse } from 'csv-parse/sync';
import { badRequest, readBodyText, type AppContext } from '@rbt/service-kit';

/** Header spellings the admin's spreadsheet may use, mapped to the contract's field names. */
const HEADER_ALIASES: Record<string, string> = {
  date: 'date',
  city: 'city',
  timeslot: 'timeSlot',
  time_slot: 'timeSlot',
  slot: 'timeSlot',
  totalcapacity: 'totalCapacity',
  total_capacity: 'totalCapacity',
  total: 'totalCapacity',
  availablecapacity: 'availableCapacity',
  available_capacity: 'availableCapacity',
  available: 'availableCapacity',
};

/** Reads the raw request body (the kit's parser handles JSON only), refusing more than maxBytes with 413. */
export const readRawBody = (ctx: AppContext, maxBytes: number): Promise<string> =>
  readBodyText(ctx.req, maxBytes, `CSV file is larger than ${maxBytes} bytes`);

/**
 * Parses CSV text with a header line into plain records keyed by contract field names. Values stay strings;
 * the zod schema decides what they mean (so "abc" capacity counts as 0, as the spec says).
 */
export function parseCapacityCsv(text: string, defaults: { date?: string; city?: string }): Record<string, string>[] {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => HEADER_ALIASES[h.trim().toLowerCase()] ?? h.trim()),
      skip_empty_lines: true,
      trim: true,
    });
  } catch (err) {
    throw badRequest(`CSV file could not be read: ${(err as Error).message}`);
  }
  return records.map((r) => ({
    ...(defaults.date ? { date: defaults.date } : {}),
    ...(defaults.city ? { city: defaults.city } : {}),
    ...r,
  }));
}
