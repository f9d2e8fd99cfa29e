import crypto from 'node:crypto';
import type { mongo } from 'mongoose';
import { cellKey, partOf, type ListenEvent, type PlaceOfPlay } from './cell-parts';

/** A counted play and the price per play its `ad.played` carried (the booking's, from the locked quote). */
export interface PricedPlay {
  eventId: string;
  pricePerPlayPkr: number;
}

/** One cell's share of a batch of delivery events, as the use case added it up. */
export interface CellWrite {
  place: PlaceOfPlay;
  plays: PricedPlay[];
  listens: { eventId: string; event: ListenEvent }[];
  /** Subscribers new to the cell's sketch in this batch. */
  uniqueUsers: number;
  /** Subscribers new to the campaign's sketch in this batch (on one write per campaign). */
  campaignReach: number;
}

/** Plays a campaign's running figures still owe: applied once per `token` (the campaign keeps the tokens). */
export interface PlayCredit {
  token: string;
  campaignId: string;
  plays: number;
  spendPkr: number;
  uniqueReach: number;
}

/** What a part of a cell keeps of a credit until the campaign has it (t token, c campaign, n plays, s, r). */
interface StoredCredit {
  t: string;
  c: string;
  n: number;
  s: number;
  r: number;
}
interface Part {
  _id: string;
  eventIds?: string[];
  credits?: StoredCredit[];
}
/** One part's share of a cell write: the event ids that hash to it, the cell's and campaign's gains on the first. */
interface Op {
  _id: string;
  w: CellWrite;
  plays: PricedPlay[];
  listens: CellWrite['listens'];
  uniqueUsers: number;
  reach: number;
}

/** The cell writes split by part (each event id to its part), the cell's and campaign's new subscribers on the first. */
function opsOf(writes: CellWrite[]): Op[] {
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
    for (const p of w.plays) op(w, p.eventId).plays.push(p);
    for (const l of w.listens) op(w, l.eventId).listens.push(l);
  }
  return [...ops.values()];
}

const idsOf = (o: Op) => [...o.plays.map((p) => p.eventId), ...o.listens.map((l) => l.eventId)];

/** Plays × price, per price: a batch straddling a top-up holds plays at the old price and at the blended one. */
function spendOf(plays: PricedPlay[]): number {
  const counts = new Map<number, number>();
  for (const p of plays) counts.set(p.pricePerPlayPkr, (counts.get(p.pricePerPlayPkr) ?? 0) + 1);
  let spend = 0;
  for (const [price, n] of counts) spend += n * price;
  return spend;
}

/**
 * Refused parts again with only the ids they lack (`there`: the ids each part holds). A part left with none still
 * writes the gains it carries when its cell (for the cell's new subscribers) or campaign (for the campaign's) has new
 * plays elsewhere in the batch (`written` so far, or still to write): the gains came from those plays. A cell or
 * campaign with no new play gained nothing new (a batch met again after it was written), so its gains go.
 */
