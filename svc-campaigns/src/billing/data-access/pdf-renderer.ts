import type PDFKitDocument from 'pdfkit';
import type { BillingParty, Language } from '@rbt/contracts';
import type { BillingDocument } from '../domain/billing-document';
import { writeText } from './pdf-rtl-text';
import { groupedFigure, pkrText } from '@rbt/contracts';

/** Figures as the buyer reads them: thousands in English, lakhs and crores in Urdu (12,50,000), Western digits. */
const figures = (language: Language) => ({
  pkr: (n: number) => pkrText(n, { language }),
  count: (n: number) => groupedFigure(n, { upTo: 3, language }),
  unit: (n: number) => pkrText(n, { digits: 4, language }),
});
const PAGE_WIDTH = 595;

const partyLines = (p: BillingParty) =>
  [
    p.company && p.company !== p.name ? p.company : null,
    p.name,
    p.address,
    p.ntn ? `NTN: ${p.ntn}` : null,
    p.strn ? `STRN: ${p.strn}` : null,
    p.email,
  ].filter((x): x is string => !!x);

/**
 * Lays a billing document out on one A4 page with pdfkit's built-in Helvetica; any text holding Urdu (a campaign
 * name, a company or address) goes through writeText, which shapes it in Noto Naskh Arabic (pdf-rtl-text.ts).
 * An Urdu document is the English one mirrored: right-aligned text in right-to-left paragraphs, the seller on the
 * right, the items table's columns from right to left.
 */
export function renderPdf(d: BillingDocument): Promise<Buffer> {
  // Loaded with the first document, not at start: pdfkit and fontkit are some 0.13 s of CPU that an instance (and
  // every test file starting svc-campaigns) pays whether or not it makes a PDF.
  const PDFDocument = require('pdfkit') as typeof PDFKitDocument;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `${d.title} ${d.meta[0]?.[1] ?? ''}`, Author: d.seller.company ?? d.seller.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const rtl = d.language === 'ur';
    const { pkr, count, unit } = figures(d.language);
    // A box [x, width] as laid out in English, and where it goes on this page (mirrored in Urdu).
    const at = (x: number, width: number) => (rtl ? PAGE_WIDTH - x - width : x);
    const lead = rtl ? 'right' : 'left';
    const trail = rtl ? 'left' : 'right';
    const block = (text: string, x: number, y: number, width: number, size: number, bold = false) =>
      writeText(doc, text, at(x, width), y, { width, size, bold, align: lead, rtl });

    block(d.title, 50, 50, 495, 20, true);
    if (d.notice) block(d.notice, 50, doc.y + 4, 495, 10, true);
    doc.moveDown(0.5);
    for (const [label, value] of d.meta) block(`${label}: ${value}`, 50, doc.y, 495, 10);

    const top = doc.y + 15;
    block(d.headings.seller, 50, top, 230, 10, true);
    block(d.headings.buyer, 300, top, 245, 10, true);
    block(partyLines(d.seller).join('\n'), 50, top + 15, 230, 10);
    const afterSeller = doc.y;
    block(partyLines(d.buyer).join('\n'), 300, top + 15, 245, 10);
    doc.y = Math.max(afterSeller, doc.y) + 20;

    // x and width per column: description, plays, price per play, amount (wide enough for PKR 999,999,999.99).
    const cols: [number, number][] = [
      [50, 200],
      [250, 75],
      [325, 90],
      [415, 130],
    ];
    const row = (cells: string[], bold = false) => {
      const y = doc.y;
      let bottom = y;
      cells.forEach((c, i) => {
        const [x, width] = cols[i]!;
        writeText(doc, c, at(x, width), y, { width, align: i === 0 ? lead : trail, bold, size: 10, rtl });
        bottom = Math.max(bottom, doc.y);
      });
      doc.y = bottom;
      doc.moveDown(0.3);
    };
    row(d.columns, true);
    for (const it of d.items) row([it.description, count(it.plays), unit(it.unitPricePkr), pkr(it.amountPkr)]);
    doc.moveDown(0.5);
    d.totals.forEach(([label, amount], i) => row([label, '', '', pkr(amount)], i === d.totals.length - 1));

    doc.moveDown(2);
    block(d.footer, 50, doc.y, 495, 8);
    doc.end();
  });
}
