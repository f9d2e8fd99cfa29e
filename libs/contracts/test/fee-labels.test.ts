import { FEE_LABELS, ratePercent } from '../src';

describe('fee and tax labels', () => {
  it('when a rate is written as a percentage, then it reads without binary noise', () => {
    expect(ratePercent(0.07)).toBe('7%');
    expect(ratePercent(0.125)).toBe('12.5%');
  });

  it('when a label names a rate, then it is the rate charged (spec §9: fee 8%, VAT 16%)', () => {
    expect(FEE_LABELS).toEqual({ platformFee: 'Platform fee (8%)', vat: 'VAT (16%)', checkoutTax: 'Tax (16%)' });
  });
});
