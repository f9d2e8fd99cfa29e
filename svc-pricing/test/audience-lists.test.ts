import crypto from 'node:crypto';
import { AUDIENCE_LIST_MAX, AudienceList } from '@rbt/contracts';
import { demoSubscriberNumber } from '@rbt/pricing';
import { call, advertiser, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { signIdentity } from '@rbt/service-kit';
import { startTestServer } from './test-server';
import { seedDemoDirectory } from '../src/data-access/subscriber-directory-repository';

const sha = (n: string) => crypto.createHash('sha256').update(n).digest('hex');
// City 0 is Karachi and 23 Islamabad in the reference list; numbers of city 45 are never subscribers.
const karachi = (k: number) => demoSubscriberNumber(0, k);
const islamabad = (k: number) => demoSubscriberNumber(23, k);
const stranger = (k: number) => demoSubscriberNumber(45, k);

describe('customer lists (/api/audience-lists)', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
    // A directory of this file's own: 300 in Karachi, 100 in Islamabad.
    await s.deps.directory.add([
      ...Array.from({ length: 300 }, (_, k) => [karachi(k), 'karachi'] as [string, string]),
      ...Array.from({ length: 100 }, (_, k) => [islamabad(k), 'islamabad'] as [string, string]),
    ]);
  });
  afterAll(() => s.stop());

  it('when a list of hashes is posted, then the match rate and matched audience by city come back rounded down to tens and the list is kept for its owner', async () => {
    const owner = advertiser('list-owner');
    const numbers = [
      ...Array.from({ length: 204 }, (_, k) => karachi(k)),
      ...Array.from({ length: 55 }, (_, k) => islamabad(k)),
      ...Array.from({ length: 241 }, (_, k) => stranger(k)),
    ];
    const hashes = [...numbers, karachi(0), karachi(1)].map(sha); // two repeats count once
    const r = await call(s.base, 'POST', '/api/audience-lists', {
      as: owner,
      body: { name: 'Loyalty members', hashes },
    });
    expect(r.status).toBe(201);
    expect(AudienceList.parse(r.body)).toMatchObject({
      name: 'Loyalty members',
      submitted: 500,
      matched: 250,
      matchRate: 0.5,
      usable: true,
      byCity: [
        { cityId: 'karachi', matched: 200 },
        { cityId: 'islamabad', matched: 50 },
      ],
    });
    const again = await call(s.base, 'GET', `/api/audience-lists/${r.body.id}`, { as: owner });
    expect(again.body).toEqual(r.body);
    const mine = await call(s.base, 'GET', '/api/audience-lists', { as: owner });
    expect(mine.body.items.map((l: { id: string }) => l.id)).toEqual([r.body.id]);
    // Only hashes are stored, and only the matched ones.
    const doc = await s.deps.mongo.db!.collection('audience_lists').findOne({ _id: r.body.id } as never);
    expect(JSON.stringify(doc)).not.toContain('+92');
    expect((doc as unknown as { matchedHashes: string[] }).matchedHashes).toHaveLength(259);
    expect(JSON.stringify(r.body)).not.toMatch(/[0-9a-f]{64}/);
  });

  it.each([
    ['one number, a subscriber', [sha(karachi(0))]],
    [
      '99 subscribers and 400 others',
      [...Array.from({ length: 99 }, (_, k) => karachi(k)), ...Array.from({ length: 400 }, (_, k) => stranger(k))].map(
        sha,
      ),
    ],
  ])(
    'when a list holds %s, then no match count, rate or city comes back and it cannot buy anything',
    async (_what, hashes) => {
      const r = await call(s.base, 'POST', '/api/audience-lists', {
        as: advertiser('tiny-list'),
        body: { name: 'Probe', hashes },
      });
      expect(r.status).toBe(201);
      expect(AudienceList.parse(r.body)).toMatchObject({
        submitted: hashes.length,
        matched: null,
        matchRate: null,
        byCity: [],
        usable: false,
        capacity: { maxPlays: 0, enough: false },
      });
    },
  );

  it('when a list matches 120 subscribers, then what it can buy is measured on them', async () => {
    const owner = advertiser('small-list');
    const big = await call(s.base, 'POST', '/api/audience-lists', {
      as: owner,
      body: { name: 'Hundred twenty', hashes: Array.from({ length: 120 }, (_, k) => sha(karachi(k))) },
    });
    // Karachi at 2 a day for 30 days: 120 × 60 plays.
    expect(big.body.capacity).toMatchObject({ days: 30, playsPerDay: 2, maxPlays: 7200, enough: true });
  });

  it('when another advertiser asks for a list, then it is a 404 and their own listing is empty', async () => {
    const r = await call(s.base, 'POST', '/api/audience-lists', {
      as: advertiser('owner-2'),
      body: { name: 'Mine', hashes: [sha(karachi(3))] },
    });
    const other = advertiser('someone-else');
    expect((await call(s.base, 'GET', `/api/audience-lists/${r.body.id}`, { as: other })).status).toBe(404);
    expect((await call(s.base, 'GET', '/api/audience-lists', { as: other })).body).toEqual({ items: [] });
  });

  it.each([
    ['raw numbers', { name: 'Raw', hashes: ['+923001234567'] }, 'hashes.0'],
    ['upper-case or short hashes', { name: 'Bad', hashes: [sha('x').toUpperCase()] }, 'hashes.0'],
    ['an empty list', { name: 'Empty', hashes: [] }, 'hashes'],
    ['no name', { name: '  ', hashes: [sha('x')] }, 'name'],
    ['an extra field', { name: 'Extra', hashes: [sha('x')], numbers: ['+923001234567'] }, ''],
  ])('when the list carries %s, then 400 names the field and nothing is stored', async (what, body, path) => {
    const owner = advertiser(`hostile-${what.replace(/\W+/g, '-')}`);
    const r = await call(s.base, 'POST', '/api/audience-lists', { as: owner, body });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(path);
    expect((await call(s.base, 'GET', '/api/audience-lists', { as: owner })).body).toEqual({ items: [] });
  });
});

