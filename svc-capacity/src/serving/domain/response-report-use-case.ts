import { karachiClock, type ResponseSummary } from '@rbt/contracts';
import type { DeliveryCounts, ReservationRepository, ResponseRepository } from './ports';
import { bookedPerCell, cellKey } from '../../inventory';
import { responseSummary } from './response-summary';

export interface ResponseReportPorts {
  reservations: Pick<ReservationRepository, 'get'>;
  deliveryCounts: Pick<DeliveryCounts, 'of'>;
  responses: Pick<ResponseRepository, 'perDay' | 'leads' | 'pressTimes' | 'perCreative'>;
}

/** A booked campaign's responses per day beside its counted plays, and its callback list; null when not booked. */
export async function campaignResponses(p: ResponseReportPorts, campaignId: string): Promise<ResponseSummary | null> {
  const r = await p.reservations.get(campaignId);
  if (!r) return null;
  const cells = bookedPerCell(r.cells);
  const counts = await p.deliveryCounts.of(cells.map((c) => ({ campaignId, cell: cellKey(c) })));
  const plays = new Map<string, number>();
  const slotPlays = new Map<string, number>();
  for (const c of cells) {
    const n = counts.get(`${campaignId}|${cellKey(c)}`) ?? 0;
    if (n > 0) plays.set(c.date, (plays.get(c.date) ?? 0) + n);
    if (n > 0) slotPlays.set(c.timeSlot, (slotPlays.get(c.timeSlot) ?? 0) + n);
  }
  const [perDay, leads, times, perCreative] = await Promise.all([
    p.responses.perDay(campaignId),
    p.responses.leads(campaignId),
    p.responses.pressTimes(campaignId),
    p.responses.perCreative(campaignId),
  ]);
  const days = perDay.map((d) => ({ date: d._id, ...d }));
  const slotResponses = new Map<string, number>();
  for (const at of times) {
    const slot = karachiClock(at.getTime()).slot;
    slotResponses.set(slot, (slotResponses.get(slot) ?? 0) + 1);
  }
  const summary = responseSummary(plays, days, r.serving?.pricePerPlayPkr ?? 0, leads, {
    plays: slotPlays,
    responses: slotResponses,
  });
  return { ...summary, byCreative: perCreative.map((c) => ({ creativeId: c._id, responses: c.responses })) };
}
