import { startGateway, Client } from './harness';
import { startAllServices, Services } from './services';
import { toneWav } from '../../libs/test-kit/src/tone-wav';

describe('ownership across services, through the gateway', () => {
  let services: Services;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let a: Client;
  let b: Client;
  let campaignId: string;
  let audioPath: string;
  let uploadURL: string;

  beforeAll(async () => {
    services = await startAllServices();
    gw = await startGateway(services.urls);
    a = new Client(gw.base);
    b = new Client(gw.base);
    await a.signUp('owner-a@example.pk');
    await b.signUp('other-b@example.pk');
    campaignId = (await a.req('POST', '/api/campaigns', { name: 'A only', objective: 'awareness' })).body.id;
    uploadURL = (await a.req('POST', '/api/objects/upload')).body.uploadURL;
    const put = await fetch(gw.base + uploadURL, {
      method: 'PUT',
      headers: { cookie: a.cookie, origin: gw.base, 'content-type': 'audio/wav' },
      body: new Uint8Array(toneWav(2)),
    });
    expect(put.status).toBeLessThan(300);
    const reg = await a.req('PUT', '/api/audio-files', { audioFileURL: uploadURL });
    expect(reg.status).toBe(200);
    audioPath = reg.body.objectPath;
  });
  afterAll(async () => {
    await gw.stop();
    await services.stop();
  });

  const audience = { cities: ['karachi'], gender: 'all', valueTier: 'all', freqCapPerDay: 2 };
  const schedule = { startDate: '2027-01-01', endDate: '2027-01-07', timeSlots: ['18-19'] };

  it("when advertiser B calls any campaign endpoint with A's id, then 404 and A's campaign is untouched", async () => {
    const calls: Array<[string, string, unknown?, Record<string, string>?]> = [
      ['GET', `/api/campaigns/${campaignId}`],
      ['PATCH', `/api/campaigns/${campaignId}`, { name: 'hijacked' }],
      ['POST', `/api/campaigns/${campaignId}/audience`, audience],
      ['POST', `/api/campaigns/${campaignId}/schedule`, schedule],
      [
        'POST',
        `/api/campaigns/${campaignId}/creative`,
        { type: 'tts', fileUrl: '/api/audio/00000000-0000-4000-8000-000000000000' },
      ],
      ['POST', `/api/campaigns/${campaignId}/pricing`, { goalType: 'budget', budgetPkr: 1000 }],
      ['POST', `/api/campaigns/${campaignId}/duplicate`],
      ['POST', `/api/campaigns/${campaignId}/submit`, { termsAccepted: true }, { 'idempotency-key': 'b-submit-0001' }],
      [
        'POST',
        `/api/campaigns/${campaignId}/payments`,
        { provider: 'jazzcash', method: 'wallet' },
        { 'idempotency-key': 'b-pay-000001' },
      ],
      ['DELETE', `/api/campaigns/${campaignId}`],
    ];
    for (const [method, path, body, headers] of calls) {
      const r = await b.req(method, path, body, headers);
      expect({ method, path, status: r.status }).toEqual({ method, path, status: 404 });
    }
    const mine = await a.req('GET', `/api/campaigns/${campaignId}`);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).toContain('A only');
    expect((await b.req('GET', '/api/campaigns')).body).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: campaignId })]),
    );
  });

  it("when advertiser B asks for A's audio or upload, then 404", async () => {
    const id = audioPath.split('/').pop();
    for (const path of [audioPath, `${audioPath}/telephone`, `${audioPath}/original`, `/api/audio-files/${id}`]) {
      expect({ path, status: (await b.req('GET', path)).status }).toEqual({ path, status: 404 });
    }
    expect((await a.req('GET', audioPath)).status).toBe(200);
    expect((await b.req('PUT', '/api/audio-files', { audioFileURL: uploadURL })).status).toBe(404);
  });
});
