import { ConfigError } from '@rbt/service-kit';
import { TEST_PASSWORD } from '@rbt/test-kit';
import { configSchema, readConfig } from '../src/config';
import { hashPassword, verifyPassword, PRODUCTION_PASSWORD_COST } from '../src/auth/passwords';
import { startGateway, Client } from './harness';

/** Every `*_SECRET` key set to a strong value, so a production config is refused for the cost alone. */
const strongSecrets = Object.fromEntries(
  Object.keys(configSchema.shape)
    .filter((k) => k.endsWith('_SECRET'))
    .map((k) => [k, `a-strong-${k.toLowerCase()}-0123456789abcdef`]),
);

describe('password hash cost', () => {
  it('when production is configured below the production cost, then the gateway refuses to start naming the key', () => {
    const production = { NODE_ENV: 'production', ...strongSecrets };
    expect(() => readConfig({ ...production, PASSWORD_HASH_COST: '10' })).toThrow(ConfigError);
    expect(() => readConfig({ ...production, PASSWORD_HASH_COST: '10' })).toThrow(/^PASSWORD_HASH_COST: /);
    expect(readConfig(production).PASSWORD_HASH_COST).toBe(PRODUCTION_PASSWORD_COST);
    expect(readConfig({ ...production, PASSWORD_HASH_COST: '16' }).PASSWORD_HASH_COST).toBe(16);
    expect(readConfig({ NODE_ENV: 'test', RBT_LOCAL_STACK: 'true', PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(
      10,
    );
  });

  it('when a hash was made at another cost, then it still verifies by the cost stored with it', async () => {
    const strong = await hashPassword(TEST_PASSWORD, PRODUCTION_PASSWORD_COST);
    expect(strong.startsWith(`scrypt$${2 ** PRODUCTION_PASSWORD_COST}$8$1$`)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, strong)).toBe(true);
    expect(await verifyPassword(`${TEST_PASSWORD}x`, strong)).toBe(false);
  });

  it('when a stored hash claims a cost past what the gateway makes, then it does not verify', async () => {
    const weak = await hashPassword(TEST_PASSWORD, 10);
    const [, , , , salt, key] = weak.split('$');
    expect(await verifyPassword(TEST_PASSWORD, `scrypt$${2 ** 22}$8$1$${salt}$${key}`)).toBe(false);
  });

  it('when a test server signs someone up, then the stored hash carries its cost and signing in works', async () => {
    const gw = await startGateway();
    try {
      const c = new Client(gw.base);
      expect((await c.signUp('cost@example.pk', TEST_PASSWORD, 'Sana')).status).toBe(200);
      const stored = await gw.deps.mongo.db!.collection('users').findOne({ emailLower: 'cost@example.pk' });
      expect(stored?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
      const again = new Client(gw.base);
      const signIn = { email: 'cost@example.pk', password: TEST_PASSWORD };
      expect((await again.req('POST', '/api/auth/signin', signIn)).status).toBe(200);
      expect((await again.req('POST', '/api/auth/signin', { ...signIn, password: 'wrong-password-1' })).status).toBe(
        401,
      );
    } finally {
      await gw.stop();
    }
  });
});
