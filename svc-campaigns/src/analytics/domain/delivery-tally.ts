import type { EventOf } from '@rbt/contracts';
import type { ListenEvent, PlaceOfPlay } from '../../ports';

/** The delivery events counted into analytics cells: plays and how far they were listened to. */
export type CountedEvent = EventOf<'delivery', 'ad.played'> | EventOf<'delivery', 'ad.progressed'>;

/** One cell's share of a batch: its plays (with the subscriber) and listening events, each event id once. */
export interface CellTally {
  place: PlaceOfPlay;
  plays: { eventId: string; subscriberHash: string }[];
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
    if (e.eventName === 'ad.played') cell.plays.push({ eventId: e.eventId, subscriberHash: e.data.subscriberHash });
    else cell.listens.push({ eventId: e.eventId, event: e.data.event });
  }
  return [...cells.values()];
}
