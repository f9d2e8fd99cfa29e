import { startGateway, Client } from './harness';
import { startTestServer as startCapacity } from '../../svc-capacity/test/test-server';
import { startTestServer as startPricing } from '../../svc-pricing/test/test-server';
import { startTestServer as startMedia } from '../../svc-media/test/test-server';

/**
 * A body the service refuses (413) before reading it all must not poison the gateway's pooled
 * keep-alive connection; the next call on the same pool answers (docs/security.md, "Refused bodies").
 */
describe('a refused body through the gateway', () => {
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let stopServices: () => Promise<void>;
  let admin: Client;

  beforeAll(async () => {
    const [capacity, pricing, media] = await Promise.all([startCapacity(), startPricing(), startMedia()]);
    stopServices = async () => {
      await Promise.all([capacity.stop(), pricing.stop(), media.stop()]);
    };
    // A short proxy timeout: a poisoned connection then shows as 504 in 5 s instead of 30 s.
    gw = await startGateway({
      CAPACITY_URL: capacity.base,
      PRICING_URL: pricing.base,
      MEDIA_URL: media.base,
      PROXY_TIMEOUT_MS: '5000',
    });
    admin = new Client(gw.base);
    expect((await admin.signUp('boss@example.pk')).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await gw?.stop();
    await stopServices?.();
  });

  const bigCsv = () => {
    const lines = ['date,city,timeSlot,totalCapacity,availableCapacity'];
    for (let i = 0; i < 55_000; i++)
      lines.push(`2030-01-${String((i % 28) + 1).padStart(2, '0')},karachi,18-19,1000,900`);
    return lines.join('\n');
  };

  it('when a 55,000-line capacity CSV is refused with 413, then the next five capacity calls answer', async () => {
    for (let round = 0; round < 5; round++) {
      const up = await admin.req('POST', '/api/admin/capacity/upload.csv', bigCsv(), { 'content-type': 'text/csv' });
      expect(up.status).toBe(413);
      const next = await admin.req('GET', '/api/admin/capacity/summary?date=2030-01-01');
      expect(next.status).toBe(200);
    }
  }, 60_000);

  it('when a JSON body over the limit is refused with 413, then the next pricing call answers', async () => {
    const huge = JSON.stringify({ model: 'standard', context: { pad: 'x'.repeat(3_000_000) } });
    for (let round = 0; round < 3; round++) {
      const r = await admin.req('POST', '/api/price', huge);
      expect(r.status).toBe(413);
      const next = await admin.req('POST', '/api/price', { model: 'standard', context: { reach: 1000 } });
      expect(next.status).not.toBe(504);
      expect(next.status).not.toBe(502);
    }
  }, 60_000);

  it('when a chunked CSV of unknown length is refused, then the service closes that connection and the next call answers', async () => {
    const body = Buffer.from(bigCsv());
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < body.length; i += 64 * 1024) c.enqueue(new Uint8Array(body.subarray(i, i + 64 * 1024)));
        c.close();
      },
    });
    const up = await fetch(`${gw.base}/api/admin/capacity/upload.csv`, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: gw.base, 'content-type': 'text/csv' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await up.arrayBuffer();
    // Refused either way: the 413 itself, or a 502 when the close overtakes the gateway's upload.
    expect([413, 502]).toContain(up.status);
    const next = await admin.req('GET', '/api/admin/capacity/summary?date=2030-01-01');
    expect(next.status).toBe(200);
  }, 60_000);

  it('when an 11 MB audio upload is refused, then the next media calls answer', async () => {
    // Before the gateway closed the client's connection after such an answer, the next call hung in 2 of 3 runs.
    for (let round = 0; round < 5; round++) {
      const url = (await admin.req('POST', '/api/objects/upload', {})).body.uploadURL as string;
      const up = await fetch(gw.base + url, {
        method: 'PUT',
        headers: { cookie: admin.cookie, origin: gw.base, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(11 * 1024 * 1024),
      });
      await up.arrayBuffer();
      expect(up.status).toBe(413);
      // The service refuses on the declared length at once, long before 11 MB can arrive: the client's connection,
      // with the rest of the body still on it, must not be kept for its next call.
      expect(up.headers.get('connection')).toBe('close');
      expect((await admin.req('GET', '/api/tts/voices')).status).toBe(200);
    }
  }, 60_000);
});
