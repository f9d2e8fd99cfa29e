import { createRouter, AppRouter, AppContext, forbidden, route, fromZod } from '@rbt/service-kit';
import {
  CAPACITY_SLOT_IDS,
  CAPACITY_API,
  CapacityCsvUpload,
  datesBetween,
  karachiToday,
  NEARLY_FULL_AT,
} from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { groupCsvRows, uploadCapacity } from '../../domain/upload-use-case';
import { buildSummary } from '../../domain/capacity-summary';
import { slotAvailability } from '../../domain/availability';
import { parseCapacityCsv, readRawBody } from './read-csv';

/** The gateway already guards /api/admin/*; the service checks again so a direct call cannot bypass it. */
function requireAdmin(ctx: AppContext): void {
  if (ctx.state.caller.role !== 'admin') throw forbidden('Admin access required');
}

/** HTTP entry points of svc-capacity: thin, they parse input and call a use case. */
export function capacityRoutes(deps: Deps): AppRouter[] {
  const router = createRouter();
  router.use('/api/admin', async (ctx, next) => {
    requireAdmin(ctx);
    await next();
  });

  // Any signed-in advertiser: the wizard's slot picker shows sold-out and nearly-full slots for its dates and cities.
  route(router, CAPACITY_API.availability, async (ctx, input) => {
    const q = input.query();
    const cities = [...new Set(q.cities)];
    const timeSlots = q.timeSlots?.length ? [...new Set(q.timeSlots)] : CAPACITY_SLOT_IDS;
    const rows = (await Promise.all(datesBetween(q.startDate, q.endDate).map((d) => deps.grid.find(d, cities)))).flat();
    ctx.body = {
      startDate: q.startDate,
      endDate: q.endDate,
      cities,
      nearlyFullAt: NEARLY_FULL_AT,
      slots: slotAvailability(rows, timeSlots),
    };
  });

  route(router, CAPACITY_API.rows, async (ctx, input) => {
    const q = input.query();
    ctx.body = await deps.grid.find(q.date, q.city === 'all' ? undefined : q.city);
  });

  route(router, CAPACITY_API.summary, async (ctx, input) => {
    const date = input.query().date ?? karachiToday();
    ctx.body = buildSummary(date, await deps.grid.find(date));
  });

  route(router, CAPACITY_API.upload, async (ctx, input) => {
    const upload = input.body();
    ctx.body = await uploadCapacity(deps.grid, [upload]);
  });

  // The CSV is read by the handler (RAW_BODY_ROUTE: the kit's JSON rule does not apply).
  route(router, CAPACITY_API.uploadCsv, async (ctx, input) => {
    const text = await readRawBody(ctx, deps.config.CSV_MAX_BYTES);
    // The ?date=&city= defaults after the body's 413 and before the CSV's own 400s, as when the handler parsed them.
    const parsed = CapacityCsvUpload.safeParse({ rows: parseCapacityCsv(text, input.query()) });
    if (!parsed.success) throw fromZod(parsed.error);
    ctx.body = await uploadCapacity(deps.grid, groupCsvRows(parsed.data.rows));
  });

  return [router];
}
