import { signIdentity } from '@rbt/service-kit';
import { admin, call, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { BankTransfer, Invoice, StatementResult } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, createDraft, submitted } from './fixtures';

/** Paying by bank transfer: the advertiser's instructions, the admin's statement upload and manual receipts. */
describe('svc-campaigns bank transfers', () => {
  let s: WithPricing;
  const boss = admin();

  beforeAll(async () => {
    s = await startWithPricing();
  });
  afterAll(async () => {
    await s.stop();
  });

  const start = async (campaignId: string, as = alice) =>
    call(s.base, 'POST', `/api/campaigns/${campaignId}/bank-transfer`, { as });
  const transfer = async (as = alice) => BankTransfer.parse((await start(await submitted(s.base, as), as)).body);
  const get = async (id: string) =>
    BankTransfer.parse((await call(s.base, 'GET', `/api/billing/bank-transfers/${id}`, { as: alice })).body);
  const upload = (csv: string, as = boss) =>
    fetch(`${s.base}/api/admin/billing/bank-transfers/statement`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', ...signIdentity(TEST_INTERNAL_SECRET, as) },
      body: csv,
    });
  const statement = async (csv: string) => {
    const res = await upload(csv);
    expect(res.status).toBe(200);
    return StatementResult.parse(await res.json());
  };

  it('when an advertiser pays by bank transfer, then the account, IBAN and a reference are shown, the same when asked again', async () => {
    const id = await submitted(s.base);
    const first = await start(id);
    expect(first.status).toBe(201);
    const t = BankTransfer.parse(first.body);
    expect(t).toMatchObject({ status: 'awaiting', receivedPkr: 0, account: { testOnly: true } });
    expect(t.account.iban).toMatch(/^PK\d{2}TEST\d{16}$/);
    expect(t.remainingPkr).toBe(t.amountDuePkr);
    const again = await start(id);
    expect([again.status, again.body.reference]).toEqual([200, t.reference]);
    expect((await start(id, bob)).status).toBe(404);
    expect((await call(s.base, 'GET', `/api/billing/bank-transfers/${t.id}`, { as: bob })).status).toBe(404);
    expect((await start(await createDraft(s.base))).status).toBe(409);
  });

  it('when a statement has a matching line, a short one and an unknown one, then each is recorded as it is', async () => {
    const [full, part] = [await transfer(), await transfer()];
    const result = await statement(
      'Date,Description,Credit,Debit\n' +
        `2026-12-01,IBFT ${full.reference} ACME,${full.amountDuePkr},\n` +
        `2026-12-01,Raast ${part.reference},1000,\n` +
        '2026-12-01,Someone else BTZZZZZZZZ,5000,\n' +
        '2026-12-01,Bank charges,,25\n',
    );
    expect(result.lines.map((l) => l.outcome)).toEqual(['matched', 'partial', 'unknown_reference', 'not_credit']);
    expect(result).toMatchObject({ matched: 2, unmatched: 1 });
    expect(await get(full.id)).toMatchObject({ status: 'received', remainingPkr: 0, creditPkr: 0 });
    const after = await get(part.id);
    expect(after).toMatchObject({ status: 'partially_received', receivedPkr: 1000 });
    expect(after.remainingPkr).toBeCloseTo(part.amountDuePkr - 1000, 2);
    // The same statement again changes nothing.
    const replay = await statement(`Date,Description,Credit\n2026-12-01,Raast ${part.reference},1000\n`);
    expect(replay.lines[0]!.outcome).toBe('already_recorded');
    expect((await get(part.id)).receivedPkr).toBe(1000);
  });

  it('when more arrives than was due, then the transfer is received and the excess is kept as credit', async () => {
    const t = await transfer();
    const result = await statement(`Date,Reference,Amount\n2026-12-02,${t.reference},${t.amountDuePkr + 500}\n`);
    expect(result.lines[0]).toMatchObject({ outcome: 'overpaid', creditPkr: 500, remainingPkr: 0 });
    expect(await get(t.id)).toMatchObject({ status: 'received', creditPkr: 500 });
  });

  it('when a statement is malformed on any line, then 400 and no line of it is recorded', async () => {
    const t = await transfer();
    const res = await upload(`Date,Reference,Credit\n2026-12-03,${t.reference},100\n2026-12-03,x,12abc\n`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { details: { path: string }[] } }).error.details[0]!.path).toBe(
      'lines.1.creditPkr',
    );
    expect((await upload('Date,Credit\n"2026-12-03,100\n')).status).toBe(400);
    expect(await get(t.id)).toMatchObject({ status: 'awaiting', receipts: [] });
  });

  it('when a non-admin uploads a statement or records a receipt, then 403 and nothing changes', async () => {
    const t = await transfer();
    expect((await upload(`Date,Reference,Credit\n2026-12-04,${t.reference},100\n`, alice)).status).toBe(403);
    const body = { amountPkr: 100, receivedOn: '2026-12-04' };
    const path = `/api/admin/billing/bank-transfers/${t.id}/receipts`;
    expect((await call(s.base, 'POST', path, { as: alice, body })).status).toBe(403);
    expect((await get(t.id)).receipts).toEqual([]);
  });

  it('when an admin marks money received by hand, then it counts once, and the same line in a statement is not counted again', async () => {
    const t = await transfer();
    const path = `/api/admin/billing/bank-transfers/${t.id}/receipts`;
    const body = { amountPkr: t.amountDuePkr, receivedOn: '2026-12-05' };
    expect((await call(s.base, 'POST', path, { as: boss, body: { ...body, amountPkr: -1 } })).status).toBe(400);
    const r = await call(s.base, 'POST', path, { as: boss, body });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'received', remainingPkr: 0 });
    expect((await call(s.base, 'POST', path, { as: boss, body })).status).toBe(409);
    const later = await statement(`Date,Reference,Credit\n2026-12-05,${t.reference},${t.amountDuePkr}\n`);
    expect(later.lines[0]!.outcome).toBe('already_recorded');
    expect((await get(t.id)).receipts).toHaveLength(1);
  });

  it('when a statement line pays a transfer in full, then the campaign goes to review with one invoice, also after a re-upload', async () => {
    const id = await submitted(s.base);
    const t = BankTransfer.parse((await start(id)).body);
    const part = `2026-12-06,IBFT ${t.reference},1000\n`;
    await statement(`Date,Description,Credit\n${part}`);
    const campaign = async () => (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body;
    expect((await campaign()).status).toBe('awaiting_payment');
    const csv = `Date,Description,Credit\n${part}2026-12-07,IBFT ${t.reference},${t.amountDuePkr - 1000}\n`;
    await statement(csv);
    await statement(csv);
    expect((await campaign()).status).toBe('pending_review');
    const invoices = (await call(s.base, 'GET', '/api/invoices', { as: alice })).body.items as Invoice[];
    const mine = invoices.filter((i) => i.campaignId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.totalPkr).toBe(t.amountDuePkr);
  });
});
