import type { CampaignListItem, ListQuote } from '@rbt/contracts';
import { formatCount, formatCountCompact, formatKarachiDateTime, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';
import type { DashMessageId } from '../messages';

type T = (id: DashMessageId, values?: Record<string, string | number>) => string;
export interface Fact {
  title: string;
  description: string;
}

/** A draft's progress (the share of the wizard's 3 steps done) as the steps themselves, e.g. "1 of 3 steps". */
export const draftStepsText = (t: T, progress: number): string =>
  t('dash.card.steps', { done: Math.round((progress / 100) * 3) });

/** The locked quote, labelled as on every other screen (one price, said what it is). */
export const quoteFacts = (t: T, q: ListQuote): Fact[] => [
  { title: t('dash.card.guaranteedPlays'), description: formatCount(q.estImpressions) },
  { title: t('dash.card.perPlay'), description: formatPkrPerPlay(q.pricePerPlay) },
  { title: t('dash.card.total'), description: formatPkr(q.totalCost) },
];

/** What a running campaign delivered so far. */
export const deliveredFacts = (t: T, c: CampaignListItem): Fact[] => [
  { title: t('dash.card.impressions'), description: formatCountCompact(c.impressions) },
  // To the paisa as on analytics and billing ("PKR 25" here was "PKR 24.70" there).
  { title: t('dash.card.spend'), description: formatPkr(c.spend) },
  // The figures say how fresh they are (the dashboard asks again every 5 s).
  {
    title: t('dash.card.lastPlay'),
    description: c.lastPlayAt ? formatKarachiDateTime(c.lastPlayAt) : t('dash.card.noneYet'),
  },
];

/**
 * What a completed campaign delivered: the plays counted and their spend (counted plays × the locked price
 * per play, summed by svc-campaigns as plays arrive), not the quote it was sold at: a campaign that ended short
 * shows what ran.
 */
export const completedFacts = (t: T, c: CampaignListItem): Fact[] => [
  { title: t('dash.card.playsDelivered'), description: formatCount(c.impressions) },
  { title: t('dash.card.spend'), description: formatPkr(c.spend) },
];
