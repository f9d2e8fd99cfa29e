import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../src/routing/forward';
import { Client } from './harness';
import { withOpenApiDoc, type Doc } from './openapi-doc';

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
  const api = withOpenApiDoc();

  it('when someone who is not an admin reads the document, then it lists the advertiser and operator APIs only', async () => {
    const paths = (d: Doc) => Object.keys(d.paths);
    const anonymous = (await new Client(api.gw.base).req('GET', '/api/openapi.json')).body as Doc;
    const advertiser = new Client(api.gw.base);
    await advertiser.signUp('openapi-reader@example.pk');
    const signedIn = (await advertiser.req('GET', '/api/openapi.json')).body as Doc;
    for (const d of [anonymous, signedIn]) {
      expect(paths(d)).toContain('/api/campaigns');
      expect(paths(d)).toContain('/rtb/v1/decisions');
      expect(paths(d).filter((p) => p.startsWith('/api/admin') || p.endsWith('/hashes'))).toEqual([]);
    }
    expect(paths(api.doc).filter((p) => p.startsWith('/api/admin')).length).toBeGreaterThan(5);
    expect(paths(api.doc)).toContain('/api/audience-lists/{id}/hashes');
  });

  /** The names of an operation's query parameters, in the document's order. */
  const paramsOf = (method: string, template: string) => {
    const op = api.doc.paths[template]?.[method] as { parameters?: { in: string; name: string }[] } | undefined;
    return (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  };

  it('when the routing table and the declared routes are listed, then every one of them is documented', () => {
    const documented = Object.entries(api.doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    for (const route of ROUTES) expect(documented.some((d) => d.split(' ')[1]!.startsWith(route.prefix))).toBe(true);
    // The viewer's own script is an asset of /api/docs, not an API operation.
    const missing = declaredRoutes().filter((r) => !r.includes('/api/docs/') && !documented.includes(r));
    expect(missing).toEqual([]);
  });

  it('when the document is read, then it is OpenAPI 3.1 with the session cookie and the error format', () => {
    const d = api.doc as unknown as {
      openapi: string;
      components: { securitySchemes: { session: { in: string; name: string } }; schemas: Record<string, unknown> };
    };
    expect(d.openapi).toBe('3.1.0');
    expect(d.components.securitySchemes.session).toMatchObject({ in: 'cookie', name: 'rbt.sid' });
    expect(d.components.schemas.ErrorBody).toBeDefined();
    expect(Object.keys(api.doc.paths['/api/campaigns']!.post.responses)).toEqual(
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

  it('when /api/docs is opened, then the viewer page and its own script load under the portal CSP', async () => {
    const page = await fetch(`${api.gw.base}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script>[^<]/);
    for (const src of [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!))
      expect((await fetch(api.gw.base + src)).status).toBe(200);
  });
});
