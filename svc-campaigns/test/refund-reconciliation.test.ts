import { admin, call } from '@rbt/test-kit';
import { metricsText } from '@rbt/service-kit';
import { CancelCampaignResponse, ReconciliationResponse, type ReconciliationRow } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, paid } from './fixtures';
import { refundMismatchOf } from '../src/billing/domain/refund-reconciliation';
import type { StoredRefund } from '../src/ports';

/** Refunds in reconciliation: each beside the provider's inquiry of its payment, or the account's credit movement. */
describe('svc-campaigns reconciliation of refunds', () => {
  let s: WithPricing;
  beforeAll(async () => {
    s = await startWithPricing({}, { paymentInquiries: false, reconciliation: false });
  });
  afterAll(async () => {
    await s.stop();
  });

  type Doc = Omit<StoredRefund, 'id'> & { _id: string; outbox: unknown[] };
  const refunds = () => s.deps.mongo.db!.collection<Doc>('refunds');
  const cancelled = async (refundTo: 'source' | 'credit') => {
    const id = await paid(s.base);
    const r = await call(s.base, 'POST', `/api/campaigns/${id}/cancel`, { as: alice, body: { refundTo } });
    return CancelCampaignResponse.parse(r.body).refunds[0];
  };
  /** A stored refund copied under a new id with some fields changed (a state only a broken write would leave). */
  const copied = async (from: string, id: string, set: Partial<Doc>) => {
    const doc = (await refunds().findOne({ _id: from }))!;
    await refunds().insertOne({ ...doc, _id: id, sourceKey: `test:${id}`, outbox: [], ...set });
  };
  const rowOf = (rows: ReconciliationRow[], id: string) => rows.find((r) => r.kind === 'refund' && r.id === id);

  it('when refunds agree, are returned here but not at the provider or in credit, differ in amount, credited but shown pending, or failed, then each is listed as what it is', async () => {
    const wallet = await cancelled('source');
    const credit = await cancelled('credit');
    expect([wallet.state, credit.state]).toEqual(['refunded', 'credited']);
    const paisa = Math.round(wallet.amountPkr * 100);
    // Returned here, but the provider has no such payment to have returned.
    await copied(wallet.id, 'rf-ghost', { paymentReference: 'RNOSUCHPAYMENT01' });
    // Returned more than the provider took for the payment.
    await copied(wallet.id, 'rf-more', { amountPaisa: paisa + 100, amountPkr: (paisa + 100) / 100 });
    // Failed for good at the provider.
    await copied(wallet.id, 'rf-failed', { state: 'failed', providerCode: '199', providerMessage: 'Not refundable.' });
    // Counted credited, no movement in the account.
    const lost = await cancelled('credit');
    const owner = (await refunds().findOne({ _id: lost.id }))!.ownerId;
    await s.deps.mongo
      .db!.collection('account_credits')
      .updateOne({ _id: owner as never }, { $pull: { entries: { key: `refund:${lost.id}` } } as never });
    // The movement is in the account, the refund still reads as pending.
    const stuck = await cancelled('credit');
    await refunds().updateOne({ _id: stuck.id }, { $set: { state: 'pending' } });

    const run = await call(s.base, 'POST', '/api/admin/billing/reconciliation/run', { as: admin() });
    expect(run.status).toBe(200);
    const rows = ReconciliationResponse.parse(run.body).report!.rows;
    expect(rowOf(rows, wallet.id)).toMatchObject({
      provider: 'jazzcash',
      ourState: 'refunded',
      providerState: 'paid',
      providerAmountPkr: wallet.amountPkr,
      mismatch: null,
    });
    expect(rowOf(rows, credit.id)).toMatchObject({
      provider: 'account_credit',
      ourState: 'credited',
      providerState: 'credited',
      providerAmountPkr: credit.amountPkr,
      mismatch: null,
    });
    expect(rowOf(rows, 'rf-ghost')).toMatchObject({ providerState: 'unknown', mismatch: 'refunded_here_not_there' });
    expect(rowOf(rows, 'rf-more')).toMatchObject({ mismatch: 'amount_differs' });
    expect(rowOf(rows, 'rf-failed')).toMatchObject({ mismatch: 'refund_failed', note: 'Not refundable.' });
    expect(rowOf(rows, lost.id)).toMatchObject({ providerState: 'missing', mismatch: 'refunded_here_not_there' });
    expect(rowOf(rows, stuck.id)).toMatchObject({ ourState: 'pending', mismatch: 'refunded_there_not_here' });

    const metrics = (await metricsText()).body;
    expect(metrics).toMatch(/payment_reconciliation_mismatches\{mismatch="refund_failed"\} [1-9]/);
    expect(metrics).toMatch(/payment_reconciliation_mismatches\{mismatch="refunded_here_not_there"\} [2-9]/);
  });

  it('when a provider reports the payment returned but our refund is not done, then it is returned there, not here', () => {
    const r = { state: 'pending', destination: 'source', amountPaisa: 1000 } as StoredRefund;
    expect(refundMismatchOf(r, { state: 'refunded', code: 'REVERSED', amountPaisa: 1000 })).toBe(
      'refunded_there_not_here',
    );
    expect(refundMismatchOf(r, { state: 'unreachable', code: null, amountPaisa: null })).toBeNull();
  });
});
