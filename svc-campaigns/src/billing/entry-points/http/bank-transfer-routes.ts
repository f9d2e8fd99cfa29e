import { createRouter, parseBody, readBodyText, RAW_BODY_ROUTE, AppRouter } from '@rbt/service-kit';
import { ManualBankReceipt } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { assertAdmin } from '../../../campaigns';
import {
  getBankTransfer,
  listBankTransfers,
  recordManualReceipt,
  recordStatement,
  startBankTransfer,
} from '../../domain/bank-transfer-use-case';
import { parseBankStatement } from './bank-statement-csv';

/** A bank statement is a few thousand lines at most; anything larger is not one. */
const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

/** Paying by bank transfer: the advertiser's instructions, and the admin's statement upload and manual receipts. */
export function bankTransferRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  r.post('/api/campaigns/:id/bank-transfer', async (ctx) => {
    const { created, transfer } = await startBankTransfer(deps, ctx.state.caller, ctx.params.id);
    ctx.status = created ? 201 : 200;
    ctx.body = transfer;
  });
  r.get('/api/billing/bank-transfers', async (ctx) => {
    ctx.body = { items: await listBankTransfers(deps, ctx.state.caller) };
  });
  r.get('/api/billing/bank-transfers/:id', async (ctx) => {
    ctx.body = await getBankTransfer(deps, ctx.state.caller, ctx.params.id);
  });
  // The admin check comes before the body is read (403 before 400); the CSV is read here (RAW_BODY_ROUTE).
  r.post(RAW_BODY_ROUTE, '/api/admin/billing/bank-transfers/statement', async (ctx) => {
    assertAdmin(ctx.state.caller);
    const text = await readBodyText(ctx.req, STATEMENT_MAX_BYTES, 'The statement is larger than 2 MB');
    ctx.body = await recordStatement(deps, ctx.state.caller, parseBankStatement(text));
  });
  r.post('/api/admin/billing/bank-transfers/:id/receipts', async (ctx) => {
    assertAdmin(ctx.state.caller);
    const body = parseBody(ctx, ManualBankReceipt);
    ctx.body = await recordManualReceipt(deps, ctx.state.caller, ctx.params.id, body);
  });
  return r;
}
