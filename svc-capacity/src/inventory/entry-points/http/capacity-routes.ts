import {
  createRouter,
  AppRouter,
  AppContext,
  forbidden,
  parseBody,
  parseQuery,
  fromZod,
  RAW_BODY_ROUTE,
} from '@rbt/service-kit';
import {
  CAPACITY_SLOT_IDS,
  CapacityAvailabilityQuery,
  CapacityCsvUpload,
  CapacityQuery,
  CapacitySummaryQuery,
  CapacityUpload,
  datesBetween,
  karachiToday,
  NEARLY_FULL_AT,
} from '@rbt/contracts';
import { z } from 'zod';
import type { Deps } from '../../../deps';
import { groupCsvRows, uploadCapacity } from '../../domain/upload-use-case';
import { buildSummary } from '../../domain/capacity-summary';
import { slotAvailability } from '../../domain/availability';
import { parseCapacityCsv, readRawBody } from './read-csv';

/** The gateway already guards /api/admin/*; the service checks again so a direct call cannot bypass it. */
function requireAdmin(ctx: AppContext): void {
  if (ctx.state.caller.role !== 'admin') throw forbidden('Admin access required');
}

const CsvDefaults = z.object({ date: z.string().optional(), city: z.string().optional() });

/** HTTP entry points of svc-capacity: thin, they parse input and call a use case. */
export function capacityRoutes(deps: Deps): AppRouter[] {
  const router = createRouter();
  router.use('/api/admin', async (ctx, next) => {
    requireAdmin(ctx);
    await next();
  });

  // Any signed-in advertiser: the wizard's slot picker shows sold-out and nearly-full slots for its dates and cities.
  router.get('/api/capacity/availability', async (ctx) => {
    const q = parseQuery(ctx, CapacityAvailabilityQuery);
    const cities = [...new Set(q.cities)];
    const timeSlots = q.timeSlots?.length ? [...new Set(q.timeSlots)] : CAPACITY_SLOT_IDS;
    const rows = (
      await Promise.all(datesBetween(q.startDate, q.endDate).map((d) => deps.slots.find(d, cities)))
    ).flat();
    ctx.body = {
      startDate: q.startDate,
      endDate: q.endDate,
      cities,
      nearlyFullAt: NEARLY_FULL_AT,
      slots: slotAvailability(rows, timeSlots),
    };
  });

  router.get('/api/admin/capacity', async (ctx) => {
    const q = parseQuery(ctx, CapacityQuery);
    ctx.body = await deps.slots.find(q.date, q.city === 'all' ? undefined : q.city);
  });

  router.get('/api/admin/capacity/summary', async (ctx) => {
    const date = parseQuery(ctx, CapacitySummaryQuery).date ?? karachiToday();
    ctx.body = buildSummary(date, await deps.slots.find(date));
  });

  router.post('/api/admin/capacity/upload', async (ctx) => {
    const upload = parseBody(ctx, CapacityUpload);
    ctx.body = await uploadCapacity(deps.slots, [upload]);
  });

  // The CSV is read by the handler (RAW_BODY_ROUTE: the kit's JSON rule does not apply).
  router.post(RAW_BODY_ROUTE, '/api/admin/capacity/upload.csv', async (ctx) => {
    const text = await readRawBody(ctx, deps.config.CSV_MAX_BYTES);
    const parsed = CapacityCsvUpload.safeParse({ rows: parseCapacityCsv(text, parseQuery(ctx, CsvDefaults)) });
    if (!parsed.success) throw fromZod(parsed.error);
    ctx.body = await uploadCapacity(deps.slots, groupCsvRows(parsed.data.rows));
  });

  return [router];
}
