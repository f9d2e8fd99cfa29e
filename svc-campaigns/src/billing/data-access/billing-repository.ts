import type { Connection } from 'mongoose';
import type { BillingProfile, CreditEntry, Invoice, Payment, RefundDestination } from '@rbt/contracts';
import type { CollectionIndex } from '@rbt/service-kit';

type Stored<T extends { id: string }> = Omit<T, 'id'> & { _id: string; ownerId: string };

/** Built once at start by the service-kit's buildIndexes. */
export const billingIndexes: CollectionIndex[] = [
  // One first payment and invoice per campaign (no topUpId), and one of each per top-up.
  { collection: 'payments', key: { campaignId: 1, topUpId: 1 }, options: { unique: true } },
  { collection: 'invoices', key: { campaignId: 1, topUpId: 1 }, options: { unique: true } },
  { collection: 'invoices', key: { number: 1 }, options: { unique: true } },
  { collection: 'invoices', key: { ownerId: 1, issuedAt: -1 } },
  { collection: 'account_credits', key: { 'entries.key': 1 } },
];

/**
 * The unique campaignId indexes of the first releases would refuse a top-up's invoice; a database made before it drops
 * them once (the compound indexes above keep one first payment and invoice per campaign).
 */
export async function dropPreTopUpIndexes(conn: Connection): Promise<void> {
  for (const name of ['payments', 'invoices'])
    await conn
      .db!.collection(name)
      .dropIndex('campaignId_1')
      .catch(() => undefined);
}

