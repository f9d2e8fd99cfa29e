import { serviceApp } from '@rbt/service-kit';
import { SERVING_PATHS } from '@rbt/contracts';
import type { Deps } from './deps';
import { capacityRoutes } from './inventory/entry-points/http/capacity-routes';
import { decisionRoutes } from './serving/entry-points/http/decision-routes';
import { trackingRoutes } from './serving/entry-points/http/tracking-routes';
import { creativeRoutes } from './serving/entry-points/http/creative-routes';
import { responseRoutes } from './serving/entry-points/http/response-routes';
import { deliveryReportRoutes } from './serving/entry-points/http/delivery-report-routes';
import { feasibilityRoutes } from './inventory/entry-points/http/feasibility-routes';
import { suppressionRoutes } from './serving/entry-points/http/suppression-routes';
import { platformReportRoutes } from './platforms/entry-points/http/platform-report-routes';

/** Tracking URLs carry their own signature and come with no identity (the gateway proxies them as they are). */
const TRACKING = new RegExp(`^${SERVING_PATHS.track}/`);

/** The koa app of svc-capacity, built from its dependencies so tests pass their own. */
export const buildApp = (deps: Deps) =>
  serviceApp(
    'svc-capacity',
    deps,
    [
      ...capacityRoutes(deps),
      ...deliveryReportRoutes(deps),
      ...feasibilityRoutes(deps),
      ...suppressionRoutes(deps),
      ...responseRoutes(deps),
      ...decisionRoutes(deps),
      ...trackingRoutes(deps),
      ...creativeRoutes(deps),
      ...platformReportRoutes(deps),
    ],
    {
      publicPaths: [TRACKING],
    },
  );
