import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { ROUTES } from '../src/routing/route-table';
import { startGateway, Client } from './harness';
import { startAllServices, Services } from './services';
import { TEST_PASSWORD } from '@rbt/test-kit';

type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  components: object;
};

/** Every `router.get('/api/…')`-style route the services and the gateway declare, as METHOD /api/{param} templates. */
function declaredRoutes(): string[] {
  const root = join(__dirname, '..', '..');
  const files = ['svc-campaigns', 'svc-capacity', 'svc-media', 'svc-pricing', 'gateway'].flatMap((ws) =>
    readdirSync(join(root, ws, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(root, ws, 'src', f)),
  );
  const found = new Set<string>();
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/\.(get|post|put|patch|delete)\((?:RAW_BODY_ROUTE, )?[`'](\/api\/[^`']*)[`']/g)) {
      const path = m[2]!.replace(/:(\w+)/g, '{$1}');
      if (path.includes('${step}'))
        for (const s of ['audience', 'schedule', 'creative', 'pricing'])
          found.add(`${m[1]} ${path.replace('${step}', s)}`);
      else if (path.includes('${kind}'))
        for (const k of ['invoice', 'receipt']) found.add(`${m[1]} ${path.replace('${kind}', k)}`);
      else found.add(`${m[1]} ${path}`);
    }
  }
  return [...found].sort();
}

