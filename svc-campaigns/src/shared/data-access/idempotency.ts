import crypto from 'node:crypto';
import type Redis from 'ioredis';
import { AppError, badRequest, conflict, type AppContext } from '@rbt/service-kit';

export interface Answer {
  status: number;
  body: unknown;
  replayed?: boolean;
}
interface Stored {
  fp: string;
  answer?: Answer;
}

/** Identifies the request a key was first used for, so the key cannot be reused for a different one. */
export const fingerprint = (...parts: unknown[]) =>
  crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

export function readKey(header: string | undefined, name = 'Idempotency-Key'): string | undefined {
  if (header === undefined || header === '') return undefined;
  if (!/^[A-Za-z0-9._:-]{1,200}$/.test(header))
    throw badRequest(`${name}: use 1-200 letters, digits, dots, dashes, colons or underscores`);
  return header;
}

/** What answerOnce needs of the service's Deps. */
interface AnswerOnceDeps {
  redis: Redis;
  config: { IDEMPOTENCY_TTL_MS: number; IDEMPOTENCY_LEASE_MS: number };
}

/**
 * Answers an action on the campaign `:id` once per Idempotency-Key (`key`, already read) and caller: a retry with the
 * same key and body gets the first answer again, marked `idempotent-replayed`, and `run` is not run twice.
 */
export async function answerOnce(
  ctx: AppContext,
  deps: AnswerOnceDeps,
  action: string,
  key: string | undefined,
  body: unknown,
  run: () => Promise<Answer>,
): Promise<void> {
  const scope = `${action}:${ctx.state.caller.id}:${ctx.params.id}`;
  const times = { ttlMs: deps.config.IDEMPOTENCY_TTL_MS, leaseMs: deps.config.IDEMPOTENCY_LEASE_MS };
  const answer = await idempotent(deps.redis, times, scope, key, fingerprint(body), run);
  ctx.status = answer.status;
  ctx.body = answer.body;
  if (answer.replayed) ctx.set('idempotent-replayed', 'true');
}

export interface IdempotencyTimes {
  /** How long an answer is kept for replays. */
  ttlMs: number;
  /**
   * How long the key is held while its request runs, renewed every third of it: a process that dies mid-request
   * (a restart, a crash) stops renewing, so a retry with the same key can run after at most this long instead of
   * being told "still being processed" until the answer's TTL ends (the 11-25 soak: payments stuck after a restart).
   */
  leaseMs: number;
}

/**
 * Runs `run` once per key: the first request takes the key with SET NX, later identical requests wait for and
 * replay its answer. Client errors are kept (a retry gets the same answer); server errors free the key for a retry.
 */
export async function idempotent(
  redis: Redis,
  { ttlMs, leaseMs }: IdempotencyTimes,
  scope: string,
  key: string | undefined,
  fp: string,
  run: () => Promise<Answer>,
): Promise<Answer> {
  if (!key) return run();
  const k = `idem:${scope}:${key}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await redis.set(k, JSON.stringify({ fp } satisfies Stored), 'PX', leaseMs, 'NX')) {
      let answer: Answer;
      const renew = setInterval(() => void redis.pexpire(k, leaseMs).catch(() => undefined), leaseMs / 3);
      try {
        answer = await run();
      } catch (err) {
        if (err instanceof AppError && err.status < 500) {
          answer = {
            status: err.status,
            body: {
              error: {
                code: err.code,
                message: err.message,
                ...(err.details !== undefined ? { details: err.details } : {}),
              },
            },
          };
        } else {
          await redis.del(k);
          throw err;
        }
      } finally {
        clearInterval(renew);
      }
      await redis.set(k, JSON.stringify({ fp, answer } satisfies Stored), 'PX', ttlMs);
      return answer;
    }
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const v = await redis.get(k);
      if (v === null) break; // the first request failed on our side; take the key ourselves
      const stored = JSON.parse(v) as Stored;
      if (stored.fp !== fp)
        throw conflict('This Idempotency-Key was already used for a different request; use a new key.');
      if (stored.answer) return { ...stored.answer, replayed: true };
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw conflict('A request with this Idempotency-Key is still being processed; please retry shortly.');
}
