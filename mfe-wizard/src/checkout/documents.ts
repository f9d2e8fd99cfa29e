import type { Invoice, Receipt } from '@rbt/contracts';
import { formatPkr } from './format';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
const page = (title: string, rows: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head>` +
  `<body style="font-family:sans-serif;max-width:640px;margin:2rem auto"><h1>${esc(title)}</h1><table style="width:100%">${rows}</table></body></html>`;
const row = (label: string, value: string) => `<tr><th style="text-align:left">${esc(label)}</th><td style="text-align:right">${esc(value)}</td></tr>`;

/** A printable invoice built only from the server's invoice (figures are never recomputed here). */
export function invoiceHtml(inv: Invoice): string {
  return page(`Invoice ${inv.number}`, [
    row('Campaign', inv.campaignName || 'Untitled Campaign'),
    row('Issued', new Date(inv.issuedAt).toLocaleString('en-PK')),
    ...inv.lines.map((l) => row(l.label, formatPkr(l.amountPkr))),
    row('Total', formatPkr(inv.totalPkr)),
    row('Status', 'Paid'),
  ].join(''));
}

export function receiptHtml(r: Receipt): string {
  return page(`Receipt ${r.number}`, [
    row('Invoice', r.invoiceNumber),
    row('Payment', r.paymentId),
    row('Paid', new Date(r.paidAt).toLocaleString('en-PK')),
    row('Amount', formatPkr(r.amountPkr)),
    row('Provider', r.provider),
  ].join(''));
}

export function downloadHtml(fileName: string, html: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
