import type PDFKitDocument from 'pdfkit';
import { creativeTables, sortedRows, type PlayTables, type ProofPlan } from '../domain/proof-of-play';
import { PROOF_WORDS } from '../domain/proof-words';
import type { BillingParty } from '@rbt/contracts';
import { karachiDate } from '../../billing';
import { writeText } from '../../billing';
import { groupedFigure, pkrText } from '@rbt/contracts';

const PAGE_WIDTH = 595;
/** Below this a new page starts (A4 is 842 high; 50 of margin and room for one row). */
const PAGE_END = 770;

/**
 * Lays a proof of play out on A4 pages with pdfkit (as invoices are), Urdu text shaped by writeText: the campaign and
 * its guarantee, what was delivered, the credit note, plays by day, hour and city (then per ad, when several played),
 * and the signed statement with the content hash and the public verification URL. An Urdu document is the English
 * one mirrored, as invoices are.
 */
export function renderProofPdf(plan: ProofPlan, seller: BillingParty): Promise<Buffer> {
  // Loaded with the first document (as in pdf-renderer.ts): not every instance makes a PDF.
  const PDFDocument = require('pdfkit') as typeof PDFKitDocument;
  const f = plan.facts;
  const w = PROOF_WORDS[f.language];
  const rtl = f.language === 'ur';
  const count = (n: number) => groupedFigure(n, { upTo: 3, language: f.language });
  // "88.8 فیصد", not "88.8%": in an Urdu line bidi shows the sign before the number (as billing-words notes).
  const pct = (part: number, whole: number) => `${Math.round((part / whole) * 1000) / 10}${rtl ? ' فیصد' : '%'}`;
  const pkr = (n: number) => pkrText(n, { language: f.language });
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `${w.title} ${f.id}`, Author: seller.company ?? seller.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const at = (x: number, width: number) => (rtl ? PAGE_WIDTH - x - width : x);
    const lead = rtl ? 'right' : 'left';
    const trail = rtl ? 'left' : 'right';
    const roomFor = (height: number) => {
      if (doc.y + height > PAGE_END) {
        doc.addPage();
        doc.y = 50;
      }
    };
    const block = (text: string, size: number, bold = false, x = 50, width = 495) => {
      roomFor(size * 2);
      writeText(doc, text, at(x, width), doc.y, { width, size, bold, align: lead, rtl });
    };
    const pair = (label: string, value: string) => block(`${label}: ${value}`, 10);
    const table = (title: string, heading: [string, string], rows: [string, number][]) => {
      doc.moveDown(0.8);
      block(title, 12, true);
      doc.moveDown(0.2);
      const line = (cells: [string, string], bold = false) => {
        roomFor(14);
        const y = doc.y;
        writeText(doc, cells[0], at(50, 250), y, { width: 250, size: 9, bold, align: lead, rtl });
        writeText(doc, cells[1], at(300, 120), y, { width: 120, size: 9, bold, align: trail, rtl });
        doc.y = Math.max(doc.y, y + 11);
      };
      line(heading, true);
      if (!rows.length) line([w.noPlays, '']);
      for (const [k, n] of rows) line([k, count(n)]);
    };

    block(w.title, 20, true);
    doc.moveDown(0.5);
    pair(w.proofNumber, f.id);
    pair(w.issued, karachiDate(f.issuedAt, f.language));
    // The exact time on a line of its own: inside an Urdu sentence bidi would reorder its digits and dashes.
    pair('UTC', f.issuedAt);
    pair(w.campaign, f.campaign.name);
    if (f.campaign.advertiser) pair(w.advertiser, f.campaign.advertiser);
    if (f.campaign.startDate && f.campaign.endDate)
      pair(w.schedule, w.scheduleValue(f.campaign.startDate, f.campaign.endDate));
    doc.moveDown(0.5);
    pair(w.guaranteed, count(f.guaranteedPlays));
    pair(w.delivered, count(f.deliveredPlays));
    if (f.guaranteedPlays > 0) pair(w.deliveredShare, pct(f.deliveredPlays, f.guaranteedPlays));
    if (f.tally.starts > 0) pair(w.listenThrough, pct(f.tally.completes, f.tally.starts));
    const note = f.creditNote;
    pair(
      w.creditNote,
      note
        ? w.creditNoteValue(note.number, count(note.playsCredited), pkr(note.totalPkr), w.reasons[note.reason])
        : w.noCreditNote,
    );

    const tables = (t: PlayTables) => {
      table(w.byDay, [w.day, w.plays], sortedRows(t.byDay));
      table(w.byHour, [w.hour, w.plays], sortedRows(t.byHour));
      table(w.byCity, [w.city, w.plays], sortedRows(t.byCity));
    };
    tables(f.tally);
    const perAd = creativeTables(f);
    if (perAd.length) {
      doc.moveDown(1);
      block(w.perCreative, 10);
    }
    for (const { label, t } of perAd) {
      doc.moveDown(0.8);
      roomFor(60);
      block(w.creativeTitle(label.ordinal, count(t.plays)), 13, true);
      // The id on a line of its own, as the UTC time: inside an Urdu sentence bidi would reorder its dashes.
      pair('UniversalAdId', label.id);
      tables(t);
    }

    doc.moveDown(1.5);
    roomFor(160);
    block(w.statementTitle, 12, true);
    doc.moveDown(0.2);
    block(w.statement(seller.company ?? seller.name), 9);
    doc.moveDown(0.4);
    block(`${w.contentHash}:`, 9, true);
    block(plan.contentSha256, 9);
    block(`${w.signature}:`, 9, true);
    block(plan.statementSignature, 9);
    block(`${w.verifyAt}:`, 9, true);
    block(f.verifyUrl, 9);
    doc.end();
  });
}
