import { stringify } from 'csv-stringify/sync';
import { creditNoteDocument } from '../../billing';
import { EXPORT_COLUMNS, exportRow } from '../../analytics';
import { lockedPricePerPlay } from '../../analytics';
import type { Attachment, EmailAttachments, ReportFacts } from '../domain/email-outbox';
import type { BillingRepository } from '../../billing';
import type { CampaignRepository } from '../../campaigns';
import type { SettlementRepository } from '../../billing';
import type { ExportCells } from '../../analytics';
import { renderPdf } from '../../billing';

interface Sources {
  settlement: SettlementRepository;
  billing: BillingRepository;
  campaigns: CampaignRepository;
  exportCells: ExportCells;
}

/**
 * The files an email carries, made when it is sent (as downloads are made on request), so none is stored twice: a
 * credit note's email has the credit note's PDF in the email's language; a scheduled report has its period's CSV,
 * the same rows as the Analytics export (UTF-8 with BOM). Nothing for other kinds.
 */
export function emailAttachments(s: Sources): EmailAttachments {
  return async (e) => {
    if (e.kind === 'scheduled_report' && e.report) return [await reportCsv(s, e.campaignId, e.report)];
    if (e.kind !== 'credit_note') return [];
    const note = await s.settlement.forCampaign(e.campaignId);
    const invoice = note && (await s.billing.getInvoice(note.invoiceId));
    // A credit note is stored before its email is queued, so a missing one is an inconsistency: the send fails and
    // is retried rather than going out without the document it announces.
    if (!note || !invoice) throw new Error(`credit note of campaign ${e.campaignId} not found`);
    const doc = creditNoteDocument(invoice, note, note.number, note.issuedAt, e.language);
    return [{ filename: `${note.number}.pdf`, content: await renderPdf(doc), contentType: 'application/pdf' }];
  };
}

/** A daily or weekly period of one campaign is at most 7 × 24 × 42 rows (~0.5 MB): made whole, in memory. */
async function reportCsv(s: Sources, campaignId: string, r: ReportFacts): Promise<Attachment> {
  const doc = await s.campaigns.get(campaignId);
  if (!doc) throw new Error(`campaign ${campaignId} not found`);
  const price = lockedPricePerPlay(doc);
  const rows = [];
  for await (const c of s.exportCells(campaignId, r.from, r.to)) rows.push(exportRow(doc.name, price, c));
  const csv = stringify(rows, { header: true, columns: [...EXPORT_COLUMNS], bom: true });
  return {
    filename: `campaign-${campaignId}-${r.from}-${r.to}.csv`,
    content: Buffer.from(csv, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
  };
}
