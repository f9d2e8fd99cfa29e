import { BankTransfer, BankTransferList, ManualBankReceipt, StatementResult } from '../bank-transfers';
import { apiRoute } from './api-route';

/** Paying by bank transfer: the owner's transfers, the admins' statement upload and receipts (svc-campaigns). */
export const BANK_TRANSFER_API = {
  start: apiRoute({
    method: 'post',
    path: '/api/campaigns/{id}/bank-transfer',
    summary:
      'Pay a submitted campaign by bank transfer: the account, IBAN and a payment reference (200 if already asked)',
    tag: 'Billing',
    service: 'svc-campaigns',
    success: { status: 201, schema: BankTransfer },
    errors: [409],
  }),
  list: apiRoute({
    method: 'get',
    path: '/api/billing/bank-transfers',
    summary: "The caller's bank transfers (admins: everyone's), with what arrived and what remains",
    tag: 'Billing',
    service: 'svc-campaigns',
    success: { status: 200, schema: BankTransferList },
  }),
  get: apiRoute({
    method: 'get',
    path: '/api/billing/bank-transfers/{id}',
    summary: 'One bank transfer',
    tag: 'Billing',
    service: 'svc-campaigns',
    success: { status: 200, schema: BankTransfer },
  }),
  statement: apiRoute({
    method: 'post',
    path: '/api/admin/billing/bank-transfers/statement',
    summary: 'Upload a bank statement (CSV): credit lines are matched by payment reference and counted by amount',
    tag: 'Admin',
    service: 'svc-campaigns',
    access: 'admin',
    rawBody: 'text/csv',
    success: { status: 200, schema: StatementResult },
    errors: [413],
  }),
  receipt: apiRoute({
    method: 'post',
    path: '/api/admin/billing/bank-transfers/{id}/receipts',
    summary: 'Record by hand money that arrived for a bank transfer',
    tag: 'Admin',
    service: 'svc-campaigns',
    access: 'admin',
    body: ManualBankReceipt,
    success: { status: 200, schema: BankTransfer },
    errors: [409],
  }),
};
