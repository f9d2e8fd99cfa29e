import type { Caller } from '@rbt/service-kit';
import type { ReportScheduleChange, ReportScheduleView } from '@rbt/contracts';
import type {
  EmailPreferencesRepository,
  ExportCells,
  NotificationRepository,
  ReportScheduleRepository,
} from '../../ports';
import { loadOwned } from '../../campaigns';
import type { Ports } from '../../ports';
import { lockedPricePerPlay } from './analytics';
import { plannedEmail, preferencesView } from '../../notifications';
import { addToSummary, emptySummary, nextReportAt, reportPeriod } from './report-schedule';

export interface ReportPorts extends Ports {
  reportSchedules: ReportScheduleRepository;
  exportCells: ExportCells;
  notifications: NotificationRepository;
  emailPreferences: EmailPreferencesRepository;
  reportSettings: { leaseMs: number };
}

export async function reportScheduleOf(
  p: ReportPorts,
  caller: Caller,
  campaignId: string,
): Promise<ReportScheduleView> {
  await loadOwned(p, caller, campaignId);
  const s = await p.reportSchedules.get(campaignId);
  return {
    campaignId,
    schedule: s ? { frequency: s.frequency, recipients: s.recipients, nextAt: s.nextAt.toISOString() } : null,
  };
}

/** The owner (or an admin) sets how often and to whom the campaign's report goes; the first is due at the next slot. */
export async function setReportSchedule(p: ReportPorts, caller: Caller, campaignId: string, c: ReportScheduleChange) {
  const doc = await loadOwned(p, caller, campaignId);
  const recipients = [...new Set(c.recipients)];
  const nextAt = nextReportAt(c.frequency, p.clock());
  await p.reportSchedules.save({ _id: doc._id, ownerId: doc.ownerId, frequency: c.frequency, recipients, nextAt });
  return reportScheduleOf(p, caller, campaignId);
}

export async function removeReportSchedule(p: ReportPorts, caller: Caller, campaignId: string) {
  await loadOwned(p, caller, campaignId);
  await p.reportSchedules.remove(campaignId);
  return reportScheduleOf(p, caller, campaignId);
}

/**
 * One round of the report job: claims each due schedule (a lease, so one instance makes it), sums its period's
 * cells, and queues one email per address into the email outbox, each with an id made of the campaign, period and
 * address: a report made again after a crash finds its emails queued and adds none. Then the next one is due.
 */
export async function runDueReports(p: ReportPorts, limit = 20): Promise<number> {
  let made = 0;
  for (; made < limit; made++) {
    const now = p.clock();
    const s = await p.reportSchedules.claimDue(now, p.reportSettings.leaseMs);
    if (!s) break;
    const doc = await p.campaigns.get(s._id);
    if (!doc || doc.deletedAt) {
      await p.reportSchedules.remove(s._id);
      continue;
    }
    const period = reportPeriod(s.frequency, s.nextAt);
    const price = lockedPricePerPlay(doc);
    let summary = emptySummary();
    for await (const c of p.exportCells(doc._id, period.from, period.to)) summary = addToSummary(summary, c, price);
    const prefs = preferencesView(await p.emailPreferences.get(s.ownerId));
    for (const to of s.recipients) {
      const email = plannedEmail(prefs, 'scheduled_report', to, now);
      if (!email) continue;
      await p.notifications.record({
        _id: `report:${doc._id}:${s.frequency}:${period.to}:${to}`,
        userId: s.ownerId,
        campaignId: doc._id,
        campaignName: doc.name,
        kind: 'scheduled_report',
        text: '',
        reason: null,
        hold: null,
        at: now,
        readAt: null,
        emailOnly: true,
        report: { frequency: s.frequency, ...period, ...summary },
        email,
      });
    }
    await p.reportSchedules.done(s._id, s.nextAt, nextReportAt(s.frequency, now));
  }
  return made;
}
