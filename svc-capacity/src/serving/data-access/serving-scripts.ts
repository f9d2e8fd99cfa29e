import type { EarlierDecision, PacedCandidate } from '../domain/decide-use-case';

/**
 * The serving path in Redis: its keys, and its Lua scripts, each atomic, so any number of instances share one cap. A
 * subscriber's plays on a Karachi day are one sorted set of `campaignId|adServingId` members: a reservation scores
 * its expiry (ms), a counted play +inf, so expired reservations fall out by ZREMRANGEBYSCORE and never need a
 * sweeper, and one read gives the subscriber's count for every candidate. A campaign cell keeps a counter of counted
 * plays and a sorted set of reservations scored by expiry (counted with ZCOUNT from now: no write unless the cell is
 * chosen). The pick rule's parts (MINE_LUA, pickLua, CREATIVE_LUA) are written once here, for the single decide
 * script and the Cluster's subscriber step (serving-cluster-scripts.ts), so they cannot drift between them; each
 * expects the decide script's ARGV layout (DECIDE_BODY) and the locals `now` and `sc`.
 */

export type TrackOutcome = 'counted' | 'repeat' | 'unknown' | 'released' | 'no_impression';

/**
 * The serving keys, each with the hash tag a Redis Cluster places it by: a decision's on `{adServingId}`, a
 * subscriber's on `{subscriber}`, a campaign cell's on `{campaign}`, a platform call's on `{platform}`.
 */
export const decKey = (adServingId: string) => `dec:{${adServingId}}`;
export const seenKey = (adServingId: string) => `seen:{${adServingId}}`;
/** A subscriber's plays and reservations on a Karachi day (their frequency cap). */
export const capKey = (subscriberHash: string, date: string) => `sc:{${subscriberHash}}:${date}`;
/** A campaign cell's counted plays. */
export const deliveredKey = (campaignId: string, cell: string) => `dl:{${campaignId}}:${cell}`;
/** A campaign cell's live reservations, scored by expiry. */
export const reservedKey = (campaignId: string, cell: string) => `rs:{${campaignId}}:${cell}`;
/** A platform's call, so its retry gets the first answer. */
export const callKey = (platformId: string, callId: string) => `call:{${platformId}}:${callId}`;
/** The plays stream of a single Redis: the outbox of counted events, relayed to Kafka. */
export const PLAYS_STREAM = 'plays';
/** Cluster only: the events of a decision counted on its campaign's slot (once each). */
export const campaignEventsKey = (campaignId: string, adServingId: string) => `ev:{${campaignId}}:${adServingId}`;
/** Cluster only: a campaign's plays stream (its outbox), on its slot so a count and its event are one call. */
export const campaignPlaysStream = (campaignId: string) => `plays:{${campaignId}}`;
/** Cluster only: the campaigns with a plays stream, which the relay reads. */
export const PLAYS_STREAMS = 'plays-streams';

/**
 * The candidates packed in one argument each (`campaignId booked cap pricePerPlay alpha allowance due ` per
 * candidate, and their creative picks): one string instead of seven arguments a candidate costs the client far less
 * CPU per decision (docs/benchmarks.md).
 */
export function packCandidates(cands: readonly PacedCandidate[]): { packed: string; picks: string } {
  let packed = '';
  let picks = '';
  for (const c of cands) {
    picks += `${c.creative ?? '-'} `;
    const s = c.campaign.spec;
    // α to 4 decimals: finer than one play in 10,000 calls, and a short argument.
    packed += `${c.campaign.id} ${c.booked} ${s.freqCapPerDay} ${s.pricePerPlayPkr} ${Math.round(c.alpha * 1e4) / 1e4} ${c.allowance} ${c.due} `;
  }
  return { packed, picks };
}

/** A call key's value, `adServingId|campaignId|expiresAt|creative` (campaign empty for no ad). */
export const callAnswer = (adServingId: string, campaignId: string, expiresAtMs: number, creative: string) =>
  `${adServingId}|${campaignId}|${expiresAtMs}|${creative}`;

export function earlierDecision(r: string): EarlierDecision {
  const [firstId = '', campaignId = '', exp = '0', creative = '-'] = r.split('|');
  return { adServingId: firstId, campaignId: campaignId || null, expiresAtMs: Number(exp), creative };
}

/** Drops the subscriber's expired reservations and counts their plays per campaign that day (`mine`). */
export const MINE_LUA = `redis.call('ZREMRANGEBYSCORE', sc, '-inf', now)
local mine = {}
for _, m in ipairs(redis.call('ZRANGE', sc, 0, -1)) do
  local c = string.match(m, '^[^|]+')
  mine[c] = (mine[c] or 0) + 1
end`;

