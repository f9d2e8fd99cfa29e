import { defineCounter } from '@rbt/service-kit';

/** Provider callbacks refused (forged signature, unknown reference, wrong amount, replay): each one is looked at. */
export const refusedPaymentCallbacks = defineCounter({
  name: 'payment_callbacks_refused_total',
  help: 'Provider returns and IPNs refused without any change, by provider and reason',
  labelNames: ['provider', 'reason'] as const,
});
