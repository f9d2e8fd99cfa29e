import { BANK_TRANSFER_REFERENCE } from '@rbt/contracts';
import { newTransferReference, receive, referenceIn, sameMoney } from '../src/billing/domain/bank-transfer-rules';
import { parseBankStatement } from '../src/billing/entry-points/http/bank-statement-csv';

/** Bank transfer rules and the statement reader, pure (the flow through HTTP is bank-transfers.test.ts). */
describe('bank transfer rules', () => {
  const due = { amountDuePkr: 1000.5, receivedPkr: 0, remainingPkr: 1000.5, creditPkr: 0, status: 'awaiting' as const };

  it('when a reference is made, then it has the contract form and no look-alike characters', () => {
    for (let i = 0; i < 50; i++) expect(newTransferReference()).toMatch(BANK_TRANSFER_REFERENCE);
  });

  it('when a line names our reference in its column or its narration, then it is found; two different ones name none', () => {
    expect(referenceIn({ reference: 'bt7k3q9m2x', description: '' })).toBe('BT7K3Q9M2X');
    expect(referenceIn({ description: 'IBFT FROM ACME ADS REF BT7K-3Q9M 2X THANKS' })).toBe('BT7K3Q9M2X');
    expect(referenceIn({ description: 'BT7K3Q9M2X and BT8K3Q9M2X' })).toBeNull();
    expect(referenceIn({ description: 'salary transfer' })).toBeNull();
  });

  it('when money arrives, then exact is received, short is partial with the rest due, more is kept as credit', () => {
    expect(receive(due, 1000.5)).toMatchObject({
      outcome: 'matched',
      status: 'received',
      remainingPkr: 0,
      creditPkr: 0,
    });
    const part = receive(due, 400.25);
    expect(part).toMatchObject({ outcome: 'partial', status: 'partially_received', remainingPkr: 600.25 });
    expect(receive(part, 700)).toMatchObject({
      outcome: 'overpaid',
      status: 'received',
      remainingPkr: 0,
      creditPkr: 99.75,
    });
    // Sums of decimals are counted in paisa: 0.1 + 0.2 is exactly 0.3 here.
    expect(receive({ ...due, amountDuePkr: 0.3, remainingPkr: 0.3 }, 0.1).remainingPkr).toBe(0.2);
  });

  it('when two receipts are compared, then the bank reference decides, else the day, amount (and text for two lines)', () => {
    const line = {
      source: 'statement' as const,
      receivedOn: '2026-12-01',
      amountPkr: 500,
      bankReference: null,
      description: 'A',
    };
    expect(sameMoney(line, { ...line })).toBe(true);
    expect(sameMoney(line, { ...line, description: 'B' })).toBe(false);
    expect(sameMoney(line, { ...line, source: 'manual', description: 'note' })).toBe(true);
    expect(sameMoney({ ...line, bankReference: 'X1' }, { ...line, bankReference: 'X2' })).toBe(false);
  });

  it('when a statement uses a bank export spelling, then dates, amounts and columns are read', () => {
    const lines = parseBankStatement(
      'Value Date,Narration,Transaction ID,Debit,Credit\n' +
        '05-Dec-2026,"IBFT BT7K3Q9M2X","TX1",,"1,250.50"\n\n' +
        '06/12/2026,ATM,TX2,500.00,\n',
    );
    expect(lines).toEqual([
      { line: 2, date: '2026-12-05', description: 'IBFT BT7K3Q9M2X', bankReference: 'TX1', creditPkr: 1250.5 },
      { line: 4, date: '2026-12-06', description: 'ATM', bankReference: 'TX2', creditPkr: undefined },
    ]);
  });

  it('when a statement is malformed, then one 400 names the line and the field', () => {
    const bad = (text: string) => {
      try {
        parseBankStatement(text);
      } catch (err) {
        return err as { status: number; message: string };
      }
      throw new Error('accepted');
    };
    expect(bad('Date,Credit\n2026-12-05,12x\n')).toMatchObject({
      status: 400,
      message: expect.stringContaining('Line 2'),
    });
    expect(bad('Date,Credit\n2026-13-45,10\n').status).toBe(400);
    expect(bad('Date,Narration\n2026-12-05,x\n').message).toContain('credit');
    expect(bad('Date,Credit\n"2026-12-05,10\n').message).toContain('CSV');
    expect(bad('').status).toBe(400);
  });
});
