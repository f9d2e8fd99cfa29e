// What the other contexts of svc-campaigns may use of billing: their only way in, besides events.
export type { BillingRepository } from './data-access/billing-repository';
export { renderPdf } from './data-access/pdf-renderer';
export { writeText } from './data-access/pdf-rtl-text';
export type { SettlementRepository } from './data-access/settlement-repository';
export { karachiDate } from './domain/billing-document';
export { BILLING_WORDS } from './domain/billing-words';
export { creditNoteDocument, proRata } from './domain/settlement';
export { completeWhenDelivered } from './domain/settlement-use-case';
export { payTopUp, quoteTopUp } from './domain/top-up-use-case';
