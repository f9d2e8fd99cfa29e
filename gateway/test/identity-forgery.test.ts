import http from 'node:http';
import crypto from 'node:crypto';
import { signIdentity, verifyIdentity } from '@rbt/service-kit';
import { LIFTED_ACCOUNT_RATES, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { ROUTES } from '../src/routing/forward';
import { startGateway, Client } from './harness';
import { rawRequest, type RawOptions } from './raw-http';

interface Seen {
  rawHeaders: string[];
  bytes: number;
}

/**
 * Every prefix of the routing table, every body-carrying method, every hostile request shape: the service must
 * receive exactly one identity, the one the gateway signed for the real caller, never the client's forged one.
 * One recording upstream stands in for all four services so the test sees the headers as they arrive.
 */
describe('identity headers cannot be forged through the gateway, whatever the request shape', () => {
  const seen = new Map<string, Seen>();
  let upstream: http.Server;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let mallory: Client;
  let admin: Client;
  const victim = { id: '0123456789abcdef01234567', role: 'admin' as const, email: 'victim@example.pk' };

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let bytes = 0;
      req.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      req.on('end', () => {
        seen.set(String(req.headers['x-test-id']), { rawHeaders: req.rawHeaders, bytes });
        res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'planted=1' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
    // Hundreds of hostile writes from one account: the per-account limits (tested on their own) must not answer first.
    const limits = { ACCOUNT_RATE_LIMITS: LIFTED_ACCOUNT_RATES };
    gw = await startGateway({ CAMPAIGNS_URL: url, PRICING_URL: url, MEDIA_URL: url, CAPACITY_URL: url, ...limits });
    mallory = new Client(gw.base);
    await mallory.signUp('mallory@example.pk');
    admin = new Client(gw.base);
    await admin.signUp('boss@example.pk');
  });
  afterAll(async () => {
    await gw.stop();
    upstream.closeAllConnections();
    upstream.close();
  });

  const forged = () => Object.entries(signIdentity(TEST_INTERNAL_SECRET, victim)).flat();
  const body = Buffer.from(JSON.stringify({ name: 'renamed by someone else', pad: 'x'.repeat(5000) }));
  const SHAPES: Record<string, (cookie: string, origin: string) => Omit<RawOptions, 'body'>> = {
    'Expect: 100-continue': (cookie, origin) => ({
      headers: ['Cookie', cookie, 'Origin', origin, 'Content-Type', 'application/json', ...forged()],
      expectContinue: true,
    }),
    'Transfer-Encoding: chunked': (cookie, origin) => ({
      headers: ['Cookie', cookie, 'Origin', origin, 'Content-Type', 'application/json', ...forged()],
      chunked: true,
    }),
    'mixed-case names': (cookie, origin) => {
      const [, user, , ts, , sig] = forged();
      return {
        headers: [
          'cOOkie',
          cookie,
          'ORIGIN',
          origin,
          'Content-Type',
          'application/json',
          'X-Rbt-User',
          user!,
          'X-RBT-Timestamp',
          ts!,
          'x-Rbt-SIGNATURE',
          sig!,
        ],
      };
    },
    'duplicated headers': (cookie, origin) => ({
      headers: [
        'Cookie',
        cookie,
        'Origin',
        origin,
        'Content-Type',
        'application/json',
        ...forged(),
        ...forged(),
        'x-rbt-user',
        'e30',
      ],
    }),
    'hop-by-hop tricks': (cookie, origin) => ({
      headers: [
        'Cookie',
        cookie,
        'Origin',
        origin,
        'Content-Type',
        'application/json',
        'Connection',
        'keep-alive, X-Request-Id, x-forwarded-for',
        'Proxy-Connection',
        'keep-alive',
        'TE',
        'trailers',
        ...forged(),
      ],
      expectContinue: true,
    }),
  };

  // /rtb routes take no session (gateway/test/rtb-keys.test.ts covers forged headers there).
  const cases = ROUTES.filter((r) => !r.public && !r.platform).flatMap((route) =>
    ['POST', 'PUT', 'PATCH', 'DELETE'].flatMap((method) =>
      Object.keys(SHAPES).map((shape) => [route.prefix, method, shape, route.admin ? 'admin' : 'advertiser'] as const),
    ),
  );

  it.each(cases)(
    'when %s is called with %s and %s, then the service sees only the signed %s caller',
    async (prefix, method, shape, who) => {
      const client = who === 'admin' ? admin : mallory;
      const me = (await client.req('GET', '/api/auth/user')).body;
      const testId = crypto.randomUUID();
      const opts = SHAPES[shape]!(client.cookie, gw.base);
      const r = await rawRequest(gw.base, method, `${prefix}/0123456789abcdef01234567/x`, {
        ...opts,
        headers: [...opts.headers, 'x-test-id', testId],
        body,
      });
      expect({ status: r.status, text: r.text }).toEqual({ status: 200, text: '{"ok":true}' });
      expect(r.headers['set-cookie']).toBeUndefined();
      const got = seen.get(testId)!;
      expect(got.bytes).toBe(body.length);
      const names = got.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
      for (const h of ['x-rbt-user', 'x-rbt-timestamp', 'x-rbt-signature', 'x-request-id', 'x-forwarded-for'])
        expect(names.filter((n) => n === h)).toHaveLength(1);
      for (const h of ['expect', 'cookie', 'proxy-connection', 'te']) expect(names).not.toContain(h);
      const headers = Object.fromEntries(
        got.rawHeaders.flatMap((v, i) => (i % 2 === 0 ? [[v.toLowerCase(), got.rawHeaders[i + 1]!]] : [])),
      );
      // The gateway's own keep-alive hop, never the client's Connection list.
      expect(headers.connection ?? 'keep-alive').toBe('keep-alive');
      expect(verifyIdentity(TEST_INTERNAL_SECRET, headers)).toEqual({ id: me.id, role: me.role, email: me.email });
    },
  );

  it('when an anonymous caller sends forged identity headers to a public route, then the service receives no identity at all', async () => {
    const testId = crypto.randomUUID();
    const r = await rawRequest(gw.base, 'GET', '/api/reference/cities', {
      headers: [...forged(), 'X-Rbt-User', 'e30', 'x-test-id', testId],
    });
    expect(r.status).toBe(200);
    const names = seen.get(testId)!.rawHeaders.map((n) => n.toLowerCase());
    expect(names.some((n) => n.startsWith('x-rbt-'))).toBe(false);
  });

  it('when a signed-in browser posts a provider return from another site with forged identity headers, then it reaches the service with no identity at all', async () => {
    const testId = crypto.randomUUID();
    const form = Buffer.from('pp_TxnRefNo=R1&pp_SecureHash=AB');
    const r = await rawRequest(gw.base, 'POST', '/api/payments/jazzcash/return', {
      headers: [
        'Cookie',
        mallory.cookie,
        'Origin',
        'https://sandbox.jazzcash.com.pk',
        'Content-Type',
        'application/x-www-form-urlencoded',
        ...forged(),
        'x-test-id',
        testId,
      ],
      body: form,
    });
    expect(r.status).toBe(200);
    const names = seen
      .get(testId)!
      .rawHeaders.filter((_, i) => i % 2 === 0)
      .map((n) => n.toLowerCase());
    expect(names.some((n) => n.startsWith('x-rbt-') && n !== 'x-rbt-request-id')).toBe(false);
    expect(seen.get(testId)!.bytes).toBe(form.length);
  });

  it('when an anonymous caller sends forged identity headers with Expect to a private route, then 401 and the service is never reached', async () => {
    const testId = crypto.randomUUID();
    const r = await rawRequest(gw.base, 'PATCH', '/api/campaigns/0123456789abcdef01234567', {
      headers: ['Origin', gw.base, 'Content-Type', 'application/json', ...forged(), 'x-test-id', testId],
      body,
      expectContinue: true,
    });
    expect(r.status).toBe(401);
    expect(seen.has(testId)).toBe(false);
  });
});
