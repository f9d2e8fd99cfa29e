import { ApiError } from '../api-fetch';
import { explainApiError } from './api-error';
import { loadFormatLanguage, setFormatLanguage } from './language';

const answer = (status: number, code: string, message: string, details?: unknown) =>
  new ApiError(status, JSON.stringify({ error: { code, message, ...(details ? { details } : {}) } }));
/** An English word of three letters or more (PKR is how invoices say the currency in Urdu too). */
const englishWords = (s: string) => (s.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => w !== 'PKR');

describe('API errors on an Urdu page', () => {
  beforeAll(() => loadFormatLanguage('ur'));
  afterAll(() => setFormatLanguage('en'));

  test('when a budget is above the maximum, then the field and its limit are said in Urdu, grouped in lakhs', () => {
    const err = answer(400, 'validation_failed', 'goal.amountPkr: Amount must be at most 1,000,000,000', [
      { path: 'goal.amountPkr', message: 'Amount must be at most 1,000,000,000' },
    ]);
    const info = explainApiError(err);
    expect(info).toMatchObject({ status: 400, field: 'goal.amountPkr', retry: false });
    expect(info.message).toBe('بجٹ درست نہیں: زیادہ سے زیادہ \u2068PKR 1,00,00,00,000\u2069 ہونا چاہیے۔');
  });

  test('when any answer comes back, then no English sentence from the service reaches the page', () => {
    const answers = [
      answer(400, 'validation_failed', 'schedule.endDate: End date must be on or after the start date'),
      answer(400, 'validation_failed', 'Some rule nobody mapped'),
      answer(409, 'conflict', 'This campaign is pending_review; it cannot be moved to awaiting_payment.'),
      answer(409, 'conflict', 'Draft was saved elsewhere'),
      answer(401, 'unauthorized', 'Sign in first'),
      answer(403, 'forbidden', 'Admins only'),
      answer(404, 'not_found', 'Campaign not found'),
      answer(413, 'too_large', 'Body too large'),
      answer(429, 'rate_limited', 'Slow down'),
      answer(502, 'upstream_failed', 'svc-pricing did not answer'),
      new TypeError('Failed to fetch'),
    ];
    for (const err of answers) {
      const { message } = explainApiError(err);
      expect({ message, english: englishWords(message) }).toEqual({ message, english: [] });
      expect(message).toMatch(/[\u0600-\u06ff]{3,}/);
    }
  });

  test('when a move is refused by the campaign state, then the state is named in Urdu; a 429 and 5xx offer a retry', () => {
    const err = answer(409, 'conflict', 'This campaign is pending_review; it cannot be moved to awaiting_payment.');
    expect(explainApiError(err).message).toContain('ادا شدہ اور جائزے میں');
    expect(explainApiError(answer(429, 'rate_limited', 'x')).retry).toBe(true);
    expect(explainApiError(answer(503, 'unavailable', 'x')).retry).toBe(true);
    expect(explainApiError(answer(404, 'not_found', 'x')).retry).toBe(false);
  });
});
