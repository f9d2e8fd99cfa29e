// Test-only: an msw server that fails on any unplanned call, and contract-shaped campaigns.
import { DRAFT_DEFAULTS, TTS_DEFAULTS, type AiSuggestionsResponse, type CampaignListItem } from '@rbt/contracts';
import type { ReactElement } from 'react';
import { renderPage } from '@rbt/web-kit/src/testing';

export { mswServer } from '@rbt/web-kit/src/testing';
import en from './messages/en.json';

export const listItem = (o: Partial<CampaignListItem> = {}): CampaignListItem => ({
  id: 'd1',
  name: 'Jazz Eid',
  status: 'draft',
  objective: 'awareness',
  impressions: 0,
  spend: 0,
  progress: 25,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...o,
});

/** A GET /api/campaigns/:id answer in the CampaignDetail shape. */
export function detail(id: string, o: Record<string, unknown> = {}) {
  const d = {
    ...DRAFT_DEFAULTS,
    name: 'Jazz Eid',
    objective: 'awareness',
    cities: ['karachi'],
    startDate: '2030-01-10',
    endDate: '2030-01-16',
    timeSlots: ['09-10'],
    ttsConfig: { script: 'Jazz: dial now', ...TTS_DEFAULTS, voice: '' },
    budget: 1000,
    estimatedReach: 90000,
    frontendCalculatedCost: 5000,
    ...o,
  };
  return {
    ...d,
    id,
    status: 'draft',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    rejectionReason: null,
    reviewHold: null,
    statusHistory: [],
    campaign: { name: d.name, objective: d.objective },
    audience: { cities: d.cities, gender: d.gender, valueTier: d.valueTier },
    schedule: { startDate: d.startDate, endDate: d.endDate, timeSlots: d.timeSlots },
    pricing: { budgetPkr: d.budget, fees: 0, taxes: 0, totalCost: 0, weightedCpm: 950, locked: false },
    quote: null,
  };
}

/** The help panel's page with its own catalog, in English unless told. */
export function renderHelp(ui: ReactElement, options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(ui, { messages: en, ...options });
}

/** The assistant's answer in English for a draft without prime time: one suggestion and one tip. */
export const AI_ANSWER_EN: AiSuggestionsResponse = {
  suggestions: [
    {
      id: 'no-prime-time',
      title: 'No prime-time slots selected',
      description: 'Add 6-10 PM.',
      priority: 'medium',
      category: 'tip',
    },
  ],
  contextualTips: ['Prime time is 6-10 PM: twice the off-peak slot price.'],
};
