import { AdminCampaignPage, AdminCampaignQuery, AdminStatusChange, CampaignDetail } from '../campaigns';
import { ApprovePendingCreative, RejectPendingCreative } from '../creative-swap';
import { apiRoute } from './api-route';

/** The admins' review queue, status changes and a running campaign's pending ad (svc-campaigns). */
export const REVIEW_API = {
  queue: apiRoute({
    method: 'get',
    path: '/api/admin/campaigns',
    summary: 'Review queue',
    tag: 'Admin',
    service: 'svc-campaigns',
    access: 'admin',
    query: AdminCampaignQuery,
    success: { status: 200, schema: AdminCampaignPage },
  }),
  changeStatus: apiRoute({
    method: 'patch',
    path: '/api/admin/campaigns/{id}/status',
    summary: 'Approve, reject or change a status',
    tag: 'Admin',
    service: 'svc-campaigns',
    access: 'admin',
    body: AdminStatusChange,
    success: { status: 200, schema: CampaignDetail },
    errors: [409],
  }),
  approvePendingCreative: apiRoute({
    method: 'post',
    path: '/api/admin/campaigns/{id}/pending-creative/approve',
    summary: "Approve a running campaign's new ad: it replaces the one that plays (savedAt: the version seen)",
    tag: 'Admin',
    service: 'svc-campaigns',
    access: 'admin',
    body: ApprovePendingCreative,
    success: { status: 200, schema: CampaignDetail },
    errors: [409],
  }),
  rejectPendingCreative: apiRoute({
    method: 'post',
    path: '/api/admin/campaigns/{id}/pending-creative/reject',
    summary: "Reject a running campaign's new ad with a reason; the approved ad keeps playing",
    tag: 'Admin',
    service: 'svc-campaigns',
    access: 'admin',
    body: RejectPendingCreative,
    success: { status: 200, schema: CampaignDetail },
    errors: [409],
  }),
};
