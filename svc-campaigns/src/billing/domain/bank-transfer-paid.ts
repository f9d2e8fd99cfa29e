import { toPaisa } from '@rbt/contracts';
import type { Ports, StoredAttempt, StoredTransfer } from '../../ports';
import { recordPaid } from './payment-paid-use-case';

/**
 * A bank transfer as a payment attempt (provider and method `bank_transfer`, the transfer's `BT…` reference): it
 * has no provider page and no inquiry, so it waits with no check scheduled. Made when the advertiser asks for the
 * transfer; made here too for a transfer older than that rule (the repository returns the one already made).
 */
export function transferAttempt(p: Ports, t: StoredTransfer, payerEmail: string): Promise<StoredAttempt> {
  return p.payments.create({
    id: t.id,
    reference: t.reference,
    campaignId: t.campaignId,
    ownerId: t.ownerId,
    payerEmail,
    provider: 'bank_transfer',
    method: 'bank_transfer',
    state: 'pending',
    amountPkr: t.amountDuePkr,
    amountPaisa: toPaisa(t.amountDuePkr),
    createdAt: t.createdAt,
    updatedAt: t.createdAt,
    // A transfer has no lapse of its own; the field is the attempt's shape.
    expiresAt: t.createdAt,
    nextCheckAt: null,
  });
}

/**
 * The money of a transfer has all arrived (an admin's statement line or hand entry is the confirmation): the same
 * settlement as a provider's confirmed inquiry — the invoice, the campaign to review, its events through the outbox.
 * Idempotent, so a statement uploaded again finishes a settlement a crash cut short.
 */
export async function recordReceivedTransfer(p: Ports, t: StoredTransfer): Promise<void> {
  if (t.status !== 'received') return;
  const a = await transferAttempt(p, t, '');
  if (a.state === 'paid' && a.invoiceId) return;
  await recordPaid(p, a, {
    state: 'paid',
    code: 'received',
    message: 'Bank transfer received',
    amountPaisa: toPaisa(t.amountDuePkr),
    providerReference: t.reference,
  });
}
