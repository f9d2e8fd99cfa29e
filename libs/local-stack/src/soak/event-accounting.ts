import { Kafka, logLevel, type Admin } from 'kafkajs';
import { TOPICS } from '@rbt/contracts';
import type { Ledger } from './ledger';

interface Seen {
  eventId: string;
  eventName: string;
  aggregateId: string;
  data: Record<string, unknown>;
}

/** The consumer groups the portal runs (service-kit prefixes each with the topic prefix). */
const GROUPS = [
  { group: 'svc-capacity', topic: TOPICS.campaigns },
  { group: 'svc-campaigns.capacity', topic: TOPICS.capacity },
  { group: 'svc-campaigns.delivery', topic: TOPICS.delivery },
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Events each acknowledged write must have produced (the outbox is written in the same update as the change). */
function missingEvents(ledger: Ledger, byAggregate: Map<string, Seen[]>): string[] {
  const missing: string[] = [];
  for (const c of ledger.advertisers.flatMap((a) => [...a.campaigns.values()])) {
    const evs = byAggregate.get(c.id) ?? [];
    const has = (name: string, ok: (e: Seen) => boolean = () => true) => evs.some((e) => e.eventName === name && ok(e));
    const updates = evs.filter(
      (e) => e.eventName === 'campaign.updated' && (e.data.changed as string[]).includes('name'),
    ).length;
    if (updates < c.patches) missing.push(`${c.id} campaign.updated ×${c.patches - updates}`);
    if (c.submitted && !has('campaign.status_changed', (e) => e.data.to === 'awaiting_payment'))
      missing.push(`${c.id} campaign.status_changed → awaiting_payment`);
    if (c.payment && !has('campaign.status_changed', (e) => e.data.to === 'pending_review'))
      missing.push(`${c.id} campaign.status_changed → pending_review`);
    if (c.approved && !has('campaign.status_changed', (e) => e.data.to === 'scheduled'))
      missing.push(`${c.id} campaign.status_changed → scheduled`);
  }
  return missing;
}

const KAFKA_OPTS = { clientId: 'soak-reader', logLevel: logLevel.NOTHING };

/** Messages on each of the portal's topics so far (high minus low watermarks), keyed by unprefixed topic name. */
export async function topicSizes(brokers: string, prefix: string): Promise<Record<string, number>> {
  const admin = new Kafka({ ...KAFKA_OPTS, brokers: brokers.split(',') }).admin();
  await admin.connect();
  try {
    const sizes: Record<string, number> = {};
    for (const t of [TOPICS.campaigns, TOPICS.capacity, TOPICS.delivery]) {
      sizes[t] = (await admin.fetchTopicOffsets(prefix + t)).reduce((n, p) => n + Number(p.high) - Number(p.low), 0);
    }
    return sizes;
  } finally {
    await admin.disconnect();
  }
}

export async function lagOf(admin: Admin, groupId: string, topic: string): Promise<number> {
  const [ends, committed] = await Promise.all([
    admin.fetchTopicOffsets(topic),
    admin.fetchOffsets({ groupId, topics: [topic] }),
  ]);
  const at = new Map((committed[0]?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
  return ends.reduce((lag, p) => lag + Number(p.high) - Math.max(Number(p.low), at.get(p.partition) ?? -1), 0);
}

/**
 * Reads both topics from the beginning with a group of its own and waits (up to `waitMs`) until every acknowledged
 * write's event is on the topic and every consumer group of the portal has committed up to the end (lag 0).
 */
export async function accountEvents(
  brokers: string,
  prefix: string,
  ledger: Ledger,
  waitMs: number,
  say: (line: string) => void,
) {
  const kafka = new Kafka({ ...KAFKA_OPTS, brokers: brokers.split(',') });
  const admin = kafka.admin();
  await admin.connect();
  const seen = new Map<string, Seen[]>();
  const copies = new Map<string, number>();
  const reader = kafka.consumer({ groupId: `${prefix}soak-reader-${Date.now()}` });
  await reader.connect();
  await reader.subscribe({ topics: [prefix + TOPICS.campaigns, prefix + TOPICS.capacity], fromBeginning: true });
  await reader.run({
    eachMessage: async ({ message }) => {
      const e = JSON.parse(message.value?.toString('utf8') ?? 'null') as Seen | null;
      if (!e?.eventId) return;
      copies.set(e.eventId, (copies.get(e.eventId) ?? 0) + 1);
      if (copies.get(e.eventId) === 1) {
        const key = e.eventName.startsWith('capacity.') ? String(e.data.campaignId) : e.aggregateId;
        seen.set(key, [...(seen.get(key) ?? []), e]);
      }
    },
  });
  const started = Date.now();
  let missing: string[] = [];
  let lags: Record<string, number> = {};
  // When each condition first held, counted from the end of the load: how long the portal took to catch up.
  const settled: { allEventsOnTopicMs?: number; lagZeroMs?: number } = {};
  for (let i = 0; ; i += 1) {
    missing = missingEvents(ledger, seen);
    lags = Object.fromEntries(
      await Promise.all(
        GROUPS.map(async (g) => [g.group, await lagOf(admin, prefix + g.group, prefix + g.topic)] as const),
      ),
    );
    const lagZero = Object.values(lags).every((l) => l === 0);
    if (!missing.length) settled.allEventsOnTopicMs ??= Date.now() - started;
    if (lagZero) settled.lagZeroMs ??= Date.now() - started;
    if ((!missing.length && lagZero) || Date.now() - started > waitMs) break;
    if (i % 5 === 0)
      say(
        `waiting for events: ${missing.length} acknowledged write(s) without their event, lag ${JSON.stringify(lags)}`,
      );
    await sleep(2000);
  }
  await reader.disconnect();
  await admin.disconnect();
  const all = [...seen.values()].flat();
  const approvals = ledger.advertisers.flatMap((a) => [...a.campaigns.values()]).filter((c) => c.approved);
  // svc-capacity answers each approval with capacity.reserved or capacity.insufficient: proof it consumed the event.
  const answered = approvals.filter((c) =>
    (seen.get(c.id) ?? []).some((e) => e.eventName === 'capacity.reserved' || e.eventName === 'capacity.insufficient'),
  );
  return {
    waitedMs: Date.now() - started,
    settled,
    publishedMessages: await topicSizes(brokers, prefix),
    distinctEvents: all.length,
    duplicateDeliveries: [...copies.values()].reduce((n, c) => n + c - 1, 0),
    byName: all.reduce<Record<string, number>>((m, e) => ({ ...m, [e.eventName]: (m[e.eventName] ?? 0) + 1 }), {}),
    acknowledgedWritesWithoutEvent: missing.length,
    missingSamples: missing.slice(0, 20),
    consumerLag: lags,
    approvalsConsumedByCapacity: `${answered.length}/${approvals.length}`,
    approvalsNotConsumed: approvals.length - answered.length,
  };
}
