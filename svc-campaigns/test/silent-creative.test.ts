import { call, admin } from '@rbt/test-kit';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, fullDraft, paid, submitted } from './fixtures';
import { MESSAGES } from '../src/campaigns/domain/submit-rules';

/** An ad that cannot play is never sold: submit, payment start and approval refuse a creative without audio. */
describe('svc-campaigns refuses a creative with no playable audio', () => {
  let s: WithPricing;
  const refused = { path: 'audioUrl', message: MESSAGES.noAudio };
  const campaigns = () => s.deps.mongo.collection('campaigns');
  const stored = (id: string) => campaigns().findOne({ _id: id as never }, { projection: { outbox: 0 } });
  /** A campaign that reached this step before the rule: its creative's audio is gone from the record. */
  const silence = (id: string) => campaigns().updateOne({ _id: id as never }, { $unset: { 'creative.audioUrl': '' } });

  beforeAll(async () => {
    s = await startWithPricing();
  });
  afterAll(async () => {
    await s.stop();
  });

  it('when a text-to-speech draft has a script but no generated audio, then submit answers 400 on audioUrl and locks nothing', async () => {
    const id = (await call(s.base, 'POST', '/api/campaigns', { as: alice, body: fullDraft() })).body.id as string;
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/submit`, { as: alice, body: { termsAccepted: true } });
    expect(r.status).toBe(400);
    expect(r.body.error.details).toEqual([refused]);
    expect((await stored(id))?.status).toBe('draft');
    expect((await stored(id))?.quote ?? null).toBeNull();
  });

  it('when a submitted campaign has no playable audio, then starting its payment answers 400 and opens no attempt', async () => {
    const id = await submitted(s.base);
    await silence(id);
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/payments`, {
      as: alice,
      body: { provider: 'jazzcash', method: 'wallet' },
      headers: { 'idempotency-key': `silent-${id}` },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe(`audioUrl: ${MESSAGES.noAudio}`);
    expect(await s.deps.mongo.collection('payment_attempts').countDocuments({ campaignId: id })).toBe(0);
  });

  it('when a paid campaign in review has no playable audio, then approval answers 400 and it stays in review', async () => {
    const id = await paid(s.base);
    await silence(id);
    const r = await call(s.base, 'PATCH', `/api/admin/campaigns/${id}/status`, {
      as: admin(),
      body: { status: 'scheduled' },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.details).toEqual([refused]);
    expect((await stored(id))?.status).toBe('pending_review');
  });
});
