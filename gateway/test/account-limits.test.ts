import { parseBudgets, routeClass } from '../src/routing/account-budgets';
import { recordingUpstream } from './recording-upstream';
import { startGateway, Client } from './harness';

// OWASP API4:2023: one advertiser made 7,002 drafts in 10 s; each account now has a budget per kind of call.
describe('per-account rate limits', () => {
  it.each([
    ['GET', '/api/campaigns', 'reads'],
    ['POST', '/api/campaigns', 'drafts'],
    ['PATCH', '/api/campaigns/abc', 'writes'],
    ['POST', '/api/audience-lists', 'lists'],
    ['POST', '/api/tts', 'tts'],
    ['PUT', '/api/objects/abc', 'uploads'],
    ['POST', '/api/audio-files', 'uploads'],
    ['POST', '/api/price', 'writes'],
  ])('when %s %s is called, then it spends from the %s budget', (method, path, kind) => {
    expect(routeClass(method, path)).toBe(kind);
  });

  it('when a budget is misspelt or one is missing, then the configuration is refused', () => {
    const all = 'reads=1/1,writes=1/1,drafts=1/1,lists=1/1,uploads=1/1,tts=1/1';
    expect(parseBudgets(all).drafts).toEqual({ points: 1, seconds: 1 });
    expect(() => parseBudgets(all.replace('tts=1/1', 'ttz=1/1'))).toThrow(/ttz/);
    expect(() => parseBudgets('reads=1/1')).toThrow(/no budget for writes/);
    expect(() => parseBudgets(all.replace('reads=1/1', 'reads=0/1'))).toThrow();
  });

  describe('through the gateway', () => {
    let gw: Awaited<ReturnType<typeof startGateway>>;
    let campaigns: Awaited<ReturnType<typeof recordingUpstream>>;
    beforeAll(async () => {
      campaigns = await recordingUpstream('campaigns');
      gw = await startGateway({ CAMPAIGNS_URL: campaigns.url });
    });
    afterAll(async () => {
      await gw.stop();
      campaigns.close();
    });

    it("when one advertiser creates drafts in a loop, then the 31st is 429 with Retry-After and RateLimit headers, and another account's budget is its own", async () => {
      const flooder = new Client(gw.base);
      const other = new Client(gw.base);
      await flooder.signUp('flooder@example.pk');
      await other.signUp('bystander@example.pk');
      const create = (c: Client) => c.req('POST', '/api/campaigns', { name: 'x' });
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof create>> | undefined;
      for (let i = 0; i < 7000 && !refused; i += 1) {
        const r = await create(flooder);
        statuses.push(r.status);
        if (r.status === 429) refused = r;
      }
      expect(statuses).toEqual([...Array(30).fill(200), 429]);
      expect(refused!.body.error).toMatchObject({ code: 'rate_limited', details: { class: 'drafts' } });
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused!.headers.get('ratelimit-limit')).toBe('30');
      expect(refused!.headers.get('ratelimit-remaining')).toBe('0');
      expect(Number(refused!.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      expect(campaigns.seen.filter((s) => s.caller?.email === 'flooder@example.pk')).toHaveLength(30);
      // Another account's budget, and the flooder's reads, are untouched.
      const bystander = await create(other);
      expect(bystander.status).toBe(200);
      expect(bystander.headers.get('ratelimit-remaining')).toBe('29');
      expect((await flooder.req('GET', '/api/campaigns')).status).toBe(200);
    });

    it('when a body is larger than its route takes, then 413 before any service sees it, and the connection closes', async () => {
      const c = new Client(gw.base);
      await c.signUp('big-body@example.pk');
      const before = campaigns.seen.length;
      const r = await c.req('POST', '/api/campaigns', { name: 'x', pad: 'x'.repeat(130 * 1024) });
      expect(r.status).toBe(413);
      expect(r.body.error.code).toBe('payload_too_large');
      expect(r.headers.get('connection')).toBe('close');
      expect(campaigns.seen.length).toBe(before);
    });
  });
});
