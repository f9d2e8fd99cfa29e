import { startGateway, Client } from './harness';
import { TEST_PASSWORD } from '@rbt/test-kit';

// Words a Latin-script page may still hold in Urdu: the brand, the other language's name on the switch.
const ALLOWED_LATIN = /RBT|Ads|English/g;

/** The page's visible words: no tags, no <style>, no attribute values. */
function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#\d+;/g, ' ');
}

describe("the gateway's sign-in pages in the visitor's language", () => {
  let gw: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gw = await startGateway();
  });
  afterAll(() => gw.stop());

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Client(gw.base).req('GET', path, undefined, headers);

  it('when the cookie says ur, then sign-in, sign-up and sign-out are right to left with no English word but the brand', async () => {
    for (const path of ['/signin', '/signup', '/api/logout']) {
      const r = await get(path, { cookie: 'other=1; rbt_lang=ur' });
      expect(r.text).toContain('<html lang="ur" dir="rtl">');
      const latin = visibleText(r.text)
        .replace(ALLOWED_LATIN, '')
        .match(/[A-Za-z]{2,}/g);
      expect({ path, latin }).toEqual({ path, latin: null });
    }
  });

  it('when there is no cookie, then Accept-Language decides, and a language the portal does not speak gives English', async () => {
    expect((await get('/signin', { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' })).text).toContain('lang="ur"');
    expect((await get('/signin', { 'accept-language': 'fr-FR,fr;q=0.9' })).text).toContain(
      '<html lang="en" dir="ltr">',
    );
    expect((await get('/signin')).text).toContain('<h1>Sign in</h1>');
  });

  it('when the cookie says en and the browser prefers ur, then the choice made before wins', async () => {
    const r = await get('/signin', { cookie: 'rbt_lang=en', 'accept-language': 'ur' });
    expect(r.text).toContain('lang="en"');
  });

  it('when the page is asked for with ?lang=ur, then it is in Urdu and the choice is kept in the cookie; junk is ignored', async () => {
    const r = await get('/signin?lang=ur&returnTo=%2Fcampaigns');
    expect(r.text).toContain('lang="ur"');
    expect(r.headers.getSetCookie().some((c) => c.startsWith('rbt_lang=ur;'))).toBe(true);
    // The switch back keeps where the visitor was going.
    expect(r.text).toContain('href="/signin?returnTo=%2Fcampaigns&#38;lang=en"');
    const junk = await get('/signin?lang=%3Cscript%3E', { cookie: 'rbt_lang=<b>' });
    expect(junk.text).toContain('lang="en"');
    expect(junk.headers.getSetCookie()).toEqual([]);
  });

  it('when an Urdu form post fails, then the page says why in Urdu, and JSON callers keep the English sentence', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', cookie: 'rbt_lang=ur' };
    const c = new Client(gw.base);
    const signIn = await c.req('POST', '/api/auth/signin', 'email=nobody%40example.pk&password=wrong-password', form);
    expect(signIn.status).toBe(401);
    expect(signIn.text).toContain('ای میل یا پاس ورڈ درست نہیں۔');
    const signUp = await c.req(
      'POST',
      '/api/auth/signup',
      `email=not-an-email&password=${TEST_PASSWORD}&firstName=A`,
      form,
    );
    expect(signUp.status).toBe(400);
    expect(signUp.text).toContain('ای میل: درست ای میل لکھیں');
    const json = await c.req(
      'POST',
      '/api/auth/signin',
      { email: 'nobody@example.pk', password: 'wrong-password' },
      {
        cookie: 'rbt_lang=ur',
      },
    );
    expect(json.body.error).toMatchObject({ code: 'invalid_credentials', message: 'Incorrect email or password.' });
  });

  it('when the Urdu page asks for its font, then the gateway serves it from its own origin', async () => {
    const r = await fetch(`${gw.base}/auth-assets/noto-nastaliq-urdu.woff2`);
    expect(r.status).toBe(200);
    expect(
      Buffer.from(await r.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
  });
});