/** A cell is open while its used plays are under both its pace allowance and its booking. */
export const OPEN_LUA = 'used < allow and used < booked';

/**
 * The serving rule, written here only (docs/delivery.md; its tests run this Lua in Redis: test/serving-pick.ts).
 * Candidates come in plan rank order. Open = under the subscriber's cap and the cell open (under its pace allowance
 * and its booking). An open candidate behind its even pace (used < due) takes the call, the one furthest behind (in
 * plays ÷ booked) first: pacing keeps every cell within a play of even. When none is behind, the HWM draw: the first
 * open one is taken with probability α, else the draw moves on with the same uniform rescaled, so contract j gets α_j
 * of the supply the contracts before it left. A call no draw took goes to the open candidate least used (÷ booked).
 * `usedOf` is the Lua expression of candidate i's used plays (counted plus live reservations). Leaves `best` (0 for
 * none), `ids` and `prices`.
 */
export const pickLua = (usedOf: string) => `local u = tonumber(ARGV[8])
local behind, deficit, drawn, fb, fbRatio = 0, 0, 0, 0, 2
local i = 0
local ids, prices = {}, {}
for cid, booked, cap, price, alpha, allow, due in string.gmatch(ARGV[7], '(%S+) (%S+) (%S+) (%S+) (%S+) (%S+) (%S+)') do
  i = i + 1
  ids[i], prices[i] = cid, price
  booked, cap, alpha, allow, due = tonumber(booked), tonumber(cap), tonumber(alpha), tonumber(allow), tonumber(due)
  if (mine[cid] or 0) < cap then
    local used = ${usedOf}
    if ${OPEN_LUA} then
      if (due - used) / booked > deficit then behind, deficit = i, (due - used) / booked end
      if drawn == 0 then
        if u < alpha then drawn = i elseif alpha < 1 then u = (u - alpha) / (1 - alpha) end
      end
      if used / booked < fbRatio then fb, fbRatio = i, used / booked end
    end
  end
end
local best = behind
if best == 0 then best = drawn end
if best == 0 then best = fb end`;

/**
 * The chosen candidate's creative pick (ARGV[11], creative-rotation.ts) as `v`: a `seq:` pick takes the listener's
 * Nth creative by their plays of the campaign that day. Expects `best`, `bestId` and `mine`.
 */
export const CREATIVE_LUA = `local v, k = '-', 0
for t in string.gmatch(ARGV[11] or '', '%S+') do
  k = k + 1
  if k == best then v = t end
end
if string.sub(v, 1, 4) == 'seq:' then
  local seq, n = {}, mine[bestId] or 0
  for x in string.gmatch(string.sub(v, 5), '[^,]+') do seq[#seq + 1] = x end
  v = seq[(n % #seq) + 1]
end`;

/**
 * KEYS: dec, sc (subscriber-day), tr (calls seen in the city-hour cell, by caller attributes), then per candidate dl
 * (cell counted), rs (cell reservations).
 * ARGV: now, expiresAt, ttlMs, adServingId, dayEndsAt, common record json, then the candidates in one argument in
 * plan order (packCandidates); then a uniform draw u in [0, 1) and the caller's supply node `gender|device|tier`,
 * counted as supply of the city-hour; then (ARGV[11]) each candidate's creative pick (creative-rotation.ts), the
 * chosen one's stored as `v`: a `seq:` pick takes the listener's Nth creative by their plays of the campaign that day.
 * The rule is pickLua above (docs/delivery.md): open = under the subscriber's cap and used < its pace allowance ≤
 * booked; the open one furthest behind its due plays, else the HWM draw, else the least used.
 * Returns the chosen candidate (1-based) or 0.
 */
const DECIDE_BODY = `
local now = tonumber(ARGV[1])
local sc = KEYS[2]
if redis.call('HINCRBY', KEYS[3], ARGV[9], 1) == 1 then redis.call('PEXPIRE', KEYS[3], 259200000) end
${MINE_LUA}
${pickLua("tonumber(redis.call('GET', KEYS[2*i+2]) or '0') + redis.call('ZCOUNT', KEYS[2*i+3], '(' .. now, '+inf')")}
if best == 0 then return 0 end
local id, dl, rs, bestId = ARGV[4], KEYS[2*best+2], KEYS[2*best+3], ids[best]
local member = bestId .. '|' .. id
local keepUntil = tonumber(ARGV[5]) + 86400000
redis.call('ZADD', sc, ARGV[2], member)
redis.call('PEXPIREAT', sc, keepUntil)
redis.call('ZREMRANGEBYSCORE', rs, '-inf', now)
redis.call('ZADD', rs, ARGV[2], id)
redis.call('PEXPIREAT', rs, keepUntil)
${CREATIVE_LUA}
redis.call('HSET', KEYS[1], 'sc', sc, 'm', member, 'dl', dl, 'rs', rs, 'd', ARGV[6], 'c', bestId, 'p', prices[best], 'v', v)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return best
`;

