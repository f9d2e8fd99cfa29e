import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromKarachiStamp, karachiStamp } from '@rbt/contracts';
import {
  autoPostPage,
  CODES,
  hashMatches,
  hostedPage,
  outcomeOf,
  signed,
  type Outcome,
} from './jazzcash-sandbox-rules';
import { tableFile } from './jazzcash-sandbox-state';

export interface JazzcashSandboxOptions {
  port?: number;
  merchantId: string;
  password: string;
  salt: string;
  /** The merchant's IPN URL (the merchant portal's setting); none means no IPNs. */
  ipnUrl?: string;
  clock?: () => Date;
  /** Where the transaction table is kept, so a stand-in restarted over it still knows every payment. */
  stateFile?: string;
}

interface Txn {
  request: Record<string, string>;
  outcome: Outcome;
  refundedPaisa: number;
  voucher?: string;
  /** Status inquiries that answered this payment paid: the merchant asked before it counted the money. */
  inquiredPaid?: number;
}

/** The stand-in's transaction table, readable by tests. */
export interface JazzcashSandbox {
  url: string;
  transactions: Map<string, Txn>;
  /** Where IPNs go; settable once the merchant's address is known (a test server on a random port). */
  ipnUrl: string | undefined;
  /** The next `n` refund calls fail as a provider outage does (199), for the merchant's retry path. */
  failRefunds(n: number): void;
  stop(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks).toString('utf8');
}
const formOf = (text: string) => Object.fromEntries(new URLSearchParams(text));
const jsonOf = (text: string): Record<string, string> => {
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return {};
  }
};

/**
 * A local JazzCash: the hosted checkout (page redirection v1.1), payment inquiry, refunds and IPNs, checking the
 * merchant's credentials and every request's hash exactly as the provider does (a wrong salt gets 115).
 */
