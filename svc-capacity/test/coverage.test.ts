import { admin, advertiser, call } from '@rbt/test-kit';
import { CITIES, CITY_BY_ID, TIME_SLOTS } from '@rbt/pricing';
import { reserveCampaign } from '../src/inventory/domain/booking-use-case';
import { startTestServer } from './test-server';
import { addCalendarDays } from '@rbt/contracts';
import { booking, DATE } from './fixtures';

/** Days after the fixtures' day, all still to come whenever the suite runs (a booking skips hours already past). */
const day = (n: number) => addCalendarDays(DATE, n);
const [D1, D2, D10, D11, D12] = [day(1), day(2), day(10), day(11), day(12)];

describe('capacity covers every city and slot the wizard sells', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());

  const availability = (query: string) =>
    call(s.base, 'GET', `/api/capacity/availability?${query}`, { as: advertiser() });
  const upload = (city: string, timeSlot: string, totalCapacity: number, date = DATE) =>
    call(s.base, 'POST', '/api/admin/capacity/upload', {
      as: admin(),
      body: { date, city, slots: [{ timeSlot, totalCapacity }] },
    });

  it('when nobody has uploaded anything, then every sold city × slot has inventory derived from its reference audience', async () => {
    const r = await call(s.base, 'GET', `/api/admin/capacity/summary?date=${DATE}`, { as: admin() });
    expect(r.body.cities.map((c: any) => c.city)).toEqual(CITIES.map((c) => c.id));
    for (const city of r.body.cities) {
      expect(city.slots.map((x: any) => x.timeSlot)).toEqual(TIME_SLOTS.map((t) => t.id));
      for (const slot of city.slots) expect(slot.total).toBeGreaterThan(0);
    }
    // 0.15 plays per app user per hour × slot multiplier (06-07 × 1, 12-13 × 1.5, 19-20 × 2).
    const hunza = r.body.cities.find((c: any) => c.city === 'hunza');
    const audience = CITY_BY_ID.get('hunza')!.audience.total;
    expect(hunza.slots.find((x: any) => x.timeSlot === '06-07').total).toBe(Math.floor(audience * 0.15));
    expect(hunza.slots.find((x: any) => x.timeSlot === '12-13').total).toBe(Math.floor(audience * 0.15 * 1.5));
    expect(hunza.slots.find((x: any) => x.timeSlot === '19-20').total).toBe(Math.floor(audience * 0.15 * 2));
  });

  it('when a campaign over cities and slots outside the old grid is approved, then every city-slot of every day is booked', async () => {
    const b = booking({
      cities: ['hunza', 'faisalabad', 'karachi'],
      timeSlots: ['06-07', '07-08', '20-21'],
      startDate: D1,
      endDate: D2,
      expectedImpressions: 1800,
    });
    const o = await reserveCampaign(s.deps, 'wide', b);
    expect(o.kind).toBe('reserved');
    for (const date of [D1, D2]) {
      const rows = (await call(s.base, 'GET', `/api/admin/capacity?date=${date}&city=all`, { as: admin() })).body;
      const booked = rows
        .filter((x: any) => x.bookedCapacity > 0)
        .map((x: any) => `${x.city} ${x.timeSlot} ${x.bookedCapacity}`);
      expect(booked.sort()).toEqual([
        'faisalabad 06-07 100',
        'faisalabad 07-08 100',
        'faisalabad 20-21 100',
        'hunza 06-07 100',
        'hunza 07-08 100',
        'hunza 20-21 100',
        'karachi 06-07 100',
        'karachi 07-08 100',
        'karachi 20-21 100',
      ]);
    }
  });

  it('when slots are full or nearly full on one chosen day and city, then availability says sold out or nearly full for that slot', async () => {
    await upload('lahore', '18-19', 100, D10);
    await upload('lahore', '19-20', 100, D11);
    await upload('sukkur', '08-09', 0, D10);
    const repos = s.deps;
    await reserveCampaign(
      repos,
      'fills-18',
      booking({
        cities: ['lahore'],
        timeSlots: ['18-19'],
        startDate: D10,
        endDate: D10,
        expectedImpressions: 100,
      }),
    );
    await reserveCampaign(
      repos,
      'fills-19',
      booking({
        cities: ['lahore'],
        timeSlots: ['19-20'],
        startDate: D11,
        endDate: D11,
        expectedImpressions: 80,
      }),
    );

    const r = await availability(`startDate=${D10}&endDate=${D12}&cities=lahore,sukkur`);
    expect(r.status).toBe(200);
    expect(r.body.nearlyFullAt).toBe(0.8);
    expect(r.body.slots).toHaveLength(18);
    const bySlot = Object.fromEntries(r.body.slots.map((x: any) => [x.timeSlot, x]));
    expect(bySlot['18-19']).toMatchObject({
      status: 'sold_out',
      peakUtilisation: 1,
      fullest: { date: D10, city: 'lahore' },
    });
    expect(bySlot['19-20']).toMatchObject({
      status: 'nearly_full',
      peakUtilisation: 0.8,
      fullest: { date: D11, city: 'lahore' },
    });
    expect(bySlot['08-09']).toMatchObject({ status: 'sold_out', fullest: { date: D10, city: 'sukkur' } });
    expect(bySlot['20-21']).toMatchObject({ status: 'open', booked: 0 });
    expect(bySlot['20-21'].total).toBeGreaterThan(0);

    const some = await availability(`startDate=${D10}&endDate=${D10}&cities=lahore&timeSlots=18-19,20-21`);
    expect(some.body.slots.map((x: any) => [x.timeSlot, x.status])).toEqual([
      ['18-19', 'sold_out'],
      ['20-21', 'open'],
    ]);
  });

  it.each([
    ['startDate=2026-12-20&endDate=2026-12-22', 'cities'],
    ['startDate=2026-12-20&endDate=2026-12-19&cities=lahore', 'endDate'],
    ['startDate=2026-12-20&endDate=2028-12-19&cities=lahore', 'endDate'],
    ['startDate=2026-12-20&endDate=2026-12-22&cities=atlantis', 'cities.0'],
    ['startDate=2026-12-20&endDate=2026-12-22&cities=lahore&timeSlots=05-06', 'timeSlots.0'],
    ['endDate=2026-12-22&cities=lahore', 'startDate'],
  ])('when availability is asked with %s, then 400 names %s', async (query, path) => {
    const r = await availability(query);
    expect(r.status).toBe(400);
    expect(r.body.error.details[0].path).toBe(path);
  });
});
