import crypto from 'node:crypto';
import type { mongo } from 'mongoose';
import { opsLacking, opsOf, updateOf, writeRefusing, type CellWrite, type Op, type Part } from './cell-part-ops';

export type { CellWrite } from './cell-part-ops';

/** Plays a campaign's running figures still owe: applied once per `token` (the campaign keeps the tokens). */
export interface PlayCredit {
  token: string;
  campaignId: string;
  plays: number;
  spendPkr: number;
  uniqueReach: number;
}

/**
 * Counts a batch with one write per part of each cell it touches: the part's figures and its event ids in one
 * upsert that matches only while none of the ids is there, so a redelivered event is never counted twice. The plays'
 * campaign credit is kept on the part in the same write (`credits`) until the campaign has it (applyCredits, then
 * clear): after a crash between the two, the redelivery meets the part again, finds the credit, and pays it then.
 */
export function cellBatchWriter(cells: mongo.Collection) {
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
        m.spendPkr += o.plays.length * o.w.pricePerPlayPkr;
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
