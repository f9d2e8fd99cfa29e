import type { ApiRoute } from './api-route';
import { GATEWAY_API } from './gateway-api';
import { PLATFORM_ADMIN_API } from './platform-admin-api';
import { CAMPAIGN_API, CAMPAIGN_STEP_API } from './campaign-api';
import { RUNNING_API } from './running-api';
import { PAYMENT_API } from './payment-api';
import { NOTIFICATION_API } from './notification-api';
import { BILLING_API } from './billing-api';
import { ANALYTICS_API } from './analytics-api';
import { REVIEW_API } from './review-api';
import { BANK_TRANSFER_API } from './bank-transfer-api';
import { RECONCILIATION_API } from './reconciliation-api';
import { REFUND_API } from './refund-api';
import { CREATIVE_API } from './creative-api';
import { CAPACITY_API } from './capacity-api';
import { SUPPRESSION_API } from './suppression-api';
import { SERVING_API } from './serving-api';
import { PLATFORM_REPORT_API } from './platform-report-api';
import { PRICING_API } from './pricing-api';
import { MEDIA_API } from './media-api';
import { SIGNED_MEDIA_API } from './signed-media-api';

export type { ApiRoute } from './api-route';
export {
  GATEWAY_API,
  PLATFORM_ADMIN_API,
  CAMPAIGN_API,
  CAMPAIGN_STEP_API,
  RUNNING_API,
  PAYMENT_API,
  NOTIFICATION_API,
  BILLING_API,
  ANALYTICS_API,
  REVIEW_API,
  BANK_TRANSFER_API,
  RECONCILIATION_API,
  REFUND_API,
  CREATIVE_API,
  CAPACITY_API,
  SUPPRESSION_API,
  SERVING_API,
  PLATFORM_REPORT_API,
  PRICING_API,
  MEDIA_API,
  SIGNED_MEDIA_API,
};

/**
 * Every route of the gateway and the services, once: the services register theirs from these, the gateway's
 * OpenAPI document is generated from them.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  GATEWAY_API,
  PLATFORM_ADMIN_API,
  CAMPAIGN_API,
  CAMPAIGN_STEP_API,
  RUNNING_API,
  PAYMENT_API,
  NOTIFICATION_API,
  BILLING_API,
  ANALYTICS_API,
  REVIEW_API,
  BANK_TRANSFER_API,
  RECONCILIATION_API,
  REFUND_API,
  CREATIVE_API,
  CAPACITY_API,
  SUPPRESSION_API,
  SERVING_API,
  PLATFORM_REPORT_API,
  PRICING_API,
  MEDIA_API,
  SIGNED_MEDIA_API,
].flatMap((group): ApiRoute[] => Object.values(group));
