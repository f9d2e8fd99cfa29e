import crypto from 'node:crypto';
import { escapeHtml } from './html-escape';

/**
 * The stand-in's own reading of JazzCash's hash rule (written apart from svc-campaigns' adapter on purpose: a shared
 * function would hide a bug on both sides). Fields named `pp…` but pp_SecureHash, empty ones dropped, sorted by name,
 * values joined by `&` after `salt&`, HMAC-SHA256 keyed with the salt, upper-case hex.
 */
export function sandboxHash(fields: Record<string, string>, salt: string): string {
  const names = Object.keys(fields)
    .filter((k) => /^pp/.test(k) && k !== 'pp_SecureHash' && fields[k] !== '')
    .sort();
  const message = [salt, ...names.map((k) => fields[k])].join('&');
  return crypto.createHmac('sha256', salt).update(message).digest('hex').toUpperCase();
}

export const signed = (fields: Record<string, string>, salt: string) => ({
  ...fields,
  pp_SecureHash: sandboxHash(fields, salt),
});

/** The provider compares case-insensitively. */
export const hashMatches = (fields: Record<string, string>, salt: string) =>
  (fields.pp_SecureHash ?? '').toUpperCase() === sandboxHash(fields, salt);

/**
 * Test wallet numbers (any last 6 CNIC digits) and what the stand-in does with them; every other number approves.
 * Cards: a number ending 0002 is declined, any other is approved. A voucher waits until paid through the
 * stand-in's shop endpoint (POST /sandbox/vouchers/:ref/pay) or until it expires.
 */
export const TEST_WALLETS = {
  approve: '03123456789',
  decline: '03111111111',
  neverApprove: '03222222222',
  cancel: '03333333333',
} as const;

export type Outcome = { code: string; message: string };
export const CODES = {
  paid: { code: '000', message: 'Thank you for using JazzCash, your transaction was successful.' },
  declined: { code: '999', message: 'Transaction declined.' },
  walletPending: { code: '157', message: 'Transaction is pending; approve it on the JazzCash app.' },
  voucherPending: { code: '124', message: 'Voucher placed; pay it at any JazzCash retailer.' },
  cancelled: { code: '112', message: 'Transaction cancelled by user.' },
  expired: { code: '116', message: 'Transaction expired.' },
  badHash: { code: '115', message: 'Invalid hash received.' },
  badMerchant: { code: '101', message: 'Invalid merchant credentials.' },
} satisfies Record<string, Outcome>;

/** What a payer's choice on the hosted page leads to. */
export function outcomeOf(txnType: string, input: { mobile?: string; card?: string; cancel?: boolean }): Outcome {
  if (input.cancel) return CODES.cancelled;
  if (txnType === 'OTC') return CODES.voucherPending;
  if (txnType === 'MPAY') return (input.card ?? '').replace(/\s/g, '').endsWith('0002') ? CODES.declined : CODES.paid;
  switch (input.mobile) {
    case TEST_WALLETS.decline:
      return CODES.declined;
    case TEST_WALLETS.neverApprove:
      return CODES.walletPending;
    case TEST_WALLETS.cancel:
      return CODES.cancelled;
    default:
      return CODES.paid;
  }
}

/** A page that posts `fields` to `action` by itself (the provider's way back to the merchant). */
export function autoPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>JazzCash (local stand-in)</title></head>
<body onload="document.forms[0].submit()"><p>Returning to the merchant…</p>
<form method="post" action="${escapeHtml(action)}">${inputs}<noscript><button>Continue</button></noscript></form></body></html>`;
}

/** The hosted page: wallet number + last 6 CNIC digits, card fields, or a voucher, as the request's type asks. */
export function hostedPage(ref: string, txnType: string, amountPaisa: string, description: string): string {
  const amount = (Number(amountPaisa) / 100).toFixed(2);
  const body =
    txnType === 'MWALLET'
      ? `<label>Mobile account number <input name="mobile" inputmode="numeric" pattern="03[0-9]{9}" required></label>
<label>Last 6 digits of CNIC <input name="cnic" inputmode="numeric" pattern="[0-9]{6}" required></label>`
      : txnType === 'MPAY'
        ? `<label>Card number <input name="card" inputmode="numeric" required></label>
<label>Expiry (MM/YY) <input name="expiry" required></label><label>CVV <input name="cvv" inputmode="numeric" required></label>`
        : `<p>A voucher number will be given; pay it at any JazzCash retailer before it expires.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>JazzCash (local stand-in)</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto}label{display:block;margin:.8rem 0}input{display:block;width:100%}</style></head>
<body><h1>JazzCash</h1><p><strong>Local stand-in: no real money moves.</strong></p>
<p>${escapeHtml(description)}</p><p>Amount: PKR ${amount}</p>
<form method="post" action="/CustomerPortal/pay"><input type="hidden" name="ref" value="${escapeHtml(ref)}">
${body}<button type="submit">Pay</button> <button type="submit" name="cancel" value="1" formnovalidate>Cancel</button></form></body></html>`;
}
