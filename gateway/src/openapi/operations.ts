import { z, type ZodTypeAny } from 'zod';
import * as c from '@rbt/contracts';

/** One /api operation as the gateway exposes it; `statuses` are the answers besides the success one. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path template ({id}, not :id). */
  path: string;
  summary: string;
  tag: string;
  /** public: no session needed; admin: 403 for non-admins. */
  access?: 'public' | 'admin';
  query?: z.AnyZodObject;
  body?: ZodTypeAny;
  /** Request body that is not JSON (raw upload, CSV). */
  rawBody?: string;
  success: { status: number; schema?: ZodTypeAny; contentType?: string; description?: string };
  /** Extra error statuses the route itself answers (400/401/403/404 are derived; 5xx are added for proxied routes). */
  errors?: number[];
  /** Answered by the gateway itself (no 502/504 from a service being down). */
  gateway?: boolean;
}

const Json = z.object({}).passthrough();
const IdAnswer = z.object({ id: z.string() });
const steps = ['audience', 'schedule', 'creative', 'pricing'] as const;
const stepSchema = { audience: c.AudienceStep, schedule: c.ScheduleStep, creative: c.CreativeStep, pricing: c.PricingStep };

/** Every /api operation; the coverage test holds this against the gateway's routing table. */
export const OPERATIONS: Operation[] = [
  // Gateway's own routes.
  { method: 'get', path: '/api/health', summary: 'Portal health (admins see every dependency)', tag: 'Gateway', access: 'public', gateway: true, success: { status: 200, schema: c.GatewayHealth.partial() }, errors: [503] },
  { method: 'post', path: '/api/auth/signin', summary: 'Sign in with email and password; sets the session cookie', tag: 'Auth', access: 'public', gateway: true, body: c.SignInRequest, success: { status: 200, schema: c.AuthUser }, errors: [400, 401, 429] },
  { method: 'post', path: '/api/auth/signup', summary: 'Create an advertiser account (never signs in)', tag: 'Auth', access: 'public', gateway: true, body: c.SignUpRequest, success: { status: 202, schema: z.object({ status: z.literal('accepted'), message: z.string() }) }, errors: [400, 429] },
  { method: 'get', path: '/api/auth/user', summary: 'The signed-in user', tag: 'Auth', gateway: true, success: { status: 200, schema: c.AuthUser } },
  { method: 'get', path: '/api/login', summary: 'Start sign-in (redirect to the sign-in page or the OIDC provider)', tag: 'Auth', access: 'public', gateway: true, success: { status: 302, description: 'Redirect' } },
  { method: 'get', path: '/api/auth/callback', summary: 'OIDC callback (only when OIDC is configured)', tag: 'Auth', access: 'public', gateway: true, success: { status: 302, description: 'Redirect' }, errors: [400] },
  { method: 'get', path: '/api/logout', summary: 'Sign-out page (a form that POSTs)', tag: 'Auth', access: 'public', gateway: true, success: { status: 200, contentType: 'text/html' } },
  { method: 'post', path: '/api/logout', summary: 'Sign out; clears the session cookie', tag: 'Auth', access: 'public', gateway: true, success: { status: 204 }, errors: [403] },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'Gateway', access: 'public', gateway: true, success: { status: 200, schema: Json } },
  { method: 'get', path: '/api/docs', summary: 'Browsable API reference', tag: 'Gateway', access: 'public', gateway: true, success: { status: 200, contentType: 'text/html' } },
  // svc-campaigns
  { method: 'get', path: '/api/campaigns', summary: "The caller's campaigns", tag: 'Campaigns', success: { status: 200, schema: z.array(c.CampaignListItem) } },
  { method: 'post', path: '/api/campaigns', summary: 'Create a draft', tag: 'Campaigns', body: c.CreateCampaignRequest, success: { status: 201, schema: IdAnswer } },
  { method: 'get', path: '/api/campaigns/search', summary: "Search the caller's campaigns (name, status, sort, page)", tag: 'Campaigns', query: c.CampaignSearchQuery as unknown as z.AnyZodObject, success: { status: 200, schema: c.CampaignSearchPage } },
  { method: 'get', path: '/api/dashboard/stats', summary: 'Dashboard figures', tag: 'Campaigns', success: { status: 200, schema: c.DashboardStats } },
  { method: 'get', path: '/api/campaigns/{id}', summary: 'One campaign', tag: 'Campaigns', success: { status: 200, schema: c.CampaignDetail } },
  { method: 'patch', path: '/api/campaigns/{id}', summary: 'Autosave a draft', tag: 'Campaigns', body: c.CampaignDraftPatch, success: { status: 200, schema: c.CampaignDetail }, errors: [409] },
  ...steps.map((s): Operation => ({ method: 'post', path: `/api/campaigns/{id}/${s}`, summary: `Save the ${s} step`, tag: 'Campaigns', body: stepSchema[s], success: { status: 200, schema: c.CampaignDetail }, errors: [409] })),
  { method: 'post', path: '/api/campaigns/{id}/duplicate', summary: 'Copy a campaign into a new draft', tag: 'Campaigns', success: { status: 201, schema: IdAnswer } },
  { method: 'post', path: '/api/campaigns/{id}/pause', summary: 'Pause a running campaign', tag: 'Campaigns', success: { status: 200, schema: c.CampaignDetail }, errors: [409] },
  { method: 'post', path: '/api/campaigns/{id}/submit', summary: 'Submit for review at a locked quote (Idempotency-Key honoured)', tag: 'Campaigns', body: c.SubmitRequest, success: { status: 200, schema: c.SubmitResponse }, errors: [409, 422] },
  { method: 'delete', path: '/api/campaigns/{id}', summary: 'Delete a draft', tag: 'Campaigns', success: { status: 204 }, errors: [409] },
  { method: 'post', path: '/api/campaigns/{id}/payments', summary: 'Pay for a campaign (Idempotency-Key required)', tag: 'Billing', body: c.PaymentRequest, success: { status: 201, schema: c.PaymentResponse }, errors: [409] },
  { method: 'get', path: '/api/notifications', summary: "The caller's notifications, newest first, with the unread count", tag: 'Notifications', query: c.NotificationListQuery, success: { status: 200, schema: c.NotificationList } },
  { method: 'post', path: '/api/notifications/read-all', summary: "Mark all the caller's notifications read", tag: 'Notifications', success: { status: 200, schema: c.NotificationsMarked } },
  { method: 'post', path: '/api/notifications/{id}/read', summary: 'Mark one notification read', tag: 'Notifications', success: { status: 200, schema: c.NotificationsMarked } },
  { method: 'get', path: '/api/invoices', summary: "The caller's invoices", tag: 'Billing', success: { status: 200, schema: c.InvoiceList } },
  { method: 'get', path: '/api/invoices/{id}', summary: 'One invoice', tag: 'Billing', success: { status: 200, schema: c.Invoice } },
  ...(['invoice', 'receipt'] as const).map((kind): Operation => ({ method: 'get', path: `/api/invoices/{id}/${kind}.pdf`, summary: `The ${kind} as a PDF`, tag: 'Billing', success: { status: 200, contentType: 'application/pdf' } })),
  { method: 'get', path: '/api/billing/profile', summary: "Who the caller's invoices are made out to", tag: 'Billing', success: { status: 200, schema: c.BillingProfileResponse } },
  { method: 'put', path: '/api/billing/profile', summary: 'Save the billing profile', tag: 'Billing', body: c.BillingProfile, success: { status: 200, schema: c.BillingProfileResponse } },
  { method: 'get', path: '/api/analytics', summary: 'Delivery analytics', tag: 'Analytics', query: c.AnalyticsQuery as unknown as z.AnyZodObject, success: { status: 200, schema: c.AnalyticsResponse } },
  { method: 'get', path: '/api/admin/campaigns', summary: 'Review queue', tag: 'Admin', access: 'admin', query: c.AdminCampaignQuery as unknown as z.AnyZodObject, success: { status: 200, schema: c.AdminCampaignPage } },
  { method: 'patch', path: '/api/admin/campaigns/{id}/status', summary: 'Approve, reject or change a status', tag: 'Admin', access: 'admin', body: c.AdminStatusChange, success: { status: 200, schema: c.CampaignDetail }, errors: [409] },
  // svc-capacity
  { method: 'get', path: '/api/admin/capacity', summary: 'Capacity rows of a date', tag: 'Admin', access: 'admin', query: c.CapacityQuery as unknown as z.AnyZodObject, success: { status: 200, schema: c.CapacityRows } },
  { method: 'get', path: '/api/admin/capacity/summary', summary: 'Capacity summary of a date', tag: 'Admin', access: 'admin', query: c.CapacitySummaryQuery as unknown as z.AnyZodObject, success: { status: 200, schema: c.CapacitySummary } },
  { method: 'post', path: '/api/admin/capacity/upload', summary: 'Upload capacity (JSON)', tag: 'Admin', access: 'admin', body: c.CapacityUpload, success: { status: 200, schema: c.CapacityUploadResult } },
  { method: 'post', path: '/api/admin/capacity/upload.csv', summary: 'Upload capacity (CSV)', tag: 'Admin', access: 'admin', rawBody: 'text/csv', success: { status: 200, schema: c.CapacityUploadResult }, errors: [413, 415] },
  { method: 'get', path: '/api/capacity/availability', summary: 'Sold-out and nearly-full slots for dates and cities', tag: 'Capacity', query: c.CapacityAvailabilityQuery as unknown as z.AnyZodObject, success: { status: 200, schema: c.CapacityAvailability } },
  // svc-pricing
  { method: 'post', path: '/api/audience-lists', summary: 'Match a customer list (SHA-256 hashes of E.164 numbers only)', tag: 'Pricing', body: c.AudienceListCreate, success: { status: 201, schema: c.AudienceList } },
  { method: 'get', path: '/api/audience-lists', summary: "The caller's customer lists", tag: 'Pricing', success: { status: 200, schema: c.AudienceListPage } },
  { method: 'get', path: '/api/audience-lists/{id}', summary: 'One customer list', tag: 'Pricing', success: { status: 200, schema: c.AudienceList } },
  { method: 'post', path: '/api/estimate', summary: 'Reach and cost estimate', tag: 'Pricing', body: c.EstimateRequest, success: { status: 200, schema: c.EstimateResponse } },
  { method: 'post', path: '/api/price', summary: 'Price of a targeting choice', tag: 'Pricing', body: c.PriceRequest, success: { status: 200, schema: c.PriceResult } },
  { method: 'get', path: '/api/reference', summary: 'Names of the reference lists', tag: 'Reference', access: 'public', success: { status: 200, schema: z.object({ names: z.array(c.ReferenceName) }) } },
  { method: 'get', path: '/api/reference/{name}', summary: 'One reference list (ETag, 304 on If-None-Match)', tag: 'Reference', access: 'public', success: { status: 200, schema: z.array(Json) }, errors: [304] },
  // svc-media
  { method: 'get', path: '/api/tts/voices', summary: 'Text-to-speech voices', tag: 'Media', query: z.object({ language: c.TtsLanguage.optional() }), success: { status: 200, schema: z.object({ voices: z.array(c.TtsVoice) }) } },
  { method: 'post', path: '/api/tts/generate', summary: 'Generate an audio ad from a script', tag: 'Media', body: c.TtsRequest, success: { status: 200, schema: c.TtsResponse }, errors: [422] },
  { method: 'post', path: '/api/objects/upload', summary: 'Get an upload URL', tag: 'Media', success: { status: 200, schema: c.UploadUrlResponse } },
  { method: 'put', path: '/api/objects/upload/{key}', summary: 'Upload audio bytes', tag: 'Media', rawBody: 'application/octet-stream', success: { status: 200, schema: z.object({ ok: z.boolean(), bytes: z.number() }) }, errors: [411, 413, 415] },
  { method: 'put', path: '/api/audio-files', summary: 'Register an uploaded audio file', tag: 'Media', body: c.RegisterAudioFileRequest, success: { status: 200, schema: c.RegisterAudioFileResponse }, errors: [422] },
  { method: 'get', path: '/api/audio-files/{id}', summary: 'One audio file', tag: 'Media', success: { status: 200, schema: c.AudioFileView } },
  { method: 'get', path: '/api/audio/{id}', summary: 'Audio master (Range honoured)', tag: 'Media', success: { status: 200, contentType: 'audio/wav' }, errors: [206, 416] },
  { method: 'get', path: '/api/audio/{id}/{rendition}', summary: 'Audio rendition (Range honoured)', tag: 'Media', success: { status: 200, contentType: 'audio/mpeg' }, errors: [206, 416] },
  { method: 'post', path: '/api/help/ai-suggestions', summary: 'Help suggestions for a page', tag: 'Help', body: c.AiSuggestionsRequest, success: { status: 200, schema: c.AiSuggestionsResponse } },
];
