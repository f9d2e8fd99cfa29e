import { FEE_LABELS } from '@rbt/contracts';
import { CHECKOUT } from '../src';

const percentIn = (label: string) => Number(/\((\d+(?:\.\d+)?)%\)/.exec(label)?.[1]) / 100;

describe('fee labels', () => {
  it('when a label names a rate, then it is the rate the checkout charges', () => {
    expect(percentIn(FEE_LABELS.platformFee)).toBe(CHECKOUT.platformFeeRate);
    expect(percentIn(FEE_LABELS.vat)).toBe(CHECKOUT.vatRate);
    expect(percentIn(FEE_LABELS.checkoutTax)).toBe(CHECKOUT.vatRate);
  });
});
