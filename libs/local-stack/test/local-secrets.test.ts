import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commonConfig, signIdentity } from '@rbt/service-kit';
import { stackEnv, uniqueName, TEST_PASSWORD } from '@rbt/test-kit';
import { portalPorts } from '../../test-kit/src/portal-ports';
import type { Portal } from '../src/portal';

// The local stack runs with secrets of its own, not the ones printed in the repository.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-secrets-'));
process.env.RBT_LOCAL_DIR = dir;
Object.assign(process.env, portalPorts(700));
const SHIPPED_INTERNAL = commonConfig.shape.INTERNAL_AUTH_SECRET._def.defaultValue();
const SHIPPED_SESSION = 'local-dev-session-secret-change-me';

/** express-session's cookie value for a session id, signed with `secret`. */
const signedCookie = (id: string, secret: string) =>
  `rbt.sid=${encodeURIComponent(`s:${id}.${crypto.createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '')}`)}`;

describe('the local stack with its own secrets, the portal started as npm start starts it', () => {
  let portal: Portal;
  let saved: Record<string, string>;

  beforeAll(async () => {
    // Loaded after RBT_LOCAL_DIR is set: paths.ts reads it once.
    const { startPortal } = await import('../src/portal');
    const run = uniqueName('secrets').replace(/-/g, '_');
    portal = await startPortal({
      stack: { ...stackEnv(), KAFKA_BROKERS: stackEnv().KAFKA_BROKERS.join(',') },
      remotes: false,
      dbPrefix: `${run}_`,
      env: { KAFKA_TOPIC_PREFIX: `${run}.`, LOG_LEVEL: 'warn', DELIVERY_SIMULATOR: 'off' },
      log: () => undefined,
    });
    saved = JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8'));
  });
  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when the stack first starts, then it writes four random secrets to .local/secrets.json, readable by its owner only', () => {
    expect(Object.keys(saved).sort()).toEqual([
      'INTERNAL_AUTH_SECRET',
      'SERVING_URL_SECRET',
      'SESSION_SECRET',
      'UPLOAD_URL_SECRET',
    ]);
    expect(new Set(Object.values(saved)).size).toBe(4);
    for (const v of Object.values(saved)) expect(v).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o077).toBe(0);
  });

  it('when a local process signs an identity with the shipped secret to a service port, then 401; with the generated one, the service answers', async () => {
    const url = `http://127.0.0.1:${process.env.CAMPAIGNS_PORT}/api/campaigns`;
    const as = { id: 'intruder', role: 'admin' as const, email: 'x@example.pk' };
    expect((await fetch(url, { headers: signIdentity(SHIPPED_INTERNAL, as) })).status).toBe(401);
    expect((await fetch(url, { headers: signIdentity(saved.INTERNAL_AUTH_SECRET!, as) })).status).toBe(200);
  });

  it('when a session cookie is re-signed with the shipped secret, then the gateway does not accept it; the real one works', async () => {
    const base = portal.url;
    const email = `${uniqueName('secrets')}@example.pk`;
    const json = { origin: base, 'content-type': 'application/json' };
    const body = JSON.stringify({ email, password: TEST_PASSWORD, firstName: 'L' });
    expect((await fetch(`${base}/api/auth/signup`, { method: 'POST', headers: json, body })).status).toBe(202);
    const signin = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: json, body });
    const cookie = signin.headers.getSetCookie()[0]!.split(';')[0]!;
    const id = decodeURIComponent(cookie.slice('rbt.sid='.length)).slice(2).split('.')[0]!;
    expect((await fetch(`${base}/api/campaigns`, { headers: { cookie } })).status).toBe(200);
    const forged = signedCookie(id, SHIPPED_SESSION);
    expect((await fetch(`${base}/api/auth/user`, { headers: { cookie: forged } })).status).toBe(401);
  });

  it('when the stack starts again, then it keeps the same secrets (sessions and signed URLs survive a restart)', async () => {
    const { localSecrets } = await import('../src/local-secrets');
    expect(localSecrets({})).toEqual(saved);
  });
});
