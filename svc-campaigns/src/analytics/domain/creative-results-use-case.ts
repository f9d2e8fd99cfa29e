import type { Caller } from '@rbt/service-kit';
import { responseRatePct, type CreativeResult, type CreativeResults } from '@rbt/contracts';
import { addListen, listenThroughPct } from './analytics-listening';
import { creativesView } from '../../campaigns';
import { splitTestVerdict } from './split-test';
import { loadOwned } from '../../campaigns';
import type { AnalyticsRepository, ListenEvent, Ports, ReachCounter } from '../../ports';

type Counts = Partial<Record<ListenEvent, number>>;

/**
 * Results per creative (GET /api/campaigns/:id/creative-results, docs/creatives.md): the campaign's cells added up
 * by creative (a cell without one is the campaign's own), reach from each creative's sketch; a removed creative
 * keeps its figures. Responses per ad come from capacity's count by the ad heard (none chosen: the campaign's own);
 * when capacity cannot tell them (no booking, unreachable) they are null and the other figures still show. The split
 * test is judged only in split-test mode, over the active creatives.
 */
export async function creativeResults(
  p: Ports & { analytics: AnalyticsRepository; reach: Pick<ReachCounter, 'creativeCount'> },
  caller: Caller,
  id: string,
): Promise<CreativeResults> {
  const doc = await loadOwned(p, caller, id);
  const view = creativesView(doc);
  const cells = await p.analytics.find([doc._id]);
  const sums = new Map<string, { plays: number; listen: Counts }>();
  for (const c of cells) {
    const key = c.creativeId ?? doc._id;
    const s = sums.get(key) ?? { plays: 0, listen: {} };
    s.plays += c.impressions;
    addListen(s.listen, c.listen);
    sums.set(key, s);
  }
  const [reach, answered] = await Promise.all([
    Promise.all(view.creatives.map((c) => p.reach.creativeCount(doc._id, c.id))),
    p.capacity.responses(doc._id).catch(() => null),
  ]);
  const responsesOf = (id: string): number | null =>
    answered
      ? answered.byCreative.filter((r) => (r.creativeId ?? doc._id) === id).reduce((n, r) => n + r.responses, 0)
      : null;
  const creatives: CreativeResult[] = view.creatives.map((c, i) => {
    const s = sums.get(c.id) ?? { plays: 0, listen: {} };
    const responses = responsesOf(c.id);
    return {
      creativeId: c.id,
      ordinal: c.ordinal,
      active: !c.removed && c.review !== 'rejected',
      plays: s.plays,
      uniqueReach: reach[i] ?? 0,
      starts: s.listen.start ?? 0,
      firstQuartiles: s.listen.firstQuartile ?? 0,
      midpoints: s.listen.midpoint ?? 0,
      thirdQuartiles: s.listen.thirdQuartile ?? 0,
      completes: s.listen.complete ?? 0,
      responses,
      responseRatePct: responses === null ? null : responseRatePct(responses, s.plays),
      listenThroughPct: listenThroughPct(s.listen),
    };
  });
  const arms = creatives
    .filter((c) => c.active && view.creatives.find((v) => v.id === c.creativeId)?.review === 'approved')
    .map((c) => ({ id: c.creativeId, plays: c.plays, completes: c.completes }));
  const splitTest =
    view.rotation === 'split_test' ? splitTestVerdict(arms) : { ...splitTestVerdict([]), state: 'off' as const };
  return { campaignId: doc._id, rotation: view.rotation, creatives, splitTest };
}
