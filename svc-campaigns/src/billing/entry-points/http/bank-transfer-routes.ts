import { createRouter, readBodyText, AppRouter, route } from '@rbt/service-kit';
import { BANK_TRANSFER_API } from '@rbt/contracts';
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
  route(r, BANK_TRANSFER_API.start, async (ctx) => {
    const { created, transfer } = await startBankTransfer(deps, ctx.state.caller, ctx.params.id);
    ctx.status = created ? 201 : 200;
    ctx.body = transfer;
  });
  route(r, BANK_TRANSFER_API.list, async (ctx) => {
    ctx.body = { items: await listBankTransfers(deps, ctx.state.caller) };
  });
  route(r, BANK_TRANSFER_API.get, async (ctx) => {
    ctx.body = await getBankTransfer(deps, ctx.state.caller, ctx.params.id);
  });
  // The admin check comes before the body is read (403 before 400); the CSV is read here (RAW_BODY_ROUTE).
  route(r, BANK_TRANSFER_API.statement, async (ctx) => {
    assertAdmin(ctx.state.caller);
    const text = await readBodyText(ctx.req, STATEMENT_MAX_BYTES, 'The statement is larger than 2 MB');
    ctx.body = await recordStatement(deps, ctx.state.caller, parseBankStatement(text));
  });
  route(r, BANK_TRANSFER_API.receipt, async (ctx, input) => {
    assertAdmin(ctx.state.caller);
    const body = input.body();
    ctx.body = await recordManualReceipt(deps, ctx.state.caller, ctx.params.id, body);
  });
  return r;
}
