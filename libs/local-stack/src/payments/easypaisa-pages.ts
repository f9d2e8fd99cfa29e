import type { Txn } from './easypaisa-ledger';
import { escapeHtml } from './html-escape';

/** The stand-in's hosted pages: plain server-rendered HTML forms, as a payer's browser sees them. */
const esc = escapeHtml;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Easypay (local stand-in)</title>${head}
<style>body{font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#222}
fieldset{border:1px solid #ccc;border-radius:6px;margin:1rem 0;padding:1rem}label{display:block;margin:.5rem 0}
input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}button{font-size:1rem;padding:.5rem 1rem;margin:.5rem .5rem 0 0}
.note{background:#fff6d6;padding:.5rem;border-radius:4px;font-size:.9rem}.err{color:#a00}</style></head>
<body><p class="note">Local Easypaisa stand-in: no real money moves. Test numbers: docs/payments-easypaisa.md.</p>
<h1>${esc(title)}</h1>${body}</body></html>`;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;

const SECTIONS: Record<string, (t: Txn) => string> = {
  MA_PAYMENT_METHOD: (t) => `<fieldset><legend>Easypaisa mobile account</legend>
<label>Mobile account number <input name="mobileAccountNo" inputmode="numeric" pattern="03[0-9]{9}" placeholder="03xxxxxxxxx" value="${esc(t.msisdn ?? '')}" required></label>
<label>E-mail (optional) <input name="emailAddress" type="email" value="${esc(t.email ?? '')}"></label>
<p>You will be asked to approve the payment on your phone.</p>
<button name="method" value="MA">Pay with Easypaisa account</button></fieldset>`,
  OTC_PAYMENT_METHOD: () => `<fieldset><legend>Pay at an Easypaisa shop</legend>
<p>Get a payment token and pay it in cash at any Easypaisa shop before it expires.</p>
<button name="method" value="OTC" formnovalidate>Get payment token</button></fieldset>`,
  CC_PAYMENT_METHOD: () => `<fieldset><legend>Debit or credit card</legend>
<label>Card number <input name="cardNumber" inputmode="numeric" autocomplete="cc-number"></label>
<label>Expiry (MM/YY) <input name="cardExpiry" autocomplete="cc-exp" placeholder="12/30"></label>
<label>CVV <input name="cardCvv" inputmode="numeric" autocomplete="cc-csc"></label>
<button name="method" value="CC" formnovalidate>Pay by card</button></fieldset>`,
};

/** Index.jsf's answer: the order and the payment method's fields (all three when the merchant named none). */
export function checkoutPage(t: Txn, storeName: string, paymentMethod: string | undefined, error?: string): string {
  const methods = paymentMethod && SECTIONS[paymentMethod] ? [paymentMethod] : Object.keys(SECTIONS);
  return page(
    `Pay PKR ${t.amount} to ${storeName}`,
    `<p>Order ${esc(t.orderId)} · pay before ${esc(t.expiresAt.slice(0, 16).replace('T', ' '))} UTC</p>
${error ? `<p class="err" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/easypay/pay">${hidden('session', t.session)}
${methods.map((m) => SECTIONS[m](t)).join('\n')}
<button name="method" value="cancel" formnovalidate>Cancel and go back</button></form>`,
  );
}

/** After a voucher is made: its token, then on to the merchant (at once when the merchant asked autoRedirect). */
export function voucherPage(t: Txn, next: string, autoRedirect: boolean): string {
  return page(
    'Your payment token',
    `<p>Pay <strong>PKR ${esc(t.amount)}</strong> at any Easypaisa shop with payment token
<strong data-testid="payment-token">${esc(t.paymentToken ?? '')}</strong> before ${esc(t.expiresAt.slice(0, 16).replace('T', ' '))} UTC.</p>
<p><a id="continue" href="${esc(next)}">Back to the merchant</a></p>`,
    autoRedirect ? `<meta http-equiv="refresh" content="5;url=${esc(next)}">` : '',
  );
}

export function errorPage(code: string, message: string): string {
  return page('The payment request was refused', `<p class="err" role="alert">Error ${esc(code)}: ${esc(message)}</p>`);
}
