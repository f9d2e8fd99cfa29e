import type { CampaignDraft } from './campaigns';
import type { EstimateRequest } from './pricing';

/**
 * Spec §3 defaults of a draft (frequency cap 2, Asia/Karachi, even pacing, tts, budget goal): the server fills
 * fields never saved with them and the wizard starts from them, so both must read the same table.
 * freqCapPerDay 2 is the wizard's reload default (3 only on the standalone page, which sends it).
 */
export const DRAFT_DEFAULTS: CampaignDraft = {
  name: '',
  objective: null,
  cities: [],
  gender: 'all',
  valueTier: 'all',
  deviceType: 'all',
  freqCapPerDay: 2,
  startDate: null,
  endDate: null,
  daysOfWeek: [],
  timeSlots: [],
  timezone: 'Asia/Karachi',
  pacing: 'even',
  creativeType: 'tts',
  ttsConfig: null,
  audioFile: null,
  audioUrl: null,
  keptCreatives: {},
  goalType: 'budget',
  budget: null,
  targetImpressions: null,
  rightsConfirmed: false,
  response: null,
  termsAccepted: false,
  promoCode: null,
  bidStrategy: 'auto',
  customTargeting: null,
  nicheTargeting: null,
  audienceListId: null,
  estimatedReach: null,
  frontendCalculatedCost: null,
  frontendCalculationDetails: null,
};

/** A niche campaign's selection prices it (premium targets); another campaign's leftover selection does not. */
export const nicheOf = (d: Pick<CampaignDraft, 'customTargeting' | 'nicheTargeting'>) =>
  d.customTargeting === 'niche' ? d.nicheTargeting : null;

/**
 * The spec §7 estimate request of a draft. svc-campaigns locks the quote from it and the wizard previews and asks
 * for the same body, so the figures an advertiser sees are the figures the server charges.
 */
export function draftEstimateRequest(d: CampaignDraft): EstimateRequest {
  return {
    audience: {
      cities: d.cities,
      gender: d.gender,
      valueTier: d.valueTier,
      deviceType: d.deviceType,
      niche: nicheOf(d),
      listId: d.audienceListId,
    },
    schedule: {
      startDate: d.startDate,
      endDate: d.endDate,
      daysOfWeek: d.daysOfWeek,
      timeSlots: d.timeSlots,
      timezone: d.timezone,
      pacing: d.pacing,
    },
    controls: { freqCapPerDay: d.freqCapPerDay },
    // Only the chosen goal's figure: a budget left over from before "Guaranteed plays" was picked is not the
    // goal, and one above the maximum made every estimate a 400.
    goal:
      d.goalType === 'impressions'
        ? { type: 'impressions', amountPkr: null, targetImpressions: d.targetImpressions }
        : { type: d.goalType, amountPkr: d.budget, targetImpressions: null },
  };
}
