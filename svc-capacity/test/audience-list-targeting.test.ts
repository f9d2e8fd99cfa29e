import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { verifyIdentity } from '@rbt/service-kit';
import { startTestServer } from './test-server';
import { decisionPath, liveCampaign, platform, subscriber } from './serving-fixtures';

/**
 * svc-pricing's member route as a stand-in HTTP server (the route itself is tested in svc-pricing): it answers
 * only a service identity signed with the shared key, as pricing does.
 */
function pricingStandIn(lists: Record<string, string[]>) {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    const caller = verifyIdentity(TEST_INTERNAL_SECRET, req.headers);
    const id = /^\/api\/audience-lists\/([^/]+)\/hashes$/.exec(req.url ?? '')?.[1];
    asked.push(`${caller?.id ?? 'anonymous'}:${id}`);
    const hashes = id ? lists[id] : undefined;
    res.statusCode = caller?.role !== 'service' ? 403 : hashes ? 200 : 404;
    res.end(hashes && caller?.role === 'service' ? JSON.stringify({ hashes }) : '{}');
  });
  return { server, asked };
}

describe('customer-list targeting', () => {
  const pricing = pricingStandIn({ 'list-1': [subscriber('vip')] });
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    await new Promise<void>((r) => pricing.server.listen(0, '127.0.0.1', r));
    const { port } = pricing.server.address() as AddressInfo;
    s = await startTestServer({ PRICING_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await s.stop();
    await new Promise((r) => pricing.server.close(r));
  });
  const hasAd = async (sub: string) =>
    ((await call(s.base, 'GET', decisionPath({ sub, city: 'karachi' }), { as: platform() })).body as string).includes(
      '<Ad ',
    );

  it('when a campaign targets a customer list, then only its members get the ad, and the list is asked for as svc-capacity', async () => {
    await liveCampaign(s.deps, 'camp-list', { audienceListId: 'list-1' });
    expect(await hasAd(subscriber('vip'))).toBe(true);
    expect(await hasAd(subscriber('other'))).toBe(false);
    expect(pricing.asked).toContain('svc-capacity:list-1');
  });

  it('when the list cannot be fetched, then the campaign serves nobody', async () => {
    await liveCampaign(s.deps, 'camp-nolist', { audienceListId: 'missing' }, 1000, 'lahore');
    const r = await call(s.base, 'GET', decisionPath({ sub: subscriber('vip'), city: 'lahore' }), { as: platform() });
    expect(r.body).not.toContain('<Ad ');
  });
});
