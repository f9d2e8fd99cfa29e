import { call, admin } from '@rbt/test-kit';
import { EstimateResponse, Invoice, PaymentResponse } from '@rbt/contracts';
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

  it('when a submitted campaign is paid, then a payment, an invoice with base, fee, VAT and total in PKR and a receipt exist and it awaits review', async () => {
    const id = await submitted(s.base);
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/payments`, {
      as: alice,
      body: { method: 'simulated_card' },
      headers: { 'idempotency-key': `p-${id}` },
    });
    expect(r.status).toBe(201);
    const p = PaymentResponse.parse(r.body);
    expect(p.notice).toMatch(/card provider integration will be enabled once provider keys are configured/);
    expect(p.invoice.lines.map((l) => [l.code, l.amountPkr])).toEqual([
      ['base', expected.baseCost],
      ['platform_fee', expected.platformFee],
      ['vat', expected.tax],
    ]);
    expect(p.invoice).toMatchObject({ currency: 'PKR', totalPkr: expected.total, campaignId: id });
    expect(p.invoice.subtotalPkr).toBeCloseTo(expected.baseCost + expected.platformFee, 2);
    expect(p.invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(p.receipt).toMatchObject({ invoiceNumber: p.invoice.number, amountPkr: expected.total });
    expect((await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.status).toBe('pending_review');
    const inv = await call(s.base, 'GET', `/api/invoices/${p.invoice.id}`, { as: alice });
    expect(Invoice.parse(inv.body).number).toBe(p.invoice.number);
    expect((await call(s.base, 'GET', `/api/invoices/${p.invoice.id}`, { as: bob })).status).toBe(404);
  });

  it('when 20 identical payment requests arrive at once, then there is one payment and one invoice', async () => {
    const id = await submitted(s.base, bob);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(s.base, 'POST', `/api/campaigns/${id}/payments`, {
          as: bob,
          body: {},
          headers: { 'idempotency-key': `dbl-${id}` },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body.payment.id)).size).toBe(1);
    const invoices = (await call(s.base, 'GET', '/api/invoices', { as: bob })).body.items as Invoice[];
    expect(invoices.filter((i) => i.campaignId === id)).toHaveLength(1);
    expect(await s.deps.mongo.db!.collection('payments').countDocuments({ campaignId: id })).toBe(1);
  });

  it('when 20 payment requests with different keys race, then one pays and the others get a 409', async () => {
    const id = await submitted(s.base, bob);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(s.base, 'POST', `/api/campaigns/${id}/payments`, {
          as: bob,
          body: {},
          headers: { 'idempotency-key': `race-${i}-${id}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await s.deps.mongo.db!.collection('invoices').countDocuments({ campaignId: id })).toBe(1);
  });

  it('when a paid campaign is paid again with a new key, then it is a 409 naming its status', async () => {
    const id = await paid(s.base);
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/payments`, {
      as: alice,
      body: {},
      headers: { 'idempotency-key': `again-${id}` },
    });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain('pending_review');
  });

  it('when a paid key is reused with a different body, then it is a 409 and nothing is paid again', async () => {
    const id = await submitted(s.base);
    const key = `reuse-${id}`;
    expect(
      (
        await call(s.base, 'POST', `/api/campaigns/${id}/payments`, {
          as: alice,
          body: {},
          headers: { 'idempotency-key': key },
        })
      ).status,
    ).toBe(201);
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/payments`, {
      as: alice,
      body: { cardholderName: 'A. Khan' },
      headers: { 'idempotency-key': key },
    });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe('This Idempotency-Key was already used for a different request; use a new key.');
  });

  it('when a payment has no Idempotency-Key or a draft is paid, then it is a 400 or a 409', async () => {
    const id = await createDraft(s.base);
    expect((await call(s.base, 'POST', `/api/campaigns/${id}/payments`, { as: alice, body: {} })).status).toBe(400);
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/payments`, {
      as: alice,
      body: {},
      headers: { 'idempotency-key': `d-${id}` },
    });
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
