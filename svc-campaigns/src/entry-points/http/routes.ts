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
import { responseRoutes } from './response-routes';
import { bankTransferRoutes } from './bank-transfer-routes';
import { proofRoutes } from './proof-routes';
import { reportRoutes } from './report-routes';
import { refundRoutes } from './refund-routes';
import { reconciliationRoutes } from './reconciliation-routes';
import { creativeRoutes } from './creative-routes';

/** HTTP entry points of svc-campaigns: thin, they parse input and call a use case. */
export function httpRouters(deps: Deps): AppRouter[] {
  return [
    campaignRoutes(deps),
    paymentRoutes(deps),
    billingRoutes(deps),
    adminRoutes(deps),
    analyticsRoutes(deps),
    proofRoutes(deps),
    reportRoutes(deps),
    settlementRoutes(deps),
    notificationRoutes(deps),
    emailRoutes(deps),
    runningRoutes(deps),
    pacingRoutes(deps),
    responseRoutes(deps),
    bankTransferRoutes(deps),
    refundRoutes(deps),
    reconciliationRoutes(deps),
    creativeRoutes(deps),
  ];
}
