import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { advertiser, call, eventually } from '@rbt/test-kit';
import { formOfPage } from '../../libs/local-stack/src/payments/stand-in-payer';
import type { Caller } from '@rbt/service-kit';
import { TEST_WALLETS } from '../../libs/local-stack/src/payments/jazzcash-sandbox-rules';
import {
  startJazzcashSandbox,
  type JazzcashSandbox,
  type JazzcashSandboxOptions,
} from '../../libs/local-stack/src/payments/jazzcash-sandbox';
import { startWithPricing, WithPricing } from './with-pricing';
import { submitted } from './fixtures';

const PAYERS = Number(process.env.SOAK_PAYERS ?? 24);
const JAZZCASH = { merchantId: 'MC_LOCAL', password: 'local-password', salt: 'local-salt-0F5DD14AE2' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A browser step retried as a payer would (reload, try again) while the provider is restarting or we answer 5xx. */
async function retried<T>(what: string, step: () => Promise<T>, tries = 30): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await step();
    } catch (err) {
      if (i >= tries) throw new Error(`${what}: ${(err as Error).message}`);
      await sleep(500);
    }
  }
}

/**
 * Payments through a JazzCash stand-in that is stopped and started again (over its own transaction table, as the
 * provider keeps its own) while advertisers pay: some approve on the hosted page, some never come back from it (the
 * return is lost: only the inquiry job can find the money), some approve later on the phone (IPN, and the job).
 * Then, beside the stand-in's table: no payment it took is missing here, no campaign paid twice, and nothing counted
 * paid here that an inquiry did not confirm.
 */
