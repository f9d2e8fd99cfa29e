import type { CampaignPacing } from '@rbt/contracts';

/** An owner's pacing answer for component tests: behind by default (the case with the most to say). */
export const pacingAnswer = (over: Partial<CampaignPacing> = {}): CampaignPacing => ({
  campaignId: 'c1',
  pacing: 'behind',
  bookedPlays: 7518,
  dueByNow: 2400,
  playedPlays: 1650,
  forecastPlays: 5168,
  shortfallPlays: 2350,
  shortfallCreditPkr: 4849.6,
  generatedAt: '2026-11-23T10:00:00.000Z',
  ...over,
});
