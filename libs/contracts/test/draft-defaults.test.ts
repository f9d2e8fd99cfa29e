import { CampaignDraft, DRAFT_DEFAULTS, draftEstimateRequest, EstimateRequest } from '../src';

const niche = {
  interests: ['finance'],
  location: { areas: ['karachi/clifton'], customCities: [] },
  behavior: { deviceBrands: [], deviceModels: [] },
};

describe('draft defaults and the estimate request of a draft', () => {
  it('when a stored draft is read back with nothing saved, then the spec §3 defaults are a valid whole draft', () => {
    expect(CampaignDraft.parse(DRAFT_DEFAULTS)).toEqual(DRAFT_DEFAULTS);
    expect(DRAFT_DEFAULTS).toMatchObject({ freqCapPerDay: 2, timezone: 'Asia/Karachi', pacing: 'even', budget: null });
  });

  it('when a draft has cities and a budget, then its request carries audience, schedule, cap and goal the pricing accepts', () => {
    const d = { ...DRAFT_DEFAULTS, cities: ['karachi'], budget: 25_000, daysOfWeek: ['mon' as const] };
    const request = draftEstimateRequest(d);
    expect(request).toEqual({
      audience: { cities: ['karachi'], gender: 'all', valueTier: 'all', deviceType: 'all', niche: null, listId: null },
      schedule: {
        startDate: null,
        endDate: null,
        daysOfWeek: ['mon'],
        timeSlots: [],
        timezone: 'Asia/Karachi',
        pacing: 'even',
      },
      controls: { freqCapPerDay: 2 },
      goal: { type: 'budget', amountPkr: 25_000, targetImpressions: null },
    });
    expect(EstimateRequest.safeParse(request).success).toBe(true);
  });

  it('when the niche selection belongs to a niche campaign, then it prices the request; left over on another, it does not', () => {
    const d = { ...DRAFT_DEFAULTS, cities: ['karachi'], nicheTargeting: niche };
    expect(draftEstimateRequest({ ...d, customTargeting: 'niche' }).audience.niche).toEqual(niche);
    expect(draftEstimateRequest({ ...d, customTargeting: 'upload' }).audience.niche).toBeNull();
  });

  it('when the goal is guaranteed plays, then a budget left in the draft (even above the maximum) is not sent', () => {
    const d = { ...DRAFT_DEFAULTS, cities: ['karachi'], budget: 99_999_999_999 };
    const request = draftEstimateRequest({ ...d, goalType: 'impressions', targetImpressions: 5_000 });
    expect(request.goal).toEqual({ type: 'impressions', amountPkr: null, targetImpressions: 5_000 });
    expect(EstimateRequest.safeParse(request).success).toBe(true);
    expect(draftEstimateRequest({ ...d, budget: 25_000, targetImpressions: 9 }).goal.targetImpressions).toBeNull();
  });
});
