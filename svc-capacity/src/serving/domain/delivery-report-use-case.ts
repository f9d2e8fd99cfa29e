import { PACING_TOLERANCE, type CampaignDelivery, type CellAtRisk, type PacingState } from '@rbt/contracts';
import { bookedPerCell, cellKey, cellStartMs, type Cell } from '../../inventory';

const HOUR_MS = 3_600_000;
const MAX_CELLS_AT_RISK = 10;

/** Plays an even pace through the cell's hour would have delivered at `nowMs` (whole plays, rounded down). */
export function plannedByNow(c: Cell, nowMs: number): number {
  const elapsed = (nowMs - cellStartMs(c)) / HOUR_MS;
  if (elapsed <= 0) return 0;
  return elapsed >= 1 ? c.n : Math.floor(c.n * elapsed);
}

export function pacingOf(delivered: number, planned: number, allEnded: boolean): PacingState {
  if (allEnded) return 'finished';
  if (planned === 0) return delivered > 0 ? 'ahead' : 'not_started';
  const ratio = delivered / planned;
  if (ratio > 1 + PACING_TOLERANCE) return 'ahead';
  return ratio < 1 - PACING_TOLERANCE ? 'behind' : 'on_track';
}

export interface BookedCampaign {
  campaignId: string;
  cells: Cell[];
}

/**
 * One campaign's delivery against its booking (docs/delivery.md, "Admin delivery view"): the plan is the booked
 * plays of each hour spread evenly through it; the forecast adds the hours still to come at the pace so far (a
 * campaign behind is expected to stay behind, one ahead to deliver its booking and no more, because a cell never
 * plays above its booking). `delivered(cell)` is the plays counted in that cell; a cell held by the campaign and its
 * top-ups is one cell (bookedPerCell).
 */
export function campaignDelivery(b: BookedCampaign, delivered: (c: Cell) => number, nowMs: number): CampaignDelivery {
  let booked = 0;
  let planned = 0;
  let done = 0;
  let futureBooked = 0;
  const cells = bookedPerCell(b.cells);
  let allEnded = cells.length > 0;
  const risks: (CellAtRisk & { gap: number })[] = [];
  for (const c of cells) {
    const p = plannedByNow(c, nowMs);
    const d = Math.min(delivered(c), c.n);
    booked += c.n;
    planned += p;
    done += d;
    const start = cellStartMs(c);
    const ended = nowMs >= start + HOUR_MS;
    if (!ended) allEnded = false;
    futureBooked += c.n - p;
    const started = nowMs >= start;
    // An hour under way is at risk when behind its plan beyond the tolerance; an ended hour when it fell short.
    const short = ended ? d < c.n : started && d < p * (1 - PACING_TOLERANCE);
    if (short) risks.push({ ...cellPart(c), booked: c.n, planned: p, delivered: d, ended, gap: p - d });
  }
  const pace = planned > 0 ? Math.min(1, done / planned) : 1;
  risks.sort((x, y) => y.gap - x.gap || cellKey(x).localeCompare(cellKey(y)));
  return {
    campaignId: b.campaignId,
    bookedPlays: booked,
    plannedSoFar: planned,
    deliveredPlays: done,
    pacing: pacingOf(done, planned, allEnded),
    forecastPlays: Math.min(booked, done + Math.floor(futureBooked * pace)),
    cellsAtRisk: risks.slice(0, MAX_CELLS_AT_RISK).map(({ gap: _g, ...r }) => r),
  };
}

const cellPart = (c: Cell) => ({ date: c.date, city: c.city, timeSlot: c.timeSlot });
