import { admin, call, eventually } from '@rbt/test-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { EmailPreferences } from '@rbt/contracts';
import { startSmtpStandIn, SmtpStandIn, ReceivedMail } from '../../libs/local-stack/src/smtp/smtp-stand-in';
import { startWithPricing, WithPricing } from './with-pricing';
import { advertiser } from '@rbt/test-kit';
import { fullDraft, paid } from './fixtures';
import { pdfText } from '@rbt/test-kit/src/pdf-text';

// Owners of their own in this file: the mails are matched by recipient.
const en = advertiser('mail-en');
const ur = advertiser('mail-ur');

describe('svc-campaigns notification emails (outbox → SMTP stand-in)', () => {
  let s: WithPricing;
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    s = await startWithPricing({
      SMTP_URL: smtp.smtpUrl,
      EMAIL_INTERVAL_MS: '100',
      EMAIL_RETRY_BASE_MS: '100',
      EMAIL_MAX_ATTEMPTS: '1000',
      // The outage below lasts 30 s: retries stay a second or two apart, so the wait after it is short.
      EMAIL_RETRY_MAX_MS: '2000',
      PORTAL_URL: 'http://portal.test',
    });
  }, 180_000);
  afterAll(async () => {
    await s.stop();
    await smtp.stop();
  });

  const approve = (id: string) =>
    call(s.base, 'PATCH', `/api/admin/campaigns/${id}/status`, { as: admin(), body: { status: 'scheduled' } });
  const mailsTo = (who: { email: string }, subject?: string) =>
    smtp.mails().filter((m) => m.to.includes(who.email) && (!subject || m.subject.includes(subject)));
  // A credit note's email waits for its refund to be opened at the provider first: a minute on a loaded machine.
  const oneMail = (who: { email: string }, subject: string) =>
    eventually(() => (mailsTo(who, subject).length ? mailsTo(who, subject)[0] : undefined), 60_000);
  const campaign = (who: typeof en, name: string) =>
    paid(s.base, who, fullDraft({ name, startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }));
  const tokenOf = (m: ReceivedMail) => /unsubscribe\?token=([\w.-]+)/.exec(m.text)?.[1];

  it('when an admin approves, then the owner gets the email in English, or in Urdu right to left, each with a plain-text part and a signed unsubscribe link', async () => {
    const put = await call(s.base, 'PUT', '/api/notifications/preferences', { as: ur, body: { language: 'ur' } });
    expect(EmailPreferences.parse(put.body)).toMatchObject({ language: 'ur', kinds: { approved: true } });
    const [a, b] = await Promise.all([campaign(en, 'Eid <Sale>'), campaign(ur, 'عید سیل')]);
    expect((await approve(a)).status).toBe(200);
    expect((await approve(b)).status).toBe(200);

    const english = await oneMail(en, 'was approved');
    expect(english.subject).toBe('Eid <Sale> was approved');
    expect(english.text).toContain('Your campaign Eid <Sale> was approved and is scheduled.');
    expect(english.html).toContain('Eid &lt;Sale&gt;');
    expect(english.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(english.headers['list-unsubscribe']).toContain('http://portal.test/api/notifications/unsubscribe?token=');

    const urdu = await oneMail(ur, 'منظور ہو گئی');
    expect(urdu.subject).toBe('عید سیل منظور ہو گئی');
    expect(urdu.html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(urdu.text).toContain('آپ کی مہم عید سیل منظور ہو گئی ہے اور اپنے وقت پر چلے گی۔');
    expect(tokenOf(urdu)).toBeDefined();
  });

  it('when the owner opens the unsubscribe link, then that kind is off and not emailed again (the bell still has it); a tampered link changes nothing', async () => {
    const first = await oneMail(en, 'was approved');
    const token = tokenOf(first)!;
    const tampered = await fetch(`${s.base}/api/notifications/unsubscribe?token=${token.slice(0, -2)}xx`);
    expect(tampered.status).toBe(400);
    const done = await fetch(`${s.base}/api/notifications/unsubscribe?token=${token}`);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('no more of these emails');
    const prefs = EmailPreferences.parse(
      (await call(s.base, 'GET', '/api/notifications/preferences', { as: en })).body,
    );
    expect(prefs.kinds).toMatchObject({ approved: false, live: true });

    const id = await campaign(en, 'Quiet Launch');
    await approve(id);
    await eventually(async () => {
      const bell = (await call(s.base, 'GET', '/api/notifications', { as: en })).body;
      return bell.items.some((n: { campaignId: string }) => n.campaignId === id) || undefined;
    });
    // Rejected is essential: it is still emailed, so waiting for it shows the sender has passed the approval by.
    const other = await campaign(en, 'Loud Launch');
    await call(s.base, 'PATCH', `/api/admin/campaigns/${other}/status`, {
      as: admin(),
      body: { status: 'rejected', reason: 'Script makes medical claims' },
    });
    const rejected = await oneMail(en, 'Loud Launch was not approved');
    expect(rejected.text).toContain('Reason: Script makes medical claims');
    expect(tokenOf(rejected)).toBeUndefined();
    expect(rejected.text).toContain('about your order or your money');
    expect(mailsTo(en, 'Quiet Launch was approved')).toEqual([]);
  });

  it('when the owner submits and pays, then the payment awaited and payment received emails arrive with the amount, in English and in Urdu, with no unsubscribe link', async () => {
    const english = await oneMail(en, 'Payment received for Eid <Sale>');
    expect(english.text).toMatch(/We received your payment of PKR [\d,]+\.\d{2} for Eid <Sale>\./);
    expect(tokenOf(english)).toBeUndefined();
    const awaited = await oneMail(en, 'Payment awaited for Eid <Sale>');
    expect(awaited.text).toMatch(/waits for your payment of PKR [\d,]+\.\d{2}\./);
    const urdu = await oneMail(ur, 'عید سیل کی ادائیگی موصول ہو گئی');
    expect(urdu.html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(urdu.text).toMatch(/آپ کی PKR [\d,]+\.\d{2} کی ادائیگی موصول ہو گئی ہے/);
    // Email-only: the bell does not list them.
    const bell = (await call(s.base, 'GET', '/api/notifications', { as: en })).body;
    expect(bell.items.every((n: { kind: string }) => !n.kind.startsWith('payment_'))).toBe(true);
  });

  it('when a campaign completes short, then the owner gets the credit note email, with no unsubscribe link', async () => {
    const id = await campaign(ur, 'کم چلی مہم');
    const booking = { cities: ['karachi'], startDate: null, endDate: null, timeSlots: [], expectedImpressions: 0 };
    await s.deps.bus.publish('campaigns', [
      makeEvent('campaigns', 'campaign.status_changed', id, {
        ownerId: ur.id,
        from: 'live',
        to: 'completed',
        by: 'scheduler',
        booking,
      }),
    ]);
    const note = await oneMail(ur, 'کم چلی مہم کے لیے کریڈٹ نوٹ');
    expect(note.html).toMatch(/dir="rtl"/);
    expect(tokenOf(note)).toBeUndefined();
    expect(note.headers['list-unsubscribe']).toBeUndefined();
    // The credit note itself is attached, in the owner's language.
    expect(note.attachments).toHaveLength(1);
    const [pdf] = note.attachments;
    expect(pdf).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^CN-\d{4}-\d{6}\.pdf$/),
    });
    const text = await pdfText(Buffer.from(pdf!.base64, 'base64'));
    expect(text).toContain('کریڈٹ نوٹ');
    expect(text).toContain(pdf!.filename.replace('.pdf', ''));
  });

  it('when the SMTP server is down for 30 s, then every email arrives once it is back, none lost and none twice', async () => {
    const downAt = Date.now();
    await smtp.stopSmtp();
    const ids = await Promise.all(['Outage 1', 'Outage 2', 'Outage 3'].map((n) => campaign(ur, n)));
    for (const id of ids) expect((await approve(id)).status).toBe(200);
    const notifications = s.deps.mongo.db!.collection('notifications');
    // Each campaign queued three emails (payment awaited, payment received, approved): nine in all.
    const queued = () => notifications.find({ campaignId: { $in: ids }, email: { $exists: true } }).toArray();
    await eventually(async () => {
      const docs = await queued();
      return docs.length === 9 && docs.every((d) => d.email.attempts >= 2) ? true : undefined;
    });
    // The outage lasts 30 s (test-only timing, nothing asserted on it): retries keep failing meanwhile.
    await new Promise((r) => setTimeout(r, Math.max(0, 30_000 - (Date.now() - downAt))));
    await smtp.startSmtp();
    await eventually(async () => {
      const docs = await queued();
      return docs.every((d) => d.email.state === 'sent') ? true : undefined;
    }, 30_000);
    const got = smtp.mails().filter((m) => m.to.includes(ur.email) && /Outage \d/.test(m.subject));
    expect(got).toHaveLength(9);
    expect(
      got
        .filter((m) => m.subject.endsWith('منظور ہو گئی'))
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Outage 1 منظور ہو گئی', 'Outage 2 منظور ہو گئی', 'Outage 3 منظور ہو گئی']);
    expect(new Set(got.map((m) => m.messageId)).size).toBe(9);
  }, 120_000);
});
