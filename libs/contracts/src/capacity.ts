import { z } from 'zod';

/** Spec §9: the 16 hourly slots whose inventory the admin manages (08-09 … 23-24). */
export const CAPACITY_SLOT_IDS = [
  '08-09', '09-10', '10-11', '11-12', '12-13', '13-14', '14-15', '15-16',
  '16-17', '17-18', '18-19', '19-20', '20-21', '21-22', '22-23', '23-24',
] as const;

/** Spec §9: the 8 capacity cities. Ids are the lower-case names, as campaign drafts carry them. */
export const CAPACITY_CITY_LIST = [
  { id: 'karachi', name: 'Karachi' },
  { id: 'lahore', name: 'Lahore' },
  { id: 'islamabad', name: 'Islamabad' },
  { id: 'peshawar', name: 'Peshawar' },
  { id: 'rawalpindi', name: 'Rawalpindi' },
  { id: 'gujranwala', name: 'Gujranwala' },
  { id: 'quetta', name: 'Quetta' },
  { id: 'hyderabad', name: 'Hyderabad' },
] as const;
const CITY_IDS = CAPACITY_CITY_LIST.map((c) => c.id) as [string, ...string[]];

export const CAPACITY_MESSAGES = {
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a valid date (YYYY-MM-DD)',
  cityRequired: 'City is required',
  cityUnknown: `City must be one of ${CAPACITY_CITY_LIST.map((c) => c.name).join(', ')}`,
  slotsRequired: 'At least one slot capacity is required',
  slotUnknown: 'Time slot must be one of 08-09 … 23-24',
  slotDuplicate: 'Each time slot may appear only once per date and city',
  capacityInteger: 'Capacities must be non-negative integers',
} as const;

const isCalendarDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export const CapacityDate = z.string({ required_error: CAPACITY_MESSAGES.dateRequired, invalid_type_error: CAPACITY_MESSAGES.dateRequired })
  .trim()
  .min(1, CAPACITY_MESSAGES.dateRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, CAPACITY_MESSAGES.dateInvalid)
  .refine(isCalendarDate, CAPACITY_MESSAGES.dateInvalid);

export const CapacityCityId = z.string({ required_error: CAPACITY_MESSAGES.cityRequired, invalid_type_error: CAPACITY_MESSAGES.cityRequired })
  .trim()
  .toLowerCase()
  .min(1, CAPACITY_MESSAGES.cityRequired)
  .pipe(z.enum(CITY_IDS, { errorMap: () => ({ message: CAPACITY_MESSAGES.cityUnknown }) }));

export const CapacityTimeSlot = z.string({ required_error: CAPACITY_MESSAGES.slotUnknown, invalid_type_error: CAPACITY_MESSAGES.slotUnknown })
  .trim()
  .pipe(z.enum(CAPACITY_SLOT_IDS, { errorMap: () => ({ message: CAPACITY_MESSAGES.slotUnknown }) }));

/** Spec §5: a non-numeric capacity (blank, text, missing) counts as 0; a number must be a non-negative integer. */
const capacityNumber = z.preprocess((v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : NaN;
  return Number.isNaN(n) ? 0 : n;
}, z.number().int(CAPACITY_MESSAGES.capacityInteger).nonnegative(CAPACITY_MESSAGES.capacityInteger));

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
  slots: z.array(CapacityUploadSlot, { required_error: CAPACITY_MESSAGES.slotsRequired, invalid_type_error: CAPACITY_MESSAGES.slotsRequired })
    .min(1, CAPACITY_MESSAGES.slotsRequired)
    .superRefine((slots, ctx) => {
      const seen = new Set<string>();
      slots.forEach((s, i) => {
        if (seen.has(s.timeSlot)) ctx.addIssue({ code: 'custom', path: [i, 'timeSlot'], message: CAPACITY_MESSAGES.slotDuplicate });
        seen.add(s.timeSlot);
      });
    }),
});
export type CapacityUpload = z.infer<typeof CapacityUpload>;

/** One data line of the CSV upload (header: date,city,timeSlot,totalCapacity,availableCapacity). */
export const CapacityCsvRow = z.object({ date: CapacityDate, city: CapacityCityId, timeSlot: CapacityTimeSlot, totalCapacity: capacityNumber, availableCapacity: capacityNumber });
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
export const CapacityUploadResult = z.object({ applied: z.array(CapacityRow), notApplied: z.array(CapacityNotApplied) });
export type CapacityUploadResult = z.infer<typeof CapacityUploadResult>;

/** GET /api/admin/capacity/summary?date= (default today in Asia/Karachi): the heat map and "capacity used today". */
export const CapacitySummaryQuery = z.object({ date: CapacityDate.optional() });
const Usage = z.object({ total: z.number().int(), booked: z.number().int(), available: z.number().int(), utilisation: z.number().min(0).max(1) });
export const CapacitySummary = Usage.extend({
  date: z.string(),
  cities: z.array(Usage.extend({ city: z.string(), name: z.string(), slots: z.array(Usage.extend({ timeSlot: z.string() })) })),
});
export type CapacitySummary = z.infer<typeof CapacitySummary>;
