import * as c from '@rbt/contracts';
import type { Operation } from './operation';

/** Several creatives per campaign (svc-campaigns, docs/creatives.md): the owner's ads, rotation and results. */
export const CREATIVE_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/campaigns/{id}/creatives',
    summary: "The campaign's ads (its own first), each with its review, and the rotation",
    tag: 'Campaigns',
    success: { status: 200, schema: c.CampaignCreatives },
  },
  {
    method: 'post',
    path: '/api/campaigns/{id}/creatives',
    summary: `Add an ad (at most ${c.MAX_CREATIVES} active); it is reviewed like the first and plays once approved`,
    tag: 'Campaigns',
    body: c.AddCreative,
    success: { status: 201, schema: c.CampaignCreatives },
    errors: [409],
  },
  {
    method: 'delete',
    path: '/api/campaigns/{id}/creatives/{creativeId}',
    summary: 'Remove an added ad: it stops playing and keeps its results',
    tag: 'Campaigns',
    success: { status: 200, schema: c.CampaignCreatives },
    errors: [409],
  },
  {
    method: 'put',
    path: '/api/campaigns/{id}/rotation',
    summary: 'How the ads take turns: even, weighted (weights add up to 100), sequence or split test',
    tag: 'Campaigns',
    body: c.SetRotation,
    success: { status: 200, schema: c.CampaignCreatives },
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/campaigns/{id}/creative-results',
    summary: 'Plays, reach, listening and the split-test verdict per ad',
    tag: 'Analytics',
    success: { status: 200, schema: c.CreativeResults },
  },
  {
    method: 'post',
    path: '/api/admin/campaigns/{id}/creatives/{creativeId}/approve',
    summary: 'Approve an added ad: it joins the rotation',
    tag: 'Admin',
    access: 'admin',
    success: { status: 200, schema: c.CampaignDetail },
  },
  {
    method: 'post',
    path: '/api/admin/campaigns/{id}/creatives/{creativeId}/reject',
    summary: 'Reject an added ad with a reason the advertiser is told',
    tag: 'Admin',
    access: 'admin',
    body: c.RejectPendingCreative,
    success: { status: 200, schema: c.CampaignDetail },
  },
];
