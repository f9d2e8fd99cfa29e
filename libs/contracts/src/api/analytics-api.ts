import { AnalyticsExportQuery, AnalyticsQuery, AnalyticsResponse } from '../analytics';
import { ProofOfPlayQuery, ProofVerification, ProofVerifyQuery } from '../proof-of-play';
import { ReportScheduleChange, ReportScheduleView } from '../report-schedules';
import { apiRoute } from './api-route';

/** Delivery analytics, the CSV export, proof of play and its public check, scheduled reports (svc-campaigns). */
export const ANALYTICS_API = {
  analytics: apiRoute({
    method: 'get',
    path: '/api/analytics',
    summary: 'Delivery analytics',
    tag: 'Analytics',
    service: 'svc-campaigns',
    query: AnalyticsQuery,
    success: { status: 200, schema: AnalyticsResponse },
  }),
  exportCsv: apiRoute({
    method: 'get',
    path: '/api/analytics/export.csv',
    summary: "One campaign's figures per date × hour × city as CSV (UTF-8 with BOM), streamed",
    tag: 'Analytics',
    service: 'svc-campaigns',
    query: AnalyticsExportQuery,
    success: { status: 200, contentType: 'text/csv' },
  }),
  proofOfPlayPdf: apiRoute({
    method: 'get',
    path: '/api/analytics/proof-of-play.pdf',
    summary: "One campaign's proof of play (PDF): plays by day, hour and city, the guarantee, credit notes, signed",
    tag: 'Analytics',
    service: 'svc-campaigns',
    query: ProofOfPlayQuery,
    success: { status: 200, contentType: 'application/pdf' },
  }),
  reportSchedule: apiRoute({
    method: 'get',
    path: '/api/campaigns/{id}/report-schedule',
    summary: "A campaign's scheduled report (daily or weekly CSV and summary to chosen addresses), or null",
    tag: 'Analytics',
    service: 'svc-campaigns',
    success: { status: 200, schema: ReportScheduleView },
  }),
  setReportSchedule: apiRoute({
    method: 'put',
    path: '/api/campaigns/{id}/report-schedule',
    summary: 'Set how often and to which addresses the campaign report is emailed',
    tag: 'Analytics',
    service: 'svc-campaigns',
    body: ReportScheduleChange,
    success: { status: 200, schema: ReportScheduleView },
  }),
  stopReportSchedule: apiRoute({
    method: 'delete',
    path: '/api/campaigns/{id}/report-schedule',
    summary: 'Stop the scheduled report',
    tag: 'Analytics',
    service: 'svc-campaigns',
    success: { status: 200, schema: ReportScheduleView },
  }),
  verifyProof: apiRoute({
    method: 'get',
    path: '/api/proof-of-play/verify/{id}',
    summary: 'Public check of a proof of play: issued by the product, and whether a file (its SHA-256) is unchanged',
    tag: 'Analytics',
    service: 'svc-campaigns',
    access: 'public',
    query: ProofVerifyQuery,
    success: { status: 200, schema: ProofVerification },
  }),
};
