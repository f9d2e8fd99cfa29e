import fc from 'fast-check';
import { CITY_IDS, type DecisionQuery, karachiClock } from '@rbt/contracts';
import { candidates, paced } from '../src/serving/domain/decide-use-case';
import { ServingIndex, type ServeableCampaign } from '../src/serving/domain/serving-index';
import { spec, subscriber } from './serving-fixtures';
import { servingPick } from './serving-pick';

const NOW = Date.parse('2026-12-02T09:30:00Z'); // 14:30 in Karachi, a Wednesday
const clock = karachiClock(NOW);
const CITIES = CITY_IDS.slice(0, 3);
const SUBS = [subscriber(1), subscriber(2), subscriber(3)];
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

const campaignArb = (i: number) =>
  fc
    .record({
      gender: fc.constantFrom('all' as const, 'male' as const, 'female' as const),
      deviceType: fc.constantFrom('all' as const, 'smartphone' as const, 'nonSmartphone' as const),
      valueTier: fc.constantFrom('all' as const, 'bronze' as const, 'gold' as const),
      daysOfWeek: fc.subarray([...DAYS]),
      freqCapPerDay: fc.integer({ min: 1, max: 5 }),
      list: fc.option(fc.subarray(SUBS), { nil: null }),
      audio: fc.boolean(),
      startOffset: fc.integer({ min: -2, max: 1 }),
      endOffset: fc.integer({ min: -1, max: 2 }),
      cities: fc.subarray([...CITIES], { minLength: 1 }),
      slotHere: fc.boolean(),
      booked: fc.integer({ min: 0, max: 5 }),
    })
    .map((r): ServeableCampaign => {
      const day = (o: number) =>
        new Date(Date.parse(`${clock.date}T00:00:00Z`) + o * 86_400_000).toISOString().slice(0, 10);
      const slot = r.slotHere ? clock.slot : '06-07';
      const booked = new Map(r.cities.map((c) => [`${clock.date}|${c}|${slot}`, r.booked] as const));
      return {
        id: `c${i}`,
        startDate: day(r.startOffset),
        endDate: day(r.endOffset),
        booked,
        members: r.list ? new Set(r.list) : null,
        spec: spec({
          gender: r.gender,
          deviceType: r.deviceType,
          valueTier: r.valueTier,
          daysOfWeek: r.daysOfWeek,
          freqCapPerDay: r.freqCapPerDay,
          audienceListId: r.list ? 'list' : null,
          audio: r.audio ? { id: 'a', durationSec: 10 } : null,
        }),
      };
    });

const queryArb: fc.Arbitrary<DecisionQuery> = fc.record({
  sub: fc.constantFrom(...SUBS),
  city: opt(fc.constantFrom(...CITIES)),
  gender: opt(fc.constantFrom('male' as const, 'female' as const)),
  device: opt(fc.constantFrom('smartphone' as const, 'nonSmartphone' as const)),
  tier: opt(fc.constantFrom('bronze' as const, 'gold' as const, 'platinum' as const)),
});

/** The targeting rules written again, independently of the use case, as the spec states them. */
function matches(c: ServeableCampaign, q: DecisionQuery): boolean {
  const s = c.spec;
  const attr = (t: string, v: string | undefined) => t === 'all' || t === v;
  return (
    q.city !== undefined &&
    (c.booked.get(`${clock.date}|${q.city}|${clock.slot}`) ?? 0) > 0 &&
    c.startDate <= clock.date &&
    clock.date <= c.endDate &&
    (s.daysOfWeek.length === 0 || s.daysOfWeek.includes(clock.dow)) &&
    attr(s.gender, q.gender) &&
    attr(s.deviceType, q.device) &&
    attr(s.valueTier, q.tier) &&
    (s.audienceListId === null || (c.members?.has(q.sub) ?? false)) &&
    s.audio !== null
  );
}

describe('targeting and the serving rule (fast-check over random campaigns, requests, plans and draws)', () => {
  // The pick is the decide script's own Lua, run in Redis: no TypeScript twin stands in for it.
  const rule = servingPick();
  afterAll(() => rule.close());
  it('when an ad is served, then it matches every rule of its campaign and is under cap and pace; when none is, then no matching campaign had room', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { maxLength: 8 }).chain((xs) => fc.tuple(...xs.map((_, i) => campaignArb(i)))),
        queryArb,
        fc.array(
          fc.record({ cell: fc.nat({ max: 6 }), sub: fc.nat({ max: 6 }), alpha: fc.double({ min: 0, max: 1 }) }),
          {
            minLength: 8,
            maxLength: 8,
          },
        ),
        fc.double({ min: 0, max: 1, maxExcluded: true }),
        async (camps, q, used, u) => {
          const index = new ServingIndex();
          index.replaceAll(camps);
          const usage = (c: ServeableCampaign) =>
            used[Number(c.id.slice(1))] as { cell: number; sub: number; alpha: number };
          const cell = `${clock.date}|${q.city}|${clock.slot}`;
          const plan = new Map(camps.map((c, rank) => [`${c.id}|${cell}`, { rank, alpha: usage(c).alpha }]));
          const cands = paced(candidates(index, q, clock), plan, NOW);
          const pick = await rule.pick({
            cands,
            used: cands.map((c) => usage(c.campaign).cell),
            mine: new Map(cands.map((c) => [c.campaign.id, usage(c.campaign).sub])),
            u,
          });
          const hasRoom = (c: ServeableCampaign) => {
            const booked = c.booked.get(cell) ?? 0;
            const allowance = cands.find((x) => x.campaign.id === c.id)?.allowance ?? 0;
            return usage(c).sub < c.spec.freqCapPerDay && usage(c).cell < Math.min(booked, allowance);
          };
          if (pick >= 0) {
            const served = cands[pick]!.campaign;
            expect(matches(served, q)).toBe(true);
            expect(hasRoom(served)).toBe(true);
          } else {
            for (const c of camps) expect(matches(c, q) && hasRoom(c)).toBe(false);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
