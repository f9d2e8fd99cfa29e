import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, eventually } from '@rbt/test-kit';
import { alice, submitted } from './fixtures';
import { startWithPricing, WithPricing } from './with-pricing';

/** A form the server answered (checkout or the Confirm.jsf hop), posted as the browser would. */
const post = (actionUrl: string, fields: Record<string, string>) =>
  fetch(actionUrl, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
/** The provider sends the browser to the gateway's address; here the service itself stands in for the gateway. */
const via = (base: string, url: string) => `${base}${new URL(url).pathname}${new URL(url).search}`;
const htmlValue = (html: string, re: RegExp) => re.exec(html)![1].replace(/&amp;/g, '&').replace(/&#39;/g, "'");

describe('svc-campaigns paid by Easypaisa voucher', () => {
  let s: WithPricing;
  beforeAll(async () => {
    s = await startWithPricing();
  });
  afterAll(async () => {
    await s.stop();
  });

  /** A submitted campaign whose payer took an Easypaisa voucher and came back: the attempt waits for the shop. */
  async function voucherTaken() {
    const id = await submitted(s.base, alice);
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/payments`, {
      as: alice,
      body: { provider: 'easypaisa', method: 'voucher' },
      headers: { 'idempotency-key': `ep-voucher-${id}` },
    });
    expect(r.status).toBe(201);
    const { actionUrl, fields } = r.body.checkout as { actionUrl: string; fields: Record<string, string> };
    const reference = r.body.payment.reference as string;

    // Index.jsf (decrypts and checks merchantHashedReq), then the payer takes a voucher on the page.
    const index = await post(actionUrl, fields);
    expect(index.status).toBe(200);
    const session = htmlValue(await index.text(), /name="session" value="([^"]+)"/);
    const voucherPage = await post(`${s.easypaisa.url}/easypay/pay`, { session, method: 'OTC' });
    const html = await voucherPage.text();
    const token = htmlValue(html, /data-testid="payment-token">(\d+)</);

    // Back to our return with auth_token: answered with the auto-submitting Confirm.jsf form, nothing changed yet.
    const hop = await fetch(via(s.base, htmlValue(html, /id="continue" href="([^"]+)"/)), { redirect: 'manual' });
    expect(hop.status).toBe(200);
    const hopHtml = await hop.text();
    const confirmUrl = htmlValue(hopHtml, /action="([^"]+)"/);
    const confirmFields = Object.fromEntries(
      [...hopHtml.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
    );
    const confirmed = await post(confirmUrl, confirmFields);
    expect(confirmed.status).toBe(303);
    const back = await fetch(via(s.base, confirmed.headers.get('location')!), { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`/campaigns/${id}/checkout?payment=${reference}`);
    return { id, reference, token };
  }

  it('when a voucher is taken on the stand-in and paid at a shop, then the IPN sends the campaign to review with one invoice', async () => {
    const { id, reference, token } = await voucherTaken();
    const waiting = await call(s.base, 'GET', `/api/campaigns/${id}/payments/${reference}`, { as: alice });
    expect(waiting.body).toMatchObject({
      payment: { state: 'pending', voucher: { number: token } },
      campaignStatus: 'awaiting_payment',
    });

    // Paid at a shop: the stand-in's IPN (a GET naming its order-status URL) makes the server inquire and settle.
    expect((await fetch(`${s.easypaisa.url}/test/vouchers/${token}/pay`, { method: 'POST' })).status).toBe(200);
    await eventually(async () => {
      const c = await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice });
      return c.body.status === 'pending_review' ? c : undefined;
    });
    const invoices = (await call(s.base, 'GET', '/api/invoices', { as: alice })).body.items as { campaignId: string }[];
    expect(invoices.filter((i) => i.campaignId === id)).toHaveLength(1);
  });

  it('when a callback sends a field twice or the IPN names no URL, then it is a 400 naming the field', async () => {
    const ref = 'RNOSUCHPAYMENT0001';
    const twice = await fetch(`${s.base}/api/payments/easypaisa/return?orderRefNumber=${ref}&orderRefNumber=${ref}`);
    expect([twice.status, (await twice.json()).error.details]).toEqual([
      400,
      [{ path: 'orderRefNumber', message: 'Expected string, received array' }],
    ]);
    const bare = await fetch(`${s.base}/api/payments/easypaisa/ipn`);
    expect([bare.status, (await bare.json()).error.details]).toEqual([400, [{ path: 'url', message: 'Required' }]]);
  });

  it('when an IPN names an order-status URL on another host, then that host is never asked and nothing changes', async () => {
    const { id, reference } = await voucherTaken();
    // A forger's host that would say "PAID" if it were ever asked.
    const asked: string[] = [];
    const forger = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ orderId: reference, transactionStatus: 'PAID', transactionAmount: '999999.0' }));
    });
    await new Promise<void>((done) => forger.listen(0, '127.0.0.1', done));
    const port = (forger.address() as AddressInfo).port;
    try {
      const url = `http://127.0.0.1:${port}/easypay-service/rest/v1/order-status/900000001/${reference}`;
      const ipn = await fetch(`${s.base}/api/payments/easypaisa/ipn?url=${encodeURIComponent(url)}`);
      expect(ipn.status).toBeLessThan(500);
      expect(asked).toEqual([]);
      const after = await call(s.base, 'GET', `/api/campaigns/${id}/payments/${reference}`, { as: alice });
      expect(after.body).toMatchObject({ payment: { state: 'pending' }, campaignStatus: 'awaiting_payment' });
      expect(await s.deps.mongo.db!.collection('payments').countDocuments({ campaignId: id })).toBe(0);
    } finally {
      forger.close();
    }
  });
});
