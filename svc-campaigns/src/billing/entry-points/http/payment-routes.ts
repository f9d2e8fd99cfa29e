import {
  badRequest,
  createRouter,
  AppError,
  route,
  type AppContext,
  type AppRouter,
  type RouteInput,
} from '@rbt/service-kit';
import { PAYMENT_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import {
  acceptNotification,
  acceptReturn,
  paymentStatus,
  refusedCallback,
  returnUrlOf,
  startCheckout,
} from '../../domain/payment-attempt-use-case';
import { checkoutCreditOf } from '../../domain/refund-and-credit-queries';
import { answerOnce, readKey } from '../../../shared';
import { refusedPaymentCallbacks } from '../../data-access/payment-metrics';
import { easypaisaOf } from '../../data-access/payment-providers';
import { autoSubmitPage } from './auto-submit-page';

/**
 * Provider callbacks come from the payer's browser or the provider, never with the gateway's identity. The whole
 * prefix, as the gateway's public callback route: nothing else lives under it (an unknown path is a 404).
 */
export const PAYMENT_CALLBACK_PATHS = [/^\/api\/payments(\/|$)/];

/** The body as text; a provider's callback is a few hundred bytes, anything past 32 kB is refused. */
async function smallBody(ctx: AppContext): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 32_768) throw badRequest('The callback body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A provider posts forms (application/x-www-form-urlencoded) or JSON; both read as flat string fields, over the
 * query's (the route contract's, every field kept as sent: the provider's hash is checked over them).
 */
async function callbackFields(ctx: AppContext, query: Record<string, string>): Promise<Record<string, string>> {
  const text = ctx.method === 'GET' ? '' : await smallBody(ctx);
  const fields: Record<string, string> = { ...query };
  if (!text) return fields;
  if (ctx.is('application/json')) {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw badRequest('The callback body is not valid JSON.');
    }
    for (const [k, v] of Object.entries(parsed))
      if (typeof v === 'string' || typeof v === 'number') fields[k] = String(v);
    return fields;
  }
  return { ...fields, ...Object.fromEntries(new URLSearchParams(text)) };
}

/** Counts a refused callback by reason (a forged return shows on the dashboards), then refuses it. */
async function counted<T>(provider: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) refusedPaymentCallbacks.inc({ provider, reason: err.code });
    throw err;
  }
}

/** Hosted-checkout payments: start an attempt, the provider's return and IPN, and the attempt's status. */
export function paymentRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, PAYMENT_API.start, async (ctx, input) => {
    const caller = ctx.state.caller;
    const key = readKey(ctx.get('idempotency-key'));
    // Required here: a retry without a key could not be told apart from a second purchase.
    if (!key) throw badRequest('Idempotency-Key: a payment needs an Idempotency-Key header');
    const body = input.body();
    await answerOnce(ctx, deps, 'pay', key, body, async () => ({
      status: 201,
      body: await startCheckout(deps, caller, ctx.params.id, key, body),
    }));
  });
  // The checkout page's "account credit applied, to pay": computed here, in paisa, never in the browser.
  route(r, PAYMENT_API.checkoutCredit, async (ctx) => {
    ctx.body = await checkoutCreditOf(deps, ctx.state.caller, ctx.params.id);
  });
  route(r, PAYMENT_API.status, async (ctx) => {
    ctx.body = await paymentStatus(deps, ctx.state.caller, ctx.params.id, ctx.params.reference);
  });
  type ReturnInput = RouteInput<typeof PAYMENT_API.returnGet | typeof PAYMENT_API.returnPost>;
  const onReturn = async (ctx: AppContext, input: ReturnInput) => {
    const provider = ctx.params.provider;
    const fields = await callbackFields(ctx, input.query());
    const easypaisa = provider === 'easypaisa' ? easypaisaOf(deps.providers) : null;
    if (easypaisa && fields.auth_token !== undefined) {
      // Easypay's middle step: the token goes on to Confirm.jsf, which returns here with the outcome. Nothing changes.
      const form = await counted(provider, async () => {
        const f = easypaisa.confirmForm(fields.auth_token, returnUrlOf(deps, provider));
        if (!f) throw refusedCallback(400, 'bad_token', 'auth_token: not a token Easypaisa issues');
        return f;
      });
      const page = autoSubmitPage(form);
      ctx.set('content-security-policy', page.csp);
      ctx.type = 'html';
      ctx.body = page.html;
      return;
    }
    const a = await counted(provider, async () => acceptReturn(deps, provider, fields));
    // Back to the portal's page of the attempt; it shows paid, waiting or cancelled from GET .../payments/:reference.
    const page = a.topUpId ? `/campaigns/${a.campaignId}` : `/campaigns/${a.campaignId}/checkout`;
    ctx.redirect(`${deps.config.PAYMENT_RETURN_BASE_URL.replace(/\/$/, '')}${page}?payment=${a.reference}`);
    ctx.status = 303;
  };
  route(r, PAYMENT_API.returnPost, onReturn);
  route(r, PAYMENT_API.returnGet, onReturn);
  route(r, PAYMENT_API.ipn, async (ctx, input) => {
    const provider = ctx.params.provider;
    const fields = await callbackFields(ctx, input.query());
    await counted(provider, () => acceptNotification(deps, provider, fields.pp_TxnRefNo ?? fields.orderRefNumber));
    ctx.body = { pp_ResponseCode: '000', pp_ResponseMessage: 'Received' };
  });
  // Easypay's IPN is a GET naming its order-status URL; the adapter fetches it only from the configured host.
  route(r, PAYMENT_API.easypaisaIpn, async (ctx, input) => {
    const easypaisa = easypaisaOf(deps.providers);
    await counted('easypaisa', async () => {
      // Counted as refused too when `url` is missing or sent twice (the contract's 400).
      const read = easypaisa ? await easypaisa.readIpn(input.query()) : null;
      if (!read) throw refusedCallback(400, 'bad_ipn', 'url: not an Easypaisa order-status URL of ours');
      return acceptNotification(deps, 'easypaisa', read.reference);
    });
    ctx.body = { status: 'received' };
  });
  return r;
}
