import { call, admin, payAtJazzcashStandIn, postReturn } from '@rbt/test-kit';
import { CheckoutResponse, EstimateResponse, Invoice } from '@rbt/contracts';
import { jazzcashHash } from '../src/billing/data-access/jazzcash-provider';
import { startTestServer } from './test-server';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, createDraft, estimateFor, fullDraft, paid, submitted } from './fixtures';

describe('svc-campaigns submit and payment', () => {
  let s: WithPricing;
  let expected: EstimateResponse['checkout'];
  beforeAll(async () => {
    s = await startWithPricing();
    expected = (await estimateFor(s.pricing.base, fullDraft())).checkout;
  });
  afterAll(async () => {
    await s.stop();
  });

  it('when a complete draft is submitted, then the server quote is locked and the browser figure is kept only for comparison', async () => {
    const id = await createDraft(s.base, alice, fullDraft({ frontendCalculatedCost: 1 }));
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/submit`, { as: alice, body: { termsAccepted: true } });
    expect(r.status).toBe(200);
    expect(expected.total).toBeGreaterThan(1);
    expect(r.body).toMatchObject({
      status: 'awaiting_payment',
      quote: {
        baseCost: expected.baseCost,
        platformFee: expected.platformFee,
        vat: expected.tax,
        totalCost: expected.total,
      },
    });
    const d = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
    expect(d.pricing).toEqual({
      budgetPkr: expected.baseCost,
      fees: expected.platformFee,
      taxes: expected.tax,
      totalCost: expected.total,
      weightedCpm: expected.weightedCpm,
      locked: true,
    });
    expect(d.frontendCalculatedCost).toBe(1);
  });

  it.each([
    ['no name', { name: '  ' }, 'name: Campaign name is required'],
    ['no cities', { cities: [] }, 'cities: Choose at least one city'],
    ['no time slot', { timeSlots: [] }, 'timeSlots: Choose at least one time slot'],
    [
      'an empty script',
      { ttsConfig: { script: ' ' } },
      'ttsConfig.script: Add a script, an uploaded audio file or a recording',
    ],
    [
      'rights not confirmed',
      { rightsConfirmed: false },
      'rightsConfirmed: I confirm that I have the rights to use this audio content and script for advertising purposes.',
    ],
  ])(
    'when a draft with %s is submitted, then it is a 400 with the step rule and stays a draft',
    async (_l, over, message) => {
      const id = await createDraft(s.base, alice, fullDraft(over));
      const r = await call(s.base, 'POST', `/api/campaigns/${id}/submit`, { as: alice, body: { termsAccepted: true } });
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe(message);
      expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.status).toBe('draft');
    },
  );

  it('when terms are not accepted, then submit is a 400 with the spec message', async () => {
    const id = await createDraft(s.base);
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/submit`, { as: alice, body: { termsAccepted: false } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('termsAccepted: Please accept the terms and policies before proceeding.');
  });

  it('when svc-pricing does not answer, then submit is a 503 asking to retry and nothing changed', async () => {
    // A second instance over the same database whose pricing address has nothing listening.
    const cut = await startTestServer({
      PRICING_URL: 'http://127.0.0.1:1',
      MONGO_DB: s.deps.config.MONGO_DB,
      KAFKA_TOPIC_PREFIX: s.deps.config.KAFKA_TOPIC_PREFIX,
    });
    try {
      const id = await createDraft(s.base);
      const before = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
      const r = await call(cut.base, 'POST', `/api/campaigns/${id}/submit`, {
        as: alice,
        body: { termsAccepted: true },
      });
      expect(r.status).toBe(503);
      expect(r.body.error.message).toMatch(/try again/);
      expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body).toEqual(before);
    } finally {
      await cut.stopKeepingData();
    }
  });

  it('when the draft names a city nobody knows (stored before city ids were checked on save), then submit is a 400 and it stays a draft', async () => {
    const id = await createDraft(s.base);
    await s.deps.mongo
      .collection('campaigns')
      .updateOne({ _id: id as never }, { $set: { 'audience.cities': ['atlantis'] } });
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/submit`, { as: alice, body: { termsAccepted: true } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain('atlantis');
    expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.status).toBe('draft');
  });

  it('when 20 identical submits with one Idempotency-Key arrive at once, then one submit runs and the other 19 replay its answer', async () => {
    const id = await createDraft(s.base);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(s.base, 'POST', `/api/campaigns/${id}/submit`, {
          as: alice,
          body: { termsAccepted: true },
          headers: { 'idempotency-key': `sub-${id}` },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    const history = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.statusHistory as {
      to: string;
    }[];
    expect(history.map((h) => h.to)).toEqual(['draft', 'awaiting_payment']);
  });

  const wallet = { provider: 'jazzcash', method: 'wallet' };
  const checkout = (id: string, key: string, as = alice, body: unknown = wallet) =>
    call(s.base, 'POST', `/api/campaigns/${id}/payments`, { as, body, headers: { 'idempotency-key': key } });

  it('when a submitted campaign is paid by JazzCash wallet through the stand-in, then the inquiry confirms it and a payment, an invoice with base, fee, VAT and total and a receipt exist and it awaits review', async () => {
    const id = await submitted(s.base);
    const r = await checkout(id, `p-${id}`);
    expect(r.status).toBe(201);
    const started = CheckoutResponse.parse(r.body);
    expect(started.payment).toMatchObject({ state: 'redirected', amountPkr: expected.total, provider: 'jazzcash' });
    expect(started.checkout!.fields).toMatchObject({
      pp_TxnType: 'MWALLET',
      pp_Amount: String(Math.round(expected.total * 100)),
      pp_TxnRefNo: started.payment.reference,
    });
    expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.status).toBe('awaiting_payment');
    const { returned } = await payAtJazzcashStandIn(started.checkout!, { returnBase: s.base });
    expect(returned!.status).toBe(303);
    expect(returned!.headers.get('location')).toContain(
      `/campaigns/${id}/checkout?payment=${started.payment.reference}`,
    );
    const status = await call(s.base, 'GET', `/api/campaigns/${id}/payments/${started.payment.reference}`, {
      as: alice,
    });
    expect(status.body).toMatchObject({ payment: { state: 'paid' }, campaignStatus: 'pending_review' });
    expect(
      (await call(s.base, 'GET', `/api/campaigns/${id}/payments/${started.payment.reference}`, { as: bob })).status,
    ).toBe(404);
    const invoice = Invoice.parse(
      (await call(s.base, 'GET', `/api/invoices/${status.body.payment.invoiceId}`, { as: alice })).body,
    );
    expect(invoice.lines.map((l) => [l.code, l.amountPkr])).toEqual([
      ['base', expected.baseCost],
      ['platform_fee', expected.platformFee],
      ['vat', expected.tax],
    ]);
    expect(invoice).toMatchObject({ currency: 'PKR', totalPkr: expected.total, campaignId: id });
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect((await call(s.base, 'GET', `/api/invoices/${invoice.id}`, { as: bob })).status).toBe(404);
  });

  it('when a return is forged (hash, amount, reference), then it is a 4xx and nothing changes; sent again after the attempt ended, then it only redirects', async () => {
    const id = await submitted(s.base);
    const r = await checkout(id, `f-${id}`);
    const { returnTo, returnFields } = await payAtJazzcashStandIn(r.body.checkout, {
      returnBase: s.base,
      deliver: false,
    });
    const resign = (f: Record<string, string>) => ({ ...f, pp_SecureHash: jazzcashHash(f, 'not-our-salt') });
    const forged = [
      { ...returnFields, pp_SecureHash: returnFields.pp_SecureHash.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
      resign({ ...returnFields, pp_Amount: '100' }),
      { ...returnFields, pp_Amount: '100' },
      { ...returnFields, pp_TxnRefNo: 'RUNKNOWN0000000000' },
    ];
    for (const f of forged) expect((await postReturn(returnTo, f)).status).toBeGreaterThanOrEqual(400);
    const ref = r.body.payment.reference;
    const before = await call(s.base, 'GET', `/api/campaigns/${id}/payments/${ref}`, { as: alice });
    expect(before.body).toMatchObject({ payment: { state: 'redirected' }, campaignStatus: 'awaiting_payment' });
    expect((await postReturn(returnTo, returnFields)).status).toBe(303);
    const paidAt = (await s.deps.mongo.db!.collection('payment_attempts').findOne({ reference: ref }))!.updatedAt;
    // The payer's Back button, or our inquiry got there first: the same page, and nothing asked or written again.
    const replay = await postReturn(returnTo, returnFields);
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toMatch(new RegExp(`/campaigns/${id}/checkout\\?payment=${ref}$`));
    expect(await s.deps.mongo.db!.collection('invoices').countDocuments({ campaignId: id })).toBe(1);
    expect((await s.deps.mongo.db!.collection('payment_attempts').findOne({ reference: ref }))!.updatedAt).toEqual(
      paidAt,
    );
  });

  it('when the payer cancels on the provider page, then the attempt is cancelled, nothing is charged and the campaign can be paid again', async () => {
    const id = await submitted(s.base);
    const r = await checkout(id, `c-${id}`);
    const { returned } = await payAtJazzcashStandIn(r.body.checkout, { returnBase: s.base, cancel: true });
    expect(returned!.status).toBe(303);
    const ref = r.body.payment.reference;
    const status = await call(s.base, 'GET', `/api/campaigns/${id}/payments/${ref}`, { as: alice });
    expect(status.body).toMatchObject({ payment: { state: 'cancelled' }, campaignStatus: 'awaiting_payment' });
    expect(await s.deps.mongo.db!.collection('payments').countDocuments({ campaignId: id })).toBe(0);
    expect((await checkout(id, `c2-${id}`)).status).toBe(201);
  });

  it('when a voucher is placed, then the payment waits with its number, and once paid at a shop the IPN makes the server inquire and the campaign go to review', async () => {
    const id = await submitted(s.base);
    const r = await checkout(id, `v-${id}`, alice, { provider: 'jazzcash', method: 'voucher' });
    const ref = r.body.payment.reference;
    const { returned } = await payAtJazzcashStandIn(r.body.checkout, { returnBase: s.base });
    expect(returned!.status).toBe(303);
    const waiting = await call(s.base, 'GET', `/api/campaigns/${id}/payments/${ref}`, { as: alice });
    expect(waiting.body).toMatchObject({
      payment: { state: 'pending', providerCode: '124', voucher: { number: expect.stringMatching(/^\d{12}$/) } },
      campaignStatus: 'awaiting_payment',
    });
    // The payer pays the voucher at a shop; the provider's IPN is only a trigger for the inquiry.
    await fetch(`${s.jazzcash.url}/sandbox/vouchers/${ref}/pay`, { method: 'POST' });
    const after = await call(s.base, 'GET', `/api/campaigns/${id}/payments/${ref}`, { as: alice });
    expect(after.body).toMatchObject({ payment: { state: 'paid' }, campaignStatus: 'pending_review' });
  });

  it('when an IPN names a payment the provider has not confirmed, then nothing is paid', async () => {
    const id = await submitted(s.base);
    const r = await checkout(id, `i-${id}`, alice, { provider: 'jazzcash', method: 'wallet' });
    const ipn = await fetch(`${s.base}/api/payments/jazzcash/ipn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pp_TxnRefNo: r.body.payment.reference, pp_ResponseCode: '000' }),
    });
    expect(ipn.status).toBe(200);
    expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.status).toBe('awaiting_payment');
    const unknown = await fetch(`${s.base}/api/payments/jazzcash/ipn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pp_TxnRefNo: 'RNOSUCHPAYMENT00000' }),
    });
    expect(unknown.status).toBe(404);
  });

  it('when two attempts are both approved at the provider, then one invoice is issued and the second payment is refunded', async () => {
    const id = await submitted(s.base, bob);
    const first = await checkout(id, `two-a-${id}`, bob);
    const second = await checkout(id, `two-b-${id}`, bob);
    await payAtJazzcashStandIn(first.body.checkout, { returnBase: s.base });
    await payAtJazzcashStandIn(second.body.checkout, { returnBase: s.base });
    const ref = second.body.payment.reference;
    const status = await call(s.base, 'GET', `/api/campaigns/${id}/payments/${ref}`, { as: bob });
    expect(status.body.payment.state).toBe('refunded');
    expect(s.jazzcash.transactions.get(ref)!.refundedPaisa).toBe(Math.round(expected.total * 100));
    expect(await s.deps.mongo.db!.collection('invoices').countDocuments({ campaignId: id })).toBe(1);
  });

  it('when 20 identical checkout requests arrive at once, then there is one attempt', async () => {
    const id = await submitted(s.base, bob);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(id, `dbl-${id}`, bob)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body.payment.reference)).size).toBe(1);
    expect(await s.deps.mongo.db!.collection('payment_attempts').countDocuments({ campaignId: id })).toBe(1);
  });

  it('when a paid campaign is paid again with a new key, then it is a 409 naming its status', async () => {
    const id = await paid(s.base);
    const r = await checkout(id, `again-${id}`);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain('pending_review');
  });

  it('when a key is reused with a different body, then it is a 409 and no second attempt is made', async () => {
    const id = await submitted(s.base);
    expect((await checkout(id, `reuse-${id}`)).status).toBe(201);
    const r = await checkout(id, `reuse-${id}`, alice, { provider: 'jazzcash', method: 'card' });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe('This Idempotency-Key was already used for a different request; use a new key.');
  });

  it('when a payment has no Idempotency-Key, names no method, or a draft is paid, then it is a 400 or a 409', async () => {
    const id = await createDraft(s.base);
    expect((await call(s.base, 'POST', `/api/campaigns/${id}/payments`, { as: alice, body: wallet })).status).toBe(400);
    expect((await checkout(id, `m-${id}`, alice, { method: 'simulated_card' })).status).toBe(400);
    const r = await checkout(id, `d-${id}`);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain('draft');
  });

  it('when a submitted campaign is deleted, then it is a 409 naming its status', async () => {
    const id = await submitted(s.base);
    const r = await call(s.base, 'DELETE', `/api/campaigns/${id}`, { as: alice });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe('Only drafts can be deleted; this campaign is awaiting_payment.');
  });

  it('when an unpaid submitted campaign is edited, then it returns to draft with the quote unlocked', async () => {
    const id = await submitted(s.base);
    const r = await call(s.base, 'PATCH', `/api/campaigns/${id}`, { as: alice, body: { cities: ['karachi'] } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'draft', quote: null, termsAccepted: false, pricing: { locked: false } });
  });

  it('when an admin lists invoices, then other advertisers’ invoices are included', async () => {
    const items = (await call(s.base, 'GET', '/api/invoices', { as: admin() })).body.items as Invoice[];
    expect(new Set(items.map((i) => i.ownerId))).toEqual(new Set(['alice', 'bob']));
  });
});
