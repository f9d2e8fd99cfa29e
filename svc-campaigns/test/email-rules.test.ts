import { afterFailure, plannedEmail, preferencesView } from '../src/notifications/domain/email-outbox';
import { readUnsubscribeToken, unsubscribeToken } from '../src/notifications/domain/unsubscribe-token';

const NOW = new Date('2030-01-01T00:00:00Z');
const SECRET = 'a-secret-of-at-least-sixteen-chars';

describe('email outbox rules', () => {
  it('when a send fails, then the retry waits twice as long each time, and the last allowed failure dead-letters it', () => {
    const rules = { baseMs: 1000, maxAttempts: 3 };
    const first = afterFailure(0, 'ECONNREFUSED', NOW, rules);
    expect(first).toMatchObject({ state: 'pending', attempts: 1, leaseUntil: null, lastError: 'ECONNREFUSED' });
    expect(first.nextAt.getTime() - NOW.getTime()).toBe(1000);
    expect(afterFailure(1, 'x', NOW, rules).nextAt.getTime() - NOW.getTime()).toBe(2000);
    expect(afterFailure(2, 'x', NOW, rules).state).toBe('dead');
    expect(afterFailure(40, 'x', NOW, { baseMs: 1000, maxAttempts: 99 }).nextAt.getTime() - NOW.getTime()).toBe(
      3_600_000,
    );
  });

  it('when a kind is switched off or the owner has no address, then no email is queued; otherwise one, in their language', () => {
    const prefs = preferencesView({ _id: 'u', language: 'ur', off: ['live'] });
    expect(plannedEmail(prefs, 'live', 'u@example.com', NOW)).toBeUndefined();
    expect(plannedEmail(prefs, 'approved', undefined, NOW)).toBeUndefined();
    expect(plannedEmail(prefs, 'approved', 'u@example.com', NOW)).toMatchObject({
      state: 'pending',
      language: 'ur',
      attempts: 0,
      nextAt: NOW,
    });
    expect(preferencesView(null)).toMatchObject({ language: 'en', kinds: { credit_note: true, live: true } });
  });

  it('when an unsubscribe token is read, then only an untouched one signed by a known key names its user and kind', () => {
    const token = unsubscribeToken(SECRET, 'user-1', 'live');
    expect(readUnsubscribeToken([SECRET], token)).toEqual({ userId: 'user-1', kind: 'live' });
    expect(readUnsubscribeToken(['another-secret-sixteen', SECRET], token)).toEqual({ userId: 'user-1', kind: 'live' });
    const [payload, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify(['user-2', 'live'])).toString('base64url');
    expect(readUnsubscribeToken([SECRET], `${forged}.${sig}`)).toBeNull();
    expect(readUnsubscribeToken(['another-secret-sixteen'], token)).toBeNull();
    expect(readUnsubscribeToken([SECRET], `${payload}`)).toBeNull();
  });
});
