import { statusLabel, timeAgo } from './format';

describe('dashboard formats', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  test('when a draft is under 24 hours old, then it reads "{n}h ago"', () => {
    expect(timeAgo('2026-11-21T09:30:00Z', now)).toBe('2h ago');
    expect(timeAgo('2026-11-20T12:00:01Z', now)).toBe('23h ago');
  });

  test('when a draft is 24 hours or older, then it reads "{n}d ago"', () => {
    expect(timeAgo('2026-11-20T12:00:00Z', now)).toBe('1d ago');
    expect(timeAgo('2026-11-11T12:00:00Z', now)).toBe('10d ago');
  });

  test('when the status has an underscore, then the label is capitals with a space', () => {
    expect(statusLabel('pending_review')).toBe('PENDING REVIEW');
    expect(statusLabel(null)).toBe('DRAFT');
  });
});
