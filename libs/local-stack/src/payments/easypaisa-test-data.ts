/**
 * The stand-in's test inputs: which wallet number or card decides which outcome (docs/payments-easypaisa.md).
 * Any other well-formed wallet number or Luhn-valid card approves, so trying the page by hand just works.
 */
export type PayerOutcome = 'approve' | 'decline' | 'never' | 'cancel';

export const TEST_WALLETS: Record<string, PayerOutcome> = {
  '03451111111': 'approve',
  '03452222222': 'decline',
  /** The payer never approves on the phone: pending until the approval window or the expiry passes. */
  '03453333333': 'never',
  /** The payer rejects the request on the phone. */
  '03454444444': 'cancel',
};

export const TEST_CARDS: Record<string, PayerOutcome> = {
  '4111111111111111': 'approve',
  '5123450000000008': 'approve',
  '4000000000000002': 'decline',
  '4000000000000069': 'cancel',
};

export const WALLET_NUMBER = /^03\d{9}$/;

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
