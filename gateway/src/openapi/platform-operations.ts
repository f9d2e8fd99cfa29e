import { z } from 'zod';
import * as c from '@rbt/contracts';
import type { Operation } from './operation';

/** Platforms and their keys (the gateway's own) and the serving API operators' platforms call (/rtb/v1). */
export const PLATFORM_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/admin/platforms',
    summary: 'RBT platforms and their API keys (prefixes only, never secrets)',
    tag: 'Admin',
    access: 'admin',
    gateway: true,
    success: { status: 200, schema: c.PlatformList },
  },
  {
    method: 'post',
    path: '/api/admin/platforms',
    summary: 'Add a platform and issue its first API key (the secret is in this answer only)',
    tag: 'Admin',
    access: 'admin',
    gateway: true,
    body: c.PlatformCreate,
    success: { status: 201, schema: c.KeyIssued },
  },
  {
    method: 'post',
    path: '/api/admin/platforms/{id}/keys',
    summary: 'Rotate: issue a new key; older active keys expire after overlapHours (default 24)',
    tag: 'Admin',
    access: 'admin',
    gateway: true,
    body: c.KeyRotate,
    success: { status: 201, schema: c.KeyIssued },
  },
  {
    method: 'delete',
    path: '/api/admin/platforms/{id}/keys/{keyId}',
    summary: 'Revoke a key now (every gateway instance refuses it within a second)',
    tag: 'Admin',
    access: 'admin',
    gateway: true,
    success: { status: 200, schema: c.Platform },
  },
  {
    method: 'get',
    path: c.SERVING_PATHS.decisions,
    summary: 'An ad decision for one call (VAST 4.1); platform API key in Authorization: Bearer',
    tag: 'Serving',
    access: 'platform',
    query: c.DecisionQuery,
    success: { status: 200, contentType: 'application/xml', description: 'VAST 4.1, an ad or empty' },
    errors: [429, 503],
  },
  {
    method: 'get',
    path: `${c.SERVING_PATHS.track}/{adServingId}/{event}`,
    summary: 'Tracking beacon from a signed URL in the VAST answer (no key)',
    tag: 'Serving',
    access: 'public',
    query: z.object({ exp: z.string(), sig: z.string() }),
    success: { status: 204, description: 'Counted' },
  },
  {
    method: 'get',
    path: `${c.SERVING_PATHS.media}/{file}`,
    summary: 'Telephone rendition of an ad from a signed URL in the VAST answer (no key)',
    tag: 'Serving',
    access: 'public',
    query: z.object({ exp: z.string(), sig: z.string() }),
    success: { status: 200, contentType: 'audio/wav' },
  },
];
