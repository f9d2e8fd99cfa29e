import type { EasypaisaLedger, Txn, TxnStatus } from './easypaisa-ledger';
import { checkHashedRequest, parseExpiry } from './easypaisa-checks';
import { checkoutPage, errorPage, voucherPage } from './easypaisa-pages';
import { luhnValid, TEST_CARDS, TEST_WALLETS, WALLET_NUMBER, type PayerOutcome } from './easypaisa-test-data';
import { withQuery } from './sandbox-http';

/** One merchant store the stand-in knows, with the keys its merchant portal would show. */
export interface EasypaisaStore {
  storeId: string;
  name: string;
  hashKey: string;
  username: string;
  password: string;
  accountNum: string;
  /** The merchant's IPN listener, as set in the merchant portal; unset: no IPN. */
  ipnUrl?: string;
}

export interface CheckoutContext {
  ledger: EasypaisaLedger;
  stores: Map<string, EasypaisaStore>;
  now: () => Date;
  /** How long a wallet request waits for the payer's approval on the phone. */
  walletWindowMs: number;
  /** Called when a transaction is paid or lapses, so the merchant's IPN is sent. */
  changed: (txn: Txn) => void;
}

/** What a page handler answers: HTML with a status, or a redirect. */
export type PageAnswer = { status: number; html: string } | { redirect: string };

const refuse = (status: number, code: string, message: string): PageAnswer => ({
  status,
  html: errorPage(code, message),
});
const METHODS = ['MA_PAYMENT_METHOD', 'OTC_PAYMENT_METHOD', 'CC_PAYMENT_METHOD'];
const MODE_METHOD = { MA: 'MA_PAYMENT_METHOD', OTC: 'OTC_PAYMENT_METHOD', CC: 'CC_PAYMENT_METHOD' } as const;
const DEFAULT_EXPIRY_MS = 7 * 86_400_000;

/** POST /easypay/Index.jsf: the merchant's request, checked as Easypay checks it, then the payment page. */
export function indexJsf(ctx: CheckoutContext, f: Record<string, string>): PageAnswer {
  const store = ctx.stores.get(f.storeId ?? '');
  if (!store) return refuse(400, 'E001', 'Unknown storeId');
  const check = checkHashedRequest(f, store);
  if (!check.ok) return refuse(400, check.code, check.message);
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(f.amount) || Number(f.amount) <= 0)
    return refuse(400, 'E007', 'amount must be a positive PKR amount');
  if (!/^[A-Za-z0-9_-]{1,50}$/.test(f.orderRefNum)) return refuse(400, 'E008', 'orderRefNum is not valid');
  if (!/^https?:\/\//.test(f.postBackURL) || !URL.canParse(f.postBackURL))
    return refuse(400, 'E009', 'postBackURL is not a URL');
  const now = ctx.now();
  const expires = f.expiryDate ? parseExpiry(f.expiryDate) : new Date(now.getTime() + DEFAULT_EXPIRY_MS);
  if (!expires) return refuse(400, 'E010', 'expiryDate must be YYYYMMDD HHMMSS');
  if (expires <= now) return refuse(400, 'E011', 'expiryDate has passed');
  if (f.paymentMethod && !METHODS.includes(f.paymentMethod)) return refuse(400, 'E012', 'Unknown paymentMethod');
  const before = ctx.ledger.get(store.storeId, f.orderRefNum);
  if (before && ['PAID', 'PENDING'].includes(before.status))
    return refuse(409, 'E013', `Order ${f.orderRefNum} is already ${before.status.toLowerCase()}`);
  const txn = ctx.ledger.open({
    storeId: store.storeId,
    orderId: f.orderRefNum,
    amount: f.amount,
    postBackURL: f.postBackURL,
    paymentMethod: f.paymentMethod || undefined,
    autoRedirect: f.autoRedirect === '1',
    createdAt: now.toISOString(),
    expiresAt: expires.toISOString(),
    msisdn: f.mobileNum || undefined,
    email: f.emailAddr || undefined,
  });
  return { status: 200, html: checkoutPage(txn, store.name, txn.paymentMethod) };
}

const OUTCOME: Record<Exclude<PayerOutcome, 'never'>, { status: TxnStatus; desc: string }> = {
  approve: { status: 'PAID', desc: 'Payment successful' },
  decline: { status: 'FAILED', desc: 'Declined by the payer\u2019s account' },
  cancel: { status: 'CANCELLED', desc: 'Rejected by the payer' },
};