describe('the local demo directory', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer({ SUBSCRIBER_DIRECTORY: 'demo' });
  });
  afterAll(() => s.stop());

  it('when svc-pricing starts with SUBSCRIBER_DIRECTORY=demo, then every demo number matches its city, once', async () => {
    const total = await s.deps.directory.count();
    expect(total).toBeGreaterThan(5_000);
    expect(await seedDemoDirectory(s.deps.directory)).toBe(0);
    const r = await call(s.base, 'POST', '/api/audience-lists', {
      as: advertiser('demo-owner'),
      body: { name: 'Demo', hashes: [karachi(0), islamabad(1), stranger(2)].map(sha) },
    });
    // Three numbers are far below k: whether any is a subscriber, and where, is not told.
    expect(r.body).toMatchObject({ submitted: 3, matched: null, matchRate: null, byCity: [], usable: false });
    const stored = await s.deps.audienceLists.findOwned('demo-owner', r.body.id);
    expect(stored?.matched).toBe(2);
  });

  it("when a service asks for a list's members, then it gets the matched hashes; an advertiser, even the owner, gets 403", async () => {
    const owner = advertiser('hash-owner');
    const hashes = [karachi(3), stranger(3)].map(sha);
    const r = await call(s.base, 'POST', '/api/audience-lists', { as: owner, body: { name: 'VIP', hashes } });
    const svc = { id: 'svc-capacity', role: 'service' as const, email: '' };
    const got = await call(s.base, 'GET', `/api/audience-lists/${r.body.id}/hashes`, { as: svc });
    expect(got.body).toEqual({ hashes: [sha(karachi(3))] });
    expect((await call(s.base, 'GET', `/api/audience-lists/${r.body.id}/hashes`, { as: owner })).status).toBe(403);
    expect((await call(s.base, 'GET', '/api/audience-lists/nope/hashes', { as: svc })).status).toBe(404);
  });
});

describe('customer lists as files (POST /api/audience-lists/file)', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
    await s.deps.directory.add(Array.from({ length: 300 }, (_, k) => [karachi(k), 'karachi'] as [string, string]));
  });
  afterAll(() => s.stop());
  const upload = async (text: string, name = 'Big list', type = 'text/plain') => {
    const res = await fetch(`${s.base}/api/audience-lists/file?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { ...signIdentity(TEST_INTERNAL_SECRET, advertiser('file-owner')), 'content-type': type },
      body: text,
    });
    return { status: res.status, body: await res.json() };
  };

  it('when a 50,000-number list is sent as a file, then it is matched and can be priced', async () => {
    const hashes = [
      ...Array.from({ length: 300 }, (_, k) => karachi(k)),
      ...Array.from({ length: AUDIENCE_LIST_MAX - 300 }, (_, k) => stranger(k)),
    ].map(sha);
    const r = await upload(`${hashes.join('\n')}\n`);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ name: 'Big list', submitted: 50_000, matched: 300, usable: true });
    const quote = await call(s.base, 'POST', '/api/estimate', {
      as: advertiser('file-owner'),
      body: {
        audience: { cities: ['karachi'], listId: r.body.id },
        schedule: { startDate: '2026-01-01', endDate: '2026-01-07', timeSlots: ['18-19'] },
        controls: { freqCapPerDay: 2 },
        goal: {},
      },
    });
    expect(quote.status).toBe(200);
    expect(quote.body.targetedUsers).toBe(300);
  });

  it('when the file holds one number too many, a raw number or is not text, then it is refused and nothing is kept', async () => {
    const tooMany = Array.from({ length: AUDIENCE_LIST_MAX + 1 }, (_, k) => sha(stranger(k))).join('\n');
    expect((await upload(tooMany)).status).toBe(400);
    const raw = await upload('+923001234567');
    expect(raw.status).toBe(400);
    expect(raw.body.error.details[0].path).toBe('hashes.0');
    const unnamed = await upload(sha('x'), '  ');
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error).toEqual({
      code: 'validation_failed',
      message: 'name: List name is required',
      details: [{ path: 'name', message: 'List name is required' }],
    });
    expect((await upload(sha('x'), 'x', 'application/octet-stream')).status).toBe(415);
    const mine = await call(s.base, 'GET', '/api/audience-lists', { as: advertiser('file-owner') });
    expect(mine.body.items).toHaveLength(1);
  });
});
