import type { ShortSlot } from '@rbt/contracts';
import type { CapacityRepository } from './ports';
import type { Reservation, ReservationRepository } from './ports';
import { Booking, Cell, cellKey, spreadBooking } from './spread-booking';
import { outcomeEvents, type Outcome } from './capacity-events';

export interface ReservationPorts {
  slots: Pick<CapacityRepository, 'hold' | 'unhold' | 'availableFor'>;
  reservations: ReservationRepository;
}

/** Slots booked at once per campaign: enough to be quick, few enough that a short campaign holds little in vain. */
const PARALLEL = 16;

const sum = (cells: Cell[]) => cells.reduce((t, c) => t + c.n, 0);

function describeShort(short: ShortSlot[]): string {
  const [first] = short;
  if (!first) return 'Not enough capacity';
  const more = short.length > 1 ? ` and ${short.length - 1} more slot(s)` : '';
  return `Not enough capacity in ${first.city} ${first.timeSlot} on ${first.date} (needs ${first.requested}, ${first.available} available)${more}`;
}

function outcomeOf(r: Reservation, changed: boolean): Outcome {
  if (r.state === 'reserved') return { kind: 'reserved', campaignId: r._id, impressions: r.impressions, changed };
  if (r.state === 'insufficient')
    return {
      kind: 'insufficient',
      campaignId: r._id,
      shortSlots: r.shortSlots,
      reason: describeShort(r.shortSlots),
      changed,
    };
  return { kind: 'released', campaignId: r._id, changed };
}

async function inBatches(
  cells: Cell[],
  fn: (c: Cell) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<void> {
  for (let i = 0; i < cells.length && !stop(); i += PARALLEL) await Promise.all(cells.slice(i, i + PARALLEL).map(fn));
}

/**
 * Books a campaign all-or-nothing: each slot by an atomic conditional update; when one slot is short every
 * slot already held is given back and the short slots are reported. A campaign already reserved is left alone.
 */
export async function reserveCampaign(ports: ReservationPorts, campaignId: string, booking: Booking): Promise<Outcome> {
  const existing = await ports.reservations.get(campaignId);
  if (existing?.state === 'reserved') return outcomeOf(existing, false);
  // A crash during an earlier attempt may have left holds; holds are idempotent per campaign, so reuse its cells.
  const cells = existing?.state === 'reserving' ? existing.cells : spreadBooking(booking);
  await ports.reservations.save({
    _id: campaignId,
    state: 'reserving',
    cells,
    impressions: sum(cells),
    shortSlots: [],
  });

  const held: Cell[] = [];
  const short: Cell[] = [];
  await inBatches(
    cells,
    async (c) => {
      if ((await ports.slots.hold(c, campaignId)) === 'held') held.push(c);
      else short.push(c);
    },
    () => short.length > 0,
  );

  if (short.length === 0) {
    const done: Reservation = {
      _id: campaignId,
      state: 'reserved',
      cells,
      impressions: sum(cells),
      shortSlots: [],
      updatedAt: new Date(),
    };
    const o = outcomeOf(done, true);
    await ports.reservations.save(done, outcomeEvents(o));
    return o;
  }
  await inBatches(held, (c) => ports.slots.unhold(c, campaignId));
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
  const failed: Reservation = {
    _id: campaignId,
    state: 'insufficient',
    cells,
    impressions: 0,
    shortSlots,
    updatedAt: new Date(),
  };
  const o = outcomeOf(failed, true);
  await ports.reservations.save(failed, outcomeEvents(o));
  return o;
}

/** Gives back everything a campaign holds; nothing to do when it holds nothing. */
export async function releaseCampaign(ports: ReservationPorts, campaignId: string): Promise<Outcome> {
  const existing = await ports.reservations.get(campaignId);
  if (!existing || existing.state === 'released' || existing.state === 'insufficient')
    return { kind: 'released', campaignId, changed: false };
  await inBatches(existing.cells, (c) => ports.slots.unhold(c, c.holder ?? campaignId));
  const released: Reservation = {
    ...existing,
    state: 'released',
    extensions: [],
    impressions: 0,
    shortSlots: [],
    updatedAt: new Date(),
  };
  const o = outcomeOf(released, true);
  await ports.reservations.save(released, outcomeEvents(o));
  return o;
}

/**
 * Books a paid top-up's added plays (issue 28) next to a reserved booking, all-or-nothing, under a holder of its
 * own (`<campaignId>+<topUpId>`) so a repeat holds nothing twice and a release gives them back with the rest.
 * A campaign that holds nothing now (paused, in review) books its whole new booking when it reserves again.
 */
export async function extendReservation(
  ports: ReservationPorts,
  campaignId: string,
  topUpId: string,
  added: Booking,
): Promise<'extended' | 'not_reserved' | 'short'> {
  const existing = await ports.reservations.get(campaignId);
  if (existing?.state !== 'reserved') return 'not_reserved';
  if (existing.extensions?.includes(topUpId)) return 'extended';
  const holder = `${campaignId}+${topUpId}`;
  const cells = spreadBooking(added).map((c) => ({ ...c, holder }));
  const held: Cell[] = [];
  let short = false;
  await inBatches(
    cells,
    async (c) => {
      if ((await ports.slots.hold(c, holder)) === 'held') held.push(c);
      else short = true;
    },
    () => short,
  );
  if (short) {
    await inBatches(held, (c) => ports.slots.unhold(c, holder));
    return 'short';
  }
  await ports.reservations.addExtension(campaignId, topUpId, cells, sum(cells));
  return 'extended';
}
