import { intervalJob, withLease } from '@rbt/service-kit/jobs';
import type { Deps } from '../../../deps';
import { confirmDuePayments } from '../../domain/payment-attempt-use-case';
import { retryDueRefunds } from '../../domain/refund-use-case';

/**
 * Every PAYMENT_INQUIRY_INTERVAL_MS: asks the providers about payments still waiting (a wallet not yet approved, a
 * voucher not yet paid, a provider that was down) and retries refunds owed and refunds whose provider failed. One
 * instance per round, so two instances never ask a provider for the same refund at once: the kit's lease, one per
 * database (the instances of one deployment share it; each test's database has its own, so parallel test servers
 * no longer skip each other's rounds), renewed while a long round runs and released only by its holder.
 */
export const paymentInquiryJob = (deps: Deps) =>
  intervalJob(
    deps.config.PAYMENT_INQUIRY_INTERVAL_MS,
    withLease(
      deps.redis,
      `lease:${deps.config.MONGO_DB}:payment-inquiry`,
      Math.max(deps.config.PAYMENT_INQUIRY_INTERVAL_MS, 30_000),
      async () => {
        await confirmDuePayments(deps);
        await retryDueRefunds(deps);
      },
    ),
    deps.logger,
    'payment inquiry round failed',
  );