function opsLacking(again: Op[], there: Map<string, Set<string>>, written: Op[]): Op[] {
  const left = again.map((o) => {
    const has = there.get(o._id) ?? new Set<string>();
    return {
      ...o,
      plays: o.plays.filter((p) => !has.has(p.eventId)),
      listens: o.listens.filter((l) => !has.has(l.eventId)),
    };
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
function updateOf(o: Op, token: string, at: Date): mongo.AnyBulkWriteOperation {
  const n = o.plays.length;
  const spend = spendOf(o.plays);
  const $inc: Record<string, number> = { impressions: n, uniqueUsers: o.uniqueUsers, spendPkr: spend };
  for (const l of o.listens) $inc[`listen.${l.event}`] = ($inc[`listen.${l.event}`] ?? 0) + 1;
  const credit: StoredCredit = { t: token, c: o.w.place.campaignId, n, s: spend, r: o.reach };
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
}

/** Writes side by side; answers the indexes refused for a duplicate key (any other failure throws). */
async function writeRefusing(cells: mongo.Collection, ops: mongo.AnyBulkWriteOperation[]): Promise<number[]> {
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

/**
 * The counted plays in the delivery cells. A batch is one write per part of each cell it touches: the part's figures
 * and its event ids in one upsert that matches only while none of the ids is there, so a redelivered event is never
 * counted twice. The plays' campaign credit is kept on the part in the same write (`credits`) until the campaign has
 * it (credit, then clearCredits): after a crash between the two, the redelivery meets the part again, finds the
 * credit, and pays it then.
 */
export function playsStore(cells: mongo.Collection) {
  /** Credits of the given tokens as every part holding them has them, summed per token and campaign. */
  const creditsOf = async (tokens: string[]): Promise<PlayCredit[]> => {
    if (!tokens.length) return [];
    const parts = (await cells
      .find({ 'credits.t': { $in: tokens } } as never, { projection: { credits: 1 } })
      .toArray()) as unknown as Part[];
    const sums = new Map<string, PlayCredit>();
    for (const c of parts.flatMap((p) => p.credits ?? []).filter((x) => tokens.includes(x.t))) {
      const k = `${c.t}|${c.c}`;
      const s = sums.get(k) ?? { token: c.t, campaignId: c.c, plays: 0, spendPkr: 0, uniqueReach: 0 };
      s.plays += c.n;
      s.spendPkr += c.s;
      s.uniqueReach += c.r;
      sums.set(k, s);
    }
    return [...sums.values()];
  };
  return {
    /**
     * Writes a batch (every event id counted once) and answers the plays it counted and the credits the campaigns are
     * owed: this batch's, and those a crashed earlier handling of the same events left on the parts met again.
     */
    async recordBatch(writes: CellWrite[], at: Date): Promise<{ plays: number; credits: PlayCredit[] }> {
      const token = crypto.randomUUID();
      const stale = new Set<string>();
      const mine = new Map<string, PlayCredit>();
      const written: Op[] = [];
      const credit = (o: Op) => {
        written.push(o);
        const c = o.w.place.campaignId;
        const m = mine.get(c) ?? { token, campaignId: c, plays: 0, spendPkr: 0, uniqueReach: 0 };
        m.plays += o.plays.length;
        m.spendPkr += spendOf(o.plays);
        m.uniqueReach += o.reach;
        if (o.plays.length || o.reach) mine.set(c, m);
      };
      let ops = opsOf(writes);
      // A part that refused (an id already there, or two instances inserting it at once) is read and written again
      // with the ids it lacks; a few rounds settle any race.
      for (let round = 0; ops.length; round++) {
        const refused = await writeRefusing(
          cells,
          ops.map((o) => updateOf(o, token, at)),
        );
        ops.forEach((o, i) => !refused.includes(i) && credit(o));
        if (!refused.length) break;
        if (round === 4) throw new Error('delivery cells: parts kept refusing the batch');
        const again = ops.filter((_, i) => refused.includes(i));
        const parts = (await cells
          .find({ _id: { $in: again.map((o) => o._id) } } as never, { projection: { eventIds: 1, credits: 1 } })
          .toArray()) as unknown as Part[];
        for (const c of parts.flatMap((p) => p.credits ?? [])) if (c.t !== token) stale.add(c.t);
        ops = opsLacking(again, new Map(parts.map((p) => [p._id, new Set(p.eventIds ?? [])])), written);
      }
      const plays = [...mine.values()].reduce((n, c) => n + c.plays, 0);
      return { plays, credits: [...mine.values(), ...(await creditsOf([...stale]))] };
    },
    /** Forgets credits the campaigns now have. */
    async clearCredits(tokens: string[]): Promise<void> {
      if (!tokens.length) return;
      await cells.updateMany(
        { 'credits.t': { $in: tokens } } as never,
        {
          $pull: { credits: { t: { $in: tokens } } },
        } as never,
      );
    },
  };
}
export type PlaysStore = ReturnType<typeof playsStore>;
