import type { AppContext } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { Answer, fingerprint, idempotent } from '../../data-access/idempotency';

/**
 * Answers an action on the campaign `:id` once per Idempotency-Key (`key`, already read) and caller: a retry with the
 * same key and body gets the first answer again, marked `idempotent-replayed`, and `run` is not run twice.
 */
export async function answerOnce(
  ctx: AppContext,
  deps: Deps,
  action: string,
  key: string | undefined,
  body: unknown,
  run: () => Promise<Answer>,
): Promise<void> {
  const scope = `${action}:${ctx.state.caller.id}:${ctx.params.id}`;
  const times = { ttlS: deps.config.IDEMPOTENCY_TTL_S, leaseS: deps.config.IDEMPOTENCY_LEASE_S };
  const answer = await idempotent(deps.redis, times, scope, key, fingerprint(body), run);
  ctx.status = answer.status;
  ctx.body = answer.body;
  if (answer.replayed) ctx.set('idempotent-replayed', 'true');
}
