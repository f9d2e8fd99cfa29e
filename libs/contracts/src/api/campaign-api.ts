import { z, type ZodTypeAny } from 'zod';
import {
  CampaignDetail,
  CampaignDraftPatch,
  CampaignListItem,
  CampaignSearchPage,
  CampaignSearchQuery,
  CreateCampaignRequest,
  DashboardStats,
  SubmitRequest,
  SubmitResponse,
} from '../campaigns';
import { AudienceStep, CreativeStep, PricingStep, ScheduleStep } from '../campaigns';
import { apiRoute, IdAnswer } from './api-route';

const stepRoute = <S extends ZodTypeAny>(step: string, body: S) =>
  apiRoute({
    method: 'post',
    path: `/api/campaigns/{id}/${step}`,
    summary: `Save the ${step} step`,
    tag: 'Campaigns',
    service: 'svc-campaigns',
    body,
    success: { status: 200, schema: CampaignDetail },
    errors: [409],
  });

/** The wizard's steps, each saved with its own schema. */
export const CAMPAIGN_STEP_API = {
  audience: stepRoute('audience', AudienceStep),
  schedule: stepRoute('schedule', ScheduleStep),
  creative: stepRoute('creative', CreativeStep),
  pricing: stepRoute('pricing', PricingStep),
};

/** A campaign's drafts: list, search, create, autosave, duplicate, submit, delete (svc-campaigns). */
export const CAMPAIGN_API = {
  list: apiRoute({
    method: 'get',
    path: '/api/campaigns',
    summary: "The caller's campaigns",
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 200, schema: z.array(CampaignListItem) },
  }),
  create: apiRoute({
    method: 'post',
    path: '/api/campaigns',
    summary: 'Create a draft',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    body: CreateCampaignRequest,
    success: { status: 201, schema: IdAnswer },
  }),
  search: apiRoute({
    method: 'get',
    path: '/api/campaigns/search',
    summary: "Search the caller's campaigns (name, status, sort, page)",
    tag: 'Campaigns',
    service: 'svc-campaigns',
    query: CampaignSearchQuery,
    success: { status: 200, schema: CampaignSearchPage },
  }),
  dashboardStats: apiRoute({
    method: 'get',
    path: '/api/dashboard/stats',
    summary: 'Dashboard figures',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 200, schema: DashboardStats },
  }),
  get: apiRoute({
    method: 'get',
    path: '/api/campaigns/{id}',
    summary: 'One campaign',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 200, schema: CampaignDetail },
  }),
  autosave: apiRoute({
    method: 'patch',
    path: '/api/campaigns/{id}',
    summary: 'Autosave a draft',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    body: CampaignDraftPatch,
    success: { status: 200, schema: CampaignDetail },
    errors: [409],
  }),
  duplicate: apiRoute({
    method: 'post',
    path: '/api/campaigns/{id}/duplicate',
    summary: 'Copy a campaign into a new draft',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 201, schema: IdAnswer },
  }),
  submit: apiRoute({
    method: 'post',
    path: '/api/campaigns/{id}/submit',
    summary: 'Submit for review at a locked quote (Idempotency-Key honoured)',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    body: SubmitRequest,
    success: { status: 200, schema: SubmitResponse },
    errors: [409, 422],
  }),
  remove: apiRoute({
    method: 'delete',
    path: '/api/campaigns/{id}',
    summary: 'Delete a draft',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 204 },
    errors: [409],
  }),
};
