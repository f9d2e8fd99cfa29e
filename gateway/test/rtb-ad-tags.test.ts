import { AdTagIssued, KeyIssued } from '@rbt/contracts';
import { startGateway, Client } from './harness';
import { recordingUpstream, rawGet } from './recording-upstream';

const SUB = `sub=${'a'.repeat(64)}&city=karachi`;
const DECISIONS = `/rtb/v1/decisions?${SUB}`;

/**
 * Ad-tag URLs: the platform's ad-tag key as the `key` query parameter, for players that cannot send a header. The
 * capacity service is a recording upstream, so the test reads exactly what a service would get.
 */
describe('ad-tag URLs: a key in the query, scoped to decisions, revocable', () => {
  let capacity: Awaited<ReturnType<typeof recordingUpstream>>;
  let media: Awaited<ReturnType<typeof recordingUpstream>>;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let admin: Client;
  let tag: AdTagIssued;
  let live: KeyIssued;

  beforeAll(async () => {
    [capacity, media] = await Promise.all([recordingUpstream('capacity'), recordingUpstream('media')]);
    gw = await startGateway({ CAPACITY_URL: capacity.url, MEDIA_URL: media.url, CAMPAIGNS_URL: capacity.url });
    admin = new Client(gw.base);
    await admin.signUp('boss@example.pk');
    live = KeyIssued.parse((await admin.req('POST', '/api/admin/platforms', { name: 'Tagged RBT' })).body);
    const r = await admin.req('POST', `/api/admin/platforms/${live.platform.id}/ad-tags`, {});
    expect(r.status).toBe(201);
    tag = AdTagIssued.parse(r.body);
  });
  afterAll(async () => {
    await gw.stop();
    capacity.close();
    media.close();
  });

  const get = (path: string, id: string, headers: Record<string, string> = {}) =>
    rawGet(gw.base, path, { 'x-request-id': id, ...headers });
  const reached = (id: string) => capacity.seen.filter((s) => s.headers['x-request-id'] === id);

  it('when an ad tag is made, then its URL carries an rbt_tag_ key shown once, and the live key keeps working', async () => {
    expect(tag.key.secret).toMatch(/^rbt_tag_[0-9a-f]{16}_/);
    expect(tag.url.endsWith(`/rtb/v1/decisions?key=${tag.key.secret}`)).toBe(true);
    const listed = JSON.stringify((await admin.req('GET', '/api/admin/platforms')).body);
    expect(listed).not.toContain(tag.key.secret);
    expect(listed).toContain(`rbt_tag_${tag.key.id}`);
    expect((await get(DECISIONS, 'tag-live', { authorization: `Bearer ${live.key.secret}` })).status).toBe(200);
  });

  it('when a player calls the ad-tag URL, then the service gets the platform identity and a query without the key', async () => {
    const r = await get(`${DECISIONS}&key=${tag.key.secret}`, 'tag-ok');
    expect(r.status).toBe(200);
    expect(r.headers['ratelimit-limit']).toBeDefined();
    const [seen] = reached('tag-ok');
    expect(seen!.caller).toMatchObject({ id: live.platform.id, role: 'platform' });
    expect(seen!.url).toBe(DECISIONS);
    expect(JSON.stringify(seen)).not.toContain(tag.key.secret);
  });

  it.each([
    ['the key both in the header and the query', `${DECISIONS}&key=TAG`, { authorization: 'Bearer TAG' }, 400],
    ['the key twice in the query', `${DECISIONS}&key=TAG&key=TAG`, {}, 400],
    ['a full API key in the query', `${DECISIONS}&key=LIVE`, {}, 401],
    ['the ad-tag key on the creatives list', `/rtb/v1/creatives?key=TAG`, {}, 403],
    ['the ad-tag key in the header on the creatives list', '/rtb/v1/creatives', { authorization: 'Bearer TAG' }, 403],
    ['a malformed key in the query', `${DECISIONS}&key=rbt_tag_nothing`, {}, 401],
    ['an empty key parameter', `${DECISIONS}&key=`, {}, 401],
    ['a full API key as an escaped key parameter', `${DECISIONS}&%6Bey=LIVE`, {}, 401],
  ])('when a request has %s, then %s answers and nothing reaches the service', async (_, path, h, status) => {
    const id = `tag-bad-${_.length}`;
    const fill = (s: string) => s.replaceAll('TAG', tag.key.secret).replaceAll('LIVE', live.key.secret);
    const headers = Object.fromEntries(Object.entries(h).map(([k, v]) => [k, fill(v)]));
    const r = await get(fill(path), id, headers);
    expect(r.status).toBe(status);
    expect(r.text).not.toContain(tag.key.secret);
    expect(reached(id)).toHaveLength(0);
  });

  it('when a tracking URL comes with a key parameter, then the key is taken off before the service', async () => {
    const path = `/rtb/v1/track/${'1'.repeat(8)}-1111-1111-1111-${'1'.repeat(12)}/impression?exp=1&sig=x`;
    expect((await get(`${path}&key=${tag.key.secret}`, 'tag-track')).status).toBe(200);
    expect(reached('tag-track')[0]!.url).toBe(path);
  });

  it('when the ad tag is revoked, then its URL is refused at once and the live key still works', async () => {
    await admin.req('DELETE', `/api/admin/platforms/${live.platform.id}/keys/${tag.key.id}`);
    expect((await get(`${DECISIONS}&key=${tag.key.secret}`, 'tag-revoked')).status).toBe(401);
    expect(reached('tag-revoked')).toHaveLength(0);
    expect((await get(DECISIONS, 'tag-live-2', { authorization: `Bearer ${live.key.secret}` })).status).toBe(200);
  });

  it('when someone who is not an admin asks for an ad tag, then 403', async () => {
    const adv = new Client(gw.base);
    await adv.signUp('adv-tags@example.pk');
    expect((await adv.req('POST', `/api/admin/platforms/${live.platform.id}/ad-tags`, {})).status).toBe(403);
  });
});
