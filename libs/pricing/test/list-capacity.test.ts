import { goalIssue, goalLimits, listCapacity } from '../src';

describe('a customer list too small for the smallest order', () => {
  it('when 4 matched subscribers can take 8 plays, then the goal message says so instead of "at least" and "at most" at once', () => {
    const limits = goalLimits(8, 9.6);
    expect(goalIssue({ type: 'budget', amountPkr: 5000 }, limits)).toEqual({
      field: 'budget',
      message:
        'This audience can take at most PKR 9.6 over these dates, and the smallest order is PKR 5,000: choose more days or more plays per day, or buy guaranteed plays (from 1,000)',
      code: 'tooSmallBudget',
      values: { most: 9.6, least: 5000, minPlays: 1000 },
    });
    expect(goalIssue({ type: 'impressions', targetImpressions: 8 }, limits)?.message).toBe(
      'This audience can take at most 8 plays over these dates, and the smallest order is 1,000 plays: choose more days or more plays per day',
    );
  });

  it('when the ceiling is above the minimum, then the usual limits are said', () => {
    expect(goalIssue({ type: 'impressions', targetImpressions: 999 }, goalLimits(5000, 6000))?.message).toBe(
      'Buy at least 1,000 plays',
    );
  });

  it('when a list is measured, then its month at 2 a day, its price range and the 17 subscribers the minimum needs are given', () => {
    expect(listCapacity([{ cityId: 'hyderabad', matched: 16 }])).toEqual({
      days: 30,
      playsPerDay: 2,
      maxPlays: 960,
      pricePerPlay: { low: 0.7, high: 1.4 },
      maxBasePkr: { low: 672, high: 1344 },
      minPlays: 1000,
      minBudgetPkr: 5000,
      minMatched: 17,
      enough: false,
      suggestedPlays: 960,
    });
    expect(listCapacity([{ cityId: 'karachi', matched: 1000 }]).suggestedPlays).toBe(25_000);
  });
});
