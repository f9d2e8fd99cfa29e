import { badRequest, type Caller } from '@rbt/service-kit';
import type { EmailKind, EmailPreferences, EmailPreferencesChange } from '@rbt/contracts';
import type { EmailOutboxRepository, EmailPreferencesRepository, Mailer, NotificationRepository } from '../../ports';
import {
  afterFailure,
  plannedEmail,
  preferencesView,
  type EmailAttachments,
  type EmailOutboxEntry,
  type RetryRules,
} from './email-outbox';
import { emailContent, needsUnsubscribe } from './email-content';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

export interface EmailSettings extends RetryRules {
  leaseMs: number;
  portalUrl: string;
  /** The internal signing secret and the previous one (links signed before a rotation keep working). */
  secrets: readonly (string | undefined)[];
}

export interface EmailPorts {
  emailOutbox: EmailOutboxRepository;
  emailPreferences: EmailPreferencesRepository;
  mailer: Mailer;
  /** Files an email carries (a credit note's PDF). */
  emailAttachments: EmailAttachments;
  clock: () => Date;
  email: EmailSettings;
}

/** The email a new notification queues (in the same insert), per the owner's preferences; undefined when off. */
export async function emailToQueue(
  p: Pick<EmailPorts, 'emailPreferences' | 'clock'>,
  userId: string,
  to: string | undefined,
  kind: EmailKind,
): Promise<EmailOutboxEntry | undefined> {
  return plannedEmail(preferencesView(await p.emailPreferences.get(userId)), kind, to, p.clock());
}

/** An email with no bell line (EMAIL_ONLY_KINDS), queued as a notification the bell does not list. */
export interface EmailOnlyFact {
  /** Derived from the event it reports, so a redelivered event queues nothing more. */
  id: string;
  userId: string;
  campaignId: string;
  campaignName: string;
  kind: EmailKind;
  reason: string | null;
  amountPkr: number | null;
  at: Date;
  to: string | undefined;
}

export async function recordEmailOnly(
  p: Pick<EmailPorts, 'emailPreferences' | 'clock'> & { notifications: NotificationRepository },
  f: EmailOnlyFact,
): Promise<void> {
  const email = await emailToQueue(p, f.userId, f.to, f.kind);
  if (!email) return;
  const { id, to: _to, ...rest } = f;
  await p.notifications.record({ _id: id, ...rest, text: '', hold: null, readAt: null, emailOnly: true, email });
}

/**
 * One round of the sender: claims due emails one at a time (a lease on each, so another instance skips it), sends
 * each, and marks it sent, or failed with a later retry, or dead after the last attempt. A round ends when nothing
 * is due, or after `limit` emails so a long queue does not hold the job.
 */
export async function sendDueEmails(p: EmailPorts, limit = 50): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const now = p.clock();
    const due = await p.emailOutbox.claimDue(now, p.email.leaseMs);
    if (!due) break;
    const { kind, language, to } = due.email;
    const unsubscribeUrl = needsUnsubscribe(kind)
      ? `${p.email.portalUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(p.email.secrets[0]!, due.userId, kind)}`
      : null;
    const content = emailContent({
      kind,
      language,
      campaignName: due.campaignName,
      reason: due.reason,
      amountPkr: due.amountPkr,
      report: due.report,
      campaignUrl: `${p.email.portalUrl}/campaigns/${encodeURIComponent(due.campaignId)}`,
      settingsUrl: `${p.email.portalUrl}/settings/notifications`,
      unsubscribeUrl,
    });
    try {
      const attachments = await p.emailAttachments({ kind, campaignId: due.campaignId, language, report: due.report });
      const messageId = `<${due.id}@rbt-ads.notifications>`;
      await p.mailer.send({ ...content, to, unsubscribeUrl, messageId, attachments });
      await p.emailOutbox.markSent(due.id, p.clock());
      sent++;
    } catch (err) {
      await p.emailOutbox.markFailed(due.id, afterFailure(due.email.attempts, String(err), p.clock(), p.email));
    }
  }
  return sent;
}

export async function preferencesOf(p: Pick<EmailPorts, 'emailPreferences'>, caller: Caller) {
  return preferencesView(await p.emailPreferences.get(caller.id));
}

export async function changePreferences(
  p: Pick<EmailPorts, 'emailPreferences'>,
  caller: Caller,
  change: EmailPreferencesChange,
): Promise<EmailPreferences> {
  await p.emailPreferences.change(caller.id, change);
  return preferencesOf(p, caller);
}

/** The one-click link: switches the signed kind off for the signed user; a tampered or foreign token is a 400. */
export async function unsubscribe(p: Pick<EmailPorts, 'emailPreferences' | 'email'>, token: string) {
  const who = readUnsubscribeToken(p.email.secrets, token);
  if (!who) throw badRequest('This unsubscribe link is not valid.', [{ path: 'token', message: 'Invalid link' }]);
  await p.emailPreferences.change(who.userId, { kinds: { [who.kind]: false } });
  return { kind: who.kind, language: preferencesView(await p.emailPreferences.get(who.userId)).language };
}
