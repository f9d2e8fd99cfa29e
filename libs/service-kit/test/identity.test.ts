import { signIdentity, verifyIdentity } from '../src';

const secret = 'a-secret-of-enough-length';
const caller = { id: 'u1', role: 'advertiser' as const, email: 'a@b.pk' };

describe('signed identity headers', () => {
  it('when headers are signed with the shared key, then the caller is recovered', () => {
    expect(verifyIdentity(secret, signIdentity(secret, caller))).toEqual(caller);
  });
  it('when the role is changed after signing, then verification fails', () => {
    const h = signIdentity(secret, caller);
    const forged = Buffer.from(JSON.stringify({ ...caller, role: 'admin' })).toString('base64url');
    expect(verifyIdentity(secret, { ...h, 'x-rbt-user': forged })).toBeNull();
  });
  it('when signed with another key or too long ago, then verification fails', () => {
    expect(verifyIdentity(secret, signIdentity('another-secret-value!', caller))).toBeNull();
    expect(verifyIdentity(secret, signIdentity(secret, caller, Date.now() - 120_000))).toBeNull();
  });
});
