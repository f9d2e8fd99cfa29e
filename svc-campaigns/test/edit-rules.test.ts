import { call, admin } from '@rbt/test-kit';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, createDraft, fullDraft, paid, submitted } from './fixtures';
import { runSchedule } from '../src/campaigns/domain/scheduler-use-case';

// What the Edit page may change in each status, enforced by the service (docs/decisions/campaigns.md).
describe('svc-campaigns edit rules per status', () => {
  let s: WithPricing;
  let now = new Date('2029-12-01T10:00:00Z');
  const edit = (id: string, body: unknown) => call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body });
  const setStatus = (id: string, status: string) =>
    call(s.base, 'PATCH', `/api/admin/campaigns/${id}/status`, { as: admin(), body: { status } });
  const tts = (script: string, durationSec: number) => ({ ...fullDraft().ttsConfig, script, durationSec });

  beforeAll(async () => {
    s = await startWithPricing({}, { clock: () => now });
  });
  afterAll(async () => {
    await s.stop();
  });

  it('when a draft is edited, then any field changes and it stays a draft', async () => {
    const id = await createDraft(s.base);
    const r = await edit(id, { cities: ['quetta'], budget: 90000, name: 'Bigger' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'draft', cities: ['quetta'], budget: 90000, name: 'Bigger' });
  });

  it('when a submitted unpaid campaign is edited, then it returns to draft with its quote dropped', async () => {
    const id = await submitted(s.base);
    const r = await edit(id, { budget: 90000 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'draft', budget: 90000, quote: null, termsAccepted: false });
  });

  it('when a paid campaign in review is renamed and its script rewritten at the same length, then both are saved and it stays in review with its quote', async () => {
    const id = await paid(s.base, alice, fullDraft({ ttsConfig: tts('Buy now at our Eid sale', 12) }));
    const r = await edit(id, { name: 'Eid sale, take two', ttsConfig: tts('Eid sale: buy now', 12) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'pending_review',
      name: 'Eid sale, take two',
      ttsConfig: { script: 'Eid sale: buy now' },
    });
    expect(r.body.quote).not.toBeNull();
  });

  it("when the wizard re-sends a paid campaign's unchanged targeting with a new name, then the unchanged fields are not counted as changes", async () => {
    const id = await paid(s.base);
    const r = await edit(id, {
      name: 'Renamed',
      cities: ['karachi', 'lahore'],
      budget: 50000,
      timeSlots: ['18-19', '19-20'],
    });
    expect(r.status).toBe(200);
    expect(r.body.name).toBe('Renamed');
  });

  it.each([
    ['a bigger budget', { budget: 90000 }, 'budget'],
    ['another city', { cities: ['karachi', 'lahore', 'quetta'] }, 'cities'],
    ['longer dates', { endDate: '2030-01-30' }, 'endDate'],
    ['a longer spot', { ttsConfig: tts('A much longer script for the same sale', 25) }, 'ttsConfig'],
  ])(
    'when a paid campaign in review gets %s, then the save is a 409 naming the field with its reason in plain words, and nothing changes',
    async (_l, body, field) => {
      const id = await paid(s.base, alice, fullDraft({ ttsConfig: tts('Buy now at our Eid sale', 12) }));
      const r = await edit(id, { name: 'Should not stick', ...body });
      expect(r.status).toBe(409);
      // The reason in plain words (no field names, no "could raise its price"), the same one the
      // campaign's editRules gave before the user tried.
      const reason = r.body.error.details.reasons[field];
      expect(r.body.error.message).toBe(`This change was not saved. ${reason}`);
      expect(r.body.error.message).not.toMatch(/could raise its price|pending_review/);
      expect(r.body.error.details).toMatchObject({ currentStatus: 'pending_review', fields: [field] });
      if (field !== 'ttsConfig')
        expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.editRules.locked[field]).toBe(
          reason,
        );
      expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.name).not.toBe('Should not stick');
    },
  );

  it('when an approved (scheduled) campaign is renamed, then it is saved; a shorter new ad waits for review, a longer one is a 409', async () => {
    const id = await paid(
      s.base,
      alice,
      fullDraft({ startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [], ttsConfig: tts('Buy now', 12) }),
    );
    expect((await setStatus(id, 'scheduled')).status).toBe(200);
    expect((await edit(id, { name: 'Approved, renamed' })).body).toMatchObject({
      status: 'scheduled',
      name: 'Approved, renamed',
    });
    const shorter = await edit(id, { ttsConfig: tts('Something else', 10) });
    expect(shorter.status).toBe(200);
    expect(shorter.body.ttsConfig.script).toBe('Buy now');
    expect(shorter.body.pendingCreative.ttsConfig.script).toBe('Something else');
    const r = await edit(id, { ttsConfig: tts('Something much longer', 20) });
    expect(r.status).toBe(409);
    expect(r.body.error.details.fields).toEqual(['ttsConfig']);
  });

  it('when a completed campaign is edited, then it is a 409 saying it has ended', async () => {
    const id = await paid(s.base, alice, fullDraft({ startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }));
    await setStatus(id, 'scheduled');
    now = new Date('2030-01-20T10:00:00Z');
    await runSchedule(s.deps);
    await runSchedule(s.deps);
    const r = await edit(id, { name: 'Too late' });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(
      'This change was not saved. This campaign has ended; nothing about it can change any more.',
    );
    now = new Date('2029-12-01T10:00:00Z');
  });
});
