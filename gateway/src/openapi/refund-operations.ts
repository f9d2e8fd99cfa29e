import * as c from '@rbt/contracts';
import type { Operation } from './operation';

/** Refunds (svc-campaigns): the owner's cancellation before start, refunds and account credit, the admins' list. */
export const REFUND_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/campaigns/{id}/cancel',
    summary:
      'Cancel a paid campaign that has not started; every payment is refunded to its source or kept as account credit',
    tag: 'Billing',
    body: c.CancelCampaignRequest,
    success: { status: 200, schema: c.CancelCampaignResponse },
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/billing/refunds',
    summary: "The caller's refunds (cancellations and credit notes), each with its state",
    tag: 'Billing',
    success: { status: 200, schema: c.RefundList },
  },
  {
    method: 'get',
    path: '/api/billing/credit',
    summary: "The caller's account credit: the balance and its latest movements",
    tag: 'Billing',
    success: { status: 200, schema: c.AccountCredit },
  },
  {
    method: 'put',
    path: '/api/billing/refund-preference',
    summary: "Where a credit note's money goes: back to the payment (default) or account credit",
    tag: 'Billing',
    body: c.RefundPreference,
    success: { status: 200, schema: c.RefundPreference },
  },
  {
    method: 'get',
    path: '/api/admin/billing/refunds',
    summary: 'Every refund (?state=failed: those the provider kept refusing), for admins',
    tag: 'Admin',
    access: 'admin',
    success: { status: 200, schema: c.RefundList },
  },
];
