import { advertiser, call, payAtJazzcashStandIn, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { pdfText } from '@rbt/test-kit/src/pdf-text';
import { signIdentity } from '@rbt/service-kit';
import type { Caller } from '@rbt/service-kit';
import { AccountCredit, CancelCampaignResponse, CheckoutCredit, CheckoutResponse } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { submitted } from './fixtures';

describe('account credit at checkout: taken first, the provider asked for the rest, given back if unpaid', () => {
  let s: WithPricing;
  beforeAll(async () => {
    s = await startWithPricing();
  });
  afterAll(async () => {
    await s.stop();
  });

  const wallet = { provider: 'jazzcash', method: 'wallet' };
  const checkout = (id: string, key: string, as: Caller) =>
    call(s.base, 'POST', `/api/campaigns/${id}/payments`, { as, body: wallet, headers: { 'idempotency-key': key } });
  const balancePaisa = async (as: Caller) => {
    const c = AccountCredit.parse((await call(s.base, 'GET', '/api/billing/credit', { as })).body);
    return Math.round(c.balancePkr * 100);
  };
  const invoicePdf = async (invoiceId: string, as: Caller, lang: 'en' | 'ur') => {
    const res = await fetch(`${s.base}/api/invoices/${invoiceId}/invoice.pdf?lang=${lang}`, {
      headers: signIdentity(TEST_INTERNAL_SECRET, as),
    });
    expect(res.status).toBe(200);
    return pdfText(Buffer.from(await res.arrayBuffer()));
  };
  /** A submitted campaign of a new owner holding `share` of its price as account credit. */
  const withCredit = async (name: string, share: (pricePaisa: number) => number) => {
    const owner = advertiser(`${name}-${Date.now()}`);
    const id = await submitted(s.base, owner);
    const doc = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: owner })).body;
    const pricePaisa = Math.round(doc.quote.totalCost * 100);
    const creditPaisa = share(pricePaisa);
    const at = new Date().toISOString();
    await s.deps.credits.add(owner.id, {
      key: `seed-${id}`,
      at,
      kind: 'refund',
      campaignId: 'earlier',
      amountPaisa: creditPaisa,
    });
    return { owner, id, pricePaisa, creditPaisa };
  };

  it('when an owner with credit pays, then the page is told the split, the provider is asked for the rest only (once per key), and the invoice shows what credit paid', async () => {
    const { owner, id, pricePaisa, creditPaisa } = await withCredit('part', (p) => Math.floor(p / 3));
    const figures = CheckoutCredit.parse(
      (await call(s.base, 'GET', `/api/campaigns/${id}/checkout-credit`, { as: owner })).body,
    );
    expect(figures).toEqual({ creditPkr: creditPaisa / 100, toPayPkr: (pricePaisa - creditPaisa) / 100 });
    const first = CheckoutResponse.parse((await checkout(id, `k-${id}`, owner)).body);
    const again = CheckoutResponse.parse((await checkout(id, `k-${id}`, owner)).body);
    expect(again.payment.reference).toBe(first.payment.reference);
    expect(first.payment).toMatchObject({ amountPkr: (pricePaisa - creditPaisa) / 100, creditPkr: creditPaisa / 100 });
    expect(first.checkout!.fields.pp_Amount).toBe(String(pricePaisa - creditPaisa));
    expect(await balancePaisa(owner)).toBe(0);
    const { returned } = await payAtJazzcashStandIn(first.checkout!, { returnBase: s.base });
    expect(returned!.status).toBe(303);
    const doc = await s.deps.campaigns.get(id);
    expect(doc).toMatchObject({ status: 'pending_review', paidTotal: pricePaisa / 100 });
    const invoice = await s.deps.billing.invoiceFor(id, undefined);
    expect(invoice).toMatchObject({ totalPkr: pricePaisa / 100, paidByCreditPkr: creditPaisa / 100 });
    // The PDF says it too, in the buyer's language (Urdu figures in lakhs).
    const credit = creditPaisa / 100;
    const en = await invoicePdf(invoice!.id, owner, 'en');
    expect(en).toContain('Paid by account credit (PKR)');
    expect(en).toContain(credit.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    const ur = await invoicePdf(invoice!.id, owner, 'ur');
    for (const word of ['اکاؤنٹ', 'کریڈٹ']) expect(ur).toContain(word);
    expect(ur).toContain(credit.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    expect(ur).not.toContain('Paid by account credit');
    const entries = AccountCredit.parse((await call(s.base, 'GET', '/api/billing/credit', { as: owner })).body).entries;
    expect(entries.filter((e) => e.kind === 'checkout')).toHaveLength(1);
    // Cancelled before it starts: the provider returns its part, the credit's part goes back to credit.
    const cancel = await call(s.base, 'POST', `/api/campaigns/${id}/cancel`, {
      as: owner,
      body: { refundTo: 'source' },
    });
    const refunds = CancelCampaignResponse.parse(cancel.body).refunds;
    expect(refunds.map((x) => [x.state, Math.round(x.amountPkr * 100)]).sort()).toEqual(
      [
        ['credited', creditPaisa],
        ['refunded', pricePaisa - creditPaisa],
      ].sort(),
    );
    expect(s.jazzcash.transactions.get(first.payment.reference)?.refundedPaisa).toBe(pricePaisa - creditPaisa);
    expect(await balancePaisa(owner)).toBe(creditPaisa);
  });

  it('when ten cancellations of a campaign paid partly by credit arrive at once, then one refund of each part is opened, the provider refunds once and the credit comes back once', async () => {
    const { owner, id, pricePaisa, creditPaisa } = await withCredit('race', (p) => Math.floor(p / 4));
    const first = CheckoutResponse.parse((await checkout(id, `r-${id}`, owner)).body);
    await payAtJazzcashStandIn(first.checkout!, { returnBase: s.base });
    const cancel = () =>
      call(s.base, 'POST', `/api/campaigns/${id}/cancel`, { as: owner, body: { refundTo: 'source' } });
    const answers = await Promise.all(Array.from({ length: 10 }, cancel));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    const ids = answers.map((a) =>
      CancelCampaignResponse.parse(a.body)
        .refunds.map((x) => x.id)
        .sort(),
    );
    expect(new Set(ids.map((x) => x.join()))).toEqual(new Set([ids[0]!.join()]));
    expect(ids[0]).toHaveLength(2);
    expect(await s.deps.refunds.list({ campaignId: id })).toHaveLength(2);
    // A late cancellation (the first answer lost) gets the same two back and opens nothing.
    const late = CancelCampaignResponse.parse((await cancel()).body)
      .refunds.map((x) => x.id)
      .sort();
    expect(late).toEqual(ids[0]);
    expect(s.jazzcash.transactions.get(first.payment.reference)?.refundedPaisa).toBe(pricePaisa - creditPaisa);
    expect(await balancePaisa(owner)).toBe(creditPaisa);
  });

  it('when the payer cancels at the provider, then the credit taken comes back once and a new attempt can use it again', async () => {
    const { owner, id, creditPaisa } = await withCredit('cancel', (p) => Math.floor(p / 2));
    const r = CheckoutResponse.parse((await checkout(id, `c-${id}`, owner)).body);
    expect(await balancePaisa(owner)).toBe(0);
    await payAtJazzcashStandIn(r.checkout!, { returnBase: s.base, cancel: true });
    const ref = r.payment.reference;
    const status = await call(s.base, 'GET', `/api/campaigns/${id}/payments/${ref}`, { as: owner });
    expect(status.body.payment.state).toBe('cancelled');
    // Asked again (the job, a second tab): nothing more comes back.
    await call(s.base, 'GET', `/api/campaigns/${id}/payments/${ref}`, { as: owner });
    expect(await balancePaisa(owner)).toBe(creditPaisa);
    // The same key again (a retried request) takes nothing anew.
    expect((await checkout(id, `c-${id}`, owner)).status).toBe(201);
    expect(await balancePaisa(owner)).toBe(creditPaisa);
    const next = CheckoutResponse.parse((await checkout(id, `c2-${id}`, owner)).body);
    expect(next.payment.creditPkr).toBe(creditPaisa / 100);
    expect(await balancePaisa(owner)).toBe(0);
  });

  it('when credit covers the whole price, then it is paid at once with no provider page and the campaign goes to review', async () => {
    const { owner, id, pricePaisa } = await withCredit('whole', (p) => p + 500);
    const r = await checkout(id, `w-${id}`, owner);
    expect(r.status).toBe(201);
    const paid = CheckoutResponse.parse(r.body);
    expect(paid.checkout).toBeNull();
    expect(paid.payment).toMatchObject({ state: 'paid', amountPkr: 0, creditPkr: pricePaisa / 100 });
    expect(s.jazzcash.transactions.get(paid.payment.reference)).toBeUndefined();
    expect(await balancePaisa(owner)).toBe(500);
    const doc = await s.deps.campaigns.get(id);
    expect(doc).toMatchObject({ status: 'pending_review', paidTotal: pricePaisa / 100 });
    const invoice = await s.deps.billing.invoiceFor(id, undefined);
    expect(invoice).toMatchObject({ totalPkr: pricePaisa / 100, paidByCreditPkr: pricePaisa / 100 });
    const replay = CheckoutResponse.parse((await checkout(id, `w-${id}`, owner)).body);
    expect(replay.payment.id).toBe(paid.payment.id);
    expect(await balancePaisa(owner)).toBe(500);
  });
});
