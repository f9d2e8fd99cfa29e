import { intervalJob } from '@rbt/service-kit/jobs';
import type { Deps } from '../../deps';
import { confirmDuePayments } from '../../domain/payment-confirm-use-case';

const LEASE_KEY = 'campaigns:payment-inquiry-lease';

/**
 * Every PAYMENT_INQUIRY_INTERVAL_MS: asks the providers about payments still waiting (a wallet not yet approved, a
 * voucher not yet paid, a provider that was down) and retries refunds owed. One instance per round (a Redis lease),
 * so two instances never ask a provider for the same refund at once.
 */
export const paymentInquiryJob = (deps: Deps) =>
  intervalJob(
    deps.config.PAYMENT_INQUIRY_INTERVAL_MS,
    async () => {
      const leaseMs = Math.max(deps.config.PAYMENT_INQUIRY_INTERVAL_MS, 30_000);
      if (!(await deps.redis.set(LEASE_KEY, String(process.pid), 'PX', leaseMs, 'NX'))) return;
      try {
        await confirmDuePayments(deps);
      } finally {
        await deps.redis.del(LEASE_KEY);
      }
    },
    deps.logger,
    'payment inquiry round failed',
  );
