import { z } from 'zod';
import { ResponseSummary } from '../caller-response';
import {
  CapacityAvailability,
  CapacityAvailabilityQuery,
  CapacityQuery,
  CapacityRows,
  CapacitySummary,
  CapacitySummaryQuery,
  CapacityUpload,
  CapacityUploadResult,
} from '../capacity';
import { CampaignDelivery, DeliveryReport } from '../delivery-report';
import { Feasibility, FeasibilityRequest } from '../feasibility';
import { apiRoute } from './api-route';

/** Capacity rows, uploads and delivery pacing for admins; availability and feasibility for the wizard (svc-capacity). */
export const CAPACITY_API = {
  rows: apiRoute({
    method: 'get',
    path: '/api/admin/capacity',
    summary: 'Capacity rows of a date',
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    query: CapacityQuery,
    success: { status: 200, schema: CapacityRows },
  }),
  summary: apiRoute({
    method: 'get',
    path: '/api/admin/capacity/summary',
    summary: 'Capacity summary of a date',
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    query: CapacitySummaryQuery,
    success: { status: 200, schema: CapacitySummary },
  }),
  delivery: apiRoute({
    method: 'get',
    path: '/api/admin/capacity/delivery',
    summary: 'Delivery pacing of live campaigns and platform traffic of the last hour',
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    success: { status: 200, schema: DeliveryReport },
  }),
  upload: apiRoute({
    method: 'post',
    path: '/api/admin/capacity/upload',
    summary: 'Upload capacity (JSON)',
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    body: CapacityUpload,
    success: { status: 200, schema: CapacityUploadResult },
  }),
  uploadCsv: apiRoute({
    method: 'post',
    path: '/api/admin/capacity/upload.csv',
    summary: 'Upload capacity (CSV)',
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    // Plain strings: a row is checked with its defaults filled in, so a bad default is named by the rows' field paths.
    query: z.object({
      date: z.string().optional().describe('The date (YYYY-MM-DD) of rows that have no date column'),
      city: z.string().optional().describe('The city id of rows that have no city column'),
    }),
    rawBody: 'text/csv',
    success: { status: 200, schema: CapacityUploadResult },
    errors: [413, 415],
  }),
  availability: apiRoute({
    method: 'get',
    path: '/api/capacity/availability',
    summary: 'Sold-out and nearly-full slots for dates and cities',
    tag: 'Capacity',
    service: 'svc-capacity',
    query: CapacityAvailabilityQuery,
    success: { status: 200, schema: CapacityAvailability },
  }),
  feasibility: apiRoute({
    method: 'post',
    path: '/api/capacity/feasibility',
    summary: 'How many plays the hours still to come of dates, cities and slots can take, and the delivery confidence',
    tag: 'Capacity',
    service: 'svc-capacity',
    body: FeasibilityRequest,
    success: { status: 200, schema: Feasibility },
  }),
  campaignDelivery: apiRoute({
    method: 'get',
    path: '/api/capacity/campaigns/{id}/delivery',
    summary: "One campaign's delivery pacing (admins; svc-campaigns asks it for the owner's pacing view)",
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    success: { status: 200, schema: CampaignDelivery },
  }),
  campaignResponses: apiRoute({
    method: 'get',
    path: '/api/capacity/campaigns/{id}/responses',
    summary: "One campaign's press-1 responses and callback list (admins; svc-campaigns asks it for the owner's view)",
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    success: { status: 200, schema: ResponseSummary },
  }),
};
