import crypto from 'node:crypto';
import type Redis from 'ioredis';
import type { Config } from '../config';

/**
 * Proof of work for sign-ins to an email past its failure ceiling (OWASP: lock the guesser, not the owner). Such an
 * email no longer refuses every sign-in: an attempt must carry the answer to a fresh puzzle, a nonce for which
 * SHA-256(challenge ":" nonce) starts with `bits` zero bits (2^bits hashes on average: about a second in a
 * browser at the default 18). The owner's browser pays that once; a guesser pays it for every guess, on top of the
 * per-address and per-pair limits, which still apply. Challenges are stateless (HMAC-signed: email, expiry, bits)
 * and each is accepted once (a Redis key until it expires), so one solution cannot be replayed.
 */
export interface SignInProofAnswer {
  proofChallenge?: string;
  proofNonce?: string;
}

const TTL_MS = 5 * 60_000;
const emailTag = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

/** Leading zero bits of a digest. @internal */
export function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** @internal */
export const proofDigest = (challenge: string, nonce: string) =>
  crypto.createHash('sha256').update(`${challenge}:${nonce}`).digest();

export class SignInProof {
  private readonly key: string;
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    config: Pick<Config, 'SESSION_SECRET' | 'REDIS_KEY_PREFIX' | 'LOGIN_PROOF_BITS'>,
    private readonly now = () => Date.now(),
  ) {
    this.key = `sign-in-proof:${config.SESSION_SECRET}`;
    this.prefix = `${config.REDIS_KEY_PREFIX}login:proof:`;
    this.bits = config.LOGIN_PROOF_BITS;
  }

  readonly bits: number;

  private mac = (body: string) => crypto.createHmac('sha256', this.key).update(body).digest('base64url');

  /** A puzzle for this email, valid five minutes. */
  challenge(email: string): { challenge: string; bits: number } {
    const body = [emailTag(email), this.now() + TTL_MS, crypto.randomBytes(12).toString('base64url'), this.bits].join(
      '.',
    );
    return { challenge: `${body}.${this.mac(body)}`, bits: this.bits };
  }

  /** True once for a fresh, genuine challenge for this email with a nonce that solves it. */
  async verify(email: string, answer: SignInProofAnswer): Promise<boolean> {
    const { proofChallenge: challenge, proofNonce: nonce } = answer;
    if (!challenge || !nonce || !/^[0-9]{1,16}$/.test(nonce)) return false;
    const parts = challenge.split('.');
    if (parts.length !== 5) return false;
    const [tag, expiry, , bits, mac] = parts as [string, string, string, string, string];
    const body = parts.slice(0, 4).join('.');
    const expected = Buffer.from(this.mac(body));
    if (mac.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(mac), expected)) return false;
    if (tag !== emailTag(email) || Number(expiry) < this.now() || Number(bits) < this.bits) return false;
    if (leadingZeroBits(proofDigest(challenge, nonce)) < Number(bits)) return false;
    const fresh = await this.redis.set(`${this.prefix}${mac}`, '1', 'PX', TTL_MS, 'NX');
    return fresh === 'OK';
  }
}
