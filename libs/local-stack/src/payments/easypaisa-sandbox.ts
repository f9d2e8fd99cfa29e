import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { easypaisaLedger, type Txn } from './easypaisa-ledger';
import {
  confirmJsf,
  indexJsf,
  payOnPage,
  type CheckoutContext,
  type EasypaisaStore,
  type PageAnswer,
} from './easypaisa-checkout';
import { BAD_CREDENTIALS, inquire, sendIpn, storeByCredentials, txnBody, type RestAnswer } from './easypaisa-rest';
import { HttpError, readFields, redirect, sendHtml, sendJson } from './sandbox-http';

export type { EasypaisaStore } from './easypaisa-checkout';

/**
 * The local store's keys: public and fake on purpose. svc-campaigns' EASYPAISA_* defaults are these same values
 * (the local stack passes them explicitly, docs/payments-easypaisa.md).
 */
export const EASYPAISA_LOCAL_STORE: EasypaisaStore = {
  storeId: '43000',
  name: 'RBT Ads (local stand-in store)',
  hashKey: 'LOCALSTANDIN0KEY',
  username: 'rbt-local',
  password: 'local-standin-password',
  accountNum: '900000001',
};

export interface EasypaisaSandboxOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  stores?: EasypaisaStore[];
  /** Keeps the transaction table in this JSON file, so a restart loses nothing. */
  stateFile?: string;
  now?: () => Date;
  /** How long a wallet request waits for approval on the phone (default 5 minutes). */
  walletWindowMs?: number;
  /** Wait between IPN retries (default 1 s, times the attempt). */
  ipnRetryMs?: number;
  log?: (line: string) => void;
}

export interface EasypaisaSandbox {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * The Easypaisa (Easypay) stand-in: Index.jsf's hosted page, Confirm.jsf, the inquiry REST API, the order-status
 * URL and IPNs, answering from its own transaction table. Test endpoint: POST /test/vouchers/:token/pay.
 */
export async function startEasypaisaSandbox(opts: EasypaisaSandboxOptions): Promise<EasypaisaSandbox> {
  const log = opts.log ?? (() => undefined);
  const stores = new Map((opts.stores ?? [EASYPAISA_LOCAL_STORE]).map((s) => [s.storeId, s]));
  const ledger = easypaisaLedger(opts.stateFile);
  const now = opts.now ?? (() => new Date());
  let selfUrl = '';
  const changed = (t: Txn) => sendIpn(stores.get(t.storeId)!, t, selfUrl, log, opts.ipnRetryMs);
  const ctx: CheckoutContext = { ledger, stores, now, walletWindowMs: opts.walletWindowMs ?? 300_000, changed };
  // A wallet request nobody approves, or a voucher nobody pays, lapses at its time (then the IPN tells the merchant).
  const lapse = () => {
    for (const t of ledger.all()) {
      if (t.status !== 'PENDING' || now().getTime() < Date.parse(t.approvalDeadline ?? t.expiresAt)) continue;
      ledger.update(t, {
        status: 'EXPIRED',
        desc: t.mode === 'OTC' ? 'Payment token expired' : 'Not approved in time',
      });
      changed(t);
    }
  };
  const page = (res: http.ServerResponse, a: PageAnswer) =>
    'redirect' in a ? redirect(res, a.redirect) : sendHtml(res, a.status, a.html);
  const rest = (res: http.ServerResponse, a: RestAnswer) => sendJson(res, a.status, a.body);

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      const route = `${req.method} ${url.pathname}`;
      lapse();
      if (route === 'GET /health') return sendJson(res, 200, { status: 'ok' });
      if (route === 'POST /easypay/Index.jsf') return page(res, indexJsf(ctx, await readFields(req)));
      if (route === 'POST /easypay/pay') return page(res, payOnPage(ctx, await readFields(req)));
      if (route === 'POST /easypay/Confirm.jsf') return page(res, confirmJsf(ctx, await readFields(req)));
      const store = () => storeByCredentials(stores.values(), req.headers.credentials as string | undefined);
      if (route === 'POST /easypay-service/rest/v4/inquire-transaction') {
        const s = store();
        return rest(res, s ? inquire(s, await readFields(req), ledger.get) : BAD_CREDENTIALS);
      }
      const status = /^GET \/easypay-service\/rest\/v1\/order-status\/([^/]+)\/([^/]+)$/.exec(route);
      if (status) {
        const s = store();
        if (!s) return rest(res, BAD_CREDENTIALS);
        const [accountNum, orderId] = [decodeURIComponent(status[1]), decodeURIComponent(status[2])];
        const t = accountNum === s.accountNum ? ledger.get(s.storeId, orderId) : undefined;
        return rest(
          res,
          t
            ? { status: 200, body: txnBody(t, s) }
            : { status: 404, body: { responseCode: '0001', responseDesc: 'No record found' } },
        );
      }
      const voucher = /^POST \/test\/vouchers\/(\d{11,12})\/pay$/.exec(route);
      if (voucher) {
        const t = ledger.byToken(voucher[1]);
        if (!t) return sendJson(res, 404, { error: 'No such payment token' });
        if (t.status !== 'PENDING') return sendJson(res, 409, { error: `The token's payment is ${t.status}` });
        ledger.update(t, { status: 'PAID', desc: 'Paid at an Easypaisa shop', paidAt: now().toISOString() });
        changed(t);
        return sendJson(res, 200, { orderId: t.orderId, transactionStatus: t.status });
      }
      sendJson(res, 404, { error: 'Not found' });
    })().catch((err: unknown) => {
      const status = err instanceof HttpError ? err.status : 500;
      if (status === 500) log(`easypaisa sandbox: ${(err as Error).stack ?? String(err)}`);
      if (!res.headersSent) sendJson(res, status, { error: (err as Error).message });
    });
  });
  const sweep = setInterval(lapse, 1000);
  sweep.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  selfUrl = `http://127.0.0.1:${port}`;
  log(`easypaisa sandbox on ${selfUrl}`);
  return {
    url: selfUrl,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
