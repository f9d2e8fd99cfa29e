import { karachiClock } from '@rbt/contracts';
import { clusterOk, ownerOf, type RedisCluster } from '../../libs/local-stack/src/redis-cluster';
import { subscriber } from './serving-fixtures';
import { ask, clusterServers, lateInHour, liveEverywhere, stopAll, tally, type Server } from './cluster-fixtures';

const CAP: Record<string, number> = { 'fo-a': 2, 'fo-b': 5 };
const BOOKED_A = 300;

describe('serving on a Redis Cluster through a master failover', () => {
  let cluster: RedisCluster;
  let servers: Server[] = [];
  beforeAll(async () => {
    ({ cluster, servers } = await clusterServers(2));
  }, 90_000);
  afterAll(() => stopAll({ cluster, servers }), 120_000);

  it("when the master of a campaign's slot is killed mid-run, then no subscriber is over cap, the cell is not oversold, every ad served is counted and decisions resume", async () => {
    const at = lateInHour();
    await liveEverywhere(servers, 'fo-a', { freqCapPerDay: CAP['fo-a'] }, BOOKED_A, 'karachi', at);
    await liveEverywhere(servers, 'fo-b', { freqCapPerDay: CAP['fo-b'] }, 1_000_000, 'karachi', at);
    const subs = Array.from({ length: 200 }, (_, i) => subscriber(`fo-${i}`));
    const t = tally();
    const uncounted: string[] = [];
    let n = 0;
    let phase: 'before' | 'failing' | 'after' = 'before';
    const servedAfter = tally();
    // Few enough before the kill that the killed master's campaign still has plays to serve after it.
    let stopAt = 150;
    const track = async (s: Server, id: string) => {
      // The platform retries a failed impression report, as it would a 5xx; the steps are idempotent.
      for (let i = 0; i < 20; i += 1) {
        const outcome = await s.deps.serving.track(id, 'impression', new Date()).catch(() => null);
        if (outcome === 'counted' || outcome === 'repeat') return;
        if (outcome) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      uncounted.push(id);
    };
    const worker = async () => {
      while (n < stopAt) {
        const i = (n += 1);
        const sub = subs[i % subs.length] as string;
        const s = servers[i % 2] as Server;
        const d = await ask(s.deps, sub, 'karachi', at);
        if (!d) {
          if (phase === 'failing') await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        t.add(sub, d.campaign);
        if (phase === 'after') servedAfter.add(sub, d.campaign);
        await track(servers[(i + 1) % 2] as Server, d.id);
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    const { master } = ownerOf(cluster.ports, '{fo-a}');
    process.kill(cluster.processes.get(master)?.child.pid as number, 'SIGKILL');
    phase = 'failing';
    const until = Date.now() + 30_000;
    stopAt = Number.MAX_SAFE_INTEGER;
    const running = Promise.all(Array.from({ length: 16 }, worker));
    const alive = cluster.ports.filter((p) => p !== master);
    while (!clusterOk(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    phase = 'after';
    stopAt = n + 800;
    await running;
    expect(clusterOk(alive)).toBe(true);
    expect(t.over((c) => CAP[c] ?? 0)).toEqual([]);
    expect(t.of('fo-a')).toBeLessThanOrEqual(BOOKED_A);
    const clock = karachiClock(at);
    expect(await servers[0]?.deps.serving.delivered('fo-a', `${clock.date}|karachi|${clock.slot}`)).toBeLessThanOrEqual(
      BOOKED_A,
    );
    expect(uncounted).toEqual([]);
    // Decisions resume, the killed master's campaign included (its promoted replica serves without a replica of its own).
    expect(servedAfter.of('fo-a')).toBeGreaterThan(0);
  }, 90_000);
});
