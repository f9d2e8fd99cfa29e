import zlib from 'node:zlib';
import { startGateway, Client } from './harness';
import { toneWav } from '../../libs/test-kit/src/tone-wav';
import { startWithPricingAndMedia } from '../../svc-campaigns/test/with-pricing';

/**
 * Hostile inputs and body hygiene, sent through the gateway to the real services, as the
 * hostile probe sent them (docs/security.md, "Hostile inputs (services)").
 */
describe('hostile inputs through the gateway', () => {
  let stopServices: () => Promise<void>;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let a: Client;
  let b: Client;
  let bAudio: string;
  /** A's own voice-over: a draft plays it, as one the wizard made (a script alone is never sold). */
  let aAudio: string;

  /** A's session sending exact bytes (JSON.stringify cannot write 1e999, bad UTF-8 or gzip). */
  const send = async (
    client: Client,
    method: string,
    path: string,
    body: string | Buffer,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) => {
    const res = await fetch(gw.base + path, {
      method,
      headers: { cookie: client.cookie, origin: gw.base, ...headers },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: json };
  };
  const myCampaigns = async () => (await a.req('GET', '/api/campaigns')).body.length as number;
  const draft = (over: Record<string, unknown> = {}) => ({
    name: 'Eid Sale',
    objective: 'awareness',
    cities: ['karachi', 'lahore'],
    startDate: '2030-01-10',
    endDate: '2030-01-16',
    timeSlots: ['18-19', '19-20'],
    creativeType: 'tts',
    ttsConfig: { script: 'Buy now at our Eid sale', voice: 'sara', language: 'english' },
    audioUrl: aAudio,
    goalType: 'budget',
    budget: 50000,
    rightsConfirmed: true,
    ...over,
  });
  const newDraft = async (over: Record<string, unknown> = {}) => {
    const r = await a.req('POST', '/api/campaigns', draft(over));
    expect(r.status).toBe(201);
    return r.body.id as string;
  };

  beforeAll(async () => {
    const campaigns = await startWithPricingAndMedia();
    stopServices = campaigns.stop;
    gw = await startGateway({
      CAMPAIGNS_URL: campaigns.base,
      PRICING_URL: campaigns.pricing.base,
      MEDIA_URL: campaigns.media.base,
    });
    a = new Client(gw.base);
    b = new Client(gw.base);
    expect((await a.signUp('hostile-a@example.pk')).status).toBe(200);
    expect((await b.signUp('hostile-b@example.pk')).status).toBe(200);
    const tts = await b.req('POST', '/api/tts/generate', { script: 'Only for B', voice: 'sara', language: 'english' });
    expect(tts.status).toBe(200);
    bAudio = tts.body.audioUrl;
    const own = await a.req('POST', '/api/tts/generate', {
      script: 'Buy now at our Eid sale',
      voice: 'sara',
      language: 'english',
    });
    expect(own.status).toBe(200);
    aAudio = own.body.audioUrl;
  });
  afterAll(async () => {
    await gw?.stop();
    await stopServices?.();
  });

  it('item 2: when impossible dates, slots or an infinite budget are sent to create, autosave, the step calls or submit, then each is a 400 and nothing is locked', async () => {
    const id = await newDraft();
    const n = await myCampaigns();
    const cases: Array<[string, string, string, string]> = [
      [
        'POST',
        '/api/campaigns',
        JSON.stringify(draft({ startDate: '2026-11-99' })),
        'startDate: Date must be a real calendar date',
      ],
      [
        'PATCH',
        `/api/campaigns/${id}`,
        JSON.stringify({ endDate: '2026-99-99' }),
        'endDate: Date must be a real calendar date',
      ],
      [
        'POST',
        `/api/campaigns/${id}/schedule`,
        JSON.stringify({ startDate: '2030-01-10', endDate: '2030-01-16', timeSlots: ['10-09', '23-00'] }),
        'timeSlots.0: Unknown time slot "10-09"',
      ],
      ['PATCH', `/api/campaigns/${id}`, '{"budget":1e999}', 'budget: Amount must be a finite number'],
      [
        'POST',
        `/api/campaigns/${id}/pricing`,
        '{"goalType":"budget","budgetPkr":1e999}',
        'budgetPkr: Amount must be a finite number',
      ],
    ];
    for (const [method, path, body, message] of cases) {
      const r = await send(a, method, path, body);
      expect({ path, status: r.status, message: r.body?.error?.message?.slice(0, message.length) }).toEqual({
        path,
        status: 400,
        message,
      });
    }
    expect(await myCampaigns()).toBe(n);
    const sub = await a.req('POST', `/api/campaigns/${id}/submit`, { termsAccepted: true });
    expect(sub.status).toBe(200);
    expect(sub.body.quote.totalCost).toBeLessThanOrEqual(50000 * 1.24 + 0.01);
  });

  it("item 3: when a draft's audio is another advertiser's or a foreign URL, then 400; the owner's own audio is accepted", async () => {
    const id = await newDraft({ creativeType: 'upload' });
    for (const url of [bAudio, 'http://evil.example/track.mp3']) {
      const r = await a.req('PATCH', `/api/campaigns/${id}`, { audioUrl: url });
      expect(r.status).toBe(400);
      expect(r.body.error.message).toMatch(/^audioUrl: /);
      expect((await a.req('POST', `/api/campaigns/${id}/creative`, { type: 'upload', fileUrl: url })).status).toBe(400);
    }
    const mine = await a.req('POST', '/api/tts/generate', { script: 'Only for A', voice: 'sara', language: 'english' });
    expect((await a.req('PATCH', `/api/campaigns/${id}`, { audioUrl: mine.body.audioUrl })).status).toBe(200);
    expect((await a.req('POST', `/api/campaigns/${id}/submit`, { termsAccepted: true })).status).toBe(200);
  });

  it('item 4: when ttsConfig or frontendCalculationDetails carry $-keys, dotted keys or 5,000-level nesting, then 400 (not 500) and nothing is stored', async () => {
    const id = await newDraft();
    const deep = `${'{"a":'.repeat(5000)}{}${'}'.repeat(5000)}`;
    const bodies = [
      JSON.stringify({ ttsConfig: { script: 'x', $gt: '' } }),
      JSON.stringify({ ttsConfig: { script: 'x', 'a.b': 1 } }),
      `{"frontendCalculationDetails":${deep}}`,
      JSON.stringify({ frontendCalculationDetails: { $where: '1' } }),
    ];
    for (const body of bodies) expect((await send(a, 'PATCH', `/api/campaigns/${id}`, body)).status).toBe(400);
    expect((await a.req('GET', `/api/campaigns/${id}`)).body).toMatchObject({
      ttsConfig: { script: 'Buy now at our Eid sale' },
      frontendCalculationDetails: null,
    });
  });

  it('item 5: when a JSON body is sent with Content-Encoding gzip or br, then 415 (not 500) and nothing is created', async () => {
    const n = await myCampaigns();
    const gz = await send(a, 'POST', '/api/campaigns', zlib.gzipSync(JSON.stringify(draft())), {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    const br = await send(a, 'POST', '/api/campaigns', JSON.stringify(draft()), {
      'content-type': 'application/json',
      'content-encoding': 'br',
    });
    expect([gz.status, br.status]).toEqual([415, 415]);
    expect(await myCampaigns()).toBe(n);
  });

  it('item 6: when the audience step carries 10,000 unknown city ids, then 400 and the cities are unchanged', async () => {
    const id = await newDraft();
    const r = await a.req('POST', `/api/campaigns/${id}/audience`, {
      cities: Array.from({ length: 10_000 }, (_, i) => `x${i}`),
    });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('cities: Choose at most 42 cities');
    expect((await a.req('GET', `/api/campaigns/${id}`)).body.cities).toEqual(['karachi', 'lahore']);
  });

  it('item 7: when 20 submits arrive at once, then every answer carries the one locked quote and the campaign moved once', async () => {
    const id = await newDraft();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        a.req(
          'POST',
          `/api/campaigns/${id}/submit`,
          { termsAccepted: true },
          i % 2 ? { 'idempotency-key': `k-${i}-${id}` } : {},
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.body.quote.lockedAt)).size).toBe(1);
    const detail = (await a.req('GET', `/api/campaigns/${id}`)).body;
    expect(detail.statusHistory.map((h: { to: string }) => h.to)).toEqual(['draft', 'awaiting_payment']);
  });

  it('item 9: when digital silence is uploaded as a creative, then registration refuses it with a clear message', async () => {
    const silence = toneWav(2);
    silence.fill(0, 44);
    const uploadURL = (await a.req('POST', '/api/objects/upload')).body.uploadURL;
    const put = await fetch(gw.base + uploadURL, {
      method: 'PUT',
      headers: { cookie: a.cookie, origin: gw.base, 'content-type': 'audio/wav' },
      body: new Uint8Array(silence),
    });
    expect(put.status).toBe(200);
    const reg = await a.req('PUT', '/api/audio-files', { audioFileURL: uploadURL });
    expect(reg.status).toBe(400);
    expect(reg.body.error.message).toBe(
      'This audio is silent or too quiet to use; please upload or generate audible speech.',
    );
  });

  it('item 10: when names carry NUL or bidi overrides, the bytes are not UTF-8, or the body is text/plain, then 400/415 and no draft is created', async () => {
    const n = await myCampaigns();
    const nul = await a.req('POST', '/api/campaigns', { name: 'Eid\u0000Sale', objective: 'awareness' });
    expect([nul.status, nul.body.error.message]).toEqual([
      400,
      'name: Must not contain control characters (such as NUL)',
    ]);
    const rlo = await a.req('POST', '/api/campaigns', { name: 'Sale\u202Egpj.exe', objective: 'awareness' });
    expect(rlo.status).toBe(400);
    expect(rlo.body.error.message).toMatch(/^name: Must not contain bidirectional override characters/);
    const latin1 = await send(
      a,
      'POST',
      '/api/campaigns',
      Buffer.concat([Buffer.from('{"name":"Caf'), Buffer.from([0xe9]), Buffer.from('"}')]),
    );
    expect([latin1.status, latin1.body.error.message]).toEqual([400, 'The body is not valid UTF-8.']);
    const plain = await send(a, 'POST', '/api/campaigns', JSON.stringify({ name: 'Plain' }), {
      'content-type': 'text/plain',
    });
    expect([plain.status, plain.body.error.code]).toEqual([415, 'unsupported_media_type']);
    expect(await myCampaigns()).toBe(n);
  });
});
