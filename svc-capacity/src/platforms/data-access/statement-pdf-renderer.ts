import type PDFKitDocument from 'pdfkit';
import type { PlatformStatement } from '@rbt/contracts';
import { pkrText } from '@rbt/contracts';

/** Below this a new page starts (A4 is 842 high; 50 of margin and room for one row). */
const PAGE_END = 770;
const pkr = (n: number) => pkrText(n);

/**
 * A platform's monthly statement on A4 with pdfkit, the library invoices and proofs of play are made with: the
 * summary (plays, what advertisers paid, the share, the operator's amount) and the plays day by day. In English:
 * settlement with operators is in English, and their platform names are Latin (docs/decisions.md).
 */
export function renderStatementPdf(s: PlatformStatement): Promise<Buffer> {
  // Loaded with the first statement, not at start: not every instance makes a PDF.
  const PDFDocument = require('pdfkit') as typeof PDFKitDocument;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `RBT Ads statement ${s.month} ${s.platformName}`, Author: 'RBT Ads' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(18).text(`Statement ${s.month}`, 50, 50);
    doc.font('Helvetica').fontSize(10).moveDown(0.5);
    const pairs: [string, string][] = [
      ['Platform', `${s.platformName} (${s.platformId})`],
      ['Month (Asia/Karachi)', s.month],
      ['Plays counted', s.plays.toLocaleString('en-US')],
      ['Paid by advertisers for these plays', pkr(s.grossPkr)],
      ['Revenue share', `${s.revenueSharePct}%`],
      ['Amount due to the platform', pkr(s.shareAmountPkr)],
    ];
    for (const [label, value] of pairs) doc.text(`${label}: ${value}`);
    doc.moveDown(1);
    const row = (cells: [string, string, string], bold = false) => {
      if (doc.y > PAGE_END) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      doc.text(cells[0], 50, y, { width: 150 });
      doc.text(cells[1], 200, y, { width: 120, align: 'right' });
      doc.text(cells[2], 330, y, { width: 165, align: 'right' });
      doc.moveDown(0.2);
    };
    row(['Date', 'Plays', 'Paid by advertisers'], true);
    for (const d of s.days) row([d.date, d.plays.toLocaleString('en-US'), pkr(d.grossPkr)]);
    doc.moveDown(1);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text('Plays are counted impressions of live keys; sandbox traffic is never included.', 50, doc.y, {
        width: 495,
      });
    doc.end();
  });
}
