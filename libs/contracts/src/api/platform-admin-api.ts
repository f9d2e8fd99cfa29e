import { AdTagCreate, AdTagIssued, KeyIssued, KeyRotate, Platform, PlatformCreate, PlatformList } from '../platforms';
import { apiRoute } from './api-route';

/** RBT platforms and their keys and ad tags, kept by the gateway itself (admins). */
export const PLATFORM_ADMIN_API = {
  list: apiRoute({
    method: 'get',
    path: '/api/admin/platforms',
    summary: 'RBT platforms and their API keys (prefixes only, never secrets)',
    tag: 'Admin',
    service: 'gateway',
    access: 'admin',
    success: { status: 200, schema: PlatformList },
  }),
  create: apiRoute({
    method: 'post',
    path: '/api/admin/platforms',
    summary: 'Add a platform and issue its first API key (the secret is in this answer only)',
    tag: 'Admin',
    service: 'gateway',
    access: 'admin',
    body: PlatformCreate,
    success: { status: 201, schema: KeyIssued },
  }),
  rotateKey: apiRoute({
    method: 'post',
    path: '/api/admin/platforms/{id}/keys',
    summary: 'Rotate: issue a new key; older active keys expire after overlapHours (default 24)',
    tag: 'Admin',
    service: 'gateway',
    access: 'admin',
    body: KeyRotate,
    success: { status: 201, schema: KeyIssued },
  }),
  issueAdTag: apiRoute({
    method: 'post',
    path: '/api/admin/platforms/{id}/ad-tags',
    summary:
      'Issue an ad-tag URL: its key (rbt_tag_…) may travel as the key query parameter, for decisions only; shown once, revoked like a key',
    tag: 'Admin',
    service: 'gateway',
    access: 'admin',
    body: AdTagCreate,
    success: { status: 201, schema: AdTagIssued },
  }),
  revokeKey: apiRoute({
    method: 'delete',
    path: '/api/admin/platforms/{id}/keys/{keyId}',
    summary: 'Revoke a key now (every gateway instance refuses it within a second)',
    tag: 'Admin',
    service: 'gateway',
    access: 'admin',
    success: { status: 200, schema: Platform },
  }),
};
