import { ApiError } from '../api-fetch';
import { apiErrorMessage, explainApiError, OFFLINE, TRY_AGAIN } from './api-error';

const answer = (status: number, code: string, message: string, details?: unknown) =>
  new ApiError(status, JSON.stringify({ error: { code, message, ...(details ? { details } : {}) } }));
const RAW = /[{}]|\b\d{3}:|_[a-z]|goal\.|schedule\./;

describe('explainApiError (no API error text shown raw)', () => {
  test('when a budget is above the maximum, then the budget is named with its limit in PKR, no path or JSON', () => {
    const err = answer(400, 'validation_failed', 'goal.amountPkr: Amount must be at most 1,000,000,000', [
      { path: 'goal.amountPkr', message: 'Amount must be at most 1,000,000,000' },
    ]);
    const info = explainApiError(err);
    expect(info).toMatchObject({ status: 400, code: 'validation_failed', field: 'goal.amountPkr', retry: false });
    expect(info.message).toBe('The budget must be at most PKR 1,000,000,000.');
  });

  test('when a rule message has its own subject, then it is kept, and a generic subject becomes the field label', () => {
    const err = answer(400, 'validation_failed', 'schedule.endDate: End date must be on or after the start date', [
      { path: 'schedule.endDate', message: 'End date must be on or after the start date' },
    ]);
    expect(explainApiError(err).message).toBe('End date must be on or after the start date.');
    const script = answer(400, 'validation_failed', 'ttsConfig.script: Must be at most 350 characters');
    expect(explainApiError(script).message).toBe('The script must be at most 350 characters.');
    const zodDefault = answer(400, 'validation_failed', 'cities.2: Expected string, received number');
    expect(explainApiError(zodDefault).message).toBe('The city list is missing or not valid.');
  });

  test('when a campaign is in a state that rules a move out, then the state and the move are said in words', () => {
    const err = answer(409, 'conflict', 'This campaign is pending_review; it cannot be moved to awaiting_payment.', {
      currentStatus: 'pending_review',
    });
    expect(explainApiError(err).message).toBe(
      'This campaign is paid and in review, so it cannot be sent to payment again.',
    );
    const del = answer(409, 'conflict', 'Only drafts can be deleted; this campaign is awaiting_payment.');
    expect(explainApiError(del).message).toBe('Only drafts can be deleted; this campaign is waiting for payment.');
  });

  test('when no answer comes or our side fails, then the user is asked to try again and a retry is offered', () => {
    expect(explainApiError(new TypeError('Failed to fetch'))).toMatchObject({ message: OFFLINE, retry: true });
    expect(explainApiError(new ApiError(502, 'Bad Gateway'))).toMatchObject({ message: TRY_AGAIN, retry: true });
    const down = answer(503, 'unavailable', 'svc-pricing did not answer', { service: 'svc-pricing' });
    expect(explainApiError(down)).toMatchObject({ message: TRY_AGAIN, retry: true, status: 503 });
  });

  test('when a 404, 401 or a plain message comes, then it reads as a sentence and the old names agree', () => {
    expect(explainApiError(answer(404, 'not_found', 'Campaign not found')).message).toBe('Campaign not found.');
    expect(explainApiError(answer(404, 'not_found', 'No route for GET /api/x')).message).toMatch(/could not be found/);
    expect(explainApiError(new ApiError(401, 'Unauthorized')).message).toMatch(/signed out/);
    expect(apiErrorMessage(new Error('offline'))).toBe('offline.');
  });

  test('when any of these errors is explained, then none of the words is raw', () => {
    const errors = [
      answer(400, 'validation_failed', 'goal.targetImpressions: Plays must be a whole number above 0'),
      answer(409, 'conflict', 'This campaign is live; it can no longer be edited.', { currentStatus: 'live' }),
      new ApiError(500, '{"error":{"code":"internal","message":"Something went wrong"}}'),
      new ApiError(418, '<html>teapot</html>'),
    ];
    for (const e of errors) expect(explainApiError(e).message).not.toMatch(RAW);
  });
});