export async function startJazzcashSandbox(o: JazzcashSandboxOptions): Promise<JazzcashSandbox> {
  const clock = o.clock ?? (() => new Date());
  const table = tableFile<Txn>(o.stateFile);
  const txns = table.load();
  let refundFailures = 0;
  const sign = (f: Record<string, string>) => signed(f, o.salt);

  /** A pending outcome past its expiry is expired (a wallet nobody approved, a voucher nobody paid). */
  function current(t: Txn): Outcome {
    const pending = t.outcome.code === '157' || t.outcome.code === '124';
    if (pending && clock().getTime() > fromKarachiStamp(t.request.pp_TxnExpiryDateTime)) t.outcome = CODES.expired;
    return t.outcome;
  }
  function returnFields(t: Txn): Record<string, string> {
    const r = t.request;
    return sign({
      pp_Amount: r.pp_Amount,
      pp_AuthCode: t.outcome.code === '000' ? '123456' : '',
      pp_BillReference: r.pp_BillReference,
      pp_Language: r.pp_Language,
      pp_MerchantID: r.pp_MerchantID,
      pp_ResponseCode: t.outcome.code,
      pp_ResponseMessage: t.outcome.message,
      pp_RetreivalReferenceNo: t.voucher ?? '',
      pp_TxnCurrency: r.pp_TxnCurrency,
      pp_TxnDateTime: r.pp_TxnDateTime,
      pp_TxnRefNo: r.pp_TxnRefNo,
      pp_TxnType: r.pp_TxnType,
      pp_Version: r.pp_Version,
      ...Object.fromEntries(Object.entries(r).filter(([k]) => k.startsWith('ppmpf_'))),
    });
  }
  async function notify(t: Txn) {
    const ipnUrl = sandbox.ipnUrl;
    if (!ipnUrl) return;
    // The provider retries an IPN 3 times.
    for (let i = 0; i < 3; i++) {
      const ok = await fetch(ipnUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sign({ pp_TxnRefNo: t.request.pp_TxnRefNo, pp_ResponseCode: current(t).code })),
      })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
    }
  }
  const credentialsOk = (f: Record<string, string>) => f.pp_MerchantID === o.merchantId && f.pp_Password === o.password;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const text = req.method === 'POST' ? await readBody(req) : '';
    const html = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const path = url.pathname;

    if (path === '/CustomerPortal/transactionmanagement/merchantform/' && req.method === 'POST') {
      const f = formOf(text);
      if (!credentialsOk(f)) return html(400, `<p>${CODES.badMerchant.code}: ${CODES.badMerchant.message}</p>`);
      if (!hashMatches(f, o.salt)) return html(400, `<p>${CODES.badHash.code}: ${CODES.badHash.message}</p>`);
      if (!/^[A-Za-z0-9]{1,20}$/.test(f.pp_TxnRefNo ?? '') || !/^\d+$/.test(f.pp_Amount ?? ''))
        return html(400, '<p>110: Invalid field.</p>');
      if (!txns.has(f.pp_TxnRefNo))
        txns.set(f.pp_TxnRefNo, { request: f, outcome: CODES.walletPending, refundedPaisa: 0 });
      table.save(txns);
      return html(200, hostedPage(f.pp_TxnRefNo, f.pp_TxnType, f.pp_Amount, f.pp_Description ?? ''));
    }
    if (path === '/CustomerPortal/pay' && req.method === 'POST') {
      const f = formOf(text);
      const t = txns.get(f.ref ?? '');
      if (!t) return html(404, '<p>Unknown transaction.</p>');
      t.outcome = outcomeOf(t.request.pp_TxnType, { mobile: f.mobile, card: f.card, cancel: f.cancel === '1' });
      if (t.outcome.code === '124') t.voucher = String(Math.floor(1e11 + Math.random() * 9e11));
      table.save(txns);
      return html(200, autoPostPage(t.request.pp_ReturnURL, returnFields(t)));
    }
    if (path === '/ApplicationAPI/API/PaymentInquiry/Inquire' && req.method === 'POST') {
      const f = jsonOf(text);
      if (!hashMatches(f, o.salt))
        return json(sign({ pp_ResponseCode: CODES.badHash.code, pp_ResponseMessage: CODES.badHash.message }));
      if (!credentialsOk(f))
        return json(sign({ pp_ResponseCode: '101', pp_ResponseMessage: CODES.badMerchant.message }));
      const t = txns.get(f.pp_TxnRefNo ?? '');
      if (!t) return json(sign({ pp_ResponseCode: '199', pp_ResponseMessage: 'No transaction found.' }));
      const now = current(t);
      if (now.code === '000') t.inquiredPaid = (t.inquiredPaid ?? 0) + 1;
      table.save(txns);
      return json(
        sign({
          pp_ResponseCode: '000',
          pp_ResponseMessage: 'Inquiry successful.',
          pp_PaymentResponseCode: t.refundedPaisa > 0 ? '000' : now.code,
          pp_PaymentResponseMessage: now.message,
          pp_Status: now.code === '000' ? 'Completed' : now.code === '124' || now.code === '157' ? 'Pending' : 'Failed',
          pp_Amount: t.request.pp_Amount,
          pp_RetrievalReferenceNo: t.voucher ?? '',
          pp_TxnExpiryDateTime: t.request.pp_TxnExpiryDateTime,
          pp_SettlementDate: now.code === '000' ? karachiStamp(clock()).slice(0, 8) : '',
        }),
      );
    }
    if (
      (path === '/ApplicationAPI/API/Purchase/domwalletrefundtransaction' ||
        path === '/ApplicationAPI/API/authorize/Refund') &&
      req.method === 'POST'
    ) {
      const f = jsonOf(text);
      if (!hashMatches(f, o.salt))
        return json(sign({ pp_ResponseCode: '115', pp_ResponseMessage: CODES.badHash.message }));
      if (!credentialsOk(f))
        return json(sign({ pp_ResponseCode: '101', pp_ResponseMessage: CODES.badMerchant.message }));
      if (refundFailures > 0) {
        refundFailures--;
        return json(sign({ pp_ResponseCode: '199', pp_ResponseMessage: 'System error, please try again.' }));
      }
      const t = txns.get(f.pp_TxnRefNo ?? '');
      const amount = Number(f.pp_Amount);
      // Each API refunds its own kind: wallet payments on the wallet path, card payments on the card path.
      const kind = path.endsWith('/Refund') ? 'MPAY' : 'MWALLET';
      if (!t || current(t).code !== '000' || t.request.pp_TxnType !== kind)
        return json(sign({ pp_ResponseCode: '199', pp_ResponseMessage: 'Not refundable.' }));
      if (!(amount > 0) || t.refundedPaisa + amount > Number(t.request.pp_Amount))
        return json(sign({ pp_ResponseCode: '110', pp_ResponseMessage: 'Refund amount exceeds the payment.' }));
      t.refundedPaisa += amount;
      table.save(txns);
      return json(sign({ pp_ResponseCode: '000', pp_ResponseMessage: 'Refund successful.' }));
    }
    // Test control, outside the merchant's protocol: make the next refunds fail (an outage at the provider).
    if (path === '/sandbox/refunds/fail' && req.method === 'POST') {
      refundFailures = Math.max(0, Number(jsonOf(text).times ?? 1) || 0);
      return json({ ok: true, times: refundFailures });
    }
    // The payer's side, outside the merchant's protocol: approving on the phone, paying a voucher at a shop.
    const approve = /^\/sandbox\/(wallets|vouchers)\/([A-Za-z0-9]+)\/pay$/.exec(path);
    if (approve && req.method === 'POST') {
      const t = txns.get(approve[2]);
      if (!t || !['124', '157'].includes(current(t).code)) return json({ ok: false });
      t.outcome = CODES.paid;
      table.save(txns);
      await notify(t);
      return json({ ok: true });
    }
    return html(404, '<p>Not found.</p>');
  }

  const sandbox: JazzcashSandbox = {
    url: '',
    transactions: txns,
    ipnUrl: o.ipnUrl,
    failRefunds: (n) => {
      refundFailures = n;
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  sandbox.url = `http://127.0.0.1:${port}`;
  return sandbox;
}
