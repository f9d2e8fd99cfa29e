import type { EasypaisaStore } from './easypaisa-checkout';
import type { Txn } from './easypaisa-ledger';
import { karachiDateTime } from './easypaisa-checks';

/** Easypay's REST side: inquiry and order-status answers, and the IPN it sends the merchant. */
export type RestAnswer = { status: number; body: Record<string, unknown> };

/** The store whose API user the `Credentials: base64(user:password)` header names; null when none matches. */
export function storeByCredentials(
  stores: Iterable<EasypaisaStore>,
  header: string | undefined,
): EasypaisaStore | null {
  if (!header) return null;
  const decoded = Buffer.from(header, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  if (i < 0) return null;
  const [user, password] = [decoded.slice(0, i), decoded.slice(i + 1)];
  for (const s of stores) if (s.username === user && s.password === password) return s;
  return null;
}

export const BAD_CREDENTIALS: RestAnswer = {
  status: 401,
  body: { responseCode: '0004', responseDesc: 'Invalid Credentials' },
};

/** A transaction as Easypay's inquiry answers it. */
export function txnBody(t: Txn, store: EasypaisaStore): Record<string, unknown> {
  return {
    responseCode: '0000',
    responseDesc: 'SUCCESS',
    orderId: t.orderId,
    storeId: t.storeId,
    storeName: store.name,
    accountNum: store.accountNum,
    transactionId: t.transactionId,
    transactionStatus: t.status,
    transactionAmount: Number(t.amount),
    transactionDateTime: karachiDateTime(new Date(t.createdAt)),
    paymentMode: t.mode,
    msisdn: t.msisdn,
    paymentToken: t.paymentToken,
    paymentTokenExpiryDateTime: t.paymentToken ? karachiDateTime(new Date(t.expiresAt)) : undefined,
    transactionPaidDateTime: t.paidAt ? karachiDateTime(new Date(t.paidAt)) : undefined,
  };
}

/** POST /easypay-service/rest/v4/inquire-transaction `{orderId, storeId, accountNum}`. */
export function inquire(
  store: EasypaisaStore,
  f: Record<string, string>,
  find: (storeId: string, orderId: string) => Txn | undefined,
): RestAnswer {
  if (f.storeId !== store.storeId || f.accountNum !== store.accountNum)
    return {
      status: 200,
      body: { responseCode: '0005', responseDesc: 'storeId or accountNum does not match the credentials' },
    };
  const t = find(store.storeId, f.orderId ?? '');
  return t
    ? { status: 200, body: txnBody(t, store) }
    : { status: 200, body: { responseCode: '0001', responseDesc: 'No record found' } };
}

/**
 * The IPN: a GET to the merchant's listener naming this stand-in's order-status URL. Sent in the background,
 * tried 3 times (as providers retry an IPN the merchant did not take).
 */
export function sendIpn(
  store: EasypaisaStore,
  t: Txn,
  selfUrl: string,
  log: (line: string) => void,
  retryMs = 1000,
): void {
  if (!store.ipnUrl) return;
  const statusUrl = `${selfUrl}/easypay-service/rest/v1/order-status/${encodeURIComponent(store.accountNum)}/${encodeURIComponent(t.orderId)}`;
  const target = new URL(store.ipnUrl);
  target.searchParams.set('url', statusUrl);
  void (async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const res = await fetch(target, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) return;
        log(`easypaisa IPN for ${t.orderId}: HTTP ${res.status} (try ${attempt})`);
      } catch (err) {
        log(`easypaisa IPN for ${t.orderId}: ${(err as Error).message} (try ${attempt})`);
      }
      await new Promise((r) => setTimeout(r, retryMs * attempt));
    }
  })();
}
