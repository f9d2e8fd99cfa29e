import type { AppRouter } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { pricingRouter } from './pricing-routes';
import { referenceRouter } from './reference-routes';
import { audienceListRouter } from './audience-list-routes';

/** HTTP entry points of svc-pricing: thin, they parse input and call a use case. */
export function httpRouters(deps: Deps): AppRouter[] {
  return [referenceRouter(deps), pricingRouter(deps), audienceListRouter(deps)];
}
