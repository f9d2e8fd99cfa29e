import { serviceApp } from '@rbt/service-kit';
import type { Deps } from './deps';
import { httpRouters } from './routes';
import { PAYMENT_CALLBACK_PATHS } from './billing/entry-points/http/payment-routes';
import { EMAIL_PUBLIC_PATHS } from './notifications/entry-points/http/email-routes';
import { PROOF_PUBLIC_PATHS } from './analytics/entry-points/http/proof-routes';

/** The koa app of svc-campaigns, built from its dependencies so tests pass their own. */
export const buildApp = (deps: Deps) =>
  serviceApp('svc-campaigns', deps, httpRouters(deps), {
    publicPaths: [...PAYMENT_CALLBACK_PATHS, ...EMAIL_PUBLIC_PATHS, ...PROOF_PUBLIC_PATHS],
  });
