import crypto from 'node:crypto';
import fs from 'node:fs';

/** Easypay's words for a transaction's state, as its inquiry answers them (CANCELLED is this stand-in's). */
export type TxnStatus = 'INITIATED' | 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'EXPIRED';
export type PaymentMode = 'MA' | 'OTC' | 'CC';

export interface Txn {
  storeId: string;
  orderId: string;
  amount: string;
  mode?: PaymentMode;
  status: TxnStatus;
  postBackURL: string;
  /** What the merchant asked for (MA_PAYMENT_METHOD…); unset: the page offers every method. */
  paymentMethod?: string;
  autoRedirect: boolean;
  createdAt: string;
  expiresAt: string;
  /** A wallet request the payer never answers lapses at this time (or at the expiry, if earlier). */
  approvalDeadline?: string;
  transactionId: string;
  /** The page's own id for this checkout, so a form post cannot name another store's order. */
  session: string;
  paymentToken?: string;
  msisdn?: string;
  email?: string;
  paidAt?: string;
  desc: string;
}

interface State {
  txns: Record<string, Txn>;
  tokens: Record<string, { key: string; used: boolean; expiresAt: string }>;
}

const keyOf = (storeId: string, orderId: string) => `${storeId}/${orderId}`;
const randomDigits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(10)).join('');

/**
 * The stand-in's transaction table: what its pages, Confirm.jsf, the inquiry and the IPN all answer from. Kept in a
 * JSON file when one is given, so a restarted stand-in still knows its transactions (the soak restarts it).
 */
export function easypaisaLedger(stateFile?: string) {
  const state: State =
    stateFile && fs.existsSync(stateFile)
      ? (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as State)
      : { txns: {}, tokens: {} };
  const save = () => {
    if (stateFile) fs.writeFileSync(stateFile, JSON.stringify(state));
  };
  return {
    get: (storeId: string, orderId: string): Txn | undefined => state.txns[keyOf(storeId, orderId)],
    bySession: (session: string) => Object.values(state.txns).find((t) => t.session === session),
    byToken: (paymentToken: string) => Object.values(state.txns).find((t) => t.paymentToken === paymentToken),
    all: () => Object.values(state.txns),
    /** A new checkout, or the same unpaid order posted again (a browser retry): its page starts over. */
    open(t: Omit<Txn, 'transactionId' | 'session' | 'status' | 'desc'>): Txn {
      const before = state.txns[keyOf(t.storeId, t.orderId)];
      const txn: Txn = {
        ...t,
        status: 'INITIATED',
        desc: 'Awaiting payment details',
        transactionId: before?.transactionId ?? randomDigits(10),
        session: crypto.randomBytes(12).toString('hex'),
      };
      state.txns[keyOf(t.storeId, t.orderId)] = txn;
      save();
      return txn;
    },
    update(txn: Txn, change: Partial<Txn>): Txn {
      Object.assign(txn, change);
      save();
      return txn;
    },
    newVoucherToken: () => randomDigits(11),
    /** The single-use auth_token the browser carries to the merchant and back into Confirm.jsf. */
    issueToken(txn: Txn, now: Date): string {
      const token = crypto.randomBytes(18).toString('base64url');
      state.tokens[token] = {
        key: keyOf(txn.storeId, txn.orderId),
        used: false,
        expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
      };
      save();
      return token;
    },
    /** The token's transaction, once: a second use, an unknown or a stale token gives nothing. */
    redeemToken(token: string, now: Date): Txn | undefined {
      const t = state.tokens[token];
      if (!t || t.used || Date.parse(t.expiresAt) < now.getTime()) return undefined;
      t.used = true;
      save();
      return state.txns[t.key];
    },
  };
}
export type EasypaisaLedger = ReturnType<typeof easypaisaLedger>;
