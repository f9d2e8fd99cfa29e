import { admin, advertiser, call, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { signIdentity } from '@rbt/service-kit';
import { CAPACITY_MESSAGES } from '@rbt/contracts';
import { reserveCampaign } from '../src/inventory/domain/booking-use-case';
import { startTestServer } from './test-server';
import { booking, DATE } from './fixtures';

describe('capacity upload and query', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());

  const upload = (body: unknown) => call(s.base, 'POST', '/api/admin/capacity/upload', { as: admin(), body });
  const uploadCsv = async (csv: string, query = '') => {
    const res = await fetch(`${s.base}/api/admin/capacity/upload.csv${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', ...signIdentity(TEST_INTERNAL_SECRET, admin()) },
      body: csv,
    });
    return { status: res.status, body: await res.json() };
  };

  it.each([
    [{ city: 'karachi', slots: [{ timeSlot: '08-09', totalCapacity: 1 }] }, 'date', CAPACITY_MESSAGES.dateRequired],
    [
      { date: '2026-02-30', city: 'karachi', slots: [{ timeSlot: '08-09', totalCapacity: 1 }] },
      'date',
      CAPACITY_MESSAGES.dateInvalid,
    ],
    [{ date: DATE, slots: [{ timeSlot: '08-09', totalCapacity: 1 }] }, 'city', CAPACITY_MESSAGES.cityRequired],
    [
      { date: DATE, city: 'atlantis', slots: [{ timeSlot: '08-09', totalCapacity: 1 }] },
      'city',
      CAPACITY_MESSAGES.cityUnknown,
    ],
    [{ date: DATE, city: 'karachi', slots: [] }, 'slots', CAPACITY_MESSAGES.slotsRequired],
    [
      { date: DATE, city: 'karachi', slots: [{ timeSlot: '05-06', totalCapacity: 1 }] },
      'slots.0.timeSlot',
      CAPACITY_MESSAGES.slotUnknown,
    ],
    [
      { date: DATE, city: 'karachi', slots: [{ timeSlot: '08-09', totalCapacity: -5 }] },
      'slots.0.totalCapacity',
      CAPACITY_MESSAGES.capacityInteger,
    ],
    [
      { date: DATE, city: 'karachi', slots: [{ timeSlot: '08-09', totalCapacity: 2.5 }] },
      'slots.0.totalCapacity',
      CAPACITY_MESSAGES.capacityInteger,
    ],
    [
      {
        date: DATE,
        city: 'karachi',
        slots: [
          { timeSlot: '08-09', totalCapacity: 1 },
          { timeSlot: '08-09', totalCapacity: 2 },
        ],
      },
      'slots.1.timeSlot',
      CAPACITY_MESSAGES.slotDuplicate,
    ],
  ])('when the upload is %j, then 400 names %s with the spec message', async (body, path, message) => {
    const r = await upload(body);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe(`${path}: ${message}`);
    expect(r.body.error.details[0]).toEqual({ path, message });
  });

  it('when capacities are non-numeric, then they count as 0 and the row is stored', async () => {
    const r = await upload({
      date: DATE,
      city: 'Lahore',
      slots: [{ timeSlot: '09-10', totalCapacity: 'lots', availableCapacity: '' }],
    });
    expect(r.status).toBe(200);
    expect(r.body.applied).toEqual([
      expect.objectContaining({
        city: 'lahore',
        timeSlot: '09-10',
        totalCapacity: 0,
        bookedCapacity: 0,
        availableCapacity: 0,
      }),
    ]);
  });

  it('when a new total is below what is booked, then that slot is not applied and the others are', async () => {
    await upload({ date: DATE, city: 'quetta', slots: [{ timeSlot: '18-19', totalCapacity: 100 }] });
    const o = await reserveCampaign(s.deps, 'c-upload', booking({ cities: ['quetta'], expectedImpressions: 60 }));
    expect(o.kind).toBe('reserved');
    const r = await upload({
      date: DATE,
      city: 'quetta',
      slots: [
        { timeSlot: '18-19', totalCapacity: 50 },
        { timeSlot: '19-20', totalCapacity: '70' },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.notApplied).toEqual([
      {
        date: DATE,
        city: 'quetta',
        timeSlot: '18-19',
        requestedTotal: 50,
        bookedCapacity: 60,
        reason: 'Total capacity 50 is below the 60 already booked',
      },
    ]);
    expect(r.body.applied).toEqual([expect.objectContaining({ timeSlot: '19-20', totalCapacity: 70 })]);
    const rows = await call(s.base, 'GET', `/api/admin/capacity?date=${DATE}&city=quetta`, { as: admin() });
    const touched = rows.body.filter((x: any) => x.source === 'stored');
    expect(touched.map((x: any) => [x.timeSlot, x.totalCapacity, x.bookedCapacity, x.availableCapacity])).toEqual([
      ['18-19', 100, 60, 40],
      ['19-20', 70, 0, 70],
    ]);
  });

  it('when a CSV file is uploaded, then its lines are applied per date and city and bad lines are refused with their row', async () => {
    const ok = await uploadCsv(
      'timeSlot,totalCapacity,availableCapacity\n08-09,500,500\n09-10,abc,\n',
      `?date=${DATE}&city=hyderabad`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.applied.map((x: any) => [x.city, x.timeSlot, x.totalCapacity])).toEqual([
      ['hyderabad', '08-09', 500],
      ['hyderabad', '09-10', 0],
    ]);
    const multi = await uploadCsv(`date,city,time_slot,total\n${DATE},Peshawar,10-11,5\n2026-12-02,peshawar,10-11,6\n`);
    expect(multi.body.applied.map((x: any) => [x.date, x.totalCapacity])).toEqual([
      [DATE, 5],
      ['2026-12-02', 6],
    ]);
    const bad = await uploadCsv(
      `date,city,timeSlot,totalCapacity\n${DATE},karachi,08-09,1\n${DATE},karachi,08-09,-1\n`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(`rows.1.totalCapacity: ${CAPACITY_MESSAGES.capacityInteger}`);
    const empty = await uploadCsv('date,city,timeSlot,totalCapacity\n');
    expect(empty.body.error.message).toBe(`rows: ${CAPACITY_MESSAGES.slotsRequired}`);
    // A default given twice is no default: refused before any line is read.
    const twice = await uploadCsv('timeSlot,totalCapacity\n08-09,5\n', `?date=${DATE}&date=${DATE}&city=quetta`);
    expect(twice.status).toBe(400);
    expect(twice.body.error).toEqual({
      code: 'validation_failed',
      message: 'date: Expected string, received array',
      details: [{ path: 'date', message: 'Expected string, received array' }],
    });
    // A bad default is named by the rows it fills in.
    const wrong = await uploadCsv('timeSlot,totalCapacity\n08-09,5\n', `?date=2026-02-30&city=quetta`);
    expect(wrong.body.error.message).toBe(`rows.0.date: ${CAPACITY_MESSAGES.dateInvalid}`);
  });

  it('when the summary is asked for a date, then utilisation is given per city and hour', async () => {
    const r = await call(s.base, 'GET', `/api/admin/capacity/summary?date=${DATE}`, { as: admin() });
    expect(r.status).toBe(200);
    const quetta = r.body.cities.find((c: any) => c.city === 'quetta');
    expect(quetta.slots).toHaveLength(18);
    expect(quetta.slots.find((x: any) => x.timeSlot === '18-19')).toEqual({
      timeSlot: '18-19',
      total: 100,
      booked: 60,
      available: 40,
      utilisation: 0.6,
    });
    expect(r.body.cities).toHaveLength(42);
  });

  it('when the query date is missing, then 400 says the date is required', async () => {
    const r = await call(s.base, 'GET', '/api/admin/capacity?city=all', { as: admin() });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe(`date: ${CAPACITY_MESSAGES.dateRequired}`);
  });

  it.each([
    ['GET', `/api/admin/capacity?date=${DATE}&city=all`],
    ['GET', `/api/admin/capacity/summary?date=${DATE}`],
    ['POST', '/api/admin/capacity/upload'],
    ['POST', '/api/admin/capacity/upload.csv'],
  ])('when an advertiser calls %s %s, then 403', async (method, path) => {
    const r = await call(s.base, method, path, {
      as: advertiser(),
      body:
        method === 'POST'
          ? { date: DATE, city: 'karachi', slots: [{ timeSlot: '08-09', totalCapacity: 1 }] }
          : undefined,
    });
    expect(r.status).toBe(403);
  });
});
