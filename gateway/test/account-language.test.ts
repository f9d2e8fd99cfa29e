import { startGateway, Client } from './harness';
import { TEST_PASSWORD } from '@rbt/test-kit';

describe('the account language', () => {
  let gw: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gw = await startGateway();
  });
  afterAll(() => gw.stop());

  it('when an account chooses Urdu, then the user answers ur, the cookie says ur, and a new sign-in still says ur', async () => {
    const c = new Client(gw.base);
    await c.signUp('urdu@example.pk');
    expect((await c.req('GET', '/api/auth/user')).body.language).toBeUndefined();
    const r = await c.req('PATCH', '/api/account/language', { language: 'ur' });
    expect(r.status).toBe(200);
    expect(r.headers.getSetCookie().some((set) => set.startsWith('rbt_lang=ur;'))).toBe(true);
    expect((await c.req('GET', '/api/auth/user')).body.language).toBe('ur');
    const again = new Client(gw.base);
    await again.req('POST', '/api/auth/signin', { email: 'urdu@example.pk', password: TEST_PASSWORD });
    expect((await again.req('GET', '/api/auth/user')).body.language).toBe('ur');
  });

  it('when the language is not en or ur, then 400 names the field and nothing changes', async () => {
    const c = new Client(gw.base);
    await c.signUp('bad-lang@example.pk');
    for (const body of [{ language: 'fr' }, { language: 'UR' }, {}, { language: 'ur', extra: 1 }]) {
      const r = await c.req('PATCH', '/api/account/language', body);
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('validation_failed');
    }
    expect((await c.req('GET', '/api/auth/user')).body.language).toBeUndefined();
  });

  it('when signed out, then the language cannot be set on any account (401)', async () => {
    const r = await new Client(gw.base).req('PATCH', '/api/account/language', { language: 'ur' });
    expect(r.status).toBe(401);
  });
});
