import crypto from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { call, eventually } from '@rbt/test-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { AnalyticsResponse, ReportScheduleView } from '@rbt/contracts';
import { startSmtpStandIn, SmtpStandIn } from '../../libs/local-stack/src/smtp/smtp-stand-in';
import { runDueReports } from '../src/analytics/domain/report-use-case';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, fullDraft, paid } from './fixtures';

const CELLS = [
  { date: '2030-01-10', city: 'karachi', timeSlot: '18-19' },
  { date: '2030-01-11', city: 'lahore', timeSlot: '19-20' },
];
const PLAYS = 12;
const TO = ['ops@agency.example.pk', 'ceo@brand.example.pk'];

describe('svc-campaigns scheduled reports (CSV + summary through the email outbox)', () => {
  let s: WithPricing;
  let smtp: SmtpStandIn;
  let id: string;
  // Real time while the campaign is bought and paid; then the days after it ran.
  let now: Date | null = null;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    s = await startWithPricing(
      { SMTP_URL: smtp.smtpUrl, EMAIL_INTERVAL_MS: '100', REPORT_INTERVAL_MS: '100', PORTAL_URL: 'http://portal.test' },
      { clock: () => now ?? new Date() },
    );
    id = await paid(
      s.base,
      alice,
      fullDraft({ name: 'Weekly Eid', startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }),
    );
    const plays = Array.from({ length: PLAYS }, (_, i) => {
      const where = { adServingId: crypto.randomUUID(), campaignId: id, platformId: 'p', ...CELLS[i % 2]! };
      return makeEvent('delivery', 'ad.played', id, {
        ...where,
        subscriberHash: crypto.createHash('sha256').update(`s${i}`).digest('hex'),
        pricePerPlayPkr: 1,
        playedAt: `${where.date}T13:30:00.000Z`,
      });
    });
    await s.deps.bus.publish('delivery', plays);
    await eventually(async () => {
      const a = AnalyticsResponse.parse(
        (await call(s.base, 'GET', `/api/analytics?campaignId=${id}`, { as: alice })).body,
      );
      return a.totals.impressions === PLAYS || undefined;
    }, 60_000);
  }, 180_000);
  afterAll(async () => {
    await s.stop();
    await smtp.stop();
  });

  it('when the owner sets a weekly report, then it is due next Monday at 06:00 Karachi; bad addresses are a 400 and another owner gets a 404', async () => {
    now = new Date('2030-01-13T12:00:00Z'); // a Sunday
    const bad = await call(s.base, 'PUT', `/api/campaigns/${id}/report-schedule`, {
      as: alice,
      body: { frequency: 'weekly', recipients: ['not-an-address'] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Enter a valid email address');
    const other = await call(s.base, 'PUT', `/api/campaigns/${id}/report-schedule`, {
      as: bob,
      body: { frequency: 'weekly', recipients: TO },
    });
    expect(other.status).toBe(404);
    const put = await call(s.base, 'PUT', `/api/campaigns/${id}/report-schedule`, {
      as: alice,
      body: { frequency: 'weekly', recipients: TO },
    });
    expect(put.status).toBe(200);
    expect(ReportScheduleView.parse(put.body).schedule).toEqual({
      frequency: 'weekly',
      recipients: TO,
      nextAt: '2030-01-14T01:00:00.000Z',
    });
  });

  it('when the report is due and several rounds race for it, then each address gets one email whose CSV adds up to its summary, and the next is a week later', async () => {
    now = new Date('2030-01-14T01:00:05Z');
    // The job runs every 100 ms; three more rounds at once stand for other instances.
    await Promise.all([runDueReports(s.deps), runDueReports(s.deps), runDueReports(s.deps)]);
    const reports = () => smtp.mails().filter((m) => m.subject === 'Report for Weekly Eid: 2030-01-07 to 2030-01-13');
    await eventually(() => (reports().length >= 2 ? true : undefined), 30_000);
    const view = await eventually(async () => {
      const v = ReportScheduleView.parse(
        (await call(s.base, 'GET', `/api/campaigns/${id}/report-schedule`, { as: alice })).body,
      );
      return v.schedule?.nextAt === '2030-01-21T01:00:00.000Z' ? v : undefined;
    });
    expect(view.schedule?.recipients).toEqual(TO);
    // Another few rounds find nothing due: still one email per address.
    await Promise.all([runDueReports(s.deps), runDueReports(s.deps)]);
    await new Promise((r) => setTimeout(r, 500));
    expect(
      reports()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual([...TO].sort());

    const mail = reports()[0]!;
    expect(mail.text).toMatch(/Weekly Eid from 2030-01-07 to 2030-01-13: 12 plays, PKR [\d,.]+ spent/);
    const [csv] = mail.attachments;
    expect(csv?.filename).toBe(`campaign-${id}-2030-01-07-2030-01-13.csv`);
    const bytes = Buffer.from(csv!.base64, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
    expect(rows).toHaveLength(2);
    expect(rows.reduce((n, r) => n + Number(r.plays), 0)).toBe(PLAYS);
    const spend = rows.reduce((n, r) => n + Math.round(Number(r.spend_pkr) * 100), 0) / 100;
    expect(mail.text).toContain(`PKR ${spend.toLocaleString('en-US', { minimumFractionDigits: 2 })} spent`);
  });

  it('when the owner stops it, then no schedule is left', async () => {
    const del = await call(s.base, 'DELETE', `/api/campaigns/${id}/report-schedule`, { as: alice });
    expect(ReportScheduleView.parse(del.body).schedule).toBeNull();
  });
});
