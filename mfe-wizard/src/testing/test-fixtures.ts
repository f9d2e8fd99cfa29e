import {
  audioPathOf,
  type AnalyticsResponse,
  type CampaignCreative,
  type CampaignDetail,
  type CheckoutResponse,
  type Invoice,
  type LockedQuote,
  type TopUpQuote,
  type TtsResponse,
} from '@rbt/contracts';
import { testAudioUrl } from '@rbt/test-kit/src/test-audio';
import { DEFAULT_TTS } from '../api/media';

/** Test data shaped by the contracts (used by component tests of this remote only). */
export const lockedQuote: LockedQuote = {
  baseCost: 100_000,
  platformFee: 8000,
  vat: 16_000,
  totalCost: 124_000,
  estImpressions: 80_000,
  estReach: 40_000,
  targetedUsers: 249_512,
  playsPerDay: 11_429,
  weightedCpm: 1250,
  lockedAt: '2026-05-01T10:00:00.000Z',
};

export function campaignDetail(over: Partial<CampaignDetail> = {}): CampaignDetail {
  const d = {
    name: 'Eid Sale',
    objective: 'awareness',
    cities: ['karachi', 'lahore', 'islamabad', 'quetta'],
    gender: 'female',
    valueTier: 'gold',
    deviceType: 'smartphone',
    freqCapPerDay: 3,
    startDate: '2026-06-01',
    endDate: '2026-06-07',
    daysOfWeek: [],
    timeSlots: ['08-09', '09-10', '18-19', '19-20', '20-21', '21-22', '22-23'],
    timezone: 'Asia/Karachi',
    pacing: 'even',
    creativeType: 'tts',
    ttsConfig: { ...DEFAULT_TTS, script: 'Eid Mubarak!' },
    audioFile: null,
    audioUrl: testAudioUrl(1),
    goalType: 'budget',
    budget: null,
    targetImpressions: null,
    rightsConfirmed: true,
    termsAccepted: true,
    promoCode: null,
    bidStrategy: 'auto',
    customTargeting: null,
    nicheTargeting: null,
    estimatedReach: null,
    frontendCalculatedCost: null,
    frontendCalculationDetails: null,
    id: 'c1',
    status: 'awaiting_payment',
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    rejectionReason: null,
    reviewHold: null,
    statusHistory: [],
    quote: lockedQuote,
    ...over,
  } as CampaignDetail;
  return {
    ...d,
    campaign: { name: d.name, objective: d.objective },
    audience: { cities: d.cities, gender: d.gender, valueTier: d.valueTier },
    schedule: { startDate: d.startDate, endDate: d.endDate, timeSlots: d.timeSlots },
    pricing: {
      budgetPkr: d.budget,
      fees: 8000,
      taxes: 16_000,
      totalCost: 124_000,
      weightedCpm: 1250,
      locked: !!d.quote,
    },
  };
}

/** The first invoice of a paid campaign (the one its checkout payment ended in). */
export const paymentAnswer: { invoice: Invoice } = {
  invoice: {
    id: 'i1',
    number: 'INV-2026-000001',
    campaignId: 'c1',
    campaignName: 'Eid Sale',
    ownerId: 'u1',
    currency: 'PKR',
    lines: [
      { code: 'base', label: 'Campaign base cost', amountPkr: 100_000 },
      { code: 'platform_fee', label: 'Platform fee (8%)', amountPkr: 8000 },
      { code: 'vat', label: 'VAT (16%)', amountPkr: 16_000 },
    ],
    subtotalPkr: 108_000,
    totalPkr: 124_000,
    issuedAt: '2026-05-01T10:05:00.000Z',
    status: 'paid',
  },
};

/** POST /payments: the attempt and the form that sends the browser to the JazzCash stand-in. */
export const checkoutAnswer: CheckoutResponse = {
  payment: {
    id: 'p1',
    reference: 'R0000000000000000001',
    campaignId: 'c1',
    provider: 'jazzcash',
    method: 'wallet',
    state: 'redirected',
    amountPkr: 124_000,
    createdAt: '2026-05-01T10:05:00.000Z',
    updatedAt: '2026-05-01T10:05:00.000Z',
    expiresAt: '2026-05-02T10:05:00.000Z',
  },
  checkout: {
    actionUrl: 'http://127.0.0.1:4095/CustomerPortal/transactionmanagement/merchantform/',
    fields: { pp_TxnRefNo: 'R0000000000000000001', pp_Amount: '12400000', pp_SecureHash: 'AB12' },
  },
};

