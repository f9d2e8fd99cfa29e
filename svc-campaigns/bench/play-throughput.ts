/**
 * How many delivery.v1 ad.played events per second svc-campaigns turns into analytics, through the local Kafka, and
 * the CPU this process spent per play (the service's consumer, its drivers and the bench's own publishing; steadier
 * than the wall time on a shared machine). The plays go to CAMPAIGNS real paid campaigns (as in production: the
 * handler reads each one's locked price and moves its live figures), over two cells each.
 * Run: N=2000 CAMPAIGNS=3 npx tsx svc-campaigns/bench/play-throughput.ts
 */
import crypto from 'node:crypto';
import { eventually } from '@rbt/test-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { startWithPricing } from '../test/with-pricing';
import { alice, fullDraft, paid } from '../test/fixtures';

const N = Number(process.env.N ?? 2000);
const CAMPAIGNS = Number(process.env.CAMPAIGNS ?? 3);

async function main() {
  const s = await startWithPricing();
  const ids: string[] = [];
  // A guarantee well above the plays the bench sends, so no campaign completes half way through it, and small
  // enough that every campaign's submit fits the forecast supply of its hours (else 409 not_feasible).
  for (let c = 0; c < CAMPAIGNS; c++) ids.push(await paid(s.base, alice, fullDraft({ budget: 250_000 })));
  const plays = Array.from({ length: N }, (_, i) => {
    const id = ids[i % CAMPAIGNS]!;
    return makeEvent('delivery', 'ad.played', id, {
      adServingId: crypto.randomUUID(),
      campaignId: id,
      platformId: 'bench',
      date: '2030-01-10',
      city: i % 2 ? 'karachi' : 'lahore',
      timeSlot: '18-19',
      subscriberHash: crypto
        .createHash('sha256')
        .update(`+9239${i % 500}`)
        .digest('hex'),
      pricePerPlayPkr: 10,
      playedAt: new Date().toISOString(),
    });
  });
  const cpu0 = process.cpuUsage();
  const t0 = Date.now();
  for (let i = 0; i < N; i += 500) await s.deps.bus.publish('delivery', plays.slice(i, i + 500));
  await eventually(
    async () => {
      const cells = await s.deps.analytics.find(ids);
      return cells.reduce((n, c) => n + c.impressions, 0) === N || undefined;
    },
    300_000,
    50,
  );
  const sec = (Date.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const reach = await s.deps.reach.count(ids[0]!, ['2030-01-10']);
  const cpuMsPerPlay = Math.round(((cpu.user + cpu.system) / 1000 / N) * 100) / 100;
  console.log(
    JSON.stringify({
      plays: N,
      campaigns: CAMPAIGNS,
      seconds: sec,
      perSecond: Math.round(N / sec),
      cpuMsPerPlay,
      reach,
    }),
  );
  await s.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
