import { assertOwned, notFound, type Caller } from '@rbt/service-kit';
import type { CreditNote, EventOf, Language } from '@rbt/contracts';
import type { PlayedCampaign, SettlementRepository } from '../../ports';
import { mutate } from '../../campaigns';
import type { Ports } from '../../ports';
import { statusChange } from '../../campaigns';
import { emailToQueue, type EmailPorts } from '../../notifications';
import { refundCreditNote } from './cancel-use-case';
import { creditNoteDocument, settle, settlementMessage, type ShortReason } from './settlement';

type StatusChanged = EventOf<'campaigns', 'campaign.status_changed'>;
export type SettlementPorts = Pick<Ports, 'campaigns' | 'billing' | 'notifications'> &
  Pick<EmailPorts, 'emailPreferences' | 'clock'> & {
    settlement: SettlementRepository;
  };

/**
 * Kafka: a campaign completed → if fewer plays ran than were guaranteed, a credit note for the rest and the owner's
 * notification saying how many ran, how many were credited and why, and a refund of the note's total. Idempotent: one credit note per campaign
 * (unique index) and the notification's id is derived from the campaign.
 */
export async function settleOnCompletion(p: SettlementPorts & Ports, e: StatusChanged): Promise<void> {
  if (e.data.to !== 'completed') return;
  const doc = await p.campaigns.get(e.aggregateId);
  const invoice = await p.billing.invoiceFor(e.aggregateId, undefined);
  if (!doc || !invoice) return;
  const guaranteed = Math.round(doc.quote?.estImpressions ?? 0);
  const wasPaused = doc.statusHistory.some((h) => h.to === 'paused') && e.data.from === 'paused';
  const reason: ShortReason = wasPaused ? 'paused' : 'supply';
  const counted = Math.max(doc.delivery?.impressions ?? 0, await p.settlement.playsCounted(doc._id));
  const s = settle(invoice, guaranteed, counted, reason);
  if (!s) return;
  const issuedAt = new Date(e.occurredOn);
  const year = issuedAt.getUTCFullYear();
  const note: CreditNote = {
    id: `cn-${doc._id}`,
    number: `CN-${year}-${String(await p.settlement.nextSeq(year)).padStart(6, '0')}`,
    campaignId: doc._id,
    campaignName: doc.name,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    ...s,
    issuedAt: issuedAt.toISOString(),
  };
  await p.settlement.issue(note, doc.ownerId);
  // The money goes back (or to account credit) with the note; a replayed completion finds the same note and refund.
  await refundCreditNote(p, (await p.settlement.forCampaign(doc._id)) ?? note, doc.ownerId);
  const email = await emailToQueue(p, doc.ownerId, doc.ownerEmail, 'credit_note');
  await p.notifications.record({
    _id: `credit-${doc._id}`,
    userId: doc.ownerId,
    campaignId: doc._id,
    campaignName: doc.name,
    kind: 'completed',
    text: settlementMessage(doc.name, s),
    reason: null,
    at: issuedAt,
    readAt: null,
    ...(email ? { email } : {}),
  });
}

/** The credit note PDF's document, for its owner only (404 for anyone else's). */
export async function creditNoteFor(p: SettlementPorts, caller: Caller, id: string, language: Language = 'en') {
  const note = assertOwned(caller, await p.settlement.get(id), 'Credit note');
  const invoice = await p.billing.getInvoice(note.invoiceId);
  if (!invoice) throw notFound('Invoice');
  return { note, doc: creditNoteDocument(invoice, note, note.number, note.issuedAt, language) };
}

/**
 * After a counted play: a live campaign whose counted plays reached its guaranteed plays completes now (not at its
 * end date). The conditional write moves it once; capacity then stops serving it. `played` is the campaign as the
 * play's own write left it; without it (a redelivered play, whose first handling may have stopped short of this
 * step) the campaign is read.
 */
export async function completeWhenDelivered(p: Ports, campaignId: string, played?: PlayedCampaign): Promise<void> {
  const doc = played === undefined ? await p.campaigns.get(campaignId) : played;
  const guaranteed = Math.round(doc?.quote?.estImpressions ?? 0);
  if (!doc || doc.deletedAt || doc.status !== 'live' || guaranteed <= 0) return;
  if ((doc.delivery?.impressions ?? 0) < guaranteed) return;
  await mutate(p, null, campaignId, (d, now) =>
    d.status === 'live' ? statusChange(d, 'completed', 'delivery', now) : null,
  );
}
