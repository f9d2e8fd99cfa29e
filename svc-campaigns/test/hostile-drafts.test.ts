import zlib from 'node:zlib';
import { call, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { signIdentity, type Caller } from '@rbt/service-kit';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, createDraft, fullDraft } from './fixtures';

/** Exact bytes as a hostile client sends them (JSON.stringify cannot write 1e999 or a bad UTF-8 byte). */
async function raw(
  base: string,
  method: string,
  path: string,
  body: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  as: Caller = alice,
) {
  const res = await fetch(base + path, {
    method,
    headers: { ...signIdentity(TEST_INTERNAL_SECRET, as), ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** JSON text nested `depth` objects deep (JSON.stringify itself overflows the stack on this). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}{"totalUsers":1}${'}'.repeat(depth)}`;
const json = (v: unknown) => JSON.stringify(v);
const withField = (body: string, key: string, valueText: string) => `${body.slice(0, -1)},"${key}":${valueText}}`;
const withBudget = (text: string) => (draftJson: string) => draftJson.replace('"budget":50000', `"budget":${text}`);

/** Each hostile value as the create call, the autosave and the step call that carries it would send it. */
const CASES: Array<[label: string, create: string, patch: string, step: [string, string] | null, message: string]> = [
  [
    'an impossible start date',
    json(fullDraft({ startDate: '2026-11-99' })),
    json({ startDate: '2026-11-99' }),
    ['schedule', json({ startDate: '2026-11-99', endDate: '2030-01-16', timeSlots: ['18-19'] })],
    'startDate: Date must be a real calendar date between 2000 and 2100',
  ],
  [
    'an impossible end date',
    json(fullDraft({ endDate: '2026-99-99' })),
    json({ endDate: '2026-99-99' }),
    ['schedule', json({ startDate: '2030-01-10', endDate: '2026-99-99', timeSlots: ['18-19'] })],
    'endDate: Date must be a real calendar date between 2000 and 2100',
  ],
  [
    'unknown time slots',
    json(fullDraft({ timeSlots: ['10-09', '23-00'] })),
    json({ timeSlots: ['10-09', '23-00'] }),
    ['schedule', json({ startDate: '2030-01-10', endDate: '2030-01-16', timeSlots: ['10-09', '23-00'] })],
    'timeSlots.0: Unknown time slot "10-09"; slots run 06-07 to 23-24',
  ],
  [
    'an infinite budget (1e999)',
    withBudget('1e999')(json(fullDraft())),
    '{"budget":1e999}',
    ['pricing', '{"goalType":"budget","budgetPkr":1e999}'],
    'Amount must be a finite number',
  ],
  [
    'a budget above PKR 1 billion',
    withBudget('1e12')(json(fullDraft())),
    '{"budget":1e12}',
    ['pricing', '{"budgetPkr":1e12}'],
    'Amount must be at most 1,000,000,000',
  ],
  [
    '10,000 unknown cities',
    json(fullDraft({ cities: Array.from({ length: 10_000 }, (_, i) => `c${i}`) })),
    json({ cities: Array.from({ length: 10_000 }, (_, i) => `c${i}`) }),
    ['audience', json({ cities: Array.from({ length: 10_000 }, (_, i) => `c${i}`) })],
    'cities: Choose at most 42 cities',
  ],
  [
    'an unknown city',
    json(fullDraft({ cities: ['karachi', 'atlantis'] })),
    json({ cities: ['atlantis'] }),
    ['audience', json({ cities: ['atlantis'] })],
    'Unknown city "atlantis"',
  ],
  [
    'a $gt key in ttsConfig',
    json(fullDraft({ ttsConfig: { script: 'hi', $gt: '' } })),
    json({ ttsConfig: { script: 'hi', $gt: '' } }),
    ['creative', json({ type: 'tts', ttsMeta: { script: 'hi', $gt: '' } })],
    "Unrecognized key(s) in object: '$gt'",
  ],
  [
    'a dotted key in ttsConfig',
    json(fullDraft({ ttsConfig: { script: 'hi', 'a.b': 1 } })),
    json({ ttsConfig: { 'a.b': 1 } }),
    ['creative', json({ type: 'tts', ttsMeta: { 'a.b': 1 } })],
    "Unrecognized key(s) in object: 'a.b'",
  ],
  [
    '5,000-level nesting',
    withField(json(fullDraft()), 'frontendCalculationDetails', nested(5000)),
    `{"frontendCalculationDetails":${nested(5000)}}`,
    ['pricing', `{"frontendCalculationDetails":${nested(5000)}}`],
    'The body is nested deeper than 32 levels.',
  ],
  [
    'a $where key in frontendCalculationDetails',
    json(fullDraft({ frontendCalculationDetails: { $where: '1' } })),
    json({ frontendCalculationDetails: { $where: '1' } }),
    ['pricing', json({ frontendCalculationDetails: { $where: '1' } })],
    "Unrecognized key(s) in object: '$where'",
  ],
  [
    'a NUL in the name',
    json(fullDraft({ name: 'Eid\u0000Sale' })),
    json({ name: 'Eid\u0000Sale' }),
    null,
    'name: Must not contain control characters (such as NUL)',
  ],
  [
    'a right-to-left override in the name',
    json(fullDraft({ name: 'Sale\u202Egpj.exe' })),
    json({ name: 'Sale\u202E' }),
    null,
    'name: Must not contain bidirectional override characters',
  ],
];

describe('svc-campaigns hostile inputs', () => {
  let s: WithPricing;
  beforeAll(async () => {
    s = await startWithPricing();
  });
  afterAll(async () => {
    await s.stop();
  });

  const campaigns = () => s.deps.mongo.collection('campaigns');
  const count = () => campaigns().countDocuments({ ownerId: 'alice' });
  const stored = (id: string) => campaigns().findOne({ _id: id as never }, { projection: { outbox: 0 } });

  it.each(CASES)(
    'when %s is sent to create, autosave and the step call, then each answers 400 naming it and nothing is stored',
    async (_label, create, patch, step, message) => {
      const id = await createDraft(s.base);
      const before = await stored(id);
      const n = await count();

      const created = await raw(s.base, 'POST', '/api/campaigns', create);
      expect(created.status).toBe(400);
      expect(created.body.error.message).toContain(message);
      const saved = await raw(s.base, 'PATCH', `/api/campaigns/${id}`, patch);
      expect(saved.status).toBe(400);
      expect(saved.body.error.message).toContain(message);
      if (step) {
        const stepped = await raw(s.base, 'POST', `/api/campaigns/${id}/${step[0]}`, step[1]);
        expect(stepped.status).toBe(400);
        expect(stepped.body.error.message).toContain(message.replace('budget', 'budgetPkr'));
      }
      expect(await count()).toBe(n);
      expect(await stored(id)).toEqual(before);
    },
  );

  it.each([
    [
      'text/plain',
      { 'content-type': 'text/plain' },
      json({ name: 'Plain' }),
      415,
      'Send the body as JSON with Content-Type: application/json.',
    ],
    [
      'gzip',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      zlib.gzipSync(json({ name: 'Zipped' })),
      415,
      'Content-Encoding "gzip" is not supported; send the body uncompressed.',
    ],
    [
      'br',
      { 'content-type': 'application/json', 'content-encoding': 'br' },
      json({ name: 'Brotli' }),
      415,
      'Content-Encoding "br" is not supported; send the body uncompressed.',
    ],
    [
      'non-UTF-8 bytes',
      { 'content-type': 'application/json' },
      Buffer.concat([Buffer.from('{"name":"Caf'), Buffer.from([0xe9]), Buffer.from('"}')]),
      400,
      'The body is not valid UTF-8.',
    ],
  ])(
    'when a campaign is created with a %s body, then it is refused (415, or 400 for bad bytes) and no empty draft is created',
    async (_label, headers, body, status, message) => {
      const n = await count();
      const r = await raw(s.base, 'POST', '/api/campaigns', body, headers as Record<string, string>);
      expect(r.status).toBe(status);
      expect(r.body.error.message).toBe(message);
      expect(await count()).toBe(n);
    },
  );

  it('when hostile values were stored before these rules, then submit refuses them and locks nothing', async () => {
    const id = await createDraft(s.base);
    await campaigns().updateOne(
      { _id: id as never },
      {
        $set: {
          'schedule.startDate': '2026-11-99',
          'schedule.endDate': '2026-99-99',
          'schedule.timeSlots': ['10-09', '23-00'],
          'pricing.budget': 1e300,
        },
      },
    );
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/submit`, { as: alice, body: { termsAccepted: true } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('startDate: Date must be a real calendar date between 2000 and 2100');
    expect(r.body.error.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['endDate', 'timeSlots.0', 'budget']),
    );
    expect(await stored(id)).toMatchObject({ status: 'draft', quote: null });
  });

  it('when the schedule is longer than a year, then the step call and submit refuse it', async () => {
    const id = await createDraft(s.base, alice, fullDraft({ startDate: '2030-01-01', endDate: '2031-06-01' }));
    const step = await call(s.base, 'POST', `/api/campaigns/${id}/schedule`, {
      as: alice,
      body: { startDate: '2030-01-01', endDate: '2031-06-01', timeSlots: ['18-19'] },
    });
    expect(step.body.error?.message).toBe('endDate: A campaign can run at most 366 days');
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/submit`, { as: alice, body: { termsAccepted: true } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('endDate: A campaign can run at most 366 days');
  });
});
