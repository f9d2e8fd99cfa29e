import { admin, call, eventually } from '@rbt/test-kit';
import { audioIdOf, type EventOf } from '@rbt/contracts';
import { startWithPricingAndMedia } from './with-pricing';
import { alice, bob, fullDraft, paid, ttsAudio } from './fixtures';
import { runSchedule } from '../src/campaigns/domain/scheduler-use-case';

jest.setTimeout(90_000);

describe('svc-campaigns: swapping the creative of a running campaign, back through review', () => {
  let s: Awaited<ReturnType<typeof startWithPricingAndMedia>>;
  const before = new Date('2029-12-01T10:00:00Z');
  let now = before;
  const reviewed: EventOf<'campaigns', 'campaign.creative_reviewed'>[] = [];

  beforeAll(async () => {
    s = await startWithPricingAndMedia({ OUTBOX_RELAY_INTERVAL_MS: '200' }, { clock: () => now });
    await s.deps.bus.subscribe('campaigns', 'creative-swap-test', {
      'campaign.creative_reviewed': async (e) => {
        reviewed.push(e);
      },
    });
  });
  afterAll(async () => {
    await s.stop();
  });

  const generate = async (script: string) => {
    const r = await call(s.media.base, 'POST', '/api/tts/generate', {
      as: alice,
      body: { script, voice: 'sara', language: 'english' },
    });
    if (r.status !== 200) throw new Error(`tts failed: ${r.status} ${JSON.stringify(r.body)}`);
    return { audioUrl: r.body.audioUrl as string, durationSec: r.body.metadata?.durationSec as number | undefined };
  };
  async function liveCampaign(): Promise<string> {
    now = before;
    const id = await paid(s.base, alice, fullDraft({ startDate: '2030-01-10', endDate: '2030-01-16' }));
    const approved = await call(s.base, 'PATCH', `/api/admin/campaigns/${id}/status`, {
      as: admin(),
      body: { status: 'scheduled' },
    });
    expect(approved.status).toBe(200);
    now = new Date('2030-01-10T05:00:00Z');
    await runSchedule(s.deps);
    expect((await detail(id)).status).toBe('live');
    return id;
  }
  const detail = async (id: string) => (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
  const save = (id: string, body: unknown, as = alice) => call(s.base, 'PATCH', `/api/campaigns/${id}`, { as, body });
  const decide = (id: string, what: 'approve' | 'reject', body: unknown, as = admin()) =>
    call(s.base, 'POST', `/api/admin/campaigns/${id}/pending-creative/${what}`, { as, body });
  const newScript = 'Our Eid sale ends Sunday: visit us now';

  // One voice-over of the new script for every campaign here: generating it is most of a swap's time.
  let newAudio: ReturnType<typeof generate> | undefined;
  async function withPending() {
    const id = await liveCampaign();
    newAudio ??= generate(newScript);
    const audio = await newAudio;
    const ttsConfig = { script: newScript, voice: 'sara', language: 'english', durationSec: 5 };
    const r = await save(id, { creativeType: 'tts', ttsConfig, audioUrl: audio.audioUrl, rightsConfirmed: true });
    expect(r.status).toBe(200);
    return { id, audioUrl: audio.audioUrl, submittedAt: r.body.pendingCreative.submittedAt as string };
  }

  it('when the owner changes the ad of a live campaign, then it waits as the pending creative and the approved one stays', async () => {
    const { id, audioUrl } = await withPending();
    const d = await detail(id);
    expect(d.status).toBe('live');
    expect(d.ttsConfig.script).toBe('Buy now at our Eid sale');
    expect(d.audioUrl).toBe(await ttsAudio(s.base));
    expect(d.pendingCreative).toMatchObject({ creativeType: 'tts', audioUrl, ttsConfig: { script: newScript } });
    expect(d.editRules.locked.ttsConfig).toBeUndefined();
    expect(d.editRules.locked.rightsConfirmed).toMatch(/rights/);
    // Another advertiser cannot touch it; re-sending the same ad changes nothing.
    expect((await save(id, { ttsConfig: { script: 'Mine now' } }, bob)).status).toBe(404);
    const again = await save(id, { ttsConfig: d.pendingCreative.ttsConfig, audioUrl });
    expect(again.body.pendingCreative.submittedAt).toBe(d.pendingCreative.submittedAt);
  });

  it('when the new spot is longer than the one paid for, then the save is refused and nothing is pending', async () => {
    const id = await liveCampaign();
    await s.deps.mongo
      .collection('campaigns')
      .updateOne({ _id: id as never }, { $set: { 'creative.ttsConfig.durationSec': 10 } });
    const r = await save(id, { ttsConfig: { script: newScript, voice: 'sara', language: 'english', durationSec: 25 } });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/longer than the one paid for/);
    expect((await detail(id)).pendingCreative).toBeNull();
  });

  it('when someone other than an admin decides, then 403; an unknown campaign or one with nothing pending is 404', async () => {
    const { id } = await withPending();
    expect((await decide(id, 'approve', {}, alice)).status).toBe(403);
    expect((await decide(id, 'reject', { reason: 'No' }, alice)).status).toBe(403);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approve', {})).status).toBe(404);
    const plain = await liveCampaign();
    expect((await decide(plain, 'approve', {})).status).toBe(404);
    expect((await decide(plain, 'reject', { reason: 'No' })).status).toBe(404);
  });

  it('when the body is wrong, then 400 names the field; a savedAt older than the pending creative is 409', async () => {
    const { id, submittedAt } = await withPending();
    const bad = await decide(id, 'approve', { savedAt: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^savedAt: /);
    expect((await decide(id, 'approve', { extra: 1 })).status).toBe(400);
    const noReason = await decide(id, 'reject', { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toMatch(/^reason: A reason is required/);
    const stale = await decide(id, 'approve', { savedAt: new Date(Date.parse(submittedAt) - 1000).toISOString() });
    expect(stale.status).toBe(409);
    expect((await detail(id)).pendingCreative.submittedAt).toBe(submittedAt);
  });

  it('when an admin approves, then the new ad is the campaign creative, capacity hears its audio and the owner is told', async () => {
    const { id, audioUrl, submittedAt } = await withPending();
    const r = await decide(id, 'approve', { savedAt: submittedAt });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'live', audioUrl, pendingCreative: null, ttsConfig: { script: newScript } });
    const e = await eventually(async () => reviewed.find((x) => x.aggregateId === id));
    expect(e.data).toMatchObject({ decision: 'approved', status: 'live', ownerId: 'alice' });
    expect(e.data.serving?.audio?.id).toBe(audioIdOf(audioUrl));
    const note = await eventually(async () =>
      (await call(s.base, 'GET', '/api/notifications', { as: alice })).body.items.find(
        (n: { campaignId: string; kind: string }) => n.campaignId === id && n.kind === 'creative_approved',
      ),
    );
    expect(note.text).toMatch(/new ad of Eid Sale was approved/);
    expect((await decide(id, 'approve', {})).status).toBe(404);
  });

  it('when an admin rejects with a reason, then the approved ad stays and the owner is told why', async () => {
    const { id } = await withPending();
    const r = await decide(id, 'reject', { reason: 'The offer needs its end date' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      pendingCreative: null,
      audioUrl: await ttsAudio(s.base),
      ttsConfig: { script: 'Buy now at our Eid sale' },
    });
    const e = await eventually(async () => reviewed.find((x) => x.aggregateId === id));
    expect(e.data).toMatchObject({ decision: 'rejected', reason: 'The offer needs its end date' });
    expect(e.data.serving).toBeUndefined();
    const note = await eventually(async () =>
      (await call(s.base, 'GET', '/api/notifications', { as: alice })).body.items.find(
        (n: { campaignId: string; kind: string }) => n.campaignId === id && n.kind === 'creative_rejected',
      ),
    );
    expect(note.reason).toBe('The offer needs its end date');
  });

  it('when only the script changed (no new audio), then it cannot be approved', async () => {
    const id = await liveCampaign();
    expect((await save(id, { ttsConfig: { script: newScript, voice: 'sara', language: 'english' } })).status).toBe(200);
    const r = await decide(id, 'approve', {});
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/no new audio/);
  });
});
