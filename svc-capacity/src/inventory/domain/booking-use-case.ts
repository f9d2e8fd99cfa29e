import type { Logger } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import {
  holdDetailOf,
  holdSentence,
  type AnyEventOf,
  type EventOf,
  type ServingSpec,
  type ShortSlot,
} from '@rbt/contracts';
import { bookingOutcomes } from '../../metrics';
import { Booking, Cell, cellKey, spreadBooking } from './spread-booking';

type StatusChanged = EventOf<'campaigns', 'campaign.status_changed'>['data'];

/** 'reserving' is written before any slot is touched, so a crash mid-way leaves a record that release can undo. */
export type ReservationState = 'reserving' | 'reserved' | 'insufficient' | 'released';
/** One per campaign: the campaign's booking state, so a replay cannot double book. */
export interface Reservation {
  _id: string;
  state: ReservationState;
  cells: Cell[];
  impressions: number;
  shortSlots: ShortSlot[];
  updatedAt: Date;
  /** Last campaign status seen, and what the decision engine serves it by (from the same event). */
  campaignStatus?: string;
  serving?: ServingSpec | null;
  /** Top-ups whose added plays are booked (their cells are in `cells` with a holder). */
  extensions?: string[];
}

/** What holding and giving back slots needs (the inventory repository: inventory-repository.ts). */
export interface ReservationPorts {
  /** Each slot's hold by one atomic conditional update, idempotent per holder. */
  slots: {
    hold(cell: Cell, holder: string): Promise<'held' | 'short'>;
    unhold(cell: Cell, holder: string): Promise<void>;
    availableFor(cells: Cell[]): Promise<Map<string, number>>;
  };
  /** The reservations; a write given events queues them in the same update and wakes their relay. */
  reservations: {
    get(campaignId: string): Promise<Reservation | null>;
    save(r: Omit<Reservation, 'updatedAt'>, events?: AnyEventOf<'capacity'>[]): Promise<void>;
    announce(campaignId: string, events: AnyEventOf<'capacity'>[]): Promise<void>;
    addExtension(campaignId: string, topUpId: string, cells: Cell[], impressions: number): Promise<void>;
    setCampaignStatus(campaignId: string, status: string, serving?: ServingSpec): Promise<void>;
  };
  /** Now, in ms (the serving clock): a booking is spread only over the hours that start from then on. */
  servingClock(): number;
  /** The wall clock: when the reservation changed. */
  clock(): Date;
}

/**
 * What a booking change needs beside the repositories. Each use case ends by recording the campaign's status, a write
 * the repository announces to whoever serves the campaign (the serving context listens: serving-index-sync.ts).
 */
export interface BookingPorts extends ReservationPorts {
  logger: Logger;
}

/** Statuses in which a campaign holds inventory; entering one reserves, leaving for another (but completed) releases. */
const HOLDING = new Set(['scheduled', 'live']);

/** A campaign's new status: reserve on approval or resume, release on rejection, pause or any other exit. */
export async function bookForStatus(p: BookingPorts, campaignId: string, e: StatusChanged): Promise<void> {
  const { to, booking } = e;
  // Completed campaigns keep their bookings: the inventory was used, and past utilisation stays visible.
  if (to === 'completed') return p.reservations.setCampaignStatus(campaignId, to, booking.serving);
  const o = HOLDING.has(to) ? await reserveCampaign(p, campaignId, booking) : await releaseCampaign(p, campaignId);
  if (HOLDING.has(to) && o.changed) bookingOutcomes.inc({ outcome: o.kind });
  await p.reservations.setCampaignStatus(campaignId, to, booking.serving);
  p.logger.info({ campaignId, to, outcome: o.kind, changed: o.changed }, 'capacity booking updated');
  await announce(p, o);
}

/** A deleted campaign gives back everything it holds; its last status is recorded as any other. */
export async function releaseDeleted(p: BookingPorts, campaignId: string): Promise<void> {
  await announce(p, await releaseCampaign(p, campaignId));
  await p.reservations.setCampaignStatus(campaignId, 'deleted');
}

/**
 * The use cases saved each changed outcome's event with the booking; a repeated reservation announces it again
 * (a consumer may have missed it). Either write wakes the relay to send what waits.
 */
async function announce(p: BookingPorts, o: Outcome): Promise<void> {
  if (!o.changed && o.kind === 'reserved') await p.reservations.announce(o.campaignId, outcomeEvents(o));
}

/**
 * Books a campaign all-or-nothing: each slot by an atomic conditional update; when one slot is short every
 * slot already held is given back and the short slots are reported. A campaign already reserved is left alone.
 */
