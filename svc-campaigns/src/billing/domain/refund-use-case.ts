import crypto from 'node:crypto';
import type { RefundDestination, RefundReason } from '@rbt/contracts';
import type { Ports, StoredAttempt, StoredRefund } from '../../ports';
import { refundRetryDelayMs, refundRoute } from './refund-rules';
import { paymentRefunded } from './refund-events';

export interface RefundAsk {
  ownerId: string;
  campaignId: string;
  campaignName: string;
  reason: RefundReason;
  creditNoteId?: string;
  wanted: RefundDestination;
  amountPaisa: number;
  /** The payment the money came from; null when none was made online (then it is credited). */
  attempt: StoredAttempt | null;
  /** What it returns, once (`cn:<note>`, `cancel:<reference>`). */
  sourceKey: string;
}

/**
 * Opens a refund (once per source: a second ask returns the first) and makes its first try now. The refund is its
 * own document; the job tries again on a schedule while the provider fails.
 */
export async function openRefund(p: Ports, ask: RefundAsk): Promise<StoredRefund> {
  const { attempt } = ask;
  const provider = attempt ? p.providers.get(attempt.provider) : undefined;
  const route = refundRoute(ask.wanted, attempt, provider?.refundMethods);
  const at = p.clock().toISOString();
  const opened = await p.refunds.open({
    id: crypto.randomUUID(),
    ownerId: ask.ownerId,
    campaignId: ask.campaignId,
    campaignName: ask.campaignName,
    reason: ask.reason,
    ...(ask.creditNoteId ? { creditNoteId: ask.creditNoteId } : {}),
    ...route,
    ...(attempt ? { paymentReference: attempt.reference, provider: attempt.provider, method: attempt.method } : {}),
    amountPkr: ask.amountPaisa / 100,
    amountPaisa: ask.amountPaisa,
    state: 'requested',
    tries: 0,
    nextTryAt: at,
    sourceKey: ask.sourceKey,
    leaseUntil: null,
    createdAt: at,
    updatedAt: at,
  });
  return tryRefund(p, opened.id);
}

type Outcome = { ok: boolean; code: string; message: string };

/** Asks the provider once; anything but its "done" is a failure to retry (never reported refunded). */
async function askProvider(p: Ports, r: StoredRefund): Promise<Outcome> {
  const provider = r.provider ? p.providers.get(r.provider) : undefined;
  if (!provider || !r.paymentReference || !r.method || r.method === 'bank_transfer')
    return { ok: false, code: 'no_provider', message: 'The payment has no provider to refund it' };
  // Set aside on the payment first: refunds together never return more than it took.
  if (!(await p.payments.reserveRefund(r.paymentReference, r.id, r.amountPaisa)))
    return { ok: false, code: 'over_refund', message: 'More than the payment has left to refund' };
  return provider
    .refund({
      reference: r.paymentReference,
      amountPaisa: r.amountPaisa,
      method: r.method,
      refundReference: `F${r.id.replace(/-/g, '').slice(0, 19)}`,
    })
    .catch((err: Error) => ({ ok: false, code: 'unreachable', message: `Provider not reachable: ${err.message}` }));
}

/**
 * One try of a refund, under a lease (no two instances ask the provider for it at once): credit is added to the
 * account (once per refund), or the provider is asked; refunded only when it says so, else tried again later and,
 * after the last try, `failed` for an admin.
 */
export async function tryRefund(p: Ports, id: string): Promise<StoredRefund> {
  const now = p.clock();
  const r = await p.refunds.claim(id, now, p.refundSettings.leaseMs);
  if (!r) return (await p.refunds.get(id))!;
  const at = now.toISOString();
  if (r.destination === 'credit') {
    const entry = { at, kind: 'refund' as const, campaignId: r.campaignId, refundId: r.id, key: `refund:${r.id}` };
    await p.credits.add(r.ownerId, { ...entry, amountPaisa: r.amountPaisa });
    return settled(p, r, { state: 'credited', nextTryAt: null, updatedAt: at }, now);
  }
  const o = await askProvider(p, r);
  if (o.ok) {
    await p.payments.recordRefunded(r.paymentReference!, r.id, r.amountPaisa, at);
    const set = { state: 'refunded' as const, nextTryAt: null, providerCode: o.code, providerMessage: o.message };
    return settled(p, r, { ...set, updatedAt: at }, now);
  }
  const last = r.tries >= p.refundSettings.maxTries || o.code === 'over_refund' || o.code === 'no_provider';
  const next = new Date(now.getTime() + refundRetryDelayMs(r.tries, p.refundSettings.retryMs)).toISOString();
  const set = { providerCode: o.code, providerMessage: o.message, updatedAt: at };
  const after = await p.refunds.settle(
    r.id,
    last ? { ...set, state: 'failed', nextTryAt: null } : { ...set, state: 'pending', nextTryAt: next },
  );
  return after ?? r;
}

async function settled(p: Ports, r: StoredRefund, set: Partial<StoredRefund>, now: Date): Promise<StoredRefund> {
  const after = await p.refunds.settle(r.id, set, [paymentRefunded({ ...r, ...set }, now)]);
  p.afterWrite();
  return after ?? r;
}

/** The job's round: every open refund whose next try is due. */
export async function retryDueRefunds(p: Ports, limit = 50): Promise<number> {
  const due = await p.refunds.due(p.clock(), limit);
  for (const r of due) await tryRefund(p, r.id).catch(() => undefined);
  return due.length;
}

/** Paisa of a payment not yet set aside for a refund. */
export const refundableOf = (a: StoredAttempt) => a.amountPaisa - (a.refundReservedPaisa ?? 0);
