import type { CampaignStatus, EmailKind, EmailPreferences, Language, ReportFrequency } from '@rbt/contracts';
import { EmailKind as Kinds } from '@rbt/contracts';

/**
 * A notification's email, kept on the notification itself and written in the same insert: a notification that
 * exists has its email queued, and the sender marks it on the same document, so none is lost or sent twice.
 */
export interface EmailOutboxEntry {
  kind: EmailKind;
  to: string;
  language: Language;
  /** pending → sent; pending → dead after the last allowed failure (the dead-letter state an operator looks at). */
  state: 'pending' | 'sent' | 'dead';
  attempts: number;
  /** Not sent before this (the retry backoff). */
  nextAt: Date;
  /** While in the future, one sender holds it (claimed atomically); a crashed sender's lease runs out. */
  leaseUntil: Date | null;
  lastError: string | null;
  sentAt: Date | null;
}

/** What a scheduled report's email states: its period (Karachi days, inclusive) and that period's figures. */
export interface ReportFacts {
  frequency: ReportFrequency;
  from: string;
  to: string;
  plays: number;
  spendPkr: number;
  starts: number;
  completes: number;
}

/** A file an email carries. */
export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The files an email of this kind carries (a credit note's PDF, a report's CSV), made when it is sent. */
export type EmailAttachments = (e: {
  kind: EmailKind;
  campaignId: string;
  language: Language;
  report: ReportFacts | null;
}) => Promise<Attachment[]>;

/** The stored preferences record (`_id` the user id); absent until the user first changes something. */
export interface StoredEmailPreferences {
  _id: string;
  language: Language;
  /** Kinds switched off; a kind added later is emailed until the user switches it off. */
  off: EmailKind[];
}

/** The preferences as the API shows them: every kind on unless switched off, English until chosen. */
export function preferencesView(stored: StoredEmailPreferences | null): EmailPreferences {
  const off = new Set(stored?.off ?? []);
  return {
    language: stored?.language ?? 'en',
    kinds: Object.fromEntries(Kinds.options.map((k) => [k, !off.has(k)])),
  };
}

/** The email a new notification queues, or undefined when the user switched its kind off or has no address. */
export function plannedEmail(
  prefs: EmailPreferences,
  kind: EmailKind,
  to: string | undefined,
  now: Date,
): EmailOutboxEntry | undefined {
  if (!to || prefs.kinds[kind] === false) return undefined;
  return {
    kind,
    to,
    language: prefs.language,
    state: 'pending',
    attempts: 0,
    nextAt: now,
    leaseUntil: null,
    lastError: null,
    sentAt: null,
  };
}

/**
 * The email-only kind a status change means, if any: the owner's own steps get no bell line, but an email is their
 * record of it: a locked quote awaiting payment, a payment received (the campaign then goes to review), and a
 * resubmission of an already-paid campaign.
 */
export function emailOnlyForStatus(f: { from: CampaignStatus | null; to: CampaignStatus }): EmailKind | null {
  if (f.to === 'awaiting_payment') return 'payment_pending';
  if (f.to !== 'pending_review') return null;
  if (f.from === 'awaiting_payment') return 'payment_received';
  return f.from === 'draft' || f.from === 'rejected' ? 'submitted' : null;
}

export interface RetryRules {
  baseMs: number;
  maxAttempts: number;
  /** The longest wait between tries; an hour unless configured. */
  maxMs?: number;
}

/** Retries wait base, 2×base, 4×base… but never more than an hour by default. */
const MAX_BACKOFF_MS = 3_600_000;

/** What a failed send changes: one more attempt, then a later retry, or the dead-letter state after the last one. */
export function afterFailure(
  attempts: number,
  error: string,
  now: Date,
  rules: RetryRules,
): Pick<EmailOutboxEntry, 'state' | 'attempts' | 'nextAt' | 'leaseUntil' | 'lastError'> {
  const tried = attempts + 1;
  const wait = Math.min(rules.baseMs * 2 ** (tried - 1), rules.maxMs ?? MAX_BACKOFF_MS);
  return {
    state: tried >= rules.maxAttempts ? 'dead' : 'pending',
    attempts: tried,
    nextAt: new Date(now.getTime() + wait),
    leaseUntil: null,
    lastError: error.slice(0, 500),
  };
}
