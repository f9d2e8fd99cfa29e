/** Where a play happened, as the analytics cell it lands in (campaign × Karachi day × hour slot × city). */
export interface PlaceOfPlay {
  campaignId: string;
  date: string;
  timeSlot: string;
  city: string;
  /** An added creative's id (docs/creatives.md); absent for the campaign's own, so its cells stay as they were. */
  creativeId?: string;
}

/** VAST events after the impression, counted per cell for listen-through (delivery.v1 ad.progressed). */
export type ListenEvent = 'start' | 'firstQuartile' | 'midpoint' | 'thirdQuartile' | 'complete' | 'error';

/**
 * Every count rewrites its document and checks event ids against the ids already there, so a cell in one
 * document costs more with each event (an hour of one city with thousands of plays and their quartiles: some 3 ms
 * per event at 1,000 ids, 12 ms at 6,000 on the test stack's MongoDB). Spread by the event id's hash, a redelivered
 * event meets its own part again, and each part holds an eighth of the ids.
 */
const CELL_PARTS = 8;

export function partOf(eventId: string): number {
  let h = 0;
  for (let i = 0; i < eventId.length; i++) h = (h * 31 + eventId.charCodeAt(i)) | 0;
  return Math.abs(h) % CELL_PARTS;
}

/**
 * An added creative's cell follows its city after `#`, which sorts below the part digits and every city letter: the
 * parts of one cell stay adjacent in `_id` order (the export's cursor relies on it).
 */
export const cellKey = (c: PlaceOfPlay) =>
  `${c.campaignId}|${c.date}|${c.timeSlot}|${c.city}${c.creativeId ? `#${c.creativeId}` : ''}`;
