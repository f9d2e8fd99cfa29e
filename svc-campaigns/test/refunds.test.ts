import { admin, advertiser, call, eventually } from '@rbt/test-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { AccountCredit, CancelCampaignResponse, RefundList } from '@rbt/contracts';
import { settleOnCompletion } from '../src/billing/domain/settlement-use-case';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, paid, submitted } from './fixtures';

describe('refunds: a cancellation or a credit note returns the money through the provider, or keeps it as credit', () => {
  let s: WithPricing;
  beforeAll(async () => {
    // The job retries failed refunds quickly here (production waits a minute, doubled each try).
    s = await startWithPricing({ PAYMENT_INQUIRY_INTERVAL_MS: '300', REFUND_RETRY_MS: '200' });
  });
  afterAll(async () => {
    await s.stop();
  });

  const cancel = (id: string, body: unknown, as = alice) =>
    call(s.base, 'POST', `/api/campaigns/${id}/cancel`, { as, body });
  const standInRefunded = (reference: string) => s.jazzcash.transactions.get(reference)?.refundedPaisa ?? 0;
  const paidWithReference = async (as = alice) => {
    const id = await paid(s.base, as);
    const [attempt] = await s.deps.payments.paidFor(id);
    return { id, reference: attempt.reference, paisa: attempt.amountPaisa };
  };
  const statusOf = async (id: string) => (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.status;

  it('when the owner cancels a paid campaign in review with the refund to its JazzCash wallet, then the provider refunds it whole, the payment is refunded and Billing lists the refund', async () => {
    const { id, reference, paisa } = await paidWithReference();
    const r = await cancel(id, { refundTo: 'source' });
    expect(r.status).toBe(200);
    const body = CancelCampaignResponse.parse(r.body);
    expect(body.refunds).toHaveLength(1);
    expect(body.refunds[0]).toMatchObject({
      state: 'refunded',
      destination: 'source',
      provider: 'jazzcash',
      method: 'wallet',
      reason: 'cancellation',
      amountPkr: paisa / 100,
      paymentReference: reference,
    });
    expect(standInRefunded(reference)).toBe(paisa);
    expect(await statusOf(id)).toBe('cancelled');
    const payment = await call(s.base, 'GET', `/api/campaigns/${id}/payments/${reference}`, { as: alice });
    expect(payment.body.payment.state).toBe('refunded');
    const list = RefundList.parse((await call(s.base, 'GET', '/api/billing/refunds', { as: alice })).body);
    expect(list.items.map((x) => x.id)).toContain(body.refunds[0].id);
    // payment.refunded left through the refund's own outbox.
    await eventually(async () => {
      const doc = await s.deps.mongo.collection('refunds').findOne({ _id: body.refunds[0].id as never });
      return doc && (doc.outbox as unknown[]).length === 0 ? true : undefined;
    });
    // ...and the notifications consumer queued the owner's refund email with the refunded amount, once.
    const queued = await eventually(async () => {
      const found = await s.deps.mongo
        .collection('notifications')
        .find({ campaignId: id, kind: 'payment_refunded' })
        .toArray();
      return found.length ? found : undefined;
    });
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ emailOnly: true, amountPkr: paisa / 100, email: { to: alice.email } });
    expect(String(queued[0]._id)).toMatch(/^payment_refunded-/);
  });

  it('when the provider fails the refund twice, then it stays pending (never refunded) and the job retries it until the provider refunds it', async () => {
    const { id, reference, paisa } = await paidWithReference();
    s.jazzcash.failRefunds(2);
    const r = await cancel(id, { refundTo: 'source' });
    expect(r.status).toBe(200);
    const first = CancelCampaignResponse.parse(r.body).refunds[0];
    expect(first).toMatchObject({ state: 'pending', providerCode: '199' });
    expect(standInRefunded(reference)).toBe(0);
    const done = await eventually(async () => {
      const list = RefundList.parse((await call(s.base, 'GET', '/api/billing/refunds', { as: alice })).body);
      const mine = list.items.find((x) => x.id === first.id);
      return mine?.state === 'refunded' ? mine : undefined;
    });
    expect(done.tries).toBe(3);
    expect(standInRefunded(reference)).toBe(paisa);
    const seen = await call(s.base, 'GET', `/api/admin/billing/refunds?state=refunded`, { as: admin() });
    expect(seen.body.items.map((x: { id: string }) => x.id)).toContain(first.id);
  });

  it('when an admin lists refunds by an unknown state or with another parameter, then 400 names it', async () => {
    const list = (query: string) => call(s.base, 'GET', `/api/admin/billing/refunds${query}`, { as: admin() });
    const notAState =
      "Invalid enum value. Expected 'requested' | 'pending' | 'refunded' | 'credited' | 'failed', received 'lost'";
    const unknown = await list('?state=lost');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      code: 'validation_failed',
      message: `state: ${notAState}`,
      details: [{ path: 'state', message: notAState }],
    });
    const other = await list('?status=failed');
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe("Unrecognized key(s) in object: 'status'");
  });

  it("when another instance holds this database's inquiry lease, then no round retries the refund until it is released", async () => {
    const lease = `lease:${s.deps.config.MONGO_DB}:payment-inquiry`;
    const { id, reference, paisa } = await paidWithReference();
    // Held by someone else until released (the job's own rounds end, so the key is free before this).
    await eventually(async () =>
      (await s.deps.redis.set(lease, 'other', 'PX', 60_000, 'NX')) === 'OK' ? true : undefined,
    );
    s.jazzcash.failRefunds(1);
    const first = CancelCampaignResponse.parse((await cancel(id, { refundTo: 'source' })).body).refunds[0];
    expect(first.state).toBe('pending');
    // Several intervals (300 ms) pass with the lease held: nothing is retried.
    await new Promise((r) => setTimeout(r, 1500));
    expect(standInRefunded(reference)).toBe(0);
    expect(await s.deps.redis.get(lease)).toBe('other');
    await s.deps.redis.del(lease);
    await eventually(() => (standInRefunded(reference) === paisa ? true : undefined));
  });

  it('when ten cancellations of one campaign arrive at once, then one refund is opened and the provider returns the money once', async () => {
    const { id, reference, paisa } = await paidWithReference();
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(id, { refundTo: 'source' })));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    const ids = new Set(answers.flatMap((a) => CancelCampaignResponse.parse(a.body).refunds.map((x) => x.id)));
    expect(ids.size).toBe(1);
    await eventually(() => (standInRefunded(reference) === paisa ? true : undefined));
    expect(await s.deps.refunds.list({ campaignId: id })).toHaveLength(1);
    expect(standInRefunded(reference)).toBe(paisa);
  });

  it('when the owner keeps the money as credit, then nothing goes to the provider and the balance shows it', async () => {
    // An owner of its own: credit kept here would pay alice's later checkouts without the provider.
    const carol = advertiser('carol-keeps-credit');
    const before = AccountCredit.parse((await call(s.base, 'GET', '/api/billing/credit', { as: carol })).body);
    const { id, reference, paisa } = await paidWithReference(carol);
    const r = await cancel(id, { refundTo: 'credit' }, carol);
    expect(CancelCampaignResponse.parse(r.body).refunds[0]).toMatchObject({ state: 'credited', destination: 'credit' });
    expect(standInRefunded(reference)).toBe(0);
    const after = AccountCredit.parse((await call(s.base, 'GET', '/api/billing/credit', { as: carol })).body);
    expect(Math.round((after.balancePkr - before.balancePkr) * 100)).toBe(paisa);
    expect(after.entries[0]).toMatchObject({ kind: 'refund', campaignId: id });
  });

  it("when someone cancels another advertiser's campaign, then it is a 404 and nothing changes", async () => {
    const { id, reference } = await paidWithReference();
    const r = await cancel(id, { refundTo: 'source' }, bob);
    expect(r.status).toBe(404);
    expect(await statusOf(id)).toBe('pending_review');
    expect(standInRefunded(reference)).toBe(0);
  });

  it.each([
    ['an unknown destination', { refundTo: 'bank' }, 'refundTo'],
    ['no destination', {}, 'refundTo'],
    ['an extra field', { refundTo: 'source', amountPkr: 1 }, ''],
  ])('when the cancellation has %s, then it is a 400 naming the field and nothing changes', async (_l, body, path) => {
    const { id, reference } = await paidWithReference();
    const r = await cancel(id, body);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain(path);
    expect(await statusOf(id)).toBe('pending_review');
    expect(standInRefunded(reference)).toBe(0);
  });

  it('when a campaign awaiting payment is cancelled, then it is a 409 (nothing was paid to return) and it stays as it was', async () => {
    const id = await submitted(s.base);
    const c = await cancel(id, { refundTo: 'source' });
    expect(c.status).toBe(409);
    expect(c.body.error.message).toMatch(/only a paid campaign that has not started/);
    expect(await statusOf(id)).toBe('awaiting_payment');
  });

  it('when a credit note is issued for a campaign paid by wallet, then its total goes back to the wallet (or to credit when the owner prefers it)', async () => {
    const booking = { cities: ['karachi'], startDate: null, endDate: null, timeSlots: [], expectedImpressions: 0 };
    const completeShort = async (owner = alice) => {
      const { id, reference } = await paidWithReference(owner);
      await s.deps.mongo.collection('campaigns').updateOne({ _id: id as never }, { $set: { status: 'completed' } });
      const e = makeEvent('campaigns', 'campaign.status_changed', id, {
        ownerId: owner.id,
        from: 'live',
        to: 'completed',
        by: 'scheduler',
        booking,
      });
      await settleOnCompletion(s.deps, e);
      await settleOnCompletion(s.deps, e);
      return { id, reference, note: (await s.deps.settlement.forCampaign(id))! };
    };
    const wallet = await completeShort();
    const [toWallet] = await s.deps.refunds.list({ campaignId: wallet.id });
    expect(toWallet).toMatchObject({ reason: 'credit_note', state: 'refunded', creditNoteId: wallet.note.id });
    expect(standInRefunded(wallet.reference)).toBe(Math.round(wallet.note.totalPkr * 100));
    expect(await s.deps.refunds.list({ campaignId: wallet.id })).toHaveLength(1);

    const pref = await call(s.base, 'PUT', '/api/billing/refund-preference', { as: bob, body: { refundTo: 'credit' } });
    expect(pref.status).toBe(200);
    const kept = await completeShort(bob);
    const [toCredit] = await s.deps.refunds.list({ campaignId: kept.id });
    expect(toCredit).toMatchObject({ state: 'credited', destination: 'credit' });
    expect(standInRefunded(kept.reference)).toBe(0);
  });

  it('when a non-admin asks for every refund, then it is a 403', async () => {
    const r = await call(s.base, 'GET', '/api/admin/billing/refunds', { as: alice });
    expect(r.status).toBe(403);
  });
});
