import type { EventOf } from '@rbt/contracts';
import type { CampaignRepository, PlayedCampaign } from '../../campaigns';
import type { ListenEvent, PlaceOfPlay } from '../data-access/cell-parts';
import type { CellWrite, PlaysStore } from '../data-access/plays-store';
import type { ReachCounter } from '../data-access/reach-counter';

/** The delivery events counted into analytics cells: plays and how far they were listened to. */
export type CountedEvent = EventOf<'delivery', 'ad.played'> | EventOf<'delivery', 'ad.progressed'>;

/** One cell's share of a batch: its plays (with the subscriber and price) and listening events, each event id once. */
export interface CellTally {
  place: PlaceOfPlay;
  plays: { eventId: string; subscriberHash: string; pricePerPlayPkr: number }[];
  listens: { eventId: string; event: ListenEvent }[];
}

/**
 * A batch of delivery events added up per analytics cell (campaign × Karachi day × hour slot × city; the events
 * and, for an added creative, the creative), in the order the cells first appear; an event id met again in
 * the batch (an at-least-once redelivery) is left out.
 */
export function tallyByCell(events: CountedEvent[]): CellTally[] {
  const cells = new Map<string, CellTally>();
  const seen = new Set<string>();
  for (const e of events) {
    if (seen.has(e.eventId)) continue;
    seen.add(e.eventId);
    const { campaignId, date, timeSlot, city } = e.data;
    // The campaign's own creative keeps the cells it always had; an added one gets cells of its own.
    const creativeId = e.data.creativeId && e.data.creativeId !== campaignId ? e.data.creativeId : undefined;
    const place = { campaignId, date, timeSlot, city, ...(creativeId ? { creativeId } : {}) };
    const key = `${campaignId}|${date}|${timeSlot}|${city}#${creativeId ?? ''}`;
    const cell = cells.get(key) ?? { place, plays: [], listens: [] };
    cells.set(key, cell);
    if (e.eventName === 'ad.played') {
      const { subscriberHash, pricePerPlayPkr } = e.data;
      cell.plays.push({ eventId: e.eventId, subscriberHash, pricePerPlayPkr });
    } else cell.listens.push({ eventId: e.eventId, event: e.data.event });
  }
  return [...cells.values()];
}

export interface DeliveryPorts {
  analytics: PlaysStore;
  reach: ReachCounter;
  campaigns: Pick<CampaignRepository, 'creditPlays'>;
}

/**
 * Kafka: a batch of plays and listening events (delivery.v1 ad.played, ad.progressed) into analytics, once per event
 * id, with one write per cell part, one Redis script and one write per campaign:
 * - reach: each cell's subscribers into its sketch and the campaign's day and all-time sketches; the
 *   subscribers new to a cell (to the campaign) are what the cell (the campaign's live figures) gains; a batch
 *   retried before its cells were written gains what its first try gained (the sketches keep it until then);
 * - spend: each counted play at the price its `ad.played` carries: the one price per play (the locked quote's total ÷
 *   its guaranteed plays), set in the booking's serving spec and stamped on the play by svc-capacity when decided
 *   (a required field of the event: no fallback, docs/decisions/campaigns.md);
 * - the campaign's live figures move by what the cells counted (a credit, paid once per batch).
 * Answers the plays counted and each credited campaign as its plays left it (for completion).
 */
export async function countDeliveryBatch(
  p: DeliveryPorts,
  events: CountedEvent[],
  now: Date,
): Promise<{ plays: number; campaigns: Map<string, NonNullable<PlayedCampaign>> }> {
  const cells = tallyByCell(events);
  const campaigns = new Map<string, NonNullable<PlayedCampaign>>();
  if (!cells.length) return { plays: 0, campaigns };
  const played = cells.filter((c) => c.plays.length);
  const reach = played.length
    ? await p.reach.addBatch(
        played.map((c) => ({
          at: c.place,
          hashes: [...new Set(c.plays.map((x) => x.subscriberHash))],
          eventIds: c.plays.map((x) => x.eventId),
        })),
      )
    : undefined;
  const reachGiven = new Set<string>();
  const writes: CellWrite[] = cells.map((c) => {
    const id = c.place.campaignId;
    const i = played.indexOf(c);
    const campaignReach = i >= 0 && !reachGiven.has(id) ? (reach?.newToCampaign.get(id) ?? 0) : 0;
    if (i >= 0) reachGiven.add(id);
    return {
      place: c.place,
      plays: c.plays,
      listens: c.listens,
      uniqueUsers: i >= 0 ? (reach?.newToCell[i] ?? 0) : 0,
      campaignReach,
    };
  });
  const counted = await p.analytics.recordBatch(writes, now);
  // The cells hold the batch's gains now: the sketches' copy of them, kept for a retry, can go.
  await Promise.all([
    reach && p.reach.forget(reach.kept),
    ...counted.credits.map(async (c) => {
      const doc = await p.campaigns.creditPlays(c.campaignId, c.token, c, now);
      const before = campaigns.get(c.campaignId)?.delivery?.impressions ?? -1;
      if (doc && (doc.delivery?.impressions ?? 0) > before) campaigns.set(c.campaignId, doc);
    }),
  ]);
  await p.analytics.clearCredits([...new Set(counted.credits.map((c) => c.token))]);
  return { plays: counted.plays, campaigns };
}
