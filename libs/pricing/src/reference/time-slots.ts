import { CapacitySlot, TIME_SLOT_IDS, TimeSlot } from '@rbt/contracts';
import { SETUP } from '../constants';

const hourLabel = (h: number): string =>
  h === 0 || h === 24 ? '12 AM' : h === 12 ? '12 PM' : h < 12 ? `${h} AM` : `${h - 12} PM`;
const slotId = (h: number): string => `${String(h).padStart(2, '0')}-${String(h + 1).padStart(2, '0')}`;
const hours = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

/** Start hour of a slot id like "18-19". */
export const slotStartHour = (id: string): number => (id.charCodeAt(0) - 48) * 10 + id.charCodeAt(1) - 48;

/** The 18 wizard slots 06-07 … 23-24 (ids from the contracts, which validate requests); peak means prime time 18-22 (spec §2). */
export const TIME_SLOTS: readonly TimeSlot[] = TIME_SLOT_IDS.map(slotStartHour).map((h) =>
  TimeSlot.parse({
    id: slotId(h),
    label: `${hourLabel(h)} - ${hourLabel(h + 1)}`,
    baseMultiplier: SETUP.slotMultiplier(h),
    peak: h >= 18 && h < 22,
  }),
);

/** The 16 admin capacity slots 08-09 … 23-24 (spec §9). */
export const CAPACITY_SLOTS: readonly CapacitySlot[] = hours(8, 24).map((h) =>
  CapacitySlot.parse({ id: slotId(h), label: `${hourLabel(h)} - ${hourLabel(h + 1)}` }),
);
