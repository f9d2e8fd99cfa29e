import { startRedisCluster, type RedisCluster } from '../../libs/local-stack/src/redis-cluster';
import { decide } from '../src/serving/domain/decide-use-case';
import type { Deps } from '../src/deps';
import { reloadCampaign } from '../src/serving/domain/serving-index-reload-use-case';
import type { DecisionQuery, ServingSpec } from '@rbt/contracts';
import { startTestServer } from './test-server';
import { liveCampaign } from './serving-fixtures';

export type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A real Redis Cluster and `n` svc-capacity instances serving on it, sharing one database, topics and key prefix.
 * The cap is under test, not latency: a shared CI machine may stall a burst past the 50 ms serving budget.
 */
export async function clusterServers(n: number): Promise<{ cluster: RedisCluster; servers: Server[] }> {
  const cluster = await startRedisCluster();
  const servers: Server[] = [];
  try {
    const on = { REDIS_CLUSTER_NODES: cluster.nodes, SERVING_REDIS_TIMEOUT_MS: '5000' };
    const first = await startTestServer(on);
    servers.push(first);
    const c = first.deps.config;
    const same = { ...on, MONGO_DB: c.MONGO_DB, KAFKA_TOPIC_PREFIX: c.KAFKA_TOPIC_PREFIX };
    for (let i = 1; i < n; i += 1)
      servers.push(await startTestServer({ ...same, SERVING_KEY_PREFIX: c.SERVING_KEY_PREFIX }));
  } catch (err) {
    await stopAll({ cluster, servers });
    throw err;
  }
  return { cluster, servers };
}

export async function stopAll({ cluster, servers }: { cluster?: RedisCluster; servers: Server[] }): Promise<void> {
  // Side by side: each stop waits for its Kafka consumer to leave the group, slow on a loaded machine.
  await Promise.all(servers.slice(1).map((s) => s.stopKeepingData()));
  await servers[0]?.stop();
  await cluster?.stop();
}

/**
 * A moment 10 s before the end of the current Karachi hour: its cells' pace allowance is then their whole booking,
 * so a small booking fills by the demand of the test, not by the minute the test happens to run at.
 */
export const lateInHour = (nowMs = Date.now()) => Math.floor(nowMs / 3_600_000) * 3_600_000 + 3_590_000;

/** Makes `id` live with `booked` plays in `city` in the hour of `nowMs` on every instance's decision index. */
export async function liveEverywhere(
  servers: Server[],
  id: string,
  over: Partial<ServingSpec>,
  booked: number,
  city: string,
  nowMs = Date.now(),
): Promise<void> {
  await liveCampaign((servers[0] as Server).deps, id, over, booked, city, nowMs);
  for (const s of servers.slice(1)) await reloadCampaign(s.deps, id);
}

/**
 * One decision for `sub` calling from `city` on `deps` at `nowMs`: the campaign id, or null for no ad (an error is
 * no ad: fail closed).
 */
export async function ask(
  deps: Deps,
  sub: string,
  city: DecisionQuery['city'],
  nowMs: number,
): Promise<{ id: string; campaign: string } | null> {
  const d = await decide(deps, { sub, city }, 'p', nowMs, 600_000).catch(() => null);
  return d ? { id: d.adServingId, campaign: d.campaign.id } : null;
}

/** Ads served per `subscriber|campaign`, and those over `capOf(campaign)`. */
export function tally() {
  const served = new Map<string, number>();
  return {
    served,
    add: (sub: string, campaign: string) =>
      served.set(`${sub}|${campaign}`, (served.get(`${sub}|${campaign}`) ?? 0) + 1),
    of: (campaign: string) => [...served].filter(([k]) => k.endsWith(`|${campaign}`)).reduce((a, [, n]) => a + n, 0),
    over: (capOf: (campaign: string) => number) =>
      [...served].filter(([k, n]) => n > capOf(k.slice(k.lastIndexOf('|') + 1))),
  };
}