/** Payments and invoices; unique indexes on (campaignId, topUpId) make a second payment or invoice for one purchase impossible. */
export function billingRepository(conn: Connection) {
  const db = conn.db!;
  const payments = db.collection<Stored<Payment>>('payments');
  const invoices = db.collection<Stored<Invoice>>('invoices');
  const counters = db.collection<{ _id: string; seq: number }>('counters');
  /** One billing profile per user (_id = user id), asked once at checkout. */
  const profiles = db.collection<BillingProfile & { _id: string; updatedAt: Date }>('billing_profiles');
  const toPayment = ({ _id, ownerId: _o, ...rest }: Stored<Payment>): Payment => ({ id: _id, ...rest });
  const toInvoice = ({ _id, ...rest }: Stored<Invoice>): Invoice => ({ id: _id, ...rest }) as Invoice;
  const isDuplicate = (err: unknown) => (err as { code?: number }).code === 11000;

  /** The year's next invoice serial (one atomic increment). */
  const nextInvoiceSeq = async (year: number): Promise<number> => {
    const r = await counters.findOneAndUpdate(
      { _id: `invoice-${year}` },
      { $inc: { seq: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    return r!.seq;
  };
  const repo = {
    /** Inserts the payment, or returns the one already recorded for the campaign. */
    async recordPayment(p: Payment, ownerId: string): Promise<Payment> {
      const { id, ...rest } = p;
      try {
        await payments.insertOne({ _id: id, ownerId, ...rest });
        return p;
      } catch (err) {
        if (!isDuplicate(err)) throw err;
        return toPayment(
          (await payments.findOne({ campaignId: p.campaignId, topUpId: p.topUpId ?? { $exists: false } }))!,
        );
      }
    },
    /** The invoice already issued for a purchase (the campaign's first payment, or one top-up), if any. */
    async invoiceFor(campaignId: string, topUpId: string | undefined): Promise<Invoice | null> {
      const doc = await invoices.findOne({ campaignId, topUpId: topUpId ?? { $exists: false } });
      return doc ? toInvoice(doc) : null;
    },
    /**
     * Issues the purchase's invoice under the next serial number, or returns the one it already has. Two unique
     * indexes can refuse the insert: the purchase's (it was issued meanwhile: that invoice is the answer) or the
     * number's (the counter lags behind a number already used, e.g. after a restore): then the next number is taken.
     * A number is spent only by an invoice, so serials stay without gaps.
     */
    async issueInvoice(inv: Omit<Invoice, 'number' | 'receiptNumber'>, numberOf: (seq: number) => string) {
      const { id, ...rest } = inv;
      for (let attempt = 0; attempt < 20; attempt++) {
        const number = numberOf(await nextInvoiceSeq(new Date(inv.issuedAt).getUTCFullYear()));
        const doc = { ...rest, number, receiptNumber: number.replace(/^INV-/, 'RCT-') };
        try {
          await invoices.insertOne({ _id: id, ...doc });
          return { id, ...doc } as Invoice;
        } catch (err) {
          if (!isDuplicate(err)) throw err;
          const issued = await repo.invoiceFor(inv.campaignId, inv.topUpId);
          if (issued) return issued;
        }
      }
      throw new Error(`No free invoice number after 20 tries (campaign ${inv.campaignId})`);
    },
    async listInvoices(filter: { ownerId?: string }): Promise<Invoice[]> {
      return (await invoices.find(filter).sort({ issuedAt: -1 }).limit(200).toArray()).map(toInvoice);
    },
    /** The payment an invoice records: the campaign's first one, or its top-up's. */
    async paymentForInvoice(inv: Pick<Invoice, 'campaignId' | 'topUpId'>): Promise<Payment | null> {
      const doc = await payments.findOne({ campaignId: inv.campaignId, topUpId: inv.topUpId ?? { $exists: false } });
      return doc ? toPayment(doc) : null;
    },
    async getProfile(ownerId: string): Promise<BillingProfile | null> {
      const doc = await profiles.findOne({ _id: ownerId });
      return doc ? { name: doc.name, company: doc.company, address: doc.address, ntn: doc.ntn } : null;
    },
    async saveProfile(ownerId: string, profile: BillingProfile): Promise<BillingProfile> {
      await profiles.updateOne({ _id: ownerId }, { $set: { ...profile, updatedAt: new Date() } }, { upsert: true });
      return profile;
    },
    async getInvoice(id: string): Promise<Invoice | null> {
      const doc = await invoices.findOne({ _id: id });
      return doc ? toInvoice(doc) : null;
    },
  };
  return repo;
}
export type BillingRepository = ReturnType<typeof billingRepository>;

/** A movement as stored: paisa, and the key that makes it happen once. */
interface StoredEntry extends Omit<CreditEntry, 'amountPkr'> {
  amountPaisa: number;
  key: string;
}
interface CreditDoc {
  _id: string;
  balancePaisa: number;
  /** Where a credit note's money goes for this account (the source unless the owner chose credit). */
  refundTo?: RefundDestination;
  entries: StoredEntry[];
}

/**
 * An advertiser's account credit: one document per owner, the balance and every movement. Each movement carries a
 * key (the refund, the attempt it pays) and is written only if that key is not there yet, so a retried step never
 * counts twice; a spend is written only if the balance covers it.
 */
export function creditRepository(conn: Connection) {
  const col = conn.db!.collection<CreditDoc>('account_credits');
  return {
    async get(ownerId: string): Promise<{ balancePaisa: number; refundTo: RefundDestination; entries: StoredEntry[] }> {
      const d = await col.findOne({ _id: ownerId });
      return { balancePaisa: d?.balancePaisa ?? 0, refundTo: d?.refundTo ?? 'source', entries: d?.entries ?? [] };
    },
    async setRefundTo(ownerId: string, refundTo: RefundDestination): Promise<void> {
      await col.updateOne(
        { _id: ownerId },
        { $set: { refundTo }, $setOnInsert: { balancePaisa: 0, entries: [] } },
        { upsert: true },
      );
    },
    /** Adds credit once per key; true when this call added it. */
    async add(ownerId: string, entry: StoredEntry): Promise<boolean> {
      await col.updateOne({ _id: ownerId }, { $setOnInsert: { balancePaisa: 0, entries: [] } }, { upsert: true });
      const r = await col.updateOne(
        { _id: ownerId, 'entries.key': { $ne: entry.key } },
        { $inc: { balancePaisa: entry.amountPaisa }, $push: { entries: entry } },
      );
      return r.modifiedCount === 1;
    },
    /**
     * Takes up to `wantedPaisa` once per key (what the balance holds); returns what was taken (0 when none, or what
     * an earlier call under the same key took).
     */
    async spend(ownerId: string, wantedPaisa: number, entry: Omit<StoredEntry, 'amountPaisa'>): Promise<number> {
      for (let i = 0; i < 10; i++) {
        const d = await col.findOne({ _id: ownerId });
        const done = d?.entries.find((e) => e.key === entry.key);
        if (done) return -done.amountPaisa;
        const take = Math.min(d?.balancePaisa ?? 0, wantedPaisa);
        if (!d || take <= 0) return 0;
        const r = await col.updateOne(
          { _id: ownerId, balancePaisa: d.balancePaisa, 'entries.key': { $ne: entry.key } },
          { $inc: { balancePaisa: -take }, $push: { entries: { ...entry, amountPaisa: -take } } },
        );
        if (r.modifiedCount === 1) return take;
      }
      return 0;
    },
  };
}
export type CreditRepository = ReturnType<typeof creditRepository>;
