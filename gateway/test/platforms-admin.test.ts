import { KeyIssued, Platform, PlatformList } from '@rbt/contracts';
import { startGateway, Client } from './harness';

describe('platforms and API keys in the admin API', () => {
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let admin: Client;
  let advertiser: Client;

  beforeAll(async () => {
    gw = await startGateway();
    admin = new Client(gw.base);
    await admin.signUp('boss@example.pk');
    advertiser = new Client(gw.base);
    await advertiser.signUp('adv-platforms@example.pk');
  });
  afterAll(() => gw.stop());

  const create = async (name: string) =>
    KeyIssued.parse((await admin.req('POST', '/api/admin/platforms', { name })).body);

  it('when signed out, then 401; when an advertiser, then 403 on every operation and nothing is created', async () => {
    const anon = new Client(gw.base);
    expect((await anon.req('GET', '/api/admin/platforms')).status).toBe(401);
    expect((await anon.req('POST', '/api/admin/platforms', { name: 'Jazz' })).status).toBe(401);
    const calls = [
      advertiser.req('GET', '/api/admin/platforms'),
      advertiser.req('POST', '/api/admin/platforms', { name: 'Sneaky' }),
      advertiser.req('POST', '/api/admin/platforms/0123456789abcdef01234567/keys', {}),
      advertiser.req('DELETE', '/api/admin/platforms/0123456789abcdef01234567/keys/0123456789abcdef'),
    ];
    for (const r of await Promise.all(calls))
      expect(r).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    const list = PlatformList.parse((await admin.req('GET', '/api/admin/platforms')).body);
    expect(list.platforms.map((p) => p.name)).not.toContain('Sneaky');
  });

  it('when an admin adds a platform, then the key is answered once and the list shows only its prefix', async () => {
    const r = await admin.req('POST', '/api/admin/platforms', { name: '  Jazz RBT  ' });
    expect(r.status).toBe(201);
    const issued = KeyIssued.parse(r.body);
    expect(issued.platform.name).toBe('Jazz RBT');
    expect(issued.key.secret).toMatch(new RegExp(`^rbt_live_${issued.key.id}_[A-Za-z0-9_-]{43}$`));
    expect(issued.platform.keys).toEqual([
      expect.objectContaining({
        id: issued.key.id,
        prefix: `rbt_live_${issued.key.id}`,
        revokedAt: null,
        expiresAt: null,
      }),
    ]);
    expect(issued.platform.decisionsPerSecond).toBe(3000);
    const list = await admin.req('GET', '/api/admin/platforms');
    expect(PlatformList.parse(list.body).platforms.map((p) => p.id)).toContain(issued.platform.id);
    const secretPart = issued.key.secret.split('_').pop()!;
    expect(list.text).not.toContain(secretPart);
    expect(list.text).not.toMatch(/"hash"/);
  });

  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'Zong\u0000' }, 'name'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ name: 7 }, 'name'],
    [{ name: 'Ufone', decisionsPerSecond: 0 }, 'decisionsPerSecond'],
    [{ name: 'Ufone', decisionsPerSecond: 1.5 }, 'decisionsPerSecond'],
    [{ name: 'Ufone', role: 'admin' }, ''],
  ])('when a platform is created from %j, then 400 names the field %j', async (body, path) => {
    const r = await admin.req('POST', '/api/admin/platforms', body);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    expect(r.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('when a key is rotated with an overlap, then the older key expires at its end and the new one is open-ended', async () => {
    const { platform, key } = await create('Telenor RBT');
    const before = Date.now();
    const r = await admin.req('POST', `/api/admin/platforms/${platform.id}/keys`, { overlapHours: 2 });
    expect(r.status).toBe(201);
    const rotated = KeyIssued.parse(r.body);
    expect(rotated.key.id).not.toBe(key.id);
    const old = rotated.platform.keys.find((k) => k.id === key.id)!;
    const expires = Date.parse(old.expiresAt!);
    expect(expires).toBeGreaterThanOrEqual(before + 2 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 2 * 3_600_000);
    expect(rotated.platform.keys.find((k) => k.id === rotated.key.id)).toMatchObject({ expiresAt: null });
    const again = KeyIssued.parse((await admin.req('POST', `/api/admin/platforms/${platform.id}/keys`, {})).body);
    // A later, longer overlap never extends a key that was already due to expire.
    expect(again.platform.keys.find((k) => k.id === key.id)!.expiresAt).toBe(old.expiresAt);
  });

  it.each([[{ overlapHours: 169 }], [{ overlapHours: -1 }], [{ overlapHours: '24' }], [{ overlap: 1 }]])(
    'when a rotation asks %j, then 400 and no key is added',
    async (body) => {
      const { platform } = await create(`Rotation ${JSON.stringify(body)}`);
      const r = await admin.req('POST', `/api/admin/platforms/${platform.id}/keys`, body);
      expect(r.status).toBe(400);
      expect(r.body.error.details[0].path).toBe('overlapHours' in body ? 'overlapHours' : '');
      const list = PlatformList.parse((await admin.req('GET', '/api/admin/platforms')).body);
      expect(list.platforms.find((p) => p.id === platform.id)!.keys).toHaveLength(1);
    },
  );

  it('when a key is revoked, then it carries revokedAt and revoking again changes nothing', async () => {
    const { platform, key } = await create('Warid RBT');
    const r = await admin.req('DELETE', `/api/admin/platforms/${platform.id}/keys/${key.id}`);
    expect(r.status).toBe(200);
    const revokedAt = Platform.parse(r.body).keys[0]!.revokedAt;
    expect(revokedAt).not.toBeNull();
    const again = await admin.req('DELETE', `/api/admin/platforms/${platform.id}/keys/${key.id}`);
    expect(Platform.parse(again.body).keys[0]!.revokedAt).toBe(revokedAt);
  });

  it('when the platform or key is unknown or malformed, then 404', async () => {
    const { platform } = await create('Zong RBT');
    for (const [method, path] of [
      ['POST', '/api/admin/platforms/0123456789abcdef01234567/keys'],
      ['POST', '/api/admin/platforms/not-an-id/keys'],
      ['DELETE', '/api/admin/platforms/0123456789abcdef01234567/keys/0123456789abcdef'],
      ['DELETE', `/api/admin/platforms/${platform.id}/keys/0123456789abcdef`],
      ['DELETE', `/api/admin/platforms/${platform.id}/keys/%24ne`],
    ] as const)
      expect((await admin.req(method, path, method === 'POST' ? {} : undefined)).status).toBe(404);
  });

  it('when a write comes from another origin, then 403 and no platform is made', async () => {
    const r = await admin.req(
      'POST',
      '/api/admin/platforms',
      { name: 'Cross site' },
      { origin: 'https://evil.example' },
    );
    expect(r.status).toBe(403);
    const list = PlatformList.parse((await admin.req('GET', '/api/admin/platforms')).body);
    expect(list.platforms.map((p) => p.name)).not.toContain('Cross site');
  });
});
