import { z } from 'zod';
import { CITY_IDS, daysBetween, DECIMAL_DIGITS, isCalendarDate, MAX_CAMPAIGN_DAYS, TIME_SLOT_IDS } from './input-rules';

/**
 * Capacity exists for everything the wizard sells: the 18 wizard slots 06-07 … 23-24 and the 42 built-in
 * cities. Spec §9 named 16 slots and 8 cities; selling the rest without inventory made "guaranteed" untrue
 * (docs/decisions/capacity.md). City names live with the audience in @rbt/pricing (contracts cannot import it).
 */
export const CAPACITY_SLOT_IDS = TIME_SLOT_IDS as readonly string[];
export const CAPACITY_CITY_IDS = CITY_IDS as readonly string[];

export const CAPACITY_MESSAGES = {
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a valid date (YYYY-MM-DD)',
  cityRequired: 'City is required',
  cityUnknown: 'City must be one of the built-in cities the wizard sells (for example karachi, lahore, hunza)',
  slotsRequired: 'At least one slot capacity is required',
  slotUnknown: 'Time slot must be one of 06-07 … 23-24',
  slotDuplicate: 'Each time slot may appear only once per date and city',
  capacityInteger: 'Capacities must be non-negative integers',
  capacityDecimal: 'Capacities must be written as decimal digits (not 0x10, 1e3 or Infinity)',
} as const;

/**
 * Most plays one city-hour can hold on one day: above the country's subscriber base (about 200 million), so any
 * real figure fits, and 42 cities × 18 slots of it still sum far below 2^53 (docs/decisions/capacity.md).
 */
export const MAX_SLOT_CAPACITY = 1_000_000_000;

export const CapacityDate = z
  .string({ required_error: CAPACITY_MESSAGES.dateRequired, invalid_type_error: CAPACITY_MESSAGES.dateRequired })
  .trim()
  .min(1, CAPACITY_MESSAGES.dateRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, CAPACITY_MESSAGES.dateInvalid)
  // The campaign window (2000-2100, input-rules.ts): 0000-01-01 and 9999-12-31 are probes, not inventory.
  .refine(isCalendarDate, CAPACITY_MESSAGES.dateInvalid);

export const CapacityCityId = z
  .string({ required_error: CAPACITY_MESSAGES.cityRequired, invalid_type_error: CAPACITY_MESSAGES.cityRequired })
  .trim()
  .toLowerCase()
  .min(1, CAPACITY_MESSAGES.cityRequired)
  .refine((id) => CAPACITY_CITY_IDS.includes(id), CAPACITY_MESSAGES.cityUnknown);

export const CapacityTimeSlot = z
  .string({ required_error: CAPACITY_MESSAGES.slotUnknown, invalid_type_error: CAPACITY_MESSAGES.slotUnknown })
  .trim()
  .refine((id) => CAPACITY_SLOT_IDS.includes(id), CAPACITY_MESSAGES.slotUnknown);

/**
 * Spec §5: a non-numeric capacity (blank, text without digits, missing) counts as 0; a number must be a
 * non-negative integer up to MAX_SLOT_CAPACITY. Text holding digits must be plain decimal: Number() would read
 * "0x10" as 16 and "1e3" as 1000, so such text stays a string and is refused.
 */
const capacityNumber = z.preprocess(
  (v) => {
    if (typeof v === 'number') return v;
    const s = typeof v === 'string' ? v.trim() : '';
    // Plain decimal notation (1.5 included, so it is refused as "not an integer" rather than as notation).
    if (DECIMAL_DIGITS.test(s) || /^[+-]?\d+\.\d+$/.test(s)) return Number(s);
    return /\d/.test(s) || /^[+-]?infinity$/i.test(s) ? s : 0;
  },
  z
    .number({ invalid_type_error: CAPACITY_MESSAGES.capacityDecimal })
    .int(CAPACITY_MESSAGES.capacityInteger)
    .nonnegative(CAPACITY_MESSAGES.capacityInteger)
    .max(MAX_SLOT_CAPACITY, `Capacities must be at most ${MAX_SLOT_CAPACITY.toLocaleString('en-US')}`),
);

export const CapacityUploadSlot = z.object({
  timeSlot: CapacityTimeSlot,
  totalCapacity: capacityNumber,
  /** Accepted for the admin form's shape; the service derives available = total − booked (see docs/decisions/capacity.md). */
  availableCapacity: capacityNumber,
});

/** Spec §3/§5: POST /api/admin/capacity/upload. */
export const CapacityUpload = z.object({
  date: CapacityDate,
  city: CapacityCityId,
  slots: z
    .array(CapacityUploadSlot, {
      required_error: CAPACITY_MESSAGES.slotsRequired,
      invalid_type_error: CAPACITY_MESSAGES.slotsRequired,
    })
    .min(1, CAPACITY_MESSAGES.slotsRequired)
    .superRefine((slots, ctx) => {
      const seen = new Set<string>();
      slots.forEach((s, i) => {
        if (seen.has(s.timeSlot))
          ctx.addIssue({ code: 'custom', path: [i, 'timeSlot'], message: CAPACITY_MESSAGES.slotDuplicate });
        seen.add(s.timeSlot);
      });
    }),
});
export type CapacityUpload = z.infer<typeof CapacityUpload>;

