/**
 * The two Lua scripts of the serving path; each runs atomically in Redis, so any number of instances share one
 * cap. A subscriber's plays of a campaign on a Karachi day are a sorted set of adServingIds: a reservation scores
 * its expiry (ms), a counted play +inf, so expired reservations fall out by ZREMRANGEBYSCORE and never need a
 * sweeper. A campaign cell keeps a counter of counted plays and a sorted set of reservations the same way.
 */

/**
 * KEYS: dec, then per candidate fc (subscriber-campaign-day), dl (cell counted), rs (cell reservations).
 * ARGV: now, expiresAt, ttlMs, adServingId, dayEndsAt, common record json, n, then per candidate
 * booked, cap, campaignId, pricePerPlay. Returns the chosen candidate (1-based) or 0.
 */
export const DECIDE_LUA = `
local now = tonumber(ARGV[1])
local n = tonumber(ARGV[7])
local best, bestRatio = 0, 2
for i = 1, n do
  local fc, dl, rs = KEYS[3*i-1], KEYS[3*i], KEYS[3*i+1]
  local booked, cap = tonumber(ARGV[4*i+4]), tonumber(ARGV[4*i+5])
  redis.call('ZREMRANGEBYSCORE', fc, '-inf', now)
  if redis.call('ZCARD', fc) < cap then
    redis.call('ZREMRANGEBYSCORE', rs, '-inf', now)
    local used = tonumber(redis.call('GET', dl) or '0') + redis.call('ZCARD', rs)
    if used < booked and used / booked < bestRatio then best, bestRatio = i, used / booked end
  end
end
if best == 0 then return 0 end
local id, fc, dl, rs = ARGV[4], KEYS[3*best-1], KEYS[3*best], KEYS[3*best+1]
redis.call('ZADD', fc, ARGV[2], id)
redis.call('PEXPIREAT', fc, tonumber(ARGV[5]) + 86400000)
redis.call('ZADD', rs, ARGV[2], id)
redis.call('PEXPIREAT', rs, tonumber(ARGV[5]) + 86400000)
redis.call('HSET', KEYS[1], 'fc', fc, 'dl', dl, 'rs', rs, 'd', ARGV[6], 'c', ARGV[4*best+6], 'p', ARGV[4*best+7])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return best
`;

/**
 * KEYS: dec, seen, stream. ARGV: event, at (ISO), errorCode ('' for none), adServingId.
 * Returns 'counted', 'repeat', 'unknown' (no such decision, or it expired) or 'released' (an impression after the
 * decision's reservation was given back by an error report). A counted event is appended to the stream (the
 * outbox) in the same script, so it leaves exactly when it was counted.
 */
export const TRACK_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 'unknown' end
local ev = ARGV[1]
if redis.call('SADD', KEYS[2], ev) == 0 then return 'repeat' end
redis.call('PEXPIRE', KEYS[2], math.max(1, redis.call('PTTL', KEYS[1])))
local r = redis.call('HMGET', KEYS[1], 'fc', 'dl', 'rs', 'd', 'c', 'p')
local id = ARGV[4]
if ev == 'impression' then
  if not redis.call('ZSCORE', r[1], id) then
    redis.call('SREM', KEYS[2], ev)
    return 'released'
  end
  redis.call('ZADD', r[1], 'XX', '+inf', id)
  redis.call('ZREM', r[3], id)
  redis.call('INCR', r[2])
elseif ev == 'error' and redis.call('SISMEMBER', KEYS[2], 'impression') == 0 then
  redis.call('ZREM', r[1], id)
  redis.call('ZREM', r[3], id)
end
redis.call('XADD', KEYS[3], '*', 'id', id, 'ev', ev, 'at', ARGV[2], 'code', ARGV[3], 'd', r[4], 'c', r[5], 'p', r[6])
return 'counted'
`;
