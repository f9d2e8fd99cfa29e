/**
 * The parts of the decision written once in Lua and used by both ways of deciding: the one decide script of a single
 * Redis (serving-scripts.ts) and the subscriber step of a Redis Cluster (serving-cluster-scripts.ts), so the rule
 * cannot drift between them. Each expects the decide script's ARGV layout (now, expiresAt, ttl, adServingId,
 * dayEndsAt, record, packed candidates, u, node, callId flag, creative picks) and the locals `now` and `sc`.
 */

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
