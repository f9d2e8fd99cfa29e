import type { AppRouter } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { campaignRoutes } from './campaign-routes';
import { billingRoutes } from './billing-routes';
import { paymentRoutes } from './payment-routes';
import { adminRoutes } from './admin-routes';
import { analyticsRoutes } from './analytics-routes';
import { notificationRoutes } from './notification-routes';
import { emailRoutes } from './email-routes';
import { settlementRoutes } from './settlement-routes';
import { runningRoutes } from './running-routes';
import { pacingRoutes } from './pacing-routes';
import { bankTransferRoutes } from './bank-transfer-routes';

/** HTTP entry points of svc-campaigns: thin, they parse input and call a use case. */
export function httpRouters(deps: Deps): AppRouter[] {
  return [
    campaignRoutes(deps),
    paymentRoutes(deps),
    billingRoutes(deps),
    adminRoutes(deps),
    analyticsRoutes(deps),
    settlementRoutes(deps),
    notificationRoutes(deps),
    emailRoutes(deps),
    runningRoutes(deps),
    pacingRoutes(deps),
    bankTransferRoutes(deps),
  ];
}
