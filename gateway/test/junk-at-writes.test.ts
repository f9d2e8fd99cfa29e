import { startGateway, Client } from './harness';
import { startAllServices, type Services } from './services';

/**
 * Junk the hostile probe got accepted at writes, sent through the gateway to the real services.
 * Each is now a 400 naming the field, by the shared rules of libs/contracts/src/input-rules.ts.
 */
describe('junk at writes through the gateway', () => {
  let services: Services;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let user: Client;
  let admin: Client;

  beforeAll(async () => {
    services = await startAllServices();
    gw = await startGateway(services.urls);
    user = new Client(gw.base);
    admin = new Client(gw.base);
    expect((await user.signUp(`junk-${Date.now()}@example.pk`)).status).toBe(200);
    expect((await admin.signUp('boss@example.pk')).status).toBe(200);
  }, 90_000);
  afterAll(async () => {
    await gw?.stop();
    await services?.stop();
  });

  const hash = 'a'.repeat(64);
  const fieldOf = (r: { body: any }) => (r.body?.error?.details ?? []).map((d: { path: string }) => d.path);

  it.each([
    ['NUL', 'Eid\u0000list'],
    ['RIGHT-TO-LEFT OVERRIDE', 'Eid \u202etsil'],
    ['RIGHT-TO-LEFT ISOLATE', 'Eid \u2067list'],
    ['NEXT LINE (C1)', 'Eid\u0085list'],
  ])('when an audience-list name holds %s, then 400 names the field and nothing is stored', async (_, name) => {
    const before = (await user.req('GET', '/api/audience-lists')).body.items.length;
    const r = await user.req('POST', '/api/audience-lists', { name, hashes: [hash] });
    expect(r.status).toBe(400);
    expect(fieldOf(r)).toContain('name');
    expect((await user.req('GET', '/api/audience-lists')).body.items.length).toBe(before);
  });

  it('when an audience-list name is plain Urdu, then it is still accepted', async () => {
    const r = await user.req('POST', '/api/audience-lists', { name: 'عید سیل کے گاہک', hashes: [hash] });
    expect(r.status).toBe(201);
  });

  const slots = (totalCapacity: unknown) => [{ timeSlot: '18-19', totalCapacity, availableCapacity: 0 }];
  it.each([
    ['date 0000-01-01', { date: '0000-01-01', city: 'karachi', slots: slots(10) }, 'date'],
    ['date 9999-12-31', { date: '9999-12-31', city: 'karachi', slots: slots(10) }, 'date'],
    ['totalCapacity 1e308', { date: '2030-01-01', city: 'karachi', slots: slots(1e308) }, 'slots.0.totalCapacity'],
  ])('when a capacity upload has %s, then 400 names the field', async (_, body, field) => {
    const r = await admin.req('POST', '/api/admin/capacity/upload', body);
    expect(r.status).toBe(400);
    expect(fieldOf(r)).toContain(field);
  });

  it.each(['0x10', '1e3', 'Infinity'])(
    'when a capacity CSV writes %s, then 400 names the row field instead of reading a number',
    async (value) => {
      const csv = `date,city,timeSlot,totalCapacity,availableCapacity\n2030-02-01,karachi,18-19,${value},0\n`;
      const r = await admin.req('POST', '/api/admin/capacity/upload.csv', csv, { 'content-type': 'text/csv' });
      expect(r.status).toBe(400);
      expect(fieldOf(r)).toContain('rows.0.totalCapacity');
      const day = await admin.req('GET', '/api/admin/capacity?date=2030-02-01&city=karachi');
      // Nothing uploaded: the 18-19 slot still shows the built-in default.
      expect(day.body.find((x: { timeSlot: string }) => x.timeSlot === '18-19').source).toBe('default');
    },
  );

  it('when a capacity CSV writes plain decimals, then they are stored as written', async () => {
    const csv = `date,city,timeSlot,totalCapacity,availableCapacity\n2030-02-02,karachi,18-19,0016,0\n`;
    const r = await admin.req('POST', '/api/admin/capacity/upload.csv', csv, { 'content-type': 'text/csv' });
    expect(r.status).toBe(200);
    const day = await admin.req('GET', '/api/admin/capacity?date=2030-02-02&city=karachi');
    expect(day.body.find((x: { timeSlot: string }) => x.timeSlot === '18-19')).toMatchObject({ totalCapacity: 16 });
  });

  it('when a price is asked for a reach of 1e308, then 400 names context.reach instead of a null total', async () => {
    const r = await user.req('POST', '/api/price', { model: 'standard', context: { reach: 1e308 } });
    expect(r.status).toBe(400);
    expect(fieldOf(r)).toContain('context.reach');
  });

  it('when a JSON body is null, then no draft is created and no draft is changed', async () => {
    const count = async () => (await user.req('GET', '/api/campaigns')).body.length as number;
    const before = await count();
    expect((await user.req('POST', '/api/campaigns', 'null')).status).toBe(400);
    expect(await count()).toBe(before);
    const made = await user.req('POST', '/api/campaigns', { name: 'Null probe' });
    expect(made.status).toBe(201);
    const patched = await user.req('PATCH', `/api/campaigns/${made.body.id}`, 'null');
    expect(patched.status).toBe(400);
  });

  it.each([
    ['NUL', 'Buy now\u0000 at our sale'],
    ['a bidi override', 'Buy now \u202eelas ruo ta'],
    ['a C1 control', 'Buy now\u0085at our sale'],
  ])('when a TTS script holds %s, then 400 names the script and nothing is generated', async (_, script) => {
    const r = await user.req('POST', '/api/tts/generate', { script, voice: 'sara', language: 'english' });
    expect(r.status).toBe(400);
    expect(fieldOf(r)).toContain('script');
  });
});
