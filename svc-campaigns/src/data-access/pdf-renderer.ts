import PDFDocument from 'pdfkit';
import type { BillingParty } from '@rbt/contracts';
import type { BillingDocument } from '../domain/billing-document';
import { writeText } from './pdf-rtl-text';

const pkr = (n: number) => `PKR ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const count = (n: number) => n.toLocaleString('en-US');
const unit = (n: number) => `PKR ${n.toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 })}`;

const partyLines = (p: BillingParty) =>
  [
    p.company && p.company !== p.name ? p.company : null,
    p.name,
    p.address,
    p.ntn ? `NTN: ${p.ntn}` : null,
    p.email,
  ].filter((x): x is string => !!x);

/**
 * Lays a billing document out on one A4 page with pdfkit's built-in Helvetica; any text holding Urdu (a campaign
 * name, a company or address) goes through writeText, which shapes it in Noto Naskh Arabic (pdf-rtl-text.ts).
 */
export function renderPdf(d: BillingDocument): Promise<Buffer> {
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

    doc.font('Helvetica-Bold').fontSize(20).text(d.title);
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
    for (const [label, value] of d.meta) writeText(doc, `${label}: ${value}`, 50, doc.y, { width: 495, size: 10 });

    const top = doc.y + 15;
    doc.font('Helvetica-Bold').text('Seller', 50, top).text('Bill to', 300, top);
    writeText(doc, partyLines(d.seller).join('\n'), 50, top + 15, { width: 230, size: 10 });
    const afterSeller = doc.y;
    writeText(doc, partyLines(d.buyer).join('\n'), 300, top + 15, { width: 245, size: 10 });
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
        writeText(doc, c, cols[i][0], y, { width: cols[i][1], align: i === 0 ? 'left' : 'right', bold, size: 10 });
        bottom = Math.max(bottom, doc.y);
      });
      doc.y = bottom;
      doc.moveDown(0.3);
    };
    row(['Description', 'Plays', 'Price per play', 'Amount'], true);
    for (const it of d.items) row([it.description, count(it.plays), unit(it.unitPricePkr), pkr(it.amountPkr)]);
    doc.moveDown(0.5);
    d.totals.forEach(([label, amount], i) => row([label, '', '', pkr(amount)], i === d.totals.length - 1));

    doc.moveDown(2).font('Helvetica').fontSize(8).text(d.footer, 50, doc.y, { width: 495 });
    doc.end();
  });
}
