import * as c from '@rbt/contracts';
import type { Operation } from './operation';

/**
 * Paying by bank transfer (svc-campaigns): the advertiser's instructions, the admin's statement and receipts; and the
 * admins' reconciliation of payments with the providers and the bank.
 */
export const BANK_TRANSFER_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/campaigns/{id}/bank-transfer',
    summary:
      'Pay a submitted campaign by bank transfer: the account, IBAN and a payment reference (200 if already asked)',
    tag: 'Billing',
    success: { status: 201, schema: c.BankTransfer },
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/billing/bank-transfers',
    summary: "The caller's bank transfers (admins: everyone's), with what arrived and what remains",
    tag: 'Billing',
    success: { status: 200, schema: c.BankTransferList },
  },
  {
    method: 'get',
    path: '/api/billing/bank-transfers/{id}',
    summary: 'One bank transfer',
    tag: 'Billing',
    success: { status: 200, schema: c.BankTransfer },
  },
  {
    method: 'post',
    path: '/api/admin/billing/bank-transfers/statement',
    summary: 'Upload a bank statement (CSV): credit lines are matched by payment reference and counted by amount',
    tag: 'Admin',
    access: 'admin',
    rawBody: 'text/csv',
    success: { status: 200, schema: c.StatementResult },
    errors: [413],
  },
  {
    method: 'post',
    path: '/api/admin/billing/bank-transfers/{id}/receipts',
    summary: 'Record by hand money that arrived for a bank transfer',
    tag: 'Admin',
    access: 'admin',
    body: c.ManualBankReceipt,
    success: { status: 200, schema: c.BankTransfer },
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/admin/billing/reconciliation',
    summary: "The latest reconciliation: every payment and invoice of the last days beside the provider's status",
    tag: 'Admin',
    access: 'admin',
    success: { status: 200, schema: c.ReconciliationResponse },
  },
  {
    method: 'post',
    path: '/api/admin/billing/reconciliation/run',
    summary: 'Run the reconciliation now (409 while another run is under way)',
    tag: 'Admin',
    access: 'admin',
    success: { status: 200, schema: c.ReconciliationResponse },
    errors: [409],
  },
];
