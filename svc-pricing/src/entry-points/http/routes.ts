import type { AppRouter } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { pricingRoutes } from './pricing-routes';
import { referenceRoutes } from './reference-routes';
import { audienceListRoutes } from './audience-list-routes';

/** HTTP entry points of svc-pricing: thin, they parse input and call a use case. */
export function httpRouters(deps: Deps): AppRouter[] {
  return [referenceRoutes(deps), pricingRoutes(deps), audienceListRoutes(deps)];
}
