import { assertOwned, conflict, notFound, Caller } from '@rbt/service-kit';
import type { CampaignRepository } from '../data-access/campaign-repository';
import type { BillingRepository } from '../data-access/billing-repository';
import type { PricingClient } from '../data-access/pricing-client';
import type { MediaClient } from '../data-access/media-client';
import type { PaymentProviders } from '../data-access/payment-providers';
import type { PaymentAttemptRepository } from '../data-access/payment-attempt-repository';
import type { CapacityClient } from '../data-access/capacity-client';
import type { Campaign, CampaignSet, StatusEntry } from './campaign';
import type { NotificationRepository } from '../data-access/notification-repository';
import type { BankTransferRepository } from '../data-access/bank-transfer-repository';
import type { RefundRepository } from '../data-access/refund-repository';
import type { CreditRepository } from '../data-access/credit-repository';
import type { ReconciliationRepository } from '../data-access/reconciliation-repository';
import type { AnyEventOf, BankAccount, BillingParty } from '@rbt/contracts';
export type {
  AnalyticsRepository,
  CampaignSummary,
  StoredCell,
  DeliveryCell,
  ListenEvent,
} from '../data-access/analytics-repository';
export type { CellWrite } from '../data-access/cell-batch-writer';
export type { PlaceOfPlay } from '../data-access/cell-parts';
export type { Campaign, ExtraCreativeDoc, PendingCreativeDoc, StatusEntry } from './campaign';
export type { StoredAttempt } from '../data-access/payment-attempt-repository';
export type { InquiryResult, ProviderState } from '../data-access/hosted-payments';
export type { CampaignRepository, PlayedCampaign } from '../data-access/campaign-repository';
export type { NotificationRepository } from '../data-access/notification-repository';
export type { ExportCells } from '../data-access/analytics-export-cursor';
export type { EmailOutboxRepository } from '../data-access/email-outbox-repository';
export type { EmailPreferencesRepository } from '../data-access/email-preferences-repository';
export type { Mailer } from '../data-access/smtp-mailer';
export type { ReachCounter } from '../data-access/reach-counter';
export type { SettlementRepository } from '../data-access/settlement-repository';
export type { ProofRepository, StoredProof } from '../data-access/proof-repository';
export type { ReportScheduleRepository } from '../data-access/report-schedule-repository';
export type { StoredTransfer } from '../data-access/bank-transfer-repository';
export type { StoredRefund, RefundRepository } from '../data-access/refund-repository';
export type { CreditRepository } from '../data-access/credit-repository';

/** What a use case decides: fields to set and the events that go out with them, in one write. */
export interface Change {
  set: CampaignSet;
  events: AnyEventOf<'campaigns'>[];
  history?: StatusEntry;
}

/** Payment timings and the portal URL a provider sends the payer back to (from config). */
export interface PaymentSettings {
  returnBaseUrl: string;
  expiryMs: number;
  inquiryIntervalMs: number;
  /** How long a browser return waits for the inquiry; past it the payer is sent on and the page asks again. */
  returnWaitMs: number;
}

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

export async function loadOwned(p: Ports, caller: Caller | null, id: string): Promise<Campaign> {
  const doc = await p.campaigns.get(id);
  if (!caller) {
    if (!doc) throw notFound('Campaign');
    return doc;
  }
  return assertOwned(caller, doc, 'Campaign');
}

/**
 * Load, decide, write-if-unchanged, retried on a lost race: a use case's decision is always made on the
 * document it writes over. `decide` returning null means nothing to do.
 */
export async function mutate(
  p: Ports,
  caller: Caller | null,
  id: string,
  decide: (doc: Campaign, now: Date) => Change | null,
): Promise<Campaign> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const doc = await loadOwned(p, caller, id);
    const now = p.clock();
    const change = decide(doc, now);
    if (!change) return doc;
    const after = await p.campaigns.apply(doc, change, now);
    if (after) {
      if (change.events.length) p.afterWrite();
      return after;
    }
  }
  throw conflict('The campaign kept changing while saving; please try again.');
}
