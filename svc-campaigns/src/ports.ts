import type { CampaignRepository } from './campaigns/data-access/campaign-repository';
import type { BillingRepository } from './billing/data-access/billing-repository';
import type { PricingClient } from './campaigns/data-access/pricing-client';
import type { MediaClient } from './campaigns/data-access/media-client';
import type { PaymentProviders } from './billing/data-access/payment-providers';
import type { PaymentAttemptRepository } from './billing/data-access/payment-attempt-repository';
import type { CapacityClient } from './campaigns/data-access/capacity-client';
import type { NotificationRepository } from './notifications/data-access/notification-repository';
import type { BankTransferRepository } from './billing/data-access/bank-transfer-repository';
import type { RefundRepository } from './billing/data-access/refund-repository';
import type { CreditRepository } from './billing/data-access/billing-repository';
import type { ReconciliationRepository } from './billing/data-access/reconciliation-repository';
import type { BankAccount, BillingParty } from '@rbt/contracts';
import type { PaymentSettings } from './billing/domain/payment-attempt-use-case';
export type {
  AnalyticsRepository,
  CampaignSummary,
  StoredCell,
  DeliveryCell,
  ListenEvent,
} from './analytics/data-access/analytics-repository';
export type { Campaign } from './campaigns/domain/campaign';
export type { StoredAttempt } from './billing/data-access/payment-attempt-repository';
export type { ProviderState } from './billing/data-access/hosted-payments';
export type { CampaignRepository, PlayedCampaign } from './campaigns/data-access/campaign-repository';
export type { NotificationRepository } from './notifications/data-access/notification-repository';
export type { ExportCells } from './analytics/data-access/analytics-export-cursor';
export type { EmailOutboxRepository } from './notifications/data-access/email-outbox-repository';
export type { EmailPreferencesRepository } from './notifications/data-access/email-preferences-repository';
export type { Mailer } from './notifications/data-access/smtp-mailer';
export type { ReachCounter } from './analytics/data-access/reach-counter';
export type { SettlementRepository } from './billing/data-access/settlement-repository';
export type { ProofRepository, StoredProof } from './analytics/data-access/proof-repository';
export type { ReportScheduleRepository } from './analytics/data-access/report-schedule-repository';
export type { StoredTransfer } from './billing/data-access/bank-transfer-repository';
export type { StoredRefund, RefundRepository } from './billing/data-access/refund-repository';
export type { CreditRepository } from './billing/data-access/billing-repository';

/** How refunds are retried when the provider fails (from config). */
export interface RefundSettings {
  /** The first wait before asking again; doubled each try, at most an hour. */
  retryMs: number;
  /** Tries before a refund is `failed` and left to an admin. */
  maxTries: number;
  /** How long one try holds the refund (longer than the provider's timeout). */
  leaseMs: number;
}

/** What the use cases reach the outside world through; compose.ts wires the real ones. */
export interface Ports {
  campaigns: CampaignRepository;
  billing: BillingRepository;
  notifications: NotificationRepository;
  pricing: PricingClient;
  media: MediaClient;
  /** Hosted-checkout providers by name (compose.ts builds them from config). */
  providers: PaymentProviders;
  payments: PaymentAttemptRepository;
  paymentSettings: PaymentSettings;
  capacity: CapacityClient;
  /** Bank transfers awaited from agencies, and the account they pay into (from configuration). */
  bankTransfers: BankTransferRepository;
  bankAccount: BankAccount;
  /** Refunds (one document each) and account credit. */
  refunds: RefundRepository;
  credits: CreditRepository;
  refundSettings: RefundSettings;
  /** What reconciliation reads across the payment collections, and its reports. */
  reconciliation: ReconciliationRepository;
  reconciliationSettings: { windowMs: number; maxItems: number };
  /** The seller printed on every invoice (its registered name, address, NTN and STRN, from configuration). */
  seller: BillingParty;
  clock: () => Date;
  /** Called after every write that queued events, so the relay sends them without waiting for its timer. */
  afterWrite: () => void;
}
