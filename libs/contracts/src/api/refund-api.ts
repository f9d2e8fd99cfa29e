import { z } from 'zod';
import {
  AccountCredit,
  CancelCampaignRequest,
  CancelCampaignResponse,
  RefundList,
  RefundPreference,
  RefundState,
} from '../refunds';
import { apiRoute } from './api-route';

/** Refunds: the owner's cancellation before start, refunds and account credit, the admins' list (svc-campaigns). */
export const REFUND_API = {
  cancel: apiRoute({
    method: 'post',
    path: '/api/campaigns/{id}/cancel',
    summary:
      'Cancel a paid campaign that has not started; every payment is refunded to its source or kept as account credit',
    tag: 'Billing',
    service: 'svc-campaigns',
    body: CancelCampaignRequest,
    success: { status: 200, schema: CancelCampaignResponse },
    errors: [409],
  }),
  refunds: apiRoute({
    method: 'get',
    path: '/api/billing/refunds',
    summary: "The caller's refunds (cancellations and credit notes), each with its state",
    tag: 'Billing',
    service: 'svc-campaigns',
    success: { status: 200, schema: RefundList },
  }),
  credit: apiRoute({
    method: 'get',
    path: '/api/billing/credit',
    summary: "The caller's account credit: the balance and its latest movements",
    tag: 'Billing',
    service: 'svc-campaigns',
    success: { status: 200, schema: AccountCredit },
  }),
  preference: apiRoute({
    method: 'put',
    path: '/api/billing/refund-preference',
    summary: "Where a credit note's money goes: back to the payment (default) or account credit",
    tag: 'Billing',
    service: 'svc-campaigns',
    body: RefundPreference,
    success: { status: 200, schema: RefundPreference },
  }),
  adminRefunds: apiRoute({
    method: 'get',
    path: '/api/admin/billing/refunds',
    summary: 'Every refund (?state=failed: those the provider kept refusing), for admins',
    tag: 'Admin',
    service: 'svc-campaigns',
    access: 'admin',
    query: z
      .object({ state: RefundState.optional().describe('Only the refunds in this state; all of them without it') })
      .strict(),
    success: { status: 200, schema: RefundList },
  }),
};
