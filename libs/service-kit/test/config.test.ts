import { z } from 'zod';
import { commonConfig, ConfigError, loadConfig, signIdentity, verifyIdentity } from '../src';

const schema = commonConfig.extend({ OTHER_SECRET: z.string().default('shipped-other-secret-value') });
const STRONG = 'x'.repeat(32);

describe('secrets in configuration', () => {
  it('when the local stack starts a service in development, then the shipped secrets are allowed', () => {
    expect(loadConfig(schema, { RBT_LOCAL_STACK: 'true' }).INTERNAL_AUTH_SECRET).toBe(
      'local-dev-internal-secret-change-me',
    );
  });

  it.each([
    ['started by hand', {}],
    ['a production run, even from the local stack', { RBT_LOCAL_STACK: 'true', NODE_ENV: 'production' }],
  ])('when %s uses a shipped secret, then it is refused naming the key', (_label, env) => {
    expect(() => loadConfig(schema, env)).toThrow(
      new ConfigError(
        'INTERNAL_AUTH_SECRET: the shipped default is refused outside the local stack; set INTERNAL_AUTH_SECRET to a random value (openssl rand -base64 32)',
      ),
    );
    expect(() => loadConfig(schema, { ...env, INTERNAL_AUTH_SECRET: STRONG })).toThrow(
      /^OTHER_SECRET: the shipped default/,
    );
  });

  it('when every secret is set and long enough, then the configuration loads outside the local stack', () => {
    expect(
      loadConfig(schema, { NODE_ENV: 'production', INTERNAL_AUTH_SECRET: STRONG, OTHER_SECRET: STRONG }).OTHER_SECRET,
    ).toBe(STRONG);
    expect(() => loadConfig(schema, { INTERNAL_AUTH_SECRET: 'y'.repeat(31), OTHER_SECRET: STRONG })).toThrow(
      /shorter than 32 characters/,
    );
  });
});

describe('rotating the internal key', () => {
  const caller = { id: 'u1', role: 'advertiser' as const, email: 'u1@example.pk' };
  it('when services know the new and the previous key, then identities signed by either pass and a third key fails', () => {
    const keys = ['new-key-0123456789abcdef', 'old-key-0123456789abcdef'];
    expect(verifyIdentity(keys, signIdentity('old-key-0123456789abcdef', caller))).toEqual(caller);
    expect(verifyIdentity(keys, signIdentity('new-key-0123456789abcdef', caller))).toEqual(caller);
    expect(verifyIdentity(keys, signIdentity('other-key-0123456789abcd', caller))).toBeNull();
    expect(verifyIdentity([keys[0], undefined], signIdentity('old-key-0123456789abcdef', caller))).toBeNull();
  });
});
