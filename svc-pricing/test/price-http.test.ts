import { PriceResult } from '@rbt/contracts';
import { call, advertiser } from '@rbt/test-kit';
import { startTestServer } from './test-server';

describe('POST /api/price', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());
  const price = (body: unknown) => call(s.base, 'POST', '/api/price', { as: advertiser(), body });

  it('when a custom quote for 500000 short peak impressions is asked, then 2.61 per impression and 1305000 in total', async () => {
    const r = await price({ model: 'custom', duration: 'short', slot: 'peak', impressions: 500_000 });
    expect(r.status).toBe(200);
    expect(PriceResult.safeParse(r.body).success).toBe(true);
    expect(r.body).toMatchObject({ currency: 'PKR', unitPrice: 2.61, impressions: 500_000, total: 1_305_000 });
  });

  it('when the model inputs are derived from a campaign with normalisation on, then the price lies in the standard band', async () => {
    const r = await price({
      model: 'standard',
      normalize: true,
      context: { cities: ['lahore'], timeSlots: ['19-20'], daysOfWeek: ['sat'], reach: 250_000 },
    });
    expect(r.body).toMatchObject({
      unitPrice: 2,
      inputs: { slot: 'peak', cityTier: 'T1', dayType: 'weekend', frequency: 'high' },
    });
  });

  it.each([
    [{}, 'model', 'model is required'],
    [{ model: 7 }, 'model', 'Unknown model'],
    [{ model: 'premium' }, 'model', 'Unknown model'],
    [{ model: 'standard', slot: 'x' }, 'slot', 'Invalid slot for standard'],
    [{ model: 'standard', cityTier: 'T9' }, 'cityTier', 'Invalid city tier'],
    [{ model: 'standard', dayType: 'x' }, 'dayType', 'Invalid day type'],
    [{ model: 'standard', frequency: 'x' }, 'frequency', 'Invalid frequency'],
    [{ model: 'custom', duration: 'x' }, 'duration', 'Invalid duration'],
    [{ model: 'custom', slot: 'semipeak' }, 'slot', 'Invalid slot for custom'],
  ])('when %j is posted, then 400 on %s with "%s"', async (body, path, message) => {
    const r = await price(body);
    expect(r.status).toBe(400);
    expect(r.body.error.details[0]).toEqual({ path, message });
  });
});
