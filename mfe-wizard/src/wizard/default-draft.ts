import type { CampaignDraftPatch } from '@rbt/contracts';
import type { WizardDraft } from './types';

/** A new draft suggests PKR 25,000 (five times the minimum) so step 1 shows what money buys at once (docs/decisions/pricing.md). */
export const DEFAULT_BUDGET_PKR = 25_000;

/** Spec §3 defaults of a new wizard draft (frequency cap 2, Asia/Karachi, even pacing, tts, budget goal). */
export const DEFAULT_DRAFT: WizardDraft = {
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
  goalType: 'budget',
  budget: DEFAULT_BUDGET_PKR,
  targetImpressions: null,
  rightsConfirmed: false,
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

const DRAFT_KEYS = Object.keys(DEFAULT_DRAFT) as (keyof WizardDraft)[];

/** Only the draft fields of a server answer (GET /api/campaigns/:id carries status, history and more). */
export function pickDraft(source: Partial<Record<string, unknown>>): CampaignDraftPatch {
  const out: Record<string, unknown> = {};
  for (const k of DRAFT_KEYS) if (source[k] !== undefined) out[k] = source[k];
  return out as CampaignDraftPatch;
}

export function withDefaults(patch: CampaignDraftPatch): WizardDraft {
  return { ...DEFAULT_DRAFT, ...patch } as WizardDraft;
}