describe('soak: paying through a JazzCash stand-in that restarts mid-run', () => {
  let s: WithPricing;
  let jazzcash: JazzcashSandbox;
  let options: JazzcashSandboxOptions;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jazzcash-soak-'));
  beforeAll(async () => {
    options = { ...JAZZCASH, port: 0, stateFile: path.join(dir, 'jazzcash.json') };
    jazzcash = await startJazzcashSandbox(options);
    options.port = Number(new URL(jazzcash.url).port);
    s = await startWithPricing({ JAZZCASH_BASE_URL: jazzcash.url, PAYMENT_INQUIRY_INTERVAL_MS: '500' });
    jazzcash.ipnUrl = `${s.base}/api/payments/jazzcash/ipn`;
  });
  afterAll(async () => {
    await s?.stop();
    await jazzcash?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const restartStandIn = async () => {
    await jazzcash.stop();
    await sleep(2_000);
    jazzcash = await startJazzcashSandbox({ ...options, ipnUrl: `${s.base}/api/payments/jazzcash/ipn` });
  };

  const form = (url: string, fields: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  /** One advertiser up to the provider's page: submit, open an attempt (one key), post the form to the stand-in. */
  async function open(owner: Caller) {
    const id = await retried('submit', () => submitted(s.base, owner));
    const opened = await retried('checkout', async () => {
      const r = await call(s.base, 'POST', `/api/campaigns/${id}/payments`, {
        as: owner,
        body: { provider: 'jazzcash', method: 'wallet' },
        headers: { 'idempotency-key': `soak-${id}` },
      });
      if (r.status !== 201) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
      return r.body as {
        payment: { reference: string };
        checkout: { actionUrl: string; fields: Record<string, string> };
      };
    });
    const page = await retried('hosted page', async () => {
      const r = await form(opened.checkout.actionUrl, opened.checkout.fields);
      if (r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
      return formOfPage(await r.text());
    });
    return { id, reference: opened.payment.reference, ref: page.fields.ref!, actionUrl: opened.checkout.actionUrl };
  }
  type Opened = Awaited<ReturnType<typeof open>>;

  /**
   * The payer answers the hosted page (retried while the stand-in is down; its form action names the same port):
   * kind 0 approves and comes back, kind 1 approves and never comes back (the return is lost), kind 2 leaves it
   * pending and approves later on the phone (the stand-in's IPN; the job's inquiry either way).
   */
  async function answer(o: Opened, kind: number) {
    const mobile = kind === 2 ? TEST_WALLETS.neverApprove : TEST_WALLETS.approve;
    const back = await retried('pay on the hosted page', async () => {
      const r = await form(new URL('/CustomerPortal/pay', o.actionUrl).toString(), {
        ref: o.ref,
        mobile,
        cnic: '123456',
      });
      if (r.status !== 200) throw new Error(String(r.status));
      return formOfPage(await r.text());
    });
    if (kind !== 1) {
      const returned = await retried('return', () => form(`${s.base}${new URL(back.action).pathname}`, back.fields));
      expect(returned.status).toBe(303);
    }
    if (kind === 2)
      await retried('approve on the phone', async () => {
        const r = await fetch(`${jazzcash.url}/sandbox/wallets/${o.reference}/pay`, { method: 'POST' });
        if (!r.ok) throw new Error(String(r.status));
      });
  }

  it('when the stand-in restarts mid-run, then 0 payments are lost, 0 double-paid and none is paid without an inquiry', async () => {
    const owners = Array.from({ length: PAYERS }, (_, i) => advertiser(`soak-payer-${i}-${Date.now().toString(36)}`));
    // Every payer is on the provider's page (its transaction in the stand-in's table) before the restart.
    const paid = await Promise.all(owners.map(open));
    // A quarter finish before it; the rest answer while it is down and after it is back (from its kept table).
    await Promise.all(paid.filter((_, i) => i % 4 === 0).map((o, i) => answer(o, i % 3)));
    const restarted = restartStandIn();
    await Promise.all(paid.filter((_, i) => i % 4 !== 0).map((o, i) => answer(o, i % 3)));
    await restarted;

    // Every attempt ends (the job keeps inquiring the ones whose return was lost).
    const attempts = await eventually(async () => {
      const all = await s.deps.mongo
        .collection<{ reference: string; campaignId: string; state: string; invoiceId?: string }>('payment_attempts')
        .find({ campaignId: { $in: paid.map((p) => p.id) } })
        .toArray();
      return all.length === paid.length && all.every((a) => a.state === 'paid' && a.invoiceId) ? all : undefined;
    }, 120_000);

    const txns = jazzcash.transactions;
    const takenThere = paid.filter((p) => txns.get(p.reference)?.outcome.code === '000');
    const lost = takenThere.filter((p) => !attempts.some((a) => a.reference === p.reference && a.invoiceId));
    const invoices = await s.deps.mongo
      .collection<{ campaignId: string }>('invoices')
      .find({ campaignId: { $in: paid.map((p) => p.id) } })
      .toArray();
    const doublePaid = paid.filter((p) => invoices.filter((x) => x.campaignId === p.id).length > 1);
    // Money the stand-in kept (taken, not refunded) per campaign: one payment each, never two.
    const kept = (reference: string) => {
      const t = txns.get(reference);
      return t?.outcome.code === '000' && t.refundedPaisa < Number(t.request.pp_Amount);
    };
    const takenTwice = paid.filter(
      (p) => attempts.filter((a) => a.campaignId === p.id && kept(a.reference)).length > 1,
    );
    const withoutInquiry = attempts.filter((a) => !(txns.get(a.reference)?.inquiredPaid ?? 0));
    const statuses = await Promise.all(paid.map(async (p) => (await s.deps.campaigns.get(p.id))?.status));
    process.stderr.write(
      `payment soak: ${PAYERS} payers, taken at the stand-in ${takenThere.length}, lost ${lost.length}, ` +
        `double-paid ${doublePaid.length + takenTwice.length}, paid without inquiry ${withoutInquiry.length}\n`,
    );
    expect(takenThere).toHaveLength(PAYERS);
    expect(lost).toEqual([]);
    expect(doublePaid).toEqual([]);
    expect(takenTwice).toEqual([]);
    expect(withoutInquiry).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set(['pending_review']));
  }, 300_000);
});
