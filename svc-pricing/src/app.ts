import { serviceApp } from '@rbt/service-kit';
import type { Deps } from './deps';
import { httpRouters } from './entry-points/http/routes';
import { REFERENCE_PUBLIC_PATHS } from './entry-points/http/reference-routes';

/** The koa app of svc-pricing, built from its dependencies so tests pass their own. */
export const buildApp = (deps: Deps) =>
  serviceApp('svc-pricing', deps, httpRouters(deps), { publicPaths: REFERENCE_PUBLIC_PATHS });
