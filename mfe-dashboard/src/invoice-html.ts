import type { Invoice, Language } from '@rbt/contracts';
import type { useDashT } from './messages';
import { formatKarachiDate, formatPkr } from '@rbt/web-kit';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The document's words: the dashboard's message function and the page's language. */
interface InvoiceDocWords {
  t: ReturnType<typeof useDashT>;
  language: Language;
}

/**
 * A line in the page's language: the service stores English labels ("Platform fee (8%)"), so the three lines it
 * writes are named by code with the rate the label carries ("8 فیصد" in Urdu: inside a right-to-left sentence "8%"
 * reads "%8"); another code keeps its stored label.
 */
function lineLabel({ t, language }: InvoiceDocWords, inv: Invoice, line: Invoice['lines'][number]): string {
  const percent = /(\d+(?:\.\d+)?)\s*%/.exec(line.label)?.[1] ?? '';
  const rate = language === 'ur' ? `${percent} فیصد` : `${percent}%`;
  if (line.code === 'base') return t(inv.topUpId ? 'dash.invoiceDoc.line.topUp' : 'dash.invoiceDoc.line.base');
  if (line.code === 'platform_fee') return t('dash.invoiceDoc.line.platform_fee', { rate });
  if (line.code === 'vat') return t('dash.invoiceDoc.line.vat', { rate });
  return line.label;
}

/** A self-contained, printable invoice document (the browser's print dialog saves it as PDF), in the page's language. */
export function invoiceHtml(inv: Invoice, words: InvoiceDocWords): string {
  const { t, language } = words;
  const rows = inv.lines
    .map((l) => `<tr><td>${esc(lineLabel(words, inv, l))}</td><td class="n">${formatPkr(l.amountPkr)}</td></tr>`)
    .join('');
  const rtl = language === 'ur';
  return `<!doctype html><html lang="${language}" dir="${rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${esc(t('dash.invoiceDoc.title', { number: inv.number }))}</title>
<style>body{font:14px system-ui,sans-serif;margin:40px;color:#1a1c21${rtl ? ';line-height:2' : ''}}table{border-collapse:collapse;width:100%;max-width:640px}
td,th{padding:8px;border-bottom:1px solid #d3dae6;text-align:start}.n{text-align:end}tfoot td{font-weight:700}</style></head>
<body><h1>${esc(t('dash.invoiceDoc.heading', { number: inv.number }))}</h1>
<p>${esc(t('dash.invoiceDoc.campaign', { name: inv.campaignName }))}<br>${esc(t('dash.invoiceDoc.issued', { date: formatKarachiDate(inv.issuedAt) }))}<br>${esc(t('dash.invoiceDoc.status', { status: t('dash.billing.paid') }))}</p>
<table><thead><tr><th>${esc(t('dash.invoiceDoc.item'))}</th><th class="n">${esc(t('dash.invoiceDoc.amount'))}</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td>${esc(t('dash.invoiceDoc.total', { currency: inv.currency }))}</td><td class="n">${formatPkr(inv.totalPkr)}</td></tr></tfoot></table>
<p>${esc(t('dash.invoiceDoc.simulated'))}</p></body></html>`;
}

/** The sum of an invoice's lines of one kind (base, platform_fee, vat); a top-up invoice may carry several. */
export const lineSum = (inv: Invoice, code: string): number =>
  Math.round(inv.lines.filter((l) => l.code === code).reduce((s, l) => s + l.amountPkr, 0) * 100) / 100;

export const vatOf = (inv: Invoice): number => lineSum(inv, 'vat');

/** Starts a download of the invoice as an HTML file. */
export function downloadInvoice(inv: Invoice, words: InvoiceDocWords): void {
  const url = URL.createObjectURL(new Blob([invoiceHtml(inv, words)], { type: 'text/html' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `invoice-${inv.number}.html`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
