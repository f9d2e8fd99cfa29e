import { serviceApp } from '@rbt/service-kit';
import { SERVING_PATHS } from '@rbt/contracts';
import type { Deps } from './deps';
import { httpRouters } from './entry-points/http/routes';
import { decisionRoutes } from './entry-points/http/decision-routes';
import { creativeRoutes } from './entry-points/http/creative-routes';
import { optOutRoutes } from './entry-points/http/opt-out-routes';
import { responseRoutes } from './entry-points/http/response-routes';
import { deliveryReportRoutes } from './entry-points/http/delivery-report-routes';
import { feasibilityRoutes } from './entry-points/http/feasibility-routes';
import { suppressionRoutes } from './entry-points/http/suppression-routes';
import { platformReportRoutes } from './entry-points/http/platform-report-routes';

/** Tracking URLs carry their own signature and come with no identity (the gateway proxies them as they are). */
const TRACKING = new RegExp(`^${SERVING_PATHS.track}/`);

/** The koa app of svc-capacity, built from its dependencies so tests pass their own. */
export const buildApp = (deps: Deps) =>
  serviceApp(
    'svc-capacity',
    deps,
    [
      ...httpRouters(deps),
      ...deliveryReportRoutes(deps),
      ...feasibilityRoutes(deps),
      ...optOutRoutes(deps),
      ...suppressionRoutes(deps),
      ...responseRoutes(deps),
      ...decisionRoutes(deps),
      ...creativeRoutes(deps),
      ...platformReportRoutes(deps),
    ],
    {
      publicPaths: [TRACKING],
    },
  );
