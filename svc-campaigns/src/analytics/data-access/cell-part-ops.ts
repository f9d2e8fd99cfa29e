import type { mongo } from 'mongoose';
import { cellKey, partOf, type ListenEvent, type PlaceOfPlay } from './cell-parts';

/** The parts of a batch's cell writes, and their upserts (cell-batch-writer.ts). */

/** One cell's share of a batch of delivery events, as the use case added it up. */
export interface CellWrite {
  place: PlaceOfPlay;
  /** Event ids of the plays counted here. */
  plays: string[];
  listens: { eventId: string; event: ListenEvent }[];
  pricePerPlayPkr: number;
  /** Subscribers new to the cell's sketch in this batch. */
  uniqueUsers: number;
  /** Subscribers new to the campaign's sketch in this batch (on one write per campaign). */
  campaignReach: number;
}

/** What a part of a cell keeps of a credit until the campaign has it (t token, c campaign, n plays, s, r). */
export interface StoredCredit {
  t: string;
  c: string;
  n: number;
  s: number;
  r: number;
}
export interface Part {
  _id: string;
  eventIds?: string[];
  credits?: StoredCredit[];
}
export interface Op {
  _id: string;
  w: CellWrite;
  plays: string[];
  listens: CellWrite['listens'];
  uniqueUsers: number;
  reach: number;
}

/** The cell writes split by part (each event id to its part), the cell's and campaign's new subscribers on the first. */
export function opsOf(writes: CellWrite[]): Op[] {
  const ops = new Map<string, Op>();
  const started = new Set<CellWrite>();
  const op = (w: CellWrite, id: string) => {
    const _id = `${cellKey(w.place)}|${partOf(id)}`;
    const first = !started.has(w);
    started.add(w);
    const o = ops.get(_id) ?? { _id, w, plays: [], listens: [], uniqueUsers: first ? w.uniqueUsers : 0, reach: 0 };
    if (first) o.reach = w.campaignReach;
    ops.set(_id, o);
    return o;
  };
  for (const w of writes) {
    for (const id of w.plays) op(w, id).plays.push(id);
    for (const l of w.listens) op(w, l.eventId).listens.push(l);
  }
  return [...ops.values()];
}

export const idsOf = (o: Op) => [...o.plays, ...o.listens.map((l) => l.eventId)];

/**
 * Refused parts again with only the ids they lack (`there`: the ids each part holds). A part left with none still
 * writes the gains it carries when its cell (for the cell's new subscribers) or campaign (for the campaign's) has new
 * plays elsewhere in the batch (`written` so far, or still to write): the gains came from those plays. A cell or
 * campaign with no new play gained nothing new (a batch met again after it was written), so its gains go.
 */
export function opsLacking(again: Op[], there: Map<string, Set<string>>, written: Op[]): Op[] {
  const left = again.map((o) => {
    const has = there.get(o._id) ?? new Set<string>();
    return { ...o, plays: o.plays.filter((id) => !has.has(id)), listens: o.listens.filter((l) => !has.has(l.eventId)) };
  });
  const played = [...written, ...left].filter((o) => o.plays.length);
  const cells = new Set(played.map((o) => o.w));
  const campaigns = new Set(played.map((o) => o.w.place.campaignId));
  return left
    .map((o) =>
      o.plays.length
        ? o
        : {
            ...o,
            uniqueUsers: cells.has(o.w) ? o.uniqueUsers : 0,
            reach: campaigns.has(o.w.place.campaignId) ? o.reach : 0,
          },
    )
    .filter((o) => idsOf(o).length || o.uniqueUsers || o.reach);
}

/** A part's upsert: matches only while none of its ids is there; figures, ids and the plays' credit in one write. */
export const updateOf = (o: Op, token: string, at: Date): mongo.AnyBulkWriteOperation => {
  const n = o.plays.length;
  const $inc: Record<string, number> = {
    impressions: n,
    uniqueUsers: o.uniqueUsers,
    spendPkr: n * o.w.pricePerPlayPkr,
  };
  for (const l of o.listens) $inc[`listen.${l.event}`] = ($inc[`listen.${l.event}`] ?? 0) + 1;
  const credit: StoredCredit = { t: token, c: o.w.place.campaignId, n, s: n * o.w.pricePerPlayPkr, r: o.reach };
  const credited = n > 0 || o.reach > 0;
  return {
    updateOne: {
      filter: { _id: o._id, eventIds: { $nin: idsOf(o) } } as never,
      update: {
        $inc,
        $push: { eventIds: { $each: idsOf(o) }, ...(credited ? { credits: credit } : {}) },
        ...(n ? { $max: { lastAt: at } } : {}),
        $setOnInsert: { ...o.w.place },
      } as never,
      upsert: true,
    },
  };
};

/** Writes side by side; answers the indexes refused for a duplicate key (any other failure throws). */
export async function writeRefusing(cells: mongo.Collection, ops: mongo.AnyBulkWriteOperation[]): Promise<number[]> {
  try {
    await cells.bulkWrite(ops, { ordered: false });
    return [];
  } catch (err) {
    const errors = (err as mongo.MongoBulkWriteError).writeErrors;
    const list = Array.isArray(errors) ? errors : errors ? [errors] : [];
    if (!list.length || list.some((e) => e.code !== 11000)) throw err;
    return list.map((e) => e.index);
  }
}
