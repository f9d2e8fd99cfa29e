import Redis from 'ioredis';
import type { PacedCandidate } from '../src/serving/domain/decide-use-case';
import { packCandidates, pickLua } from '../src/serving/data-access/serving-scripts';

/**
 * The serving rule as Redis runs it: the decide script's own pick (serving-scripts.ts), fed the candidates packed
 * as the store packs them, with the cell's used plays and the subscriber's plays per campaign given instead of read
 * from keys. No twin in TypeScript to drift from it. Answers the 0-based index picked, or -1 for none.
 */
const SCRIPT = `local mine = {}
for c, n in string.gmatch(ARGV[1], '(%S+) (%S+)') do mine[c] = tonumber(n) end
local usedOf = {}
for x in string.gmatch(ARGV[2], '%S+') do usedOf[#usedOf + 1] = tonumber(x) end
${pickLua('usedOf[i]')}
return best - 1`;

export interface PickInput {
  cands: readonly PacedCandidate[];
  /** Counted + reserved plays of each candidate's cell, in candidate order. */
  used: readonly number[];
  /** The subscriber's plays of each campaign today (absent: none). */
  mine?: ReadonlyMap<string, number>;
  /** The uniform draw in [0, 1). */
  u: number;
}

export function servingPick(url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') {
  const redis = new Redis(url, { lazyConnect: false });
  return {
    pick: async ({ cands, used, mine = new Map(), u }: PickInput): Promise<number> => {
      const plays = [...mine].map(([id, n]) => `${id} ${n}`).join(' ');
      const { packed } = packCandidates(cands);
      return Number(await redis.eval(SCRIPT, 0, plays, used.join(' '), '', '', '', '', packed, String(u)));
    },
    close: () => redis.quit(),
  };
}

/** A candidate as the pick sees it, for rule tests that need no campaign: id, booking, cap, pace and α. */
export function pickCandidate(
  id: string,
  c: { alpha: number; booked: number; allowance: number; due: number; freqCapPerDay?: number },
): PacedCandidate {
  const spec = { freqCapPerDay: c.freqCapPerDay ?? 2, pricePerPlayPkr: 1 };
  return { campaign: { id, spec }, booked: c.booked, alpha: c.alpha, allowance: c.allowance, due: c.due } as never;
}