/** POST /easypay/pay: the payer's choice on the page; then back to the merchant with a single-use auth_token. */
export function payOnPage(ctx: CheckoutContext, f: Record<string, string>): PageAnswer {
  const txn = ctx.ledger.bySession(f.session ?? '');
  if (!txn) return refuse(404, 'E020', 'This payment page has expired; start again from the merchant');
  if (txn.status !== 'INITIATED') return refuse(409, 'E021', 'This payment was already submitted');
  const store = ctx.stores.get(txn.storeId)!;
  const now = ctx.now();
  const again = (error: string): PageAnswer => ({
    status: 400,
    html: checkoutPage(txn, store.name, txn.paymentMethod, error),
  });
  const back = () => ({ redirect: withQuery(txn.postBackURL, { auth_token: ctx.ledger.issueToken(txn, now) }) });
  const settle = (outcome: PayerOutcome, mode: Txn['mode'], extra: Partial<Txn> = {}) => {
    const change =
      outcome === 'never'
        ? {
            status: 'PENDING' as const,
            desc: 'Waiting for the payer to approve on the phone',
            approvalDeadline: new Date(
              Math.min(Date.parse(txn.expiresAt), now.getTime() + ctx.walletWindowMs),
            ).toISOString(),
          }
        : { ...OUTCOME[outcome], paidAt: outcome === 'approve' ? now.toISOString() : undefined };
    ctx.ledger.update(txn, { ...change, ...extra, mode });
    if (txn.status === 'PAID') ctx.changed(txn);
    return back();
  };
  if (f.method === 'cancel') return settle('cancel', txn.mode, { desc: 'Cancelled by the payer on the payment page' });
  const mode = f.method as keyof typeof MODE_METHOD;
  if (!(mode in MODE_METHOD) || (txn.paymentMethod && txn.paymentMethod !== MODE_METHOD[mode]))
    return again('Choose one of the payment methods shown.');
  if (mode === 'MA') {
    const msisdn = (f.mobileAccountNo ?? '').replace(/\D/g, '');
    if (!WALLET_NUMBER.test(msisdn)) return again('Enter your Easypaisa mobile account number as 03xxxxxxxxx.');
    return settle(TEST_WALLETS[msisdn] ?? 'approve', 'MA', { msisdn, email: f.emailAddress || txn.email });
  }
  if (mode === 'CC') {
    const card = (f.cardNumber ?? '').replace(/[\s-]/g, '');
    const exp = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(f.cardExpiry ?? '');
    if (!luhnValid(card)) return again('Enter a valid card number.');
    if (!exp || Date.UTC(2000 + Number(exp[2]), Number(exp[1])) <= now.getTime())
      return again('Enter the card expiry as MM/YY.');
    if (!/^\d{3,4}$/.test(f.cardCvv ?? '')) return again('Enter the 3 or 4 digit CVV.');
    return settle(TEST_CARDS[card] ?? 'approve', 'CC');
  }
  ctx.ledger.update(txn, {
    mode: 'OTC',
    status: 'PENDING',
    desc: 'Payment token issued; waiting for payment at a shop',
    paymentToken: ctx.ledger.newVoucherToken(),
  });
  return { status: 200, html: voucherPage(txn, back().redirect, txn.autoRedirect) };
}

/** Final-redirect codes of this stand-in (the product reads none of them: it inquires). */
const FINAL: Record<TxnStatus, string> = {
  PAID: '0000',
  PENDING: '0001',
  FAILED: '0002',
  CANCELLED: '0003',
  EXPIRED: '0004',
  INITIATED: '0005',
};

/** POST /easypay/Confirm.jsf: the merchant's second step; the browser goes on to its final URL with the outcome. */
export function confirmJsf(ctx: CheckoutContext, f: Record<string, string>): PageAnswer {
  const txn = ctx.ledger.redeemToken(f.auth_token ?? '', ctx.now());
  if (!txn) return refuse(400, 'E030', 'auth_token is unknown, used or expired');
  if (!/^https?:\/\//.test(f.postBackURL ?? '') || !URL.canParse(f.postBackURL))
    return refuse(400, 'E009', 'postBackURL is not a URL');
  return {
    redirect: withQuery(f.postBackURL, { status: FINAL[txn.status], desc: txn.desc, orderRefNumber: txn.orderId }),
  };
}