/** One data line of the CSV upload (header: date,city,timeSlot,totalCapacity,availableCapacity). */
export const CapacityCsvRow = z.object({
  date: CapacityDate,
  city: CapacityCityId,
  timeSlot: CapacityTimeSlot,
  totalCapacity: capacityNumber,
  availableCapacity: capacityNumber,
});
export const CapacityCsvUpload = z.object({ rows: z.array(CapacityCsvRow).min(1, CAPACITY_MESSAGES.slotsRequired) });
export type CapacityCsvRow = z.infer<typeof CapacityCsvRow>;

/** GET /api/admin/capacity?date=&city= (city or 'all', default 'all'). */
export const CapacityQuery = z.object({
  date: CapacityDate,
  city: z.union([z.literal('all'), CapacityCityId]).default('all'),
});
export type CapacityQuery = z.infer<typeof CapacityQuery>;

/** Spec §3 capacity row, plus the date it belongs to. */
export const CapacityRow = z.object({
  id: z.string(),
  date: z.string(),
  city: z.string(),
  timeSlot: z.string(),
  totalCapacity: z.number().int().nonnegative(),
  bookedCapacity: z.number().int().nonnegative(),
  availableCapacity: z.number().int().nonnegative(),
  lastUpdated: z.string().datetime(),
  /** 'default' = derived from the reference audience, never uploaded nor booked; 'stored' = a row in the database. */
  source: z.enum(['default', 'stored']).optional(),
});
export type CapacityRow = z.infer<typeof CapacityRow>;
export const CapacityRows = z.array(CapacityRow);

export const CapacityNotApplied = z.object({
  date: z.string(),
  city: z.string(),
  timeSlot: z.string(),
  requestedTotal: z.number().int().nonnegative(),
  bookedCapacity: z.number().int().nonnegative(),
  reason: z.string(),
});
/** Answer of both upload routes: rows now in force, and slots left as they were because total < booked. */
export const CapacityUploadResult = z.object({
  applied: z.array(CapacityRow),
  notApplied: z.array(CapacityNotApplied),
});
export type CapacityUploadResult = z.infer<typeof CapacityUploadResult>;

/** GET /api/admin/capacity/summary?date= (default today in Asia/Karachi): the heat map and "capacity used today". */
export const CapacitySummaryQuery = z.object({ date: CapacityDate.optional() });
const Usage = z.object({
  total: z.number().int(),
  booked: z.number().int(),
  available: z.number().int(),
  utilisation: z.number().min(0).max(1),
});
export const CapacitySummary = Usage.extend({
  date: z.string(),
  cities: z.array(
    Usage.extend({ city: z.string(), name: z.string(), slots: z.array(Usage.extend({ timeSlot: z.string() })) }),
  ),
});
export type CapacitySummary = z.infer<typeof CapacitySummary>;

/**
 * Availability shown in the wizard's slot picker (docs/decisions/capacity.md). A slot is judged by its fullest
 * chosen date × city cell, because a booking is all-or-nothing: one full cell refuses the whole campaign.
 */
export const NEARLY_FULL_AT = 0.8;
/** Longest date range one availability request may span (a campaign is spread over at most 366 days). */
export const AVAILABILITY_MAX_DAYS = MAX_CAMPAIGN_DAYS;

const commaList = (v: unknown) =>
  typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v.flatMap((x) => String(x).split(',')) : v;

/** GET /api/capacity/availability?startDate=&endDate=&cities=karachi,lahore[&timeSlots=18-19,19-20] */
export const CapacityAvailabilityQuery = z
  .object({
    startDate: CapacityDate,
    endDate: CapacityDate,
    cities: z.preprocess(
      commaList,
      z
        .array(CapacityCityId, { required_error: 'Choose at least one city' })
        .min(1, 'Choose at least one city')
        .max(CAPACITY_CITY_IDS.length),
    ),
    timeSlots: z.preprocess(commaList, z.array(CapacityTimeSlot).max(CAPACITY_SLOT_IDS.length)).optional(),
  })
  .superRefine((q, ctx) => {
    const days = daysBetween(q.startDate, q.endDate);
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must not be before the start date' });
    else if (days >= AVAILABILITY_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `Ask for at most ${AVAILABILITY_MAX_DAYS} days at once`,
      });
  });
export type CapacityAvailabilityQuery = z.infer<typeof CapacityAvailabilityQuery>;

export const SlotAvailabilityStatus = z.enum(['open', 'nearly_full', 'sold_out']);
export type SlotAvailabilityStatus = z.infer<typeof SlotAvailabilityStatus>;
export const SlotAvailability = z.object({
  timeSlot: z.string(),
  status: SlotAvailabilityStatus,
  /** Sums over the chosen dates and cities. */
  total: z.number().int().nonnegative(),
  booked: z.number().int().nonnegative(),
  available: z.number().int().nonnegative(),
  /** booked ÷ total of the fullest cell (1 when a cell has no inventory), 3 decimals. */
  peakUtilisation: z.number().min(0).max(1),
  /** Where the fullest cell is, so the wizard can say which city and day is short. */
  fullest: z.object({ date: z.string(), city: z.string() }),
});
export type SlotAvailability = z.infer<typeof SlotAvailability>;
export const CapacityAvailability = z.object({
  startDate: z.string(),
  endDate: z.string(),
  cities: z.array(z.string()),
  nearlyFullAt: z.number(),
  slots: z.array(SlotAvailability),
});
export type CapacityAvailability = z.infer<typeof CapacityAvailability>;
