import { z } from 'zod';
import { PlatformReport, PlatformReportQueryFields, RevenueShare, RevenueShareUpdate } from '../platform-reports';
import { SERVING_PATHS } from '../serving';
import { apiRoute } from './api-route';

/** A platform's own reports and monthly statements (its key), and the revenue shares admins set (svc-capacity). */
export const PLATFORM_REPORT_API = {
  reports: apiRoute({
    method: 'get',
    path: SERVING_PATHS.reports,
    summary: "The platform's own counts per hour or day, in Karachi time; platform API key",
    description: [
      'Decisions, fills, plays (counted impressions), quartiles, completes, press-1 responses, error events by VAST',
      'code and malformed or unavailable decisions, for each hour (`granularity=hour`, at most 31 days) or Karachi',
      'day (`granularity=day`, at most 366 days) from `from` to `to` (YYYY-MM-DD, both included), hours without',
      'traffic as zeros. Only live keys count: sandbox traffic is never in a report. Counts against the',
      'decisions-per-second limit. Guide: docs/operators.md "Reports".',
    ].join(' '),
    tag: 'Serving',
    service: 'svc-capacity',
    access: 'platform',
    query: PlatformReportQueryFields,
    success: { status: 200, schema: PlatformReport },
    errors: [429, 503],
    reasons: {
      400: 'from, to or granularity is malformed, to is before from, or the range is too long (the field is named)',
      401: 'No API key, or it is malformed, unknown, revoked or expired (`WWW-Authenticate: Bearer`)',
      403: 'A signed-in user, not a platform, or an ad-tag key (decisions only)',
    },
  }),
  statement: apiRoute({
    method: 'get',
    path: `${SERVING_PATHS.statements}/{file}`,
    summary: "The platform's monthly settlement statement, CSV or PDF; platform API key",
    description: [
      '`{file}` is `YYYY-MM.csv` or `YYYY-MM.pdf` (a Karachi calendar month; the current month so far). Plays counted',
      'on live keys, what advertisers paid for them, the revenue share agreed with us and the amount due to the',
      'platform, then plays day by day. Guide: docs/operators.md "Monthly statements".',
    ].join(' '),
    tag: 'Serving',
    service: 'svc-capacity',
    access: 'platform',
    success: { status: 200, contentType: 'text/csv' },
    errors: [429, 503],
    reasons: {
      400: 'The name is not YYYY-MM.csv or YYYY-MM.pdf, or the month has not begun',
      401: 'No API key, or it is malformed, unknown, revoked or expired (`WWW-Authenticate: Bearer`)',
      403: 'A signed-in user, not a platform, or an ad-tag key (decisions only)',
    },
  }),
  shares: apiRoute({
    method: 'get',
    path: '/api/admin/platform-shares',
    summary: "Every platform's revenue share set by an admin (others have the default)",
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    success: { status: 200, schema: z.array(RevenueShare) },
  }),
  setShare: apiRoute({
    method: 'put',
    path: '/api/admin/platform-shares/{platformId}',
    summary: "Set a platform's revenue share from the current Karachi month on (earlier statements keep theirs)",
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    body: RevenueShareUpdate,
    success: { status: 200, schema: RevenueShare },
  }),
  adminStatement: apiRoute({
    method: 'get',
    path: '/api/admin/platform-statements/{platformId}/{file}',
    summary: "A platform's monthly statement (`YYYY-MM.csv` or `YYYY-MM.pdf`), as the platform downloads it",
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    success: { status: 200, contentType: 'text/csv' },
  }),
};
