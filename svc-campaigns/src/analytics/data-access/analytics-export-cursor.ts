import type { Connection } from 'mongoose';
import { wholeCells, type StoredCell } from './analytics-repository';
import { cellKey } from './cell-parts';

/** The highest character a date, hour slot or city id sorts below: the upper end of an `_id` range. */
const TOP = '\uffff';

/**
 * One campaign's delivery cells in the inclusive date range, whole (their parts added up), in `_id` order (date,
 * hour slot, city) and read from a MongoDB cursor: the parts of a cell are adjacent in `_id` order, so only one cell
 * is held at a time, however many the campaign has (a 90-day campaign in 42 cities is ~60,000 cells).
 */
export async function* exportCells(
  conn: Connection,
  campaignId: string,
  from?: string,
  to?: string,
): AsyncGenerator<StoredCell> {
  const ids = { $gte: `${campaignId}|${from ?? ''}`, $lt: `${campaignId}|${to ? `${to}|${TOP}` : TOP}` };
  const cursor = conn
    .collection('delivery_cells')
    .find({ _id: ids, campaignId } as never, { projection: { eventIds: 0 } })
    .sort({ _id: 1 })
    .batchSize(1000);
  let parts: StoredCell[] = [];
  try {
    for await (const doc of cursor) {
      const part = doc as unknown as StoredCell;
      if (parts.length && cellKey(parts[0]!) !== cellKey(part)) {
        yield wholeCells(parts)[0]!;
        parts = [];
      }
      parts.push(part);
    }
    if (parts.length) yield wholeCells(parts)[0]!;
  } finally {
    await cursor.close();
  }
}

export type ExportCells = (campaignId: string, from?: string, to?: string) => AsyncIterable<StoredCell>;
