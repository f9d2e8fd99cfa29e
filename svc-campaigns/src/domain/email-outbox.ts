import type { EmailKind, EmailPreferences, Language } from '@rbt/contracts';
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

export interface RetryRules {
  baseMs: number;
  maxAttempts: number;
}

/** Retries wait base, 2×base, 4×base… but never more than an hour. */
const MAX_BACKOFF_MS = 3_600_000;

/** What a failed send changes: one more attempt, then a later retry, or the dead-letter state after the last one. */
export function afterFailure(
  attempts: number,
  error: string,
  now: Date,
  rules: RetryRules,
): Pick<EmailOutboxEntry, 'state' | 'attempts' | 'nextAt' | 'leaseUntil' | 'lastError'> {
  const tried = attempts + 1;
  const wait = Math.min(rules.baseMs * 2 ** (tried - 1), MAX_BACKOFF_MS);
  return {
    state: tried >= rules.maxAttempts ? 'dead' : 'pending',
    attempts: tried,
    nextAt: new Date(now.getTime() + wait),
    leaseUntil: null,
    lastError: error.slice(0, 500),
  };
}
