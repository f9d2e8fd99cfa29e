import {
  CAPACITY_SLOT_IDS,
  CapacitySlot,
  slotBandOfHour,
  slotStartHour,
  TIME_SLOT_IDS,
  TimeSlot,
} from '@rbt/contracts';
import { SETUP } from '../constants';

const hourLabel = (h: number): string =>
  h === 0 || h === 24 ? '12 AM' : h === 12 ? '12 PM' : h < 12 ? `${h} AM` : `${h - 12} PM`;
const slotId = (h: number): string => `${String(h).padStart(2, '0')}-${String(h + 1).padStart(2, '0')}`;

/** The 18 wizard slots 06-07 … 23-24 (ids from the contracts, which validate requests); peak means prime time 18-22 (spec §2). */
export const TIME_SLOTS: readonly TimeSlot[] = TIME_SLOT_IDS.map(slotStartHour).map((h) =>
  TimeSlot.parse({
    id: slotId(h),
    label: `${hourLabel(h)} - ${hourLabel(h + 1)}`,
    baseMultiplier: SETUP.slotMultiplier(h),
    peak: slotBandOfHour(h) === 'peak',
  }),
);

/** The capacity grid's slots: the same 18 the wizard sells (CAPACITY_SLOT_IDS), with their labels. */
export const CAPACITY_SLOTS: readonly CapacitySlot[] = TIME_SLOTS.filter((s) => CAPACITY_SLOT_IDS.includes(s.id)).map(
  ({ id, label }) => CapacitySlot.parse({ id, label }),
);
