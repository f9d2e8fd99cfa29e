import { createLogger } from '@rbt/service-kit';
import { uniqueName, dropDatabase, testServerEnv, TEST_PASSWORD } from '@rbt/test-kit';
import { readConfig, Config } from '../src/config';
import { start, Started } from '../src/server';

/** Starts the gateway on port 0 against the real local servers, with its own accounts database. */
export async function startGateway(
  overrides: Partial<Record<keyof Config, string>> = {},
): Promise<Started & { base: string }> {
  const config = readConfig({
    ...testServerEnv('accounts'),
    REDIS_KEY_PREFIX: `${uniqueName('gw')}:`,
    SESSION_SECRET: 'gateway-test-session-secret-0123456789-abc',
    ADMIN_EMAILS: 'boss@example.pk',
    // The tests play clients at many addresses through X-Forwarded-For, as a proxy on this machine would report them.
    TRUST_PROXY: 'loopback',
    // Closed ports unless a test points them at real services.
    CAMPAIGNS_URL: 'http://127.0.0.1:1',
    PRICING_URL: 'http://127.0.0.1:1',
    MEDIA_URL: 'http://127.0.0.1:1',
    CAPACITY_URL: 'http://127.0.0.1:1',
    // svc-media's ffmpeg work behind a call took over the production 30 s at load 16 (504 on registering a 2 s tone);
    // the tests about a slow service set their own short timeout.
    PROXY_TIMEOUT_MS: '90000',
    // Hundreds of sign-ups and sign-ins per run: at production's cost each takes a quarter of a CPU second.
    PASSWORD_HASH_COST: '10',
    ...overrides,
  });
  const s = await start(config, createLogger('gateway', 'silent'));
  return {
    ...s,
    base: `http://127.0.0.1:${s.port}`,
    stop: async () => {
      await s.stop();
      await dropDatabase(config.MONGO_URL, config.MONGO_DB).catch(() => undefined);
    },
  };
}

/** A browser-like client: keeps the session cookie and sends the portal's Origin on writes. */
export class Client {
  cookie = '';
  constructor(private readonly base: string) {}

  async req(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...headers };
    if (this.cookie) h.cookie = this.cookie;
    if (!['GET', 'HEAD'].includes(method) && !('origin' in h)) h.origin = this.base;
    if (body !== undefined && !h['content-type']) h['content-type'] = 'application/json';
    const res = await fetch(this.base + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('rbt.sid='));
    if (set) this.cookie = set.split(';')[0]!;
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* html */
    }
    return { status: res.status, body: json, text, headers: res.headers };
  }

  /** A client address of its own (the gateway trusts X-Forwarded-For from loopback), so per-IP limits don't mix clients. */
  readonly ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  /** Signs up, then signs in (sign-up itself never signs in): answers the sign-in's response, or the failed sign-up's. */
  async signUp(email: string, password = TEST_PASSWORD, firstName = 'Test') {
    const up = await this.req(
      'POST',
      '/api/auth/signup',
      { email, password, firstName, lastName: 'User', companyName: 'Acme' },
      { 'x-forwarded-for': this.ip },
    );
    if (up.status !== 202) return up;
    return this.req('POST', '/api/auth/signin', { email, password }, { 'x-forwarded-for': this.ip });
  }
}

/** The status of `call` once a second, `times` times: the way these tests keep a session busy past its idle expiry. */
export async function statusEverySecond(times: number, call: () => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    await new Promise((r) => setTimeout(r, 1000));
    statuses.push((await call()).status);
  }
  return statuses;
}