/**
 * Two checks around the decision. A suppressed subscriber (their `sup:{hash}` key exists: pressed 9 or on the
 * Do-Not-Call register) gets no ad, before anything else, even a retry of an earlier call; and nobody gets one while
 * the suppression state is unknown (`sup-ready`, the last KEYS entry, missing: Redis lost it, a failover, a start
 * before the load): fail closed, in the same call as the cap, so every instance sees a suppression at once and no
 * answer is made without the check. A platform's retry of one call (same platform and callId within the decision's
 * validity) gets the first answer back, in the same atomic call that would otherwise reserve a second play: the call
 * key (the KEYS entry before the two suppression keys, sent when ARGV[10] is '1') keeps
 * `adServingId|campaignId|expiresAt|creative` (campaign empty for no ad) for the decision's TTL. The decision itself runs
 * unchanged inside a function, and its supply count is not repeated either.
 */
export const DECIDE_LUA = `
if redis.call('EXISTS', KEYS[#KEYS]) == 0 or redis.call('EXISTS', KEYS[#KEYS - 1]) == 1 then return 0 end
local ck = nil
if ARGV[10] == '1' then
  ck = KEYS[#KEYS - 2]
  local prev = redis.call('GET', ck)
  if prev then return prev end
end
local function decideOnce()
${DECIDE_BODY}
end
local chosen = decideOnce()
if ck then
  local c = chosen > 0 and redis.call('HGET', KEYS[1], 'c') or ''
  local v = chosen > 0 and redis.call('HGET', KEYS[1], 'v') or '-'
  redis.call('SET', ck, ARGV[4] .. '|' .. c .. '|' .. ARGV[2] .. '|' .. v, 'PX', ARGV[3])
end
return chosen
`;

/**
 * KEYS: dec, seen, stream, sandbox counts. ARGV: event, at (ISO), errorCode ('' for none), adServingId.
 * A sandbox decision (field `sx` = `platformId|date`) counts its events in the sandbox hash only: no play, no
 * reservation, nothing on the plays stream, so it never reaches a guarantee or spend.
 * Returns 'counted', 'repeat', 'unknown' (no such decision, or it expired), 'released' (an impression after the
 * decision's reservation was given back by an error report) or 'no_impression' (a quartile or complete of a play
 * whose impression was never counted, or was refused: counting it would inflate listen-through). A counted event is appended to the stream (the
 * outbox) in the same script, so it leaves exactly when it was counted.
 */
export const TRACK_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 'unknown' end
local ev = ARGV[1]
if ev ~= 'impression' and ev ~= 'error' and redis.call('SISMEMBER', KEYS[2], 'impression') == 0 then
  return 'no_impression'
end
if redis.call('SADD', KEYS[2], ev) == 0 then return 'repeat' end
redis.call('PEXPIRE', KEYS[2], math.max(1, redis.call('PTTL', KEYS[1])))
local sandbox = redis.call('HGET', KEYS[1], 'sx')
if sandbox then
  redis.call('HINCRBY', KEYS[4], sandbox .. '|' .. ev, 1)
  return 'counted'
end
local r = redis.call('HMGET', KEYS[1], 'sc', 'm', 'dl', 'rs', 'd', 'c', 'p', 'v')
local id = ARGV[4]
if ev == 'impression' then
  if not redis.call('ZSCORE', r[1], r[2]) then
    redis.call('SREM', KEYS[2], ev)
    return 'released'
  end
  redis.call('ZADD', r[1], 'XX', '+inf', r[2])
  redis.call('ZREM', r[4], id)
  redis.call('INCR', r[3])
elseif ev == 'error' and redis.call('SISMEMBER', KEYS[2], 'impression') == 0 then
  redis.call('ZREM', r[1], r[2])
  redis.call('ZREM', r[4], id)
end
redis.call('XADD', KEYS[3], '*', 'id', id, 'ev', ev, 'at', ARGV[2], 'code', ARGV[3], 'd', r[5], 'c', r[6], 'p', r[7], 'v', r[8] or '-')
return 'counted'
`;