/** A campaign's analytics with `impressions` plays at PKR 2.50 each, half of them unique, all in Karachi 18-19. */
export function analyticsAnswer(impressions: number, expectedImpressions = 40_000): AnalyticsResponse {
  const totals = {
    impressions,
    uniqueReach: Math.round(impressions / 2),
    frequency: 2,
    spendPkr: impressions * 2.5,
    expectedImpressions,
    completionPct: null,
    lastDeliveryAt: impressions ? '2026-11-23T05:00:00.000Z' : null,
    listening: {
      starts: 0,
      firstQuartiles: 0,
      midpoints: 0,
      thirdQuartiles: 0,
      completes: 0,
      errors: 0,
      listenThroughPct: null,
    },
    reachErrorPct: 0.81,
  };
  const rows = impressions
    ? [{ impressions, uniqueReach: totals.uniqueReach, spendPkr: totals.spendPkr, listenThroughPct: null }]
    : [];
  return {
    campaignId: 'c1',
    from: null,
    to: null,
    totals,
    byDate: [],
    campaigns: [],
    byCity: rows.map((r) => ({ city: 'karachi', ...r })),
    byHour: rows.map((r) => ({ timeSlot: '18-19', ...r })),
  };
}

/** The price of PKR 10,000 more on the fixture campaign: 8,000 plays added, 88,000 guaranteed after. */
export const topUpQuote: TopUpQuote = {
  addedPlays: 8000,
  pricePerPlay: 1.25,
  baseCost: 10_000,
  platformFee: 800,
  vat: 1600,
  totalCost: 12_400,
  fromDate: '2026-11-25',
  endDate: '2026-11-30',
  guaranteedPlays: 88_000,
  blendedPricePerPlay: 1.25,
};

type HeldSlot = NonNullable<CampaignDetail['reviewHoldDetail']>['slots'][number];

/**
 * A campaign held for capacity at `slot` (and `more` hours besides), whose history has every service reason code and
 * one admin's own words: the details page's hold and timeline, in either language. The entries' English `reason`
 * ("x") is what API callers read; the page words the code.
 */
export function heldCampaign(slot: HeldSlot, more: number, adminReason: string): Partial<CampaignDetail> {
  const at = (day: number, hour: number) => `2026-11-${day}T0${hour}:00:00.000Z`;
  return {
    status: 'pending_review',
    reviewHold: 'Not enough capacity: (the English for API callers)',
    reviewHoldDetail: { slots: [slot], more },
    statusHistory: [
      { from: 'awaiting_payment', to: 'draft', at: at(20, 5), by: 'you', reasonCode: 'edited_after_submit' },
      { from: 'live', to: 'paused', at: at(21, 5), by: 'you', reason: 'x', reasonCode: 'paused_by_owner' },
      { from: 'paused', to: 'live', at: at(21, 6), by: 'you', reasonCode: 'resumed_by_owner' },
      { from: 'live', to: 'paused', at: at(21, 7), by: 'review team', reason: adminReason },
      { from: 'scheduled', to: 'pending_review', at: at(22, 5), by: 'capacity check', reasonCode: 'capacity_hold' },
    ],
  };
}

export { pacingAnswer } from '@rbt/test-kit/src/pacing-answer';
export { testAudioId, testAudioUrl } from '@rbt/test-kit/src/test-audio';

/** The text-to-speech service's answer for a generated audio `id` (English, 4.2 s). */
export const ttsAnswer = (id: string): TtsResponse => ({
  audioUrl: audioPathOf(id),
  audioId: id,
  metadata: {
    durationSec: 4.2,
    sampleRate: 44100,
    channels: 1,
    loudnessLufs: -16.1,
    truePeakDbtp: -1.5,
    waveform: Array.from({ length: 16 }, (_, i) => i / 16),
    source: 'espeak-ng',
    engine: 'espeak-ng',
    voice: 'hamza',
    language: 'english',
    estimatedDurationSec: 4,
  },
  renditions: {
    master: audioPathOf(id),
    telephone: `${audioPathOf(id)}/telephone`,
    original: `${audioPathOf(id)}/original`,
    download: `${audioPathOf(id)}?download=1`,
  },
});

/** One of a campaign's ads as GET /api/campaigns/:id/creatives lists it: ad 1 is the campaign's own. */
export const testCreative = (ordinal: number, o: Partial<CampaignCreative> = {}): CampaignCreative => ({
  id: ordinal === 1 ? 'c1' : `c1-${ordinal}`,
  ordinal,
  creativeType: 'tts',
  audioUrl: testAudioUrl(ordinal),
  language: 'urdu',
  script: null,
  response: null,
  responseFromCampaign: false,
  review: 'approved',
  rejectionReason: null,
  weight: null,
  primary: ordinal === 1,
  removed: false,
  ...o,
});
