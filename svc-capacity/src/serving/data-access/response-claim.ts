import type Redis from 'ioredis';

/**
 * Press 1 on a decision (KEYS: dec, seen; ARGV: pressed at (ms), platformId). Counts once per AdServingId and only
 * while the decision lives (its key expires with the decision's validity): 'unknown' when there is no such decision
 * (never made, expired) or another platform's, 'no_impression' when its impression was never counted (a response
 * for an unplayed ad would inflate the figures), 'repeat' when already answered; else 'ok' with the campaign,
 * whether the decision is a sandbox key's and the creative it chose ('-' when it chose none: the campaign's own ad). The mark `r` is set in the same call, so two presses cannot both count.
 */
export const RESPOND_LUA = `
local d = redis.call('HGET', KEYS[1], 'd')
if not d then return {'unknown'} end
if cjson.decode(d).platformId ~= ARGV[2] then return {'unknown'} end
if redis.call('SISMEMBER', KEYS[2], 'impression') == 0 then return {'no_impression'} end
if redis.call('HSETNX', KEYS[1], 'r', ARGV[1]) == 0 then return {'repeat'} end
local r = redis.call('HMGET', KEYS[1], 'c', 'sx', 'v')
return {'ok', r[1], r[2] and '1' or '', r[3] or '-'}
`;

export type ClaimOutcome =
  | { outcome: 'unknown' | 'no_impression' | 'repeat' }
  | { outcome: 'ok'; campaignId: string; sandbox: boolean; creativeId: string | null };

interface RespondCommand {
  rbtRespond(numKeys: number, ...args: (string | number)[]): Promise<string[]>;
}

/** The serving store's press-1 part, on its connection (servingStore spreads it in). */
export function responseClaim(conn: Redis) {
  conn.defineCommand('rbtRespond', { lua: RESPOND_LUA });
  const redis = conn as Redis & RespondCommand;
  return {
    claimResponse: async (adServingId: string, platformId: string, atMs: number): Promise<ClaimOutcome> => {
      const [outcome, campaignId, sandbox, creative] = await redis.rbtRespond(
        2,
        `dec:{${adServingId}}`,
        `seen:{${adServingId}}`,
        atMs,
        platformId,
      );
      if (outcome === 'ok') {
        const creativeId = creative && creative !== '-' ? creative : null;
        return { outcome, campaignId: campaignId as string, sandbox: sandbox === '1', creativeId };
      }
      return { outcome: outcome as 'unknown' | 'no_impression' | 'repeat' };
    },
    /** Gives a claim back when the response could not be stored, so the platform's retry counts it. */
    releaseResponse: async (adServingId: string) => {
      await redis.hdel(`dec:{${adServingId}}`, 'r');
    },
  };
}
