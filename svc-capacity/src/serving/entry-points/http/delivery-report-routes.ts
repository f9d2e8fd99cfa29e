import { createRouter, AppRouter, forbidden, notFound, route } from '@rbt/service-kit';
import { CAPACITY_API, TRAFFIC_WINDOW_MINUTES, type CampaignDelivery, type DeliveryReport } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { campaignDelivery } from '../../domain/delivery-report-use-case';
import { bookedPerCell, cellKey } from '../../../inventory';
import { trafficRows } from '../../../platforms';

/** The admin delivery view: pacing of every live campaign and each platform's traffic in the last hour; one campaign's. */
export function deliveryReportRoutes(deps: Deps): AppRouter[] {
  const router = createRouter();
  route(router, CAPACITY_API.delivery, async (ctx) => {
    if (ctx.state.caller.role !== 'admin') throw forbidden('Admin access required');
    const now = deps.servingClock();
    const live = (await deps.reservations.liveReserved()).map((r) => ({ ...r, cells: bookedPerCell(r.cells) }));
    const counts = await deps.deliveryCounts.of(
      live.flatMap((r) => r.cells.map((c) => ({ campaignId: r._id, cell: cellKey(c) }))),
    );
    const campaigns = live
      .map((r) =>
        campaignDelivery({ campaignId: r._id, cells: r.cells }, (c) => counts.get(`${r._id}|${cellKey(c)}`) ?? 0, now),
      )
      .sort((a, b) => b.cellsAtRisk.length - a.cellsAtRisk.length || a.campaignId.localeCompare(b.campaignId));
    const body: DeliveryReport = {
      generatedAt: new Date(now).toISOString(),
      campaigns,
      trafficWindowMinutes: TRAFFIC_WINDOW_MINUTES,
      platforms: trafficRows(await deps.platformTraffic.lastMinutes(now, TRAFFIC_WINDOW_MINUTES)),
    };
    ctx.body = body;
  });
  // One campaign's pacing by the same rule, for svc-campaigns' owner view (it checks the owner) and admins.
  route(router, CAPACITY_API.campaignDelivery, async (ctx) => {
    const role = ctx.state.caller.role;
    if (role !== 'service' && role !== 'admin') throw forbidden('Admin access required');
    const r = await deps.reservations.get(ctx.params.id);
    if (r?.state !== 'reserved') throw notFound('Booking');
    const cells = bookedPerCell(r.cells);
    const counts = await deps.deliveryCounts.of(cells.map((c) => ({ campaignId: r._id, cell: cellKey(c) })));
    const body: CampaignDelivery = campaignDelivery(
      { campaignId: r._id, cells },
      (c) => counts.get(`${r._id}|${cellKey(c)}`) ?? 0,
      deps.servingClock(),
    );
    ctx.body = body;
  });
  return [router];
}
