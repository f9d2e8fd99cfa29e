/**
 * How many delivery.v1 ad.played events per second svc-campaigns turns into analytics (one HyperLogLog MULTI and
 * two Mongo updates each), through the local Kafka. Run: N=2000 npx tsx svc-campaigns/bench/play-throughput.ts
 */
import crypto from 'node:crypto';
import { eventually } from '@rbt/test-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { startTestServer } from '../test/test-server';

const N = Number(process.env.N ?? 2000);

async function main() {
  const s = await startTestServer();
  // The cells do not need a campaign document: the analytics API only adds the booking to them.
  const id = crypto.randomUUID();
  const plays = Array.from({ length: N }, (_, i) =>
    makeEvent('delivery', 'ad.played', id, {
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
    }),
  );
  const t0 = Date.now();
  for (let i = 0; i < N; i += 500) await s.deps.bus.publish('delivery', plays.slice(i, i + 500));
  await eventually(async () => {
    const cells = await s.deps.analytics.find([id]);
    return cells.reduce((n, c) => n + c.impressions, 0) === N || undefined;
  }, 300_000);
  const reach = await s.deps.reach.count(id, ['2030-01-10']);
  const sec = (Date.now() - t0) / 1000;
  console.log(JSON.stringify({ plays: N, seconds: sec, perSecond: Math.round(N / sec), reach }));
  await s.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
