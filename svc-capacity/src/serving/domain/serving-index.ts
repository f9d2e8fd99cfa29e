import type { ServingSpec, TelephonePrompt } from '@rbt/contracts';
import { bookedPerCell, cellKey } from '../../inventory';

/** A live campaign as the decision engine holds it in memory: what it targets and what it booked per cell. */
export interface ServeableCampaign {
  id: string;
  startDate: string;
  endDate: string;
  spec: ServingSpec;
  /** Booked plays per `date|city|slot` cell (spread-booking's cellKey). */
  booked: ReadonlyMap<string, number>;
  /** Hashed numbers of the campaign's customer list; null when it has none or the list is not loaded. */
  members: ReadonlySet<string> | null;
  /**
   * The spoken press 1 / press 9 prompt each ad's telephone rendition ends with, by creative id (the campaign id for
   * its own ad), for the ads whose prompted length svc-media measured; an ad not in it is served plain, so
   * `<Duration>` stays true. By ad, not audio: two ads may share an audio and offer different responses.
   */
  prompts?: ReadonlyMap<string, TelephonePrompt>;
}

/** An audio's length as svc-media measured it (null when unknown: the spec's figure stays) and the prompt it ends with. */
export interface MeasuredAudio {
  sec: number | null;
  prompt: TelephonePrompt | null;
}

/** What the index is built from: capacity's reservation document with the spec saved beside it. */
export interface IndexSource {
  _id: string;
  state: string;
  campaignStatus?: string;
  cells: { date: string; city: string; timeSlot: string; n: number }[];
  serving?: ServingSpec | null;
}

/** An audio with its measured length, which wins over the campaign's (an estimate, or a placeholder for an upload). */
const withMeasured = <A extends { id: string; durationSec: number }>(a: A, m?: MeasuredAudio): A =>
  m?.sec ? { ...a, durationSec: m.sec } : a;

/**
 * Serveable = booked (reservation 'reserved'), live, with a spec and an accepted audio. Anything else (paused,
 * cancelled, released, an old event without spec) is not in the index, so it gets no new decision. `measured` holds
 * each ad's telephone rendition as svc-media measured it, by creative id (the campaign id for its own ad).
 */
export function serveableOf(
  r: IndexSource,
  members: ReadonlySet<string> | null = null,
  measured: ReadonlyMap<string, MeasuredAudio> = new Map(),
): ServeableCampaign | null {
  const given = r.serving;
  const spec = given && {
    ...given,
    audio: given.audio && withMeasured(given.audio, measured.get(r._id)),
    creatives: given.creatives.map((c) => ({ ...c, audio: withMeasured(c.audio, measured.get(c.id)) })),
  };
  const prompts = new Map<string, TelephonePrompt>();
  for (const [adId, m] of measured) if (m.sec && m.prompt) prompts.set(adId, m.prompt);
  if (r.state !== 'reserved' || r.campaignStatus !== 'live' || !spec?.audio || r.cells.length === 0) return null;
  const booked = new Map<string, number>();
  let startDate = '9999-12-31';
  let endDate = '0000-01-01';
  for (const c of bookedPerCell(r.cells)) {
    booked.set(cellKey(c), c.n);
    if (c.date < startDate) startDate = c.date;
    if (c.date > endDate) endDate = c.date;
  }
  return { id: r._id, startDate, endDate, spec, booked, members, prompts };
}

/** The in-memory index, by city, so one decision looks only at the campaigns that booked the caller's city. */
export class ServingIndex {
  private readonly byId = new Map<string, ServeableCampaign>();
  private byCity = new Map<string, ServeableCampaign[]>();

  get size(): number {
    return this.byId.size;
  }

  /** Puts or removes one campaign (null removes), e.g. after a pause is announced. */
  set(id: string, c: ServeableCampaign | null): void {
    if (c) this.byId.set(id, c);
    else this.byId.delete(id);
    this.rebuild();
  }

  /** Replaces everything (start-up and the periodic full reload). */
  replaceAll(all: ServeableCampaign[]): void {
    this.byId.clear();
    for (const c of all) this.byId.set(c.id, c);
    this.rebuild();
  }

  /** The cities some campaign booked (the planner plans each one's current hour). */
  cities(): string[] {
    return [...this.byCity.keys()];
  }

  /** Every serveable campaign (the creatives list for platforms). */
  all(): ServeableCampaign[] {
    return [...this.byId.values()];
  }

  get(id: string): ServeableCampaign | undefined {
    return this.byId.get(id);
  }

  inCity(city: string): readonly ServeableCampaign[] {
    return this.byCity.get(city) ?? [];
  }

  private rebuild(): void {
    const next = new Map<string, ServeableCampaign[]>();
    for (const c of this.byId.values()) {
      const cities = new Set([...c.booked.keys()].map((k) => k.split('|')[1] as string));
      for (const city of cities) next.set(city, [...(next.get(city) ?? []), c]);
    }
    // Swapped in one assignment: a decision running meanwhile sees the old or the new index, never half of one.
    this.byCity = next;
  }
}
