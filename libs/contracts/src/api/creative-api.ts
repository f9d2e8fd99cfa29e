import { CampaignDetail } from '../campaigns';
import { RejectPendingCreative } from '../creative-swap';
import { AddCreative, CampaignCreatives, CreativeResults, MAX_CREATIVES, SetRotation } from '../creatives';
import { apiRoute } from './api-route';

/** A campaign's several ads: add, remove, rotate, results, and the admins' review of each (svc-campaigns). */
export const CREATIVE_API = {
  list: apiRoute({
    method: 'get',
    path: '/api/campaigns/{id}/creatives',
    summary: "The campaign's ads (its own first), each with its review, and the rotation",
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 200, schema: CampaignCreatives },
  }),
  add: apiRoute({
    method: 'post',
    path: '/api/campaigns/{id}/creatives',
    summary: `Add an ad (at most ${MAX_CREATIVES} active); it is reviewed like the first and plays once approved`,
    tag: 'Campaigns',
    service: 'svc-campaigns',
    body: AddCreative,
    success: { status: 201, schema: CampaignCreatives },
    errors: [409],
  }),
  remove: apiRoute({
    method: 'delete',
    path: '/api/campaigns/{id}/creatives/{creativeId}',
    summary: 'Remove an added ad: it stops playing and keeps its results',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    success: { status: 200, schema: CampaignCreatives },
    errors: [409],
  }),
  rotation: apiRoute({
    method: 'put',
    path: '/api/campaigns/{id}/rotation',
    summary: 'How the ads take turns: even, weighted (weights add up to 100), sequence or split test',
    tag: 'Campaigns',
    service: 'svc-campaigns',
    body: SetRotation,
    success: { status: 200, schema: CampaignCreatives },
    errors: [409],
  }),
  results: apiRoute({
    method: 'get',
    path: '/api/campaigns/{id}/creative-results',
    summary: 'Plays, reach, listening and the split-test verdict per ad',
    tag: 'Analytics',
    service: 'svc-campaigns',
    success: { status: 200, schema: CreativeResults },
  }),
  approve: apiRoute({
    method: 'post',
    path: '/api/admin/campaigns/{id}/creatives/{creativeId}/approve',
    summary: 'Approve an added ad: it joins the rotation',
    tag: 'Admin',
    service: 'svc-campaigns',
    access: 'admin',
    success: { status: 200, schema: CampaignDetail },
  }),
  reject: apiRoute({
    method: 'post',
    path: '/api/admin/campaigns/{id}/creatives/{creativeId}/reject',
    summary: 'Reject an added ad with a reason the advertiser is told',
    tag: 'Admin',
    service: 'svc-campaigns',
    access: 'admin',
    body: RejectPendingCreative,
    success: { status: 200, schema: CampaignDetail },
  }),
};
