import { EstimateRequest } from '@rbt/contracts';
import { estimate } from '@rbt/pricing';
import { startGateway, Client } from './harness';
import { startAllServices, Services } from './services';

describe('pricing through the gateway', () => {
  let services: Services;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let c: Client;
  beforeAll(async () => {
    services = await startAllServices();
    gw = await startGateway(services.urls);
    c = new Client(gw.base);
    await c.signUp('pricing-gw@example.pk');
  });
  afterAll(async () => {
    await gw.stop();
    await services.stop();
  });

  const body = {
    audience: { cities: ['karachi', 'lahore'], gender: 'female', valueTier: 'high', deviceType: 'smartphone' },
    schedule: {
      startDate: '2027-02-01',
      endDate: '2027-02-14',
      daysOfWeek: [],
      timeSlots: ['18-19', '19-20', '09-10'],
      timezone: 'Asia/Karachi',
      pacing: 'even',
    },
    controls: { freqCapPerDay: 3 },
    goal: { type: 'budget' },
  };

  it('when an advertiser asks for an estimate, then the server answers what the shared engine computes', async () => {
    const r = await c.req('POST', '/api/estimate', body);
    expect(r.status).toBe(200);
    const expected = estimate(EstimateRequest.parse(body));
    expect(r.body.totalCost).toBe(expected.totalCost);
    expect(r.body.estImpressions).toBe(expected.estImpressions);
    expect(r.body.totalCost).toBeGreaterThan(0);
  });

  it('when no city is chosen, then 400 says so with the field path', async () => {
    const r = await c.req('POST', '/api/estimate', { ...body, audience: { ...body.audience, cities: [] } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('audience.cities: Choose at least one city');
  });

  it("when a price model is missing, then the spec's message comes back", async () => {
    const r = await c.req('POST', '/api/price', {});
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('model is required');
  });

  it('when reference data is read signed out, then it is served and cacheable', async () => {
    const r = await new Client(gw.base).req('GET', '/api/reference/cities');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('max-age');
    expect(JSON.stringify(r.body)).toContain('Karachi');
  });
});
