import crypto from 'node:crypto';
import escapeHtml from 'escape-html';
import type { CheckoutForm } from '../../data-access/hosted-payments';

/** Constant, so its hash can stand in the page's own Content-Security-Policy instead of allowing inline scripts. */
const SUBMIT = 'document.forms[0].submit();';
const SUBMIT_HASH = `'sha256-${crypto.createHash('sha256').update(SUBMIT).digest('base64')}'`;

/**
 * A page that posts a form on to the provider (Easypay's Confirm.jsf hop). The button stays for a browser that runs
 * no script; nothing of the form is the payer's input, and every value is escaped.
 */
export function autoSubmitPage(form: CheckoutForm): { html: string; csp: string } {
  const inputs = Object.entries(form.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>Easypaisa</title></head><body>` +
    `<form method="post" action="${escapeHtml(form.actionUrl)}">${inputs}<button type="submit">Continue</button></form>` +
    `<script>${SUBMIT}</script></body></html>`;
  // form-action also governs where the post may be redirected: Confirm.jsf answers with a redirect back to our own
  // return, which a browser blocks unless 'self' is allowed too.
  const target = new URL(form.actionUrl).origin;
  const csp = `default-src 'none'; script-src ${SUBMIT_HASH}; form-action ${target} 'self'; frame-ancestors 'none'`;
  return { html, csp };
}
