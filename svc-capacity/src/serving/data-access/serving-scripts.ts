import { CREATIVE_LUA, MINE_LUA, pickLua } from './serving-pick-lua';

/**
 * The two Lua scripts of the serving path; each runs atomically in Redis, so any number of instances share one
 * cap. A subscriber's plays on a Karachi day are one sorted set of `campaignId|adServingId` members: a reservation
 * scores its expiry (ms), a counted play +inf, so expired reservations fall out by ZREMRANGEBYSCORE and never need a
 * sweeper, and one read gives the subscriber's count for every candidate. A campaign cell keeps a counter of
 * counted plays and a sorted set of reservations scored by expiry (counted with ZCOUNT from now: no write unless
 * the cell is chosen).
 */

/**
 * KEYS: dec, sc (subscriber-day), tr (calls seen in the city-hour cell, by caller attributes), then per candidate dl
 * (cell counted), rs (cell reservations).
 * ARGV: now, expiresAt, ttlMs, adServingId, dayEndsAt, common record json, then the candidates packed in one
 * argument, `campaignId booked cap pricePerPlay alpha allowance due ` each, in plan order: one string instead of
 * seven arguments a candidate costs the client far less CPU per decision (docs/benchmarks.md); then a uniform draw
 * u in [0, 1) and the caller's supply node `gender|device|tier`, counted as supply of the city-hour; then (ARGV[11])
 * each candidate's creative pick (creative-rotation.ts), the chosen one's stored as `v`: a `seq:` pick takes the
 * listener's Nth creative by their plays of the campaign that day.
 * The rule is serving-pick-lua.ts pickLua (docs/delivery.md): open = under the subscriber's cap and used < its
 * pace allowance ≤ booked; the open one furthest behind its due plays, else the HWM draw, else the least used.
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

/**
 * Press 9 (KEYS: the subscriber's suppression key, the audit hash, the opt-out outbox stream; ARGV: Karachi date,
 * subscriber hash, adServingId): the subscriber never gets an ad again. 'repeat' when they already opted out, else
 * 'counted': the day's audit count goes up and the opt-out is queued for MongoDB in the same call.
 */
export const OPT_OUT_LUA = `
if redis.call('HSETNX', KEYS[1], 'o', ARGV[1]) == 0 then return 'repeat' end
redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
redis.call('XADD', KEYS[3], '*', 'h', ARGV[2], 'date', ARGV[1], 'id', ARGV[3])
return 'counted'
`;