export async function reserveCampaign(ports: ReservationPorts, campaignId: string, booking: Booking): Promise<Outcome> {
  const existing = await ports.reservations.get(campaignId);
  if (existing?.state === 'reserved') return outcomeOf(existing, false);
  // A crash during an earlier attempt may have left holds; holds are idempotent per campaign, so reuse its cells.
  const cells = existing?.state === 'reserving' ? existing.cells : spreadBooking(booking, ports.servingClock());
  const booked = { _id: campaignId, cells, impressions: sum(cells), shortSlots: [] };
  await ports.reservations.save({ ...booked, state: 'reserving' });
  const short = await holdAll(ports, cells, campaignId);
  if (short.length === 0) return saveReservation(ports, { ...booked, state: 'reserved', updatedAt: ports.clock() });
  // Informational: after the roll-back, list every slot whose availability is below its share.
  const available = await ports.slots.availableFor(cells);
  const shortSlots = cells
    .filter((c) => (available.get(cellKey(c)) ?? 0) < c.n || short.includes(c))
    .map((c) => ({
      date: c.date,
      city: c.city,
      timeSlot: c.timeSlot,
      requested: c.n,
      available: Math.min(available.get(cellKey(c)) ?? 0, c.n),
    }));
  return saveReservation(ports, {
    _id: campaignId,
    state: 'insufficient',
    cells,
    impressions: 0,
    shortSlots,
    updatedAt: ports.clock(),
  });
}

/** Gives back everything a campaign holds; nothing to do when it holds nothing. */
export async function releaseCampaign(ports: ReservationPorts, campaignId: string): Promise<Outcome> {
  const existing = await ports.reservations.get(campaignId);
  if (!existing || existing.state === 'released' || existing.state === 'insufficient')
    return { kind: 'released', campaignId, changed: false };
  await inBatches(existing.cells, (c) => ports.slots.unhold(c, c.holder ?? campaignId));
  return saveReservation(ports, {
    ...existing,
    state: 'released',
    extensions: [],
    impressions: 0,
    shortSlots: [],
    updatedAt: ports.clock(),
  });
}

/** Saves where the booking now stands with its capacity event, in one write. */
async function saveReservation(ports: ReservationPorts, r: Reservation): Promise<Outcome> {
  const o = outcomeOf(r, true);
  await ports.reservations.save(r, outcomeEvents(o));
  return o;
}

/** Slots booked at once per campaign: enough to be quick, few enough that a short campaign holds little in vain. */
const PARALLEL = 16;

export const sum = (cells: Cell[]) => cells.reduce((t, c) => t + c.n, 0);

async function inBatches(cells: Cell[], fn: (c: Cell) => Promise<void>, stop = () => false): Promise<void> {
  for (let i = 0; i < cells.length && !stop(); i += PARALLEL) await Promise.all(cells.slice(i, i + PARALLEL).map(fn));
}

/**
 * Holds every cell for `holder`, all or nothing: once a slot is short no further batch is tried and the slots held
 * are given back. Answers the short cells (none when everything is held).
 */
export async function holdAll(ports: ReservationPorts, cells: Cell[], holder: string): Promise<Cell[]> {
  const held: Cell[] = [];
  const short: Cell[] = [];
  await inBatches(
    cells,
    async (c) => {
      if ((await ports.slots.hold(c, holder)) === 'held') held.push(c);
      else short.push(c);
    },
    () => short.length > 0,
  );
  if (short.length > 0) await inBatches(held, (c) => ports.slots.unhold(c, holder));
  return short;
}

/** Where a campaign's booking stands after a use case ran; its capacity event is saved with it (outcomeEvents). */
export type Outcome =
  | { kind: 'reserved'; campaignId: string; impressions: number; changed: boolean }
  | { kind: 'insufficient'; campaignId: string; shortSlots: ShortSlot[]; reason: string; changed: boolean }
  | { kind: 'released'; campaignId: string; changed: boolean };

/** A saved reservation as an outcome; `changed` says whether this run moved it. */
function outcomeOf(r: Reservation, changed: boolean): Outcome {
  if (r.state === 'reserved') return { kind: 'reserved', campaignId: r._id, impressions: r.impressions, changed };
  if (r.state === 'insufficient')
    return {
      kind: 'insufficient',
      campaignId: r._id,
      shortSlots: r.shortSlots,
      reason: holdSentence(holdDetailOf(r.shortSlots)),
      changed,
    };
  return { kind: 'released', campaignId: r._id, changed };
}

/**
 * The capacity.v1 events that report where a booking stands; they are written into the reservation document in
 * the same update as the state they report, and leave through the outbox relay. A release says nothing, so a
 * campaign held back in review cannot start a ping-pong (docs/decisions/events.md).
 */
function outcomeEvents(o: Outcome): AnyEventOf<'capacity'>[] {
  if (o.kind === 'reserved')
    return [
      makeEvent('capacity', 'capacity.reserved', o.campaignId, {
        campaignId: o.campaignId,
        impressions: o.impressions,
      }),
    ];
  if (o.kind === 'insufficient')
    return [
      makeEvent('capacity', 'capacity.insufficient', o.campaignId, {
        campaignId: o.campaignId,
        shortSlots: o.shortSlots,
        reason: o.reason,
      }),
    ];
  // A release is caused by svc-campaigns itself (a status change or a deletion): nobody needs to be told.
  return [];
}
