import { admin, call, payAtJazzcashStandIn } from '@rbt/test-kit';
import { metricsText } from '@rbt/service-kit';
import { ReconciliationResponse, type ReconciliationRow } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, paid, submitted } from './fixtures';
import { reconcileDaily, runReconciliation } from '../src/billing/domain/reconciliation-use-case';
import type { ReconciliationSource } from '../src/billing/domain/reconciliation-sources';
import { reconciliationLease } from '../src/billing/entry-points/jobs/reconciliation-job';

/** Reconciliation: payments and invoices beside what the providers say, mismatches listed, admins only. */
describe('svc-campaigns reconciliation', () => {
  let s: WithPricing;
  const boss = admin();
  beforeAll(async () => {
    // No inquiry job: a payment the provider took but we were never told of must stay so until reconciliation.
    s = await startWithPricing({}, { paymentInquiries: false, reconciliation: false });
  });
  afterAll(async () => {
    await s.stop();
  });

  const runNow = () => call(s.base, 'POST', '/api/admin/billing/reconciliation/run', { as: boss });
  const rowOf = (rows: ReconciliationRow[], kind: string, id: string) =>
    rows.find((r) => r.kind === kind && (r.id === id || r.reference === id));
  const attempts = () => s.deps.mongo.db!.collection<{ _id: string; campaignId: string }>('payment_attempts');

  it('when payments agree, are taken at the provider unknown to us, differ in amount or an invoice has no payment, then each is listed as what it is', async () => {
    const fine = await paid(s.base);
    const fineAttempt = (await attempts().findOne({ campaignId: fine }))!;
    // Paid at the provider, but the return never came back and nobody inquired.
    const lost = await submitted(s.base);
    const r = await call(s.base, 'POST', `/api/campaigns/${lost}/payments`, {
      as: alice,
      body: { provider: 'jazzcash', method: 'wallet' },
      headers: { 'idempotency-key': `lost-${lost}` },
    });
    await payAtJazzcashStandIn(r.body.checkout, { returnBase: s.base, deliver: false });
    // Counted paid here for a different amount than the provider took.
    const odd = await paid(s.base);
    await attempts().updateOne({ campaignId: odd }, { $inc: { amountPaisa: 100 } });
    const oddAttempt = (await attempts().findOne({ campaignId: odd }))!;
    // Counted paid here, never paid at the provider (its payment page was never even opened).
    const ghost = await submitted(s.base);
    const g = await call(s.base, 'POST', `/api/campaigns/${ghost}/payments`, {
      as: alice,
      body: { provider: 'jazzcash', method: 'wallet' },
      headers: { 'idempotency-key': `ghost-${ghost}` },
    });
    await attempts().updateOne({ _id: g.body.payment.id }, { $set: { state: 'paid' } });
    // An invoice with no payment behind it.
    const invoices = s.deps.mongo.db!.collection<{ _id: string; [k: string]: unknown }>('invoices');
    const model = (await invoices.findOne({ campaignId: fine }))!;
    await invoices.insertOne({ ...model, _id: 'inv-orphan', campaignId: 'orphan', number: 'INV-2099-999999' });

    const run = await runNow();
    expect(run.status).toBe(200);
    const { report } = ReconciliationResponse.parse(run.body);
    const rows = report!.rows;
    expect(rowOf(rows, 'payment', fineAttempt._id)).toMatchObject({
      ourState: 'paid',
      providerState: 'paid',
      mismatch: null,
    });
    expect(rowOf(rows, 'payment', r.body.payment.reference)).toMatchObject({
      ourState: 'redirected',
      providerState: 'paid',
      mismatch: 'paid_there_not_here',
    });
    expect(rowOf(rows, 'payment', oddAttempt._id)).toMatchObject({ mismatch: 'amount_differs' });
    expect(rowOf(rows, 'payment', g.body.payment.reference)).toMatchObject({
      ourState: 'paid',
      mismatch: 'paid_here_not_there',
    });
    expect(rowOf(rows, 'invoice', 'INV-2099-999999')).toMatchObject({ mismatch: 'paid_here_not_there' });
    const fineInvoice = rows.find((x) => x.kind === 'invoice' && x.campaignId === fine);
    expect(fineInvoice).toMatchObject({ ourState: 'issued', providerState: 'paid', mismatch: null });
    // Mismatches come first, so the admin view opens on them.
    const firstClean = rows.findIndex((x) => !x.mismatch);
    expect(rows.slice(firstClean).some((x) => x.mismatch)).toBe(false);
    expect(report!.mismatches).toBe(rows.filter((x) => x.mismatch).length);

    // The alarm: the metric names each kind of mismatch of the latest report.
    const metrics = (await metricsText()).body;
    expect(metrics).toMatch(/payment_reconciliation_mismatches\{mismatch="paid_there_not_here"\} [1-9]/);
    expect(metrics).toMatch(/payment_reconciliation_mismatches\{mismatch="amount_differs"\} [1-9]/);
    expect(metrics).toMatch(/payment_reconciliation_mismatches\{mismatch="paid_here_not_there"\} [1-9]/);

    const latest = await call(s.base, 'GET', '/api/admin/billing/reconciliation', { as: boss });
    expect(latest.body.report.id).toBe(report!.id);
    // Reconciliation only reports: the lost payment is still not counted here.
    expect((await call(s.base, 'GET', `/api/campaigns/${lost}`, { as: alice })).body.status).toBe('awaiting_payment');
  });

  it('when an advertiser asks for the reconciliation or to run it, then 403', async () => {
    expect((await call(s.base, 'GET', '/api/admin/billing/reconciliation', { as: alice })).status).toBe(403);
    expect((await call(s.base, 'POST', '/api/admin/billing/reconciliation/run', { as: alice })).status).toBe(403);
  });

  it('when another instance holds the lease, then a run now is a 409; the daily job runs once a day', async () => {
    const key = reconciliationLease(s.deps);
    await s.deps.redis.set(key, 'another-instance', 'PX', 10_000);
    const busy = await runNow();
    expect(busy.status).toBe(409);
    await s.deps.redis.del(key);
    // Today has a report already (the runs above): the daily round only reads it.
    expect((await reconcileDaily(s.deps)).ran).toBe(false);
    await s.deps.mongo.db!.collection('reconciliation_reports').deleteMany({});
    expect((await reconcileDaily(s.deps)).ran).toBe(true);
    expect((await reconcileDaily(s.deps)).ran).toBe(false);
  });

  it('when a further source is given (refunds, later), then its rows are compared and counted in the same report', async () => {
    const refunds: ReconciliationSource = async () => [
      {
        kind: 'refund',
        id: 'rf-1',
        reference: 'F123',
        provider: 'jazzcash',
        campaignId: 'c1',
        ourState: 'refunded',
        ourAmountPkr: 10,
        providerState: 'failed',
        providerCode: '199',
        providerAmountPkr: null,
        mismatch: 'paid_here_not_there',
        note: null,
      },
    ];
    const report = await runReconciliation(s.deps, 'test', [refunds]);
    expect(report).toMatchObject({ checked: 1, mismatches: 1, rows: [{ kind: 'refund', id: 'rf-1' }] });
  });
});
