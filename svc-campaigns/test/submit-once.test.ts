import { call, eventually, stackEnv, uniqueName } from '@rbt/test-kit';
import { createLogger, EventBus } from '@rbt/service-kit';
import type { AnyEventOf } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, createDraft } from './fixtures';

describe('svc-campaigns submit happens once', () => {
  let s: WithPricing;
  let bus: EventBus;
  const seen: AnyEventOf<'campaigns'>[] = [];
  beforeAll(async () => {
    s = await startWithPricing();
    bus = new EventBus({
      brokers: stackEnv().KAFKA_BROKERS,
      clientId: 'submit-once-test',
      logger: createLogger('t', 'silent'),
      topicPrefix: s.deps.config.KAFKA_TOPIC_PREFIX,
      fetchWaitMs: 200, // disconnecting waits for an idle fetch: 5 s by default
    });
    const keep = async (e: AnyEventOf<'campaigns'>) => {
      seen.push(e);
    };
    await bus.subscribe('campaigns', uniqueName('submit-once'), {
      'campaign.status_changed': keep,
      'campaign.updated': keep,
    });
  });
  afterAll(async () => {
    await bus.disconnect();
    await s.stop();
  });

  const submit = (id: string, key?: string) =>
    call(s.base, 'POST', `/api/campaigns/${id}/submit`, {
      as: alice,
      body: { termsAccepted: true },
      headers: key ? { 'idempotency-key': key } : {},
    });

  it('when 20 submits of one draft arrive at once (with and without keys), then all answer the one locked quote and its one status change goes out once', async () => {
    const id = await createDraft(s.base);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(id, i % 2 ? `key-${i}` : undefined)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const lockedAt = new Set(answers.map((a) => a.body.quote.lockedAt));
    expect(lockedAt.size).toBe(1);

    // A second submit later, as a double click or a retry would send it: the same quote, nothing written.
    const later = await submit(id);
    expect(later.status).toBe(200);
    expect(later.body.quote).toEqual(answers[0].body.quote);

    const doc = await s.deps.mongo.collection('campaigns').findOne({ _id: id as never });
    expect(doc?.statusHistory.map((h: { to: string }) => h.to)).toEqual(['draft', 'awaiting_payment']);
    expect(doc?.quote.lockedAt).toBe([...lockedAt][0]);

    // An edit afterwards is the barrier: once its events arrive, every earlier event of this campaign has (one partition, in order).
    expect((await call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body: { name: 'Edited' } })).status).toBe(
      200,
    );
    const mine = await eventually(() => {
      const m = seen.filter((e) => e.aggregateId === id);
      return m.some((e) => e.eventName === 'campaign.updated') &&
        m.filter((e) => e.eventName === 'campaign.status_changed').length >= 2
        ? m
        : undefined;
    }, 60_000);
    expect(mine.map((e) => e.eventName)).toEqual([
      'campaign.status_changed',
      'campaign.updated',
      'campaign.status_changed',
    ]);
  });

  it('when the draft is edited after submit, then submitting again locks a new quote once more', async () => {
    const id = await createDraft(s.base);
    const first = await submit(id);
    expect(
      (await call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body: { budget: 40000 } })).body.status,
    ).toBe('draft');
    const second = await submit(id);
    expect(second.status).toBe(200);
    expect(second.body.quote.lockedAt >= first.body.quote.lockedAt).toBe(true);
    expect(second.body.quote.totalCost).not.toBe(first.body.quote.totalCost);
  });
});
