import type { Connection } from 'mongoose';
import type { Invoice, Payment, ReconciliationReport } from '@rbt/contracts';
import type { CollectionIndex } from '@rbt/service-kit';
import type { StoredAttempt } from './payment-attempt-repository';
import type { StoredTransfer } from './bank-transfer-repository';
import type { StoredRefund } from './refund-repository';

type WithId<T extends { id: string }> = Omit<T, 'id'> & { _id: string };
const fromDoc = <T extends { id: string }>({ _id, ...rest }: WithId<T>) => ({ id: _id, ...rest }) as unknown as T;

/** Reports are looked up by day (one daily run) and listed newest first. */
export const reconciliationIndexes: CollectionIndex[] = [
  { collection: 'reconciliation_reports', key: { day: 1, startedAt: -1 } },
  { collection: 'reconciliation_reports', key: { startedAt: -1 } },
  { collection: 'invoices', key: { issuedAt: -1 } },
  { collection: 'payment_attempts', key: { createdAt: -1 } },
];

/** An invoice and the payment record it was issued for (none would itself be a mismatch). */
export interface InvoiceWithPayment {
  invoice: Invoice;
  payment: Payment | null;
}

/**
 * What reconciliation reads across the payment collections (attempts, invoices and their payments, bank transfers)
 * for a window of days, and the reports it writes (collection `reconciliation_reports`).
 */
export function reconciliationRepository(conn: Connection) {
  const db = conn.db!;
  const attempts = db.collection<WithId<StoredAttempt>>('payment_attempts');
  const invoices = db.collection<WithId<Invoice>>('invoices');
  const payments = db.collection<WithId<Payment>>('payments');
  const transfers = db.collection<WithId<StoredTransfer>>('bank_transfers');
  const reports = db.collection<WithId<ReconciliationReport>>('reconciliation_reports');
  const refunds = db.collection<WithId<StoredRefund>>('refunds');
  return {
    /** Attempts made since the instant (ISO strings compare in time order). */
    async attemptsSince(since: string, limit: number): Promise<StoredAttempt[]> {
      const docs = await attempts
        .find({ createdAt: { $gte: since } })
        .sort({ createdAt: 1 })
        .limit(limit)
        .toArray();
      return docs.map((d) => fromDoc<StoredAttempt>(d));
    },
    async attemptById(id: string): Promise<StoredAttempt | null> {
      const d = await attempts.findOne({ _id: id });
      return d ? fromDoc<StoredAttempt>(d) : null;
    },
    async invoicesSince(since: string, limit: number): Promise<InvoiceWithPayment[]> {
      const docs = await invoices
        .find({ issuedAt: { $gte: since } })
        .sort({ issuedAt: 1 })
        .limit(limit)
        .toArray();
      const paid = await payments.find({ campaignId: { $in: [...new Set(docs.map((d) => d.campaignId))] } }).toArray();
      const key = (x: { campaignId: string; topUpId?: string }) => `${x.campaignId}/${x.topUpId ?? ''}`;
      const byPurchase = new Map(paid.map((p) => [key(p), fromDoc<Payment>(p)]));
      return docs.map((d) => ({ invoice: fromDoc<Invoice>(d), payment: byPurchase.get(key(d)) ?? null }));
    },
    /** Refunds opened since the instant, and every `failed` one whatever its age (money owed until an admin acts). */
    async refundsSince(since: string, limit: number): Promise<StoredRefund[]> {
      const docs = await refunds
        .find({ $or: [{ createdAt: { $gte: since } }, { state: 'failed' }] }, { projection: { outbox: 0 } })
        .sort({ createdAt: 1 })
        .limit(limit)
        .toArray();
      return docs.map((d) => fromDoc<StoredRefund>(d));
    },
    async transferByReference(reference: string): Promise<StoredTransfer | null> {
      const d = await transfers.findOne({ reference });
      return d ? fromDoc<StoredTransfer>(d) : null;
    },
    async save(r: ReconciliationReport): Promise<void> {
      const { id, ...rest } = r;
      await reports.replaceOne({ _id: id }, rest, { upsert: true });
    },
    async latest(): Promise<ReconciliationReport | null> {
      const d = await reports.find().sort({ startedAt: -1 }).limit(1).next();
      return d ? fromDoc<ReconciliationReport>(d) : null;
    },
    /** Whether the day already has a report (the daily job then has nothing to do). */
    async hasDay(day: string): Promise<boolean> {
      return (await reports.countDocuments({ day }, { limit: 1 })) > 0;
    },
  };
}
export type ReconciliationRepository = ReturnType<typeof reconciliationRepository>;
