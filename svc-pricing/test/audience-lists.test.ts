import crypto from 'node:crypto';
import { AudienceList } from '@rbt/contracts';
import { demoSubscriberNumber } from '@rbt/pricing';
import { call, advertiser } from '@rbt/test-kit';
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
    // A small directory of this file's own: 30 in Karachi, 10 in Islamabad.
    await s.deps.directory.add([
      ...Array.from({ length: 30 }, (_, k) => [karachi(k), 'karachi'] as [string, string]),
      ...Array.from({ length: 10 }, (_, k) => [islamabad(k), 'islamabad'] as [string, string]),
    ]);
  });
  afterAll(() => s.stop());

  it('when a list of hashes is posted, then the match rate and matched audience by city come back and the list is kept for its owner', async () => {
    const owner = advertiser('list-owner');
    const numbers = [
      ...Array.from({ length: 20 }, (_, k) => karachi(k)),
      ...Array.from({ length: 5 }, (_, k) => islamabad(k)),
      ...Array.from({ length: 25 }, (_, k) => stranger(k)),
    ];
    const hashes = [...numbers, karachi(0), karachi(1)].map(sha); // two repeats count once
    const r = await call(s.base, 'POST', '/api/audience-lists', {
      as: owner,
      body: { name: 'Loyalty members', hashes },
    });
    expect(r.status).toBe(201);
    expect(AudienceList.parse(r.body)).toMatchObject({
      name: 'Loyalty members',
      submitted: 50,
      matched: 25,
      matchRate: 0.5,
      byCity: [
        { cityId: 'karachi', matched: 20 },
        { cityId: 'islamabad', matched: 5 },
      ],
    });
    const again = await call(s.base, 'GET', `/api/audience-lists/${r.body.id}`, { as: owner });
    expect(again.body).toEqual(r.body);
    const mine = await call(s.base, 'GET', '/api/audience-lists', { as: owner });
    expect(mine.body.items.map((l: { id: string }) => l.id)).toEqual([r.body.id]);
    // Only hashes are stored, and only the matched ones.
    const doc = await s.deps.mongo.db!.collection('audience_lists').findOne({ _id: r.body.id } as never);
    expect(JSON.stringify(doc)).not.toContain('+92');
    expect((doc as unknown as { matchedHashes: string[] }).matchedHashes).toHaveLength(25);
  });

  it('when a list matches 4 subscribers, then it says what they can buy and that the smallest order needs 17 (issue 28)', async () => {
    const owner = advertiser('small-list');
    const small = await call(s.base, 'POST', '/api/audience-lists', {
      as: owner,
      body: { name: 'Four', hashes: [0, 1, 2, 3].map((k) => sha(karachi(k))) },
    });
    // Karachi's setup price with all devices and tiers at 2 a day: PKR 1.00 off-peak, PKR 2.00 in prime time.
    expect(AudienceList.parse(small.body).capacity).toEqual({
      days: 30,
      playsPerDay: 2,
      maxPlays: 240,
      pricePerPlay: { low: 1, high: 2 },
      maxBasePkr: { low: 240, high: 480 },
      minPlays: 1000,
      minBudgetPkr: 5000,
      minMatched: 17,
      enough: false,
      suggestedPlays: 240,
    });
    const big = await call(s.base, 'POST', '/api/audience-lists', {
      as: owner,
      body: { name: 'Twenty', hashes: Array.from({ length: 20 }, (_, k) => sha(karachi(k))) },
    });
    expect(big.body.capacity).toMatchObject({ maxPlays: 1200, enough: true, suggestedPlays: 1200 });
    const mine = await call(s.base, 'GET', '/api/audience-lists', { as: owner });
    expect(mine.body.items.map((l: { capacity: { enough: boolean } }) => l.capacity.enough)).toEqual([true, false]);
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
    expect(r.body).toMatchObject({
      submitted: 3,
      matched: 2,
      byCity: [
        { cityId: 'islamabad', matched: 1 },
        { cityId: 'karachi', matched: 1 },
      ],
    });
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
