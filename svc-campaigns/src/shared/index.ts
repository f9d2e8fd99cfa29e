// What the other contexts of svc-campaigns may use of shared: their only way in, besides events.
export { answerOnce, readKey } from './data-access/idempotency';
