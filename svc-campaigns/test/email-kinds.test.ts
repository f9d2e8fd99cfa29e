import { emailOnlyForStatus } from '../src/notifications/domain/email-outbox';
import { emailContent, type EmailFacts } from '../src/notifications/domain/email-content';
import { nextReportAt, reportPeriod } from '../src/analytics/domain/report-schedule';

const facts = (o: Partial<EmailFacts>): EmailFacts => ({
  kind: 'approved',
  language: 'en',
  campaignName: 'Eid Sale',
  reason: null,
  amountPkr: null,
  report: null,
  campaignUrl: 'http://portal.test/campaigns/c1',
  settingsUrl: 'http://portal.test/settings/notifications',
  unsubscribeUrl: null,
  ...o,
});

describe('email-only kinds and their words', () => {
  it('when a status changes, then only awaiting payment, paid into review and a paid resubmission mean an email-only kind', () => {
    expect(emailOnlyForStatus({ from: 'draft', to: 'awaiting_payment' })).toBe('payment_pending');
    expect(emailOnlyForStatus({ from: 'awaiting_payment', to: 'pending_review' })).toBe('payment_received');
    expect(emailOnlyForStatus({ from: 'rejected', to: 'pending_review' })).toBe('submitted');
    expect(emailOnlyForStatus({ from: 'draft', to: 'pending_review' })).toBe('submitted');
    // Back in review from a booked schedule is a capacity hold: the bell's kind, not an email-only one.
    expect(emailOnlyForStatus({ from: 'scheduled', to: 'pending_review' })).toBeNull();
    expect(emailOnlyForStatus({ from: 'pending_review', to: 'scheduled' })).toBeNull();
  });

  it('when a behind-pace or refund email is written, then English and Urdu say it with the reason and the amount', () => {
    const behind = emailContent(facts({ kind: 'behind_pace', reason: 'Karachi 18-19 ran 40 of 120 plays.' }));
    expect(behind.subject).toBe('Eid Sale is behind pace');
    expect(behind.text).toContain('fewer plays than planned so far: Karachi 18-19 ran 40 of 120 plays.');
    const refund = emailContent(facts({ kind: 'payment_refunded', language: 'ur', amountPkr: 12400.5 }));
    expect(refund.subject).toBe('Eid Sale کی رقم واپس');
    expect(refund.text).toContain('آپ کی مہم Eid Sale کے PKR 12,400.50 واپس کر دیے گئے ہیں۔');
    expect(refund.html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(refund.text).toContain('http://portal.test/settings/notifications');
  });

  it('when a report is due, then it goes at 06:00 Karachi (Mondays for weekly) and covers the whole days before', () => {
    expect(nextReportAt('daily', new Date('2030-01-13T00:59:00Z')).toISOString()).toBe('2030-01-13T01:00:00.000Z');
    expect(nextReportAt('daily', new Date('2030-01-13T01:00:00Z')).toISOString()).toBe('2030-01-14T01:00:00.000Z');
    expect(nextReportAt('weekly', new Date('2030-01-14T01:00:00Z')).toISOString()).toBe('2030-01-21T01:00:00.000Z');
    expect(reportPeriod('daily', new Date('2030-01-14T01:00:00Z'))).toEqual({ from: '2030-01-13', to: '2030-01-13' });
    expect(reportPeriod('weekly', new Date('2030-01-14T01:00:00Z'))).toEqual({ from: '2030-01-07', to: '2030-01-13' });
  });
});
