import { ReconciliationResponse } from '../reconciliation';
import { apiRoute } from './api-route';

/** The admins' payment reconciliation report and its run (svc-campaigns). */
export const RECONCILIATION_API = {
  report: apiRoute({
    method: 'get',
    path: '/api/admin/billing/reconciliation',
    summary: "The latest reconciliation: every payment and invoice of the last days beside the provider's status",
    tag: 'Admin',
    service: 'svc-campaigns',
    access: 'admin',
    success: { status: 200, schema: ReconciliationResponse },
  }),
  run: apiRoute({
    method: 'post',
    path: '/api/admin/billing/reconciliation/run',
    summary: 'Run the reconciliation now (409 while another run is under way)',
    tag: 'Admin',
    service: 'svc-campaigns',
    access: 'admin',
    success: { status: 200, schema: ReconciliationResponse },
    errors: [409],
  }),
};
