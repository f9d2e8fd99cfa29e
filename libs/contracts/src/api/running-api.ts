import { ResponseSummary } from '../caller-response';
import { CampaignDetail } from '../campaigns';
import { CampaignPacing } from '../delivery-report';
import { ReviewTime } from '../review-time';
import { TopUpCheckoutResponse, TopUpPaymentRequest, TopUpQuote, TopUpRequest } from '../running-changes';
import { apiRoute } from './api-route';

/** A running campaign: pause, resume, pacing, responses and top-ups; the review time (svc-campaigns). */
export const RUNNING_API = {
  pause: apiRoute({
    method: 'post',
    path: '/api/campaigns/{id}/pause',
    summary: 'Pause a running campaign',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 200, schema: CampaignDetail },
    errors: [409],
  }),
  pacing: apiRoute({
    method: 'get',
    path: '/api/campaigns/{id}/pacing',
    summary: 'Where the campaign stands against its even pace, its forecast, and the credit of a forecast shortfall',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 200, schema: CampaignPacing },
  }),
  reviewTime: apiRoute({
    method: 'get',
    path: '/api/dashboard/review-time',
    summary: "How long review takes now: the median of the last 30 days' approvals, or the configured target",
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 200, schema: ReviewTime },
  }),
  responses: apiRoute({
    method: 'get',
    path: '/api/campaigns/{id}/responses',
    summary: 'Press-1 responses per day (response rate, cost per response, SMS delivered) and the callback list',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 200, schema: ResponseSummary },
  }),
  callbacksCsv: apiRoute({
    method: 'get',
    path: '/api/campaigns/{id}/callbacks.csv',
    summary: 'The callback list as CSV (UTF-8 with a BOM): each caller once, kept 30 days',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 200, contentType: 'text/csv' },
  }),
  resume: apiRoute({
    method: 'post',
    path: '/api/campaigns/{id}/resume',
    summary: "Resume the owner's own pause (a pause by the review team is refused)",
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 200, schema: CampaignDetail },
    errors: [409],
  }),
  topUpQuote: apiRoute({
    method: 'post',
    path: '/api/campaigns/{id}/top-up/quote',
    summary: 'Price more budget or a later end date for an approved campaign (nothing is charged)',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    body: TopUpRequest,
    success: { status: 200, schema: TopUpQuote },
    errors: [409],
  }),
  topUp: apiRoute({
    method: 'post',
    path: '/api/campaigns/{id}/top-ups',
    summary:
      "Start paying a top-up on the provider's page; once the provider confirms it, its own invoice and the added plays (Idempotency-Key required)",
    tag: 'Campaigns',
    service: 'svc-campaigns',
    body: TopUpPaymentRequest,
    success: { status: 201, schema: TopUpCheckoutResponse },
    errors: [409],
  }),
};
