import { CREATIVE_LUA, MINE_LUA, OPEN_LUA, pickLua } from './serving-scripts';

/**
 * The serving scripts of a Redis Cluster, where one script may only touch keys of one hash slot: the decision and its
 * tracking run as several atomic steps, each on the keys of one hash tag (docs/scaling.md). A step that writes is
 * followed by WAIT on its replicas, so what a served ad rests on survives a failover.
 */

/**
 * Subscriber step, on `{subscriber}`. KEYS: sc (subscriber-day), sup (their suppression key). ARGV: the decide
 * script's layout (serving-scripts.ts), then (ARGV[12]) each candidate's used plays, read just before: the cells
 * are on other slots, so the choice is made on that reading and the cell step checks it again atomically.
 * Reserves the chosen campaign under the subscriber's cap. Returns -1 (suppressed), 0 (none open) or {best, creative}.
 */
export const SUBSCRIBER_STEP_LUA = `
if redis.call('EXISTS', KEYS[2]) == 1 then return -1 end
local now = tonumber(ARGV[1])
local sc = KEYS[1]
local usedList = {}
for x in string.gmatch(ARGV[12], '%S+') do usedList[#usedList + 1] = tonumber(x) end
${MINE_LUA}
${pickLua('usedList[i]')}
if best == 0 then return 0 end
local bestId = ids[best]
redis.call('ZADD', sc, ARGV[2], bestId .. '|' .. ARGV[4])
redis.call('PEXPIREAT', sc, tonumber(ARGV[5]) + 86400000)
${CREATIVE_LUA}
return {best, v}
`;

/**
 * Cell step, on `{campaign}`. KEYS: dl (cell counted), rs (cell reservations). ARGV: now, expiresAt, adServingId,
 * booked, allowance, keepUntil. Reserves one play of the cell if it is still open; 1, or 0 when it refuses (full).
 */
export const CELL_STEP_LUA = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
local used = tonumber(redis.call('GET', KEYS[1]) or '0') + redis.call('ZCARD', KEYS[2])
local booked, allow = tonumber(ARGV[4]), tonumber(ARGV[5])
if not (${OPEN_LUA}) then return 0 end
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
redis.call('PEXPIREAT', KEYS[2], ARGV[6])
return 1
`;

/**
 * Decision step, on `{adServingId}` (KEYS: dec; ARGV: ttlMs, then field, value pairs): keeps what the tracking of
 * the served ad needs, waited on like the reservations so a failover cannot lose the record of an ad played.
 */
export const DECISION_STEP_LUA = `
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
`;

/**
 * Tracking, first step, on `{adServingId}` (KEYS: dec, seen; ARGV: event): reads the decision without marking it.
 * Returns {outcome} for 'unknown', 'no_impression' or 'repeat', else {'ok', impression seen '1'|'0', the decision's
 * remaining ms, sc, m, dl, rs, d, c, p, v, sx} (missing fields '').
 */
export const TRACK_READ_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {'unknown'} end
local ev = ARGV[1]
local played = redis.call('SISMEMBER', KEYS[2], 'impression')
if ev ~= 'impression' and ev ~= 'error' and played == 0 then return {'no_impression'} end
if redis.call('SISMEMBER', KEYS[2], ev) == 1 then return {'repeat'} end
local r = redis.call('HMGET', KEYS[1], 'sc', 'm', 'dl', 'rs', 'd', 'c', 'p', 'v', 'sx')
local out = {'ok', tostring(played), tostring(math.max(1, redis.call('PTTL', KEYS[1])))}
for j = 1, 9 do out[j + 3] = r[j] or '' end
return out
`;

/**
 * Tracking, subscriber step, on `{subscriber}` (KEYS: sc; ARGV: member, event). An impression turns the reservation
 * into a counted play (0 when it was given back: 'released'); an error before the impression gives it back. Both are
 * idempotent, so a retried event after a failed later step changes nothing more.
 */
export const TRACK_SUBSCRIBER_LUA = `
if ARGV[2] == 'impression' then
  if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
  redis.call('ZADD', KEYS[1], 'XX', '+inf', ARGV[1])
else
  redis.call('ZREM', KEYS[1], ARGV[1])
end
return 1
`;

/**
 * Tracking, campaign step, on `{campaign}` (KEYS: dl, rs, the decision's events counted on the campaign, the
 * campaign's plays stream; ARGV: adServingId, event, at, errorCode, record, campaignId, price, creative, ttlMs, '1' to
 * give the cell's reservation back). Counts the event once ('repeat' after) and appends it to the campaign's plays
 * stream (the outbox) in the same call, as the single-Redis script does on its one stream.
 */
export const TRACK_CAMPAIGN_LUA = `
if redis.call('SADD', KEYS[3], ARGV[2]) == 0 then return 'repeat' end
redis.call('PEXPIRE', KEYS[3], ARGV[9])
if ARGV[2] == 'impression' then
  redis.call('ZREM', KEYS[2], ARGV[1])
  redis.call('INCR', KEYS[1])
elseif ARGV[10] == '1' then
  redis.call('ZREM', KEYS[2], ARGV[1])
end
redis.call('XADD', KEYS[4], '*', 'id', ARGV[1], 'ev', ARGV[2], 'at', ARGV[3], 'code', ARGV[4], 'd', ARGV[5], 'c', ARGV[6], 'p', ARGV[7], 'v', ARGV[8])
return 'counted'
`;

/** Tracking, last step, on `{adServingId}` (KEYS: dec, seen; ARGV: event): marks it seen; 0 when it already was. */
export const TRACK_MARK_LUA = `
if redis.call('SADD', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('PEXPIRE', KEYS[2], math.max(1, redis.call('PTTL', KEYS[1])))
return 1
`;
