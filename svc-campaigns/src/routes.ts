import type { AppRouter } from '@rbt/service-kit';
import type { Deps } from './deps';
import { campaignRoutes } from './campaigns/entry-points/http/campaign-routes';
import { billingRoutes } from './billing/entry-points/http/billing-routes';
import { paymentRoutes } from './billing/entry-points/http/payment-routes';
import { adminRoutes } from './campaigns/entry-points/http/admin-routes';
import { analyticsRoutes } from './analytics/entry-points/http/analytics-routes';
import { notificationRoutes } from './notifications/entry-points/http/notification-routes';
import { emailRoutes } from './notifications/entry-points/http/email-routes';
import { settlementRoutes } from './billing/entry-points/http/settlement-routes';
import { runningRoutes } from './campaigns/entry-points/http/running-routes';
import { pacingRoutes } from './campaigns/entry-points/http/pacing-routes';
import { responseRoutes } from './analytics/entry-points/http/response-routes';
import { bankTransferRoutes } from './billing/entry-points/http/bank-transfer-routes';
import { proofRoutes } from './analytics/entry-points/http/proof-routes';
import { reportRoutes } from './analytics/entry-points/http/report-routes';
import { refundRoutes } from './billing/entry-points/http/refund-routes';
import { reconciliationRoutes } from './billing/entry-points/http/reconciliation-routes';
import { creativeRoutes } from './campaigns/entry-points/http/creative-routes';

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