describe('the OpenAPI document', () => {
  let services: Services;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let doc: Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  beforeAll(async () => {
    services = await startAllServices();
    gw = await startGateway(services.urls);
    // The whole document is an admin's (boss@example.pk is the harness's admin); others get the public part.
    const boss = new Client(gw.base);
    await boss.signUp('boss@example.pk');
    const r = await boss.req('GET', '/api/openapi.json');
    expect(r.status).toBe(200);
    doc = r.body as Doc;
  });

  it('when someone who is not an admin reads the document, then it lists the advertiser and operator APIs only', async () => {
    const paths = (d: Doc) => Object.keys(d.paths);
    const anonymous = (await new Client(gw.base).req('GET', '/api/openapi.json')).body as Doc;
    const advertiser = new Client(gw.base);
    await advertiser.signUp('openapi-reader@example.pk');
    const signedIn = (await advertiser.req('GET', '/api/openapi.json')).body as Doc;
    for (const d of [anonymous, signedIn]) {
      expect(paths(d)).toContain('/api/campaigns');
      expect(paths(d)).toContain('/rtb/v1/decisions');
      expect(paths(d).filter((p) => p.startsWith('/api/admin') || p.endsWith('/hashes'))).toEqual([]);
    }
    expect(paths(doc).filter((p) => p.startsWith('/api/admin')).length).toBeGreaterThan(5);
    expect(paths(doc)).toContain('/api/audience-lists/{id}/hashes');
  });
  afterAll(async () => {
    await gw.stop();
    await services.stop();
  });

  /** The names of an operation's query parameters, in the document's order. */
  const paramsOf = (method: string, template: string) => {
    const op = doc.paths[template]?.[method] as { parameters?: { in: string; name: string }[] } | undefined;
    return (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  };

  /** Fails the test when `status` is not documented for the operation or the body does not match its schema. */
  function expectDocumented(method: string, template: string, res: { status: number; body: unknown }) {
    const op = doc.paths[template]?.[method.toLowerCase()];
    expect(op).toBeDefined();
    const answer = op!.responses[String(res.status)];
    if (!answer) throw new Error(`${method} ${template} answered ${res.status}, which the document does not list`);
    const schema = answer.content?.['application/json']?.schema;
    if (!schema) return;
    const validate = ajv.compile({ ...schema, components: doc.components });
    if (!validate(res.body))
      throw new Error(
        `${method} ${template} ${res.status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 500)}`,
      );
  }

  it('when the routing table and the declared routes are listed, then every one of them is documented', () => {
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    for (const route of ROUTES) expect(documented.some((d) => d.split(' ')[1]!.startsWith(route.prefix))).toBe(true);
    // The viewer's own script is an asset of /api/docs, not an API operation.
    const missing = declaredRoutes().filter((r) => !r.includes('/api/docs/') && !documented.includes(r));
    expect(missing).toEqual([]);
  });

  it('when the document is read, then it is OpenAPI 3.1 with the session cookie and the error format', () => {
    const d = doc as unknown as {
      openapi: string;
      components: { securitySchemes: { session: { in: string; name: string } }; schemas: Record<string, unknown> };
    };
    expect(d.openapi).toBe('3.1.0');
    expect(d.components.securitySchemes.session).toMatchObject({ in: 'cookie', name: 'rbt.sid' });
    expect(d.components.schemas.ErrorBody).toBeDefined();
    expect(Object.keys(doc.paths['/api/campaigns']!.post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '502', '504']),
    );
  });

  it('when a service reads a query parameter, then its operation lists it (the handlers parse them from there)', () => {
    expect(paramsOf('get', '/rtb/v1/decisions')).toEqual(
      expect.arrayContaining(['sub', 'city', 'gender', 'device', 'tier', 'callId', 'codec', 'key']),
    );
    expect(paramsOf('get', '/api/admin/billing/refunds')).toEqual(['state']);
    expect(paramsOf('post', '/api/admin/capacity/upload.csv')).toEqual(['date', 'city']);
    expect(paramsOf('post', '/api/audience-lists/file')).toEqual(['name']);
    for (const path of ['/api/audio/{id}', '/api/audio/{id}/{rendition}'])
      expect(paramsOf('get', path)).toEqual(['prompt', 'download']);
    expect(paramsOf('get', '/api/audio-files/{id}/telephone')).toEqual(['prompt']);
  });

  it('when a signed URL or a payment callback carries its input in the query, then its operation lists each parameter', () => {
    expect(paramsOf('get', '/rtb/v1/track/{adServingId}/{event}')).toEqual(['exp', 'sig', 'code']);
    expect(paramsOf('post', '/rtb/v1/responses/{adServingId}')).toEqual(['exp', 'sig']);
    expect(paramsOf('get', '/rtb/v1/media/{file}')).toEqual(['exp', 'sig']);
    expect(paramsOf('put', '/api/objects/upload/{key}')).toEqual(['expires', 'max', 'sig']);
    // The fields the service reads; every other one a provider sends is kept as sent (its hash covers them).
    for (const method of ['get', 'post'])
      expect(paramsOf(method, '/api/payments/{provider}/return')).toEqual(
        expect.arrayContaining(['auth_token', 'orderRefNumber', 'pp_TxnRefNo', 'pp_Amount', 'pp_SecureHash']),
      );
    expect(paramsOf('post', '/api/payments/{provider}/ipn')).toEqual(['orderRefNumber', 'pp_TxnRefNo']);
    expect(paramsOf('get', '/api/payments/easypaisa/ipn')).toEqual(['url']);
  });

  it('when real calls go through the gateway, then each answer is documented and matches its schema', async () => {
    const c = new Client(gw.base);
    expectDocumented('GET', '/api/campaigns', await c.req('GET', '/api/campaigns'));
    expectDocumented('GET', '/api/auth/user', await c.req('GET', '/api/auth/user'));
    const email = 'openapi@example.pk';
    expectDocumented(
      'POST',
      '/api/auth/signup',
      await c.req(
        'POST',
        '/api/auth/signup',
        { email, password: TEST_PASSWORD, firstName: 'O', lastName: 'A', companyName: 'Acme' },
        { 'x-forwarded-for': c.ip },
      ),
    );
    expectDocumented(
      'POST',
      '/api/auth/signup',
      await c.req('POST', '/api/auth/signup', { email: 'nope' }, { 'x-forwarded-for': c.ip }),
    );
    expectDocumented(
      'POST',
      '/api/auth/signin',
      await c.req('POST', '/api/auth/signin', { email, password: TEST_PASSWORD }, { 'x-forwarded-for': c.ip }),
    );
    expectDocumented('GET', '/api/auth/user', await c.req('GET', '/api/auth/user'));
    expectDocumented('GET', '/api/health', await c.req('GET', '/api/health'));
    const created = await c.req('POST', '/api/campaigns', { name: 'Documented' });
    expectDocumented('POST', '/api/campaigns', created);
    expectDocumented('POST', '/api/campaigns', await c.req('POST', '/api/campaigns', { name: 7 }));
    expectDocumented('GET', '/api/campaigns', await c.req('GET', '/api/campaigns'));
    expectDocumented('GET', '/api/campaigns/{id}', await c.req('GET', `/api/campaigns/${created.body.id}`));
    expectDocumented('GET', '/api/campaigns/{id}', await c.req('GET', '/api/campaigns/000000000000000000000000'));
    expectDocumented(
      'PATCH',
      '/api/campaigns/{id}',
      await c.req('PATCH', `/api/campaigns/${created.body.id}`, { name: 'Renamed' }),
    );
    expectDocumented('GET', '/api/dashboard/stats', await c.req('GET', '/api/dashboard/stats'));
    expectDocumented('GET', '/api/invoices', await c.req('GET', '/api/invoices'));
    expectDocumented('GET', '/api/reference', await c.req('GET', '/api/reference'));
    expectDocumented('GET', '/api/tts/voices', await c.req('GET', '/api/tts/voices'));
    expectDocumented('GET', '/api/admin/campaigns', await c.req('GET', '/api/admin/campaigns'));
    expectDocumented('DELETE', '/api/campaigns/{id}', await c.req('DELETE', `/api/campaigns/${created.body.id}`));
  });

  it('when platforms, keys and ad tags are managed and /rtb is called with and without keys, then each answer is documented', async () => {
    const admin = new Client(gw.base);
    await admin.signUp('boss@example.pk');
    const created = await admin.req('POST', '/api/admin/platforms', { name: 'Documented RBT' });
    expectDocumented('POST', '/api/admin/platforms', created);
    expectDocumented('POST', '/api/admin/platforms', await admin.req('POST', '/api/admin/platforms', { name: '' }));
    expectDocumented('GET', '/api/admin/platforms', await admin.req('GET', '/api/admin/platforms'));
    const id = created.body.platform.id as string;
    const rotated = await admin.req('POST', `/api/admin/platforms/${id}/keys`, { overlapHours: 1 });
    expectDocumented('POST', '/api/admin/platforms/{id}/keys', rotated);
    const keyId = created.body.key.id as string;
    const revoked = await admin.req('DELETE', `/api/admin/platforms/${id}/keys/${keyId}`);
    expectDocumented('DELETE', '/api/admin/platforms/{id}/keys/{keyId}', revoked);
    const r = await fetch(`${gw.base}/rtb/v1/decisions?sub=${'a'.repeat(64)}`);
    expectDocumented('GET', '/rtb/v1/decisions', { status: r.status, body: await r.json() });
    const tag = await admin.req('POST', `/api/admin/platforms/${id}/ad-tags`, {});
    expectDocumented('POST', '/api/admin/platforms/{id}/ad-tags', tag);
    const creatives = async (query: string, key?: string) => {
      const res = await fetch(`${gw.base}/rtb/v1/creatives${query}`, {
        headers: key ? { authorization: `Bearer ${key}` } : {},
      });
      expectDocumented('GET', '/rtb/v1/creatives', { status: res.status, body: await res.json() });
      return res.status;
    };
    const live = rotated.body.key.secret as string;
    const adTag = tag.body.key.secret as string;
    // The list, then each refusal the gateway's key checks give: no key, the key twice, an ad-tag key.
    expect([
      await creatives('', live),
      await creatives(''),
      await creatives(`?key=${adTag}`, live),
      await creatives('', adTag),
    ]).toEqual([200, 401, 400, 403]);
  });

  it('when /api/docs is opened, then the viewer page and its own script load under the portal CSP', async () => {
    const page = await fetch(`${gw.base}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script>[^<]/);
    for (const src of [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!))
      expect((await fetch(gw.base + src)).status).toBe(200);
  });
});
