import { assertOwned, conflict, notFound, Caller } from '@rbt/service-kit';
import type { CampaignRepository } from '../data-access/campaign-repository';
import type { BillingRepository } from '../data-access/billing-repository';
import type { PricingClient } from '../data-access/pricing-client';
import type { MediaClient } from '../data-access/media-client';
import type { PaymentProvider } from '../data-access/payment-provider';
import type { CampaignDoc, StatusEntry } from '../data-access/campaign-model';
import type { NotificationRepository } from '../data-access/notification-repository';
import type { BankTransferRepository } from '../data-access/bank-transfer-repository';
import type { AnyEventOf, BankAccount } from '@rbt/contracts';
export type {
  AnalyticsRepository,
  CampaignSummary,
  DeliveryBatch,
  DeliveryCell,
  ListenEvent,
} from '../data-access/analytics-repository';
export type { CampaignDoc, PendingCreativeDoc, StatusEntry } from '../data-access/campaign-model';
export type { CampaignRepository, PlayedCampaign } from '../data-access/campaign-repository';
export type { NotificationRepository } from '../data-access/notification-repository';
export type { ReachCounter } from '../data-access/reach-counter';
export type { SettlementRepository } from '../data-access/settlement-repository';
export type { StoredTransfer } from '../data-access/bank-transfer-repository';

/** What a use case decides: fields to set and the events that go out with them, in one write. */
export interface Change {
  set: Record<string, unknown>;
  events: AnyEventOf<'campaigns'>[];
  history?: StatusEntry;
}

/** What the use cases reach the outside world through; compose.ts wires the real ones. */
export interface Ports {
  campaigns: CampaignRepository;
  billing: BillingRepository;
  notifications: NotificationRepository;
  pricing: PricingClient;
  media: MediaClient;
  provider: PaymentProvider;
  /** Bank transfers awaited from agencies, and the account they pay into (from configuration). */
  bankTransfers: BankTransferRepository;
  bankAccount: BankAccount;
  clock: () => Date;
  /** Called after every write that queued events, so the relay sends them without waiting for its timer. */
  afterWrite: () => void;
}

export async function loadOwned(p: Ports, caller: Caller | null, id: string): Promise<CampaignDoc> {
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
  decide: (doc: CampaignDoc, now: Date) => Change | null,
): Promise<CampaignDoc> {
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
