import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import type { Config } from '../config';

/**
 * Sign-in budgets (OWASP authentication cheat sheet: lock the guesser, not the owner):
 * - per IP, every attempt: one address cannot try many accounts;
 * - per email and IP pair, failures only: one address cannot guess one account's password, and a correct password
 *   clears the pair's count;
 * - per email, failures from every address together, with a ceiling far above the pair's: a botnet spreading
 *   guesses over many addresses is still slowed, while ten wrong passwords from ten addresses no longer lock the
 *   owner out (they used to: one per-email budget counted everyone's attempts). Past the ceiling the email is not
 *   locked: each attempt must carry a proof of work (sign-in-proof.ts), which the owner's browser pays once and a
 *   guesser for every guess.
 * Counted in Redis so every gateway instance shares them.
 */
export class SignInLimiter {
  private readonly byIp: RateLimiterRedis;
  private readonly byPair: RateLimiterRedis;
  private readonly byEmail: RateLimiterRedis;

  constructor(redis: Redis, config: Config) {
    const base = { storeClient: redis, duration: Math.round(config.LOGIN_RATE_WINDOW_MS / 1000) };
    const prefix = `${config.REDIS_KEY_PREFIX}login:`;
    this.byIp = new RateLimiterRedis({ ...base, points: config.LOGIN_RATE_LIMIT, keyPrefix: `${prefix}ip` });
    this.byPair = new RateLimiterRedis({ ...base, points: config.LOGIN_RATE_LIMIT, keyPrefix: `${prefix}pair` });
    this.byEmail = new RateLimiterRedis({ ...base, points: config.LOGIN_EMAIL_CEILING, keyPrefix: `${prefix}email` });
  }

  private static keys(ip: string, email: string) {
    const e = email.trim().toLowerCase();
    return { e, pair: `${e}|${ip}` };
  }

  /**
   * Counts this attempt against the address: `wait` = seconds to wait when the address's or the pair's budget is
   * spent; `proofNeeded` when only the email's ceiling is passed (the owner may still sign in, with a proof of work).
   */
  async attempt(ip: string, email: string): Promise<{ wait: number; proofNeeded: boolean }> {
    const { e, pair } = SignInLimiter.keys(ip, email);
    const [spentIp, pairState, emailState] = await Promise.allSettled([
      this.byIp.consume(ip),
      this.byPair.get(pair),
      this.byEmail.get(e),
    ]);
    if (spentIp.status === 'rejected') return { wait: waitOf(spentIp.reason), proofNeeded: false };
    if (pairState.status === 'rejected') throw pairState.reason;
    if (emailState.status === 'rejected') throw emailState.reason;
    if (pairState.value && pairState.value.consumedPoints >= this.byPair.points)
      return { wait: waitOf(pairState.value), proofNeeded: false };
    return { wait: 0, proofNeeded: overCeiling(emailState.value, this.byEmail.points) };
  }

  /** Whether the email is past its failure ceiling (the sign-in page asks before posting). */
  async proofNeeded(email: string): Promise<boolean> {
    return overCeiling(await this.byEmail.get(SignInLimiter.keys('', email).e), this.byEmail.points);
  }

  /** A wrong password: counts against the pair and the email's ceiling. */
  async failed(ip: string, email: string): Promise<void> {
    const { e, pair } = SignInLimiter.keys(ip, email);
    await Promise.all([this.byPair.penalty(pair), this.byEmail.penalty(e)]);
  }

  /** The right password: this address is not guessing, its failures are forgotten. */
  async succeeded(ip: string, email: string): Promise<void> {
    await this.byPair.delete(SignInLimiter.keys(ip, email).pair);
  }
}

const overCeiling = (state: RateLimiterRes | null, points: number) => Boolean(state && state.consumedPoints >= points);

function waitOf(reason: unknown): number {
  if (reason instanceof RateLimiterRes) return Math.max(1, Math.ceil(reason.msBeforeNext / 1000));
  throw reason;
}
