import net from 'node:net';
import http from 'node:http';
import { Provider } from 'oidc-provider';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../libs/test-kit/src/browser';
import { startGateway } from './harness';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

describe('sign-in through an OpenID provider (authorization code + PKCE)', () => {
  let provider: http.Server;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let browser: Browser;
  let gwBase: string;

  beforeAll(async () => {
    const [opPort, gwPort] = [await freePort(), await freePort()];
    gwBase = `http://127.0.0.1:${gwPort}`;
    // A real OIDC provider (oidc-provider, with its development login and consent pages).
    const op = new Provider(`http://127.0.0.1:${opPort}`, {
      clients: [
        {
          client_id: 'rbt-portal',
          client_secret: 'rbt-portal-secret-123',
          redirect_uris: [`${gwBase}/api/auth/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      pkce: { required: () => true, methods: ['S256'] },
      claims: { email: ['email'], profile: ['given_name', 'family_name'] },
      findAccount: async (_ctx: unknown, sub: string) => ({
        accountId: sub,
        claims: async () => ({ sub, email: `${sub}@provider.example`, given_name: 'Zara', family_name: 'Iqbal' }),
      }),
    });
    provider = op.listen(opPort);
    gw = await startGateway({
      PORT: String(gwPort),
      PUBLIC_URL: gwBase,
      OIDC_ISSUER_URL: `http://127.0.0.1:${opPort}`,
      OIDC_CLIENT_ID: 'rbt-portal',
      OIDC_CLIENT_SECRET: 'rbt-portal-secret-123',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await gw.stop();
    provider.close();
  });

  it('when a visitor goes to /api/login, then they sign in at the provider and come back signed in as a new advertiser', async () => {
    const page = await browser.newPage();
    await page.goto(`${gwBase}/api/login`);
    expect(page.url()).toContain('/interaction/');
    await page.fill('input[name=login]', 'zara');
    await page.fill('input[name=password]', 'any');
    await page.click('button[type=submit]');
    await page.click('button[type=submit]'); // consent
    await page.waitForURL(`${gwBase}/`);
    const me = await page.request.get(`${gwBase}/api/auth/user`);
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'zara@provider.example',
      firstName: 'Zara',
      lastName: 'Iqbal',
      role: 'advertiser',
    });
    const users = await gw.deps.mongo.db!.collection('users').find({ oidcSubject: 'zara' }).toArray();
    expect(users).toHaveLength(1);
  });
});
