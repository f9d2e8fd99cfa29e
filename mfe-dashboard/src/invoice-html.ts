import type { Invoice } from '@rbt/contracts';
import { formatKarachiDate, formatPkr } from '@rbt/web-kit';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A self-contained, printable invoice document (the browser's print dialog saves it as PDF). */
export function invoiceHtml(inv: Invoice): string {
  const rows = inv.lines
    .map((l) => `<tr><td>${esc(l.label)}</td><td class="n">${formatPkr(l.amountPkr)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${esc(inv.number)}</title>
<style>body{font:14px system-ui,sans-serif;margin:40px;color:#1a1c21}table{border-collapse:collapse;width:100%;max-width:640px}
td,th{padding:8px;border-bottom:1px solid #d3dae6;text-align:left}.n{text-align:right}tfoot td{font-weight:700}</style></head>
<body><h1>RBT Ads - Invoice ${esc(inv.number)}</h1>
<p>Campaign: ${esc(inv.campaignName)}<br>Issued: ${esc(formatKarachiDate(inv.issuedAt))}<br>Status: ${esc(inv.status.toUpperCase())}</p>
<table><thead><tr><th>Item</th><th class="n">Amount</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td>Total (${esc(inv.currency)})</td><td class="n">${formatPkr(inv.totalPkr)}</td></tr></tfoot></table>
<p>Prototype: payments are simulated; no card was charged.</p></body></html>`;
}

/** The sum of an invoice's lines of one kind (base, platform_fee, vat); a top-up invoice may carry several. */
export const lineSum = (inv: Invoice, code: string): number =>
  Math.round(inv.lines.filter((l) => l.code === code).reduce((s, l) => s + l.amountPkr, 0) * 100) / 100;

export const vatOf = (inv: Invoice): number => lineSum(inv, 'vat');

/** Starts a download of the invoice as an HTML file. */
export function downloadInvoice(inv: Invoice): void {
  const url = URL.createObjectURL(new Blob([invoiceHtml(inv)], { type: 'text/html' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `invoice-${inv.number}.html`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
