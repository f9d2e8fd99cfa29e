import type { ApiRoute } from './api-route';
import * as ROUTE_GROUPS from './route-groups';

export type { ApiRoute } from './api-route';
export * from './route-groups';

/**
 * Every route of the gateway and the services, once: the services register theirs from these, the gateway's
 * OpenAPI document is generated from them.
 */
export const API_ROUTES: readonly ApiRoute[] = Object.values(ROUTE_GROUPS).flatMap((group): ApiRoute[] =>
  Object.values(group),
);
