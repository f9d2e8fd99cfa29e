import {
  DNC_UPLOAD_PATH,
  DncList,
  SUPPRESSIONS_PATH,
  SuppressionAudit,
  SuppressionAuditRange,
  SuppressionState,
} from '../suppressions';
import { apiRoute } from './api-route';

/** The Do-Not-Call register and opt-outs (svc-capacity). */
export const SUPPRESSION_API = {
  state: apiRoute({
    method: 'get',
    path: SUPPRESSIONS_PATH,
    summary: 'The Do-Not-Call register in force and how many callers opted out (pressed 9)',
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    success: { status: 200, schema: SuppressionState },
  }),
  dncUpload: apiRoute({
    method: 'post',
    path: DNC_UPLOAD_PATH,
    summary:
      'Replace the Do-Not-Call register: a text file, one lower-case hex SHA-256 of a +92 number per line, streamed; 400 names the first bad line and changes nothing',
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    rawBody: 'text/plain',
    success: { status: 200, schema: DncList },
  }),
  audit: apiRoute({
    method: 'get',
    path: `${SUPPRESSIONS_PATH}/audit`,
    summary: 'Suppressions per Karachi day: opt-outs recorded and registers uploaded',
    tag: 'Admin',
    service: 'svc-capacity',
    access: 'admin',
    query: SuppressionAuditRange,
    success: { status: 200, schema: SuppressionAudit },
  }),
};
