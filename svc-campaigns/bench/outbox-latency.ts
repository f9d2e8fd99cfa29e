/**
 * Measures the time from an HTTP write (PATCH /api/campaigns/:id) to its campaign.updated event being
 * consumed downstream, through the outbox relay and the local Kafka. Run: npx tsx svc-campaigns/bench/outbox-latency.ts
 */
import { call, stackEnv, uniqueName } from '@rbt/test-kit';
import { createLogger, EventBus } from '@rbt/service-kit';
import { startTestServer } from '../test/test-server';
import { alice, createDraft } from '../test/fixtures';

const N = Number(process.env.N ?? 200);

async function main() {
  const s = await startTestServer();
  const bus = new EventBus({
    brokers: stackEnv().KAFKA_BROKERS,
    clientId: 'bench',
    logger: createLogger('bench', 'silent'),
    topicPrefix: s.deps.config.KAFKA_TOPIC_PREFIX,
  });
  const waiting = new Map<string, () => void>();
  await bus.subscribe('campaigns', uniqueName('bench'), {
    'campaign.updated': async (e) => {
      waiting.get(e.data.changed.join(','))?.();
    },
  });
  const id = await createDraft(s.base, alice, { name: 'bench', objective: 'awareness' });
  // Warm-up: the consumer has joined once the first event arrives.
  await new Promise<void>((resolve) => {
    waiting.set('name', resolve);
    void call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body: { name: 'warm' } });
  });
  waiting.delete('name');
  const ms: number[] = [];
  for (let i = 0; i < N; i++) {
    const arrived = new Promise<void>((resolve) => waiting.set('freqCapPerDay', resolve));
    const t0 = process.hrtime.bigint();
    await call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body: { freqCapPerDay: (i % 5) + 1 } });
    await arrived;
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ms.sort((a, b) => a - b);
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(1);
  console.log(
    JSON.stringify({
      writes: N,
      p50: q(0.5),
      p95: q(0.95),
      p99: q(0.99),
      max: ms.at(-1)!.toFixed(1),
      mean: (ms.reduce((a, b) => a + b, 0) / N).toFixed(1),
    }),
  );
  await bus.disconnect();
  await s.stop();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
