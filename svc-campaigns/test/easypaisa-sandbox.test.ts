import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@rbt/service-kit';
import { eventually } from '@rbt/test-kit';
import { easypaisaProvider } from '../src/billing/data-access/easypaisa-provider';
import type { CheckoutForm, HostedMethod } from '../src/billing/data-access/hosted-payments';
import {
  EASYPAISA_LOCAL_STORE,
  startEasypaisaSandbox,
  type EasypaisaSandbox,
} from '../../libs/local-stack/src/payments/easypaisa-sandbox';

/**
 * The production adapter against the Easypaisa stand-in over HTTP, the browser played by fetch (redirects read,
 * not followed): checkout → Index.jsf → the payer's choice → auth_token → Confirm.jsf → return → inquiry; the IPN.
 */
describe('Easypaisa adapter against the Easypaisa stand-in', () => {
  let sandbox: EasypaisaSandbox;
  let merchant: http.Server;
  let merchantUrl = '';
  const hits: string[] = [];
  let clock = new Date('2026-11-28T10:00:00Z');
  const stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'easypaisa-')), 'state.json');
  const logger = createLogger('test', 'silent');
  const adapter = (overrides: Partial<typeof EASYPAISA_LOCAL_STORE> = {}) => {
    const s = { ...EASYPAISA_LOCAL_STORE, ...overrides };
    return easypaisaProvider({ ...s, baseUrl: sandbox.url, timeoutMs: 5000, logger });
  };

  beforeAll(async () => {
    // The merchant's side: takes the IPN (and anything else) and records what reached it.
    merchant = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('ok');
    });
    await new Promise<void>((r) => merchant.listen(0, '127.0.0.1', r));
    merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
    sandbox = await startEasypaisaSandbox({
      port: 0,
      now: () => clock,
      walletWindowMs: 60_000,
      ipnRetryMs: 10,
      stateFile,
      stores: [{ ...EASYPAISA_LOCAL_STORE, ipnUrl: `${merchantUrl}/ipn` }],
    });
  });
  afterAll(async () => {
    await sandbox.stop();
    await new Promise((r) => merchant.close(r));
  });

  const post = (form: CheckoutForm | { actionUrl: string; fields: Record<string, string> }) =>
    fetch(form.actionUrl, { method: 'POST', body: new URLSearchParams(form.fields), redirect: 'manual' });
  const query = (location: string | null) => Object.fromEntries(new URL(location!).searchParams);
  let n = 0;
  const checkout = (method: HostedMethod, p = adapter()) =>
    p.checkoutForm({
      reference: `RBT${Date.now()}${n++}`,
      amountPaisa: 1_234_550,
      method,
      description: 'Campaign',
      returnUrl: `${merchantUrl}/return`,
      createdAt: clock,
      expiresAt: new Date(clock.getTime() + 86_400_000),
    });
  /** Index.jsf, then the payer's submit on the page; gives the page's answer. */
  async function payOnPage(form: CheckoutForm, fields: Record<string, string>) {
    const index = await post(form);
    expect(index.status).toBe(200);
    const session = /name="session" value="([^"]+)"/.exec(await index.text())![1];
    return post({ actionUrl: `${sandbox.url}/easypay/pay`, fields: { session, ...fields } });
  }
  /** Step 2: our postBackURL got auth_token; Confirm.jsf sends the browser to the final URL. */
  async function confirm(location: string | null) {
    const { auth_token } = query(location);
    const res = await post(adapter().confirmForm(auth_token, `${merchantUrl}/final`)!);
    expect(res.status).toBe(303);
    return query(res.headers.get('location'));
  }

  it('when a wallet payer approves, then Confirm returns the order and the inquiry says paid with the amount', async () => {
    const form = checkout('wallet');
    const res = await payOnPage(form, { method: 'MA', mobileAccountNo: '03451111111' });
    expect(res.status).toBe(303);
    const final = await confirm(res.headers.get('location'));
    const ref = adapter().verifyReturn(final);
    expect(ref).toEqual({ reference: form.fields.orderRefNum });
    expect(await adapter().inquire(ref!.reference)).toMatchObject({
      state: 'paid',
      code: 'PAID',
      amountPaisa: 1_234_550,
    });
  });

  it('when the request is encrypted with another hash key or a field is changed, then Index.jsf refuses it', async () => {
    const wrongKey = await post(checkout('wallet', adapter({ hashKey: 'WRONGWRONGWRONG0' })));
    expect(wrongKey.status).toBe(400);
    expect(await wrongKey.text()).toContain('E003');
    const form = checkout('wallet');
    const tampered = await post({ ...form, fields: { ...form.fields, amount: '1.0' } });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('amount differs');
  });

  it('when a voucher is paid at a shop, then the IPN arrives and reading it (from the sandbox host) says paid', async () => {
    const form = checkout('voucher');
    const res = await payOnPage(form, { method: 'OTC' });
    expect(res.status).toBe(200);
    const token = /data-testid="payment-token">(\d+)</.exec(await res.text())![1];
    const pending = await adapter().inquire(form.fields.orderRefNum);
    expect(pending).toMatchObject({ state: 'pending', voucher: { number: token } });
    expect((await fetch(`${sandbox.url}/test/vouchers/${token}/pay`, { method: 'POST' })).status).toBe(200);
    const ipn = await eventually(() => hits.find((h) => h.startsWith('/ipn?') && h.includes(form.fields.orderRefNum)));
    const read = await adapter().readIpn(query(`${merchantUrl}${ipn}`));
    expect(read).toMatchObject({ reference: form.fields.orderRefNum, fetched: true, result: { state: 'paid' } });
  });

  it('when an IPN names a URL on another host, then that URL is never fetched and the order is inquired', async () => {
    const form = checkout('wallet');
    await payOnPage(form, { method: 'MA', mobileAccountNo: '03452222222' });
    const forged = `${merchantUrl}/easypay-service/rest/v1/order-status/900000001/${form.fields.orderRefNum}`;
    const read = await adapter().readIpn({ url: forged });
    expect(read).toMatchObject({ fetched: false, result: { state: 'failed' } });
    expect(hits.some((h) => h.startsWith('/easypay-service'))).toBe(false);
  });

  it('when a wallet request is never approved, then it is pending until the window passes, then expired', async () => {
    const form = checkout('wallet');
    await payOnPage(form, { method: 'MA', mobileAccountNo: '03453333333' });
    expect((await adapter().inquire(form.fields.orderRefNum)).state).toBe('pending');
    clock = new Date(clock.getTime() + 61_000);
    expect((await adapter().inquire(form.fields.orderRefNum)).state).toBe('expired');
  });

  it('when the stand-in restarts, then it still knows its transactions (its table is kept in its state file)', async () => {
    const form = checkout('wallet');
    await payOnPage(form, { method: 'MA', mobileAccountNo: '03451111111' });
    await sandbox.stop();
    sandbox = await startEasypaisaSandbox({ port: 0, now: () => clock, stateFile });
    expect((await adapter().inquire(form.fields.orderRefNum)).state).toBe('paid');
  });

  it('when the inquiry carries wrong credentials, then the adapter answers 503 (asked again later)', async () => {
    await expect(adapter({ password: 'wrong' }).inquire('RBTX1')).rejects.toMatchObject({ status: 503 });
  });
});
